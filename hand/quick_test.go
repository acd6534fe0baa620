package hand_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// TestFarFromReadySound: whenever FarFromReady answers true, a 13-size hand has no waits and a
// 14-size hand has none after any discard, under every choice of shapes and usable kinds.
func TestFarFromReadySound(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := handGen().Draw(t, "h")
		o := optionsGen().Draw(t, "o")
		if !h.FarFromReady(o) {
			return
		}
		switch h.Size() {
		case 13:
			require.Zero(t, mustWaits(h, o), "hand %v options %+v", h, o)
		case 14:
			c := h.Concealed()
			for k := range c.Kinds().All() {
				rest, err := h.Without(k)
				require.NoError(t, err)
				require.Zero(t, mustWaits(rest, o), "hand %v discard %v options %+v", h, k, o)
			}
		}
	})
}

// TestFarFromReadyTable: the counts FarFromReady reads, one shape at a time, at the edge of each.
func TestFarFromReadyTable(t *testing.T) {
	std := hand.Options{Shapes: hand.Standard}
	tests := []struct {
		name string
		in   string
		o    hand.Options
		want bool
	}{
		{"three isolated tiles of 13", "159m159p19s12347z", hand.Options{}, true},
		{"one isolated tile of 13 (a single wait)", "123m456p789s1112z", std, false},
		{"two isolated tiles of 13", "123m456p19s11z / 555z", std, true},
		{"two isolated tiles of 14 (discard one)", "123m456p789s111z3z6m", std, false},
		{"three isolated tiles of 14", "123m456p789s11z357z", std, true},
		{"a tile two ranks away is a neighbour", "13m13p13s1122z / 555z", std, false},
		{"no neighbour across suits", "9m1p9p1s / 111m 222m 333m", std, true},
		{"six pairs of 13", "1133m5577p99s11z4z", hand.Options{Shapes: hand.SevenPairs}, false},
		{"five pairs of 13", "1133m5577p19s1z4z7z", hand.Options{Shapes: hand.SevenPairs}, true},
		{"a quad is two pairs with quads", "1111m557799p11s4z", hand.Options{Shapes: hand.SevenPairsQuads}, false},
		{"a quad is one pair kind without", "1111m557799p11s4z", hand.Options{Shapes: hand.SevenPairs}, true},
		{"twelve orphan kinds of 13", "19m19p19s1234566z", hand.Options{Shapes: hand.ThirteenOrphans}, false},
		{"eleven orphan kinds of 13", "19m19p19s12345z55m", hand.Options{Shapes: hand.ThirteenOrphans}, true},
		{"every shape must fail", "19m19p19s1234566z", hand.Options{}, false},
		{"the isolated tiles of a far hand with melds", "19m5p1z / 111s 222s 333s", std, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := hand.Parse(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, h.FarFromReady(tt.o), "%v", h)
		})
	}
}

func TestFarFromReadyNoAllocs(t *testing.T) {
	h := hand.MustParse("159m159p19s12347z")
	var sink bool
	assert.Zero(t, testing.AllocsPerRun(100, func() { sink = h.FarFromReady(hand.Options{}) }))
	assert.True(t, sink)
}

func BenchmarkFarFromReady(b *testing.B) {
	hs := randomHands(1024, 14, tile.PlayingKinds)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = hs[i&1023].FarFromReady(hand.Options{})
		i++
	}
}

func ExampleHand_FarFromReady() {
	for _, s := range []string{"159m159p19s12347z", "123m456p789s1112z"} {
		h := hand.MustParse(s)
		fmt.Println(s, h.FarFromReady(hand.Options{}), mustWaits(h, hand.Options{}).Len())
	}
	// Output:
	// 159m159p19s12347z true 0
	// 123m456p789s1112z false 1
}
