package meld

// Helpers the tests use.

// MustParse is like [Parse] but panics on error.
func MustParse(s string) Meld {
	m, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return m
}

// Size returns the number of tiles of the shape.
func (k Kind) Size() int { return k.size() }

// AsConcealed returns m with origin Concealed and no seat recorded; it keeps the red fives.
func (m Meld) AsConcealed() Meld { m.origin, m.from = Concealed, m.from&redMask; return m }
