package riichicase_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/riichicase"
)

// ExampleParse reads one golden case and prints the hand the scorer takes, who discarded and the
// expected han, fu and payments.
func ExampleParse() {
	cs, err := riichicase.Parse("example.txt", `# X13: open tanyao, 30 fu
case: X13 open hand with no fu
hand: 567p345s66s67m 234m@E 8m
win: ron W
seat: S
dora: 1z
want: han=1 fu=30 yaku=tanyao:1
pay: S=+1000 W=-1000
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := cs[0]
	fmt.Println(c.ID, c.FullHand(), "from", c.From)
	fmt.Println(c.Want.Han, c.Want.Fu, c.Want.Yaku, c.Pay.Net)
	// Output:
	// X13 567p345s66s67m8m / 234m@E from W
	// 1 30 [{tanyao 1}] [0 1000 -1000 0]
}
