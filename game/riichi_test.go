package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// riichiStick is the value of one riichi stick (docs/rules/riichi.md §10), riichi's
// Table().Declarations.Deposit.
const riichiStick = 1000

// riichiRules returns the riichi rules of a preset.
func riichiRules(t require.TestingT, name string, tweaks ...func(*riichi.Options)) *riichi.Rules {
	o, err := riichi.Preset(name)
	require.NoError(t, err)
	for _, tweak := range tweaks {
		tweak(&o)
	}
	r, err := riichi.New(o)
	require.NoError(t, err)
	return r
}

// TestRiichiMachine: the machine property (legal actions only are accepted, illegal ones change nothing,
// views, replay, save and load) over riichi hands of every preset (one drawn per case, to keep the
// test quick under the race detector).
func TestRiichiMachine(t *testing.T) {
	rules := make([]*riichi.Rules, 0, 4)
	for _, name := range fourPlayerPresets() {
		rules = append(rules, riichiRules(t, name))
	}
	rapid.Check(t, func(t *rapid.T) { runMachine(t, rapid.SampledFrom(rules).Draw(t, "preset")) })
}

// TestRiichiConservation: in hands played by bots under every preset, with honba and sticks carried
// in, the points plus the sticks on the table are conserved; a stick is on the table for each riichi
// that stood; the facts of a win carry the face-up indicators, and the tiles under them only for a
// winner in riichi; no view shows more indicators than are face up.
func TestRiichiConservation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := riichiRules(t, rapid.SampledFrom(fourPlayerPresets()).Draw(t, "preset"))
		cfg := game.Config{Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed")),
			Dealer:   tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "dealer")),
			Counters: rapid.IntRange(0, 3).Draw(t, "honba"), Deposits: rapid.IntRange(0, 3).Draw(t, "sticks")}
		for i := range cfg.Scores {
			cfg.Scores[i] = 100 * rapid.IntRange(0, 500).Draw(t, "score")
		}
		g, err := game.New(r, cfg)
		require.NoError(t, err)
		players := [4]bot.Player{}
		for s := range players {
			if rapid.Bool().Draw(t, "greedy") {
				players[s] = bot.NewGreedy(r.Table())
			} else {
				players[s] = bot.NewRandom(wall.SeedOf(uint64(s)).Source())
			}
		}
		require.NoError(t, bot.Play(g, players))
		total := func(sc [4]int, net [4]int, deposits int) int {
			n := riichiStick * deposits
			for i := range sc {
				n += sc[i] + net[i]
			}
			return n
		}
		require.Equal(t, total(cfg.Scores, [4]int{}, cfg.Deposits), total(cfg.Scores, g.Net(), g.Deposits()))
		sum := g.Summary()
		declared := 0
		for _, d := range sum.Declared {
			if d {
				declared++
			}
		}
		if len(g.Wins()) == 0 {
			assert.Equal(t, cfg.Deposits+declared, g.Deposits(), "sticks stay on the table")
		} else {
			assert.Zero(t, g.Deposits(), "the winner takes the sticks")
		}
		ind := g.Indicators()
		for _, w := range g.Wins() {
			f := winFacts{Riichi: w.Context.Declaration.Kind}
			n := 0
			for _, x := range w.Context.Indicators {
				if x != tile.None {
					n++
				}
			}
			assert.Equal(t, len(ind), n)
			if f.Riichi == score.NotDeclared || r.Options().UraDora == riichi.Off {
				assert.Equal(t, score.Indicators{}, w.Context.HiddenIndicators, "no ura for a winner not in riichi, nor without ura dora")
			} else {
				assert.NotEqual(t, score.Indicators{}, w.Context.HiddenIndicators)
			}
		}
		for s := range tile.Seats() {
			assert.Equal(t, ind, g.View(s).Indicators)
		}
	})
}

// TestRiichiSession: a whole game (hanchan or east-only) of greedy bots under each preset ends, with
// points plus sticks conserved from hand to hand and the dealer and round wind following the game's
// progression.
func TestRiichiSession(t *testing.T) {
	for _, name := range fourPlayerPresets() {
		for _, length := range []riichi.Length{riichi.Hanchan, riichi.EastOnly} {
			r := riichiRules(t, name, func(o *riichi.Options) { o.Length = length })
			s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(7), Dealer: tile.SeatEast})
			require.NoError(t, err)
			start := 4 * r.Table().Scoring.StartingScore
			hands := 0
			for !s.Over() {
				g, err := s.Next()
				require.NoError(t, err)
				require.Equal(t, s.State().Prevailing, g.Config().Prevailing)
				players := [4]bot.Player{}
				for i := range players {
					players[i] = bot.NewGreedy(r.Table())
				}
				require.NoError(t, bot.Play(g, players))
				require.NoError(t, s.Finish())
				sum := riichiStick * s.State().Deposits
				for _, x := range s.Scores() {
					sum += x
				}
				require.Equal(t, start, sum, "%s hand %d", name, hands)
				hands++
				require.Less(t, hands, 200)
			}
			st := s.State()
			if length == riichi.EastOnly {
				assert.LessOrEqual(t, st.Round, 1)
			} else {
				assert.LessOrEqual(t, st.Round, 2)
			}
			assert.GreaterOrEqual(t, hands, 1)
		}
	}
}

var _ variant.Rules = (*riichi.Rules)(nil)
