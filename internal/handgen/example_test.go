package handgen_test

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/handgen"
)

// CappedRank draws hands, most with declared melds whose copies of one kind cap what the concealed tiles can
// still make. Generator.Example draws one value for a seed, as a property test would.
func ExampleCappedRank() {
	sized := true
	for i := range 50 {
		h := handgen.CappedRank().Example(i)
		size := h.Concealed.Total() + 3*len(h.Melds)
		sized = sized && (size == 13 || size == 14)
	}
	fmt.Println(sized)
	// Output: true
}
