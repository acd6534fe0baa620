package tile

import (
	"fmt"
	"strconv"
)

// ID identifies one physical tile: a kind plus a copy index, so each of the 144 tiles of a full set is
// distinct. Playing kinds have copies 0..3 and bonus kinds the single copy 0. The zero value is no tile.
//
// IDs are numbered densely: the four copies of [Character1] are 1..4, those of [Character2] 5..8, and so on up to
// [Red] (133..136); the bonus tiles are 137..144.
//
// # Red fives
//
// Rules that paint some fives red (aka dora) paint copy 0 of [Character5], [Circle5] and
// [Bamboo5]: [ID.IsRed] reports it, and a wall that deals red fives deals those IDs as the red ones. A
// tile set with n red fives of one suit paints copies 0 to n-1 of its five ([ID.Copy] < n). The kind of a red five is the
// plain five; the notation writes it with the digit 0 ("0m", "0p", "0s").
//
// ID is a small value: store and pass it by value; it is safe for concurrent use.
type ID uint8

// NumIDs is the number of physical tiles in the full 144-tile set; valid IDs are 1..NumIDs.
const NumIDs = 144

// IDOf returns the physical tile of kind t and copy c, or 0 if t is not valid or c is out of range for
// the kind (0..3 for playing kinds, 0 for bonus kinds).
func IDOf(t Tile, c uint8) ID {
	switch {
	case t.IsPlaying() && c < 4:
		return ID(int(t-1)*4 + int(c) + 1)
	case t.IsBonus() && c == 0:
		return ID(4*NumKinds + int(t-Flower1) + 1)
	}
	return 0
}

// IsValid reports whether id is one of the 144 physical tiles.
func (id ID) IsValid() bool { return 0 < id && id <= NumIDs }

// Kind returns the kind of the tile, or [None] for an invalid ID.
func (id ID) Kind() Tile {
	switch {
	case !id.IsValid():
		return None
	case id <= 4*NumKinds:
		return Tile((id-1)/4 + 1)
	default:
		return Flower1 + Tile(id-4*NumKinds-1)
	}
}

// Copy returns the copy index of the tile (0..3), 0 for bonus tiles and invalid IDs.
func (id ID) Copy() uint8 {
	if !id.IsValid() || id > 4*NumKinds {
		return 0
	}
	return uint8(id-1) % 4
}

// IsRed reports whether id is the copy of a five that a tile set with one red five per suit paints red:
// copy 0 of [Character5], [Circle5] or [Bamboo5].
func (id ID) IsRed() bool {
	return id == redCharacter || id == redCircle || id == redBamboo
}

// The IDs of the red fives: copy 0 of each five.
const (
	redCharacter = ID((Character5-1)*4 + 1)
	redCircle    = ID((Circle5-1)*4 + 1)
	redBamboo    = ID((Bamboo5-1)*4 + 1)
)

// String returns the kind's notation followed by '#' and the copy, such as "5m#2"; "-" for the zero ID.
func (id ID) String() string {
	if !id.IsValid() {
		if id == 0 {
			return "-"
		}
		return "tile.ID(" + strconv.Itoa(int(id)) + ")"
	}
	return id.Kind().String() + "#" + strconv.Itoa(int(id.Copy()))
}

// parseID parses the form [ID.String] returns ("5m#2"); [ID.UnmarshalText] calls it.
func parseID(s string) (ID, error) {
	if len(s) != 4 || s[2] != '#' {
		return 0, &ParseError{Input: s, Msg: "a physical tile is written like 5m#2"}
	}
	t, err := Parse(s[:2])
	// A physical five names its copy: "5m#0", never "0m#0"; and an ID has one spelling ("5m", not "5M").
	if err != nil || notation[t] != s[:2] {
		return 0, &ParseError{Input: s, Offset: 0, Msg: "bad kind"}
	}
	if s[3] < '0' || s[3] > '3' {
		return 0, &ParseError{Input: s, Offset: 3, Msg: "copy must be 0..3"}
	}
	id := IDOf(t, s[3]-'0')
	if id == 0 {
		return 0, &ParseError{Input: s, Offset: 3, Msg: "bonus tiles have only copy 0"}
	}
	return id, nil
}

// MarshalText implements [encoding.TextMarshaler]; the zero ID is an error.
func (id ID) MarshalText() ([]byte, error) {
	if !id.IsValid() {
		return nil, fmt.Errorf("%w: cannot encode %s", ErrSyntax, id)
	}
	return []byte(id.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error id is unchanged.
func (id *ID) UnmarshalText(b []byte) error {
	v, err := parseID(textOf(b))
	if err != nil {
		return err
	}
	*id = v
	return nil
}

// Kinds returns the kinds of ids, in the same order.
func Kinds(ids []ID) []Tile {
	ts := make([]Tile, len(ids))
	for i, id := range ids {
		ts[i] = id.Kind()
	}
	return ts
}

// AppendSet appends every physical tile of the kinds in s to dst, in ID order: four copies of each
// playing kind and one of each bonus kind. AppendSet(nil, AllKinds) has 144 tiles,
// PlayingKinds 136 and SuitedKinds 108.
func AppendSet(dst []ID, s Set) []ID {
	for t := range s.All() {
		copies := uint8(4)
		if t.IsBonus() {
			copies = 1
		}
		for c := range copies {
			dst = append(dst, IDOf(t, c))
		}
	}
	return dst
}
