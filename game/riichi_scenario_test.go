package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestRiichiDiscardRonned: East declares riichi with 5z and South rons it: the riichi is void, no
// stick goes down, and East pays only the hand (docs/rules/riichi.md §5.2).
func TestRiichiDiscardRonned(t *testing.T) {
	l := layout{hands: hands4(
		"123m 456m 789m 123p 4p 5z",
		"55z 123s 456s 789s 11z",
		"1m 4m 7m 2p 5p 8p 3s 6s 9s 1z 4z 6z 3z",
		"2m 5m 8m 3p 6p 9p 2s 5s 8s 2z 4z 6z 7z")}
	g := startRiichi(t, l, "tenhou")
	apply(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.White, Call: true})
	apply(t, g, act(game.Win, south, "5z"))
	passPending(t, g)
	require.Len(t, g.Wins(), 1)
	assert.Zero(t, g.Deposits(), "no stick for a riichi won on")
	assert.False(t, g.Summary().Declared[east.Index()])
	net := g.Net()
	assert.Equal(t, -net[south.Index()], net[east.Index()], "East pays the hand alone")
	assert.Equal(t, g.Ledger().Net(), net)
}

// ippatsuLayout: East declares riichi with 9s, waiting on 4p; South draws and discards 7z, which North
// may pon.
func ippatsuLayout(draws string) layout {
	return layout{
		hands: hands4(
			"123m 456m 789m 123p 4p 9s",
			"2s 4s 6s 8s 5p 7p 9p 4z 5z 6z 2z 3z 9m",
			"1m 4m 7m 2p 5p 8p 3s 6s 9s 1z 4z 6z 3z",
			"77z 1s 3s 5s 7s 9s 2p 6p 8p 1z 2z 3z"),
		draws: draws,
	}
}

// TestIppatsu: East wins by tsumo on its next draw after riichi: ippatsu without a call, none once
// North pons South's discard in between (docs/rules/riichi.md §5.5).
func TestIppatsu(t *testing.T) {
	g := startRiichi(t, ippatsuLayout("7z 8m 8s 4p"), "tenhou")
	apply(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Bamboo9, Call: true})
	passPending(t, g)
	turns(t, g, 3)
	require.Equal(t, east, g.Turn())
	apply(t, g, game.Action{Kind: game.Win, Seat: east})
	require.Len(t, g.Wins(), 1)
	f := factsOf(t, g.Wins()[0].Context)
	assert.Equal(t, score.DeclaredFirst, f.Riichi, "declared with the first discard, no call before")
	assert.True(t, f.Ippatsu)
	b, err := json.Marshal(g.View(north))
	require.NoError(t, err)
	assert.Contains(t, string(b), `"declaration":{"kind":"first","uninterrupted":true}`, "the facts by name")
	assert.NotContains(t, string(b), `"status"`, "no packed number")

	g = startRiichi(t, ippatsuLayout("7z 4p"), "tenhou")
	apply(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Bamboo9, Call: true})
	passPending(t, g)
	discardDrawn(t, g, false) // South 7z
	require.True(t, hasAction(g.Legal(north), game.Pung, tile.Red))
	call(t, g, game.Pung, north, "7z")
	discardPass(t, g, north, "1z")
	require.Equal(t, east, g.Turn())
	apply(t, g, game.Action{Kind: game.Win, Seat: east})
	require.Len(t, g.Wins(), 1)
	f = factsOf(t, g.Wins()[0].Context)
	assert.Equal(t, score.DeclaredFirst, f.Riichi)
	assert.False(t, f.Ippatsu, "a call breaks ippatsu")
	assert.Equal(t, 1, g.Wins()[0].Context.Deposits, "the winner's own stick")
}

// TestKanDoraOnRon: South makes an open kan on East's 2z and discards 9s, which West rons: under the
// default timing the kan's indicator is turned at South's discard, so West's win counts it; under
// wrc2022 it was turned at once (docs/rules/riichi.md §2.6).
func TestKanDoraOnRon(t *testing.T) {
	l := layout{
		hands: hands4(
			"2z 147m 258p 369s 1z 3z 4z 5z",
			"222z 1s 3s 5s 7s 8p 9p 8m 9m 9s 1p",
			"666z 123m 456m 789p 9s",
			"4p 6p 7p 2s 4s 6s 8s 1m 3m 5m 7m 1z 3z"),
		loose:      "5z",
		indicators: "9p 8p",
	}
	for _, preset := range []string{"tenhou", "wrc2022"} {
		g := startRiichi(t, l, preset)
		apply(t, g, act(game.Discard, east, "2z"))
		call(t, g, game.Kong, south, "2z")
		want := 1
		if preset == "wrc2022" {
			want = 2
		}
		assert.Len(t, g.Indicators(), want, "%s: before South's discard", preset)
		apply(t, g, act(game.Discard, south, "9s"))
		assert.Len(t, g.Indicators(), 2, preset)
		ron(t, g, west, "9s", preset)
		require.Len(t, g.Wins(), 1)
		w := g.Wins()[0].Context
		assert.Equal(t, score.Indicators{tile.Circle9, tile.Circle8}, w.Indicators, "%s: the kan's indicator counts", preset)
	}
}

// TestKuikae: South chis East's 3m with 45m and may not discard 6m (nor 3m) under the default; with
// kuikae allowed it may (docs/rules/riichi.md §4.4).
func TestKuikae(t *testing.T) {
	l := layout{hands: hands4(
		"3m 1m 19p 19s 2345z 678p 8s",
		"45m 6m 9m 123s 456s 11z 7z",
		"2m 7m 3p 4p 5p 2s 7s 9s 5z 6z 7z 1z 1z",
		"99m 1s 3s 5s 8s 9s 4p 6p 8p 2z 3z 6z")}
	ra := riichiRules(t, "tenhou", func(o *riichi.Options) { o.Kuikae = riichi.KuikaeAllowed })
	for _, r := range []*riichi.Rules{riichiRules(t, "tenhou"), ra} {
		g := startRiichiRules(t, l, r)
		apply(t, g, act(game.Discard, east, "3m"))
		chi := game.Action{Kind: game.Chow, Seat: south, Tile: tile.Character3, Chow: tile.Character3}
		require.True(t, g.IsLegal(chi))
		apply(t, g, chi)
		passPending(t, g)
		require.Equal(t, south, g.Turn())
		free := r.Options().Kuikae == riichi.KuikaeAllowed
		assert.Equal(t, free, hasAction(g.Legal(south), game.Discard, tile.Character6), "kuikae allowed: %v", free)
		if !free {
			rejects(t, g, act(game.Discard, south, "6m"), game.ErrIllegal)
		}
		apply(t, g, act(game.Discard, south, "9m"))
	}
}

// TestPao: South pons East's 5z and West's 6z, then North's 7z: North is liable for daisangen, and
// pays the whole of South's tsumo (docs/rules/riichi.md §10.5).
func TestPao(t *testing.T) {
	l := layout{
		hands: hands4(
			"5z 1m 5m 9m 2p 4p 6p 8p 4s 6s 8s 1z 2z 3z",
			"55z 66z 77z 234m 123s 9p",
			"6z 1m 7m 3p 5p 7p 3s 5s 7s 9s 4z 4z 4z",
			"7z 6m 8m 1p 3p 2s 4s 8s 9s 2z 3z 1z 9m"),
		draws: "5p 9m 1p 2m 7p 1z 9p",
	}
	g := startRiichi(t, l, "tenhou")
	apply(t, g, act(game.Discard, east, "5z"))
	call(t, g, game.Pung, south, "5z")
	discardPass(t, g, south, "1s")
	apply(t, g, act(game.Discard, west, "6z"))
	call(t, g, game.Pung, south, "6z")
	discardPass(t, g, south, "2s")
	turns(t, g, 1) // West 9m
	apply(t, g, act(game.Discard, north, "7z"))
	call(t, g, game.Pung, south, "7z")
	discardPass(t, g, south, "3s")
	turns(t, g, 3) // West, North, East
	require.Equal(t, south, g.Turn())
	require.True(t, hasAction(g.Legal(south), game.Win, tile.None))
	apply(t, g, game.Action{Kind: game.Win, Seat: south})
	require.Len(t, g.Wins(), 1)
	w := g.Wins()[0]
	assert.Equal(t, tile.SeatNorth, w.Context.Liable)
	net := g.Ledger().Net()
	assert.Zero(t, net[east.Index()])
	assert.Zero(t, net[west.Index()])
	assert.Equal(t, -net[south.Index()], net[north.Index()], "the liable player pays the whole tsumo")
}

// TestPaoSuukantsu: South makes three closed kans, then calls West's 7z for a fourth kan and wins on
// the replacement tile with suukantsu. With PaoSuukantsu West is liable and pays the whole tsumo;
// without it (every preset) the tsumo is paid as usual (docs/rules/riichi.md §10.5).
func TestPaoSuukantsu(t *testing.T) {
	l := layout{
		hands: hands4(
			"234m 567m 345p 678p 5s 6s",
			"1111m 2222p 3333s 7z",
			"7z 456m 456s 789p 11s 9m",
			"789m 567s 99p 44z 66z 8s"),
		draws: "7z 2z",
		loose: "7z 9s 1z 9s",
	}
	for _, pao := range []riichi.Toggle{riichi.On, riichi.Off} {
		r := riichiRules(t, "tenhou", func(o *riichi.Options) { o.PaoSuukantsu = pao })
		g := startRiichiRules(t, l, r)
		discardPass(t, g, east, "6s")
		for _, k := range []string{"1m", "2p", "3s"} {
			apply(t, g, act(game.Kong, south, k))
		}
		discardPass(t, g, south, "1z")
		apply(t, g, act(game.Discard, west, "7z"))
		call(t, g, game.Kong, south, "7z")
		require.Equal(t, south, g.Turn(), "%v", pao)
		require.True(t, hasAction(g.Legal(south), game.Win, 0), "%v: rinshan tsumo", pao)
		apply(t, g, game.Action{Kind: game.Win, Seat: south})
		require.Len(t, g.Wins(), 1)
		net := g.Ledger().Net()
		assert.Equal(t, 32000, net[south.Index()], "%v", pao)
		if pao == riichi.On {
			assert.Equal(t, tile.SeatWest, g.Wins()[0].Context.Liable)
			assert.Equal(t, [4]int{0, 32000, -32000, 0}, net, "the liable player pays the whole tsumo")
		} else {
			assert.Equal(t, tile.NoSeat, g.Wins()[0].Context.Liable)
			assert.Equal(t, [4]int{-16000, 32000, -8000, -8000}, net)
		}
		require.NoError(t, game.CheckInvariants(g))
	}
}
