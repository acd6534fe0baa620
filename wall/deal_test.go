package wall_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// positions turns "0-3 16-19 48" into the list of positions 0 1 2 3 16 17 18 19 48.
func positions(s string) []int {
	var out []int
	for _, f := range strings.Fields(s) {
		lo, hi, ok := strings.Cut(f, "-")
		a, _ := strconv.Atoi(lo)
		b := a
		if ok {
			b, _ = strconv.Atoi(hi)
		}
		for i := a; i <= b; i++ {
			out = append(out, i)
		}
	}
	return out
}

// TestDealPositions checks which positions from the front of the live wall each seat receives, by
// offset from the dealer, for every dealer.
func TestDealPositions(t *testing.T) {
	tests := []struct {
		name  string
		spec  wall.Spec
		dice  wall.Dice
		front int       // first position of the live wall
		seats [4]string // positions relative to the front, for offsets 0 (dealer) .. 3
	}{
		{"classic", wall.Classic(true), wall.Dice{3, 4}, 16, [4]string{
			"0-3 16-19 32-35 48 49", "4-7 20-23 36-39 50", "8-11 24-27 40-43 51", "12-15 28-31 44-47 52"}},
		{"classic no bonus", wall.Classic(false), wall.Dice{6, 6}, 26, [4]string{
			"0-3 16-19 32-35 48 49", "4-7 20-23 36-39 50", "8-11 24-27 40-43 51", "12-15 28-31 44-47 52"}},
		{"classic no bonus, low dice", wall.Classic(false), wall.Dice{1, 1}, 6, [4]string{
			"0-3 16-19 32-35 48 49", "4-7 20-23 36-39 50", "8-11 24-27 40-43 51", "12-15 28-31 44-47 52"}},
		{"sichuan", wall.Sichuan(), wall.Dice{4, 2}, 0, [4]string{
			"0-3 16-19 32-35 48 52", "4-7 20-23 36-39 49", "8-11 24-27 40-43 50", "12-15 28-31 44-47 51"}},
	}
	for _, tt := range tests {
		for dealer := range tile.Seats() {
			t.Run(tt.name+"/"+dealer.String(), func(t *testing.T) {
				// Keep the bonus tiles out of the deal so that nothing is replaced: move them to the
				// far end of the wall (they already are, in ID order).
				ids := identity(tt.spec)
				w, err := wall.NewFixed(tt.spec, ids, tt.dice)
				require.NoError(t, err)
				d, err := w.Deal(dealer)
				require.NoError(t, err)
				assert.Equal(t, dealer, d.Dealer)
				for k := range tile.NumSeats {
					s := dealer.Add(k)
					var want []tile.ID
					for _, p := range positions(tt.seats[k]) {
						want = append(want, ids[tt.front+p])
					}
					assert.Equal(t, want, d.Hands[s.Index()], "offset %d", k)
					assert.Empty(t, d.Bonus[s.Index()])
				}
				assert.Len(t, d.Hands[dealer.Index()], 14)
				assert.Equal(t, tt.spec.Size()-tt.front-53, w.LiveCount())
				next, err := w.Draw()
				require.NoError(t, err)
				assert.Equal(t, ids[tt.front+53], next)
			})
		}
	}
}

// TestDealBonus checks docs/rules/classic.md §3.3: the dealer first, each seat in turn order finishing
// before the next, every bonus tile exposed and replaced with a loose tile, bonus loose tiles replaced
// again.
func TestDealBonus(t *testing.T) {
	spec := wall.Classic(true)
	ids := identity(spec)
	f := func(s string) tile.ID { return tile.IDOf(tile.MustParseTiles(s)[0], 0) }
	pos := func(id tile.ID) int {
		for i, x := range ids {
			if x == id {
				return i
			}
		}
		panic("missing")
	}
	swap := func(id tile.ID, p int) { q := pos(id); ids[p], ids[q] = ids[q], ids[p] }
	// Dice 3+4: Kong Box stacks 1..8 (positions 0..15), live wall from position 16. Loose tiles come
	// from positions 14, 15, 12, 13, 10, ...
	swap(f("1f"), 16+2)  // the dealer's third tile
	swap(f("5f"), 16+49) // the dealer's 14th tile
	swap(f("2f"), 14)    // first loose tile: a bonus tile again
	swap(f("3f"), 16+8)  // offset 2's first tile
	swap(f("8f"), 12)    // the loose tile offset 2 gets
	dealt := append([]tile.ID(nil), ids...)
	w, err := wall.NewFixed(spec, ids, wall.Dice{3, 4})
	require.NoError(t, err)
	dealer := tile.SeatNorth
	d, err := w.Deal(dealer)
	require.NoError(t, err)

	// Dealer (North): exposes 1f and 5f, takes 14 (2f, exposed), 15, 12 (8f, exposed), 13.
	assert.Equal(t, []tile.ID{f("1f"), f("5f"), f("2f"), f("8f")}, d.Bonus[tile.SeatNorth.Index()])
	wantN := []tile.ID{}
	for _, p := range positions("0-1 3 16-19 32-35 48") {
		wantN = append(wantN, dealt[16+p])
	}
	wantN = append(wantN, dealt[15], dealt[13])
	assert.Equal(t, wantN, d.Hands[tile.SeatNorth.Index()])
	// Offset 1 (East): nothing to replace.
	assert.Empty(t, d.Bonus[tile.SeatEast.Index()])
	// Offset 2 (South): exposes 3f and takes the next loose tile, position 10.
	assert.Equal(t, []tile.ID{f("3f")}, d.Bonus[tile.SeatSouth.Index()])
	wantS := []tile.ID{}
	for _, p := range positions("9-11 24-27 40-43 51") {
		wantS = append(wantS, dealt[16+p])
	}
	wantS = append(wantS, dealt[10])
	assert.Equal(t, wantS, d.Hands[tile.SeatSouth.Index()])
	assert.Empty(t, d.Bonus[tile.SeatWest.Index()])
	for s := range tile.Seats() {
		want := 13
		if s == dealer {
			want = 14
		}
		assert.Len(t, d.Hands[s.Index()], want)
		for _, id := range d.Hands[s.Index()] {
			assert.False(t, id.Kind().IsBonus())
		}
	}
	assert.Equal(t, 16-5, w.KongBoxCount())
	assert.Equal(t, 128-53, w.LiveCount())
}

// TestDealBonusRefill: if the Kong Box empties during the bonus exposure, the live wall's last stack
// moves into it. With dice 1+1 the Kong Box holds 6 tiles; here 7 bonus tiles are dealt.
func TestDealBonusRefill(t *testing.T) {
	spec := wall.Classic(true)
	ids := identity(spec)
	// Put the 8 bonus tiles (positions 136..143) at the front of the live wall (position 6 on) and the
	// Kong Box's loose tiles, so that the dealer takes many: swap blocks.
	for i := range 7 {
		ids[6+i], ids[136+i] = ids[136+i], ids[6+i]
	}
	w, err := wall.NewFixed(spec, ids, wall.Dice{1, 1})
	require.NoError(t, err)
	d, err := w.Deal(tile.SeatEast)
	require.NoError(t, err)
	// East gets positions 6..9 (four bonus tiles), South 10..13 (three), West and North none.
	assert.Len(t, d.Bonus[tile.SeatEast.Index()], 4)
	assert.Len(t, d.Bonus[tile.SeatSouth.Index()], 3)
	// 7 loose tiles: the 6 of the Kong Box, then the last stack (positions 142, 143) moves in and its
	// upper tile is South's last loose tile.
	assert.Equal(t, ids[142], d.Hands[tile.SeatSouth.Index()][12])
	assert.Equal(t, 1, w.KongBoxCount())
	assert.Equal(t, 144-6-53-2, w.LiveCount())
}
