package variant_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic" // registers "classic"
	_ "github.com/mahjong-go/mahjong/variant/sichuan" // registers "sichuan"
)

// Importing a variant package registers its default rules by name.
func ExampleLookup() {
	fmt.Println(variant.Names())
	r, ok := variant.Lookup("sichuan")
	fmt.Println(ok, r.Name(), r.Table().Wall.Size(), r.Table().MaxWinners)
	_, ok = variant.Lookup("riichi")
	fmt.Println(ok)
	// Output:
	// [classic sichuan]
	// true sichuan 108 3
	// false
}

func ExampleDirection_Target() {
	for _, d := range []variant.Direction{variant.ToNext, variant.ToPrevious, variant.Across} {
		fmt.Println(d, tile.SeatEast, "->", d.Target(tile.SeatEast))
	}
	// Output:
	// to-next E -> S
	// to-previous E -> N
	// across E -> W
}
