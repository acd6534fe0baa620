package tile_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/tile"
)

func ExampleParseTiles() {
	ts, err := tile.ParseTiles("123m456p11z")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(ts)
	fmt.Println(len(ts), ts[6].Name())
	// Output:
	// [1m 2m 3m 4p 5p 6p 1z 1z]
	// 8 East Wind
}

func ExampleParseTiles_error() {
	_, err := tile.ParseTiles("123m45")
	var pe *tile.ParseError
	if errors.As(err, &pe) {
		fmt.Println(errors.Is(err, tile.ErrSyntax), pe.Offset, pe.Msg)
	}
	// Output:
	// true 6 digits without a suit letter
}

func ExampleFormat() {
	ts := []tile.Tile{tile.Red, tile.Character3, tile.Circle5, tile.Character1, tile.Character2, tile.Red}
	fmt.Println(tile.Format(ts))
	// Output:
	// 123m5p77z
}

func ExampleAppendFormat() {
	buf := make([]byte, 0, 32)
	buf = append(buf, "hand: "...)
	buf = tile.AppendFormat(buf, tile.MustParseTiles("19m19p19s1234567z"))
	fmt.Println(string(buf))
	// Output:
	// hand: 19m19p19s1234567z
}

func ExampleTile_Name() {
	for _, t := range tile.MustParseTiles("1s5m9p1z7z1f8f") {
		fmt.Printf("%s %c %s\n", t, t.Glyph(), t.Name())
	}
	// Output:
	// 1s 🀐 One of Bamboo
	// 5m 🀋 Five of Characters
	// 9p 🀡 Nine of Circles
	// 1z 🀀 East Wind
	// 7z 🀄 Red Dragon
	// 1f 🀢 Plum
	// 8f 🀩 Winter
}

func ExampleTile_ChineseName() {
	for _, t := range []tile.Tile{tile.Red, tile.Green, tile.White, tile.North, tile.Flower2, tile.Season3} {
		fmt.Println(t.Name(), "=", t.ChineseName())
	}
	// Output:
	// Red Dragon = Chung
	// Green Dragon = Fa
	// White Dragon = Bai
	// North Wind = Bei
	// Orchid = Lan
	// Autumn = Qiu
}

func ExampleTile_Wind() {
	fmt.Println(tile.Flower3.Wind().Name(), tile.Season3.Wind().Name())
	// Output:
	// West Wind West Wind
}

func ExampleTile_Next() {
	fmt.Println(tile.Character8.Next(), tile.Character9.Next(), tile.Circle1.Prev(), tile.East.Next())
	// Output:
	// 9m - - -
}

func ExampleSet_All() {
	s := tile.SetOf(tile.Red, tile.Character1, tile.Character9, tile.Red)
	for t := range s.All() {
		fmt.Println(t, t.IsMajor())
	}
	fmt.Println(s.Len(), s)
	// Output:
	// 1m true
	// 9m true
	// 7z true
	// 3 19m7z
}

func ExampleCounts() {
	c := tile.CountsOf(tile.MustParseTiles("1112345678999m"))
	c.Add(tile.Character5)
	fmt.Println(c.Total(), c.Count(tile.Character1), c.Count(tile.Character5), c.Max())
	fmt.Println(c)
	// Output:
	// 14 3 2 3
	// 11123455678999m
}

func ExampleIDOf() {
	id := tile.IDOf(tile.Character5, 2)
	fmt.Println(id, id.Kind().Name(), id.Copy())
	var back tile.ID
	_ = back.UnmarshalText([]byte("5m#2"))
	fmt.Println(back == id)
	// Output:
	// 5m#2 Five of Characters 2
	// true
}

func ExampleAppendSet() {
	fmt.Println(len(tile.AppendSet(nil, tile.AllKinds)))
	fmt.Println(len(tile.AppendSet(nil, tile.PlayingKinds)))
	fmt.Println(len(tile.AppendSet(nil, tile.SuitedKinds)))
	// Output:
	// 144
	// 136
	// 108
}

func ExampleSeat() {
	s := tile.SeatEast
	fmt.Println(s.Next(), s.Add(-1), s.Add(2), s.Add(-2), s.Distance(tile.SeatNorth), s.Wind().Name())
	// Output:
	// S N W W 3 East Wind
}

func ExampleTile_MarshalText() {
	b, _ := json.Marshal(map[tile.Tile]int{tile.Character5: 2, tile.Red: 3})
	fmt.Println(string(b))
	var m map[tile.Tile]int
	_ = json.Unmarshal(b, &m)
	fmt.Println(m[tile.Red])
	// Output:
	// {"5m":2,"7z":3}
	// 3
}

func ExampleAppendParseRed() {
	ts, red, err := tile.AppendParseRed(nil, "406m0055p")
	fmt.Println(tile.Format(ts), red[tile.Characters], red[tile.Circles], err)
	// The red copies are copy 0 of each five.
	fmt.Println(tile.IDOf(tile.Circle5, 0).IsRed(), tile.IDOf(tile.Circle5, 1).IsRed())
	// Output:
	// 456m5555p 1 2 <nil>
	// true false
}
