package hand_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

var oneSuit = tile.Characters.Kinds()

// handGen draws hands of every kind the properties care about: random, complete and ready, over all
// kinds or one suit (dense, many quads), with 0 to 4 declared melds.
func handGen() *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		spec := gen.Spec{MaxMelds: rapid.IntRange(0, 4).Draw(t, "max melds"), Form: gen.Mixed}
		switch rapid.IntRange(0, 2).Draw(t, "kinds") {
		case 0:
			spec.Kinds = oneSuit
		case 1:
			spec.Kinds = oneSuit | tile.HonorKinds
		}
		return gen.Hand(spec).Draw(t, "hand")
	})
}

// optionsGen draws analysis options, including restricted kinds (a missing suit).
func optionsGen() *rapid.Generator[hand.Options] {
	return rapid.Custom(func(t *rapid.T) hand.Options {
		var o hand.Options
		o.Shapes = hand.Shape(rapid.IntRange(0, 15).Draw(t, "shapes"))
		switch rapid.IntRange(0, 3).Draw(t, "kinds") {
		case 1:
			o.Kinds = tile.SuitedKinds &^ tile.Bamboo.Kinds()
		case 2:
			o.Kinds = tile.SuitedKinds
		case 3:
			o.Kinds = tile.PlayingKinds.Without(rapid.SampledFrom(tile.PlayingKinds.Tiles(nil)).Draw(t, "removed"))
		}
		o.ExcludeHeld = rapid.Bool().Draw(t, "exclude held")
		return o
	})
}

// canonical sorts the concealed sets of an arrangement (after the declared ones) for comparison.
func canonical(a hand.Arrangement, n int) [5]meld.Meld {
	var r [5]meld.Meld
	copy(r[:], a.Melds[n:])
	slices.SortFunc(r[:4-n], lessMeld)
	r[4] = meld.MustNew(meld.Pair, a.Pair)
	return r
}

func lessMeld(a, b meld.Meld) int {
	if a.Tile() != b.Tile() {
		return int(a.Tile()) - int(b.Tile())
	}
	return int(a.Kind()) - int(b.Kind())
}

func TestArrangementsMatchBruteForce(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := handGen().Draw(t, "h")
		n := h.NumMelds()
		got := h.Arrangements()
		var gotC [][5]meld.Meld
		for _, a := range got {
			// Declared melds first, in order; concealed sets in documented order; the hand reassembles.
			for i := range n {
				require.Equal(t, h.Meld(i), a.Melds[i])
			}
			require.True(t, slices.IsSortedFunc(a.Melds[n:], lessMeld), "order %v", a)
			var c tile.Counts
			for _, m := range a.Melds[n:] {
				require.Equal(t, meld.Concealed, m.Origin())
				require.NotEqual(t, meld.Kong, m.Kind())
				m.AddTo(&c)
			}
			c[a.Pair] += 2
			require.Equal(t, h.Concealed(), c, "arrangement %v does not reassemble %v", a, h)
			gotC = append(gotC, canonical(a, n))
		}
		want := [][5]meld.Meld{}
		if h.Size() == 14 {
			for _, a := range refArrangements(h.Concealed(), 4-n) {
				var r [5]meld.Meld
				copy(r[:], a[:4-n])
				r[4] = a[4]
				want = append(want, r)
			}
		}
		require.Len(t, gotC, len(want), "hand %v", h)
		require.ElementsMatch(t, want, gotC, "hand %v", h)
		// The iterator yields the same sequence and stops when asked.
		i := 0
		for a := range h.AllArrangements() {
			require.Equal(t, got[i], a)
			i++
			if i == 1 {
				break
			}
		}
	})
}

func TestIsWinIffShape(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := handGen().Draw(t, "h")
		o := optionsGen().Draw(t, "o")
		require.Equal(t, refIsWin(h, o), h.IsWin(o), "hand %v options %+v", h, o)
		require.Equal(t, len(h.Arrangements()) > 0, h.Shapes()&hand.Standard != 0)
		if h.Size() == 14 {
			require.Equal(t, refShapes(h), h.Shapes(), "hand %v", h)
		}
	})
}

func TestWaitsComplete(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := handGen().Draw(t, "h")
		o := optionsGen().Draw(t, "o")
		w := mustWaits(h, o)
		require.Equal(t, refWaits(h, o), w, "hand %v options %+v", h, o)
		for k := range tile.PlayingKinds.All() {
			h2, err := h.With(k)
			if err != nil {
				continue // a fifth copy: only the reference can check it
			}
			require.Equal(t, w.Has(k), h2.IsWin(o), "hand %v wait %v", h, k)
		}
	})
}

// mapHand applies a kind mapping that keeps suits contiguous (a suit permutation or a rank reflection)
// to every tile of h.
func mapHand(t *rapid.T, h hand.Hand, f func(tile.Tile) tile.Tile) hand.Hand {
	var c tile.Counts
	conc := h.Concealed()
	for k := tile.Character1; k <= tile.Red; k++ {
		c[f(k)] += conc[k]
	}
	var melds []meld.Meld
	for i := range h.NumMelds() {
		m := h.Meld(i)
		k := f(m.Tile())
		if m.Kind() == meld.Chow {
			k = min(k, f(m.Tile()+2))
		}
		nm := meld.MustNew(m.Kind(), k)
		if seat, ok := m.From(); ok || m.IsExposed() {
			if !ok {
				seat = tile.NoSeat
			}
			nm = nm.AsClaimed(seat)
			if m.Origin() == meld.Added {
				var err error
				nm, err = nm.Upgrade()
				require.NoError(t, err)
			}
		}
		melds = append(melds, nm)
	}
	m, err := hand.FromCounts(c, melds, h.Bonus())
	require.NoError(t, err)
	return m
}

func mapSet(s tile.Set, f func(tile.Tile) tile.Tile) tile.Set {
	var r tile.Set
	for k := range s.All() {
		r = r.With(f(k))
	}
	return r
}

func TestSymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := handGen().Draw(t, "h")
		o := optionsGen().Draw(t, "o")
		perm := rapid.Permutation([]int{0, 1, 2}).Draw(t, "suits")
		reflect := rapid.Bool().Draw(t, "reflect")
		f := func(k tile.Tile) tile.Tile {
			if !k.IsSuited() {
				return k
			}
			s, r := int(k-tile.Character1)/9, k.Rank()
			if reflect {
				r = 10 - r
			}
			return tile.Character1 + tile.Tile(9*perm[s]+r-1)
		}
		g := mapHand(t, h, f)
		o2 := o
		if o.Kinds != 0 {
			o2.Kinds = mapSet(o.Kinds, f)
		}
		require.Equal(t, h.IsWin(o), g.IsWin(o2))
		require.Equal(t, mapSet(mustWaits(h, o), f), mustWaits(g, o2))
		require.Equal(t, h.Shanten(o), g.Shanten(o2))
		require.Equal(t, h.ShantenStandard(o), g.ShantenStandard(o2))
		require.Len(t, g.Arrangements(), len(h.Arrangements()))
	})
}

func TestNineGates(t *testing.T) {
	base := hand.MustParse("1112345678999m")
	assert.Equal(t, oneSuit, mustWaits(base, hand.Options{}))
	assert.Equal(t, oneSuit, mustWaits(base, hand.Options{ExcludeHeld: true}))
	for x := range oneSuit.All() {
		h, err := base.With(x)
		require.NoError(t, err)
		require.True(t, h.IsWin(hand.Options{}), "%v", h)
		assert.Equal(t, -1, h.Shanten(hand.Options{}))
		back, err := h.Without(x)
		require.NoError(t, err)
		assert.Equal(t, 9, mustWaits(back, hand.Options{}).Len())
	}
}

func TestThirteenOrphansWaits(t *testing.T) {
	h := hand.MustParse("19m19p19s1234567z")
	assert.Equal(t, 13, mustWaits(h, hand.Options{}).Len())
	assert.Equal(t, tile.MajorKinds, mustWaits(h, hand.Options{}))
	assert.Equal(t, 0, mustWaits(h, hand.Options{Shapes: hand.Standard}).Len())
	h = hand.MustParse("119m19p19s123456z")
	assert.Equal(t, tile.SetOf(tile.Red), mustWaits(h, hand.Options{}))
}

func TestWaitsTable(t *testing.T) {
	tests := []struct {
		name string
		in   string
		o    hand.Options
		want string
	}{
		{"two-sided", "23m456p789s11122z", hand.Options{}, "14m"},
		{"single wait on honours", "123m456p789s1112z", hand.Options{}, "2z"},
		{"fifth copy counted", "1111z123m456p789s", hand.Options{}, "1z"},
		{"fifth copy excluded", "1111z123m456p789s", hand.Options{ExcludeHeld: true}, ""},
		{"fifth copy in a suit", "1111m234p567p789s", hand.Options{}, "1m"},
		{"seven pairs", "113355779m1122z", hand.Options{}, "9m"},
		{"seven pairs needs a new kind", "113355779m1111z", hand.Options{}, ""},
		{"seven pairs with quads", "11335577m11122z", hand.Options{Shapes: hand.SevenPairsQuads}, "1z"},
		{"missing suit", "23m456p789s11122z", hand.Options{Kinds: tile.SuitedKinds}, ""},
		{"with melds", "23m11z / 555z 666z 777z", hand.Options{}, "14m"},
		{"held in a meld", "2m3m11z / 1111m+ 555z 666z", hand.Options{ExcludeHeld: true}, "4m"},
		{"zero hand", "", hand.Options{}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var h hand.Hand
			if tt.in != "" {
				h = hand.MustParse(tt.in)
			}
			want := tile.Set(0)
			if tt.want != "" {
				want = tile.SetOf(tile.MustParseTiles(tt.want)...)
			}
			assert.Equal(t, want, mustWaits(h, tt.o))
		})
	}
}

func TestArrangementsTable(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"111222333m456p11z", 2},
		{"111122223333m11z", 2}, // four pungs... no: three pungs or three chows, plus a set? see below
		{"11123456789999m", 0},
		{"11122233344455m", 5},
		{"123m456p789s11z / 555z", 1},
		{"22334455667788m", 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			h, err := hand.Parse(tt.in)
			if err != nil {
				return
			}
			got := h.Arrangements()
			want := refArrangements(h.Concealed(), 4-h.NumMelds())
			assert.Len(t, got, len(want))
		})
	}
}

func TestNoAllocs(t *testing.T) {
	win := hand.MustParse("123m456p789s11122z")
	ready := hand.MustParse("1112345678999m")
	buf := make([]tile.Tile, 0, 34)
	tests := map[string]func(){
		"IsWin":       func() { _ = win.IsWin(hand.Options{}) },
		"Waits":       func() { _ = mustWaits(ready, hand.Options{}) },
		"Waits.Tiles": func() { buf = mustWaits(ready, hand.Options{}).Tiles(buf[:0]) },
		"Shanten":     func() { _ = ready.Shanten(hand.Options{}) },
		"Shanten melds": func() {
			_ = hand.MustParse("23m11z / 555z 666z 777z").Shanten(hand.Options{})
		},
	}
	melded := hand.MustParse("23m11z / 123s 666z 777z")
	tests["Shanten melds"] = func() { _ = melded.Shanten(hand.Options{Kinds: tile.SuitedKinds}) }
	tests["With+Without"] = func() {
		h, _ := melded.With(tile.Character4)
		_, _ = h.Without(tile.Character2)
	}
	pung := meld.MustParse("111z")
	tests["Declare"] = func() { _, _ = win.Declare(pung) }
	tests["Size"] = func() { _ = melded.Size() }
	for name, f := range tests {
		f()
		assert.Zero(t, testing.AllocsPerRun(100, f), name)
	}
}
