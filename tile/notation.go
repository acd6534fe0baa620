package tile

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
)

// ErrSyntax is the sentinel every notation error wraps: test for it with [errors.Is], and use
// [errors.As] with a *[ParseError] for the offending input and offset.
var ErrSyntax = errors.New("tile: invalid notation")

// ParseError describes a notation that could not be parsed.
type ParseError struct {
	Input  string // the input (an UnmarshalText method keeps only the first 65 bytes of a longer one)
	Offset int    // byte offset of the problem in Input
	Msg    string // what is wrong
}

// Error returns "tile: parse <input> at <offset>: <msg>". It quotes at most the first 64 bytes of the
// input, so an error about a megabyte of garbage stays short.
func (e *ParseError) Error() string {
	return "tile: parse " + quotePrefix(e.Input) + " at " + strconv.Itoa(e.Offset) + ": " + e.Msg
}

// Unwrap returns [ErrSyntax].
func (e *ParseError) Unwrap() error { return ErrSyntax }

// textOf returns b as a string for a parse error: all of it when it is short, and otherwise a copy of
// only its first maxQuote+1 bytes, so that refusing a long []byte input never copies it whole.
func textOf(b []byte) string {
	return string(b[:min(len(b), maxQuote+1)])
}

// maxQuote is the most bytes of a bad input that an error message quotes.
const maxQuote = 64

// quotePrefix returns s quoted as by [strconv.Quote] when it is at most maxQuote bytes long, and
// otherwise its first maxQuote bytes quoted, followed by "..." and the length of s.
func quotePrefix(s string) string {
	if len(s) <= maxQuote {
		return strconv.Quote(s)
	}
	return strconv.Quote(s[:maxQuote]) + "... (" + strconv.Itoa(len(s)) + " bytes)"
}

// notation holds the two-byte text of each valid kind.
var notation = [NumSlots]string{
	"-",
	"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
	"1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
	"1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
	"1z", "2z", "3z", "4z", "5z", "6z", "7z",
	"1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f",
}

// fromDigit returns the kind written as digit d followed by the suit letter c (lower or upper case), or
// None. The digit 0 is a red five of a number suit (0m, 0p, 0s) and stands for the kind five.
func fromDigit(d byte, c byte) Tile {
	c = lower(c)
	if d == '0' && (c == 'm' || c == 'p' || c == 's') {
		d = '5'
	}
	if d < '1' || d > '9' {
		return None
	}
	n := Tile(d - '0')
	switch c {
	case 'm':
		return Character1 + n - 1
	case 'p':
		return Circle1 + n - 1
	case 's':
		return Bamboo1 + n - 1
	case 'z':
		if n <= 7 {
			return East + n - 1
		}
	case 'f':
		if n <= 8 {
			return Flower1 + n - 1
		}
	}
	return None
}

// isLetter reports whether c is a suit letter, lower case (as the notation is written) or upper case.
func isLetter(c byte) bool {
	c = lower(c)
	return c == 'm' || c == 'p' || c == 's' || c == 'z' || c == 'f'
}

// lower returns the lower-case letter of an upper-case ASCII letter, and any other byte unchanged.
func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// Glyphs: the Mahjong Tiles block holds the 42 faces [Tile.Glyph] prints at U+1F000..U+1F029, whose
// UTF-8 form is F0 9F 80 80..A9; a variation selector (U+FE0E or U+FE0F, EF B8 8E or 8F) may follow.
const (
	glyphLen    = 4
	glyphFirst  = 0x80 // last byte of U+1F000
	glyphCount  = 42
	selectorLen = 3
)

// fromGlyph maps the last byte of a glyph's UTF-8 form, less glyphFirst, to its kind.
var fromGlyph = func() (g [glyphCount]Tile) {
	for t := Character1; t < numTiles; t++ {
		g[t.Glyph()-glyphEast] = t
	}
	return g
}()

// glyphAt returns the kind whose glyph starts s[i:] and the bytes it takes (with a variation selector
// after it), or None and 0.
func glyphAt(s string, i int) (Tile, int) {
	if len(s)-i < glyphLen || s[i] != 0xF0 || s[i+1] != 0x9F || s[i+2] != 0x80 {
		return None, 0
	}
	b := int(s[i+3]) - glyphFirst
	if b < 0 || b >= glyphCount {
		return None, 0
	}
	n := glyphLen
	if j := i + n; len(s)-j >= selectorLen && s[j] == 0xEF && s[j+1] == 0xB8 && (s[j+2] == 0x8E || s[j+2] == 0x8F) {
		n += selectorLen
	}
	return fromGlyph[b], n
}

// Parse parses a single tile written as a digit and a suit letter ("5m", "7z", "2f"; the letter may be
// upper case, "5M"), or as the glyph [Tile.Glyph] prints ("🀋"). A red five ("0m", "0p", "0s") parses
// as the kind five of its suit: a [Tile] is a kind, and the red ones are physical tiles (see
// [ID.IsRed]).
func Parse(s string) (Tile, error) {
	if t, n := glyphAt(s, 0); n == len(s) && n != 0 {
		return t, nil
	}
	if len(s) != 2 {
		return None, &ParseError{Input: s, Offset: 0, Msg: "a tile is a digit and a suit letter"}
	}
	if !isLetter(s[1]) {
		return None, &ParseError{Input: s, Offset: 1, Msg: "unknown suit letter"}
	}
	t := fromDigit(s[0], s[1])
	if t == None {
		return None, &ParseError{Input: s, Offset: 0, Msg: "digit out of range for " + string(s[1])}
	}
	return t, nil
}

// ParseTiles parses a group notation such as "123m456p11z": digits are grouped before their suit
// letter, groups may repeat and appear in any order, and spaces may separate groups (not digits from
// their letter). Suit letters may be upper case ("123M"), and a tile may also be written as the glyph
// [Tile.Glyph] prints ("🀇🀈🀉" is 123m), between groups. The digit 0 writes a red five ("406m" is 4m,
// a red 5m and 6m) and parses as the kind five; [AppendParseRed] also reports which fives were red
// (a glyph never is). The tiles are returned in the order written. An empty string gives an empty
// (nil) slice, and so does an error.
//
// ParseTiles checks the whole input before it allocates: bad input costs time linear in its length
// and no memory but the error's, and a valid input allocates one slice of exactly its tiles.
func ParseTiles(s string) ([]Tile, error) {
	n, err := scan(s)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, nil
	}
	return appendTiles(make([]Tile, 0, n), s, nil), nil
}

// AppendParseRed parses s as [ParseTiles] does and appends the tiles to dst. On error dst is returned
// unchanged (same length) together with the error. It checks the whole input before it appends, so
// dst grows at most once, and not at all when it has room. It also returns how many of the tiles
// appended were written as red fives (the digit 0), indexed by suit: red[Characters], red[Circles] and red[Bamboo]; the entry
// for [NoSuit] is always zero. On error red is zero.
func AppendParseRed(dst []Tile, s string) (_ []Tile, red [4]int, _ error) {
	n, err := scan(s)
	if err != nil {
		return dst, red, err
	}
	return appendTiles(slices.Grow(dst, n), s, &red), red, nil
}

// scan checks s and returns the number of tiles it writes, or the error of the first problem. It reads
// s once and allocates nothing unless s is bad.
func scan(s string) (int, error) {
	n := 0
	start := -1 // offset of the first pending digit
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			if start < 0 {
				start = i
			}
		case isLetter(c):
			if start < 0 {
				return 0, &ParseError{Input: s, Offset: i, Msg: "suit letter without digits"}
			}
			for j := start; j < i; j++ {
				if fromDigit(s[j], c) == None {
					return 0, &ParseError{Input: s, Offset: j, Msg: "digit " + string(s[j]) + " out of range for " + string(c)}
				}
			}
			n += i - start
			start = -1
		case c == ' ':
			if start >= 0 {
				return 0, &ParseError{Input: s, Offset: i, Msg: "digits without a suit letter"}
			}
		case c >= 0x80:
			_, w := glyphAt(s, i)
			if w == 0 {
				return 0, &ParseError{Input: s, Offset: i, Msg: "unexpected byte " + strconv.Quote(s[i:i+1])}
			}
			if start >= 0 {
				return 0, &ParseError{Input: s, Offset: i, Msg: "digits without a suit letter"}
			}
			n++
			i += w - 1
		default:
			return 0, &ParseError{Input: s, Offset: i, Msg: "unexpected byte " + strconv.Quote(s[i:i+1])}
		}
	}
	if start >= 0 {
		return 0, &ParseError{Input: s, Offset: len(s), Msg: "digits without a suit letter"}
	}
	return n, nil
}

// appendTiles appends the tiles of s, which [scan] accepted, to dst, and counts the red fives in red
// when it is not nil.
func appendTiles(dst []Tile, s string, red *[4]int) []Tile {
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c >= 0x80:
			t, w := glyphAt(s, i)
			dst = append(dst, t)
			i += w
		case c >= '0' && c <= '9':
			j := i + 1
			for s[j] >= '0' && s[j] <= '9' { // scan accepted s: a suit letter ends the digits
				j++
			}
			for ; i < j; i++ {
				t := fromDigit(s[i], s[j])
				if s[i] == '0' && red != nil {
					red[t.Suit()]++
				}
				dst = append(dst, t)
			}
			i++ // the letter
		default: // a space
			i++
		}
	}
	return dst
}

// MustParseTiles is like [ParseTiles] but panics on error. It is for tests and literals only.
func MustParseTiles(s string) []Tile {
	ts, err := ParseTiles(s)
	if err != nil {
		panic(err)
	}
	return ts
}

// Format returns the canonical notation of ts: sorted in kind order and grouped by suit letter, such as
// "123m456p11z". ParseTiles(Format(ts)) gives back ts sorted, however many tiles ts holds. Invalid
// values are written as "?", which no parser accepts.
func Format(ts []Tile) string {
	return string(AppendFormat(make([]byte, 0, len(ts)+8), ts))
}

// AppendFormat appends the canonical notation of ts to dst, as [Format] does. It does not modify ts and
// allocates nothing when dst has room.
func AppendFormat(dst []byte, ts []Tile) []byte {
	var c [NumSlots]int // int counts: a long slice never wraps a count
	bad := 0
	for _, t := range ts {
		if t.IsValid() {
			c[t]++
		} else {
			bad++
		}
	}
	dst = appendCounts(dst, &c)
	for range bad {
		dst = append(dst, '?')
	}
	return dst
}

// appendFormat writes the notation of every tile counted in c, in kind order.
func (c *Counts) appendFormat(dst []byte) []byte {
	var n [NumSlots]int
	for t := Character1; t < numTiles; t++ {
		n[t] = int(c[t])
	}
	return appendCounts(dst, &n)
}

// appendCounts writes c[t] tiles of each valid kind t, in kind order.
func appendCounts(dst []byte, c *[NumSlots]int) []byte {
	var letter byte
	for t := Character1; t < numTiles; t++ {
		n := c[t]
		if n == 0 {
			continue
		}
		text := notation[t] // digit and letter
		if letter != 0 && text[1] != letter {
			dst = append(dst, letter)
		}
		letter = text[1]
		for range n {
			dst = append(dst, text[0])
		}
	}
	if letter != 0 {
		dst = append(dst, letter)
	}
	return dst
}

// AppendText implements [encoding.TextAppender]: it appends the notation of t. [None] and invalid values
// are an error.
func (t Tile) AppendText(b []byte) ([]byte, error) {
	if !t.IsValid() {
		return b, fmt.Errorf("%w: cannot encode %s", ErrSyntax, t)
	}
	return append(b, notation[t]...), nil
}

// MarshalText implements [encoding.TextMarshaler]. A tile encodes as its notation, so a Tile works as a
// JSON map key ("5m"). [None] and invalid values are an error.
func (t Tile) MarshalText() ([]byte, error) { return t.AppendText(nil) }

// UnmarshalText implements [encoding.TextUnmarshaler]. It accepts the notation of one kind, exactly as
// [Tile.MarshalText] writes it; on error t is left unchanged. Unlike [Parse] it refuses a red five
// ("0m"), an upper-case letter ("5M") and a glyph: a Tile is a kind, and a JSON object keyed by kinds
// must not read two spellings as one key.
func (t *Tile) UnmarshalText(b []byte) error {
	if len(b) == 2 && b[0] == '0' {
		return &ParseError{Input: string(b), Offset: 0, Msg: "a kind is written with digits 1 to 9"}
	}
	v, err := Parse(textOf(b))
	if err != nil {
		return err
	}
	if notation[v] != string(b) {
		// Upper-case letters and glyphs are for people typing; a key has one spelling.
		return &ParseError{Input: textOf(b), Offset: 0, Msg: "a kind is written as a digit and a lower-case suit letter"}
	}
	*t = v
	return nil
}
