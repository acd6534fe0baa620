package riichi_test

import (
	"fmt"

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
