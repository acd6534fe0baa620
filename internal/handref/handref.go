package handref

import (
	"github.com/mahjong-go/mahjong/internal/handopt"
	"slices"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Unreachable is the shanten number when no shape allowed can be completed at all.
const Unreachable = 99

// copies is the number of copies of each kind in the tile set.
const copies = 4

// Shape and Options are those of internal/handopt, which the engine reads too.
type (
	Shape   = handopt.Shape
	Options = handopt.Options
)

// Hand is a hand: concealed counts (playing kinds) and declared melds.
type Hand struct {
	Concealed tile.Counts
	Melds     []meld.Meld
}

// Size is the number of concealed tiles plus three per declared meld.
func (h Hand) Size() int { return h.Concealed.Total() + 3*len(h.Melds) }

// All counts the hand's tiles, concealed and declared (a kong as four).
func (h Hand) All() tile.Counts {
	c := h.Concealed
	for _, m := range h.Melds {
		m.AddTo(&c)
	}
	return c
}

// with returns h with one more concealed t; without, with one less.
func (h Hand) with(t tile.Tile) Hand    { h.Concealed[t]++; return h }
func (h Hand) without(t tile.Tile) Hand { h.Concealed[t]--; return h }

// usable reports whether every tile of h, concealed or declared, is of a kind in kinds.
func (h Hand) usable(kinds tile.Set) bool { return h.All().Kinds()&^kinds == 0 }

// Wins

// Shapes returns the shapes of the 14-size hand h (a count may reach five, when a wait is tried):
// Standard when its concealed tiles are sets and a pair; without declared melds, SevenPairs for seven
// kinds held twice, SevenPairsQuads for counts of two or four only (seven pairs, a quad as two), and
// ThirteenOrphans for every terminal and honour, one of them twice. Usable kinds are not asked.
func Shapes(h Hand) Shape {
	if h.Size() != 14 {
		return 0
	}
	var s Shape
	if len(Arrangements(h.Concealed, 4-len(h.Melds))) > 0 {
		s |= handopt.Standard
	}
	if len(h.Melds) > 0 {
		return s
	}
	twos, fours, odd, majors, majorTwice := 0, 0, false, 0, false
	for t := tile.Character1; t <= tile.Red; t++ {
		switch v := h.Concealed[t]; v {
		case 0:
		case 2:
			twos++
		case 4:
			fours++
		default:
			odd = true
		}
		if t.IsMajor() && h.Concealed[t] > 0 {
			majors++
			majorTwice = majorTwice || h.Concealed[t] == 2
		}
	}
	if !odd && twos == 7 {
		s |= handopt.SevenPairs | handopt.SevenPairsQuads
	}
	if !odd && fours > 0 && twos+2*fours == 7 {
		s |= handopt.SevenPairsQuads
	}
	if majors == 13 && majorTwice && h.Concealed.Kinds()&^tile.MajorKinds == 0 {
		s |= handopt.ThirteenOrphans
	}
	return s
}

// IsWin reports whether h is complete (14 tiles, every one usable) in a shape o allows.
func IsWin(h Hand, o Options) bool {
	return h.Size() == 14 && h.usable(o.UsableKinds()) && Shapes(h)&o.AllowedShapes() != 0
}

// Waits returns the usable kinds that make the 13-size hand h a win: a fifth copy included unless
// o.ExcludeHeld, nothing when h holds a tile that is not usable.
func Waits(h Hand, o Options) tile.Set {
	if h.Size() != 13 || !h.usable(o.UsableKinds()) {
		return 0
	}
	all := h.All()
	var w tile.Set
	for t := range o.UsableKinds().All() {
		if o.ExcludeHeld && all[t] >= copies {
			continue
		}
		if IsWin(h.with(t), o) {
			w = w.With(t)
		}
	}
	return w
}

// Arrangements returns every distinct way to read the counts c as sets sets and a pair: the sets
// (chows and pungs, concealed) in order of their tile, a chow before a pung of the same tile, then
// zero melds up to index 4, which holds the pair. The list is sorted.
func Arrangements(c tile.Counts, sets int) [][5]meld.Meld {
	seen := map[[5]meld.Meld]bool{}
	var cur []meld.Meld
	var pair tile.Tile
	var read func()
	// read takes the lowest kind left: as the pair (once), a pung, or the first tile of a chow.
	read = func() {
		t := tile.Character1
		for t <= tile.Red && c[t] == 0 {
			t++
		}
		if t > tile.Red {
			if pair != tile.None && len(cur) == sets {
				var a [5]meld.Meld
				s := slices.Clone(cur)
				slices.SortFunc(s, compareSets)
				copy(a[:], s)
				a[4] = meld.MustNew(meld.Pair, pair)
				seen[a] = true
			}
			return
		}
		if pair == tile.None && c[t] >= 2 {
			c[t] -= 2
			pair = t
			read()
			pair = tile.None
			c[t] += 2
		}
		if len(cur) == sets {
			return
		}
		if c[t] >= 3 {
			c[t] -= 3
			cur = append(cur, meld.MustNew(meld.Pung, t))
			read()
			cur = cur[:len(cur)-1]
			c[t] += 3
		}
		if t.IsSuited() && t.Rank() <= 7 && c[t+1] > 0 && c[t+2] > 0 {
			c[t]--
			c[t+1]--
			c[t+2]--
			cur = append(cur, meld.MustNew(meld.Chow, t))
			read()
			cur = cur[:len(cur)-1]
			c[t]++
			c[t+1]++
			c[t+2]++
		}
	}
	read()
	out := make([][5]meld.Meld, 0, len(seen))
	for a := range seen {
		out = append(out, a)
	}
	slices.SortFunc(out, func(a, b [5]meld.Meld) int { return slices.CompareFunc(a[:], b[:], compareSets) })
	return out
}

// compareSets orders melds by tile, then a chow before a pung (and a pung before a pair).
func compareSets(a, b meld.Meld) int {
	if a.Tile() != b.Tile() {
		return int(a.Tile()) - int(b.Tile())
	}
	return int(a.Kind()) - int(b.Kind())
}
