package wall_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

func benchNewDeal(b *testing.B, spec wall.Spec) {
	src := wall.SeedOf(1).Source()
	b.ReportAllocs()
	for b.Loop() {
		w, err := wall.New(spec, src)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := w.Deal(tile.SeatEast); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNewDealClassic(b *testing.B) { benchNewDeal(b, wall.Classic(true)) }
func BenchmarkNewDealSichuan(b *testing.B) { benchNewDeal(b, wall.Sichuan()) }

func BenchmarkDrawAll(b *testing.B) {
	w, err := wall.New(wall.Classic(true), wall.SeedOf(1).Source())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		c := *w
		for !c.IsExhausted() {
			_, _ = c.Draw()
		}
	}
}

func benchNew(b *testing.B, spec wall.Spec) {
	src := wall.SeedOf(1).Source()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := wall.New(spec, src); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkNewClassic(b *testing.B) { benchNew(b, wall.Classic(true)) }
func BenchmarkNewSichuan(b *testing.B) { benchNew(b, wall.Sichuan()) }

func benchDeal(b *testing.B, spec wall.Spec) {
	w, err := wall.New(spec, wall.SeedOf(1).Source())
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		c := *w
		if _, err := c.Deal(tile.SeatEast); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDealClassic(b *testing.B) { benchDeal(b, wall.Classic(true)) }
func BenchmarkDealSichuan(b *testing.B) { benchDeal(b, wall.Sichuan()) }
