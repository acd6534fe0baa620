package game

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Red fives. The seats' hands the referee analyses hold kinds only; the physical tiles say which fives
// are red ([variant.ScoringRules.RedFives]). The referee marks them only in a hand it scores or reports
// (docs/rules/riichi.md §8.5), never on the play's hot paths.

// isRed reports whether id is a red five of the table: copy c of a number suit's five with c below the
// table's count for that suit (the set New builds from [variant.ScoringRules.RedFives]).
func (g *Game) isRed(id tile.ID) bool {
	return g.redIDs[id>>6]>>(id&63)&1 != 0
}

// holdsRed reports whether seat st holds a red five concealed.
func (g *Game) holdsRed(st *seatState) bool {
	return g.anyRed && (st.idSet[0]&g.redIDs[0]|st.idSet[1]&g.redIDs[1]|st.idSet[2]&g.redIDs[2]|st.idSet[3]&g.redIDs[3]) != 0
}

// IsRed reports whether id is a red five at this game's table ([variant.ScoringRules.RedFives]): copy c of a
// number suit's five with c below the table's count of red fives of that suit.
func (g *Game) IsRed(id tile.ID) bool { return g.isRed(id) }

// redMelds returns seat s's melds ms (plain, in the order of its hand's melds) with their red fives
// marked from the melds' physical tiles.
func (g *Game) redMelds(s tile.Seat, ms []meld.Meld) []meld.Meld {
	if g.table.Scoring.RedFives == [3]uint8{} {
		return ms
	}
	st := &g.seats[s.Index()]
	for i := range ms {
		if m, err := ms[i].Plain().WithRed(int(g.redCount(st.meldIDs[i][:]))); err == nil {
			ms[i] = m
		}
	}
	return ms
}

// withRed returns h, seat s's hand as it is scored or reported, with its red fives marked from the
// seat's physical tiles: its concealed tiles, plus win when win (a winning tile the seat does not hold
// among them) is not zero, and each declared meld's tiles. h holds the same kinds as those tiles;
// on a table without red fives it returns h unchanged.
func (g *Game) withRed(s tile.Seat, h hand.Hand, win tile.ID) hand.Hand {
	if g.table.Scoring.RedFives == [3]uint8{} {
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
