package rng_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/internal/rng"
)

// Uniform draws from an injected source, so the same source state gives the same numbers on every Go
// release.
func ExampleUniform() {
	src := rand.NewPCG(1, 2)
	var dice []uint64
	for range 5 {
		dice = append(dice, rng.Uniform(src, 6)+1) // a die
	}
	fmt.Println(dice)
	fmt.Println(rng.Uniform(src, 0)) // an empty range draws nothing
	// Output:
	// [5 4 5 5 2]
	// 0
}

// Shuffle permutes a slice in place by Fisher–Yates, with the draws of Uniform.
func ExampleShuffle() {
	s := []string{"1m", "2m", "3m", "4m", "5m", "6m"}
	rng.Shuffle(rand.NewPCG(1, 2), s)
	fmt.Println(s)
	// Output: [2m 1m 3m 6m 4m 5m]
}
