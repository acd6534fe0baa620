package game

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// TestHeldKinds: the eight-at-a-time readings of the counts agree with reading each kind.
func TestHeldKinds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var c tile.Counts
		most := rapid.SampledFrom([]int{1, 3, 5}).Draw(t, "most") // often no count of four at all
		for k := range c {
			c[k] = uint8(rapid.IntRange(0, most).Draw(t, "count"))
		}
		var held, fours tile.Set
		for k := tile.Character1; k <= tile.Red; k++ {
			if c[k] > 0 {
				held = held.With(k)
			}
			if c[k] == 4 {
				fours = fours.With(k)
			}
		}
		h, f := heldKinds(&c)
		require.Equal(t, held, h)
		require.Equal(t, fours, f)
		require.Equal(t, held, kindsHeld(&c))
		for _, ks := range []tile.Set{0, tile.PlayingKinds, tile.Characters.Kinds(), 1 << tile.Red} {
			require.Equal(t, held&ks != 0, holdsAny(c, ks))
		}
	})
}

// TestActionSize: Action keeps its byte fields together, so that it takes 40 bytes (listing and copying
// actions is on every decision's path).
func TestActionSize(t *testing.T) {
	require.Equal(t, uintptr(40), unsafe.Sizeof(Action{}))
}

// TestPassOnlyCache: the seats openWindow marks as able only to pass list exactly what the full listing
// lists without the mark (Pass alone), and those it leaves unmarked list the same with and without it,
// at every claim and rob window of random hands of both variants.
func TestPassOnlyCache(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		r, err := variant.Lookup(name)
		require.NoError(t, err)
		windows, marked := 0, 0
		for seed := range uint64(40) {
			g, err := New(r, Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed)})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 9))
			var buf []Action
			for steps := 0; !g.Over(); steps++ {
				require.Less(t, steps, 5000)
				p := g.Pending()
				s := p.First()
				if g.phase == PhaseClaim || g.phase == PhaseRob {
					windows++
					for o := range p.All() {
						cached := g.AppendLegal(nil, o)
						saved, memo := g.passOnly, g.winMemo
						g.passOnly, g.winMemo = 0, [tile.NumSeats]uint8{}
						full := g.AppendLegal(nil, o)
						g.passOnly, g.winMemo = saved, memo
						require.Equal(t, full, cached, "seat %v, %v", o, g.phase)
						if saved.Has(o) {
							marked++
							require.Equal(t, []Action{{Kind: Pass, Seat: o}}, full)
						}
					}
				}
				buf = g.AppendLegal(buf[:0], s)
				require.NotEmpty(t, buf)
				require.NoError(t, g.Apply(buf[rng.IntN(len(buf))]))
			}
		}
		require.NotZero(t, windows)
		if name == "sichuan" {
			require.NotZero(t, marked, "the cache is used")
		}
	}
}

// TestOwnSource: a game's random source is its own ChaCha8 state after New, Clone and UnmarshalJSON,
// so that a copy never draws from the game it was made from.
func TestOwnSource(t *testing.T) {
	r, err := variant.Lookup("sichuan")
	require.NoError(t, err)
	g, err := New(r, Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(3)})
	require.NoError(t, err)
	require.Same(t, &g.chacha, g.src)
	c := g.Clone()
	require.Same(t, &c.chacha, c.src)
	b, err := json.Marshal(g)
	require.NoError(t, err)
	var l Game
	require.NoError(t, json.Unmarshal(b, &l))
	require.Same(t, &l.chacha, l.src)
	for range 3 {
		x := g.src.Uint64()
		require.Equal(t, x, l.src.Uint64())
		require.Equal(t, x, c.src.Uint64())
	}
	l.src.Uint64() // drawing from one copy leaves the others alone
	require.Equal(t, g.src.Uint64(), c.src.Uint64())
}

// TestCountsWords: the eight-at-a-time sums and tests of counts (addCounts, subCounts, overFour) agree
// with the same done kind by kind, over the playing kinds.
func TestCountsWords(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var a, b tile.Counts
		most := rapid.SampledFrom([]int{2, 4, 8}).Draw(t, "most") // often no pair above four
		for k := tile.Character1; k <= tile.Red; k++ {
			b[k] = uint8(rapid.IntRange(0, most).Draw(t, "b"))
			a[k] = b[k] + uint8(rapid.IntRange(0, most).Draw(t, "a-b"))
		}
		over := false
		var sum, diff tile.Counts
		for k := tile.Character1; k <= tile.Red; k++ {
			over = over || a[k]+b[k] > 4
			sum[k], diff[k] = a[k]+b[k], a[k]-b[k]
		}
		if got := overFour(&a, &b); got != over {
			t.Fatalf("overFour(%v, %v) = %v", a, b, got)
		}
		got := a
		addCounts(&got, &b)
		require.Equal(t, sum, got)
		got = a
		subCounts(&got, &b)
		require.Equal(t, diff, got)
	})
}
