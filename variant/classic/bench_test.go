package classic_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
)

var sinkResult score.Result

// BenchmarkScore scores a concealed one-suit hand with many arrangements (the search over
// arrangements and winning groups included).
func BenchmarkScore(b *testing.B) {
	r := classic.New(classic.Options{})
	h := hand.MustParse("11122233344455m")
	w := classic.SelfDrawn(tile.SeatSouth, tile.SeatEast, tile.East, tile.Man3)
	b.ReportAllocs()
	for b.Loop() {
		sinkResult, _ = r.Score(h, w)
	}
}

// BenchmarkScoreWorked1 scores worked example 1.
func BenchmarkScoreWorked1(b *testing.B) {
	r := classic.New(classic.Options{})
	h := hand.MustParse("23455777m333z [1111m] 37f")
	w := classic.SelfDrawn(tile.SeatWest, tile.SeatWest, tile.South, tile.Man5)
	b.ReportAllocs()
	for b.Loop() {
		sinkResult, _ = r.Score(h, w)
	}
}
