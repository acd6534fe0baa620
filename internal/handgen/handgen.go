// Package handgen holds random hand generators for the property tests of the analysis engine
// (internal/shanten), its reference (internal/handref) and package hand. It imports neither hand nor
// the engine, so that the engine's own white-box tests can use it: a generated [Hand] is the concealed
// counts and the declared melds, always within the real tile set (at most four copies of a kind, melds
// included), which each package turns into its own hand type.
package handgen

import (
	"math/rand/v2"

	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Hand is a generated hand: concealed counts and declared melds.
type Hand struct {
	Concealed tile.Counts
	Melds     []meld.Meld
}

// Options are analysis options as package hand's Options hold them: shapes (bits of hand.Shape),
// usable kinds and ExcludeHeld.
type Options struct {
	Shapes      uint8
	Kinds       tile.Set
	ExcludeHeld bool
}

// Any returns a generator of 13- and 14-size hands of every kind [Build] makes.
func Any() *rapid.Generator[Hand] {
	return rapid.Custom(func(t *rapid.T) Hand { return Build(Choice(t)) })
}

// AnyOptions returns a generator of options of every kind [BuildOptions] makes.
func AnyOptions() *rapid.Generator[Options] {
	return rapid.Custom(func(t *rapid.T) Options { return BuildOptions(Choice(t)) })
}

// Random returns a hand of [Build] drawn from r, for tests that compare many hands fast.
func Random(r *rand.Rand) Hand { return Build(r.IntN) }

// RandomOptions returns options of [BuildOptions] drawn from r.
func RandomOptions(r *rand.Rand) Options { return BuildOptions(r.IntN) }

// Choice returns a choice function drawing from t, so that failures shrink.
func Choice(t *rapid.T) func(n int) int {
	return func(n int) int { return rapid.IntRange(0, n-1).Draw(t, "choice") }
}

// pools are the kinds a hand is drawn from: every playing kind, one suit and the honours (where
// flushes and many-sided waits are common), one suit alone, two suits (a Sichuan hand).
var pools = [...]tile.Set{
	tile.PlayingKinds,
	tile.Characters.Kinds() | tile.HonorKinds,
	tile.Circles.Kinds(),
	tile.SuitedKinds &^ tile.Bamboo.Kinds(),
}

// Build makes a 13- or 14-size hand from the choices of choose (choose(n) is in 0..n-1): zero to four
// declared melds (chows, pungs, claimed and concealed kongs) and concealed tiles that are random, or
// sets and a pair with one to three tiles changed (hands near a win, where shanten is small and waits
// many), often with a kind held four times. It never holds more than four copies of a kind.
func Build(choose func(n int) int) Hand {
	kinds := pools[choose(len(pools))]
	var left tile.Counts
	for t := range kinds.All() {
		left[t] = 4
	}
	ks := kinds.Tiles(nil)
	pick := func() tile.Tile { return ks[choose(len(ks))] }
	take := func(c *tile.Counts, t tile.Tile, n int) bool {
		if left[t] < uint8(n) {
			return false
		}
		left[t] -= uint8(n)
		c[t] += uint8(n)
		return true
	}
	var h Hand
	for range [...]int{0, 0, 0, 1, 1, 2, 3, 4}[choose(8)] {
		m, ok := meldOf(choose, pick())
		var need tile.Counts
		m.AddTo(&need)
		if !ok || !left.Contains(need) {
			continue
		}
		for t := range need {
			left[t] -= need[t]
		}
		h.Melds = append(h.Melds, m)
	}
	size := 13 + choose(2) - 3*len(h.Melds)
	c := &h.Concealed
	if choose(4) == 0 { // a kind held four times
		t := pick()
		take(c, t, min(int(left[t]), size))
	}
	if choose(2) == 0 { // sets and a pair, then changes
		for tries := 0; c.Total()+3 <= size && tries < 20; tries++ {
			t := pick()
			if choose(2) == 0 && t.IsSuited() && t.Rank() <= 7 && left[t] > 0 && left[t+1] > 0 && left[t+2] > 0 {
				take(c, t, 1)
				take(c, t+1, 1)
				take(c, t+2, 1)
			} else {
				take(c, t, 3)
			}
		}
		for tries := 0; c.Total()+2 <= size && tries < 20; tries++ {
			take(c, pick(), 2)
		}
		for range choose(4) {
			if t := pick(); c[t] > 0 {
				c[t]--
				left[t]++
			}
		}
	}
	for c.Total() < size {
		// The kind picked, or the next one left (a choice function may repeat itself forever).
		i := choose(len(ks))
		for left[ks[i]] == 0 {
			i = (i + 1) % len(ks)
		}
		take(c, ks[i], 1)
	}
	return h
}

// meldOf returns a declared meld of tile t chosen by choose, and false when t cannot start it.
func meldOf(choose func(n int) int, t tile.Tile) (meld.Meld, bool) {
	var m meld.Meld
	var err error
	switch choose(5) {
	case 0, 1:
		m, err = meld.NewClaimed(meld.Chow, t, tile.SeatNorth)
	case 2:
		m, err = meld.NewClaimed(meld.Pung, t, tile.SeatNorth)
	case 3:
		m, err = meld.NewClaimed(meld.Kong, t, tile.SeatNorth)
	default:
		m, err = meld.New(meld.Kong, t) // a concealed kong
	}
	return m, err == nil
}

// BuildOptions makes analysis options from the choices of choose: any shapes, ExcludeHeld or not,
// and every kind usable, a missing suit, a few kinds left out, or random kinds.
func BuildOptions(choose func(n int) int) Options {
	o := Options{Shapes: uint8(choose(16)), ExcludeHeld: choose(2) == 0}
	switch choose(6) {
	case 0:
		o.Kinds = tile.SuitedKinds &^ tile.Suit(1+choose(3)).Kinds()
	case 1:
		o.Kinds = tile.PlayingKinds
		for range 1 + choose(3) {
			o.Kinds = o.Kinds.Without(tile.Character1 + tile.Tile(choose(34)))
		}
	case 2:
		for range 3 {
			o.Kinds |= tile.Set(choose(1<<20)) << (1 + choose(20))
		}
	}
	return o
}

// CappedRank draws 13- or 14-size hands where one declared rank's cap decides: a focus kind k of
// a suit (a first or last rank half the time, where a slip of the suit index or a rank bound shows),
// one to four declared melds of which most hold k (its pung or kong, a chow through it, two chows
// sharing it: one, two, three or four declared copies), the concealed copies of k left and its
// neighbours, and the other concealed tiles mostly of the same suit, so that lanes of one to four sets
// whose patterns need more copies of k than remain are common. The melded shortcuts' properties
// draw from it beside their uniform generators.
func CappedRank() *rapid.Generator[Hand] {
	return rapid.Custom(func(t *rapid.T) Hand {
		s := rapid.IntRange(0, 2).Draw(t, "suit")
		r := rapid.OneOf(rapid.SampledFrom([]int{0, 8}), rapid.IntRange(0, 8)).Draw(t, "rank")
		first := tile.Character1 + tile.Tile(9*s)
		k := first + tile.Tile(r)
		var left tile.Counts
		for x := tile.Character1; x <= tile.Red; x++ {
			left[x] = 4
		}
		var melds []meld.Meld
		for n := rapid.IntRange(1, 4).Draw(t, "melds"); len(melds) < n; {
			var m meld.Meld
			var err error
			switch rapid.IntRange(0, 5).Draw(t, "meld shape") {
			case 0:
				m, err = meld.NewClaimed(meld.Pung, k, tile.SeatSouth)
			case 1:
				m, err = meld.NewClaimed(meld.Kong, k, tile.SeatSouth)
			case 2, 3: // a chow through k
				lo := max(0, r-2) + rapid.IntRange(0, 2).Draw(t, "chow start")
				m, err = meld.NewClaimed(meld.Chow, first+tile.Tile(min(lo, 6, r)), tile.SeatSouth)
			case 4: // a set of the suit
				kind := rapid.SampledFrom([]meld.Kind{meld.Chow, meld.Pung, meld.Kong}).Draw(t, "kind")
				m, err = meld.NewClaimed(kind, first+tile.Tile(rapid.IntRange(0, 8).Draw(t, "suit rank")), tile.SeatSouth)
			default:
				kind := rapid.SampledFrom([]meld.Kind{meld.Chow, meld.Pung, meld.Kong}).Draw(t, "kind")
				m, err = meld.NewClaimed(kind, tile.Character1+tile.Tile(rapid.IntRange(0, 33).Draw(t, "any")), tile.SeatSouth)
			}
			var c tile.Counts
			if err == nil {
				m.AddTo(&c)
			}
			if err != nil || !left.Contains(c) {
				if rapid.IntRange(0, 3).Draw(t, "give up") == 0 {
					break
				}
				continue
			}
			for i := range c {
				left[i] -= c[i]
			}
			melds = append(melds, m)
		}
		size := rapid.IntRange(13, 14).Draw(t, "size") - 3*len(melds)
		var c tile.Counts
		add := func(x tile.Tile, n int) {
			n = min(n, int(left[x]-c[x]), size-c.Total())
			if n > 0 {
				c[x] += uint8(n)
			}
		}
		add(k, rapid.SampledFrom([]int{0, 1, 2, 3, 3, 3, 4}).Draw(t, "copies of k"))
		for _, d := range []int{-2, -1, 1, 2} {
			if r+d >= 0 && r+d <= 8 {
				add(k+tile.Tile(d), rapid.IntRange(0, 2).Draw(t, "neighbour"))
			}
		}
		for c.Total() < size && rapid.Bool().Draw(t, "a set") {
			// A set near k: a chow through its neighbourhood or a pung of a neighbour.
			lo := min(max(0, r-2)+rapid.IntRange(0, 2).Draw(t, "set start"), 6)
			if rapid.IntRange(0, 2).Draw(t, "pung") == 0 {
				add(first+tile.Tile(lo), 3)
			} else {
				for i := range 3 {
					add(first+tile.Tile(lo+i), 1)
				}
			}
		}
		for c.Total() < size {
			x := first + tile.Tile(rapid.IntRange(0, 8).Draw(t, "suit tile"))
			if rapid.IntRange(0, 3).Draw(t, "elsewhere") == 0 || left[x] == c[x] {
				x = tile.Character1 + tile.Tile(rapid.IntRange(0, 33).Draw(t, "tile"))
			}
			add(x, 1)
		}
		return Hand{Concealed: c, Melds: melds}
	})
}

// BuildVisible makes visible counts that fit the held counts all: a few kinds, each seen at most the
// four copies less those held.
func BuildVisible(choose func(n int) int, all tile.Counts) tile.Counts {
	var v tile.Counts
	for range choose(12) {
		t := tile.Character1 + tile.Tile(choose(34))
		if room := 4 - int(all[t]) - int(v[t]); room > 0 {
			v[t] += uint8(1 + choose(room))
		}
	}
	return v
}

// Bytes returns a choice function reading data, a byte per choice (zero once data is used up), for
// fuzz targets.
func Bytes(data []byte) func(n int) int {
	return func(n int) int {
		if len(data) == 0 {
			return 0
		}
		b := int(data[0])
		data = data[1:]
		return b % n
	}
}
