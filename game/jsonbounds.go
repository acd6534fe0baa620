package game

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// The bounds a saved game or session must keep before any of its lists is decoded, so that a hostile
// record costs no more memory than a few times its own size (a million-number wall is refused before a
// tile is allocated). They are what the rules allow, with room to spare.
const (
	// maxActions bounds a hand's actions: every discard (at most two for each tile of the wall, as a
	// claimed one frees another) with an answer from each other seat, the exchange, suits and kongs.
	maxActions = 2*tile.NumIDs*tile.NumSeats + 64
	// maxKongs bounds a hand's kongs, robbed ones included.
	maxKongs = 2 * hand.MaxMelds * tile.NumSeats
	// maxListDefault bounds every other list of a record: its tiles, items and payments.
	maxListDefault = 64
	// maxSource bounds the binary state of a session's seed source.
	maxSource = 64
	// maxDepth bounds how deep a record's JSON nests.
	maxDepth = 16
)

// errBounds is what boundLists reports for input it cannot read.
var errBounds = errors.New("malformed JSON")

// listLimits returns the most elements the list at path (its keys, "*" for the elements of a list)
// may hold in a saved game or session.
func listLimits(path [][]byte) int {
	// from returns the k-th key from the end ("" beyond the start).
	from := func(k int) string {
		if k >= len(path) {
			return ""
		}
		return string(path[len(path)-1-k])
	}
	switch {
	case len(path) == 1 && from(0) == "summaries":
		return maxCount
	case from(0) == "actions" && (len(path) == 1 || len(path) == 2 && from(1) == "current"):
		return maxActions
	case from(0) == "wall" && from(1) == "config":
		return tile.NumIDs
	case from(0) == "wins":
		return tile.NumSeats - 1
	case from(0) == "kongs":
		return maxKongs
	case from(0) == "*" && (from(1) == "discards" || from(1) == "taken"):
		return 2 * tile.NumIDs
	case len(path) == 1 && from(0) == "source":
		return maxSource
	case from(0) == "tiles":
		return tile.NumIDs
	}
	switch from(0) {
	case "hands", "missing", "discards", "taken", "declared", "scores", "out", "indicators",
		"hiddenIndicators":
		return tile.NumSeats + 1 // fixed arrays (four seats, or five indicators)
	}
	return maxListDefault
}

// boundLists scans the JSON b without decoding it and returns an error if a list holds more elements
// than limit allows for its path, or the JSON nests deeper than maxDepth. Input it cannot read is an
// error wrapping errBounds; it allocates nothing for a list, whatever its length.
func boundLists(b []byte, limit func(path [][]byte) int) error {
	s := scanner{b: b, limit: limit, path: make([][]byte, 0, maxDepth+1)}
	s.space()
	return s.value(0)
}

var star, dot = []byte("*"), []byte(".")

type scanner struct {
	b     []byte
	i     int
	limit func([][]byte) int
	path  [][]byte
}

func (s *scanner) space() {
	for s.i < len(s.b) && (s.b[s.i] == ' ' || s.b[s.i] == '\t' || s.b[s.i] == '\n' || s.b[s.i] == '\r') {
		s.i++
	}
}

// open skips the bracket that opens an object or a list and the space after it, and reports whether
// the object or list is empty: then it skips the closing bracket, end, too.
func (s *scanner) open(end byte) bool {
	s.i++
	s.space()
	if s.i < len(s.b) && s.b[s.i] == end {
		s.i++
		return true
	}
	return false
}

// next skips the space after an element of an object or a list and the comma or the closing bracket,
// end, that follows: it reports whether that was the end, and fails on anything else.
func (s *scanner) next(end byte) (bool, error) {
	s.space()
	if s.i >= len(s.b) {
		return false, s.bad()
	}
	switch s.b[s.i] {
	case end:
		s.i++
		return true, nil
	case ',':
		s.i++
		return false, nil
	}
	return false, s.bad()
}

func (s *scanner) bad() error { return fmt.Errorf("%w at byte %d", errBounds, s.i) }

// value scans one value at nesting depth d.
func (s *scanner) value(d int) error {
	if d > maxDepth {
		return fmt.Errorf("JSON nested deeper than %d", maxDepth)
	}
	if s.i >= len(s.b) {
		return s.bad()
	}
	switch c := s.b[s.i]; {
	case c == '{':
		if s.open('}') {
			return nil
		}
		for {
			s.space()
			start := s.i
			if err := s.str(); err != nil {
				return err
			}
			key := s.b[start+1 : s.i-1]
			s.space()
			if s.i >= len(s.b) || s.b[s.i] != ':' {
				return s.bad()
			}
			s.i++
			s.space()
			s.path = append(s.path, key)
			if err := s.value(d + 1); err != nil {
				return err
			}
			s.path = s.path[:len(s.path)-1]
			if end, err := s.next('}'); end || err != nil {
				return err
			}
		}
	case c == '[':
		if s.open(']') {
			return nil
		}
		lim := s.limit(s.path)
		s.path = append(s.path, star)
		for n := 1; ; n++ {
			if n > lim {
				return fmt.Errorf("the list %s holds more than %d elements", clip(string(bytes.Join(s.path[:len(s.path)-1], dot))), lim)
			}
			s.space()
			if err := s.value(d + 1); err != nil {
				return err
			}
			if end, err := s.next(']'); end || err != nil {
				s.path = s.path[:len(s.path)-1]
				return err
			}
		}
	case c == '"':
		start := s.i
		if err := s.str(); err != nil {
			return err
		}
		// A list of bytes (a wall of tile IDs, an exchange's tiles, the seed source) may also be written
		// as a base64 string: four characters for three elements.
		if len(s.path) == 0 {
			return nil
		}
		switch string(s.path[len(s.path)-1]) {
		case "wall", "tiles", "source": // the lists of bytes in a record
		default:
			return nil
		}
		if lim := s.limit(s.path); s.i-start-2 > 4*(lim+2)/3 {
			return fmt.Errorf("the list %s holds more than %d elements", clip(string(bytes.Join(s.path, dot))), lim)
		}
		return nil
	default: // a number, true, false or null: up to the next delimiter
		start := s.i
		for s.i < len(s.b) && !strings.ContainsRune(",]} \t\n\r", rune(s.b[s.i])) {
			s.i++
		}
		if s.i == start {
			return s.bad()
		}
		return nil
	}
}

// str scans a string.
func (s *scanner) str() error {
	if s.i >= len(s.b) || s.b[s.i] != '"' {
		return s.bad()
	}
	for s.i++; s.i < len(s.b); s.i++ {
		switch s.b[s.i] {
		case '\\':
			s.i++
		case '"':
			s.i++
			return nil
		}
	}
	return s.bad()
}

// eachElement calls f with the JSON of each element of the list b, in order, and returns the first
// error f returns. b must be a list (not null); each element must be as boundLists allows.
func eachElement(b []byte, f func(i int, elem []byte) error) error {
	s := scanner{b: b, limit: listLimits, path: make([][]byte, 0, maxDepth+1)}
	s.space()
	if s.i >= len(b) || b[s.i] != '[' {
		return fmt.Errorf("not a list")
	}
	s.i++
	s.space()
	if s.i < len(b) && b[s.i] == ']' {
		return nil
	}
	for i := 0; ; i++ {
		s.space()
		start := s.i
		if err := s.value(1); err != nil {
			return err
		}
		if err := f(i, b[start:s.i]); err != nil {
			return err
		}
		s.space()
		if s.i >= len(b) {
			return s.bad()
		}
		if b[s.i] == ']' {
			return nil
		}
		if b[s.i] != ',' {
			return s.bad()
		}
		s.i++
	}
}
