package hand_test

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

func ExampleParse() {
	h, err := hand.Parse("456m456p11z / 555z [1111m] 15f")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(h.Size(), h.NumMelds(), h.IsConcealed())
	fmt.Println(h)
	// Only the mark '/' declares melds: spaces between concealed groups change nothing, and upper-case
	// letters and glyphs read as the notation.
	for _, s := range []string{"123m 456p 789s 11222z", "123M456P789S11222Z", "🀇🀈🀉 🀜🀝🀞 🀖🀗🀘 🀀🀀🀁🀁🀁"} {
		fmt.Println(hand.MustParse(s), hand.MustParse(s).IsConcealed())
	}
	// Output:
	// 14 2 false
	// 456m456p11z / 555z [1111m] 15f
	// 123m456p789s11222z true
	// 123m456p789s11222z true
	// 123m456p789s11222z true
}

func ExampleHand_Waits() {
	h := hand.MustParse("1112345678999m")
	fmt.Println(mustWaits(h, hand.Options{}))
	fmt.Println(mustWaits(hand.MustParse("19m19p19s1234567z"), hand.Options{}).Len())
	// Output:
	// 123456789m
	// 13
}

func ExampleHand_Waits_excludeHeld() {
	h := hand.MustParse("123m456p789s1111z")
	fmt.Println(mustWaits(h, hand.Options{}))
	fmt.Println(mustWaits(h, hand.Options{ExcludeHeld: true}).Len())
	fmt.Println(h.Shanten(hand.Options{}))
	// Output:
	// 1z
	// 0
	// 1
}

func ExampleHand_Shanten() {
	h := hand.MustParse("1111222233334z")
	fmt.Println(h.Shanten(hand.Options{}))
	fmt.Println(h.ShantenStandard(hand.Options{}), h.ShantenSevenPairs(hand.Options{}), h.ShantenThirteenOrphans(hand.Options{}))
	sichuan := hand.Options{Kinds: tile.SuitedKinds &^ tile.Bamboo.Kinds()}
	fmt.Println(hand.MustParse("123m456p789s11122z").Shanten(sichuan))
	// Output:
	// 3
	// 3 6 8
	// 7
}

func ExampleHand_Arrangements() {
	h := hand.MustParse("111222333m456p11z")
	for _, a := range h.Arrangements() {
		fmt.Println(a.Melds, a.Pair)
	}
	// Output:
	// [[111m] [222m] [333m] [456p]] 1z
	// [[123m] [123m] [123m] [456p]] 1z
}

func ExampleHand_IsWin() {
	h := hand.MustParse("1133557799m1111z")
	fmt.Println(h.IsWin(hand.Options{}))
	fmt.Println(h.IsWin(hand.Options{Shapes: hand.SevenPairsQuads}))
	// Output:
	// false
	// true
}

func ExampleHand_Declare() {
	h := hand.MustParse("1112345678999m")
	h, err := h.With(tile.Character9) // the fourth 9m is drawn
	if err != nil {
		fmt.Println(err)
		return
	}
	h, err = h.Declare(meld.MustNew(meld.Kong, tile.Character9)) // a concealed kong
	fmt.Println(h, h.Size(), err)
	_, err = h.Declare(meld.MustNew(meld.Kong, tile.Character1))
	fmt.Println(errors.Is(err, hand.ErrNotHeld))
	// Output:
	// 1112345678m / [9999m] 13 <nil>
	// true
}

func ExampleHand_RedFives() {
	// A red 5m and a red 5p concealed, and a pung of 5s holding one red five.
	h := hand.MustParse("340m406p11122z / 055s")
	fmt.Println(h.RedFives(), h.RedFivesIn(tile.Circles), h.RedFivesIn(tile.Bamboo))
	// A red five is the five for every analysis.
	plain := hand.MustParse("345m456p11122z / 555s")
	fmt.Println(h.IsWin(hand.Options{}) == plain.IsWin(hand.Options{}), h.Arrangements()[0] == plain.Arrangements()[0])
	fmt.Println(h)
	// Output:
	// 3 1 1
	// true true
	// 340m406p11122z / 055s
}

func ExampleHand_MarkRed() {
	h := hand.MustParse("123m456p5599s111z")
	h, err := h.MarkRed(tile.Bamboo, 1) // one of the two 5s is red
	fmt.Println(h, err)
	h, err = h.WithRed(tile.Circle5) // a red 5p is drawn
	fmt.Println(h, err)
	h, err = h.Without(tile.Circle5) // the plain 5p goes first
	fmt.Println(h, err)
	_, err = h.MarkRed(tile.Bamboo, 3)
	fmt.Println(errors.Is(err, hand.ErrRed))
	// Output:
	// 123m456p0599s111z <nil>
	// 123m4056p0599s111z <nil>
	// 123m406p0599s111z <nil>
	// true
}

func ExampleArrangement_String() {
	h := hand.MustParse("123m456p11z / 789s@N 555z")
	for _, a := range h.Arrangements() {
		fmt.Println(a)
	}
	// Output:
	// 789s@N 555z [123m] [456p] [11z]
}

// The acceptance of a hand one tile from ready: the draws that bring it closer, with the copies still
// live once the tiles seen on the table are counted.
func ExampleHand_Acceptance() {
	h := hand.MustParse("1111m234p567s99s5z")
	seen := tile.CountsOf(tile.MustParseTiles("2m5z")) // a 2m and a 5z discarded
	a, err := h.Acceptance(hand.Options{}, seen)
	if err != nil {
		panic(err)
	}
	fmt.Println("shanten:", a.Shanten)
	for _, t := range a.Kinds.Tiles(nil) {
		fmt.Printf("%v: %d live\n", t, a.Live[t])
	}
	fmt.Println("total:", a.Total)
	// Output:
	// shanten: 1
	// 2m: 3 live
	// 3m: 4 live
	// 9s: 2 live
	// 5z: 2 live
	// total: 11
}

// A discard table: each distinct discard with the shanten it leaves and the live tiles it accepts,
// best first. Sichuan's missing suit (characters here) makes the 1m useless. The tile cut counts as
// seen: after cutting 5s, one 5s of the four is held and one lies in the river, so two are live.
func ExampleAppendDiscards() {
	h := hand.MustParse("1m123p456p789s1155s")
	o := hand.Options{Shapes: hand.Standard | hand.SevenPairsQuads, Kinds: tile.SuitedKinds &^ tile.Characters.Kinds()}
	table, err := hand.AppendDiscards(nil, h, o, tile.Counts{}, 0)
	if err != nil {
		panic(err)
	}
	for _, d := range table[:3] {
		fmt.Printf("discard %v: shanten %d, accepts %v (%d live)\n", d.Tile, d.Shanten, d.Kinds, d.Total)
	}
	// Output:
	// discard 1m: shanten 0, accepts 15s (4 live)
	// discard 5s: shanten 1, accepts 134567s (19 live)
	// discard 1p: shanten 1, accepts 147p15s (14 live)
}
