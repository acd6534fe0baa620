package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// In the Sichuan dice modes every seat can work out the exchange direction from what it sees: the
// break dice (in its log and view from the deal) and the dice rolled again on a 5 or 9 (in the public
// exchanged event and its view).
func TestDiceExchangeIsPublic(t *testing.T) {
	seatCount := func(d wall.Dice) variant.Direction {
		return [4]variant.Direction{variant.ToPrevious, variant.ToNext, variant.ToNext, variant.Across}[d.Total()%4]
	}
	modThree := func(d wall.Dice) variant.Direction {
		return [3]variant.Direction{variant.ToPrevious, variant.ToNext, variant.Across}[d.Total()%3]
	}
	for _, tc := range []struct {
		mode sichuan.ExchangeMode
		dir  func(wall.Dice) variant.Direction
	}{{sichuan.DiceSeatCount, seatCount}, {sichuan.DiceModThree, modThree}} {
		r := mustRules(sichuan.New(sichuan.Options{ExchangeDirection: tc.mode}))
		rerolled := 0
		for seed := range uint64(60) {
			g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed)})
			require.NoError(t, err)
			for g.Phase() == game.PhaseExchange {
				s := g.Pending().First()
				require.NoError(t, g.Apply(g.Legal(s)[0]))
			}
			dir, ok := g.Direction()
			require.True(t, ok)
			for s := range tile.Seats() {
				var dice wall.Dice
				var rolls []wall.Dice
				var seen variant.Direction
				for _, e := range g.EventsFor(s) {
					switch e.Kind {
					case game.EventDice:
						dice = e.Dice
					case game.EventExchanged:
						rolls, seen = e.Rolls, e.Direction
					default:
					}
				}
				v := g.View(s)
				require.True(t, dice.IsValid(), "seat %v sees no break dice", s)
				require.Equal(t, dice, v.Dice)
				require.Equal(t, rolls, v.ExchangeRolls)
				last := dice
				for _, d := range rolls {
					require.Contains(t, []int{5, 9}, last.Total(), "a roll again after %v", last)
					last = d
				}
				if tc.mode == sichuan.DiceSeatCount {
					require.NotContains(t, []int{5, 9}, last.Total())
				} else {
					require.Empty(t, rolls)
				}
				require.Equal(t, dir, tc.dir(last), "seat %v: dice %v rolls %v", s, dice, rolls)
				require.Equal(t, dir, seen)
			}
			if len(g.View(tile.SeatEast).ExchangeRolls) > 0 {
				rerolled++
			}
		}
		if tc.mode == sichuan.DiceSeatCount {
			require.Positive(t, rerolled, "no hand rolled again")
		}
	}
}
