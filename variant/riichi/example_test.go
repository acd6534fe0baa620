package riichi_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// ExamplePreset reads a named column of the options table and builds rules from it.
func ExamplePreset() {
	o, err := riichi.Preset("wrc2022")
	if err != nil {
		panic(err)
	}
	fmt.Println(o.Kiriage, o.Kazoe, o.RedFives, o.DoubleWindPairFu, o.MultipleRon)
	r, err := riichi.New(o)
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Name())
	// Output:
	// on sanbaiman 0,0,0 2 head-bump
	// riichi
}

// ExampleOptions_Set changes options by field name and text value, as a configuration file would.
func ExampleOptions_Set() {
	o, _ := riichi.Preset("tenhou")
	_ = o.Set("Kiriage", "on")
	fmt.Println(o.Kiriage, o.Validate())
	fmt.Println(o.Set("Kazoe", "double") != nil)
	// Output:
	// on <nil>
	// true
}

// Example_registry looks the variant up by name after a blank import.
func Example_registry() {
	r, err := variant.Lookup("riichi")
	fmt.Println(err, r.Name())
	// Output:
	// <nil> riichi
}

// ExampleOptions_localRules scores one hand, 22334455667788p won by ron, under the default table (a
// sanbaiman: pinfu, tanyao, ryanpeikou and chinitsu), with daisharin as a yakuman, and without limits.
func ExampleOptions_localRules() {
	h, _ := hand.Parse("22334455667788p")
	w := riichi.Ron(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, tile.Circle8)
	for _, set := range []func(o *riichi.Options){
		func(o *riichi.Options) {},
		func(o *riichi.Options) { o.Daisharin = riichi.DaisharinCircles },
		func(o *riichi.Options) { o.Aotenjou = riichi.On },
	} {
		var o riichi.Options
		set(&o)
		r, _ := riichi.New(o)
		res, _ := r.Score(h, w)
		fmt.Println(res.Han, res.Limit, res.Payments.Net()[tile.SeatSouth.Index()])
	}
	// Output:
	// 11 sanbaiman 24000
	// 13 yakuman 32000
	// 11 aotenjou 983100
}

// ExamplePresets lists the named rule sets.
func ExamplePresets() {
	fmt.Println(riichi.Presets())
	// Output:
	// [tenhou mahjongsoul ema2016 wrc2022 mleague jpml-a jpml-b tenhou-sanma mahjongsoul-sanma]
}
