package tile_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/mahjong-go/mahjong/tile"
)

func FuzzParseTiles(f *testing.F) {
	for _, s := range []string{
		"", "123m456p789s11z", "1112345678999m", "19m19p19s1234567z", "12345678f", "7z 18f",
		"123m4", "m", "0m", "8z", "9f", "1m?", " 1s  9s ", "12x", "１m", "123M 0P", "🀇🀈🀉🀄\uFE0F", "1🀇",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		prefix := []tile.Tile{tile.Red}
		ts, err := tile.AppendParse(prefix, s)
		if err != nil {
			var pe *tile.ParseError
			if !errors.As(err, &pe) || !errors.Is(err, tile.ErrSyntax) {
				t.Fatalf("ParseTiles(%q): error %v is not a *ParseError wrapping ErrSyntax", s, err)
			}
			if pe.Offset < 0 || pe.Offset > len(s) || pe.Input != s {
				t.Fatalf("ParseTiles(%q): bad error context %+v", s, pe)
			}
			if len(ts) != 1 || ts[0] != tile.Red {
				t.Fatalf("AppendParse(%q) changed dst on error: %v", s, ts)
			}
			return
		}
		ts = ts[1:]
		for _, x := range ts {
			if !x.IsValid() {
				t.Fatalf("ParseTiles(%q) returned invalid %v", s, x)
			}
		}
		out := tile.Format(ts)
		back, err := tile.ParseTiles(out)
		if err != nil {
			t.Fatalf("ParseTiles(Format(ParseTiles(%q)) = %q): %v", s, out, err)
		}
		sorted := slices.Clone(ts)
		slices.Sort(sorted)
		if !slices.Equal(back, sorted) {
			t.Fatalf("round trip of %q: %v != %v", s, back, sorted)
		}
		for i := 1; i < len(back); i++ {
			if back[i-1] > back[i] {
				t.Fatalf("Format(%v) = %q is not sorted", ts, out)
			}
		}
		if tile.Format(back) != out {
			t.Fatalf("Format is not canonical for %q", out)
		}
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"5m", "1z", "7z", "8f", "0m", "8z", "5x", "", "55m", "m5", "5M", "0P", "🀄", "🀄\uFE0F", "🀪"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		x, err := tile.Parse(s)
		if err != nil {
			if !errors.Is(err, tile.ErrSyntax) {
				t.Fatalf("Parse(%q): %v does not wrap ErrSyntax", s, err)
			}
			if x != tile.None {
				t.Fatalf("Parse(%q) = %v with an error", s, x)
			}
			return
		}
		want := strings.ToLower(s)
		if s[0] == '0' { // a red five parses as the kind five
			want = "5" + want[1:]
		}
		if s[0] >= 0x80 { // a glyph, with or without a variation selector
			want = x.String()
			if g := string(x.Glyph()); s != g && s != g+"\uFE0E" && s != g+"\uFE0F" {
				t.Fatalf("Parse(%q) = %v, whose glyph is %q", s, x, g)
			}
		}
		if !x.IsValid() || x.String() != want {
			t.Fatalf("Parse(%q) = %v, which prints as %q", s, x, x.String())
		}
		var back tile.Tile
		b, err := x.MarshalText()
		if err != nil || back.UnmarshalText(b) != nil || back != x {
			t.Fatalf("text round trip of %v failed: %v", x, err)
		}
	})
}

func FuzzParseID(f *testing.F) {
	for _, s := range []string{"5m#2", "1m#0", "7z#3", "8f#0", "1f#1", "5m#4", "5m", "", "0m#0", "5m#x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := tile.ParseID(s)
		if err != nil {
			if !errors.Is(err, tile.ErrSyntax) {
				t.Fatalf("ParseID(%q): %v does not wrap ErrSyntax", s, err)
			}
			if id != 0 {
				t.Fatalf("ParseID(%q) = %v with an error", s, id)
			}
			return
		}
		if !id.IsValid() || id.String() != s || tile.IDOf(id.Kind(), id.Copy()) != id {
			t.Fatalf("ParseID(%q) = %d (%v)", s, id, id)
		}
	})
}
