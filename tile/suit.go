package tile

import "strconv"

// Suit is the family a tile belongs to. The zero value, [NoSuit], is no suit.
type Suit uint8

// The suits, in notation order.
const (
	NoSuit     Suit = iota
	Characters      // m
	Circles         // p
	Bamboo          // s
	Winds           // z 1..4
	Dragons         // z 5..7
	Flowers         // f 1..4
	Seasons         // f 5..8
)

var suitNames = [...]string{
	NoSuit:     "none",
	Characters: "characters",
	Circles:    "circles",
	Bamboo:     "bamboo",
	Winds:      "winds",
	Dragons:    "dragons",
	Flowers:    "flowers",
	Seasons:    "seasons",
}

// String returns the suit's lower-case English name, or "tile.Suit(N)" for a value out of range.
func (s Suit) String() string {
	if int(s) < len(suitNames) {
		return suitNames[s]
	}
	return "tile.Suit(" + strconv.Itoa(int(s)) + ")"
}

// IsNumber reports whether s is one of the three number suits (Characters, Circles, Bamboo).
func (s Suit) IsNumber() bool { return Characters <= s && s <= Bamboo }

// Letter returns the notation letter of the suit ('m', 'p', 's', 'z' or 'f'), or 0 for [NoSuit] and
// values out of range.
func (s Suit) Letter() byte {
	switch s {
	case Characters:
		return 'm'
	case Circles:
		return 'p'
	case Bamboo:
		return 's'
	case Winds, Dragons:
		return 'z'
	case Flowers, Seasons:
		return 'f'
	case NoSuit:
	}
	return 0
}

// Kinds returns the set of kinds that belong to s.
func (s Suit) Kinds() Set {
	if int(s) < len(suitKinds) {
		return suitKinds[s]
	}
	return 0
}

// suitKinds holds each suit's kinds; NoSuit has none.
var suitKinds = [...]Set{
	Characters: span(Character1, Character9),
	Circles:    span(Circle1, Circle9),
	Bamboo:     span(Bamboo1, Bamboo9),
	Winds:      span(East, North),
	Dragons:    span(White, Red),
	Flowers:    span(Flower1, Flower4),
	Seasons:    span(Season1, Season4),
}

// span returns the kinds lo..hi.
func span(lo, hi Tile) Set { return Set(1)<<(hi+1) - Set(1)<<lo }

// MarshalText implements [encoding.TextMarshaler]; a suit encodes as its name.
func (s Suit) MarshalText() ([]byte, error) {
	if int(s) >= len(suitNames) {
		return nil, &ParseError{Input: s.String(), Msg: "invalid suit"}
	}
	return []byte(suitNames[s]), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]. It accepts the names String returns and the
// notation letters m, p and s.
func (s *Suit) UnmarshalText(b []byte) error {
	str := textOf(b)
	switch str {
	case "m":
		*s = Characters
		return nil
	case "p":
		*s = Circles
		return nil
	case "s":
		*s = Bamboo
		return nil
	}
	for i, n := range suitNames {
		if n == str {
			*s = Suit(i)
			return nil
		}
	}
	return &ParseError{Input: str, Msg: "unknown suit"}
}
