package logtest_test

import (
	"fmt"
	"io"

	"github.com/mahjong-go/mahjong/interop/internal/logtest"
)

// An endless input gives as many spaces as a reader asks for.
func ExampleEndless() {
	b, err := io.ReadAll(io.LimitReader(logtest.Endless{}, 5))
	fmt.Printf("%q %v\n", b, err)
	// Output:
	// "     " <nil>
}
