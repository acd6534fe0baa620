package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// docs/rules/classic.md §4.2, docs/rules/classic.md §10: everybody discards what they draw until the
// live wall runs out; the last discard is not claimed, so the game is a washout: no payments, and the
// dealer keeps the deal for game 2.
func TestClassicWashout(t *testing.T) {
	r := mustRules(classic.New(classic.Options{}))
	post := hands4(
		"1m 5m 9m 2p 6p 2s 6s 1z 2z 3z 4z 5z 6z 7z",
		"2m 6m 1p 5p 9p 3s 7s 1z 2z 3z 4z 5z 6z",
		"3m 7m 3p 7p 1s 5s 9s 1z 2z 3z 4z 5z 6z",
		"4m 8m 4p 8p 2s 4s 8s 1z 2z 3z 4z 7z 7z")
	l := layout{hands: post}
	s, err := game.NewSession(r, game.SessionConfig{Dealer: tile.SeatEast})
	require.NoError(t, err)
	g, err := s.NextWith(game.Config{Wall: l.order(t, r.Table().Wall), Dice: layoutDice})
	require.NoError(t, err)
	apply(t, g, act(game.Discard, east, "7z"))
	passAll(t, g)
	turns := 0
	for !g.Over() {
		if g.LiveCount() == 0 && g.Phase() == game.PhaseTurn {
			// The last discard may be claimed only for Mahjong.
			d := g.View(g.Turn()).Drawn
			apply(t, g, game.Action{Kind: game.Discard, Seat: g.Turn(), Tile: d})
			for o := range g.Pending().All() {
				for _, a := range g.Legal(o) {
					require.Contains(t, []game.ActionKind{game.Pass, game.Win}, a.Kind)
				}
			}
			passAll(t, g)
			continue
		}
		cycle(t, g, false)
		turns++
	}
	require.True(t, g.Exhausted())
	require.Empty(t, g.Wins())
	require.Empty(t, g.Ledger())
	require.Zero(t, g.LiveCount())
	for st := range tile.Seats() {
		want := tile.CountsOf(post[st.Index()])
		if st == east {
			want.Remove(tile.Red)
		}
		require.Equal(t, want, g.Hand(st).Concealed(), "seat %v still holds its dealt tiles", st)
	}
	var bonus tile.Set
	for st := range tile.Seats() {
		bonus |= g.Hand(st).Bonus()
	}
	require.Equal(t, tile.BonusKinds, bonus, "every bonus tile was drawn, exposed and replaced")
	require.NoError(t, s.Finish())
	require.Equal(t, [4]int{2000, 2000, 2000, 2000}, s.Scores())
	st := s.State()
	require.Equal(t, east, st.Dealer, "a washout keeps the deal")
	require.Equal(t, tile.East, st.Prevailing)
	require.Equal(t, 2, st.Game, "washouts count as games")
}

// lastTileSichuan is a Sichuan hand whose last live-wall tile (3s) goes to N, who holds 333s.
func lastTileSichuan(t *testing.T) *game.Game {
	post := hands4(
		"777m 999p 2m 4m 6m 1p 3p 5p 8p 5s",      // E (missing s): will pung N's 7m and discard 9p
		"123m 456m 888m 111p 9p",                 // S (missing s): waits on 9p alone
		"2p 4p 5p 6p 7p 8p 2s 4s 6s 8s 1s 6s 8s", // W (missing m): not ready
		"333s 7m 1s 5s 7s 9s 2m 4m 5m 8m 9m")     // N (missing p): takes the last tile, 3s
	missing := [4]tile.Suit{tile.Bamboo, tile.Bamboo, tile.Characters, tile.Circles}
	g := startSichuan(t, sichuanRules(sichuan.Options{}), post, missing, layout{tail: "3s"})
	apply(t, g, act(game.Discard, east, "5s"))
	passAll(t, g)
	for !(g.Phase() == game.PhaseTurn && g.LiveCount() == 0) {
		cycle(t, g, true)
	}
	return g
}

// docs/rules/sichuan.md §5.5, docs/rules/sichuan.md §8: the last tile's taker may only win or discard
// (no kong, though N holds four 3s); the discard after it may only be won on or punged (E's kong claim
// is refused); the pung is followed by a discard that follows the same rule, and S's win on it scores
// Last tile. The wall being empty, the hand then ends exhausted.
func TestSichuanLastTile(t *testing.T) {
	g := lastTileSichuan(t)
	require.Equal(t, north, g.Turn())
	require.Equal(t, tile.Bamboo3, g.View(north).Drawn)
	for _, a := range g.Legal(north) {
		require.Equal(t, game.Discard, a.Kind, "the last tile's taker only discards here: %v", a)
	}
	rejects(t, g, act(game.Kong, north, "3s"), game.ErrIllegal)
	apply(t, g, act(game.Discard, north, "7m"))
	legalE := g.Legal(east)
	require.True(t, hasAction(legalE, game.Pung, tile.Character7))
	require.False(t, hasAction(legalE, game.Kong, tile.None), "no kong on the discard after the last tile")
	rejects(t, g, act(game.Kong, east, "7m"), game.ErrIllegal)
	apply(t, g, act(game.Pung, east, "7m"), act(game.Pass, south, ""), act(game.Pass, west, ""))
	require.Equal(t, east, g.Turn())
	for _, a := range g.Legal(east) {
		require.Equal(t, game.Discard, a.Kind)
	}
	apply(t, g, act(game.Discard, east, "9p"))
	require.Equal(t, []game.Action{{Kind: game.Pass, Seat: south}, {Kind: game.Win, Seat: south, Tile: tile.Circle9, From: tile.SeatEast}},
		g.Legal(south))

	// Variation: nobody claims the discard after the last tile; the hand ends exhausted and the tenpai
	// check makes E, W and N pay S its ready value (Pair wait on 9p: base 2).
	g2 := g.Clone()
	passAll(t, g2)
	require.True(t, g2.Over())
	require.True(t, g2.Exhausted())
	require.Empty(t, g2.Wins())
	require.Equal(t, [4]int{-2, 6, -2, -2}, netOf(g2))

	apply(t, g, act(game.Win, south, "9p"), act(game.Pass, west, ""), act(game.Pass, north, ""))
	require.True(t, g.Over())
	require.True(t, g.Exhausted(), "the wall is empty: the hand ends after the win")
	wins := g.Wins()
	require.Len(t, wins, 1)
	w := wins[0]
	require.Equal(t, south, w.Context.Winner)
	require.Equal(t, east, w.Context.Supplier)
	require.NotZero(t, w.Context.Flags&score.LastTile)
	// Pair wait 1 + Last tile 1 = 2 Fan, base 4, paid by E; the exhaustion settlement adds nothing (E, W
	// and N are not ready and hold no tile of their missing suits).
	require.Equal(t, 4, w.Result.Value)
	require.Equal(t, [4]int{-4, 4, 0, 0}, netOf(g))
	require.Equal(t, tile.CountsOf(tiles("7m 99p 2m 4m 6m 1p 3p 5p 8p")), g.Hand(east).Concealed())
	require.Equal(t, tile.CountsOf(tiles("3333s 1s 5s 7s 9s 2m 4m 5m 8m 9m")), g.Hand(north).Concealed())
}

// docs/rules/classic.md §4.2: the last live-wall tile's taker S cannot make a kong; its discard may be
// claimed only for Mahjong (W can neither pung nor chow it), and N's win on it scores the Last discard
// double. If nobody claims it, the game is a washout.
func TestClassicLastDiscard(t *testing.T) {
	l := layout{
		hands: hands4(
			"5p 11z 3z 4z 2m 6m 9m 1s 5s 7s 8s 2p 7p",
			"444s 5p 1m 3m 5m 7m 9m 1p 8p 9p 2z",
			"4p 55p 6p 258m 369s 5z 6z 7z",
			"34p 123m 456m 789s 22s"),
		tail: "4s",
	}
	g := l.start(t, classicNoBonus())
	apply(t, g, act(game.Discard, east, "4z"))
	passAll(t, g)
	for !(g.Phase() == game.PhaseTurn && g.LiveCount() == 0) {
		cycle(t, g, false)
	}
	require.Equal(t, south, g.Turn())
	require.Equal(t, tile.Bamboo4, g.View(south).Drawn)
	require.False(t, hasAction(g.Legal(south), game.Kong, tile.None))
	rejects(t, g, act(game.Kong, south, "4s"), game.ErrIllegal)
	apply(t, g, act(game.Discard, south, "5p"))
	require.Equal(t, []game.Action{{Kind: game.Pass, Seat: west}}, g.Legal(west))
	rejects(t, g, act(game.Pung, west, "5p"), game.ErrIllegal)
	rejects(t, g, game.Action{Kind: game.Chow, Seat: west, Tile: tile.Circle5, Chow: tile.Circle4}, game.ErrIllegal)
	require.True(t, hasAction(g.Legal(north), game.Win, tile.Circle5))

	g2 := g.Clone()
	passAll(t, g2)
	require.True(t, g2.Exhausted())
	require.Empty(t, g2.Wins())
	require.Empty(t, g2.Ledger())

	apply(t, g, act(game.Pass, east, ""), act(game.Pass, west, ""), act(game.Win, north, "5p"))
	require.True(t, g.Over())
	require.False(t, g.Exhausted())
	w := g.Wins()[0]
	require.Equal(t, north, w.Context.Winner)
	require.NotZero(t, w.Context.Flags&score.LastDiscard)
	// N: 345p 123m 456m 789s, pair 2s: 20 points, doubled once for the last discard: S = 40, paid 2S by
	// S (neither is the dealer).
	require.Equal(t, 40, w.Result.Value)
	require.Equal(t, [4]int{0, -80, 0, 80}, netOf(g))
}

// Each kind has four tiles: a kong claim needs three of them in the claimant's hand and the discard
// is the fourth, so no other player can hold the two a pung claim needs. A kong beating a pung on one
// discard therefore cannot happen; what can be checked is that a kong claim and another seat's pung
// claim are never legal together, and that a win beats a kong (the kong claim is void).
func TestClassicKongAndPungNeverBothLegal(t *testing.T) {
	l := layout{
		hands: hands4(
			"5m 11p 99p 111s 222s 333s",
			"46m 44p 66p 789s 1235z",
			"555m 22p 88p 789s 126z",
			"46m 123p 456p 789p 11z"),
	}
	g := l.start(t, classicNoBonus())
	apply(t, g, act(game.Discard, east, "5m"))
	require.True(t, hasAction(g.Legal(west), game.Kong, tile.Character5))
	require.True(t, hasAction(g.Legal(west), game.Pung, tile.Character5))
	for _, s := range []tile.Seat{south, north} {
		require.False(t, hasAction(g.Legal(s), game.Pung, tile.None))
		require.False(t, hasAction(g.Legal(s), game.Kong, tile.None))
	}
	require.True(t, hasAction(g.Legal(north), game.Win, tile.Character5))
	apply(t, g, act(game.Kong, west, "5m"), act(game.Pass, south, ""), act(game.Win, north, "5m"))
	require.True(t, g.Over())
	require.Len(t, g.Wins(), 1)
	require.Equal(t, north, g.Wins()[0].Context.Winner)
	require.Zero(t, g.Hand(west).NumMelds(), "the kong claim is void")
	require.Equal(t, tile.CountsOf(tiles("555m 22p 88p 789s 126z")), g.Hand(west).Concealed())
	require.Empty(t, g.Summary().Kongs)
	// N wins on the dealer's first discard: Earth's Blessing, a limit hand (2,000), paid 4S by the dealer.
	require.NotZero(t, g.Wins()[0].Context.Flags&score.EarthsBlessing)
	require.Equal(t, 2000, g.Wins()[0].Result.Value)
	require.Equal(t, [4]int{-8000, 0, 0, 8000}, netOf(g))
}

// The same over random games of both real variants: in every claim window, no seat may claim a kong
// while another may claim a pung.
func TestKongAndPungClaimsExclusive(t *testing.T) {
	for _, name := range []string{"classic", "sichuan"} {
		r := rulesOf(t, name)
		for seed := range uint64(15) {
			g := playChecked(t, r, seed, func(g *game.Game) {
				if g.Phase() != game.PhaseClaim {
					return
				}
				var kong, pung claim.Seats
				for s := range tile.Seats() {
					for _, a := range g.Legal(s) {
						switch a.Kind {
						case game.Kong:
							kong = kong.With(s)
						case game.Pung:
							pung = pung.With(s)
						case game.NoAction, game.Exchange, game.ChooseSuit, game.Discard, game.Win, game.Pass, game.Chow, game.Abort, game.SetAside:
						}
					}
				}
				if kong != 0 {
					require.Equal(t, kong, pung, "kong %v, pung %v", kong, pung)
				}
			})
			require.NoError(t, g.Err())
		}
	}
}
