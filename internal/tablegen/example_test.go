package tablegen_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/lanes"
	"github.com/mahjong-go/mahjong/internal/tablegen"
)

// A suit entry holds, in lanes of 6 bits (internal/lanes), the tiles lacking for m sets and p pairs: 1-2-3-5-5 of a suit is
// one set and a pair already, lacks one tile for two sets (a third 5) and three for two sets and a
// pair.
func ExampleBuildSuit() {
	tab := tablegen.BuildSuit()
	key := int32(1 + 5*1 + 25*1 + 625*2) // one each of ranks 1, 2, 3 and two of rank 5
	e := tab.Entries[tab.Index(key)]
	cost := func(m, p int) uint64 { return e >> (lanes.Bits * (2*m + p)) & 15 }
	fmt.Println("one set and the pair:", cost(1, 1))
	fmt.Println("two sets:", cost(2, 0))
	fmt.Println("two sets and the pair:", cost(2, 1))
	// Output:
	// one set and the pair: 0
	// two sets: 1
	// two sets and the pair: 3
}
