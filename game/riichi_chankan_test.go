package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// tripleKokushiLayout: East holds four 1m and declares a closed kan of them at once; South, West and
// North each wait on 1m alone with thirteen orphans (pairs 7z, 6z and 5z).
func tripleKokushiLayout() layout {
	return layout{hands: hands4(
		"1111m 2m 3m 4m 5p 6p 7p 2s 3s 4s 6s",
		"9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z",
		"9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 6z",
		"9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 5z"),
		loose: "9p"}
}

// TestTripleChankanClosedKan: three thirteen-orphans hands rob one closed kan. The rob follows
// MultipleRon as a ron on a discard does: sanchahou aborts the hand under tenhou's DoubleOnly (with
// KokushiRobsAnkan turned on, which tenhou lacks), the two nearest win with Sanchahou off, all three win
// under mahjongsoul and ema2016, and only the nearest under wrc2022's head bump (docs/rules/riichi.md
// §4.7, docs/rules/riichi.md §10.7, docs/rules/riichi.md §11.4).
func TestTripleChankanClosedKan(t *testing.T) {
	kokushi := func(o *riichi.Options) { o.KokushiRobsAnkan = riichi.On }
	noSanchahou := func(o *riichi.Options) { o.Sanchahou = riichi.Off }
	for _, tt := range []struct {
		name    string
		rules   *riichi.Rules
		winners []tile.Seat // none: aborted
	}{
		{"tenhou+kokushi", riichiRules(t, "tenhou", kokushi), nil},
		{"tenhou+kokushi-sanchahou", riichiRules(t, "tenhou", kokushi, noSanchahou), []tile.Seat{south, west}},
		{"mahjongsoul", riichiRules(t, "mahjongsoul"), []tile.Seat{south, west, north}},
		{"ema2016", riichiRules(t, "ema2016"), []tile.Seat{south, west, north}},
		{"wrc2022", riichiRules(t, "wrc2022"), []tile.Seat{south}},
	} {
		g := startRiichiRules(t, tripleKokushiLayout(), tt.rules)
		apply(t, g, act(game.Kong, east, "1m"))
		require.Equal(t, game.PhaseRob, g.Phase(), tt.name)
		for _, s := range []tile.Seat{south, west, north} {
			require.True(t, hasAction(g.Legal(s), game.Win, tile.Character1), "%s: %v may rob", tt.name, s)
			apply(t, g, act(game.Win, s, "1m"))
		}
		require.True(t, g.Over(), tt.name)
		assert.Equal(t, tt.winners, robWinners(t, g, tt.name), tt.name)
		assert.Equal(t, tt.winners == nil, g.Summary().Aborted, "%s: sanchahou", tt.name)
		net := g.Ledger().Net()
		assert.Equal(t, -32000*len(tt.winners), net[east.Index()], "%s: the konger pays each winner a yakuman", tt.name)
		for _, s := range []tile.Seat{south, west, north} {
			want := 0
			for _, w := range tt.winners {
				if w == s {
					want = 32000
				}
			}
			assert.Equal(t, want, net[s.Index()], "%s: %v", tt.name, s)
		}
		if tt.winners == nil {
			assert.Equal(t, 0, g.Hand(east).NumMelds(), "%s: an aborted rob makes no kan", tt.name)
			assert.Equal(t, []game.EventKind{game.EventResolve, game.EventAbort, game.EventEnd}, lastEvents(g, 3), tt.name)
		}
		assert.Len(t, g.Indicators(), 1, "%s: a robbed kan turns no indicator", tt.name)
		require.NoError(t, game.CheckInvariants(g), tt.name)
		b, err := g.MarshalJSON()
		require.NoError(t, err)
		loaded, err := game.Load(tt.rules, b)
		require.NoError(t, err, tt.name)
		assert.Equal(t, game.Snapshot(g), game.Snapshot(loaded), "%s: replayed", tt.name)
	}
}

// robWinners returns the seats that won the hand g, in the order the wins were granted, checking that
// each robbed a kan.
func robWinners(t *testing.T, g *game.Game, name string) []tile.Seat {
	t.Helper()
	var won []tile.Seat
	for _, w := range g.Wins() {
		won = append(won, w.Context.Winner)
		assert.Equal(t, score.RobbedKong, w.Context.Source, "%s: %v robbed the kan", name, w.Context.Winner)
	}
	return won
}

// doubleChankanLayout: North discards a 4m that East pons; South and West wait on 4m (kanchan 35m) with
// closed hands that have no yaku, so neither may ron North's discard, and each clears the furiten of
// letting it go with its own next discard. East then draws the fourth 4m and adds it to the pon.
func doubleChankanLayout() layout {
	return layout{
		hands: hands4(
			"44m 19p 19s 1234z 2m 8m 99m",
			"35m 111p 789p 234s 99s",
			"35m 222p 678p 345s 11s",
			"1m 6m 7m 8m 2p 3p 4p 6s 7s 8s 9s 1z 5p"),
		draws: "7z 7z 4m 6z 6z 5z 4m",
		loose: "9p",
	}
}

// TestDoubleChankanAddedKan: two players rob one added kan. Both win under DoubleOnly (tenhou) and
// All (mahjongsoul, ema2016); only the nearest after the konger wins under wrc2022's head bump
// (docs/rules/riichi.md §4.7, docs/rules/riichi.md §10.7). (Three cannot rob an added kan in riichi: the
// seat whose discard made the pon holds that kind in its river and is furiten on it, docs/rules/riichi.md §6.2.)
func TestDoubleChankanAddedKan(t *testing.T) {
	for _, tt := range []struct {
		preset  string
		winners []tile.Seat
	}{
		{"tenhou", []tile.Seat{south, west}},
		{"mahjongsoul", []tile.Seat{south, west}},
		{"ema2016", []tile.Seat{south, west}},
		{"wrc2022", []tile.Seat{south}},
	} {
		g := startRiichi(t, doubleChankanLayout(), tt.preset)
		discardPass(t, g, east, "1z")
		turns(t, g, 2)            // South 7z, West 7z
		discardDrawn(t, g, false) // North 4m
		for _, s := range []tile.Seat{south, west} {
			assert.False(t, hasAction(g.Legal(s), game.Win, tile.Character4), "%s: %v has no yaku for a ron", tt.preset, s)
		}
		call(t, g, game.Pung, east, "4m")
		discardPass(t, g, east, "2z")
		turns(t, g, 3) // South, West, North
		require.Equal(t, east, g.Turn(), tt.preset)
		require.Equal(t, tile.Character4, g.View(east).Drawn, tt.preset)
		apply(t, g, act(game.Kong, east, "4m"))
		require.Equal(t, game.PhaseRob, g.Phase(), tt.preset)
		for _, s := range []tile.Seat{south, west} {
			require.True(t, hasAction(g.Legal(s), game.Win, tile.Character4), "%s: %v may rob", tt.preset, s)
			apply(t, g, act(game.Win, s, "4m"))
		}
		passPending(t, g)
		require.True(t, g.Over(), tt.preset)
		assert.Equal(t, tt.winners, robWinners(t, g, tt.preset), tt.preset)
		assert.False(t, g.Summary().Aborted, tt.preset)
		assert.Len(t, g.Indicators(), 1, "%s: a robbed kan turns no indicator", tt.preset)
		require.NoError(t, game.CheckInvariants(g), tt.preset)
	}
}

// TestChankanKeepsIppatsu: South declares riichi after East's pon, and robs East's added kan before its
// own next draw: the kan is never made, so the win keeps ippatsu, with chankan (docs/rules/riichi.md
// §5.5). West, not in riichi, robs it too where several may win.
func TestChankanKeepsIppatsu(t *testing.T) {
	for _, preset := range fourPlayerPresets() {
		g := startRiichi(t, doubleChankanLayout(), preset)
		discardPass(t, g, east, "1z")
		for range 3 { // South, West, North (4m)
			discardDrawn(t, g, false)
			if g.Phase() == game.PhaseClaim && g.Turn() != north {
				passPending(t, g)
			}
		}
		call(t, g, game.Pung, east, "4m")
		discardPass(t, g, east, "2z")
		riichiSouth(t, g) // with 6z
		turns(t, g, 2)    // West, North
		apply(t, g, act(game.Kong, east, "4m"))
		require.Equal(t, game.PhaseRob, g.Phase(), preset)
		apply(t, g, act(game.Win, south, "4m"))
		passPending(t, g)
		require.True(t, g.Over(), preset)
		w := g.Wins()[0]
		require.Equal(t, south, w.Context.Winner, preset)
		f := factsOf(t, w.Context)
		assert.Equal(t, score.Declared, f.Riichi, preset)
		hasIppatsu := riichiRules(t, preset).Options().Ippatsu == riichi.On // off under jpml-a
		assert.Equal(t, hasIppatsu, f.Ippatsu, "%s: a robbed kan is no call", preset)
		assert.Equal(t, score.RobbedKong, w.Context.Source, preset)
	}
}

// passedRobLayout: North discards a 4m that East pons; West, one tile from ready then, draws 4s and
// discards 1z to wait on 4m and 7m with tanyao (56m 222p 678p 345s 44s). East then draws the fourth
// 4m and adds it to the pon, which West (and South, kanchan 35m, with chankan as its yaku) could rob.
// East's replacement tile is 9p; East holds a 7m; after East's discard South draws 9m, West 2s and
// North a 7m.
func passedRobLayout() layout {
	return layout{
		hands: hands4(
			"44m 19p 19s 1234z 2m 7m 99m",
			"35m 111p 789p 234s 99s",
			"56m 222p 678p 345s 4s 1z",
			"1m 6m 7m 8m 2p 3p 4p 6s 7s 8s 9s 1z 5p"),
		draws: "7z 7z 4m 6z 4s 5z 4m 9m 2s 7m",
		loose: "9p",
	}
}

// TestPassedChankanFuriten: a player who could rob an added kan and passes is furiten like one who let
// a discard go (docs/rules/riichi.md §6.3): West may not ron East's 7m right after the kan, neither in
// the listing nor by Apply, until West's own next discard, after which it may ron North's 7m. In
// riichi the bar lasts for the rest of the hand (docs/rules/riichi.md §6.4): West's own discard does
// not lift it, and North's 7m is refused too.
func TestPassedChankanFuriten(t *testing.T) {
	for _, declared := range []bool{false, true} {
		name := "not in riichi"
		if declared {
			name = "in riichi"
		}
		g := startRiichi(t, passedRobLayout(), "tenhou")
		discardPass(t, g, east, "1z")
		turns(t, g, 2)            // South 7z, West 7z
		discardDrawn(t, g, false) // North 4m
		assert.False(t, hasAction(g.Legal(west), game.Win, tile.None), "%s: West is not ready yet", name)
		call(t, g, game.Pung, east, "4m")
		discardPass(t, g, east, "2z")
		turns(t, g, 1) // South 6z
		require.Equal(t, tile.Bamboo4, g.View(west).Drawn, name)
		apply(t, g, game.Action{Kind: game.Discard, Seat: west, Tile: tile.East, Call: declared})
		passPending(t, g)
		require.Equal(t, declared, g.Summary().Declared[west.Index()], name)
		turns(t, g, 1) // North 5z
		require.Equal(t, tile.Character4, g.View(east).Drawn, name)
		apply(t, g, act(game.Kong, east, "4m"))
		require.Equal(t, game.PhaseRob, g.Phase(), name)
		require.False(t, g.View(west).Furiten, name)
		require.True(t, hasAction(g.Legal(west), game.Win, tile.Character4), "%s: West could rob the kan", name)
		passPending(t, g) // West and South let the kan be made
		require.Len(t, g.Summary().Kongs, 1, name)
		assert.True(t, g.View(west).Furiten, "%s: West passed a chankan", name)
		require.Equal(t, east, g.Turn(), name)
		if !declared {
			apply(t, g, act(game.Discard, east, "7m"))
			assert.False(t, ronOfferedTo(t, g, west, tile.Character7), "%s: before West's own discard", name)
			passPending(t, g)
		} else {
			turns(t, g, 1) // East 9p
		}
		turns(t, g, 2) // South 9m, West 2s (its own discard)
		assert.Equal(t, declared, g.View(west).Furiten, name)
		discardDrawn(t, g, false) // North 7m
		assert.Equal(t, !declared, ronOfferedTo(t, g, west, tile.Character7), name)
		if declared {
			continue
		}
		apply(t, g, act(game.Win, west, "7m"))
		passPending(t, g)
		require.Len(t, g.Wins(), 1, name)
		assert.Equal(t, west, g.Wins()[0].Context.Winner, name)
	}
}
