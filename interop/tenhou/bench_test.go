package tenhou_test

import (
	"bytes"
	"io"
	"os"
	"testing"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// BenchmarkReadXML reads the sample hanchan (10 hands) from its mjlog.
func BenchmarkReadXML(b *testing.B) { benchRead(b, sample+".mjlog.xml", tenhou.ReadXML) }

// BenchmarkReadJSON reads the same hanchan from Tenhou's JSON (order reconstruction included).
func BenchmarkReadJSON(b *testing.B) { benchRead(b, sample+".json", tenhou.ReadJSON) }

// benchRead reads the file name with read.
func benchRead(b *testing.B, name string, read func(io.Reader) (*interop.Game, error)) {
	in, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, err := read(bytes.NewReader(in)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriteXML writes the sample hanchan as a normalized mjlog.
func BenchmarkWriteXML(b *testing.B) {
	in, err := os.ReadFile(sample + ".mjlog.xml")
	if err != nil {
		b.Fatal(err)
	}
	g, err := tenhou.ReadXML(bytes.NewReader(in))
	if err != nil {
		b.Fatal(err)
	}
	var buf []byte
	for b.Loop() {
		if buf, err = tenhou.AppendXML(buf[:0], g); err != nil {
			b.Fatal(err)
		}
	}
}
