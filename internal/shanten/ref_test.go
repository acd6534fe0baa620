package shanten

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/handgen"
	"github.com/mahjong-go/mahjong/internal/handref"
	"github.com/mahjong-go/mahjong/tile"
)

// These tests compare the engine with the reference (internal/handref) on every analysis package hand
// offers: shanten with and without melds and per shape, win shapes, waits, ready discards, the quick
// pre-filter, acceptance with live counts, discard tables (full and best only) and improvement tiles.

// pair is a generated hand as the engine and the reference take it.
type pair struct {
	e  Hand
	r  handref.Hand
	eo Options
	ro handref.Options
}

func pairOf(g handgen.Hand, o handgen.Options) pair {
	return pair{
		e:  engineHand(g),
		r:  handref.Hand{Concealed: g.Concealed, Melds: g.Melds},
		eo: Options{Shapes: Shape(o.Shapes), Kinds: o.Kinds, ExcludeHeld: o.ExcludeHeld},
		ro: handref.Options{Shapes: handref.Shape(o.Shapes), Kinds: o.Kinds, ExcludeHeld: o.ExcludeHeld},
	}
}

// withShapes returns p's options allowing only the shapes s.
func (p pair) withShapes(s Shape) (Options, handref.Options) {
	eo, ro := p.eo, p.ro
	eo.Shapes, ro.Shapes = s, handref.Shape(s)
	return eo, ro
}

// requireSameQuick checks the analyses that cost the reference little: shanten, win shapes, waits.
func requireSameQuick(t require.TestingT, p pair) {
	h := &p.e
	require.Equal(t, handref.Shanten(p.r, p.ro), h.Shanten(p.eo), "Shanten %v %+v", p.r, p.ro)
	switch p.r.Size() {
	case 14:
		require.Equal(t, handref.IsWin(p.r, p.ro), h.IsWin(p.eo), "IsWin %v %+v", p.r, p.ro)
		require.Equal(t, Shape(handref.Shapes(p.r)), h.Shapes(), "Shapes %v", p.r)
	case 13:
		w := handref.Waits(p.r, p.ro)
		require.Equal(t, w, h.Waits(p.eo), "Waits %v %+v", p.r, p.ro)
		if h.FarFromReady(p.eo) {
			require.Zero(t, w, "far from ready yet waits: %v %+v", p.r, p.ro)
		}
	}
}

// requireSameShapes checks the shanten number of each shape alone.
func requireSameShapes(t require.TestingT, p pair) {
	h := &p.e
	eo, ro := p.withShapes(Standard)
	require.Equal(t, handref.Shanten(p.r, ro), h.ShantenStandard(eo), "standard %v %+v", p.r, p.ro)
	pairs := SevenPairs
	if p.eo.Shapes&SevenPairsQuads != 0 {
		pairs = SevenPairsQuads
	}
	eo, ro = p.withShapes(pairs)
	require.Equal(t, handref.Shanten(p.r, ro), h.ShantenSevenPairs(eo), "seven pairs %v %+v", p.r, p.ro)
	eo, ro = p.withShapes(ThirteenOrphans)
	require.Equal(t, handref.Shanten(p.r, ro), h.ShantenThirteenOrphans(eo), "orphans %v %+v", p.r, p.ro)
}

// requireSameAdvice checks the analyses that cost the reference a shanten number per kind: ready
// discards, acceptance, discard tables and improvement tiles, with the visible tiles v.
func requireSameAdvice(t require.TestingT, p pair, v tile.Counts) {
	h := &p.e
	all := h.All()
	switch p.r.Size() {
	case 13:
		want := handref.Accept(p.r, p.ro, v)
		require.Equal(t, want, handref.Acceptance(h.Acceptance(p.eo, &all, &v)), "Acceptance %v %+v seen %v", p.r, p.ro, v)
	case 14:
		require.Equal(t, handref.ReadyDiscards(p.r, p.ro), h.ReadyDiscards(p.eo), "ReadyDiscards %v %+v", p.r, p.ro)
		if h.FarFromReady(p.eo) {
			require.Zero(t, handref.ReadyDiscards(p.r, p.ro), "far from ready yet ready discards: %v %+v", p.r, p.ro)
		}
		want := handref.Discards(p.r, p.ro, v)
		lines := AppendLines(nil, h, p.eo, &all, &v, tile.PlayingKinds, false)
		require.Len(t, lines, len(want), "lines of %v", p.r)
		low := Unreachable + 1
		for _, l := range lines {
			require.Equal(t, want[l.Tile], handref.Acceptance(l.Acceptance), "discard %v of %v %+v seen %v", l.Tile, p.r, p.ro, v)
			low = min(low, l.Shanten)
		}
		best := AppendLines(nil, h, p.eo, &all, &v, tile.PlayingKinds, true)
		for _, l := range best {
			require.Equal(t, low, l.Shanten, "best only: %v of %v", l.Tile, p.r)
			require.Equal(t, want[l.Tile], handref.Acceptance(l.Acceptance), "best discard %v of %v", l.Tile, p.r)
		}
	}
}

// requireSameImprovements checks the improvement tiles of the first line of the 14-size hand's
// discard table that keeps its shanten number (the reference pays a discard table per kind).
func requireSameImprovements(t require.TestingT, p pair, v tile.Counts) {
	h := &p.e
	all := h.All()
	keep := handref.Shanten(p.r, p.ro)
	for _, l := range AppendLines(nil, h, p.eo, &all, &v, tile.PlayingKinds, false) {
		if l.Shanten != keep {
			continue
		}
		ws, wn := handref.Improvements(p.r, p.ro, v, l.Tile, handref.Acceptance(l.Acceptance))
		gs, gn := Improvements(h, &l, p.eo, &all, &v)
		require.Equal(t, ws, gs, "improvements of %v from %v %+v seen %v", l.Tile, p.r, p.ro, v)
		require.Equal(t, wn, gn, "improvement total of %v from %v", l.Tile, p.r)
		return
	}
}

// TestEngineMatchesReference draws hands of every kind handgen makes (melds, one suit, near wins,
// four-held kinds) and options of every kind, and compares every analysis with the reference.
func TestEngineMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		choose := handgen.Choice(t)
		p := pairOf(handgen.Build(choose), handgen.BuildOptions(choose))
		requireSameQuick(t, p)
		requireSameShapes(t, p)
		requireSameAdvice(t, p, handgen.BuildVisible(choose, p.e.All()))
	})
}

// TestCappedMatchesReference is TestEngineMatchesReference for the hands where a declared rank's cap
// decides ([handgen.CappedRank]), three per check.
func TestCappedMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		choose := handgen.Choice(t)
		for range 3 { // the cap binds in few of them
			p := pairOf(handgen.CappedRank().Draw(t, "hand"), handgen.BuildOptions(choose))
			requireSameQuick(t, p)
			requireSameShapes(t, p)
			requireSameAdvice(t, p, handgen.BuildVisible(choose, p.e.All()))
		}
	})
}

// FuzzEngineMatchesReference reads a hand, options and visible tiles from the fuzzer's bytes, a byte
// per choice, and compares every analysis with the reference.
func FuzzEngineMatchesReference(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add([]byte{1, 7, 1, 3, 0, 1, 9, 9, 9, 2, 2, 2, 5, 5, 17, 33, 1, 0, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		choose := handgen.Bytes(data)
		p := pairOf(handgen.Build(choose), handgen.BuildOptions(choose))
		requireSameQuick(t, p)
		requireSameShapes(t, p)
		requireSameAdvice(t, p, handgen.BuildVisible(choose, p.e.All()))
	})
}

// TestEngineMatchesReferenceMillion compares the engine with the reference on a million random hands
// (fewer under the race detector, see millionHands): shanten, win shapes and waits on each, and the
// acceptance and discard table on one in 1,024. It is skipped with -short; .ci/run runs
// it once without the race detector.
func TestEngineMatchesReferenceMillion(t *testing.T) {
	if testing.Short() {
		t.Skip("a million hands: run without -short")
	}
	workers := max(1, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	errs := make([]error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(w), 2026))
			rec := &recorder{}
			for i := w; i < millionHands; i += workers {
				p := pairOf(handgen.Random(r), handgen.RandomOptions(r))
				requireSameQuick(rec, p)
				if i%1024 == 0 {
					requireSameAdvice(rec, p, handgen.BuildVisible(r.IntN, p.e.All()))
				}
				if rec.err != nil {
					errs[w] = fmt.Errorf("hand %d: %w", i, rec.err)
					return
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
}

// recorder is a require.TestingT for the million-hand test's goroutines: it keeps the first failure
// and stops the goroutine (FailNow may only be called from the test's own goroutine).
type recorder struct{ err error }

func (r *recorder) Errorf(format string, args ...any) {
	if r.err == nil {
		r.err = fmt.Errorf(format, args...)
	}
}

func (r *recorder) FailNow() { runtime.Goexit() }

// TestImprovementsMatchReference compares the improvement tiles on a few random 14-size hands: the
// reference computes a discard table for each kind a line does not accept, so it is slow.
func TestImprovementsMatchReference(t *testing.T) {
	if testing.Short() {
		t.Skip("slow reference: run without -short")
	}
	r := rand.New(rand.NewPCG(5, 21))
	for n := 0; n < improvementHands; {
		p := pairOf(handgen.Random(r), handgen.RandomOptions(r))
		if p.r.Size() != 14 {
			continue
		}
		requireSameImprovements(t, p, handgen.BuildVisible(r.IntN, p.e.All()))
		n++
	}
}
