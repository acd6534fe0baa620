package hand

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/internal/shanten"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Errors returned when a hand is built, changed or parsed. Every error wraps one of these; test with
// [errors.Is].
var (
	// ErrTooMany means five or more tiles of one kind in the hand (concealed tiles and melds together),
	// or a bonus tile held twice.
	ErrTooMany = errors.New("hand: more copies of a tile than exist")
	// ErrSize means a number of tiles no legal hand can have: the concealed tiles plus three per
	// declared meld must be 13 or 14, with at most four melds.
	ErrSize = errors.New("hand: impossible hand size")
	// ErrBonus means a bonus tile among the playing tiles or in a meld.
	ErrBonus = errors.New("hand: bonus tile among playing tiles")
	// ErrNotHeld means a tile to remove or a meld to declare is not in the concealed hand.
	ErrNotHeld = errors.New("hand: tile not held")
	// ErrMeld means an invalid declared meld (the zero meld, a pair, or an added kong without its pung).
	ErrMeld = errors.New("hand: invalid meld")
	// ErrSyntax means a hand's text form could not be parsed.
	ErrSyntax = errors.New("hand: invalid notation")
	// ErrRed means a red five that cannot be: a red tile that is not a five of a number suit, or more
	// red fives of a suit than fives of it.
	ErrRed = errors.New("hand: invalid red five")
)

// MaxMelds is the largest number of declared melds a hand can have.
const MaxMelds = 4

// Hand is one player's tiles: the concealed tiles as counts, up to four declared melds (claimed groups
// and declared kongs) and the bonus tiles exposed. Its size, counting three per meld (a kong too), is 13
// between turns or 14 with the tile just drawn or claimed.
//
// A hand also knows which of its fives are red fives (riichi's aka dora; see [Hand.RedFives]): a red
// five is the kind five for every shape, wait and shanten computation, and differs from a plain five
// only in [Hand.RedFives], [Hand.String] and ==.
//
// Hand is a comparable value of 64 bytes: store and pass it by value. Its value methods never
// modify the receiver; those that change a hand return a new one (only [Hand.UnmarshalText] sets it in
// place). The zero Hand is empty and is not a valid hand
// for the analysis functions, which report it as not winning. Hand is safe for concurrent use.
type Hand struct {
	// Every Hand holds at most four tiles of each kind, melds included, and nc is its number of
	// concealed tiles: the constructors establish both, and the methods that change a hand ([Hand.With],
	// [Hand.Without], [Hand.Declare]) keep them, checking only what their change can break and returning
	// the errors [FromCounts] would return for the changed tiles.
	//
	// The layout keeps copies cheap: 64 bytes aligned like a uint64 are copied with four aligned 16-byte
	// moves. At 72 bytes the compiler copies with overlapping moves, and with byte alignment the moves
	// can split cache lines; either way a copy that reads a Hand just written stalls on store
	// forwarding, which made passing a Hand by value about three times slower. TestLayout guards this.
	_ [0]uint64 // alignment only
	// e holds the concealed counts, the declared melds and their numbers, as the analysis engine
	// (internal/shanten) reads them: the analysis methods pass &h.e and copy nothing.
	e     shanten.Hand
	bonus uint8  // the bonus tiles: bit i stands for kind tile.Flower1+i
	red   uint16 // the concealed red fives: 4 bits per number suit (see redShift), each <= its fives
}

// New returns the hand with the given concealed tiles, declared melds and bonus tiles. Bonus tiles may
// appear among concealed, where they are moved to the bonus tiles. It checks the size, that no kind
// appears more than four times and that every meld is a declared group. The melds keep their red fives
// ([meld.Meld.Red]); the concealed tiles are plain, and [Hand.MarkRed] or [Hand.WithRed] make some of
// them red.
func New(concealed []tile.Tile, melds []meld.Meld, bonus []tile.Tile) (Hand, error) {
	var c tile.Counts
	var bs tile.Set
	addBonus := func(t tile.Tile) error {
		if bs.Has(t) {
			return fmt.Errorf("%w: bonus tile %s twice", ErrTooMany, t)
		}
		bs = bs.With(t)
		return nil
	}
	for _, t := range concealed {
		switch {
		case t.IsBonus():
			if err := addBonus(t); err != nil {
				return Hand{}, err
			}
		case t.IsPlaying():
			if c[t] == 4 {
				return Hand{}, fmt.Errorf("%w: five of %s", ErrTooMany, t)
			}
			c[t]++
		default:
			return Hand{}, fmt.Errorf("%w: %s is not a tile", ErrSyntax, t)
		}
	}
	for _, t := range bonus {
		if !t.IsBonus() {
			return Hand{}, fmt.Errorf("%w: %s is not a bonus tile", ErrBonus, t)
		}
		if err := addBonus(t); err != nil {
			return Hand{}, err
		}
	}
	return FromCounts(c, melds, bs)
}

// FromCounts is like [New] for concealed tiles given as counts and bonus tiles as a set. Any count above
// four is refused with [ErrTooMany], whatever the melds hold.
func FromCounts(concealed tile.Counts, melds []meld.Meld, bonus tile.Set) (Hand, error) {
	var h Hand
	if concealed[tile.None] != 0 {
		return Hand{}, fmt.Errorf("%w: the none tile", ErrSyntax)
	}
	for t := tile.Flower1; int(t) < tile.NumSlots; t++ {
		if concealed[t] != 0 {
			return Hand{}, fmt.Errorf("%w: %s", ErrBonus, t)
		}
	}
	if bonus&^tile.BonusKinds != 0 {
		return Hand{}, fmt.Errorf("%w: non-bonus kinds in the bonus set", ErrBonus)
	}
	if len(melds) > MaxMelds {
		return Hand{}, fmt.Errorf("%w: %d melds", ErrSize, len(melds))
	}
	h.e.Concealed = concealed
	h.bonus = uint8(bonus >> tile.Flower1)
	for _, m := range melds {
		if err := checkDeclared(m); err != nil {
			return Hand{}, err
		}
		h.e.Melds[h.e.N] = m
		h.e.N++
	}
	// Bound the concealed counts before adding the melds' tiles to them, so that no count can wrap:
	// 254 concealed copies plus a kong would otherwise count 2.
	for t := tile.Character1; t <= tile.Red; t++ {
		if concealed[t] > 4 {
			return Hand{}, fmt.Errorf("%w: %d of %s", ErrTooMany, concealed[t], t)
		}
	}
	all := h.All()
	for t := tile.Character1; t <= tile.Red; t++ {
		if all[t] > 4 {
			return Hand{}, fmt.Errorf("%w: %d of %s", ErrTooMany, all[t], t)
		}
	}
	// At most four of each playing kind and no other tile: the total fits in a uint8.
	h.e.NC = uint8(concealed.Total())
	if err := checkSize(h.Size()); err != nil {
		return Hand{}, err
	}
	return h, nil
}

// MustNew is like [New] but panics on error. It is for tests and literals only.
func MustNew(concealed []tile.Tile, melds []meld.Meld, bonus []tile.Tile) Hand {
	h, err := New(concealed, melds, bonus)
	if err != nil {
		panic(err)
	}
	return h
}

func checkDeclared(m meld.Meld) error {
	switch {
	case !m.IsValid():
		return fmt.Errorf("%w: the zero meld", ErrMeld)
	case m.Kind() == meld.Pair:
		return fmt.Errorf("%w: a pair cannot be declared", ErrMeld)
	case m.IsConcealed() && m.Kind() != meld.Kong:
		return fmt.Errorf("%w: only a kong can be declared concealed, not %s", ErrMeld, m)
	}
	return nil
}

// checkSize returns an error unless size is that of a legal hand.
func checkSize(size int) error {
	if size != 13 && size != 14 {
		return fmt.Errorf("%w: %d tiles (concealed plus three per meld must be 13 or 14)", ErrSize, size)
	}
	return nil
}

// Concealed returns the concealed tiles.
func (h Hand) Concealed() tile.Counts { return h.e.Concealed }

// NumMelds returns the number of declared melds.
func (h Hand) NumMelds() int { return int(h.e.N) }

// Meld returns the i-th declared meld (0 <= i < NumMelds), or the zero Meld if i is out of range.
func (h Hand) Meld(i int) meld.Meld {
	if i < 0 || i >= int(h.e.N) {
		return meld.Meld{}
	}
	return h.e.Melds[i]
}

// Melds returns a copy of the declared melds.
func (h Hand) Melds() []meld.Meld { return append([]meld.Meld(nil), h.e.Melds[:h.e.N]...) }

// Bonus returns the bonus tiles.
func (h Hand) Bonus() tile.Set { return tile.Set(h.bonus) << tile.Flower1 }

// All returns the counts of every playing tile in the hand: concealed tiles and meld tiles.
func (h Hand) All() tile.Counts {
	c := h.e.Concealed
	for _, m := range h.e.Melds[:h.e.N] {
		m.AddTo(&c)
	}
	return c
}

// Size returns the number of concealed tiles plus three per declared meld: 13 between turns, 14 with a
// tile drawn or claimed.
func (h Hand) Size() int { return int(h.e.NC) + 3*int(h.e.N) }

// IsConcealed reports whether the hand has no exposed meld (a declared concealed kong keeps it
// concealed).
func (h Hand) IsConcealed() bool {
	for _, m := range h.e.Melds[:h.e.N] {
		if !m.IsConcealed() {
			return false
		}
	}
	return true
}

// With returns h with one more concealed tile t (a bonus tile joins the bonus tiles). A five added with
// With is plain; [Hand.WithRed] adds a red one.
func (h Hand) With(t tile.Tile) (Hand, error) {
	// With, Without and Declare are small enough to be inlined, and change the caller's copy through
	// a pointer: that saves copying the Hand in and out of a call.
	err := h.add(t)
	return h, err
}

// add adds one concealed tile t to h, or returns the error of With and leaves h unchanged.
func (h *Hand) add(t tile.Tile) error {
	switch {
	case t.IsBonus():
		b := uint8(1) << (t - tile.Flower1)
		if h.bonus&b != 0 {
			return fmt.Errorf("%w: bonus tile %s twice", ErrTooMany, t)
		}
		h.bonus |= b
		return nil
	case !t.IsPlaying():
		return fmt.Errorf("%w: %s is not a tile", ErrSyntax, t)
	}
	// Only t's count (melds included) and the size change. A hand without melds needs no count of
	// its melds, and a right size no call to checkSize: the frequent case of a draw.
	n := int(h.e.Concealed[t]) + 1
	if h.e.N != 0 {
		n = h.held(t) + 1
	}
	if n > 4 {
		return fmt.Errorf("%w: %d of %s", ErrTooMany, n, t)
	}
	if size := h.Size() + 1; size != 13 && size != 14 {
		return checkSize(size)
	}
	h.e.Concealed[t]++
	h.e.NC++
	return nil
}

// held returns the number of tiles of the playing kind t in h, concealed or in a meld.
func (h *Hand) held(t tile.Tile) int {
	n := int(h.e.Concealed[t])
	for _, m := range h.e.Melds[:h.e.N] {
		switch {
		case m.Kind() == meld.Chow:
			if t-m.Tile() < 3 {
				n++
			}
		case m.Tile() == t:
			n += m.Len()
		}
	}
	return n
}

// Without returns h with one concealed tile t removed. For a five it removes a plain five when the hand
// holds one, and otherwise a red five (so a hand whose only concealed 5m is red loses it with
// Without(Character5)); [Hand.WithoutRed] removes a red five explicitly.
func (h Hand) Without(t tile.Tile) (Hand, error) {
	err := h.remove(t)
	return h, err
}

// remove removes one concealed tile t from h, or returns the error of Without and leaves h unchanged.
func (h *Hand) remove(t tile.Tile) error {
	if !t.IsPlaying() || h.e.Concealed[t] == 0 {
		return fmt.Errorf("%w: %s", ErrNotHeld, t)
	}
	// One tile fewer cannot make too many of a kind: only the size can become wrong.
	if err := checkSize(h.Size() - 1); err != nil {
		return err
	}
	h.e.Concealed[t]--
	h.e.NC--
	if h.red != 0 {
		h.keepRedBound(t)
	}
	return nil
}

// Declare returns h with m declared: the meld's tiles leave the concealed tiles and m joins the melds.
// For an added kong (origin [meld.Added]) the hand must have the exposed pung of that kind and one
// concealed tile of it, and size 14 like any kong declared; the pung becomes the kong. The caller adds
// the claimed tile first (with [Hand.With]) when the meld completes a discard.
//
// Red fives: the meld takes m.Red() red fives from the concealed tiles, which must hold them
// ([ErrNotHeld] otherwise), and its other fives plain; where the concealed tiles lack the plain fives
// it asks for, it takes red ones instead, as [Hand.Without] does, and the declared meld records them.
// An added kong has the pung's red fives, plus one when the added tile is red
// (m.Red() is the pung's or one more; [ErrMeld] otherwise).
func (h Hand) Declare(m meld.Meld) (Hand, error) {
	err := h.declare(m)
	return h, err
}

// declare declares m in h, or returns the error of Declare and leaves h unchanged.
func (h *Hand) declare(m meld.Meld) error {
	if err := checkDeclared(m); err != nil {
		return err
	}
	t := m.Tile()
	if m.Origin() == meld.Added {
		if m.Kind() != meld.Kong {
			return fmt.Errorf("%w: only a kong can be added", ErrMeld)
		}
		i := -1
		for j, p := range h.e.Melds[:h.e.N] {
			if p.Kind() == meld.Pung && !p.IsConcealed() && p.Tile() == t {
				i = j
			}
		}
		if i < 0 {
			return fmt.Errorf("%w: no exposed pung of %s to add to", ErrMeld, t)
		}
		if h.e.Concealed[t] == 0 {
			return fmt.Errorf("%w: %s", ErrNotHeld, t)
		}
		if err := checkSize(h.Size() - 1); err != nil {
			return err // a kong needs its replacement tile: only a 14-size hand can add one
		}
		if h.red != 0 || m.Red() != h.e.Melds[i].Red() {
			d := m.Red() - h.e.Melds[i].Red()
			if d < 0 || d > 1 {
				return fmt.Errorf("%w: %s does not keep the red fives of %s", ErrMeld, m, h.e.Melds[i])
			}
			added := min(m.Fives(), 1) // the added tile is a five when the kong is of fives
			var err error
			if m, err = h.takeRed(m, d, added); err != nil {
				return err
			}
		}
		h.e.Concealed[t]--
		h.e.NC--
		h.e.Melds[i] = m
		return nil
	}
	if h.e.N == MaxMelds {
		return fmt.Errorf("%w: a fifth meld", ErrSize)
	}
	// The meld's tiles move from the concealed tiles to the melds: no kind's count changes, so only
	// the size can become wrong (a kong leaves four concealed tiles and counts three).
	chow := m.Kind() == meld.Chow
	k := uint8(m.Len())
	if chow {
		if h.e.Concealed[t] == 0 || h.e.Concealed[t+1] == 0 || h.e.Concealed[t+2] == 0 {
			return fmt.Errorf("%w: %s needs tiles the hand does not hold", ErrNotHeld, m)
		}
	} else if h.e.Concealed[t] < k {
		return fmt.Errorf("%w: %s needs tiles the hand does not hold", ErrNotHeld, m)
	}
	if err := checkSize(h.Size() - int(k) + 3); err != nil {
		return err
	}
	if h.red != 0 || m.Red() != 0 {
		var err error
		if m, err = h.takeRed(m, m.Red(), m.Fives()); err != nil {
			return err
		}
	}
	if chow {
		h.e.Concealed[t]--
		h.e.Concealed[t+1]--
		h.e.Concealed[t+2]--
	} else {
		h.e.Concealed[t] -= k
	}
	h.e.NC -= k
	h.e.Melds[h.e.N] = m
	h.e.N++
	return nil
}

// String returns the text form of the hand: the concealed tiles in canonical notation, then, after the
// mark '/' ([MeldMark]), each declared meld in its [meld.Meld.String] form, then the bonus tiles,
// separated by single spaces, such as "11z / 555z [1111m] 6666z+@E 789p 15f" (and "123m456p789s1122z
// 15f" without melds). Red fives are written with the digit 0, before the plain
// fives of their suit ("34067m"). [Parse] reads it back.
func (h Hand) String() string { return string(h.appendText(make([]byte, 0, 64))) }

// AppendText implements [encoding.TextAppender]: it appends the text form of h ([Hand.String]) to b,
// without allocating when b has room and h has no bonus tiles.
func (h Hand) AppendText(b []byte) ([]byte, error) { return h.appendText(b), nil }

// appendText appends the text form of h to b.
func (h *Hand) appendText(b []byte) []byte {
	b = h.appendConcealed(b)
	if h.e.N != 0 {
		b = append(b, ' ', MeldMark)
	}
	for _, m := range h.e.Melds[:h.e.N] {
		b = append(b, ' ')
		b, _ = m.AppendText(b) // declared melds are valid
	}
	if h.bonus != 0 {
		b = append(b, ' ')
		b = tile.AppendFormat(b, h.Bonus().Tiles(make([]tile.Tile, 0, 8)))
	}
	return b
}

// appendConcealed appends the concealed tiles in canonical notation, red fives as 0.
func (h *Hand) appendConcealed(b []byte) []byte {
	var letter byte
	for t := tile.Character1; t <= tile.Red; t++ {
		n := int(h.e.Concealed[t])
		if n == 0 {
			continue
		}
		l := t.Suit().Letter()
		if letter != 0 && l != letter {
			b = append(b, letter)
		}
		letter = l
		d := byte('0' + t.Number())
		if t.Rank() == 5 {
			r := h.ConcealedRed(t.Suit())
			for range r {
				b = append(b, '0')
			}
			n -= r
		}
		for range n {
			b = append(b, d)
		}
	}
	if letter != 0 {
		b = append(b, letter)
	}
	return b
}

// MarshalText implements [encoding.TextMarshaler] with the form of [Hand.String].
func (h Hand) MarshalText() ([]byte, error) { return h.appendText(make([]byte, 0, 64)), nil }

// maxTextLen is the longest text [Hand.UnmarshalText] reads; no hand's text form comes near it (the
// longest valid texts, every tile written with its own letter, are about 120 bytes).
const maxTextLen = 256

// UnmarshalText implements [encoding.TextUnmarshaler] with the form of [Parse]; on error h is
// unchanged. The empty text is the zero Hand, which [Hand.MarshalText] writes as "", so every hand's
// text reads back. A text longer than 256 bytes is refused with [ErrSyntax] without being
// copied.
//
// So that saved records keep loading, UnmarshalText also reads the form earlier versions wrote, when
// the text is not in the form of Parse: the concealed tiles, then each declared meld after a single
// space, without the mark ("11z / 555z@E [1111m]"). A text that Parse reads is always read as Parse
// reads it.
func (h *Hand) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*h = Hand{}
		return nil
	}
	if len(b) > maxTextLen {
		return &ParseError{Input: string(b[:maxQuote]), Offset: maxTextLen,
			Err: fmt.Errorf("%w: %d bytes, longer than any hand", ErrSyntax, len(b))}
	}
	v, err := Parse(string(b))
	if err != nil {
		var legacyErr error
		if v, legacyErr = parseLegacy(string(b)); legacyErr != nil {
			return err
		}
	}
	*h = v
	return nil
}

// parseLegacy reads the text form of earlier versions: the first space-separated token is the
// concealed tiles and every other one a declared meld or a group of bonus tiles. It is [Parse] of the
// same text with the mark after the first token.
func parseLegacy(s string) (Hand, error) {
	conc, rest, ok := strings.Cut(s, " ")
	if !ok || strings.IndexByte(s, MeldMark) >= 0 || len(s) > maxTextLen {
		return Hand{}, ErrSyntax
	}
	var buf [maxTextLen + 3]byte
	n := copy(buf[:], conc)
	n += copy(buf[n:], " / ")
	n += copy(buf[n:], rest)
	return Parse(string(buf[:n]))
}
