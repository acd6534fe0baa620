package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// fixedWall builds a wall order in which, with East dealing, each seat is dealt hands[s] (the dealer 14
// tiles, the others 13) and the live wall then yields draws in order from its front; the rest of the set
// follows in ID order. Replacement tiles come from the back (Sichuan) or the Kong Box (classic).
func fixedWall(t *testing.T, spec wall.Spec, dice wall.Dice, hands [4]string, draws string) []tile.ID {
	t.Helper()
	all := tile.AppendSet(nil, spec.Kinds)
	used := make(map[tile.ID]bool)
	take := func(k tile.Tile) tile.ID {
		for _, id := range all {
			if id.Kind() == k && !used[id] {
				used[id] = true
				return id
			}
		}
		t.Fatalf("no tile %v left", k)
		return 0
	}
	prefix := 0
	if spec.DeadWall == wall.DiceKongBox {
		prefix = 2 * (dice.Total() + 1)
	}
	order := make([]tile.ID, len(all))
	var pos [4][]int // deal positions (relative to the front) of each seat, in order
	for r := range 3 {
		for k := range 4 {
			for i := range 4 {
				pos[k] = append(pos[k], 16*r+4*k+i)
			}
		}
	}
	if spec.Deal == wall.DealDealerLast {
		for k := range 4 {
			pos[k] = append(pos[k], 48+k)
		}
		pos[0] = append(pos[0], 52)
	} else {
		pos[0] = append(pos[0], 48, 49)
		for k := 1; k < 4; k++ {
			pos[k] = append(pos[k], 49+k)
		}
	}
	for s, h := range hands {
		ts := tile.MustParseTiles(h)
		require.Len(t, ts, len(pos[s]), "seat %d", s)
		for i, k := range ts {
			order[prefix+pos[s][i]] = take(k)
		}
	}
	for i, k := range tile.MustParseTiles(draws) {
		order[prefix+53+i] = take(k)
	}
	j := 0
	for i := range order {
		if order[i] == 0 {
			for used[all[j]] {
				j++
			}
			order[i] = all[j]
			used[all[j]] = true
		}
	}
	return order
}

func newFixed(t *testing.T, r variant.Rules, hands [4]string, draws string) *game.Game {
	t.Helper()
	dice := wall.Dice{1, 1}
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Wall: fixedWall(t, r.Table().Wall, dice, hands, draws), Dice: dice})
	require.NoError(t, err)
	require.NoError(t, game.CheckInvariants(g))
	return g
}

func apply(t *testing.T, g *game.Game, as ...game.Action) {
	t.Helper()
	for _, a := range as {
		require.NoError(t, g.Apply(a), "%v", a)
		require.NoError(t, game.CheckInvariants(g))
	}
}

func act(k game.ActionKind, s tile.Seat, t string) game.Action {
	a := game.Action{Kind: k, Seat: s}
	if t != "" {
		a.Tile = tile.MustParseTiles(t)[0]
	}
	return a
}

func fakeBlood() fake {
	f := fakeSichuan()
	f.table.BeforePlay.Exchange, f.table.BeforePlay.MissingSuit = 0, false
	return f
}

var threeWaits = [4]string{
	"5p11m99m999p777s888s", // E (dealer) discards 5p
	"123m456m789m111s5p",   // S waits on 5p
	"234m567m222s333s5p",   // W waits on 5p
	"123p678p444s555s5p",   // N waits on 5p
}

func TestScenarioThreeWinnersOneDiscard(t *testing.T) {
	g := newFixed(t, fakeBlood(), threeWaits, "")
	apply(t, g, act(game.Discard, tile.SeatEast, "5p"))
	require.Equal(t, claim.SeatsOf(tile.SeatSouth, tile.SeatWest, tile.SeatNorth), g.Pending())
	apply(t, g, act(game.Win, tile.SeatNorth, "5p"), act(game.Win, tile.SeatSouth, "5p"), act(game.Win, tile.SeatWest, ""))
	require.True(t, g.Over())
	require.False(t, g.Exhausted())
	wins := g.Wins()
	require.Len(t, wins, 3)
	for i, s := range []tile.Seat{tile.SeatSouth, tile.SeatWest, tile.SeatNorth} {
		require.Equal(t, s, wins[i].Context.Winner)
		require.Equal(t, tile.SeatEast, wins[i].Context.Supplier)
		require.Equal(t, wins[0].Group, wins[i].Group)
	}
	require.Equal(t, [4]int{-3, 1, 1, 1}, g.Ledger().Net())
}

func TestScenarioTwoWinnersPlayContinues(t *testing.T) {
	g := newFixed(t, fakeBlood(), threeWaits, "1s")
	apply(t, g, act(game.Discard, tile.SeatEast, "5p"),
		act(game.Win, tile.SeatSouth, "5p"), act(game.Win, tile.SeatWest, "5p"), act(game.Pass, tile.SeatNorth, ""))
	require.False(t, g.Over())
	require.Len(t, g.Wins(), 2)
	// Play resumes after the last winner (W): North draws; winners are out and are never asked again.
	require.Equal(t, game.PhaseTurn, g.Phase())
	require.Equal(t, tile.SeatNorth, g.Turn())
	require.True(t, g.Out(tile.SeatSouth))
	require.ErrorIs(t, g.Apply(act(game.Discard, tile.SeatSouth, "1m")), game.ErrNotYourTurn)
	apply(t, g, act(game.Discard, tile.SeatNorth, "1s"))
	require.Equal(t, claim.SeatsOf(tile.SeatEast), g.Pending())
}

func TestScenarioChowOnlyFromTheLeft(t *testing.T) {
	hands := [4]string{"5m11p99p111s222s333s", "46m44p66p789s1235z", "46m22p88p789s1236z", "1236m456s789s135z"}
	g := newFixed(t, fakeClassic(), hands, "")
	apply(t, g, act(game.Discard, tile.SeatEast, "5m"))
	chowW := game.Action{Kind: game.Chow, Seat: tile.SeatWest, Tile: tile.Character5, Chow: tile.Character4}
	require.NotContains(t, g.Legal(tile.SeatWest), chowW)
	err := g.Apply(chowW)
	require.ErrorIs(t, err, game.ErrIllegal)
	require.ErrorIs(t, err, claim.ErrWrongSeat)
	chowS := game.Action{Kind: game.Chow, Seat: tile.SeatSouth, Tile: tile.Character5, Chow: tile.Character4,
		From: tile.SeatEast}
	require.Contains(t, g.Legal(tile.SeatSouth), chowS)
	apply(t, g, chowS, act(game.Pass, tile.SeatWest, ""), act(game.Pass, tile.SeatNorth, ""))
	require.Equal(t, tile.SeatSouth, g.Turn())
	for _, a := range g.Legal(tile.SeatSouth) {
		require.Equal(t, game.Discard, a.Kind, "after a chow only a discard")
	}
}

func TestScenarioPungSkips(t *testing.T) {
	hands := [4]string{"5m11p99p111s222s333s", "46m44p66p789s1235z", "55m22p88p789s1236z", "1236m456s789s135z"}
	g := newFixed(t, fakeClassic(), hands, "")
	apply(t, g, act(game.Discard, tile.SeatEast, "5m"),
		act(game.Pass, tile.SeatSouth, ""), act(game.Pung, tile.SeatWest, "5m"), act(game.Pass, tile.SeatNorth, ""))
	require.Equal(t, tile.SeatWest, g.Turn(), "South is skipped")
	apply(t, g, act(game.Discard, tile.SeatWest, "6z"))
	require.Equal(t, claim.SeatsOf(tile.SeatEast, tile.SeatSouth, tile.SeatNorth), g.Pending())
}

func TestScenarioWinBeatsKong(t *testing.T) {
	hands := [4]string{"5m11p99p111s222s333s", "46m44p66p789s1235z", "555m22p88p789s126z", "46m123p456p789p11z"}
	g := newFixed(t, fakeClassic(), hands, "")
	apply(t, g, act(game.Discard, tile.SeatEast, "5m"),
		act(game.Pass, tile.SeatSouth, ""), act(game.Kong, tile.SeatWest, "5m"), act(game.Win, tile.SeatNorth, "5m"))
	require.True(t, g.Over())
	require.Len(t, g.Wins(), 1)
	require.Equal(t, tile.SeatNorth, g.Wins()[0].Context.Winner)
	require.Equal(t, 0, g.Hand(tile.SeatWest).NumMelds(), "the kong claim is void")
}

func TestScenarioWashout(t *testing.T) {
	r := fakeClassic()
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(3)})
	require.NoError(t, err)
	// Everybody discards what they draw and passes every claim until the wall runs out.
	for !g.Over() {
		for s := range g.Pending().All() {
			legal := g.Legal(s)
			a := legal[0]
			for _, l := range legal {
				if l.Kind == game.Pass {
					a = l
				}
			}
			if a.Kind == game.Win || a.Kind == game.Kong {
				a = legal[len(legal)-1]
			}
			require.NoError(t, g.Apply(a))
			break
		}
	}
	if len(g.Wins()) == 0 {
		require.True(t, g.Exhausted())
		require.Zero(t, g.LiveCount())
		require.Empty(t, g.Ledger())
	}
}
