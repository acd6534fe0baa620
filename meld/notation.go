package meld

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/tile"
)

// String returns the text form of m:
//
//	[123m] [555z] [1111m] [55z]   concealed groups (and a declared concealed kong) in brackets
//	123m 555z 5555z               claimed (exposed) groups
//	5555z+                        an added kong
//	555z@W                        a claimed group with the seat its tile came from (E, S, W, N)
//	406m [0555p] 0055s+           red fives are written with the digit 0, before the plain fives
//
// The zero Meld prints as "-". [Parse] reads every form String writes.
func (m Meld) String() string {
	if !m.IsValid() {
		return "-"
	}
	return string(m.appendText(make([]byte, 0, 12)))
}

// AppendText implements [encoding.TextAppender]: it appends the text form of m to b without allocating
// when b has room. The zero Meld is an error.
func (m Meld) AppendText(b []byte) ([]byte, error) {
	if !m.IsValid() {
		return b, fmt.Errorf("%w: cannot encode the zero meld", ErrInvalid)
	}
	return m.appendText(b), nil
}

func (m Meld) appendText(b []byte) []byte {
	if m.origin == Concealed {
		b = append(b, '[')
	}
	ts, n := m.Tiles()
	red := m.Red()
	for i := range n {
		d := byte('0' + ts[i].Number())
		if red > 0 && ts[i].IsSuited() && ts[i].Rank() == 5 {
			d = '0'
			red--
		}
		b = append(b, d)
	}
	b = append(b, m.first.Suit().Letter())
	switch m.origin {
	case Concealed:
		b = append(b, ']')
	case Added:
		b = append(b, '+')
	case Claimed:
	}
	if s, ok := m.From(); ok {
		b = append(b, '@')
		b = append(b, s.String()...)
	}
	return b
}

// MarshalText implements [encoding.TextMarshaler] with the form of [Meld.String]. The zero Meld is an
// error.
func (m Meld) MarshalText() ([]byte, error) {
	return m.AppendText(nil)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error m is unchanged.
func (m *Meld) UnmarshalText(b []byte) error {
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// ParseError describes a meld text that could not be parsed, or that is well formed but whose tiles
// are not a group. It wraps [ErrInvalid].
type ParseError struct {
	Input  string // the whole input
	Offset int    // byte offset of the problem in Input
	Msg    string // what is wrong
	Err    error  // ErrInvalid
}

// Error returns "meld: parse <input> at <offset>: <msg>". It quotes at most the first 64 bytes of the
// input.
func (e *ParseError) Error() string {
	return "meld: parse " + quotePrefix(e.Input) + " at " + strconv.Itoa(e.Offset) + ": " + e.Msg
}

// maxQuote is the most bytes of a bad input that an error message quotes.
const maxQuote = 64

// quotePrefix returns s quoted, or its first maxQuote bytes quoted and its length when it is longer.
func quotePrefix(s string) string {
	if len(s) <= maxQuote {
		return strconv.Quote(s)
	}
	return strconv.Quote(s[:maxQuote]) + "... (" + strconv.Itoa(len(s)) + " bytes)"
}

// Unwrap returns the sentinel the error wraps.
func (e *ParseError) Unwrap() error { return e.Err }

// maxText is the longest text of a group: a claimed added kong with its seat, each tile with its own
// letter ("5m5m5m5m+@E").
const maxText = maxBody + len("+@E")

// maxBody is the longest text of a group's tiles: four tiles, each with its own suit letter ("5m5m5m5m").
const maxBody = 8

// Parse parses the text form written by [Meld.String]. The digit 0 writes a red five ("406m",
// "[5505p]"), in any position among the group's digits. Parse refuses a text longer than any group's
// (11 bytes) without reading it, and allocates only the error.
func Parse(s string) (Meld, error) {
	bad := func(off int, msg string, err error) (Meld, error) {
		return Meld{}, &ParseError{Input: s, Offset: off, Msg: msg, Err: err}
	}
	if len(s) > maxText {
		return bad(maxText, "longer than any group's text", ErrInvalid)
	}
	body := s
	off := 0
	from := tile.NoSeat
	if i := strings.IndexByte(body, '@'); i >= 0 {
		seat, err := tile.ParseSeat(body[i+1:])
		if err != nil {
			return bad(i+1, "seat must be E, S, W or N", ErrInvalid)
		}
		from = seat
		body = body[:i]
	}
	origin := Claimed
	switch {
	case len(body) >= 2 && body[0] == '[' && body[len(body)-1] == ']':
		origin = Concealed
		body = body[1 : len(body)-1]
		off = 1
	case len(body) >= 1 && body[len(body)-1] == '+':
		origin = Added
		body = body[:len(body)-1]
	}
	if origin == Concealed && from != tile.NoSeat {
		return bad(len(s)-len(from.String())-1, "a concealed group has no seat", ErrInvalid)
	}
	if len(body) > maxBody {
		return bad(off, "a group has 2 to 4 tiles of one suit letter", ErrInvalid)
	}
	var buf [maxBody]tile.Tile
	ts, red, err := tile.AppendParseRed(buf[:0], body)
	if err != nil {
		var pe *tile.ParseError
		if errors.As(err, &pe) {
			return bad(off+pe.Offset, pe.Msg, ErrInvalid)
		}
		return bad(off, err.Error(), ErrInvalid)
	}
	if len(ts) < 2 || len(ts) > 4 || strings.IndexByte(body, ' ') >= 0 {
		return bad(off, "a group has 2 to 4 tiles of one suit letter", ErrInvalid)
	}
	k := shape(ts)
	if k == KindNone {
		return bad(off, "tiles do not form a chow, pung, kong or pair", ErrInvalid)
	}
	first := ts[0]
	for _, t := range ts {
		first = min(first, t)
	}
	switch {
	case origin == Added && k != Kong:
		return bad(len(body), "only a kong can be added", ErrInvalid)
	case origin != Concealed && k == Pair:
		return bad(off, "a pair is never exposed", ErrInvalid)
	}
	m, err := New(k, first)
	if err != nil {
		return bad(off, err.Error(), ErrInvalid)
	}
	m.origin = origin
	m.from = seatByte(from)
	if first.IsSuited() {
		// Every 0 digit is a five of the group's suit, so WithRed cannot fail; keep the check anyway.
		if m, err = m.WithRed(red[first.Suit()]); err != nil {
			return bad(off, "more red fives than fives", ErrInvalid)
		}
	}
	return m, nil
}

// shape returns the kind the tiles form, or KindNone.
func shape(ts []tile.Tile) Kind {
	same := true
	for _, t := range ts[1:] {
		same = same && t == ts[0]
	}
	switch {
	case same && len(ts) == 2:
		return Pair
	case same && len(ts) == 3:
		return Pung
	case same && len(ts) == 4:
		return Kong
	case len(ts) == 3:
		c := tile.CountsOf(ts)
		lo := min(ts[0], ts[1], ts[2])
		if lo.IsSuited() && lo.Rank() <= 7 && c[lo] == 1 && c[lo+1] == 1 && c[lo+2] == 1 {
			return Chow
		}
	}
	return KindNone
}
