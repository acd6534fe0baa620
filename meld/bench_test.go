package meld_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

var sinkMeld meld.Meld

func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkMeld, _ = meld.Parse("9999m+@E")
	}
}

func BenchmarkAppendText(b *testing.B) {
	b.ReportAllocs()
	m := meld.MustParse("9999m+@E")
	buf := make([]byte, 0, 16)
	for b.Loop() {
		buf, _ = m.AppendText(buf[:0])
	}
}

func BenchmarkAddTo(b *testing.B) {
	b.ReportAllocs()
	ms := []meld.Meld{meld.MustParse("[123m]"), meld.MustParse("555z@W"), meld.MustParse("9999p+"), meld.MustParse("[11s]")}
	var c tile.Counts
	for b.Loop() {
		c = tile.Counts{}
		for _, m := range ms {
			m.AddTo(&c)
		}
	}
	_ = c
}
