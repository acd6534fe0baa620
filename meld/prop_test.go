package meld_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// genMeld draws a valid meld of any kind, origin and seat, with any number of red fives it can hold.
func genMeld() *rapid.Generator[meld.Meld] {
	return rapid.Custom(func(t *rapid.T) meld.Meld {
		m := genPlainMeld().Draw(t, "plain")
		m, err := m.WithRed(rapid.IntRange(0, m.Fives()).Draw(t, "red"))
		require.NoError(t, err)
		return m
	})
}

// genPlainMeld draws a valid meld of any kind, origin and seat, without red fives.
func genPlainMeld() *rapid.Generator[meld.Meld] {
	return rapid.Custom(func(t *rapid.T) meld.Meld {
		k := rapid.SampledFrom(allKinds).Draw(t, "kind")
		var x tile.Tile
		if k == meld.Chow {
			x = tile.Of(rapid.SampledFrom([]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo}).Draw(t, "suit"),
				rapid.IntRange(1, 7).Draw(t, "rank"))
		} else {
			x = tile.FromIndex(rapid.IntRange(0, tile.NumKinds-1).Draw(t, "index"))
		}
		origin := meld.Origin(rapid.IntRange(0, 2).Draw(t, "origin"))
		if k == meld.Pair || (origin == meld.Added && k != meld.Kong) {
			origin = meld.Concealed
		}
		if origin == meld.Concealed {
			return meld.MustNew(k, x)
		}
		seat := rapid.SampledFrom([]tile.Seat{tile.NoSeat, tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth}).Draw(t, "seat")
		if origin == meld.Added {
			m, err := meld.NewClaimed(meld.Pung, x, seat)
			require.NoError(t, err)
			m, err = m.Upgrade()
			require.NoError(t, err)
			return m
		}
		m, err := meld.NewClaimed(k, x, seat)
		require.NoError(t, err)
		return m
	})
}

func TestPropTextRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMeld().Draw(t, "meld")
		got, err := meld.Parse(m.String())
		require.NoError(t, err, m.String())
		require.Equal(t, m, got)

		// The tiles in any order, each written as its own group, parse to the same meld; a red five
		// is written 0 wherever it stands.
		ts, n := m.Tiles()
		perm := rapid.Permutation(ts[:n]).Draw(t, "order")
		var b []byte
		if m.IsConcealed() {
			b = append(b, '[')
		}
		red := m.Red()
		for _, x := range perm {
			text := x.String()
			if red > 0 && x.Number() == 5 && x.IsSuited() {
				text = "0" + text[1:]
				red--
			}
			b = append(b, text...)
		}
		if m.IsConcealed() {
			b = append(b, ']')
		}
		if m.Origin() == meld.Added {
			b = append(b, '+')
		}
		if s, ok := m.From(); ok {
			b = append(b, '@')
			b = append(b, s.String()...)
		}
		got, err = meld.Parse(string(b))
		require.NoError(t, err, string(b))
		require.Equal(t, m, got, string(b))
	})
}

func TestPropTilesConsistent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMeld().Draw(t, "meld")
		ts, n := m.Tiles()
		require.Equal(t, m.Len(), n)
		require.Equal(t, m.Tile(), ts[0])
		var c tile.Counts
		m.AddTo(&c)
		require.Equal(t, tile.CountsOf(ts[:n]), c)
		for x := range tile.AllKinds.All() {
			require.Equal(t, c.Count(x) > 0, m.Contains(x))
		}
		require.Equal(t, m.Origin() != meld.Concealed, !m.IsConcealed())
		require.Equal(t, m.Kind().Size(), m.Len())
		fives := 0
		for _, x := range ts[:n] {
			if x.IsSuited() && x.Rank() == 5 {
				fives++
			}
		}
		require.Equal(t, fives, m.Fives())
		require.LessOrEqual(t, m.Red(), m.Fives())
		_, err := m.WithRed(m.Fives() + 1)
		require.ErrorIs(t, err, meld.ErrInvalid, "more red fives than fives")
		plain, err := m.WithRed(0)
		require.NoError(t, err)
		pts, pn := plain.Tiles()
		require.Equal(t, ts, pts, "red fives are the kind five")
		require.Equal(t, n, pn)
		require.Equal(t, m.Tile(), plain.Tile())
	})
}

// TestPropRedKeptBySeatChanges: AsConcealed, AsClaimed and Upgrade keep the red fives.
func TestPropRedKeptBySeatChanges(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := genMeld().Draw(t, "meld")
		seat := rapid.SampledFrom([]tile.Seat{tile.NoSeat, tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth}).Draw(t, "seat")
		require.Equal(t, m.Red(), m.AsConcealed().Red())
		c := m.AsClaimed(seat)
		require.Equal(t, m.Red(), c.Red())
		got, ok := c.From()
		require.Equal(t, seat, got)
		require.Equal(t, seat != tile.NoSeat, ok)
		if m.Kind() == meld.Pung && m.Origin() == meld.Claimed {
			k, err := m.Upgrade()
			require.NoError(t, err)
			require.Equal(t, m.Red(), k.Red())
		}
	})
}
