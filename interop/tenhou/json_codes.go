package tenhou

import (
	"errors"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/tile"
)

// tenhou.net/6 tile codes: 11..19 m, 21..29 p, 31..39 s, 41..47 honours, 51..53 red fives.
const (
	codeTsumogiri = 60
	codeDummy     = 0
)

// kindOfCode returns the kind and red flag of a tile code, or ok false.
func kindOfCode(c int) (k tile.Tile, red bool, ok bool) {
	switch {
	case c >= 51 && c <= 53:
		return tile.Tile((c-51)*9 + 5), true, true
	case c >= 11 && c <= 39 && c%10 != 0:
		return tile.Tile((c/10-1)*9 + c%10), false, true
	case c >= 41 && c <= 47:
		return tile.Tile(27 + c - 40), false, true
	}
	return 0, false, false
}

// codeOf returns the JSON code of a physical tile in a game with or without red fives.
func codeOf(id tile.ID, red bool) int {
	k := int(id.Kind())
	if red && id.IsRed() {
		return 51 + (k-1)/9
	}
	if k >= 28 {
		return 40 + k - 27
	}
	return ((k-1)/9+1)*10 + (k-1)%9 + 1
}

// sortKey orders codes by kind with a red five after the plain fives of its suit.
func sortKey(c int) int {
	k, red, _ := kindOfCode(c)
	if red {
		return int(k)*2 + 1
	}
	return int(k) * 2
}

// callString is a parsed call string of the takes or discards lists .
type callString struct {
	kind   interop.Kind
	rel    int   // relative offset of the source seat: 3 previous, 2 opposite, 1 next, 0 self
	called int   // the called code (chi, pon, daiminkan, kakan's pon)
	own    []int // own codes in the string's order (for an ankan all four)
	added  int   // a kakan's added code
}

// parseCall parses a call string such as "c375336", "35p3553", "3737k3737" or "151515a51".
func parseCall(s string) (callString, error) {
	var c callString
	if len(s) < 7 || len(s) > 11 {
		return c, errors.New("bad call string")
	}
	li := -1
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			if li >= 0 {
				return c, errors.New("bad call string")
			}
			li = i
		}
	}
	if li < 0 || li%2 != 0 {
		return c, errors.New("bad call string")
	}
	letter := s[li]
	digits := s[:li] + s[li+1:]
	if len(digits)%2 != 0 {
		return c, errors.New("bad call string")
	}
	codes := make([]int, len(digits)/2)
	for i := range codes {
		codes[i] = int(digits[2*i]-'0')*10 + int(digits[2*i+1]-'0')
		if _, _, ok := kindOfCode(codes[i]); !ok {
			return c, errors.New("bad tile in call string")
		}
	}
	pos := li / 2 // index of the tile right after the letter
	want := map[byte]int{'c': 3, 'p': 3, 'm': 4, 'k': 4, 'a': 4}[letter]
	if want == 0 || len(codes) != want {
		return c, errors.New("bad call string")
	}
	relOf := map[int]int{0: 3, 1: 2, 2: 1}
	switch letter {
	case 'c':
		if li != 0 {
			return c, errors.New("chi string with the letter not first")
		}
		c.kind, c.rel, c.called, c.own = interop.EventChi, 3, codes[0], codes[1:]
	case 'p':
		if li != 0 && li != 2 && li != 4 {
			return c, errors.New("bad pon string")
		}
		c.kind, c.rel, c.called = interop.EventPon, relOf[pos], codes[pos]
		c.own = append(append([]int{}, codes[:pos]...), codes[pos+1:]...)
	case 'm':
		if li != 0 && li != 2 && li != 6 {
			return c, errors.New("bad daiminkan string")
		}
		c.kind, c.called = interop.EventDaiminkan, codes[pos]
		c.rel = map[int]int{0: 3, 1: 2, 3: 1}[pos]
		c.own = append(append([]int{}, codes[:pos]...), codes[pos+1:]...)
	case 'k':
		if li != 0 && li != 2 && li != 4 {
			return c, errors.New("bad kakan string")
		}
		c.kind, c.rel, c.added = interop.EventKakan, relOf[pos], codes[pos]
		rest := append(append([]int{}, codes[:pos]...), codes[pos+1:]...) // the pon string's tiles
		c.called = rest[pos]
		c.own = append(append([]int{}, rest[:pos]...), rest[pos+1:]...)
	case 'a':
		if li != 6 {
			return c, errors.New("bad ankan string")
		}
		c.kind, c.rel, c.own = interop.EventAnkan, 0, codes
	}
	// Every tile of a pon or kan is of one kind; a chi is a run.
	k0, _, _ := kindOfCode(codes[0])
	if c.kind == interop.EventChi {
		ks := make([]tile.Tile, 3)
		for i, x := range codes {
			ks[i], _, _ = kindOfCode(x)
		}
		lo := min(ks[0], ks[1], ks[2])
		if !lo.IsSuited() || lo.Suit() != max(ks[0], ks[1], ks[2]).Suit() || ks[0]+ks[1]+ks[2] != 3*lo+3 ||
			ks[0] == ks[1] || ks[1] == ks[2] || ks[0] == ks[2] {
			return c, errors.New("chi string that is not a run")
		}
	} else {
		for _, x := range codes {
			if k, _, _ := kindOfCode(x); k != k0 {
				return c, errors.New("call string of mixed kinds")
			}
		}
	}
	return c, nil
}

func appendCode(b []byte, c int) []byte { return append(b, byte('0'+c/10), byte('0'+c%10)) }
