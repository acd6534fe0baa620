package tenhou_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"testing"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

// checkRead is the contract of every reader on any input: an *interop.Error wrapping one of the
// sentinels, or a record that writes, reads back and writes again to the same bytes.
func checkRead(t *testing.T, g *interop.Game, err error,
	write func([]byte, *interop.Game) ([]byte, error), read func(io.Reader) (*interop.Game, error)) {
	t.Helper()
	if err != nil {
		var ie *interop.Error
		if !errors.As(err, &ie) || !(errors.Is(err, interop.ErrMalformed) || errors.Is(err, interop.ErrThreePlayer) || errors.Is(err, interop.ErrUnsupported)) {
			t.Fatalf("error %v (%T) is not an *interop.Error with a sentinel", err, err)
		}
		if len(err.Error()) > 400 {
			t.Fatalf("error message too long: %d bytes", len(err.Error()))
		}
		return
	}
	out, err := write(nil, g)
	if err != nil {
		t.Fatalf("a record the reader accepted does not write: %v", err)
	}
	back, err := read(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("our own output does not read: %v\n%s", err, out)
	}
	again, err := write(nil, back)
	if err != nil || !bytes.Equal(out, again) {
		t.Fatalf("write(read(write(x))) != write(x) (%v)", err)
	}
}

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
		checkRead(t, g, err, tenhou.AppendXML, tenhou.ReadXML)
	})
}

func FuzzReadJSON(f *testing.F) {
	addSeeds(f, sample+".json", "../testdata/example/hand.json")
	f.Add([]byte(`{"log":[[[0,0,0],[1,2,3,4],[11],[],[],[],[],[],[],[],[],[],[],[],[],[],["流局"]]]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := tenhou.ReadJSON(bytes.NewReader(b))
		checkRead(t, g, err, tenhou.AppendJSON, tenhou.ReadJSON)
	})
}

// endless is an input that never ends.
type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

func TestReadersStopAtTheInputLimit(t *testing.T) {
	_, err := tenhou.ReadXML(endless{})
	var ie *interop.Error
	if !errors.As(err, &ie) || !errors.Is(err, interop.ErrMalformed) {
		t.Fatalf("endless mjlog: %v", err)
	}
	_, err = tenhou.ReadJSON(endless{})
	if !errors.As(err, &ie) || !errors.Is(err, interop.ErrMalformed) {
		t.Fatalf("endless JSON: %v", err)
	}
}
