package mjai_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// BenchmarkRead reads the Tenhou sample hanchan (10 hands) written as an mjai log.
func BenchmarkRead(b *testing.B) {
	x, err := os.ReadFile("../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")
	if err != nil {
		b.Fatal(err)
	}
	g, err := tenhou.ReadXML(bytes.NewReader(x))
	if err != nil {
		b.Fatal(err)
	}
	in, err := mjai.Append(nil, g)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, err := mjai.Read(bytes.NewReader(in)); err != nil {
			b.Fatal(err)
		}
	}
}
