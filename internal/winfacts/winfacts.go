package winfacts

import (
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// SelfDrawn reports whether the winning tile was drawn by the winner (from the wall or as a
// replacement).
func SelfDrawn(s score.Source) bool { return s == score.Wall || s == score.Replacement }

// Prevailing returns the prevailing wind of the win: w.Prevailing, or East when it is unset
// (tile.None). A variant whose tile set has no winds ignores it.
func Prevailing(w *score.WinContext) tile.Tile {
	if w.Prevailing == tile.None {
		return tile.East
	}
	return w.Prevailing
}

// HasTableFacts reports whether w names indicators, counters, deposits, a declaration, a first-draw
// fact, furiten, an open deal-in, a dealer streak, a liable seat or set-aside tiles (kita): facts that
// only some variants read and that the others must refuse.
func HasTableFacts(w *score.WinContext) bool {
	return w.Indicators != (score.Indicators{}) || w.HiddenIndicators != (score.Indicators{}) || w.Counters != 0 ||
		w.Deposits != 0 || w.Declaration != (score.Declaration{}) || w.FirstDraw || w.BeforeFirstDraw ||
		w.Furiten || w.OpenDealIn || w.DealerStreak != 0 || w.Liable != tile.NoSeat || w.Kita != 0 || w.KitaRon
}
