package replay_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/mahjong-go/mahjong/interop/replay"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// BenchmarkImportReplay: import and full replay of a real hanchan (the 10 hands of a Phoenix game,
// mjlog XML), every check included.
func BenchmarkImportReplay(b *testing.B) {
	in, err := os.ReadFile("../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		g, err := tenhou.ReadXML(bytes.NewReader(in))
		if err != nil {
			b.Fatal(err)
		}
		r, err := replay.Check(g)
		if err != nil || !r.Match() {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplay: the replay alone of the same hanchan, already read.
func BenchmarkReplay(b *testing.B) {
	in, err := os.ReadFile("../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")
	if err != nil {
		b.Fatal(err)
	}
	g, err := tenhou.ReadXML(bytes.NewReader(in))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := replay.Check(g); err != nil {
			b.Fatal(err)
		}
	}
}
