package wall_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// smallBonusSpec is a valid spec whose wall can run out during the bonus exposure: 12 playing kinds and
// the 8 bonus tiles, 56 tiles, no dead wall, so 3 tiles are left after the deal.
var smallBonusSpec = wall.Spec{
	Kinds:    tile.SuitedKinds&(1<<13-1) | tile.BonusKinds,
	Sides:    [4]uint8{7, 7, 7, 7},
	DeadWall: wall.NoDeadWall,
	Deal:     wall.DealDealerLast,
}

// refDeal deals w by the definition, with the public API on a clone: draw the 53 tiles of the deal,
// share them out by position as the spec's pattern says, then let each seat from the dealer expose its
// bonus tiles and take a replacement for each. It returns the deal and the wall after it.
func refDeal(w *wall.Wall, dealer tile.Seat) (wall.Deal, *wall.Wall, error) {
	c := w.Clone()
	var p [53]tile.ID
	for i := range p {
		id, err := c.Draw()
		if err != nil {
			return wall.Deal{}, nil, err
		}
		p[i] = id
	}
	d := wall.Deal{Dealer: dealer}
	for k := range tile.NumSeats {
		s := dealer.Add(k)
		var h []tile.ID
		for r := range 3 {
			h = append(h, p[16*r+4*k:16*r+4*k+4]...)
		}
		switch {
		case w.Spec().Deal == wall.DealDealerPair && k == 0:
			h = append(h, p[48], p[49])
		case w.Spec().Deal == wall.DealDealerPair:
			h = append(h, p[49+k])
		case k == 0:
			h = append(h, p[48], p[52])
		default:
			h = append(h, p[48+k])
		}
		d.Hands[s.Index()], d.Bonus[s.Index()] = h, []tile.ID{}
	}
	for k := range tile.NumSeats {
		s := dealer.Add(k)
		var kept []tile.ID
		for _, id := range d.Hands[s.Index()] {
			if id.Kind().IsBonus() {
				d.Bonus[s.Index()] = append(d.Bonus[s.Index()], id)
			} else {
				kept = append(kept, id)
			}
		}
		for i := 0; i < len(d.Bonus[s.Index()]); i++ {
			id, err := c.DrawReplacement()
			if err != nil {
				return wall.Deal{}, nil, err
			}
			if id.Kind().IsBonus() {
				d.Bonus[s.Index()] = append(d.Bonus[s.Index()], id)
			} else {
				kept = append(kept, id)
			}
		}
		d.Hands[s.Index()] = kept
	}
	return d, c, nil
}

// TestDealMatchesDefinition: for any wall order, dice and dealer, Deal gives the deal and leaves the
// wall as refDeal does; when the wall runs out it fails with ErrExhausted and changes nothing.
func TestDealMatchesDefinition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		spec := rapid.SampledFrom(append(specs, smallBonusSpec)).Draw(t, "spec")
		order := rapid.Permutation(tile.AppendSet(nil, spec.Kinds)).Draw(t, "order")
		dice := wall.Dice{uint8(rapid.IntRange(1, 6).Draw(t, "die1")), uint8(rapid.IntRange(1, 6).Draw(t, "die2"))}
		if rapid.Bool().Draw(t, "bonus first") {
			// Move the bonus tiles to the front of the live wall (and so into the deal).
			front := 0
			if spec.DeadWall == wall.DiceKongBox {
				front = 2 * (dice.Total() + 1)
			}
			for i, id := range order {
				if id.Kind().IsBonus() && i >= front {
					order[i], order[front] = order[front], order[i]
					front++
				}
			}
		}
		dealer := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer"))
		w, err := wall.NewFixed(spec, order, dice)
		require.NoError(t, err)
		before := w.Clone()
		want, after, wantErr := refDeal(w, dealer)
		got, err := w.Deal(dealer)
		if wantErr != nil {
			require.ErrorIs(t, err, wall.ErrExhausted)
			require.Equal(t, before, w)
			require.Equal(t, wall.Deal{}, got)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want, got)
		require.Equal(t, after, w)
	})
}

// TestDealRunsOut: with all 8 bonus tiles dealt and 3 tiles left, the exposure runs out of tiles.
func TestDealRunsOut(t *testing.T) {
	ids := tile.AppendSet(nil, smallBonusSpec.Kinds)
	// The bonus tiles are the last 8; put them first.
	order := append(append([]tile.ID(nil), ids[48:]...), ids[:48]...)
	w, err := wall.NewFixed(smallBonusSpec, order, wall.Dice{2, 3})
	require.NoError(t, err)
	before := w.Clone()
	_, err = w.Deal(tile.SeatSouth)
	require.ErrorIs(t, err, wall.ErrExhausted)
	assert.Equal(t, before, w)
	// The wall is untouched, so a draw still comes from the front.
	id, err := w.Draw()
	require.NoError(t, err)
	assert.Equal(t, order[0], id)
}
