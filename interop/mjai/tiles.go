package mjai

import "github.com/mahjong-go/mahjong/tile"

// honourNames are mjai's names of East..Red (P is White, F Green, C Red).
var honourNames = [7]string{"E", "S", "W", "N", "P", "F", "C"}

// tileName returns the mjai string of a physical tile; copy 0 of a five is "5mr" when red is set.
func tileName(id tile.ID, red bool) string {
	k := id.Kind()
	if k >= tile.East {
		return honourNames[k-tile.East]
	}
	s := k.String()
	if red && id.IsRed() {
		return s + "r"
	}
	return s
}

// parseTile reads an mjai tile string into its kind and red flag.
func parseTile(s string) (k tile.Tile, red bool, ok bool) {
	switch len(s) {
	case 1:
		for i, n := range honourNames {
			if n == s {
				return tile.East + tile.Tile(i), false, true
			}
		}
	case 2, 3:
		if s[0] < '1' || s[0] > '9' {
			return 0, false, false
		}
		var base tile.Tile
		switch s[1] {
		case 'm':
			base = tile.Character1
		case 'p':
			base = tile.Circle1
		case 's':
			base = tile.Bamboo1
		default:
			return 0, false, false
		}
		k = base + tile.Tile(s[0]-'1')
		if len(s) == 3 {
			if s[2] != 'r' || s[0] != '5' {
				return 0, false, false
			}
			return k, true, true
		}
		return k, false, true
	}
	return 0, false, false
}
