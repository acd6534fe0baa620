package mjai_test

import (
	"bytes"
	"testing"

	"github.com/mahjong-go/mahjong/interop/internal/logtest"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// BenchmarkRead reads the Tenhou sample hanchan (10 hands) written as an mjai log.
func BenchmarkRead(b *testing.B) {
	g, err := tenhou.ReadXML(bytes.NewReader(readFile(b, "../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")))
	if err != nil {
		b.Fatal(err)
	}
	in, err := mjai.Append(nil, g)
	if err != nil {
		b.Fatal(err)
	}
	logtest.BenchRead(b, in, mjai.Read)
}
