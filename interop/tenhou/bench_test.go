package tenhou_test

import (
	"bytes"
	"testing"

	"github.com/mahjong-go/mahjong/interop/internal/logtest"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// BenchmarkReadXML reads the sample hanchan (10 hands) from its mjlog.
func BenchmarkReadXML(b *testing.B) {
	logtest.BenchRead(b, readFile(b, sample+".mjlog.xml"), tenhou.ReadXML)
}

// BenchmarkReadJSON reads the same hanchan from Tenhou's JSON (order reconstruction included).
func BenchmarkReadJSON(b *testing.B) {
	logtest.BenchRead(b, readFile(b, sample+".json"), tenhou.ReadJSON)
}

// BenchmarkWriteXML writes the sample hanchan as a normalized mjlog.
func BenchmarkWriteXML(b *testing.B) {
	g, err := tenhou.ReadXML(bytes.NewReader(readFile(b, sample+".mjlog.xml")))
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
