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

// parseTile reads an mjai tile string into its kind and red flag; the hidden tile "?" is no tile here.
func parseTile(s string) (k tile.Tile, red bool, ok bool) {
	p, ok := parsePai([]byte(s))
	if !ok || p == paiHidden {
		return 0, false, false
	}
	return p.kind(), p.red(), true
}
