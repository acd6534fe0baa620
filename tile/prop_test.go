package tile_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/tile"
)

// genTile draws one of the 42 valid kinds.
func genTile() *rapid.Generator[tile.Tile] {
	return rapid.Custom(func(t *rapid.T) tile.Tile {
		return tile.Tile(rapid.IntRange(1, tile.NumAllKinds).Draw(t, "kind"))
	})
}

func TestPropNotationRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ts := rapid.SliceOfN(genTile(), 0, 20).Draw(t, "tiles")
		s := tile.Format(ts)
		got, err := tile.ParseTiles(s)
		require.NoError(t, err, s)
		want := slices.Clone(ts)
		slices.Sort(want)
		require.Equal(t, len(want), len(got))
		if len(want) > 0 {
			require.Equal(t, want, got)
		}
		// Canonical: formatting again gives the same text, and Counts prints the same.
		require.Equal(t, s, tile.Format(got))
		require.Equal(t, s, tile.CountsOf(ts).String())
		// Each tile's own notation parses back.
		for _, x := range ts {
			p, err := tile.Parse(x.String())
			require.NoError(t, err)
			require.Equal(t, x, p)
		}
	})
}

func TestPropParseAnyGrouping(t *testing.T) {
	// Writing each tile as its own group, in any order and with spaces, parses to the same tiles.
	rapid.Check(t, func(t *rapid.T) {
		ts := rapid.SliceOfN(genTile(), 0, 20).Draw(t, "tiles")
		var b []byte
		for i, x := range ts {
			if i > 0 && rapid.Bool().Draw(t, "space") {
				b = append(b, ' ')
			}
			b = append(b, x.String()...)
		}
		got, err := tile.ParseTiles(string(b))
		require.NoError(t, err)
		require.Equal(t, len(ts), len(got))
		for i := range ts {
			require.Equal(t, ts[i], got[i])
		}
	})
}

func TestPropSetCounts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		ts := rapid.SliceOfN(genTile(), 0, 30).Draw(t, "tiles")
		c := tile.CountsOf(ts)
		s := tile.SetOf(ts...)
		require.Equal(t, s, c.Kinds())
		require.Equal(t, len(ts), c.Total())
		require.Equal(t, s.Len(), len(s.Tiles(nil)))
		n := 0
		for k := range s.All() {
			require.True(t, c.Has(k))
			require.True(t, s.Has(k))
			n++
		}
		require.Equal(t, s.Len(), n)
		for v := range 256 {
			k := tile.Tile(v)
			require.Equal(t, c.Count(k) > 0, s.Has(k), "kind %d", v)
		}
		// Counts.Tiles lists the multiset sorted.
		want := slices.Clone(ts)
		slices.Sort(want)
		require.Equal(t, len(want), len(c.Tiles(nil)))
		if len(want) > 0 {
			require.Equal(t, want, c.Tiles(nil))
		}
		// Removing each tile empties the counts; Add/Remove are inverse.
		d := c
		for _, x := range ts {
			require.True(t, d.Remove(x))
		}
		require.Equal(t, tile.Counts{}, d)
		for _, x := range ts {
			require.True(t, d.Add(x))
		}
		require.Equal(t, c, d)
		// Plus and Contains agree.
		us := rapid.SliceOfN(genTile(), 0, 10).Draw(t, "more")
		e := tile.CountsOf(us)
		sum := c.Plus(e)
		require.True(t, sum.Contains(c))
		require.True(t, sum.Contains(e))
		require.Equal(t, c.Total()+e.Total(), sum.Total())
		require.Equal(t, s|tile.SetOf(us...), sum.Kinds())
		require.Equal(t, len(us) == 0, c.Contains(sum))
	})
}

func TestPropIDRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		id := tile.ID(rapid.IntRange(1, tile.NumIDs).Draw(t, "id"))
		require.Equal(t, id, tile.IDOf(id.Kind(), id.Copy()))
		got, err := tile.ParseID(id.String())
		require.NoError(t, err)
		require.Equal(t, id, got)
	})
}
