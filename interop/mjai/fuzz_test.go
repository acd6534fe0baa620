package mjai_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/mjai"
)

func FuzzRead(f *testing.F) {
	for _, n := range []string{"../testdata/example/hand.jsonl"} {
		f.Add(readFileF(f, n))
	}
	f.Add([]byte(`[{"type":"start_game"},{"type":"none"}]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := mjai.Read(bytes.NewReader(b))
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
		out, err := mjai.Append(nil, g)
		if err != nil {
			t.Fatalf("a record the reader accepted does not write: %v", err)
		}
		back, err := mjai.Read(bytes.NewReader(out))
		if err != nil {
			t.Fatalf("our own output does not read: %v\n%s", err, out)
		}
		again, err := mjai.Append(nil, back)
		if err != nil || !bytes.Equal(out, again) {
			t.Fatalf("write(read(write(x))) != write(x) (%v)", err)
		}
	})
}

func readFileF(f *testing.F, name string) []byte {
	b, err := readFileErr(name)
	if err != nil {
		f.Fatal(err)
	}
	return b
}

type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

func TestReadStopsAtTheInputLimit(t *testing.T) {
	_, err := mjai.Read(endless{})
	if !errors.Is(err, interop.ErrMalformed) {
		t.Fatalf("endless input: %v", err)
	}
}
