package hand

import (
	"fmt"
	"iter"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/internal/shanten"
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
//
// Options marshal to JSON as {"shapes":"standard|seven pairs","kinds":["1m",...],"excludeHeld":true},
// zero fields but Shapes left out.
type Options struct {
	// Shapes are the winning shapes; zero means AllShapes.
	Shapes Shape `json:"shapes"`
	// Kinds restricts the usable kinds: a hand holding a tile outside Kinds (concealed or in a meld) is
	// never a win, waits are only kinds in Kinds, and shanten counts such tiles as useless. Zero means
	// every playing kind. Sichuan's missing suit is Kinds = tile.SuitedKinds minus that suit.
	Kinds tile.Set `json:"kinds,omitempty"`
	// ExcludeHeld leaves out of the waits every kind of which the hand already holds all four copies
	// (concealed and melds).
	ExcludeHeld bool `json:"excludeHeld,omitempty"`
}

var shapeNames = [...]string{"standard", "seven pairs", "seven pairs with quads", "thirteen orphans"}

// String returns the names of the shapes in s joined by '|' ("standard|seven pairs"), "none" for the
// empty set, and unknown bits as "hand.Shape(0x..)".
func (s Shape) String() string { return enumtext.SetString(shapeNames[:], uint64(s), "hand.Shape") }

// MarshalText implements [encoding.TextMarshaler]: the names of the shapes joined by '|' as String
// writes them ("standard|seven pairs"), or "none". Unknown bits are an error wrapping [ErrSyntax].
func (s Shape) MarshalText() ([]byte, error) {
	return enumtext.SetText(shapeNames[:], uint64(s), "hand.Shape", ErrSyntax)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: what MarshalText writes (each name at most once;
// "none" or the empty text for no shape), or a number whose bits are all shapes. Anything else is an
// error wrapping [ErrSyntax], and s is unchanged.
func (s *Shape) UnmarshalText(b []byte) error {
	return enumtext.UnmarshalSet(shapeNames[:], "hand.Shape", s, b, ErrSyntax)
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]: the text form, or a number as records wrote shapes
// before they had names.
func (s *Shape) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "hand.Shape", s.UnmarshalText, ErrSyntax)
}

// Arrangement is one reading of a winning hand in the standard shape: four sets and a pair. Melds holds
// the declared melds first, in the hand's order, then the sets formed from concealed tiles (origin
// [meld.Concealed], never kongs) in ascending order of their lowest tile, a chow before a pung of the
// same tile. Two arrangements of the same hand are equal (==) exactly when they read the hand alike.
//
// An arrangement reads kinds: its declared melds are the hand's without their red fives
// ([meld.Meld.Plain]), so a hand and the same hand with red fives have equal arrangements; ask the hand
// for its red fives ([Hand.RedFives]).
type Arrangement struct {
	Melds [4]meld.Meld
	Pair  tile.Tile
}

// String returns the arrangement as its four melds in [meld.Meld.String] form, then the pair as a
// concealed pair, separated by spaces, such as "[123m] [456p] 789s@N [111z] [22z]"; "-" for the zero
// Arrangement.
func (a Arrangement) String() string {
	var b []byte
	for _, m := range a.Melds {
		if !m.IsValid() {
			continue
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b, _ = m.AppendText(b) // a valid meld always encodes
	}
	if p, err := meld.New(meld.Pair, a.Pair); err == nil {
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b, _ = p.AppendText(b)
	}
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}

// IsWin reports whether h is a complete hand (size 14) in one of the shapes o allows, with every tile of
// a usable kind. It does not allocate.
func (h Hand) IsWin(o Options) bool { return h.e.IsWin(o.engine()) }

// Shapes returns every shape the 14-size hand h has, whatever the options: [Standard] for sets and a
// pair, and without declared melds [SevenPairs], [SevenPairsQuads] and [ThirteenOrphans]. A hand of
// seven distinct pairs has both SevenPairs and SevenPairsQuads. It is zero for a hand of another size
// or without a winning shape; usable kinds are not checked (see [Hand.IsWin]).
func (h Hand) Shapes() Shape { return Shape(h.e.Shapes()) }

// Arrangements returns every distinct arrangement of the complete hand h in the standard shape, each
// once; nil if there is none. The order is by pair kind, then, for each kind from the lowest up, the
// reading with fewer chows starting at that kind (and a pung) before the one with more.
func (h Hand) Arrangements() []Arrangement {
	var dst []Arrangement
	for a := range h.AllArrangements() {
		dst = append(dst, a)
	}
	return dst
}

// AllArrangements iterates over every arrangement of h, as [Hand.Arrangements] returns them.
func (h Hand) AllArrangements() iter.Seq[Arrangement] {
	return func(yield func(Arrangement) bool) {
		if h.Size() != 14 || !shanten.IsStandard(&h.e.Concealed) {
			return
		}
		var a Arrangement
		for i, m := range h.e.Melds[:h.e.N] {
			a.Melds[i] = m.Plain()
		}
		c := h.e.Concealed
		for p := tile.Character1; p <= tile.Red; p++ {
			if c[p] < 2 {
				continue
			}
			c[p] -= 2
			if shanten.AllSets(&c) {
				a.Pair = p
				if !enumSets(&c, tile.Character1, &a, int(h.e.N), yield) {
					return
				}
			}
			c[p] += 2
		}
	}
}

// enumSets extends a with sets from c (kinds >= from, which split into sets), yielding each complete
// arrangement. At the lowest kind t left, the count of t is covered by k chows starting at t and
// possibly one pung: k = count (no pung) or k = count-3 (a pung), the chows first. It returns false when
// yield asked to stop; it restores c.
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
	v := int(c[t])
	for _, pung := range [2]bool{true, false} {
		k, sets := v, v // k chows start at t, and one more set when t is a pung
		if pung {
			k, sets = v-3, v-2
		}
		if k < 0 || n+sets > 4 {
			continue
		}
		if k > 0 && (!t.IsSuited() || t.Rank() > 7 || int(c[t+1]) < k || int(c[t+2]) < k) {
			continue
		}
		c[t] -= uint8(v)
		c[t+1] -= uint8(k)
		c[t+2] -= uint8(k)
		m := n
		for range k {
			a.Melds[m] = meld.MustNew(meld.Chow, t)
			m++
		}
		if pung {
			a.Melds[m] = meld.MustNew(meld.Pung, t)
			m++
		}
		ok := enumSets(c, t+1, a, m, yield)
		for i := n; i < m; i++ {
			a.Melds[i] = meld.Meld{}
		}
		c[t] += uint8(v)
		c[t+1] += uint8(k)
		c[t+2] += uint8(k)
		if !ok {
			return false
		}
	}
	return true
}

// Waits returns the kinds that complete the 13-size hand h under o: every usable kind t such that h
// plus t is a win, in the shapes of o. It returns the empty set if h holds a tile outside the usable
// kinds. Unless o.ExcludeHeld is set, a kind the hand already holds all four of is a wait when a fifth
// copy would complete the shape; see [Hand.Shanten] for how this relates to being ready.
//
// A hand of another size has no waits to ask about: Waits returns the empty set and an error wrapping
// [ErrSize] (for a 14-size hand, ask which discards leave it ready: [Hand.ReadyDiscards], or the
// discard table). Waits does not allocate unless it returns an error.
func (h Hand) Waits(o Options) (tile.Set, error) {
	if h.Size() != 13 {
		return 0, fmt.Errorf("%w: waits of %d tiles (want 13)", ErrSize, h.Size())
	}
	return h.e.Waits(o.engine()), nil
}
