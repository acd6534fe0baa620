package variant_test

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic" // registers "classic"
	_ "github.com/mahjong-go/mahjong/variant/sichuan" // registers "sichuan"
)

// Importing a variant package registers its default rules by name. This example does not import the
// riichi package, so Lookup says which import is missing.
func ExampleLookup() {
	fmt.Println(variant.Names())
	r, err := variant.Lookup("sichuan")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Name(), r.Table().Wall.Size(), r.Table().Claims.MaxWinners)
	_, err = variant.Lookup("riichi")
	fmt.Println(errors.Is(err, variant.ErrNotRegistered))
	fmt.Println(err)
	// Output:
	// [classic sichuan]
	// sichuan 108 3
	// true
	// variant: not registered: "riichi"; import _ "github.com/mahjong-go/mahjong/variant/riichi" to register it
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

// A Table groups a variant's static rule data by concern; each group's zero value means the variant
// has none of it (here classic has no exchange and no set-aside tile).
func ExampleTable() {
	for _, name := range []string{"classic", "sichuan"} {
		r, err := variant.Lookup(name)
		if err != nil {
			panic(err)
		}
		t := r.Table()
		fmt.Printf("%s: exchange %d, missing suit %t, chow %t, winners %d, passed win %v, original call %t, set-aside tile %t\n",
			name, t.BeforePlay.Exchange, t.BeforePlay.MissingSuit, t.Claims.Chow, t.Claims.MaxWinners,
			t.PassedWins.Rule, t.Declarations.OriginalCall, t.SetAside != variant.SetAsideRules{})
	}
	// Output:
	// classic: exchange 0, missing suit false, chow true, winners 1, passed win none, original call true, set-aside tile false
	// sichuan: exchange 3, missing suit true, chow false, winners 3, passed win until-draw-unless-higher, original call false, set-aside tile false
}
