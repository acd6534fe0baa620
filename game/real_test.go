package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic"
	_ "github.com/mahjong-go/mahjong/variant/sichuan"
)

func rulesOf(t testing.TB, name string) variant.Rules {
	r, err := variant.Lookup(name)
	require.NoError(t, err, name)
	return r
}

func TestSmokeReal(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		wins := 0
		for seed := range uint64(50) {
			g := playRandom(t, r, seed)
			require.NoError(t, g.Err())
			wins += len(g.Wins())
		}
		t.Logf("%s: %d wins in 50 hands", name, wins)
	}
}
