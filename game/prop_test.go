package game_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// canon zeroes the fields an action of its kind does not use, and names the latest tile in claims.
func canon(a game.Action, latest tile.Tile, phase game.Phase) game.Action {
	c := game.Action{Kind: a.Kind, Seat: a.Seat}
	switch a.Kind {
	case game.Exchange:
		c.Tiles = a.Tiles
	case game.ChooseSuit:
		c.Suit = a.Suit
	case game.Discard:
		c.Tile, c.Call, c.Red, c.Drawn = a.Tile, a.Call, a.Red, a.Drawn
	case game.Kong, game.Pung, game.Chow, game.Win:
		c.Tile, c.Chow, c.Red = a.Tile, a.Chow, a.Red
		if phase == game.PhaseClaim || phase == game.PhaseRob {
			if c.Tile == tile.None {
				c.Tile = latest
			}
		}
		if a.Kind == game.Win && phase == game.PhaseTurn {
			c.Tile = tile.None
		}
		if a.Kind != game.Chow {
			c.Chow = tile.None
		}
	case game.SetAside:
		c.Tile = a.Tile
	case game.NoAction, game.Pass, game.Abort:
	}
	return c
}

func sameAction(a, b game.Action) bool {
	if a.Kind != b.Kind || a.Seat != b.Seat || a.Tile != b.Tile || a.Chow != b.Chow || a.Suit != b.Suit ||
		a.Call != b.Call || a.Red != b.Red || a.Drawn != b.Drawn || len(a.Tiles) != len(b.Tiles) {
		return false
	}
	return tile.CountsOf(a.Tiles) == tile.CountsOf(b.Tiles)
}

func anyAction(t *rapid.T) game.Action {
	a := game.Action{
		Kind: game.ActionKind(rapid.IntRange(0, int(game.Win)).Draw(t, "kind")),
		Seat: tile.SeatAt(rapid.IntRange(0, 4).Draw(t, "seat")),
		Tile: tile.Tile(rapid.IntRange(0, 35).Draw(t, "tile")),
	}
	switch a.Kind {
	case game.Chow:
		a.Chow = tile.Tile(rapid.IntRange(0, 28).Draw(t, "chow"))
	case game.ChooseSuit:
		a.Suit = tile.Suit(rapid.IntRange(0, 5).Draw(t, "suit"))
	case game.Exchange:
		a.Tiles = rapid.SliceOfN(rapid.Map(rapid.IntRange(1, 27), func(i int) tile.Tile { return tile.Tile(i) }), 2, 4).Draw(t, "tiles")
	case game.Discard:
		a.Call = rapid.Bool().Draw(t, "call")
		a.Drawn = rapid.Bool().Draw(t, "drawn")
	default: // the other kinds carry only a seat and a tile
	}
	if a.Kind == game.Discard || a.Kind == game.Pung || a.Kind == game.Chow || a.Kind == game.Kong {
		a.Red = uint8(rapid.IntRange(0, 2).Draw(t, "red"))
	}
	return a
}

// checkViews checks that each seat's view shows its own hand and only public facts of the others: the
// View type has no field for another seat's concealed tiles, so it is enough that the seat's own hand is
// its own and that other hands appear only once they are out (a winner's hand is shown to all).
func checkViews(t *rapid.T, g *game.Game) {
	for s := range tile.Seats() {
		v := g.View(s)
		if plainHand(v.Hand) != g.Hand(s) {
			t.Fatalf("view of %v shows hand %v, not %v", s, v.Hand, g.Hand(s))
		}
		// The seat's own physical tiles, with its red fives marked in its hand.
		own := game.HeldIDs(g, s)
		slices.Sort(own)
		if !slices.Equal(own, v.Tiles) {
			t.Fatalf("view of %v shows tiles %v, not %v", s, v.Tiles, own)
		}
		reds := 0
		for _, id := range own {
			if g.IsRed(id) {
				reds++
			}
		}
		if n := v.Hand.ConcealedRed(tile.Characters) + v.Hand.ConcealedRed(tile.Circles) + v.Hand.ConcealedRed(tile.Bamboo); n != reds {
			t.Fatalf("view of %v marks %d red fives among %v", s, n, v.Tiles)
		}
		for o := range tile.Seats() {
			p := v.Players[o.Index()]
			if o != s && !g.Out(o) && p.WinningHand != (hand.Hand{}) {
				t.Fatalf("seat %v sees %v's hand", s, o)
			}
			if p.Concealed != g.Hand(o).Concealed().Total()-extra(g, o) {
				t.Fatalf("seat %v sees %d concealed tiles of %v", s, p.Concealed, o)
			}
		}
	}
}

// plainHand returns h with every red five plain.
func plainHand(h hand.Hand) hand.Hand {
	for _, su := range []tile.Suit{tile.Characters, tile.Circles, tile.Bamboo} {
		if p, err := h.MarkRed(su, 0); err == nil {
			h = p
		}
	}
	ms := h.Melds()
	for i := range ms {
		ms[i] = ms[i].Plain()
	}
	if p, err := hand.FromCounts(h.Concealed(), ms, h.Bonus()); err == nil {
		h = p
	}
	return h
}

// extra is 1 for a winner who scored a discard another winner took.
func extra(g *game.Game, s tile.Seat) int {
	return g.Hand(s).Concealed().Total() - game.ConcealedIDs(g, s)
}

func runMachine(t *rapid.T, r variant.Rules) {
	seed := rapid.Uint64().Draw(t, "seed")
	dealer := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer"))
	g, err := game.New(r, game.Config{Seed: wall.SeedOf(seed), Dealer: dealer})
	require.NoError(t, err)
	require.NoError(t, game.CheckInvariants(g))
	greedy := bot.NewGreedy(r.Table())
	smart := rapid.IntRange(0, 3).Draw(t, "smart")
	for steps := 0; !g.Over(); steps++ {
		require.Less(t, steps, 3000)
		pending := g.Pending()
		require.NotZero(t, pending, "phase %v", g.Phase())
		if rapid.IntRange(0, 5).Draw(t, "illegal?") == 0 {
			a := anyAction(t)
			before := game.Snapshot(g)
			legal := g.Legal(a.Seat)
			latest := game.Latest(g)
			phase := g.Phase()
			err := g.Apply(a)
			if err != nil {
				if !reflect.DeepEqual(before, game.Snapshot(g)) {
					t.Fatalf("state changed by rejected %v", a)
				}
			} else {
				// An action stating its physical tiles is listed as it is; one leaving Red 0 resolves to
				// one of the listed choices of its kind (with Drawn, the drawn tile, red or not).
				ca := canon(a, latest, phase)
				found := false
				for _, l := range legal {
					cl := canon(l, latest, phase)
					if ca.Red == 0 {
						cl.Red = 0
						if !ca.Drawn {
							cl.Drawn = false
						}
					}
					found = found || sameAction(cl, ca)
				}
				require.True(t, found, "accepted %v (phase %v) not in legal %v", a, phase, legal)
			}
		} else {
			var seats []tile.Seat
			for s := range pending.All() {
				seats = append(seats, s)
			}
			s := rapid.SampledFrom(seats).Draw(t, "seat")
			legal := g.Legal(s)
			require.NotEmpty(t, legal)
			a := rapid.SampledFrom(legal).Draw(t, "action")
			if s.Index() < smart {
				a = greedy.Choose(bot.Situation{Seat: s, Phase: g.Phase(), Hand: g.Hand(s), Missing: g.Missing(s), Legal: legal})
			}
			// Prefer wins, kongs and pungs, so that several winners, robbing and Blood Battle happen.
			for _, l := range legal {
				if l.Kind == game.Win || (l.Kind == game.Kong || l.Kind == game.Pung) && a.Kind == game.Pass {
					a = l
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("legal %v refused: %v", a, err)
			}
		}
		if err := game.CheckInvariants(g); err != nil {
			t.Fatal(err)
		}
		if steps%8 == 0 {
			checkViews(t, g)
		}
	}
	require.NoError(t, g.Err())
	// Payments sum to zero; never more winners than the table allows.
	sum := 0
	for _, n := range g.Ledger().Net() {
		sum += n
	}
	require.Zero(t, sum)
	if !r.Claims().MultipleWinners() || r.Table().Claims.MaxWinners > 1 {
		require.LessOrEqual(t, len(g.Wins()), max(r.Table().Claims.MaxWinners, 1))
	}
	winCount[len(g.Wins())]++
	// Replay and save/load reproduce the final state.
	g2, err := game.Replay(r, g.Record())
	require.NoError(t, err)
	require.Equal(t, game.Snapshot(g), game.Snapshot(g2))
	require.Equal(t, g.Events(), g2.Events())
	b, err := json.Marshal(g)
	require.NoError(t, err)
	g3, err := game.Load(r, b)
	require.NoError(t, err)
	require.Equal(t, g.Events(), g3.Events())
	require.Equal(t, g.Ledger(), g3.Ledger())
}

var winCount [4]int

func TestMachine(t *testing.T) {
	defer func() { t.Logf("hands by number of wins: %v", winCount) }()
	for _, r := range []variant.Rules{rulesOf(t, "classic"), rulesOf(t, "sichuan")} { // riichi: TestRiichiMachine
		t.Run(r.Name(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { runMachine(t, r) })
		})
	}
}
