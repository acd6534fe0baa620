package classic_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

var sinkResult score.Result

// BenchmarkScore scores a concealed one-suit hand with many arrangements (the search over
// arrangements and winning groups included).
func BenchmarkScore(b *testing.B) {
	r := classic.MustNew(classic.Options{})
	h := hand.MustParse("11122233344455m")
	w := classic.SelfDrawn(tile.SeatSouth, tile.SeatEast, tile.East, tile.Character3)
	b.ReportAllocs()
	for b.Loop() {
		sinkResult, _ = r.Score(h, w)
	}
}

// BenchmarkScoreWorked1 scores worked example 1.
func BenchmarkScoreWorked1(b *testing.B) {
	r := classic.MustNew(classic.Options{})
	h := hand.MustParse("23455777m333z / [1111m] 37f")
	w := classic.SelfDrawn(tile.SeatWest, tile.SeatWest, tile.South, tile.Character5)
	b.ReportAllocs()
	for b.Loop() {
		sinkResult, _ = r.Score(h, w)
	}
}

// BenchmarkCanWin asks the claim policy whether each of the 34 kinds completes a win, for 13-tile
// hands of random tiles (the search the referee makes when listing Original Calls).
func BenchmarkCanWin(b *testing.B) {
	p := classic.MustNew(classic.Options{}).Claims()
	hands := []hand.Hand{
		hand.MustParse("1237m4589p126s357z"), hand.MustParse("2345m3458p7899s12z"), hand.MustParse("113m267p134s14567z"),
		hand.MustParse("11123455678999m"), hand.MustParse("1199m1199p11s112z"), hand.MustParse("19m19p19s1234567z"),
	}
	for i, h := range hands {
		if h.Size() == 14 {
			// Drop one tile: the listing asks about 13-tile hands.
			for t := tile.Character1; t <= tile.Red; t++ {
				if h.Concealed().Count(t) > 0 {
					hands[i], _ = h.Without(t)
					break
				}
			}
		}
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for _, h := range hands {
			for t := tile.Character1; t <= tile.Red; t++ {
				if p.CanWin(h, t, claim.Facts{}) {
					n++
				}
			}
		}
	}
	sinkN = n
}

var sinkN int
