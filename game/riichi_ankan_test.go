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

// riichiAnkanLayout: East declares riichi with 6z holding h (13 tiles), then South, West and North
// discard what they draw (South declaring riichi with 9p when south is its ready hand), and East draws
// x, the fourth of a kind; its replacement tile is loose.
func riichiAnkanLayout(h, x, southHand, loose string) layout {
	junk := "9m 9s 1z 2z 3z 4z 5z 6z 1p 2p 3p"
	return layout{
		hands: hands4(h+" 6z", southHand, junk+" 8m 8s", junk+" 7m 7s"),
		draws: "9p 7z 7z " + x,
		loose: loose,
	}
}

// southReady is South's hand waiting on 7p; it declares riichi with the 9p it draws.
const southReady = "234m 567m 345s 55p 68p"

// southJunk waits on nothing that is discarded.
const southJunk = "1s 4s 7s 1z 2z 3z 4z 5z 7p 2p 3p 9s 8p"

// playToLockedDraw plays the layout to East's draw of the fourth tile after its riichi: East declares
// riichi with 6z, South discards 9p (declaring riichi if call), West and North discard their 7z.
func playToLockedDraw(t *testing.T, g *game.Game, call bool) {
	t.Helper()
	apply(t, g, game.Action{Kind: game.Discard, Seat: east, Tile: tile.Green, Call: true})
	passPending(t, g)
	discardDrawn(t, g, call) // South 9p
	passPending(t, g)
	turns(t, g, 2) // West, North
	require.Equal(t, east, g.Turn())
	require.True(t, g.View(east).Players[east.Index()].Called, "East is in riichi")
}

// TestRiichiAnkanInGame: a player in riichi draws the fourth tile of a concealed triplet. The closed kan
// is offered and made exactly when Options.RiichiAnkan allows it (docs/rules/riichi.md §5.6): under
// WaitsUnchanged (tenhou, mahjongsoul) when the kan keeps the waits, under Strict (ema2016, wrc2022)
// when it also is a triplet in every reading, never under Never. Where refused, the listing has no
// kan, Apply refuses it and nothing changes, and the drawn tile is the only discard (docs/rules/riichi.md §5.4).
func TestRiichiAnkanInGame(t *testing.T) {
	never := func(o *riichi.Options) { o.RiichiAnkan = riichi.Never }
	type rules struct {
		name  string
		rules *riichi.Rules
	}
	var all []rules
	for _, p := range fourPlayerPresets() {
		all = append(all, rules{p, riichiRules(t, p)})
	}
	all = append(all, rules{"tenhou+never", riichiRules(t, "tenhou", never)})
	for _, tt := range []struct {
		name, h, x string
		allowed    func(riichi.RiichiAnkan) bool
	}{
		{"waits kept, a triplet in every reading", "111m 456p 789p 234s 5s", "1m",
			func(a riichi.RiichiAnkan) bool { return a != riichi.Never }},
		{"waits changed", "3334567m 345p 678s", "3m",
			func(riichi.RiichiAnkan) bool { return false }},
		{"waits kept, not a triplet in every reading", "1122234555789m", "2m",
			func(a riichi.RiichiAnkan) bool { return a == riichi.WaitsUnchanged }},
	} {
		for _, r := range all {
			name := tt.name + "/" + r.name
			g := startRiichiRules(t, riichiAnkanLayout(tt.h, tt.x, southJunk, "8p"), r.rules)
			playToLockedDraw(t, g, false)
			x := tile.MustParse(tt.x)
			require.Equal(t, x, g.View(east).Drawn, name)
			kan := game.Action{Kind: game.Kong, Seat: east, Tile: x}
			want := tt.allowed(r.rules.Options().RiichiAnkan)
			listed := g.IsLegal(kan)
			assert.Equal(t, want, listed, "%s: listed", name)
			if !want {
				rejects(t, g, kan, game.ErrIllegal)
				assert.Equal(t, []game.Action{{Kind: game.Discard, Seat: east, Tile: x, Drawn: true}}, discards(g.Legal(east)),
					"%s: the drawn tile is the only discard", name)
				continue
			}
			assert.Contains(t, g.Legal(east), kan, name)
			apply(t, g, kan)
			if g.Phase() == game.PhaseRob {
				passPending(t, g)
			}
			require.Equal(t, game.PhaseTurn, g.Phase(), name)
			h := g.Hand(east)
			assert.Equal(t, 1, h.NumMelds(), name)
			assert.True(t, h.IsConcealed(), "%s: a closed kan keeps the hand closed", name)
			assert.True(t, g.View(east).Players[east.Index()].Called, "%s: the riichi stays", name)
			assert.Equal(t, []game.Action{{Kind: game.Discard, Seat: east, Tile: tile.Circle8, Drawn: true}}, discards(g.Legal(east)),
				"%s: the replacement tile is the only discard", name)
		}
	}
}

// TestRiichiAnkanBreaksIppatsu: East in riichi makes an allowed closed kan on its first draw after
// South's riichi, then discards its replacement tile, 7p, which South rons. South's riichi (a double
// riichi) counts, its ippatsu does not: the kan broke it (docs/rules/riichi.md §5.5). Without the kan (East
// draws 7p and discards it) the same ron is an ippatsu. East's riichi stands, its stick goes to South.
func TestRiichiAnkanBreaksIppatsu(t *testing.T) {
	for _, preset := range fourPlayerPresets() {
		for _, kan := range []bool{true, false} {
			x := "1m"
			if !kan {
				x = "7p"
			}
			g := startRiichi(t, riichiAnkanLayout("111m 456p 789p 234s 5s", x, southReady, "7p"), preset)
			playToLockedDraw(t, g, true)
			assert.Equal(t, 2, g.Deposits(), "%s: both sticks are down", preset)
			if kan {
				apply(t, g, act(game.Kong, east, "1m"))
				if g.Phase() == game.PhaseRob {
					passPending(t, g)
				}
			}
			require.Equal(t, tile.Circle7, g.View(east).Drawn, preset)
			apply(t, g, act(game.Discard, east, "7p"))
			ron(t, g, south, "7p", preset)
			require.Len(t, g.Wins(), 1, preset)
			w := g.Wins()[0].Context
			f := factsOf(t, w)
			assert.Equal(t, score.DeclaredFirst, f.Riichi, "%s: South's riichi counts", preset)
			hasIppatsu := riichiRules(t, preset).Options().Ippatsu == riichi.On // off under jpml-a
			assert.Equal(t, !kan && hasIppatsu, f.Ippatsu, "%s (kan %v): ippatsu", preset, kan)
			assert.Equal(t, 2, w.Deposits, "%s: South takes both sticks", preset)
			assert.True(t, g.Summary().Declared[east.Index()], "%s: East's riichi stands", preset)
			require.NoError(t, game.CheckInvariants(g), preset)
		}
	}
}

// discards returns the discards among legal.
func discards(legal []game.Action) []game.Action {
	var out []game.Action
	for _, a := range legal {
		if a.Kind == game.Discard {
			out = append(out, a)
		}
	}
	return out
}
