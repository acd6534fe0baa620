// Package handgen holds random hand generators for the property tests of the analysis engine
// (internal/shanten), its reference (internal/handref) and package hand. It imports neither hand nor
// the engine, so that the engine's own white-box tests can use it: a generated [Hand] is the concealed
// counts and the declared melds, always within the real tile set (at most four copies of a kind, melds
// included), which each package turns into its own hand type.
package handgen

import (
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Hand is a generated hand: concealed counts and declared melds.
type Hand struct {
	Concealed tile.Counts
	Melds     []meld.Meld
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
