package tile

import (
	"errors"
	"fmt"
	"slices"
)

// ErrSyntax is the sentinel every notation error wraps: test for it with [errors.Is], and use
// [errors.As] with a *[ParseError] for the offending input and offset.
var ErrSyntax = errors.New("tile: invalid notation")

// ParseError describes a notation that could not be parsed.
type ParseError struct {
	Input  string // the whole input
	Offset int    // byte offset of the problem in Input
	Msg    string // what is wrong
}

// Error returns "tile: parse <input> at <offset>: <msg>".
func (e *ParseError) Error() string {
	return fmt.Sprintf("tile: parse %q at %d: %s", e.Input, e.Offset, e.Msg)
}

// Unwrap returns [ErrSyntax].
func (e *ParseError) Unwrap() error { return ErrSyntax }

// notation holds the two-byte text of each valid kind.
var notation = [NumSlots]string{
	"-",
	"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
	"1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
	"1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
	"1z", "2z", "3z", "4z", "5z", "6z", "7z",
	"1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f",
}

// fromDigit returns the kind written as digit d (1..9) followed by the suit letter c, or None.
func fromDigit(d byte, c byte) Tile {
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

func isLetter(c byte) bool { return c == 'm' || c == 'p' || c == 's' || c == 'z' || c == 'f' }

// Parse parses a single tile written as a digit and a suit letter ("5m", "7z", "2f").
func Parse(s string) (Tile, error) {
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

// MustParse is like [Parse] but panics on error. It is for tests and literals only.
func MustParse(s string) Tile {
	t, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return t
}

// ParseTiles parses a group notation such as "123m456p11z": digits are grouped before their suit
// letter, groups may repeat and appear in any order, and spaces may separate groups (not digits from
// their letter). The tiles
// are returned in the order written. An empty string gives an empty (nil) slice, and so does an error.
func ParseTiles(s string) ([]Tile, error) {
	if s == "" {
		return nil, nil
	}
	// A tile takes at least one byte of s, so one allocation of len(s) is always enough.
	ts, err := AppendParse(make([]Tile, 0, len(s)), s)
	if err != nil {
		return nil, err
	}
	return ts, nil
}

// AppendParse parses s as [ParseTiles] does and appends the tiles to dst. On error dst is returned
// unchanged (same length) together with the error.
func AppendParse(dst []Tile, s string) ([]Tile, error) {
	n0 := len(dst)
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
				return dst[:n0], &ParseError{Input: s, Offset: i, Msg: "suit letter without digits"}
			}
			for j := start; j < i; j++ {
				t := fromDigit(s[j], c)
				if t == None {
					return dst[:n0], &ParseError{Input: s, Offset: j, Msg: fmt.Sprintf("digit %c out of range for %c", s[j], c)}
				}
				dst = append(dst, t)
			}
			start = -1
		case c == ' ':
			if start >= 0 {
				return dst[:n0], &ParseError{Input: s, Offset: i, Msg: "digits without a suit letter"}
			}
		default:
			return dst[:n0], &ParseError{Input: s, Offset: i, Msg: fmt.Sprintf("unexpected character %q", c)}
		}
	}
	if start >= 0 {
		return dst[:n0], &ParseError{Input: s, Offset: len(s), Msg: "digits without a suit letter"}
	}
	return dst, nil
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
// "123m456p11z". ParseTiles(Format(ts)) gives back ts sorted. Invalid values are written as "?", which
// no parser accepts.
func Format(ts []Tile) string {
	return string(AppendFormat(make([]byte, 0, len(ts)+8), ts))
}

// AppendFormat appends the canonical notation of ts to dst, as [Format] does. It does not modify ts and
// allocates nothing when dst has room.
func AppendFormat(dst []byte, ts []Tile) []byte {
	var c Counts
	bad := 0
	for _, t := range ts {
		if t.IsValid() {
			c[t]++
		} else {
			bad++
		}
	}
	dst = c.appendFormat(dst)
	for range bad {
		dst = append(dst, '?')
	}
	return dst
}

// appendFormat writes the notation of every tile counted in c, in kind order.
func (c *Counts) appendFormat(dst []byte) []byte {
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

// Sort sorts ts in place in kind order.
func Sort(ts []Tile) { slices.Sort(ts) }

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

// UnmarshalText implements [encoding.TextUnmarshaler]. It accepts the notation of one tile; on error t
// is left unchanged.
func (t *Tile) UnmarshalText(b []byte) error {
	v, err := Parse(string(b))
	if err != nil {
		return err
	}
	*t = v
	return nil
}
