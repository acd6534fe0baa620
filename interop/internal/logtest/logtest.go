// Package logtest holds what the tests of the log formats share: the contract every reader keeps on
// any input, an input that never ends, and the benchmark of a reader.
package logtest

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/mahjong-go/mahjong/interop"
)

// Reader reads a log of one format.
type Reader func(io.Reader) (*interop.Game, error)

// Appender appends a record as a log of one format.
type Appender func([]byte, *interop.Game) ([]byte, error)

// CheckRead checks the contract of every reader on any input, given what read returned for it: err
// is an *interop.Error wrapping one of the sentinels with a short message, or g writes, reads back and
// writes again to the same bytes.
func CheckRead(t testing.TB, g *interop.Game, err error, write Appender, read Reader) {
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

// CheckEndless checks that read stops at its input limit on an input that never ends, with an
// *interop.Error wrapping [interop.ErrMalformed].
func CheckEndless(t testing.TB, read Reader) {
	t.Helper()
	_, err := read(Endless{})
	var ie *interop.Error
	if !errors.As(err, &ie) || !errors.Is(err, interop.ErrMalformed) {
		t.Fatalf("endless input: %v", err)
	}
}

// Endless is an input that never ends: spaces.
type Endless struct{}

// Read fills p with spaces.
func (Endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

// BenchRead benchmarks read on the log in.
func BenchRead(b *testing.B, in []byte, read Reader) {
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if _, err := read(bytes.NewReader(in)); err != nil {
			b.Fatal(err)
		}
	}
}
