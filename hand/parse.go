package hand

import (
	"errors"
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// ParseError describes a hand text that could not be parsed or is not a valid hand. It wraps
// [ErrSyntax] for malformed text, or the validation sentinel ([ErrSize], [ErrTooMany], ...) for a
// well-formed text that is not a hand; a malformed tile or meld also wraps the *[tile.ParseError] or
// *[meld.ParseError] that found it.
type ParseError struct {
	// Input is the text given to [Parse] ([Hand.UnmarshalText] keeps only the first 64 bytes of a text
	// longer than [MaxTextLen]).
	Input string
	// Offset is the byte offset in Input of the offending token or character (0 when the text is well
	// formed but not a valid hand).
	Offset int
	// Err is the cause; it wraps ErrSyntax or a validation sentinel.
	Err error
}

// Error returns a message with the input, the offset and the cause. It quotes at most the first 64
// bytes of the input, once.
func (e *ParseError) Error() string {
	return "hand: parse " + quotePrefix(e.Input) + " at " + strconv.Itoa(e.Offset) + ": " + e.Err.Error()
}

// Unwrap returns the underlying error.
func (e *ParseError) Unwrap() error { return e.Err }

// maxQuote is the most bytes of a bad input that an error message quotes.
const maxQuote = 64

// quotePrefix returns s quoted, or its first maxQuote bytes quoted and its length when it is longer.
func quotePrefix(s string) string {
	if len(s) <= maxQuote {
		return strconv.Quote(s)
	}
	return strconv.Quote(s[:maxQuote]) + "... (" + strconv.Itoa(len(s)) + " bytes)"
}

// syntaxError is a malformed tile or meld token: it wraps ErrSyntax and the tile or meld package's
// error, and its message is only that error's description, without quoting the input again.
type syntaxError struct {
	msg   string
	cause error
}

func (e *syntaxError) Error() string   { return ErrSyntax.Error() + ": " + e.msg }
func (e *syntaxError) Unwrap() []error { return []error{ErrSyntax, e.cause} }

// Bounds on the tiles of one token, checked before its tiles are counted.
const (
	maxConcealed = 14 + 8 // playing tiles of a hand without melds, and every bonus tile
	maxBonus     = 8
)

// Parse parses the text form of a hand: the concealed tiles in tile notation (bonus tiles among them
// are taken as bonus tiles), then, separated by single spaces, declared melds in their meld text form
// ("555z", "[1111m]", "5555z+@E") and groups of bonus tiles ("15f"). For example
// "456m456p11z 555z [1111m] 15f". The digit 0 writes a red five, among the concealed tiles ("406m") and
// in a meld ("[0555p]").
//
// Bad input costs little: Parse reads the text once, bounds every token before it counts its tiles,
// stops at the first problem and allocates only the error.
func Parse(s string) (Hand, error) {
	bad := func(off int, err error) (Hand, error) {
		return Hand{}, &ParseError{Input: s, Offset: off, Err: err}
	}
	var concealed [maxConcealed]tile.Tile
	var nconcealed int
	var red [4]int
	var bonus [maxBonus]tile.Tile
	var nbonus int
	var melds [MaxMelds]meld.Meld
	var nmelds int
	for i, start := 0, 0; start <= len(s); i++ {
		end := len(s)
		if j := strings.IndexByte(s[start:], ' '); j >= 0 {
			end = start + j
		}
		tok := s[start:end]
		switch {
		case tok == "":
			return bad(start, &boundError{ErrSyntax, "empty token (use single spaces)"})
		case i == 0:
			if digits(tok, maxConcealed) > maxConcealed {
				return bad(start, errSize("more tiles than a hand holds"))
			}
			ts, r, err := tile.AppendParseRed(concealed[:0], tok)
			if err != nil {
				return bad(start+tileOffset(err), tileSyntax(err))
			}
			nconcealed, red = len(ts), r
		case tok[len(tok)-1] == 'f':
			if digits(tok, maxBonus-nbonus) > maxBonus-nbonus {
				return bad(start, errTooMany("more than eight bonus tiles"))
			}
			ts, err := tile.AppendParse(bonus[:nbonus], tok)
			if err != nil {
				return bad(start+tileOffset(err), tileSyntax(err))
			}
			nbonus = len(ts)
		default:
			if nmelds == MaxMelds {
				return bad(start, errSize("more than four melds"))
			}
			m, err := meld.Parse(tok)
			if err != nil {
				var pe *meld.ParseError
				if !errors.As(err, &pe) {
					return bad(start, &syntaxError{msg: err.Error(), cause: err})
				}
				return bad(start+pe.Offset, &syntaxError{msg: pe.Msg, cause: err})
			}
			melds[nmelds] = m
			nmelds++
		}
		start = end + 1
	}
	h, err := New(concealed[:nconcealed], melds[:nmelds], bonus[:nbonus])
	if err != nil {
		return bad(0, err)
	}
	for _, st := range [3]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo} {
		if red[st] != 0 {
			if h, err = h.MarkRed(st, red[st]); err != nil {
				return bad(0, err) // unreachable: every 0 digit is a concealed five
			}
		}
	}
	return h, nil
}

// digits returns the number of digits in tok, an upper bound on the tiles it writes, or limit+1 as soon
// as it finds more than limit. It stops at the first byte no notation holds, where the tile parser
// stops too: with it, a token costs time in proportion to its first bad byte or its first limit+1
// tiles, whichever comes first, however long it is.
func digits(tok string, limit int) int {
	n := 0
	for i := 0; i < len(tok) && n <= limit; i++ {
		switch c := tok[i]; {
		case '0' <= c && c <= '9':
			n++
		case c == 'm' || c == 'p' || c == 's' || c == 'z' || c == 'f':
		default:
			return n
		}
	}
	return n
}

// boundError is a sentinel with a fixed description.
type boundError struct {
	sentinel error
	msg      string
}

func (e *boundError) Error() string { return e.sentinel.Error() + ": " + e.msg }
func (e *boundError) Unwrap() error { return e.sentinel }

func errSize(msg string) error    { return &boundError{ErrSize, msg} }
func errTooMany(msg string) error { return &boundError{ErrTooMany, msg} }

// tileSyntax wraps a tile parse error as a hand syntax error, keeping only its description.
func tileSyntax(err error) error {
	var pe *tile.ParseError
	if errors.As(err, &pe) {
		return &syntaxError{msg: pe.Msg, cause: err}
	}
	return &syntaxError{msg: err.Error(), cause: err}
}

// MustParse is like [Parse] but panics on error. It is for tests and literals only.
func MustParse(s string) Hand {
	h, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return h
}

func tileOffset(err error) int {
	var pe *tile.ParseError
	if errors.As(err, &pe) {
		return pe.Offset
	}
	return 0
}
