package game

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/riichi"
	_ "github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// swapHidden returns a copy of g in which seats a and b, both still in, exchange one concealed tile
// of different kinds, or nil if they hold none.
func swapHidden(g *Game, a, b tile.Seat) *Game {
	c := g.Clone()
	sa, sb := &c.seats[a.Index()], &c.seats[b.Index()]
	for i := range sa.ids[:sa.n] {
		for j := range sb.ids[:sb.n] {
			ka, kb := sa.ids[i].Kind(), sb.ids[j].Kind()
			if ka == kb {
				continue
			}
			ha, err1 := sa.h.Without(ka)
			hb, err2 := sb.h.Without(kb)
			if err1 != nil || err2 != nil {
				continue
			}
			ha, err1 = ha.With(kb)
			hb, err2 = hb.With(ka)
			if err1 != nil || err2 != nil {
				continue
			}
			sa.ids[i], sb.ids[j] = sb.ids[j], sa.ids[i]
			sa.h, sb.h = ha, hb
			return c
		}
	}
	return nil
}

func viewJSON(t *testing.T, g *Game, s tile.Seat) string {
	t.Helper()
	b, err := json.Marshal(g.View(s))
	require.NoError(t, err)
	return string(b)
}

// A seat's view, its JSON and the events it may see are the same whatever the other seats hold: two
// other seats still in swap concealed tiles and nothing the seat sees changes. No private event of
// another seat is ever shown. Riichi is played under tenhou and under mahjongsoul, where a closed kan
// opens a rob window.
func TestReviewViewsHideOtherHands(t *testing.T) {
	var all []variant.Rules
	for _, name := range []string{"classic", "sichuan", "riichi"} {
		r, err := variant.Lookup(name)
		require.NoError(t, err)
		all = append(all, r)
	}
	o, err := riichi.Preset("mahjongsoul") // kokushi may rob a closed kan
	require.NoError(t, err)
	ms, err := riichi.New(o)
	require.NoError(t, err)
	all = append(all, ms)
	for _, r := range all {
		for seed := range uint64(3) {
			g, err := New(r, Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed)})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 5))
			for steps := 0; !g.Over(); steps++ {
				require.Less(t, steps, 5000)
				if steps%4 == 0 && (g.phase == PhaseTurn || g.phase == PhaseClaim || g.phase == PhaseRob) {
					for s := range tile.Seats() {
						a, b := s.Next(), s.Across()
						if g.seats[a.Index()].out || g.seats[b.Index()].out {
							continue
						}
						c := swapHidden(g, a, b)
						if c == nil {
							continue
						}
						require.Equal(t, viewJSON(t, g, s), viewJSON(t, c, s), "seat %v", s)
					}
				}
				for s := range tile.Seats() {
					for _, e := range g.EventsFor(s) {
						if !e.Public() {
							require.Equal(t, s, e.Seat, "%v sees %v", s, e)
						}
					}
				}
				var seat tile.Seat
				for x := range g.Pending().All() {
					seat = x
					break
				}
				legal := g.Legal(seat)
				require.NotEmpty(t, legal)
				a := legal[rng.IntN(len(legal))]
				for _, l := range legal {
					if l.Kind == Win || l.Kind == Pung || l.Kind == Kong {
						a = l
					}
				}
				require.NoError(t, g.Apply(a))
			}
		}
	}
}
