package handopt_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/handopt"
	"github.com/mahjong-go/mahjong/tile"
)

// The zero Options allow every shape of AllShapes and every playing kind.
func ExampleOptions() {
	var o handopt.Options
	fmt.Println(o.AllowedShapes() == handopt.AllShapes, o.UsableKinds() == tile.PlayingKinds)
	o = handopt.Options{Shapes: handopt.SevenPairs, Kinds: tile.SuitedKinds | tile.BonusKinds}
	fmt.Println(o.AllowedShapes() == handopt.SevenPairs, o.UsableKinds() == tile.SuitedKinds)
	// Output:
	// true true
	// true true
}
