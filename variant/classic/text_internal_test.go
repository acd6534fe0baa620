package classic

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// TestPropAppendHand: appendHand writes what hand.Hand.String does, for hands with declared melds of
// every origin and any bonus tiles.
func TestPropAppendHand(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{Form: gen.Mixed, MaxMelds: 4}).Draw(t, "hand")
		bonus := tile.Set(0)
		for b := tile.Flower1; b <= tile.Season4; b++ {
			if rapid.Bool().Draw(t, "bonus") {
				bonus = bonus.With(b)
			}
		}
		h, err := hand.FromCounts(h.Concealed(), h.Melds(), bonus)
		require.NoError(t, err)
		prefix := rapid.StringN(0, 4, 4).Draw(t, "prefix")
		require.Equal(t, prefix+h.String(), string(appendHand([]byte(prefix), h)))
	})
}

// TestPropAppendMeld: appendMeld writes what meld.Meld.String does, and appendPair writes the pair as
// the old text did: "[55m]", or "55m@W" (the bracketed form without brackets, then the discarder).
func TestPropAppendMeld(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := gen.Meld(tile.PlayingKinds).Draw(t, "meld")
		if rapid.Bool().Draw(t, "claimed") {
			m = m.AsClaimed(tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "from")))
		}
		require.Equal(t, m.String(), string(appendMeld(nil, m)))

		p := meld.MustNew(meld.Pair, rapid.SampledFrom(tile.PlayingKinds.Tiles(nil)).Draw(t, "pair"))
		c := &scoring{w: score.WinContext{Supplier: tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "supplier"))}}
		rd := &reading{a: hand.Arrangement{Pair: p.Tile()}, win: rapid.IntRange(0, pairGroup).Draw(t, "win")}
		c.winExp = rapid.Bool().Draw(t, "exposed")
		want := p.String()
		if rd.win == pairGroup && c.winExp {
			want = strings.Trim(want, "[]") + "@" + c.w.Supplier.String()
		}
		require.Equal(t, want, string(c.appendPair(nil, rd)))
	})
	assert.Equal(t, "-", string(appendMeld(nil, meld.Meld{})))
}

// TestSetDoubleNames: the set doubles are named "<kind> of <what>", as the kind prints.
func TestSetDoubleNames(t *testing.T) {
	whats := [...]string{dragonsDouble: "dragons", ownWindDouble: "own wind", prevailingWindDouble: "prevailing wind"}
	for _, k := range []meld.Kind{meld.KindNone, meld.Chow, meld.Pung, meld.Kong, meld.Pair} {
		for d, what := range whats {
			assert.Equal(t, k.String()+" of "+what, setDoubleName(k, d))
		}
	}
}

// TestAppendB: B's formula is "4 × n × 2^d".
func TestAppendB(t *testing.T) {
	for _, n := range []int{0, 1, 8} {
		for _, d := range []int{0, 3, 12} {
			c := &scoring{nBonus: n, bonusDbl: d}
			assert.Equal(t, "4 × "+strconv.Itoa(n)+" × 2^"+strconv.Itoa(d), string(c.appendB(nil)))
		}
	}
}

// TestSpecialHandsTable: each row of specialHands names its own kind, so match tests the row's hand.
func TestSpecialHandsTable(t *testing.T) {
	for i, s := range specialHands {
		assert.Equal(t, special(i), s.kind, s.name)
	}
}

// TestBreakdownOverflow: items and text references past the fixed room are kept, in order.
func TestBreakdownOverflow(t *testing.T) {
	var b breakdown
	n := len(b.items) + 5
	for i := range n {
		if i%2 == 0 {
			b.emitRef(strconv.Itoa(i), 0, i, i%(detailB+1))
		} else {
			b.emit(strconv.Itoa(i), 0, i, "")
		}
	}
	items, refs := b.list()
	require.Len(t, items, n)
	require.Len(t, refs, (n+1)/2)
	for i, it := range items {
		assert.Equal(t, strconv.Itoa(i), it.Name)
	}
	for k, r := range refs {
		assert.Equal(t, textRef{i: 2 * k, what: (2 * k) % (detailB + 1)}, r)
	}
	var none *breakdown
	none.emit("x", 0, 1, "")
	none.emitRef("x", 0, 1, 0)
}
