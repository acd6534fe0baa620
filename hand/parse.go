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
	// longer than 256 bytes).
	Input string
	// Offset is the byte offset in Input of the offending token or character (0 when the text is well
	// formed but not a valid hand: the problem is the whole hand, and the message names no offset).
	Offset int
	// Err is the cause; it wraps ErrSyntax or a validation sentinel.
	Err error

	whole bool // the text is well formed, the hand it writes is not valid
}

// Error returns a message with the input, the offset of a syntax problem and the cause, prefixed once
// by "hand: ". It quotes at most the first 64 bytes of the input, once.
func (e *ParseError) Error() string {
	msg := strings.TrimPrefix(e.Err.Error(), "hand: ")
	if e.whole {
		return "hand: parse " + quotePrefix(e.Input) + ": " + msg
	}
	return "hand: parse " + quotePrefix(e.Input) + " at " + strconv.Itoa(e.Offset) + ": " + msg
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

// Bounds on the tiles of one part, checked before its tiles are counted.
const (
	maxConcealed = 14 + 8 // playing tiles of a hand without melds, and every bonus tile
	maxBonus     = 8
)

// MeldMark is the byte that separates a hand's concealed tiles from its declared melds in the text
// form ([Parse], [Hand.String]).
const MeldMark = '/'

// Parse parses the text form of a hand: the concealed tiles in tile notation, then, after the mark '/'
// ([MeldMark]), the declared melds in their meld text form ("555z" claimed, "[1111m]" concealed,
// "5555z+@E" added, with the seat a claimed tile came from after '@'), separated by spaces. For example
// "456m456p11z / 555z [1111m] 15f". Only the mark makes a group a meld: spaces never change what a
// text means, so "123m 456p 789s 11222z" is a hand of 14 concealed tiles, like "123m456p789s11222z".
//
// The concealed tiles are read as [tile.ParseTiles] reads them: groups in any order, spaces between
// them, upper-case suit letters ("123M") and the glyphs [tile.Tile.Glyph] prints ("🀇🀈🀉"); a meld may
// be written with glyphs too ("[🀀🀀🀀🀀]"). Bonus tiles are taken as bonus tiles among the concealed
// tiles, and as groups of their own ("15f") among the melds. The digit 0 writes a red five, among the
// concealed tiles ("406m") and in a meld ("[0555p]").
//
// Bad input costs little: Parse reads the text once, bounds every part before it counts its tiles,
// stops at the first problem and allocates only the error (and, for a meld written in glyphs, its
// text in the notation).
func Parse(s string) (Hand, error) {
	bad := func(off int, err error) (Hand, error) {
		return Hand{}, &ParseError{Input: s, Offset: off, Err: err}
	}
	// invalid is a well-formed text that is not a hand: the problem has no offset.
	invalid := func(err error) (Hand, error) {
		return Hand{}, &ParseError{Input: s, Err: err, whole: true}
	}
	var concealed [maxConcealed]tile.Tile
	var red [4]int
	var bonus [maxBonus]tile.Tile
	var nbonus int
	var melds [MaxMelds]meld.Meld
	var nmelds int
	head, rest, marked := strings.Cut(s, string(MeldMark))
	if strings.Trim(head, " ") == "" {
		return bad(0, &boundError{ErrSyntax, "no concealed tiles"})
	}
	if tilesIn(head, maxConcealed) > maxConcealed {
		return invalid(errSize("more tiles than a hand holds"))
	}
	ts, red, err := tile.AppendParseRed(concealed[:0], head)
	if err != nil {
		off := tileOffset(err)
		if off < len(head) && strings.IndexByte("[]+@", head[off]) >= 0 {
			// The form of earlier versions, melds after a space: say where melds go now.
			return bad(off, &syntaxError{msg: "a meld among the concealed tiles (declared melds go after '/')", cause: err})
		}
		return bad(off, tileSyntax(err))
	}
	// Bonus tiles among the concealed tiles are bonus tiles.
	nconcealed := 0
	for _, t := range ts {
		switch {
		case !t.IsBonus():
			concealed[nconcealed] = t
			nconcealed++
		case nbonus == maxBonus:
			return invalid(errTooMany("more than eight bonus tiles"))
		default:
			bonus[nbonus] = t
			nbonus++
		}
	}
	if marked {
		base := len(head) + 1
		if j := strings.IndexByte(rest, MeldMark); j >= 0 {
			return bad(base+j, &boundError{ErrSyntax, "a second '/' (melds are separated by spaces)"})
		}
		tokens := 0
		for i := 0; i < len(rest); {
			if rest[i] == ' ' {
				i++
				continue
			}
			end := i + 1
			for end < len(rest) && rest[end] != ' ' {
				end++
			}
			tok, off := rest[i:end], base+i
			i = end
			tokens++
			if n := tilesIn(tok, maxBonus-nbonus); n <= maxBonus-nbonus && isBonusGroup(tok) {
				bs, err := tile.AppendParse(bonus[:nbonus], tok)
				if err != nil {
					return bad(off+tileOffset(err), tileSyntax(err))
				}
				nbonus = len(bs)
				continue
			} else if n > maxBonus-nbonus && isBonusGroup(tok) {
				return bad(off, errTooMany("more than eight bonus tiles"))
			}
			if nmelds == MaxMelds {
				return bad(off, errSize("more than four melds"))
			}
			m, err := parseMeld(tok)
			if err != nil {
				var pe *meld.ParseError
				if !errors.As(err, &pe) {
					return bad(off, &syntaxError{msg: err.Error(), cause: err})
				}
				if pe.Input != tok {
					return bad(off, &syntaxError{msg: pe.Msg, cause: err}) // written in glyphs
				}
				return bad(off+pe.Offset, &syntaxError{msg: pe.Msg, cause: err})
			}
			melds[nmelds] = m
			nmelds++
		}
		if tokens == 0 {
			return bad(len(s), &boundError{ErrSyntax, "nothing after '/'"})
		}
	}
	h, err := New(concealed[:nconcealed], melds[:nmelds], bonus[:nbonus])
	if err != nil {
		return invalid(err)
	}
	for _, st := range [3]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo} {
		if red[st] != 0 {
			if h, err = h.MarkRed(st, red[st]); err != nil {
				return invalid(err) // unreachable: every 0 digit is a concealed five
			}
		}
	}
	return h, nil
}

// isBonusGroup reports whether tok, a token after the meld mark, is a group of bonus tiles: its last
// tile is written with the letter f (or F), or as a flower's or season's glyph.
func isBonusGroup(tok string) bool {
	if c := tok[len(tok)-1]; c == 'f' || c == 'F' {
		return true
	}
	if len(tok) >= 4 {
		t, err := tile.Parse(tok[len(tok)-4:])
		return err == nil && t.IsBonus()
	}
	return false
}

// maxMeldText bounds the text of one meld written in glyphs, in bytes: four glyphs with a variation
// selector each, brackets or '+', and a seat.
const maxMeldText = 4*7 + 4

// parseMeld parses one meld token: [meld.Parse] of it, or, when it holds glyphs, of the same text with
// each glyph written in the notation.
func parseMeld(tok string) (meld.Meld, error) {
	ascii := true
	for i := 0; i < len(tok); i++ {
		ascii = ascii && tok[i] < 0x80
	}
	if ascii || len(tok) > maxMeldText {
		return meld.Parse(tok)
	}
	var buf [maxMeldText]byte
	n := 0
	for i := 0; i < len(tok); {
		c := tok[i]
		if c < 0x80 {
			buf[n] = c
			n++
			i++
			continue
		}
		if len(tok)-i < 4 {
			return meld.Parse(tok) // refused: not a glyph
		}
		t, err := tile.Parse(tok[i : i+4])
		if err != nil {
			return meld.Parse(tok)
		}
		i += 4
		if strings.HasPrefix(tok[i:], "\uFE0E") || strings.HasPrefix(tok[i:], "\uFE0F") {
			i += 3 // a variation selector
		}
		text := t.String()
		buf[n], buf[n+1] = text[0], text[1]
		n += 2
	}
	return meld.Parse(string(buf[:n]))
}

// tilesIn returns an upper bound on the tiles tok writes (its digits and glyphs), or limit+1 as soon as
// it finds more than limit. It stops at the first byte no notation holds, where the tile parser stops
// too: with it, a part costs time in proportion to its first bad byte or its first limit+1 tiles,
// whichever comes first, however long it is.
func tilesIn(tok string, limit int) int {
	n := 0
	for i := 0; i < len(tok) && n <= limit; i++ {
		switch c := tok[i]; {
		case '0' <= c && c <= '9', c == 0xF0: // a digit, or the first byte of a glyph
			n++
		case c == ' ' || c == '[' || c == ']' || c == '+' || c == '@' || c >= 0x80 || 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z':
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
