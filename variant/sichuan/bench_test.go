package sichuan_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

func BenchmarkScore(b *testing.B) {
	r := sichuan.MustNew(sichuan.Options{})
	h := hand.MustParse("11223344556677m")
	w := score.WinContext{Winner: tile.SeatNorth, Winning: tile.Character7, Source: score.Discard, Supplier: tile.SeatWest, Dealer: tile.SeatEast, MissingSuit: tile.Bamboo}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Score(h, w); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkValue(b *testing.B) {
	r := sichuan.MustNew(sichuan.Options{})
	h := hand.MustParse("11223344556677m")
	w := score.WinContext{Winner: tile.SeatNorth, Winning: tile.Character7, Source: score.Discard, Supplier: tile.SeatWest, Dealer: tile.SeatEast, MissingSuit: tile.Bamboo}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Value(h, w); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadyValue(b *testing.B) {
	r := sichuan.MustNew(sichuan.Options{})
	h := hand.MustParse("1112345678999m")
	b.ReportAllocs()
	for b.Loop() {
		if v, _ := r.ReadyValue(h, tile.Circles); v != 8 {
			b.Fatal(v)
		}
	}
}
