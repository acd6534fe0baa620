// Package tile defines mahjong tile kinds ([Tile]), physical tiles ([ID]), suits, the compact text
// notation used across this module, spoken names and glyphs, and the fixed-size value types the hot
// paths work on: [Counts] (a multiset of kinds) and [Set] (a bitset of kinds).
//
// # Notation
//
// A tile is a digit followed by a suit letter; digits group before their letter:
//
//	m  Characters, 1m..9m
//	p  Circles,    1p..9p
//	s  Bamboo,     1s..9s
//	z  honours: 1z East, 2z South, 3z West, 4z North, 5z White, 6z Green, 7z Red
//	f  bonus: 1f..4f flowers Plum, Orchid, Chrysanthemum, Bamboo;
//	          5f..8f seasons Spring, Summer, Autumn, Winter
//
// "123m456p11z" is 1m 2m 3m 4p 5p 6p East East. The digit 0 writes a red five ("0m", "0p", "0s";
// "406m" is 4m, a red 5m and 6m): the parsers read it as the kind five, [AppendParseRed] also counts
// the red ones, and [ID.IsRed] tells which physical copy of a five is painted red. Flower n and season n+4 belong to seat wind n
// (1 East .. 4 North). [Format] writes the canonical form (sorted, one group per letter) and
// [ParseTiles] reads any grouping, with spaces between groups; ParseTiles(Format(x)) gives back x
// sorted. As input, [Parse] and ParseTiles also take upper-case suit letters ("123M") and the glyphs
// [Tile.Glyph] prints ("🀇🀈🀉", a variation selector after a glyph allowed); [Tile.UnmarshalText] and
// [ID.UnmarshalText] read only the canonical spelling, so that a JSON key has one. Errors are *[ParseError]
// values that wrap [ErrSyntax] and carry the byte offset of the problem; their messages quote at most 64
// bytes of the input. The parsers check the whole input before they allocate, so bad input costs time
// linear in its length and no memory but the error's.
//
// # Values
//
// [Tile], [ID], [Suit], [Set] and [Counts] are small values: store and pass them by value. None of the
// functions in this package allocate on the hot path, keep global mutable state, or panic on bad input,
// except the Must functions, which are for tests and literals.
package tile
