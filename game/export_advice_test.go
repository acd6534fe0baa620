package game

import "github.com/mahjong-go/mahjong/tile"

// HiddenFrom returns the playing tiles seat s cannot see: the wall and the concealed tiles of the other
// seats still in the hand, less the indicators face up and the tile being added to a kong while it
// may be robbed.
func HiddenFrom(g *Game, s tile.Seat) tile.Counts {
	var c tile.Counts
	for _, id := range g.wall.AppendRemaining(nil) {
		c.Add(id.Kind())
	}
	for i := range g.seats {
		st := &g.seats[i]
		if tile.SeatAt(i) == s || st.out {
			continue
		}
		for _, id := range st.ids[:st.n] {
			c.Add(id.Kind())
		}
	}
	for i := range g.wall.Indicators() {
		id, _ := g.wall.Indicator(i)
		c.Remove(id.Kind())
	}
	if g.phase == PhaseRob && g.discarder != s {
		c.Remove(g.latest.Kind())
	}
	for t := tile.Flower1; int(t) < tile.NumSlots; t++ {
		c[t] = 0
	}
	return c
}
