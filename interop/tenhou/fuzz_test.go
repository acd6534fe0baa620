package tenhou_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/mahjong-go/mahjong/interop/internal/logtest"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

func addSeeds(f *testing.F, names ...string) {
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
}

func FuzzReadXML(f *testing.F) {
	addSeeds(f, sample+".mjlog.xml", "../testdata/example/hand.mjlog.xml")
	f.Add([]byte(`<mjloggm ver="2.3"><GO type="185" lobby="0"/></mjloggm>`))
	f.Add([]byte{0x1f, 0x8b, 0, 1})
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := tenhou.ReadXML(bytes.NewReader(b))
		logtest.CheckRead(t, g, err, tenhou.AppendXML, tenhou.ReadXML)
	})
}

func FuzzReadJSON(f *testing.F) {
	addSeeds(f, sample+".json", "../testdata/example/hand.json")
	f.Add([]byte(`{"log":[[[0,0,0],[1,2,3,4],[11],[],[],[],[],[],[],[],[],[],[],[],[],[],["流局"]]]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := tenhou.ReadJSON(bytes.NewReader(b))
		logtest.CheckRead(t, g, err, tenhou.AppendJSON, tenhou.ReadJSON)
	})
}

func TestReadersStopAtTheInputLimit(t *testing.T) {
	logtest.CheckEndless(t, tenhou.ReadXML)
	logtest.CheckEndless(t, tenhou.ReadJSON)
}
