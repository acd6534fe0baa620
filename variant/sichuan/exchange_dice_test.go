package sichuan_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/rng"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// countingSource wraps a source and counts the draws made from it.
type countingSource struct {
	src   rand.Source
	draws int
}

func (c *countingSource) Uint64() uint64 { c.draws++; return c.src.Uint64() }

// TestExchangeRollsInvalidDice: the dice modes report invalid break dice with wall.ErrInvalid, return ToNext
// and no rolls, and draw nothing; ExchangeDirection gives ToNext for them without drawing either.
func TestExchangeRollsInvalidDice(t *testing.T) {
	tests := []struct {
		name string
		dice wall.Dice
	}{
		{"zero dice", wall.Dice{}},
		{"first die 0", wall.Dice{0, 3}},
		{"second die 0", wall.Dice{4, 0}},
		{"first die 7", wall.Dice{7, 1}},
		{"second die 7", wall.Dice{2, 7}},
		{"both 7", wall.Dice{7, 7}},
		{"valid total, bad faces", wall.Dice{0, 5}},
		{"seat-count total 9 from bad faces", wall.Dice{8, 1}},
		{"huge", wall.Dice{255, 255}},
	}
	for _, mode := range []sichuan.ExchangeMode{sichuan.DiceModThree, sichuan.DiceSeatCount} {
		r := sichuan.MustNew(sichuan.Options{ExchangeDirection: mode})
		for _, tt := range tests {
			t.Run(mode.String()+"/"+tt.name, func(t *testing.T) {
				for _, withSource := range []bool{false, true} {
					cs := &countingSource{src: rand.NewPCG(1, 2)}
					var src rand.Source
					if withSource {
						src = cs
					}
					d, rolls, err := r.ExchangeRolls(tt.dice, src)
					require.ErrorIs(t, err, wall.ErrInvalid)
					assert.Equal(t, variant.ToNext, d)
					assert.Nil(t, rolls)
					assert.Equal(t, variant.ToNext, r.ExchangeDirection(tt.dice, src))
					assert.Zero(t, cs.draws, "draws from the source")
				}
			})
		}
	}
}

// TestExchangeRollsDiceIgnored: the fixed and random modes never read the dice, so invalid dice are no
// error there.
func TestExchangeRollsDiceIgnored(t *testing.T) {
	for _, mode := range []sichuan.ExchangeMode{sichuan.Random, sichuan.FixedToNext, sichuan.FixedToPrevious, sichuan.FixedAcross} {
		r := sichuan.MustNew(sichuan.Options{ExchangeDirection: mode})
		_, _, err := r.ExchangeRolls(wall.Dice{0, 7}, rand.NewPCG(3, 4))
		require.NoError(t, err, mode.String())
	}
}

// oldExchangeRolls is ExchangeRolls as it was before invalid dice became an error (it re-rolled
// them), kept as the reference for valid dice.
func oldExchangeRolls(mode sichuan.ExchangeMode, dice wall.Dice, src rand.Source) (variant.Direction, []wall.Dice) {
	switch mode {
	case sichuan.FixedToNext:
		return variant.ToNext, nil
	case sichuan.FixedToPrevious:
		return variant.ToPrevious, nil
	case sichuan.FixedAcross:
		return variant.Across, nil
	case sichuan.DiceModThree, sichuan.DiceSeatCount:
		var rolls []wall.Dice
		for !dice.IsValid() || (mode == sichuan.DiceSeatCount && (dice.Total() == 5 || dice.Total() == 9)) {
			if src == nil {
				return variant.ToNext, rolls
			}
			dice = wall.RollDice(src)
			rolls = append(rolls, dice)
		}
		t := dice.Total()
		if mode == sichuan.DiceModThree {
			return [3]variant.Direction{variant.ToPrevious, variant.ToNext, variant.Across}[t%3], rolls
		}
		return [4]variant.Direction{variant.ToPrevious, 0, variant.ToNext, variant.Across}[t%4], rolls
	case sichuan.Random:
	}
	if src == nil {
		return variant.ToNext, nil
	}
	return variant.Direction(rng.Uniform(src, 3)), nil
}

// TestExchangeRollsValidDiceUnchanged: for valid break dice (and any dice in the modes that ignore
// them), every mode gives the same direction and re-rolls as before and leaves src in the same state.
func TestExchangeRollsValidDiceUnchanged(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		mode := sichuan.ExchangeMode(rapid.Uint8Range(0, 6).Draw(t, "mode")) // 6 is out of range
		dice := wall.Dice{rapid.Uint8Range(1, 6).Draw(t, "die1"), rapid.Uint8Range(1, 6).Draw(t, "die2")}
		if mode != sichuan.DiceModThree && mode != sichuan.DiceSeatCount {
			dice = wall.Dice{rapid.Uint8().Draw(t, "any1"), rapid.Uint8().Draw(t, "any2")}
		}
		seed := rapid.Uint64().Draw(t, "seed")
		withSource := rapid.Bool().Draw(t, "withSource")
		var src, ref rand.Source
		if withSource {
			src, ref = rand.NewPCG(seed, 5), rand.NewPCG(seed, 5)
		}
		r, err := sichuan.New(sichuan.Options{ExchangeDirection: mode})
		if mode > sichuan.DiceSeatCount {
			// Out of range: refused, never played as Random.
			require.ErrorIs(t, err, variant.ErrOptions)
			return
		}
		require.NoError(t, err)
		d, rolls, err := r.ExchangeRolls(dice, src)
		require.NoError(t, err)
		wantD, wantRolls := oldExchangeRolls(mode, dice, ref)
		require.Equal(t, wantD, d)
		require.Equal(t, wantRolls, rolls)
		if withSource {
			require.Equal(t, ref.Uint64(), src.Uint64(), "source state after the call")
		}
		if withSource {
			src = rand.NewPCG(seed, 5)
		}
		require.Equal(t, wantD, r.ExchangeDirection(dice, src))
	})
}
