package tile

import "encoding/binary"

// Counts holds how many tiles of each kind there are, indexed directly by [Tile] (slot 0, [None], is
// always 0 for counts built with the methods below). It is a fixed-size value type: copy it, compare it
// with ==, use it as a map key. Hot-path analysis works on Counts and never allocates.
//
// The zero value is an empty multiset. Counts is not safe for concurrent mutation.
type Counts [NumSlots]uint8

// CountsOf returns the counts of the valid tiles in ts. Invalid values are ignored; use [Counts.Add]
// when they must be reported. A count saturates at 255 and never wraps: a kind that ts holds 256 times
// or more counts 255, which every consumer of counts that checks a limit (such as a hand's four copies)
// rejects.
func CountsOf(ts []Tile) Counts {
	var c Counts
	for _, t := range ts {
		if t.IsValid() && c[t] < 255 {
			c[t]++
		}
	}
	return c
}

// Add adds one tile of kind t. It reports false, and changes nothing, if t is not a valid kind or the
// count is already 255.
func (c *Counts) Add(t Tile) bool {
	if !t.IsValid() || c[t] == 255 {
		return false
	}
	c[t]++
	return true
}

// Remove removes one tile of kind t. It reports false, and changes nothing, if there is none.
func (c *Counts) Remove(t Tile) bool {
	if !t.IsValid() || c[t] == 0 {
		return false
	}
	c[t]--
	return true
}

// Count returns the number of tiles of kind t (0 for an invalid value).
func (c Counts) Count(t Tile) int {
	if !t.IsValid() {
		return 0
	}
	return int(c[t])
}

// Has reports whether there is at least one tile of kind t.
func (c Counts) Has(t Tile) bool { return c.Count(t) > 0 }

// Total returns the number of tiles counted.
func (c Counts) Total() int {
	// Sum eight counts at a time: split each word into 16-bit lanes (each at most 2×255), then add
	// the four lanes with one multiplication. Slot 0 ([None]) is masked out.
	const lo = 0x00FF00FF00FF00FF
	sum := func(x uint64) uint64 {
		x = x&lo + x>>8&lo
		return x * 0x0001000100010001 >> 48
	}
	n := sum(binary.LittleEndian.Uint64(c[0:]) &^ 0xFF)
	n += sum(binary.LittleEndian.Uint64(c[8:]))
	n += sum(binary.LittleEndian.Uint64(c[16:]))
	n += sum(binary.LittleEndian.Uint64(c[24:]))
	n += sum(binary.LittleEndian.Uint64(c[32:]))
	for _, v := range c[40:] {
		n += uint64(v)
	}
	return int(n)
}

// Kinds returns the set of kinds with a non-zero count.
func (c Counts) Kinds() Set {
	var s Set
	for t := Character1; t < numTiles; t++ {
		if c[t] > 0 {
			s |= 1 << t
		}
	}
	return s
}

// Max returns the largest count of any kind.
func (c Counts) Max() int {
	m := uint8(0)
	for _, v := range c[Character1:] {
		m = max(m, v)
	}
	return int(m)
}

// Tiles appends every counted tile to dst in kind order and returns the result.
func (c Counts) Tiles(dst []Tile) []Tile {
	for t := Character1; t < numTiles; t++ {
		for range c[t] {
			dst = append(dst, t)
		}
	}
	return dst
}

// Contains reports whether d is a sub-multiset of c (every kind counted in d at most as often as in c).
func (c Counts) Contains(d Counts) bool {
	for i := range c {
		if d[i] > c[i] {
			return false
		}
	}
	return true
}

// String returns the canonical notation of the counted tiles.
func (c Counts) String() string { return string(c.appendFormat(nil)) }
