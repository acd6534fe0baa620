package hand_test

import (
	"math/rand/v2"
	"testing"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// randomHands returns n random hands of the given size drawn from four copies of the kinds, seeded.
func randomHands(n, size int, kinds tile.Set) []hand.Hand {
	r := rand.New(rand.NewPCG(7, 11))
	var wall []tile.Tile
	for k := range kinds.All() {
		wall = append(wall, k, k, k, k)
	}
	out := make([]hand.Hand, n)
	for i := range out {
		var c tile.Counts
		for j := range size {
			x := j + r.IntN(len(wall)-j)
			wall[j], wall[x] = wall[x], wall[j]
			c[wall[j]]++
		}
		h, err := hand.FromCounts(c, nil, 0)
		if err != nil {
			panic(err)
		}
		out[i] = h
	}
	return out
}

func BenchmarkIsWinWinning(b *testing.B) {
	h := hand.MustParse("123m456p789s11122z")
	b.ReportAllocs()
	for b.Loop() {
		_ = h.IsWin(hand.Options{})
	}
}

func BenchmarkIsWinRandom(b *testing.B) {
	hs := randomHands(1024, 14, tile.PlayingKinds)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = hs[i&1023].IsWin(hand.Options{})
		i++
	}
}

func BenchmarkArrangements(b *testing.B) {
	h := hand.MustParse("11122233344455m")
	buf := make([]hand.Arrangement, 0, 16)
	b.ReportAllocs()
	for b.Loop() {
		buf = hand.AppendArrangements(buf[:0], h)
	}
}

func BenchmarkWaits(b *testing.B) {
	h := hand.MustParse("1112345678999m")
	b.ReportAllocs()
	for b.Loop() {
		_ = h.Waits(hand.Options{})
	}
}

func BenchmarkWaitsRandom(b *testing.B) {
	hs := randomHands(1024, 13, tile.PlayingKinds)
	buf := make([]tile.Tile, 0, 34)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = hand.AppendWaits(buf[:0], hs[i&1023], hand.Options{})
		i++
	}
}

func benchShanten(b *testing.B, hs []hand.Hand) {
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = hs[i&1023].Shanten(hand.Options{})
		i++
	}
}

func BenchmarkShanten13(b *testing.B) { benchShanten(b, randomHands(1024, 13, tile.PlayingKinds)) }
func BenchmarkShanten14(b *testing.B) { benchShanten(b, randomHands(1024, 14, tile.PlayingKinds)) }
func BenchmarkShantenOneSuit(b *testing.B) {
	benchShanten(b, randomHands(1024, 14, tile.Characters.Kinds()))
}

func BenchmarkShantenMelds(b *testing.B) {
	h := hand.MustParse("2m3m5p6p7p1z1z 123m 555z")
	b.ReportAllocs()
	for b.Loop() {
		_ = h.Shanten(hand.Options{})
	}
}
