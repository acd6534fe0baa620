package tile_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/tile"
)

func BenchmarkParseTiles(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = tile.ParseTiles("123m456p789s1122z")
	}
}

func BenchmarkAppendParse(b *testing.B) {
	b.ReportAllocs()
	dst := make([]tile.Tile, 0, 32)
	for b.Loop() {
		dst, _ = tile.AppendParse(dst[:0], "123m456p789s1122z")
	}
}

func BenchmarkAppendFormat(b *testing.B) {
	b.ReportAllocs()
	ts := tile.MustParseTiles("1122z789s456p123m")
	buf := make([]byte, 0, 64)
	for b.Loop() {
		buf = tile.AppendFormat(buf[:0], ts)
	}
}

func BenchmarkFormat(b *testing.B) {
	b.ReportAllocs()
	ts := tile.MustParseTiles("1122z789s456p123m")
	for b.Loop() {
		_ = tile.Format(ts)
	}
}

var sinkInt int

func BenchmarkCounts(b *testing.B) {
	ts := tile.MustParseTiles("123m456p789s1122z")
	b.Run("CountsOf", func(b *testing.B) {
		b.ReportAllocs()
		var c tile.Counts
		for b.Loop() {
			c = tile.CountsOf(ts)
		}
		sinkInt = c.Total()
	})
	c := tile.CountsOf(ts)
	b.Run("AddRemove", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			c.Add(tile.Red)
			c.Remove(tile.Red)
		}
	})
	b.Run("Total", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkInt = c.Total()
		}
	})
	b.Run("Kinds", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkInt = c.Kinds().Len()
		}
	})
	b.Run("Max", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkInt = c.Max()
		}
	})
	d := tile.CountsOf(tile.MustParseTiles("456p11z"))
	b.Run("Contains", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if c.Contains(d) {
				sinkInt++
			}
		}
	})
	b.Run("Plus", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			sinkInt = int(c.Plus(d)[tile.East])
		}
	})
}

func BenchmarkSetAll(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		for t := range tile.PlayingKinds.All() {
			sinkInt += int(t)
		}
	}
}
