package tile

import (
	"encoding/json"
	"fmt"
)

// MarshalJSON implements [json.Marshaler]: a set encodes as the list of its kinds in order, each by its
// notation (["1m","9m","1z"]), and the empty set as []. Bits that name no kind, which [Set.Has]
// ignores, are left out.
func (s Set) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 2+5*s.Len())
	b = append(b, '[')
	for t := range s.All() {
		if len(b) > 1 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, notation[t]...)
		b = append(b, '"')
	}
	return append(b, ']'), nil
}

// UnmarshalJSON implements [json.Unmarshaler]: the list [Set.MarshalJSON] writes, each kind once, in
// any order (null leaves s unchanged). A list of more than 42 entries, an entry that is
// not a kind's notation ([Tile.UnmarshalText]) and a kind named twice are errors; on error s is
// unchanged.
func (s *Set) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var ts []Tile
	if err := json.Unmarshal(b, &ts); err != nil {
		return fmt.Errorf("%w: a set of kinds is a list of kinds: %w", ErrSyntax, err)
	}
	if len(ts) > numAllKinds {
		return fmt.Errorf("%w: a set of %d kinds (at most %d)", ErrSyntax, len(ts), numAllKinds)
	}
	var v Set
	for _, t := range ts {
		if v.Has(t) {
			return fmt.Errorf("%w: kind %v named twice in a set", ErrSyntax, t)
		}
		v = v.With(t)
	}
	*s = v
	return nil
}
