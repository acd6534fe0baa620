package enumtext_test

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/internal/enumtext"
)

// A set writes the names of its bits and reads back names or, as old records wrote it, a number.
func ExampleSetText() {
	names := []string{"last-tile", "last-discard", "robbed-kong"}
	errBad := errors.New("bad flags")
	b, _ := enumtext.SetText(names, 0b101, "Flag", errBad)
	fmt.Println(string(b))
	v, _ := enumtext.ParseSet(names, []byte("5"), "Flag", errBad)
	fmt.Println(v)
	_, err := enumtext.ParseSet(names, []byte("last-tile|kong"), "Flag", errBad)
	fmt.Println(errors.Is(err, errBad))
	// Output:
	// last-tile|robbed-kong
	// 5
	// true
}
