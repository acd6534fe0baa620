package winfacts_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

func TestSelfDrawn(t *testing.T) {
	assert.True(t, winfacts.SelfDrawn(score.Wall))
	assert.True(t, winfacts.SelfDrawn(score.Replacement))
	assert.False(t, winfacts.SelfDrawn(score.Discard))
	assert.False(t, winfacts.SelfDrawn(score.RobbedKong))
	assert.False(t, winfacts.SelfDrawn(score.SourceNone))
}

// TestPrevailingUnsetIsEast: an unset prevailing wind means East, as the referee plays it.
func TestPrevailingUnsetIsEast(t *testing.T) {
	w := score.WinContext{}
	assert.Equal(t, tile.East, winfacts.Prevailing(&w))
	w.Prevailing = tile.West
	assert.Equal(t, tile.West, winfacts.Prevailing(&w))
}

func TestHasTableFacts(t *testing.T) {
	assert.False(t, winfacts.HasTableFacts(&score.WinContext{}))
	for _, w := range []score.WinContext{
		{Indicators: score.Indicators{tile.East}}, {HiddenIndicators: score.Indicators{tile.East}},
		{Counters: 1}, {Deposits: 1}, {Liable: tile.SeatWest},
		{Declaration: score.Declaration{Kind: score.Declared}}, {FirstDraw: true}, {BeforeFirstDraw: true},
		{Furiten: true}, {OpenDealIn: true}, {DealerStreak: 1}, {Kita: 1}, {KitaRon: true},
	} {
		assert.True(t, winfacts.HasTableFacts(&w), "%+v", w)
	}
}

// A win from the wall is self-drawn; the facts of a classic win name nothing only riichi reads.
func Example() {
	w := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Source: score.Wall, Winning: tile.Character5}
	fmt.Println(winfacts.SelfDrawn(w.Source), winfacts.Prevailing(&w), winfacts.HasTableFacts(&w))
	// Output: true 1z false
}
