package game

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// Red fives. The seats' hands the referee analyses hold kinds only; the physical tiles say which fives
// are red ([variant.Table.RedFives]). The referee marks them only in a hand it scores or reports
// (docs/rules/riichi.md §8.5), never on the play's hot paths.

// isRed reports whether id is a red five of the table: copy c of a number suit's five with c below the
// table's count for that suit.
func (g *Game) isRed(id tile.ID) bool {
	t := id.Kind()
	if !t.IsSuited() || t.Rank() != 5 {
		return false
	}
	return id.Copy() < g.table.RedFives[t.Suit()-tile.Characters]
}

// withRed returns h, seat s's hand as it is scored or reported, with its red fives marked from the
// seat's physical tiles: its concealed tiles, plus win when win (a winning tile the seat does not hold
// among them) is not zero, and each declared meld's tiles. h holds the same kinds as those tiles;
// on a table without red fives it returns h unchanged.
func (g *Game) withRed(s tile.Seat, h hand.Hand, win tile.ID) hand.Hand {
	if g.table.RedFives == [3]uint8{} {
		return h
	}
	st := &g.seats[s.Index()]
	if n := h.NumMelds(); n > 0 {
		melds := h.Melds()
		for i := range melds {
			r := 0
			for _, id := range st.meldIDs[i] {
				if g.isRed(id) {
					r++
				}
			}
			if m, err := melds[i].Plain().WithRed(r); err == nil {
				melds[i] = m
			}
		}
		if v, err := hand.FromCounts(h.Concealed(), melds, h.Bonus()); err == nil {
			h = v
		}
	}
	var red [3]int
	for _, id := range st.ids[:st.n] {
		if g.isRed(id) {
			red[id.Kind().Suit()-tile.Characters]++
		}
	}
	if g.isRed(win) {
		red[win.Kind().Suit()-tile.Characters]++
	}
	for i, n := range red {
		if v, err := h.MarkRed(tile.Characters+tile.Suit(i), n); err == nil {
			h = v
		}
	}
	return h
}
