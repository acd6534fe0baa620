package hand

import (
	"errors"
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// ParseError describes a hand text that could not be parsed or is not a valid hand. It wraps
// [ErrSyntax] for malformed text, or the validation sentinel ([ErrSize], [ErrTooMany], ...) for a
// well-formed text that is not a hand.
type ParseError struct {
	// Input is the whole text given to [Parse].
	Input string
	// Offset is the byte offset in Input of the offending token or character (0 when the text is well
	// formed but not a valid hand).
	Offset int
	// Err is the cause; it wraps ErrSyntax or a validation sentinel.
	Err error
}

// Error returns a message with the input, the offset and the cause.
func (e *ParseError) Error() string {
	return fmt.Sprintf("hand: parse %q at %d: %v", e.Input, e.Offset, e.Err)
}

// Unwrap returns the underlying error.
func (e *ParseError) Unwrap() error { return e.Err }

// Parse parses the text form of a hand: the concealed tiles in tile notation (bonus tiles among them
// are taken as bonus tiles), then, separated by single spaces, declared melds in their meld text form
// ("555z", "[1111m]", "5555z+@E") and groups of bonus tiles ("15f"). For example
// "456m456p11z 555z [1111m] 15f".
func Parse(s string) (Hand, error) {
	bad := func(off int, err error) (Hand, error) {
		return Hand{}, &ParseError{Input: s, Offset: off, Err: err}
	}
	var concealed []tile.Tile
	var bonus []tile.Tile
	var melds []meld.Meld
	off := 0
	for i, tok := range strings.Split(s, " ") {
		start := off
		off += len(tok) + 1
		if tok == "" {
			return bad(start, fmt.Errorf("%w: empty token (use single spaces)", ErrSyntax))
		}
		if i == 0 {
			ts, err := tile.ParseTiles(tok)
			if err != nil {
				return bad(start+tileOffset(err), fmt.Errorf("%w: %w", ErrSyntax, err))
			}
			concealed = ts
			continue
		}
		if tok[len(tok)-1] == 'f' {
			ts, err := tile.ParseTiles(tok)
			if err != nil {
				return bad(start+tileOffset(err), fmt.Errorf("%w: %w", ErrSyntax, err))
			}
			bonus = append(bonus, ts...)
			continue
		}
		if len(melds) == MaxMelds {
			return bad(start, fmt.Errorf("%w: more than %d melds", ErrSize, MaxMelds))
		}
		m, err := meld.Parse(tok)
		if err != nil {
			var pe *meld.ParseError
			if errors.As(err, &pe) {
				start += pe.Offset
			}
			return bad(start, fmt.Errorf("%w: %w", ErrSyntax, err))
		}
		melds = append(melds, m)
	}
	h, err := New(concealed, melds, bonus)
	if err != nil {
		return bad(0, err)
	}
	return h, nil
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
