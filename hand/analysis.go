package hand

import (
	"encoding/binary"
	"fmt"
	"iter"
	"math/bits"
	"strconv"

	"github.com/mahjong-go/mahjong/internal/enumtext"
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

var shapeNames = [...]string{"standard", "seven pairs", "seven pairs with quads", "thirteen orphans"}

// String returns the names of the shapes in s joined by '|' ("standard|seven pairs"), "none" for the
// empty set, and unknown bits as "hand.Shape(0x..)".
func (s Shape) String() string {
	if s == 0 {
		return "none"
	}
	var b []byte
	for i, name := range shapeNames {
		if s&(1<<i) != 0 {
			if len(b) > 0 {
				b = append(b, '|')
			}
			b = append(b, name...)
		}
	}
	if rest := s &^ (1<<len(shapeNames) - 1); rest != 0 {
		if len(b) > 0 {
			b = append(b, '|')
		}
		b = append(b, "hand.Shape(0x"...)
		b = strconv.AppendUint(b, uint64(rest), 16)
		b = append(b, ')')
	}
	return string(b)
}

// MarshalText implements [encoding.TextMarshaler]: the names of the shapes joined by '|' as String
// writes them ("standard|seven pairs"), or "none". Unknown bits are an error wrapping [ErrSyntax].
func (s Shape) MarshalText() ([]byte, error) {
	return enumtext.SetText(shapeNames[:], uint64(s), "hand.Shape", ErrSyntax)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: what MarshalText writes (each name at most once;
// "none" or the empty text for no shape), or a number whose bits are all shapes. Anything else is an
// error wrapping [ErrSyntax], and s is unchanged.
func (s *Shape) UnmarshalText(b []byte) error {
	v, err := enumtext.ParseSet(shapeNames[:], b, "hand.Shape", ErrSyntax)
	if err == nil {
		*s = Shape(v)
	}
	return err
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]: the text form, or a number as records wrote shapes
// before they had names.
func (s *Shape) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "hand.Shape", s.UnmarshalText, ErrSyntax)
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

// usable reports whether every tile of h (concealed or in a meld) is of a usable kind.
func (h *Hand) usable(kinds tile.Set) bool {
	if kinds == tile.PlayingKinds {
		return true // constructed hands hold playing kinds only
	}
	for _, m := range h.melds[:h.n] {
		need := tile.Set(1) << m.Tile()
		if m.Kind() == meld.Chow {
			need |= 6 << m.Tile()
		}
		if need&^kinds != 0 {
			return false
		}
	}
	return heldKinds(&h.concealed)&^kinds == 0
}

// IsWin reports whether h is a complete hand (size 14) in one of the shapes o allows, with every tile of
// a usable kind. It does not allocate.
func (h Hand) IsWin(o Options) bool {
	if h.Size() != 14 || !h.usable(o.kinds()) {
		return false
	}
	s := o.shapes()
	if s&Standard != 0 && isStandard(&h.concealed) {
		return true
	}
	return h.n == 0 && s&^Standard != 0 && specialShapes(&h.concealed)&s != 0
}

// Shapes returns every shape the 14-size hand h has, whatever the options: [Standard] for sets and a
// pair, and without declared melds [SevenPairs], [SevenPairsQuads] and [ThirteenOrphans]. A hand of
// seven distinct pairs has both SevenPairs and SevenPairsQuads. It is zero for a hand of another size
// or without a winning shape; usable kinds are not checked (see [Hand.IsWin]).
func (h Hand) Shapes() Shape {
	if h.Size() != 14 {
		return 0
	}
	var s Shape
	if isStandard(&h.concealed) {
		s |= Standard
	}
	if h.n == 0 {
		s |= specialShapes(&h.concealed)
	}
	return s
}

// specialShapes returns the seven pairs and thirteen orphans shapes of 14 concealed tiles.
func specialShapes(c *tile.Counts) Shape {
	var s Shape
	var all, minor uint8 // OR of all counts; OR of the counts of ranks 2..8
	for _, v := range c[tile.Character1 : tile.Red+1] {
		all |= v
	}
	for _, v := range c[tile.Character2:tile.Character9] {
		minor |= v
	}
	for _, v := range c[tile.Circle2:tile.Circle9] {
		minor |= v
	}
	for _, v := range c[tile.Bamboo2:tile.Bamboo9] {
		minor |= v
	}
	if all&1 == 0 { // every count even: pairs and quads only
		pairs, quads := 0, 0
		for _, v := range c[tile.Character1 : tile.Red+1] {
			pairs += b2i(v == 2)
			quads += b2i(v == 4)
		}
		if pairs == 7 {
			s |= SevenPairs | SevenPairsQuads
		} else if pairs+2*quads == 7 {
			s |= SevenPairsQuads
		}
	}
	if minor == 0 && isOrphans(c) {
		s |= ThirteenOrphans
	}
	return s
}

var orphanKinds = [13]tile.Tile{
	tile.Character1, tile.Character9, tile.Circle1, tile.Circle9, tile.Bamboo1, tile.Bamboo9,
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

// isStandard reports whether the concealed tiles c (at most four of a kind, at most 14) are exactly
// sets and one pair.
func isStandard(c *tile.Counts) bool {
	// The honours first: they reject most hands without the table.
	pairs := 0
	for _, v := range c[tile.East : tile.Red+1] {
		switch v {
		case 0, 3:
		case 2:
			pairs++
		default:
			return false
		}
	}
	if pairs > 1 {
		return false
	}
	tab := suitTable()
	k0, k1, k2, n0, n1, n2 := tab.locate3(c)
	r0, r1, r2 := n0%3, n1%3, n2%3
	if r0 == 1 || r1 == 1 || r2 == 1 || n0 > suitMaxTiles || n1 > suitMaxTiles || n2 > suitMaxTiles {
		return false
	}
	if pairs+b2i(r0 == 2)+b2i(r1 == 2)+b2i(r2 == 2) != 1 {
		return false
	}
	e := tab.entries
	return e[k0]&e[k1]&e[k2]&completeBit != 0
}

// Arrangements returns every distinct arrangement of the complete hand h in the standard shape, each
// once; nil if there is none. The order is by pair kind, then, for each kind from the lowest up, the
// reading with fewer chows starting at that kind (and a pung) before the one with more.
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
		if h.Size() != 14 || !isStandard(&h.concealed) {
			return
		}
		var a Arrangement
		for i, m := range h.melds[:h.n] {
			a.Melds[i] = m.Plain()
		}
		c := h.concealed
		for p := tile.Character1; p <= tile.Red; p++ {
			if c[p] < 2 {
				continue
			}
			c[p] -= 2
			if allSetsFast(&c) {
				a.Pair = p
				if !enumSets(&c, tile.Character1, &a, int(h.n), yield) {
					return
				}
			}
			c[p] += 2
		}
	}
}

// allSetsFast reports whether c (no more than 14 tiles, at most four of a kind) is exactly sets.
func allSetsFast(c *tile.Counts) bool {
	for _, v := range c[tile.East : tile.Red+1] {
		if v != 0 && v != 3 {
			return false
		}
	}
	tab := suitTable()
	k0, k1, k2, n0, n1, n2 := tab.locate3(c) // at most 12 tiles: every index is valid
	if n0%3 != 0 || n1%3 != 0 || n2%3 != 0 {
		return false
	}
	e := tab.entries
	return e[k0]&e[k1]&e[k2]&completeBit != 0
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
		k := v
		if pung {
			k = v - 3
		}
		if k < 0 || n+k+b2i(pung) > 4 {
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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
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
	return h.waits(o), nil
}

// waits is [Hand.Waits] of the 13-size hand h.
func (h *Hand) waits(o Options) tile.Set {
	kinds := o.kinds()
	if !h.usable(kinds) {
		return 0
	}
	s := o.shapes()
	var w tile.Set
	if s&Standard != 0 {
		w = standardWaits(&h.concealed)
	}
	if h.n == 0 && s&^Standard != 0 {
		w |= specialWaits(&h.concealed, s)
	}
	w &= kinds
	if o.ExcludeHeld && w != 0 {
		for v := w; v != 0; v &= v - 1 {
			t := tile.Tile(bits.TrailingZeros64(uint64(v)))
			n := h.concealed[t]
			for _, m := range h.melds[:h.n] {
				if m.Contains(t) {
					n += uint8(m.Len())
					if m.Kind() == meld.Chow {
						n -= 2
					}
				}
			}
			if n >= 4 {
				w &^= 1 << t
			}
		}
	}
	return w
}

// standardWaits returns the kinds that make the concealed tiles c (size 3k+1) exactly sets and a pair,
// a fifth copy included.
func standardWaits(c *tile.Counts) tile.Set {
	tab := suitTable()
	var ent [4]uint64 // the suits' table entries
	var res [4]int    // residues of group sizes mod 3; index 3 is the honours
	var r1, r2 int
	k0, k1, k2, n0, n1, n2 := tab.locate3(c) // 13 tiles: each suit has at most 13
	ent = [4]uint64{tab.entries[k0], tab.entries[k1], tab.entries[k2]}
	res = [4]int{n0 % 3, n1 % 3, n2 % 3}
	var hc [5]int // honour kinds by count
	hn := 0
	for _, v := range c[tile.East : tile.Red+1] {
		hc[v]++
		hn += int(v)
	}
	res[3] = hn % 3
	for _, r := range res {
		switch r {
		case 1:
			r1++
		case 2:
			r2++
		}
	}
	// complete reports whether group g is exactly sets (and a pair if its residue is 2).
	complete := func(g int) bool {
		if g < 3 {
			return ent[g]&completeBit != 0
		}
		return hc[1] == 0 && hc[4] == 0 && hc[2] == res[3]/2
	}
	// waitsOf returns the kinds completing group g.
	waitsOf := func(g int) tile.Set {
		if g < 3 {
			return tile.Set(ent[g]>>waitShift&0x1ff) << (tile.Character1 + tile.Tile(9*g))
		}
		pairs := 1 - res[3]/2 // pairs the honours must hold after the tile
		var w tile.Set
		for t := tile.East; t <= tile.Red; t++ {
			ok := false
			switch c[t] {
			case 1:
				ok = hc[1] == 1 && hc[4] == 0 && hc[2]+1 == pairs
			case 2:
				ok = hc[1] == 0 && hc[4] == 0 && hc[2]-1 == pairs
			case 4: // a fifth copy: a pung and the pair
				ok = hc[1] == 0 && hc[4] == 1 && hc[2]+1 == pairs
			}
			if ok {
				w |= 1 << t
			}
		}
		return w
	}
	switch {
	case r1 == 1 && r2 == 0:
		var w tile.Set
		for g, r := range res {
			if r == 1 {
				w = waitsOf(g)
			} else if !complete(g) {
				return 0
			}
		}
		return w
	case r1 == 0 && r2 == 2:
		for g, r := range res {
			if r == 0 && !complete(g) {
				return 0
			}
		}
		var w tile.Set
		for g, r := range res {
			if r != 2 {
				continue
			}
			for g2, r2 := range res {
				if g2 != g && r2 == 2 && complete(g2) {
					w |= waitsOf(g)
				}
			}
		}
		return w
	}
	return 0
}

// bytesEqual returns 0x80 in the bytes of x equal to v (0..127) and zero in the others.
func bytesEqual(x uint64, v uint8) uint64 {
	z := x ^ uint64(v)*ones8
	return ^((z&low7 + low7) | z) & high8
}

// specialWaits returns the kinds that make the 13 concealed tiles c seven pairs or thirteen orphans,
// as far as s allows.
func specialWaits(c *tile.Counts, s Shape) tile.Set {
	var w tile.Set
	if s&(SevenPairs|SevenPairsQuads) != 0 {
		// The kinds held once, twice and three times, eight counts at a time.
		var ones, twos, threes tile.Set
		for i := 0; i < 40; i += 8 {
			x := binary.LittleEndian.Uint64(c[i:])
			ones |= tile.Set(gatherHigh(bytesEqual(x, 1))) << i
			twos |= tile.Set(gatherHigh(bytesEqual(x, 2))) << i
			threes |= tile.Set(gatherHigh(bytesEqual(x, 3))) << i
		}
		ones, twos, threes = ones&tile.PlayingKinds, twos&tile.PlayingKinds, threes&tile.PlayingKinds
		odd := ones | threes // a single kind in both cases below
		switch {
		case ones.Len() == 1 && twos.Len() == 6:
			w |= odd
		case s&SevenPairsQuads != 0 && odd.Len() == 1:
			w |= odd
		}
	}
	if s&ThirteenOrphans != 0 {
		distinct, extra := 0, 0
		missing := tile.None
		for _, t := range orphanKinds {
			switch c[t] {
			case 0:
				missing = t
			case 1:
				distinct++
			case 2:
				distinct++
				extra++
			default:
				extra += 2
			}
		}
		switch {
		case distinct == 13 && extra == 0:
			w |= tile.MajorKinds
		case distinct == 12 && extra == 1:
			w |= 1 << missing
		}
	}
	return w
}

// AppendWaits appends the waits of the 13-size hand h under o ([Hand.Waits]) to dst in kind order. It
// does not allocate when dst has room for them (at most 34). For a hand of another size it returns dst
// unchanged and an error wrapping [ErrSize].
func AppendWaits(dst []tile.Tile, h Hand, o Options) ([]tile.Tile, error) {
	w, err := h.Waits(o)
	if err != nil {
		return dst, err
	}
	return w.Tiles(dst), nil
}
