package game

import "github.com/mahjong-go/mahjong/tile"

// HeldIDs returns seat s's physical concealed tiles.
func HeldIDs(g *Game, s tile.Seat) []tile.ID {
	st := &g.seats[s.Index()]
	return append([]tile.ID(nil), st.ids[:st.n]...)
}

// OpenID returns the physical tile open to claims or robbing, or 0 outside those windows.
func OpenID(g *Game) tile.ID {
	if g.phase == PhaseClaim || g.phase == PhaseRob {
		return g.latest
	}
	return 0
}
