package hand_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
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
		buf = buf[:0]
		for a := range h.AllArrangements() {
			buf = append(buf, a)
		}
	}
}

func BenchmarkWaits(b *testing.B) {
	h := hand.MustParse("1112345678999m")
	b.ReportAllocs()
	for b.Loop() {
		_, _ = h.Waits(hand.Options{})
	}
}

func BenchmarkWaitsRandom(b *testing.B) {
	hs := randomHands(1024, 13, tile.PlayingKinds)
	buf := make([]tile.Tile, 0, 34)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		w, _ := hs[i&1023].Waits(hand.Options{})
		buf = w.Tiles(buf[:0])
		i++
	}
}

// warmTables builds the lookup tables before a benchmark's timed loop.
func warmTables() {
	_ = hand.MustParse("1m2m3m4m / 555m 666p 777s").Shanten(hand.Options{})
}

func benchShanten(b *testing.B, hs []hand.Hand) {
	warmTables()
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
	h := hand.MustParse("2m3m5p6p7p1z1z / 123m 555z")
	b.ReportAllocs()
	for b.Loop() {
		_ = h.Shanten(hand.Options{})
	}
}

// randomMeldHands returns n random 14-size hands with melds declared melds (chows, pungs and kongs)
// drawn with the concealed tiles from four copies of the kinds, seeded.
func randomMeldHands(n, melds int, kinds tile.Set) []hand.Hand {
	r := rand.New(rand.NewPCG(3, 5))
	out := make([]hand.Hand, 0, n)
	for len(out) < n {
		var left tile.Counts
		for k := range kinds.All() {
			left[k] = 4
		}
		var ms []meld.Meld
		for len(ms) < melds {
			t := kinds.Tiles(nil)[r.IntN(kinds.Len())]
			kind := []meld.Kind{meld.Chow, meld.Pung, meld.Kong}[r.IntN(3)]
			m, err := meld.NewClaimed(kind, t, tile.SeatSouth)
			if err != nil {
				continue
			}
			var need tile.Counts
			m.AddTo(&need)
			if !left.Contains(need) || need.Kinds()&^kinds != 0 {
				continue
			}
			for k := range need {
				left[k] -= need[k]
			}
			ms = append(ms, m)
		}
		var wall []tile.Tile
		for k := range left {
			for range left[k] {
				wall = append(wall, tile.Tile(k))
			}
		}
		var c tile.Counts
		for j := range 14 - 3*melds {
			x := j + r.IntN(len(wall)-j)
			wall[j], wall[x] = wall[x], wall[j]
			c[wall[j]]++
		}
		h, err := hand.FromCounts(c, ms, 0)
		if err != nil {
			panic(err)
		}
		out = append(out, h)
	}
	return out
}

func BenchmarkShantenMeldsRandom(b *testing.B) {
	for _, k := range []int{1, 2, 3, 4} {
		b.Run(fmt.Sprintf("melds=%d", k), func(b *testing.B) {
			benchShanten(b, randomMeldHands(1024, k, tile.PlayingKinds))
		})
	}
	b.Run("one suit", func(b *testing.B) {
		benchShanten(b, randomMeldHands(1024, 2, tile.Characters.Kinds()|tile.HonorKinds))
	})
}

func BenchmarkShantenPartialKinds(b *testing.B) {
	hs := randomHands(1024, 14, tile.PlayingKinds)
	o := hand.Options{Kinds: tile.PlayingKinds.Without(tile.Character5)}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = hs[i&1023].Shanten(o)
		i++
	}
}

func BenchmarkShantenSichuan(b *testing.B) {
	hs := randomHands(1024, 14, tile.SuitedKinds)
	o := hand.Options{Kinds: tile.SuitedKinds &^ tile.Bamboo.Kinds()}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = hs[i&1023].Shanten(o)
		i++
	}
}

// BenchmarkWithWithout measures one draw and one discard: [hand.Hand.With] then [hand.Hand.Without] on
// random 13-size hands, with a drawn kind the hand holds fewer than four of and a discard it holds.
func BenchmarkWithWithout(b *testing.B) {
	hs := randomHands(1024, 13, tile.PlayingKinds)
	r := rand.New(rand.NewPCG(13, 17))
	draw := make([]tile.Tile, len(hs))
	discard := make([]tile.Tile, len(hs))
	for i, h := range hs {
		c := h.Concealed()
		for {
			draw[i] = tile.Character1 + tile.Tile(r.IntN(tile.NumKinds))
			if c[draw[i]] < 4 {
				break
			}
		}
		c[draw[i]]++
		held := c.Tiles(nil)
		discard[i] = held[r.IntN(len(held))]
	}
	b.ReportAllocs()
	var sink hand.Hand
	i := 0
	for b.Loop() {
		j := i & 1023
		h, err := hs[j].With(draw[j])
		if err != nil {
			b.Fatal(err)
		}
		h, err = h.Without(discard[j])
		if err != nil {
			b.Fatal(err)
		}
		sink = h
		i++
	}
	_ = sink
}

func BenchmarkDeclare(b *testing.B) {
	addedHand := hand.MustParse("1m456p789s1122z / 111m")
	added, err := addedHand.Meld(0).Upgrade()
	if err != nil {
		b.Fatal(err)
	}
	tests := []struct {
		name string
		h    hand.Hand
		m    meld.Meld
	}{
		{"pung", hand.MustParse("123m456p789s11122z"), meld.MustParse("111z")},
		{"chow", hand.MustParse("123m456p789s22z / 555z"), meld.MustParse("456p")},
		{"concealed kong", hand.MustParse("1111m456p789s1122z"), meld.MustParse("[1111m]")},
		{"added kong", addedHand, added},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			if _, err := tt.h.Declare(tt.m); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			var sink hand.Hand
			for b.Loop() {
				sink, _ = tt.h.Declare(tt.m)
			}
			_ = sink
		})
	}
}

// cappedHands are hands whose standard shanten needs the exact cost of a suit with declared meld tiles
// (a capped suit) beyond the small bounded search: each takes the slow capped path once or more.
var cappedHands = []string{
	"2458m2338p258s / 1111s@S",
	"57m29p1225689s / 7777s@S",
	"13469m7p12256z / 5555m@S",
	"27m2336p33679s / 777s@S",
	"8m138p12889s34z / 3333s@S",
	"12667m47p4s166z / 3333m@S",
	"39m27p12778s67z / 3333s@S",
	"1336m2338p159s / 444s@S",
	"1889m26p14s / 222s@S 456m@S",
	"2668m38p37s / 555m@S 456s@S",
	"3m2449p149s / 888s@S 5555m@S",
	"4669m14p39s / 999p@S 5555s@S",
	"4m14458p47s / 3333m@S 111s@S",
	"8m8p1489s12z / 7777s@S 3333m@S",
	"2m11258p17s / 777s@S 333s@S",
	"2m14469p16s / 456p@S 999s@S",
}

// BenchmarkShantenCapped measures the rare hands of [cappedHands].
func BenchmarkShantenCapped(b *testing.B) {
	hs := make([]hand.Hand, len(cappedHands))
	for i, s := range cappedHands {
		hs[i] = hand.MustParse(s)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_ = hs[i%len(hs)].Shanten(hand.Options{})
		i++
	}
}

func BenchmarkAcceptance(b *testing.B) {
	hs := randomHands(1024, 13, tile.PlayingKinds)
	var visible tile.Counts
	warmTables()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		_, _ = hs[i&1023].Acceptance(hand.Options{}, visible)
		i++
	}
}

func BenchmarkDiscards(b *testing.B) {
	hs := randomHands(1024, 14, tile.PlayingKinds)
	var visible tile.Counts
	buf := make([]hand.Discard, 0, 14)
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf, _ = hand.AppendDiscards(buf[:0], hs[i&1023], hand.Options{}, visible, 0)
		i++
	}
}

func BenchmarkDiscardsMelds(b *testing.B) {
	for _, k := range []int{1, 2, 3} {
		b.Run(fmt.Sprintf("melds=%d", k), func(b *testing.B) {
			hs := randomMeldHands(1024, k, tile.PlayingKinds)
			var visible tile.Counts
			buf := make([]hand.Discard, 0, 14)
			warmTables()
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				buf, _ = hand.AppendDiscards(buf[:0], hs[i&1023], hand.Options{}, visible, 0)
				i++
			}
		})
	}
}
