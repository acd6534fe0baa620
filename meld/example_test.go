package meld_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

func ExampleNew() {
	m, err := meld.New(meld.Chow, tile.Character3)
	fmt.Println(m, err)
	ts, n := m.Tiles()
	fmt.Println(ts[:n], m.Contains(tile.Character5), m.IsConcealed())

	_, err = meld.New(meld.Chow, tile.Character8)
	fmt.Println(errors.Is(err, meld.ErrInvalid))
	// Output:
	// [345m] <nil>
	// [3m 4m 5m] true true
	// true
}

func ExampleNewClaimed() {
	m, _ := meld.NewClaimed(meld.Pung, tile.Red, tile.SeatWest)
	from, _ := m.From()
	fmt.Println(m, !m.IsConcealed(), from)
	// Output:
	// 777z@W true W
}

func ExampleMeld_Upgrade() {
	p, _ := meld.NewClaimed(meld.Pung, tile.Green, tile.SeatNorth)
	k, err := p.Upgrade()
	fmt.Println(p, "->", k, err)
	_, err = meld.MustNew(meld.Pung, tile.Green).Upgrade()
	fmt.Println(errors.Is(err, meld.ErrInvalid))
	// Output:
	// 666z@N -> 6666z+@N <nil>
	// true
}

func ExampleParse() {
	for _, s := range []string{"[123m]", "555z@W", "5555z+", "[1111s]", "55z", "[124m]", "12x"} {
		m, err := meld.Parse(s)
		switch {
		case errors.Is(err, meld.ErrInvalid):
			fmt.Printf("%-7s not a group\n", s)
		default:
			fmt.Printf("%-7s %s %s\n", s, m.Origin(), m.Kind())
		}
	}
	// Output:
	// [123m]  concealed chow
	// 555z@W  claimed pung
	// 5555z+  added kong
	// [1111s] concealed kong
	// 55z     not a group
	// [124m]  not a group
	// 12x     not a group
}

func ExampleMeld_AddTo() {
	var c tile.Counts
	for _, s := range []string{"[123m]", "555z@W", "[22p]"} {
		m, _ := meld.Parse(s)
		m.AddTo(&c)
	}
	fmt.Println(c, c.Total())
	// Output:
	// 123m22p555z 8
}

func ExampleMeld_MarshalText() {
	chow, _ := meld.Parse("[123m]")
	kong, _ := meld.Parse("9999p+@S")
	b, _ := json.Marshal([]meld.Meld{chow, kong})
	fmt.Println(string(b))
	// Output:
	// ["[123m]","9999p+@S"]
}

func ExampleMeld_WithRed() {
	m := meld.MustNew(meld.Chow, tile.Character4)
	red, err := m.WithRed(1) // 4m, a red 5m, 6m
	fmt.Println(red, red.Red(), err)
	k, _ := meld.Parse("5505p") // a claimed kong of 5p holding one red five
	fmt.Println(k, k.Red(), k.Fives())
	_, err = m.WithRed(2)
	fmt.Println(errors.Is(err, meld.ErrInvalid))
	// Output:
	// [406m] 1 <nil>
	// 0555p 1 4
	// true
}
