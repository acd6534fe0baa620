package meld_test

import (
	"errors"
	"testing"

	"github.com/mahjong-go/mahjong/meld"
)

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"[123m]", "[555z]", "[1111m]", "[55z]", "123m", "555z", "5555z", "5555z+", "555z@W", "9999m+@E",
		"55z", "555z+", "[55z]@W", "[123z]", "[555f]", "", "[]", "+", "@", "312m", "5z55z", "[123m]+",
		"406m", "[0555p]", "5505p@S", "0000s+", "[05m]", "000z", "5m5m5m0m",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := meld.Parse(s)
		if err != nil {
			var pe *meld.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q): %v is not a *ParseError", s, err)
			}
			if !errors.Is(err, meld.ErrInvalid) {
				t.Fatalf("Parse(%q): %v does not wrap ErrInvalid", s, err)
			}
			if pe.Offset < 0 || pe.Offset > len(s) || pe.Input != s {
				t.Fatalf("Parse(%q): bad error context %+v", s, pe)
			}
			if m != (meld.Meld{}) {
				t.Fatalf("Parse(%q) = %v with an error", s, m)
			}
			return
		}
		if !m.IsValid() {
			t.Fatalf("Parse(%q) accepted the zero meld", s)
		}
		out := m.String()
		back, err := meld.Parse(out)
		if err != nil {
			t.Fatalf("Parse(String(Parse(%q)) = %q): %v", s, out, err)
		}
		if back != m {
			t.Fatalf("round trip of %q via %q: %v != %v", s, out, back, m)
		}
		if back.String() != out {
			t.Fatalf("String is not canonical for %q", out)
		}
	})
}
