// Package handopt holds the analysis options that package hand, its engine (internal/shanten) and its
// readable reference (internal/handref) share: the winning shapes, whose values package hand's Shape
// takes, and the usable kinds. hand converts its public Options to these; the engine and the reference
// read them alike, so that the tests comparing the two pass both the same value.
package handopt

import "github.com/mahjong-go/mahjong/tile"

// Shape is a set of winning shapes, as bit flags.
type Shape uint8

// The winning shapes; package hand's constants have these values.
const (
	Standard        Shape = 1 << iota // four sets and a pair, declared melds included
	SevenPairs                        // seven pairs of seven different kinds, all concealed
	SevenPairsQuads                   // seven pairs where four of a kind may count as two, all concealed
	ThirteenOrphans                   // one of each terminal and honour, and one of them twice

	AllShapes = Standard | SevenPairs | ThirteenOrphans // what zero Shapes means
)

// Options are package hand's Options: the shapes (zero meaning AllShapes), the usable kinds (zero
// meaning every playing kind) and whether waits leave out kinds held four times.
type Options struct {
	Shapes      Shape
	Kinds       tile.Set
	ExcludeHeld bool
}

// AllowedShapes returns the shapes o allows: Shapes, or AllShapes when Shapes is zero.
func (o Options) AllowedShapes() Shape {
	if o.Shapes == 0 {
		return AllShapes
	}
	return o.Shapes
}

// UsableKinds returns the kinds o allows: the playing kinds of Kinds, or every playing kind when Kinds
// is zero.
func (o Options) UsableKinds() tile.Set {
	if o.Kinds == 0 {
		return tile.PlayingKinds
	}
	return o.Kinds & tile.PlayingKinds
}
