package wall_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// Build a classic wall from a seed, deal with East dealing, and draw.
func Example() {
	w, err := wall.New(wall.Classic(true), wall.SeedOf(42).Source())
	if err != nil {
		panic(err)
	}
	fmt.Println("dice:", w.Dice(), "Kong Box:", w.KongBoxCount(), "live:", w.LiveCount())
	d, err := w.Deal(tile.SeatEast)
	if err != nil {
		panic(err)
	}
	for s, h := range d.Hands {
		fmt.Printf("%v: %s bonus %s\n", tile.SeatAt(s), tile.Format(tile.Kinds(h)), tile.Format(tile.Kinds(d.Bonus[s])))
	}
	fmt.Println("Kong Box:", w.KongBoxCount(), "live:", w.LiveCount())
	id, _ := w.Draw()
	fmt.Println("East draws", id.Kind().Name())
	// Output:
	// dice: 3+4 Kong Box: 16 live: 128
	// E: 1134479m115s1245z bonus 8f
	// S: 6677m6778p2s6677z bonus 1f
	// W: 9m9p233447789s16z bonus 45f
	// N: 236m35p6667s1256z bonus 37f
	// Kong Box: 10 live: 75
	// East draws Eight of Characters
}

// A Sichuan wall: no Kong Box; replacement tiles come from the far end of the live wall.
func ExampleWall_DrawReplacement() {
	w, _ := wall.New(wall.Sichuan(), wall.SeedOf(7).Source())
	_, _ = w.Deal(tile.SeatEast)
	fmt.Println("live:", w.LiveCount())
	_, _ = w.DrawReplacement()
	fmt.Println("live:", w.LiveCount(), "Kong Box:", w.KongBoxCount())
	// Output:
	// live: 55
	// live: 54 Kong Box: 0
}

// The start of a classic match: the roll for East, then East's roll for the first dealer.
func ExampleRollForEast() {
	src := wall.SeedOf(1).Source()
	east, rolls := wall.RollForEast(src)
	fmt.Println("rolls:", rolls, "East is player", east)
	dealer, die := wall.RollFirstDealer(src)
	fmt.Println("East rolls", die, "so the first dealer is", dealer)
	// Output:
	// rolls: [[1 2 2 6]] East is player 3
	// East rolls 5 so the first dealer is E
}

// A riichi wall: a dead wall of 14 tiles with its first indicator face up; a replacement draw takes a
// dead-wall tile and the live wall gives up its last tile, and the next indicator is turned.
func ExampleWall_RevealIndicator() {
	w, _ := wall.New(wall.Riichi(), wall.SeedOf(7).Source())
	_, _ = w.Deal(tile.SeatEast)
	ind, _ := w.Indicator(0)
	fmt.Println("live:", w.LiveCount(), "dead:", w.DeadCount(), "indicator:", ind.Kind())
	_, _ = w.DrawReplacement()
	ind, _ = w.RevealIndicator()
	fmt.Println("live:", w.LiveCount(), "dead:", w.DeadCount(), "indicators:", w.Indicators(), "new:", ind.Kind())
	// Output:
	// live: 69 dead: 14 indicator: 1z
	// live: 68 dead: 14 indicators: 2 new: 9p
}
