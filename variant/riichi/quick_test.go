package riichi_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// plainWinningKinds is WinningKinds by its definition, from the shape waits alone: a kind held four
// times among the concealed tiles (FifthTileAnyHeld off) or anywhere (on) is left out.
func plainWinningKinds(o riichi.Options, h hand.Hand) tile.Set {
	w, err := h.Waits(hand.Options{Shapes: riichi.Shapes})
	if err != nil {
		return 0 // a hand of another size has no winning kinds
	}
	all := h.All()
	c := h.Concealed()
	for k := range w.All() {
		if c.Count(k) == 4 || o.FifthTileAnyHeld == riichi.On && all.Count(k) == 4 {
			w = w.Without(k)
		}
	}
	return w
}

// riichiHandGen draws hands of 13 or 14 tiles that are often ready or complete, of a few kinds (dense
// hands with quads and several waits) or of all, with up to two declared melds (closed kans among them).
func riichiHandGen() *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		spec := gen.Spec{MaxMelds: 2, Form: gen.Mixed}
		if rapid.Bool().Draw(t, "dense") {
			spec.Kinds = tile.Characters.Kinds() | tile.HonorKinds
		}
		return gen.Hand(spec).Draw(t, "hand")
	})
}

// TestWinningKindsMatchesWaits: WinningKinds (with its quick test for hands far from ready) is the
// shape waits without the kinds held four times, under both FifthTileAnyHeld rules.
func TestWinningKindsMatchesWaits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := riichiHandGen().Draw(t, "h")
		for _, f := range []riichi.Toggle{riichi.Off, riichi.On} {
			o := riichi.Options{FifthTileAnyHeld: f}
			require.Equal(t, plainWinningKinds(o, h), o.WinningKinds(h), "%v %v", h, f)
		}
	})
}

// TestDeclarationsMatchDefinition: the referee's riichi declarations are the discards after which a
// closed hand has winning kinds, given enough points and live tiles (docs/rules/riichi.md §5.1).
func TestDeclarationsMatchDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := riichiHandGen().Draw(t, "h")
		f := riichi.Toggle(rapid.IntRange(0, 2).Draw(t, "fifth tile"))
		r, err := riichi.New(riichi.Options{FifthTileAnyHeld: f})
		require.NoError(t, err)
		facts := variant.DeclareFacts{Score: rapid.IntRange(0, 2000).Draw(t, "score"),
			Live: rapid.IntRange(0, 8).Draw(t, "live")}
		var want tile.Set
		if h.Size() == 14 && h.IsConcealed() && facts.Score >= riichi.DefaultRiichiMinPoints &&
			facts.Live >= riichi.DefaultRiichiMinLiveTiles {
			c := h.Concealed()
			for k := range c.Kinds().All() {
				rest, err := h.Without(k)
				require.NoError(t, err)
				if plainWinningKinds(r.Options(), rest) != 0 {
					want = want.With(k)
				}
			}
		}
		assert.Equal(t, want, r.Declarations(h, facts), "%v %+v", h, facts)
	})
}

// declarationHands returns n closed 14-tile hands from a fixed seed, half drawn at random from the
// wall and half one tile away from a random complete hand (many of them ready after a discard).
func declarationHands(n int) []hand.Hand {
	rng := rand.New(rand.NewPCG(5, 9))
	var out []hand.Hand
	for len(out) < n {
		var c tile.Counts
		if len(out)%2 == 0 {
			for c.Total() < 14 {
				if t := tile.Tile(1 + rng.IntN(34)); c[t] < 4 {
					c[t]++
				}
			}
		} else {
			h, ok := randomComplete(rng, 4, anyKind(rng))
			if !ok || !h.IsConcealed() || h.NumMelds() > 0 {
				continue
			}
			c = h.Concealed()
			ts := c.Tiles(nil)
			c[ts[rng.IntN(len(ts))]]--
			if t := tile.Tile(1 + rng.IntN(34)); c[t] < 4 {
				c[t]++
			} else {
				continue
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		if err != nil {
			continue
		}
		out = append(out, h)
	}
	return out
}

// BenchmarkDeclarations asks for the riichi declarations of closed 14-tile hands, as the referee does
// on every turn.
func BenchmarkDeclarations(b *testing.B) {
	r := rules(b, "tenhou")
	hs := declarationHands(512)
	f := variant.DeclareFacts{Score: 25000, Live: 40}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = r.Declarations(hs[i%len(hs)], f)
		i++
	}
}

// TestDeclarationsNoAllocs: the referee's question on every turn does not allocate, and some of the
// benchmark's hands have declarations.
func TestDeclarationsNoAllocs(t *testing.T) {
	r := rules(t, "tenhou")
	hs := declarationHands(64)
	f := variant.DeclareFacts{Score: 25000, Live: 40}
	some := 0
	for _, h := range hs {
		if r.Declarations(h, f) != 0 {
			some++
		}
		assert.Zero(t, testing.AllocsPerRun(10, func() { _ = r.Declarations(h, f) }), "%v", h)
	}
	assert.Positive(t, some)
}

// TestClaimsNoAllocs: the claim policy, asked for at every deal, is made once with the rules: Claims
// does not allocate and gives the same policy every time, one that lists its waits and promises shape
// wins only.
func TestClaimsNoAllocs(t *testing.T) {
	for _, name := range riichi.Presets() {
		r := rules(t, name)
		p := r.Claims()
		assert.Equal(t, p, r.Claims(), name)
		assert.Zero(t, testing.AllocsPerRun(10, func() { _ = r.Claims() }), name)
		sw, ok := p.(interface{ ShapesOnly() bool })
		require.True(t, ok, name)
		assert.True(t, sw.ShapesOnly(), name)
	}
}
