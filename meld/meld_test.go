package meld_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

var allKinds = []meld.Kind{meld.Chow, meld.Pung, meld.Kong, meld.Pair}

func TestKindOriginString(t *testing.T) {
	tests := []struct {
		k    meld.Kind
		name string
		size int
	}{
		{meld.KindNone, "none", 0},
		{meld.Chow, "chow", 3},
		{meld.Pung, "pung", 3},
		{meld.Kong, "kong", 4},
		{meld.Pair, "pair", 2},
		{meld.Kind(5), "meld.Kind(5)", 0},
		{meld.Kind(255), "meld.Kind(255)", 0},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.name, tt.k.String())
		assert.Equal(t, tt.size, tt.k.Size())
	}
	assert.Equal(t, "concealed", meld.Concealed.String())
	assert.Equal(t, "claimed", meld.Claimed.String())
	assert.Equal(t, "added", meld.Added.String())
	assert.Equal(t, "meld.Origin(3)", meld.Origin(3).String())
}

func TestNew(t *testing.T) {
	valid := 0
	for k := range meld.Kind(8) {
		for v := range 256 {
			x := tile.Tile(v)
			m, err := meld.New(k, x)
			var ok bool
			switch k {
			case meld.Chow:
				ok = x.IsSuited() && x.Rank() <= 7
			case meld.Pung, meld.Kong, meld.Pair:
				ok = x.IsPlaying()
			case meld.KindNone:
			}
			if !ok {
				require.ErrorIs(t, err, meld.ErrInvalid, "New(%s, %d)", k, v)
				assert.Equal(t, meld.Meld{}, m)
				assert.False(t, m.IsValid())
				assert.Panics(t, func() { meld.MustNew(k, x) })
				continue
			}
			valid++
			require.NoError(t, err, "New(%s, %s)", k, x)
			assert.Equal(t, m, meld.MustNew(k, x))
			assert.True(t, m.IsValid())
			assert.Equal(t, k, m.Kind())
			assert.Equal(t, x, m.Tile())
			assert.Equal(t, meld.Concealed, m.Origin())
			assert.True(t, m.IsConcealed())
			assert.True(t, m.IsConcealed())
			assert.Equal(t, k == meld.Pung || k == meld.Kong, m.Kind() == meld.Pung || m.Kind() == meld.Kong)
			assert.Equal(t, k.Size(), m.Len())
			_, has := m.From()
			assert.False(t, has)
		}
	}
	assert.Equal(t, 21+3*34, valid) // chows start on 1..7 of three suits
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		name string
		k    meld.Kind
		t    tile.Tile
	}{
		{"chow on 8", meld.Chow, tile.Character8},
		{"chow on 9", meld.Chow, tile.Bamboo9},
		{"chow on honour", meld.Chow, tile.East},
		{"chow on dragon", meld.Chow, tile.White},
		{"chow on bonus", meld.Chow, tile.Flower1},
		{"chow on none", meld.Chow, tile.None},
		{"pung of bonus", meld.Pung, tile.Season4},
		{"kong of bonus", meld.Kong, tile.Flower1},
		{"pair of bonus", meld.Pair, tile.Season1},
		{"pung of none", meld.Pung, tile.None},
		{"pung out of range", meld.Pung, tile.Tile(99)},
		{"no kind", meld.KindNone, tile.Character1},
		{"kind out of range", meld.Kind(9), tile.Character1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := meld.New(tt.k, tt.t)
			require.ErrorIs(t, err, meld.ErrInvalid)
			_, err = meld.NewClaimed(tt.k, tt.t, tile.SeatEast)
			require.ErrorIs(t, err, meld.ErrInvalid)
		})
	}
}

func TestNewClaimed(t *testing.T) {
	m, err := meld.NewClaimed(meld.Pung, tile.Red, tile.SeatWest)
	require.NoError(t, err)
	assert.Equal(t, meld.Claimed, m.Origin())
	assert.True(t, !m.IsConcealed())
	assert.False(t, m.IsConcealed())
	from, ok := m.From()
	assert.True(t, ok)
	assert.Equal(t, tile.SeatWest, from)

	m, err = meld.NewClaimed(meld.Chow, tile.Circle7, tile.NoSeat)
	require.NoError(t, err)
	from, ok = m.From()
	assert.False(t, ok)
	assert.Equal(t, tile.NoSeat, from)

	_, err = meld.NewClaimed(meld.Pair, tile.Character5, tile.SeatEast)
	require.ErrorIs(t, err, meld.ErrInvalid, "a pair is never claimed")
	_, err = meld.NewClaimed(meld.Pung, tile.Character5, tile.Seat(5))
	require.ErrorIs(t, err, meld.ErrInvalid, "bad seat")
	_, err = meld.NewClaimed(meld.Pung, tile.Character5, tile.Seat(200))
	require.ErrorIs(t, err, meld.ErrInvalid, "bad seat")
}

func TestUpgrade(t *testing.T) {
	p := must(meld.NewClaimed(meld.Pung, tile.Green, tile.SeatNorth))
	k, err := p.Upgrade()
	require.NoError(t, err)
	assert.Equal(t, meld.Kong, k.Kind())
	assert.Equal(t, meld.Added, k.Origin())
	assert.Equal(t, tile.Green, k.Tile())
	from, ok := k.From()
	assert.True(t, ok)
	assert.Equal(t, tile.SeatNorth, from)
	assert.True(t, !k.IsConcealed())
	assert.Equal(t, 4, k.Len())

	bad := []meld.Meld{
		{},
		meld.MustNew(meld.Pung, tile.Green), // concealed pung
		meld.MustNew(meld.Kong, tile.Green),
		must(meld.NewClaimed(meld.Kong, tile.Green, tile.SeatEast)),
		must(meld.NewClaimed(meld.Chow, tile.Character1, tile.SeatEast)),
		meld.MustNew(meld.Pair, tile.Green),
		k, // already added
	}
	for _, m := range bad {
		got, err := m.Upgrade()
		require.ErrorIs(t, err, meld.ErrInvalid, "%s", m)
		assert.Equal(t, meld.Meld{}, got)
	}
}

func must(m meld.Meld, err error) meld.Meld {
	if err != nil {
		panic(err)
	}
	return m
}

func TestTilesContainsAddTo(t *testing.T) {
	tests := []struct {
		m    meld.Meld
		want string
	}{
		{meld.MustNew(meld.Chow, tile.Character1), "123m"},
		{meld.MustNew(meld.Chow, tile.Bamboo7), "789s"},
		{meld.MustNew(meld.Pung, tile.Red), "777z"},
		{meld.MustNew(meld.Kong, tile.Circle9), "9999p"},
		{meld.MustNew(meld.Pair, tile.East), "11z"},
		{must(meld.NewClaimed(meld.Chow, tile.Circle3, tile.SeatNorth)), "345p"},
		{meld.Meld{}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			want := tile.MustParseTiles(tt.want)
			ts, n := tt.m.Tiles()
			require.Equal(t, len(want), n)
			assert.Equal(t, tile.Format(want), tile.Format(ts[:n]))
			assert.Equal(t, want, append([]tile.Tile(nil), ts[:n]...))
			for _, z := range ts[n:] {
				assert.Equal(t, tile.None, z)
			}
			c := tile.CountsOf(tile.MustParseTiles("5z"))
			tt.m.AddTo(&c)
			assert.Equal(t, tile.CountsOf(append(want, tile.White)), c)
			wantSet := tile.SetOf(want...)
			for v := range 256 {
				x := tile.Tile(v)
				assert.Equal(t, wantSet.Has(x), tt.m.Contains(x), "%s contains %d", tt.m, v)
			}
		})
	}
}

func TestAsConcealedAsClaimed(t *testing.T) {
	m := meld.MustNew(meld.Pung, tile.Character3)
	c := m.AsClaimed(tile.SeatSouth)
	assert.Equal(t, meld.Claimed, c.Origin())
	from, ok := c.From()
	assert.True(t, ok)
	assert.Equal(t, tile.SeatSouth, from)
	assert.Equal(t, m, c.AsConcealed())
	_, ok = c.AsClaimed(tile.NoSeat).From()
	assert.False(t, ok)
}

func TestStringParse(t *testing.T) {
	tests := []struct {
		text string
		m    meld.Meld
	}{
		{"[123m]", meld.MustNew(meld.Chow, tile.Character1)},
		{"[555z]", meld.MustNew(meld.Pung, tile.White)},
		{"[1111m]", meld.MustNew(meld.Kong, tile.Character1)},
		{"[55z]", meld.MustNew(meld.Pair, tile.White)},
		{"789p", must(meld.NewClaimed(meld.Chow, tile.Circle7, tile.NoSeat))},
		{"555z", must(meld.NewClaimed(meld.Pung, tile.White, tile.NoSeat))},
		{"5555z", must(meld.NewClaimed(meld.Kong, tile.White, tile.NoSeat))},
		{"555z@W", must(meld.NewClaimed(meld.Pung, tile.White, tile.SeatWest))},
		{"123s@N", must(meld.NewClaimed(meld.Chow, tile.Bamboo1, tile.SeatNorth))},
		{"5555z+", must(must(meld.NewClaimed(meld.Pung, tile.White, tile.NoSeat)).Upgrade())},
		{"9999m+@E", must(must(meld.NewClaimed(meld.Pung, tile.Character9, tile.SeatEast)).Upgrade())},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			assert.Equal(t, tt.text, tt.m.String())
			got, err := meld.Parse(tt.text)
			require.NoError(t, err)
			assert.Equal(t, tt.m, got)
			assert.Equal(t, tt.m, meld.MustParse(tt.text))
		})
	}
	assert.Equal(t, "-", meld.Meld{}.String())
	// Parse accepts any order and grouping of the tiles; String writes the canonical form.
	for in, want := range map[string]string{"312m": "123m", "[3m1m2m]": "[123m]", "5z55z": "555z", "[2p2p]": "[22p]"} {
		m, err := meld.Parse(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, m.String())
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in     string
		err    error
		offset int
	}{
		{"", meld.ErrInvalid, 0},
		{"[]", meld.ErrInvalid, 1},
		{"+", meld.ErrInvalid, 0},
		{"@W", meld.ErrInvalid, 0},
		{"5z", meld.ErrInvalid, 0},
		{"55555z", meld.ErrInvalid, 0},
		{"[123m", meld.ErrInvalid, 0},
		{"123m]", meld.ErrInvalid, 4},
		{"[[123m]]", meld.ErrInvalid, 1},
		{"123m@", meld.ErrInvalid, 5},
		{"123m@X", meld.ErrInvalid, 5},
		{"123m@W@E", meld.ErrInvalid, 5},
		{"[123m]@W", meld.ErrInvalid, 6},
		{"12 3m", meld.ErrInvalid, 2},
		{"123m ", meld.ErrInvalid, 0},
		{"1m 23m", meld.ErrInvalid, 0},
		{"0z0z", meld.ErrInvalid, 0},
		{"0m0m", meld.ErrInvalid, 0}, // two red fives: a pair is never exposed
		{"[128z]", meld.ErrInvalid, 3},
		{"12x", meld.ErrInvalid, 2},
		{"[123m]+", meld.ErrInvalid, 0},
		{"55z", meld.ErrInvalid, 0},      // a pair is never exposed
		{"55z+", meld.ErrInvalid, 3},     // only a kong can be added
		{"555z+", meld.ErrInvalid, 4},    // only a kong can be added
		{"123m+", meld.ErrInvalid, 4},    // only a kong can be added
		{"[55z]@W", meld.ErrInvalid, 5},  // a concealed group has no seat
		{"[124m]", meld.ErrInvalid, 1},   // not a chow
		{"[1234m]", meld.ErrInvalid, 1},  // four in a row
		{"[89m1p]", meld.ErrInvalid, 1},  // across suits
		{"[123z]", meld.ErrInvalid, 1},   // honours never chow
		{"[123f]", meld.ErrInvalid, 1},   // bonus tiles never chow
		{"[555f]", meld.ErrInvalid, 1},   // bonus tiles never pung
		{"[11f]", meld.ErrInvalid, 1},    // nor pair
		{"789m1p", meld.ErrInvalid, 0},   // four tiles, not a kong
		{"[9m1p2p]", meld.ErrInvalid, 1}, // no wrap across suits
		{"[112m]", meld.ErrInvalid, 1},   // neither pung nor chow
		{"8910m", meld.ErrInvalid, 0},    // 8m 9m 1m and a red 5m, not a group
		{"8910p", meld.ErrInvalid, 0},    // no rank 10: 1 then a red 5p
		{"[891m]", meld.ErrInvalid, 1},   // no wrap past 9
		{"[55m5p]", meld.ErrInvalid, 1},  // mixed suits
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			m, err := meld.Parse(tt.in)
			require.ErrorIs(t, err, tt.err)
			var pe *meld.ParseError
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tt.in, pe.Input)
			assert.Equal(t, tt.offset, pe.Offset)
			assert.NotEmpty(t, pe.Error())
			assert.Equal(t, meld.Meld{}, m)
			assert.Panics(t, func() { meld.MustParse(tt.in) })

			keep := meld.MustNew(meld.Pung, tile.Red)
			require.Error(t, keep.UnmarshalText([]byte(tt.in)))
			assert.Equal(t, meld.MustNew(meld.Pung, tile.Red), keep, "UnmarshalText must leave the meld unchanged")
		})
	}
}

// everyMeld lists every valid meld: kind x lowest tile x origin x seat.
func everyMeld() []meld.Meld {
	var out []meld.Meld
	seats := []tile.Seat{tile.NoSeat, tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth}
	for _, k := range allKinds {
		for x := range tile.PlayingKinds.All() {
			m, err := meld.New(k, x)
			if err != nil {
				continue
			}
			out = append(out, m)
			for _, s := range seats {
				c, err := meld.NewClaimed(k, x, s)
				if err != nil {
					continue
				}
				out = append(out, c)
				if a, err := c.Upgrade(); err == nil {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

func TestEveryMeldRoundTrip(t *testing.T) {
	all := everyMeld()
	// concealed: 21 chows + 34 pungs + 34 kongs + 34 pairs; claimed: (21+34+34) x 5 seats;
	// added: 34 x 5 seats.
	require.Len(t, all, 123+89*5+34*5)
	seen := map[string]meld.Meld{}
	for _, m := range all {
		s := m.String()
		_, dup := seen[s]
		require.False(t, dup, "two melds print as %q", s)
		seen[s] = m
		got, err := meld.Parse(s)
		require.NoError(t, err, s)
		require.Equal(t, m, got, s)

		buf := make([]byte, 0, 16)
		buf, err = m.AppendText(buf)
		require.NoError(t, err)
		require.Equal(t, s, string(buf))
		require.Zero(t, testing.AllocsPerRun(10, func() { buf, _ = m.AppendText(buf[:0]) }))

		b, err := m.MarshalText()
		require.NoError(t, err)
		var back meld.Meld
		require.NoError(t, back.UnmarshalText(b))
		require.Equal(t, m, back)

		ts, n := m.Tiles()
		var c tile.Counts
		m.AddTo(&c)
		require.Equal(t, tile.CountsOf(ts[:n]), c)
		require.Equal(t, m.Kind().Size(), c.Total())
	}
	_, err := meld.Meld{}.MarshalText()
	require.ErrorIs(t, err, meld.ErrInvalid)
	b, err := meld.Meld{}.AppendText([]byte("x"))
	require.ErrorIs(t, err, meld.ErrInvalid)
	assert.Equal(t, "x", string(b))
}

func TestJSON(t *testing.T) {
	type hand struct {
		Melds []meld.Meld `json:"melds"`
	}
	in := hand{Melds: []meld.Meld{
		meld.MustParse("[123m]"), meld.MustParse("555z@W"), meld.MustParse("9999p+@S"), meld.MustParse("[1111s]"),
	}}
	b, err := json.Marshal(in)
	require.NoError(t, err)
	assert.JSONEq(t, `{"melds":["[123m]","555z@W","9999p+@S","[1111s]"]}`, string(b))
	var out hand
	require.NoError(t, json.Unmarshal(b, &out))
	assert.Equal(t, in, out)

	// As a map key.
	m := map[meld.Meld]int{meld.MustParse("[55z]"): 2}
	b, err = json.Marshal(m)
	require.NoError(t, err)
	assert.JSONEq(t, `{"[55z]":2}`, string(b))

	require.Error(t, json.Unmarshal([]byte(`{"melds":["55z"]}`), &out))
	_, err = json.Marshal([]meld.Meld{{}})
	require.Error(t, err)
}
