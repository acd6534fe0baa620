package game_test

import (
	"math/rand/v2"

	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// layout is a scripted wall for a hand dealt by East with dice 1+1: the dealt hands, the first draws
// from the live wall, the replacement (loose) tiles in the order they are taken, and the tiles at the
// very end of the live wall (its last tile last), and with a fixed dead wall its indicators, from the
// one face up at the start. Every other tile of the set fills the gaps in ID order.
type layout struct {
	hands      [4][]tile.Tile
	draws      string
	loose      string
	tail       string
	indicators string
}

var layoutDice = wall.Dice{1, 1}

// order builds the wall order of l for spec.
func (l layout) order(t *testing.T, spec wall.Spec) []tile.ID {
	t.Helper()
	all := tile.AppendSet(nil, spec.Kinds)
	used := make(map[tile.ID]bool, len(all))
	take := func(k tile.Tile) tile.ID {
		for _, id := range all {
			if id.Kind() == k && !used[id] {
				used[id] = true
				return id
			}
		}
		t.Fatalf("layout: no %v left", k)
		return 0
	}
	n := len(all)
	order := make([]tile.ID, n)
	put := func(i int, k tile.Tile) {
		require.Zero(t, order[i], "layout: position %d used twice", i)
		order[i] = take(k)
	}
	front := 0 // index of T[0], the first dealt tile
	var loosePos []int
	if spec.DeadWall == wall.DiceKongBox {
		// Stacks 1..N+1 are the Kong Box; loose tiles come from the lifted stack N+1, then N, ..., 1.
		nb := layoutDice.Total()
		front = 2 * (nb + 1)
		for s := nb + 1; s >= 1; s-- {
			loosePos = append(loosePos, 2*(s-1), 2*(s-1)+1)
		}
	} else if spec.DeadWall == wall.FixedDeadWall {
		for i := range wall.MaxReplacements {
			loosePos = append(loosePos, n-wall.DeadWallSize+i)
		}
		for i, k := range tile.MustParseTiles(l.indicators) {
			put(n-wall.DeadWallSize+wall.MaxReplacements+2*i, k)
		}
	} else {
		for i := n - 1; i >= 53; i-- {
			loosePos = append(loosePos, i)
		}
	}
	var pos [4][]int
	for r := range 3 {
		for k := range 4 {
			for i := range 4 {
				pos[k] = append(pos[k], front+16*r+4*k+i)
			}
		}
	}
	if spec.Deal == wall.DealDealerLast {
		for k := range 4 {
			pos[k] = append(pos[k], front+48+k)
		}
		pos[0] = append(pos[0], front+52)
	} else {
		pos[0] = append(pos[0], front+48, front+49)
		for k := 1; k < 4; k++ {
			pos[k] = append(pos[k], front+49+k)
		}
	}
	for s, h := range l.hands {
		require.Len(t, h, len(pos[s]), "layout: seat %d", s)
		for i, k := range h {
			put(pos[s][i], k)
		}
	}
	for i, k := range tile.MustParseTiles(l.draws) {
		put(front+53+i, k)
	}
	loose := tile.MustParseTiles(l.loose)
	for i, k := range loose {
		put(loosePos[i], k)
	}
	tail := tile.MustParseTiles(l.tail)
	end := n // the live wall ends before end
	switch spec.DeadWall {
	case wall.FixedDeadWall, wall.FixedDeadWall8: // each replacement tile taken moves the live wall's end
		end = n - wall.DeadWallSize - len(loose)
	case wall.NoDeadWall:
		end = n - len(loose)
	case wall.DiceKongBox:
	}
	for i, k := range tail {
		put(end-len(tail)+i, k)
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

// start deals the hand of l under r.
func (l layout) start(t *testing.T, r variant.Rules) *game.Game {
	t.Helper()
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Wall: l.order(t, r.Table().Wall), Dice: layoutDice})
	require.NoError(t, err)
	require.NoError(t, game.CheckInvariants(g))
	return g
}

func tiles(s string) []tile.Tile { return tile.MustParseTiles(s) }

// hands4 parses four hands.
func hands4(e, s, w, n string) [4][]tile.Tile {
	return [4][]tile.Tile{tiles(e), tiles(s), tiles(w), tiles(n)}
}

// classicNoBonus are the classic rules without flowers and seasons (no bonus tiles in the filler).
func classicNoBonus() *classic.Rules {
	return mustRules(classic.New(classic.Options{NoBonusTiles: true}))
}

// sichuanRules returns the Sichuan rules with o and the exchange always passing to the next player.
func sichuanRules(o sichuan.Options) *sichuan.Rules {
	o.ExchangeDirection = sichuan.FixedToNext
	return mustRules(sichuan.New(o))
}

// passOf picks three tiles of one suit from h (the receiver's hand after the exchange).
func passOf(t *testing.T, h []tile.Tile) []tile.Tile {
	t.Helper()
	c := tile.CountsOf(h)
	for su := tile.Characters; su <= tile.Bamboo; su++ {
		var p []tile.Tile
		for r := 1; r <= 9 && len(p) < 3; r++ {
			k := tile.Of(su, r)
			for range c.Count(k) {
				if len(p) < 3 {
					p = append(p, k)
				}
			}
		}
		if len(p) == 3 {
			return p
		}
	}
	t.Fatalf("no three tiles of one suit in %v", tile.Format(h))
	return nil
}

// startSichuan plays the exchange (to the next player) and the missing-suit choice so that the hands
// in play are exactly post: each seat passes three tiles of one suit that its next player keeps. The
// wall after the deal is l's.
func startSichuan(t *testing.T, r *sichuan.Rules, post [4][]tile.Tile, missing [4]tile.Suit, l layout) *game.Game {
	t.Helper()
	require.Equal(t, sichuan.FixedToNext, r.Options().ExchangeDirection)
	var pass [4][]tile.Tile
	for s := range tile.Seats() {
		pass[s.Index()] = passOf(t, post[s.Next().Index()])
	}
	for s := range tile.Seats() {
		c := tile.CountsOf(post[s.Index()])
		for _, k := range pass[s.Add(-1).Index()] {
			require.True(t, c.Remove(k))
		}
		for _, k := range pass[s.Index()] {
			require.True(t, c.Add(k))
		}
		l.hands[s.Index()] = c.Tiles(nil)
	}
	g := l.start(t, r)
	require.Equal(t, game.PhaseExchange, g.Phase())
	for s := range tile.Seats() {
		apply(t, g, game.Action{Kind: game.Exchange, Seat: s, Tiles: pass[s.Index()]})
	}
	for s := range tile.Seats() {
		apply(t, g, game.Action{Kind: game.ChooseSuit, Seat: s, Suit: missing[s.Index()]})
	}
	require.Equal(t, game.PhaseTurn, g.Phase())
	for s := range tile.Seats() {
		require.Equal(t, tile.CountsOf(post[s.Index()]), g.Hand(s).Concealed(), "seat %v after the exchange", s)
	}
	return g
}

// passAll makes every pending seat pass the open claim window.
func passAll(t *testing.T, g *game.Game) {
	t.Helper()
	require.Contains(t, []game.Phase{game.PhaseClaim, game.PhaseRob}, g.Phase())
	for s := range g.Pending().All() {
		apply(t, g, game.Action{Kind: game.Pass, Seat: s})
	}
}

// cycle has the seat on turn discard the tile it just drew, and every other seat pass, noWin asserting
// that nobody could have won on the discard.
func cycle(t *testing.T, g *game.Game, noWin bool) {
	t.Helper()
	s := g.Turn()
	d := g.View(s).Drawn
	require.NotEqual(t, tile.None, d, "seat %v has drawn nothing", s)
	apply(t, g, game.Action{Kind: game.Discard, Seat: s, Tile: d})
	if g.Phase() != game.PhaseClaim {
		return
	}
	if noWin {
		for o := range g.Pending().All() {
			for _, a := range g.Legal(o) {
				require.NotEqual(t, game.Win, a.Kind, "%v could win on %v", o, d)
			}
		}
	}
	passAll(t, g)
}

// hasAction reports whether legal holds an action of kind k (with tile tl, unless None).
func hasAction(legal []game.Action, k game.ActionKind, tl tile.Tile) bool {
	for _, a := range legal {
		if a.Kind == k && (tl == tile.None || a.Tile == tl) {
			return true
		}
	}
	return false
}

// rejects checks that a is refused with an error wrapping want and that the game did not change.
func rejects(t *testing.T, g *game.Game, a game.Action, want error) {
	t.Helper()
	before := game.Snapshot(g)
	require.NotContains(t, g.Legal(a.Seat), a)
	require.ErrorIs(t, g.Apply(a), want, "%v", a)
	require.Equal(t, before, game.Snapshot(g), "%v changed the game", a)
}

func netOf(g *game.Game) [4]int { return g.Ledger().Net() }

// playChecked plays a hand of r from seed with random legal actions (preferring kongs and pungs, so
// that they happen), calling check before every action.
func playChecked(t *testing.T, r variant.Rules, seed uint64, check func(*game.Game)) *game.Game {
	t.Helper()
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed)})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 11))
	for steps := 0; !g.Over(); steps++ {
		require.Less(t, steps, 5000)
		check(g)
		var s tile.Seat
		for x := range g.Pending().All() {
			s = x
			break
		}
		legal := g.Legal(s)
		require.NotEmpty(t, legal)
		a := legal[rng.IntN(len(legal))]
		for _, l := range legal {
			if (l.Kind == game.Kong || l.Kind == game.Pung) && rng.IntN(2) == 0 {
				a = l
			}
		}
		require.NoError(t, g.Apply(a), "%v", a)
	}
	return g
}

// mustRules returns r, panicking on err: for the literal, valid options of the tests.
func mustRules[R any](r R, err error) R {
	if err != nil {
		panic(err)
	}
	return r
}
