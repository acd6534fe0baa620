package hand

import (
	"iter"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Shape is a set of winning shapes, as bit flags.
type Shape uint8

// The winning shapes.
const (
	// Standard is four sets (chows, pungs, kongs) and a pair, declared melds included.
	Standard Shape = 1 << iota
	// SevenPairs is seven pairs of seven different kinds, all concealed.
	SevenPairs
	// SevenPairsQuads is seven pairs where four identical tiles may count as two pairs, all concealed.
	// It accepts every hand SevenPairs accepts.
	SevenPairsQuads
	// ThirteenOrphans is one of each terminal and honour plus a duplicate of one of them, all concealed.
	ThirteenOrphans

	// AllShapes is the default set of shapes: Standard, SevenPairs and ThirteenOrphans.
	AllShapes = Standard | SevenPairs | ThirteenOrphans
)

// Options select what the analysis functions accept. The zero value means every shape of [AllShapes]
// and every playing kind, with kinds the hand already holds four of still counted as waits.
//
// Options is a small value; it is safe for concurrent use.
type Options struct {
	// Shapes are the winning shapes; zero means AllShapes.
	Shapes Shape
	// Kinds restricts the usable kinds: a hand holding a tile outside Kinds (concealed or in a meld) is
	// never a win, waits are only kinds in Kinds, and shanten counts such tiles as useless. Zero means
	// every playing kind. Sichuan's missing suit is Kinds = tile.SuitedKinds minus that suit.
	Kinds tile.Set
	// ExcludeHeld leaves out of the waits every kind of which the hand already holds all four copies
	// (concealed and melds).
	ExcludeHeld bool
}

func (o Options) shapes() Shape {
	if o.Shapes == 0 {
		return AllShapes
	}
	return o.Shapes
}

func (o Options) kinds() tile.Set {
	if o.Kinds == 0 {
		return tile.PlayingKinds
	}
	return o.Kinds & tile.PlayingKinds
}

// Arrangement is one reading of a winning hand in the standard shape: four sets and a pair. Melds holds
// the declared melds first, in the hand's order, then the sets formed from concealed tiles (origin
// [meld.Concealed], never kongs) in ascending order of their lowest tile, a chow before a pung of the
// same tile. Two arrangements of the same hand are equal (==) exactly when they read the hand alike.
type Arrangement struct {
	Melds [4]meld.Meld
	Pair  tile.Tile
}

// usable reports whether every tile of h is of a usable kind.
func (h Hand) usable(kinds tile.Set) bool {
	return h.All().Kinds()&^kinds == 0
}

// IsWin reports whether h is a complete hand (size 14) in one of the shapes o allows, with every tile of
// a usable kind.
func (h Hand) IsWin(o Options) bool {
	if h.Size() != 14 || !h.usable(o.kinds()) {
		return false
	}
	return h.shapesOf()&o.shapes() != 0
}

// Shapes returns every shape the complete hand h has (zero if h is not complete). A hand of seven
// distinct pairs has both SevenPairs and SevenPairsQuads.
func (h Hand) Shapes() Shape {
	if h.Size() != 14 {
		return 0
	}
	return h.shapesOf()
}

func (h Hand) shapesOf() Shape {
	var s Shape
	c := h.concealed
	if isStandard(&c, 4-int(h.n)) {
		s |= Standard
	}
	if h.n == 0 {
		pairs, quads := 0, 0
		for t := tile.Man1; t <= tile.Red; t++ {
			switch c[t] {
			case 2:
				pairs++
			case 4:
				quads++
			}
		}
		if pairs == 7 {
			s |= SevenPairs | SevenPairsQuads
		} else if pairs+2*quads == 7 {
			s |= SevenPairsQuads
		}
		if isOrphans(&c) {
			s |= ThirteenOrphans
		}
	}
	return s
}

var orphanKinds = [13]tile.Tile{
	tile.Man1, tile.Man9, tile.Pin1, tile.Pin9, tile.Sou1, tile.Sou9,
	tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red,
}

func isOrphans(c *tile.Counts) bool {
	n, two := 0, 0
	for _, t := range orphanKinds {
		switch c[t] {
		case 0:
			return false
		case 1:
		case 2:
			two++
		default:
			return false
		}
		n += int(c[t])
	}
	return n == 14 && two == 1
}

// isStandard reports whether c is exactly `sets` sets and a pair.
func isStandard(c *tile.Counts, sets int) bool {
	if c.Total() != 3*sets+2 {
		return false
	}
	for t := tile.Man1; t <= tile.Red; t++ {
		if c[t] >= 2 {
			c[t] -= 2
			ok := allSets(c, tile.Man1)
			c[t] += 2
			if ok {
				return true
			}
		}
	}
	return false
}

// allSets reports whether the tiles of c from kind `from` on split into sets. It restores c.
func allSets(c *tile.Counts, from tile.Tile) bool {
	t := from
	for t <= tile.Red && c[t] == 0 {
		t++
	}
	if t > tile.Red {
		return true
	}
	if c[t] >= 3 {
		c[t] -= 3
		ok := allSets(c, t)
		c[t] += 3
		if ok {
			return true
		}
	}
	if t.IsSuited() && t.Rank() <= 7 && c[t+1] > 0 && c[t+2] > 0 {
		c[t]--
		c[t+1]--
		c[t+2]--
		ok := allSets(c, t)
		c[t]++
		c[t+1]++
		c[t+2]++
		return ok
	}
	return false
}

// Arrangements returns every distinct arrangement of the complete hand h in the standard shape, each
// once, in a deterministic order; nil if there is none.
func (h Hand) Arrangements() []Arrangement { return AppendArrangements(nil, h) }

// AppendArrangements appends every arrangement of h, as [Hand.Arrangements] returns them, to dst.
func AppendArrangements(dst []Arrangement, h Hand) []Arrangement {
	for a := range h.AllArrangements() {
		dst = append(dst, a)
	}
	return dst
}

// AllArrangements iterates over every arrangement of h, as [Hand.Arrangements] returns them.
func (h Hand) AllArrangements() iter.Seq[Arrangement] {
	return func(yield func(Arrangement) bool) {
		if h.Size() != 14 {
			return
		}
		var a Arrangement
		copy(a.Melds[:], h.melds[:h.n])
		c := h.concealed
		for p := tile.Man1; p <= tile.Red; p++ {
			if c[p] < 2 {
				continue
			}
			c[p] -= 2
			a.Pair = p
			ok := enumSets(&c, tile.Man1, &a, int(h.n), yield)
			c[p] += 2
			if !ok {
				return
			}
		}
	}
}

// enumSets extends a with sets from c (kinds >= from), yielding each complete arrangement. It returns
// false when yield asked to stop.
func enumSets(c *tile.Counts, from tile.Tile, a *Arrangement, n int, yield func(Arrangement) bool) bool {
	t := from
	for t <= tile.Red && c[t] == 0 {
		t++
	}
	if t > tile.Red {
		if n == 4 {
			return yield(*a)
		}
		return true
	}
	if n == 4 {
		return true
	}
	if t.IsSuited() && t.Rank() <= 7 && c[t+1] > 0 && c[t+2] > 0 {
		c[t]--
		c[t+1]--
		c[t+2]--
		a.Melds[n] = meld.MustNew(meld.Chow, t)
		ok := enumSets(c, t, a, n+1, yield)
		c[t]++
		c[t+1]++
		c[t+2]++
		if !ok {
			return false
		}
	}
	if c[t] >= 3 {
		c[t] -= 3
		a.Melds[n] = meld.MustNew(meld.Pung, t)
		ok := enumSets(c, t, a, n+1, yield)
		c[t] += 3
		if !ok {
			return false
		}
	}
	a.Melds[n] = meld.Meld{}
	return true
}

// Waits returns the kinds that complete the 13-size hand h under o: every usable kind t such that h
// plus t is a win. It returns the empty set if h is not of size 13.
func (h Hand) Waits(o Options) tile.Set {
	var s tile.Set
	if h.Size() != 13 {
		return 0
	}
	kinds := o.kinds()
	if !h.usable(kinds) {
		return 0
	}
	all := h.All()
	for t := range kinds.All() {
		if all[t] >= 4 && o.ExcludeHeld {
			continue
		}
		h2 := h
		h2.concealed[t]++
		if h2.shapesOf()&o.shapes() != 0 {
			s = s.With(t)
		}
	}
	return s
}

// AppendWaits appends the waits of h under o to dst in kind order.
func AppendWaits(dst []tile.Tile, h Hand, o Options) []tile.Tile {
	return h.Waits(o).Tiles(dst)
}
