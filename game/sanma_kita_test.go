package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

var (
	sE, sS, sW = tile.SeatEast, tile.SeatSouth, tile.SeatWest
	kita       = game.Action{Kind: game.SetAside, Seat: tile.SeatEast, Tile: tile.North}
)

// kitaBy returns seat s's kita.
func kitaBy(s tile.Seat) game.Action { a := kita; a.Seat = s; return a }

// TestSanmaKitaReplacement: a North set aside goes face up beside the hand, the other two seats may
// answer it, and if nobody wins on it the player draws the next replacement tile, T[107], and the live
// wall gives up its last tile (docs/rules/riichi.md §17.12, docs/rules/riichi.md §17.4).
func TestSanmaKitaReplacement(t *testing.T) {
	g := startSanma(t, sanmaRules(t), sanmaLayout{
		east: "19m19p19s1234567z2p", south: "123456789p1234s", west: "123456789s1234p",
		loose: "5p",
	})
	live := g.LiveCount()
	var v game.View
	require.Contains(t, g.Legal(sE), kita)
	apply(t, g, kita)
	require.Equal(t, game.PhaseRob, g.Phase())
	v = g.View(sS)
	assert.True(t, v.SetAside)
	assert.Equal(t, uint8(1), v.Visible()[tile.North], "counted once during the window")
	assert.Equal(t, claim.SeatsOf(sS, sW), g.Pending(), "both other seats answer the North, never North's seat")
	passPending(t, g)
	require.Equal(t, game.PhaseTurn, g.Phase())
	assert.Equal(t, sE, g.Turn())
	assert.Equal(t, live-1, g.LiveCount(), "the replacement draw shortens the live wall")
	assert.Equal(t, 14, g.Hand(sE).Size())
	assert.Equal(t, 0, g.Hand(sE).Concealed().Count(tile.North))
	assert.Equal(t, 1, g.Hand(sE).Concealed().Count(tile.Circle5), "the replacement T[107]")
	v = g.View(sS)
	assert.Equal(t, []tile.Tile{tile.North}, v.Players[sE.Index()].Bonus, "the North lies face up")
	for _, s := range []tile.Seat{sE, sS, sW} {
		v := g.View(s)
		_, seen := g.Analysis(s)
		assert.Equal(t, v.Visible(), seen, "%v", s)
		assert.Equal(t, uint8(1), seen[tile.North], "%v sees the North set aside", s)
	}
	ev := g.Events()
	last := ev[len(ev)-1]
	assert.Equal(t, game.EventDraw, last.Kind)
	assert.True(t, last.Replacement)
	assert.Equal(t, "E kita 4z", kita.Text(g.Rules().Table().Words))
	a, err := game.ParseAction("E kita 4z")
	require.NoError(t, err)
	assert.Equal(t, kita, a)
}

// TestSanmaKitaRefused: no kita without a North, in a turn that began with a pon, with the live wall
// empty, or (in riichi) of a North other than the one just drawn; and only North is set aside.
func TestSanmaKitaRefused(t *testing.T) {
	r := sanmaRules(t)
	g := startSanma(t, r, sanmaLayout{
		east: "19m19p19s123p5567z8s", south: "123456789p1234s", west: "123456789s1234p",
	})
	rejects(t, g, kita, game.ErrNotHeld)
	rejects(t, g, game.Action{Kind: game.SetAside, Seat: sE, Tile: tile.East}, game.ErrIllegal)
	rejects(t, g, kitaBy(sS), game.ErrNotYourTurn)

	// South pons West's North and may not set a North aside before discarding.
	g = startSanma(t, r, sanmaLayout{
		east: "19m19p19s123p5567z8s", south: "123456789p4z4z4s5s", west: "12345678s1234p4z",
		draws: "9s9s",
	})
	discardPass(t, g, sE, "9s")
	apply(t, g, act(game.Discard, sS, "9s"))
	passPending(t, g)
	apply(t, g, act(game.Discard, sW, "4z"))
	apply(t, g, game.Action{Kind: game.Pung, Seat: sS, Tile: tile.North, From: sW})
	passPending(t, g)
	require.Equal(t, sS, g.Turn())
	rejects(t, g, kitaBy(sS), game.ErrIllegal)
}

// TestSanmaKitaInRiichi: a player in riichi sets aside only the North just drawn.
func TestSanmaKitaInRiichi(t *testing.T) {
	g := startSanma(t, sanmaRules(t), sanmaLayout{
		east: "123p456p789s55z4z4z9s", south: "123456789p1234s", west: "123456789s1234p",
		draws: "7z7z1s7z6z4z",
	})
	apply(t, g, game.Action{Kind: game.Discard, Seat: sE, Tile: tile.Bamboo9, Call: true})
	passPending(t, g)
	turns(t, g, 2) // South and West
	require.Equal(t, sE, g.Turn())
	rejects(t, g, kita, game.ErrIllegal) // holds a North, but drew 1s
	apply(t, g, game.Action{Kind: game.Discard, Seat: sE, Tile: tile.Bamboo1})
	passPending(t, g)
	turns(t, g, 2)
	require.Equal(t, sE, g.Turn())
	require.Contains(t, g.Legal(sE), kita, "the North just drawn")
	apply(t, g, kita)
	passPending(t, g)
	assert.Equal(t, 2, g.Hand(sE).Concealed().Count(tile.North), "the Norths held since the deal stay")
}

// TestSanmaKitaReachesScorer: a tsumo on the replacement tile of a kita is a replacement win (rinshan
// kaihou, docs/rules/riichi.md §17.4) and the scorer is told the Norths set aside.
func TestSanmaKitaReachesScorer(t *testing.T) {
	l := sanmaLayout{
		east: "123p456p789s555z9p4z", south: "123456789s1234p", west: "12345678p1234s9s",
		loose: "9p",
	}
	g := startSanma(t, sanmaRules(t), l)
	apply(t, g, kita)
	passPending(t, g)
	require.Contains(t, g.Legal(sE), game.Action{Kind: game.Win, Seat: sE})
	apply(t, g, game.Action{Kind: game.Win, Seat: sE})
	w := g.Wins()
	require.Len(t, w, 1)
	assert.Equal(t, 1, w[0].Context.Kita)
	assert.Equal(t, score.Replacement, w[0].Context.Source)
	assert.False(t, w[0].Context.KitaRon)
	assert.Contains(t, w[0].Result.String(), "nuki", "the scorer counts the North as a bonus dora")

	// With KitaRinshan off the replacement of a kita is scored as a draw from the wall.
	noRinshan := riichiRules(t, "tenhou-sanma", func(o *riichi.Options) { o.KitaRinshan = riichi.Off })
	g = startSanma(t, noRinshan, l)
	apply(t, g, kita)
	passPending(t, g)
	apply(t, g, game.Action{Kind: game.Win, Seat: sE})
	assert.Equal(t, score.Wall, g.Wins()[0].Context.Source)
}

// TestSanmaKitaRobbed: a player waiting on North may win on the North set aside (not a robbed kong:
// docs/rules/riichi.md §17.4); the declarer draws no replacement and pays.
func TestSanmaKitaRobbed(t *testing.T) {
	g := startSanma(t, sanmaRules(t), sanmaLayout{
		east: "19m19p19s1234567z2p", south: "123p456p789s555z4z", west: "12345678s1234p9p",
	})
	live := g.LiveCount()
	apply(t, g, kita)
	require.True(t, hasAction(g.Legal(sS), game.Win, tile.North))
	apply(t, g, game.Action{Kind: game.Win, Seat: sS, Tile: tile.North, From: sE})
	passPending(t, g)
	require.True(t, g.Over())
	w := g.Wins()
	require.Len(t, w, 1)
	c := w[0].Context
	assert.Equal(t, sS, c.Winner)
	assert.Equal(t, score.Discard, c.Source)
	assert.Equal(t, sE, c.Supplier)
	assert.True(t, c.KitaRon)
	assert.Equal(t, live, g.LiveCount(), "no replacement drawn")
	assert.Negative(t, g.Net()[sE.Index()])
	assert.Zero(t, g.Net()[tile.SeatNorth.Index()])
	require.NoError(t, game.CheckInvariants(g))
}

// TestSanmaKitaBreaksFirstGoAround: a kita counts as a call: the first go-around is over for everyone,
// so nobody may declare kyuushu kyuuhai after it, the declarer included (docs/rules/riichi.md §17.4).
func TestSanmaKitaBreaksFirstGoAround(t *testing.T) {
	abort := func(s tile.Seat) game.Action { return game.Action{Kind: game.Abort, Seat: s} }
	l := sanmaLayout{
		east: "19m19p19s1234567z2p", south: "19m19p19s123z2345p", west: "123456789s1234p",
		draws: "6z", loose: "5p",
	}
	g := startSanma(t, sanmaRules(t), l)
	require.Contains(t, g.Legal(sE), abort(sE), "nine kinds and more of terminals and honours")
	apply(t, g, kita)
	passPending(t, g)
	rejects(t, g, abort(sE), game.ErrIllegal)
	discardPass(t, g, sE, "2p")
	require.Equal(t, sS, g.Turn())
	rejects(t, g, abort(sS), game.ErrIllegal)

	// Without the kita South may declare it.
	g = startSanma(t, sanmaRules(t), l)
	discardPass(t, g, sE, "2p")
	require.Contains(t, g.Legal(sS), abort(sS))
}

// TestSanmaKitaPassedIsFuriten: a player who lets a North set aside go although it completes their
// hand is furiten as after passing a discard: they may not ron the declarer's next discard, a North
// too (docs/rules/riichi.md §17.4).
func TestSanmaKitaPassedIsFuriten(t *testing.T) {
	l := sanmaLayout{
		east: "123456789s1234p9p", south: "19m19p19s12367z4z4z", west: "123p456p789s555z4z",
		draws: "7s", loose: "8s",
	}
	for _, pass := range []bool{false, true} {
		g := startSanma(t, sanmaRules(t), l)
		discardPass(t, g, sE, "9p")
		require.Equal(t, sS, g.Turn())
		apply(t, g, kitaBy(sS))
		require.True(t, hasAction(g.Legal(sW), game.Win, tile.North))
		if !pass {
			// Without the kita there is no window to pass: South discards the North at once.
			g = startSanma(t, sanmaRules(t), l)
			discardPass(t, g, sE, "9p")
			apply(t, g, act(game.Discard, sS, "4z"))
			assert.True(t, hasAction(g.Legal(sW), game.Win, tile.North), "West may ron the discarded North")
			continue
		}
		passPending(t, g)
		apply(t, g, act(game.Discard, sS, "4z"))
		assert.False(t, hasAction(g.Legal(sW), game.Win, tile.North), "West passed the North set aside: furiten")
		assert.True(t, g.Furiten(sW))
	}
}

// TestSanmaKitaRonKeepsIppatsu: a ron on a North set aside keeps the winner's ippatsu (the kita breaks
// it only once nobody robs it; docs/rules/riichi.md §17.4).
func TestSanmaKitaRonKeepsIppatsu(t *testing.T) {
	g := startSanma(t, sanmaRules(t), sanmaLayout{
		east: "123456789s1234p9p", south: "19m19p19s12367z4z4z", west: "123p456p789s555z1s",
		draws: "7s4z7p2s", loose: "8s",
	})
	discardPass(t, g, sE, "9p")
	discardPass(t, g, sS, "7s")
	require.Equal(t, sW, g.Turn())
	apply(t, g, game.Action{Kind: game.Discard, Seat: sW, Tile: tile.Bamboo1, Call: true}) // riichi, tanki on North
	passPending(t, g)
	discardPass(t, g, sE, "4p")
	require.Equal(t, sS, g.Turn())
	apply(t, g, kitaBy(sS))
	ron(t, g, sW, "4z")
	w := g.Wins()
	require.Len(t, w, 1)
	f := factsOf(t, w[0].Context)
	assert.True(t, f.Ippatsu, "ippatsu kept on a ron on a kita")
	assert.True(t, w[0].Context.KitaRon)
}
