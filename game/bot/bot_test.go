package bot_test

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

// The default rules of the built-in variants (zero Options never fail).
var (
	classicRules, _ = classic.New(classic.Options{})
	sichuanRules, _ = sichuan.New(sichuan.Options{})
)

func allRules() []variant.Rules {
	return []variant.Rules{classicRules, sichuanRules}
}

// watcher wraps a player: it checks every situation against the game and every choice against the
// situation's legal actions, then lets check look at the choice.
type watcher struct {
	t     *testing.T
	g     **game.Game
	p     bot.Player
	check func(s bot.Situation, a game.Action)
	n     int
}

func (w *watcher) Choose(s bot.Situation) game.Action {
	g := *w.g
	require.Equal(w.t, g.Phase(), s.Phase)
	require.True(w.t, g.Pending().Has(s.Seat))
	require.Equal(w.t, g.Hand(s.Seat), s.Hand, "the situation shows the seat's own hand")
	require.Equal(w.t, g.Missing(s.Seat), s.Missing)
	require.Equal(w.t, g.Legal(s.Seat), s.Legal)
	for _, a := range s.Legal {
		require.Equal(w.t, s.Seat, a.Seat)
	}
	a := w.p.Choose(s)
	require.Contains(w.t, s.Legal, a, "a bot chose an action that is not legal")
	if w.check != nil {
		w.check(s, a)
	}
	w.n++
	return a
}

func playHands(t *testing.T, r variant.Rules, n int, mk func(seed uint64) bot.Player, check func(bot.Situation, game.Action)) int {
	t.Helper()
	decisions := 0
	for seed := range uint64(n) {
		var g *game.Game
		var ps [4]bot.Player
		var ws [4]*watcher
		for s := range ps {
			ws[s] = &watcher{t: t, g: &g, p: mk(seed*4 + uint64(s)), check: check}
			ps[s] = ws[s]
		}
		var err error
		g, err = game.New(r, game.Config{Seed: wall.SeedOf(seed), Dealer: tile.SeatAt(int(seed % 4))})
		require.NoError(t, err)
		require.NoError(t, bot.Play(g, ps))
		for _, w := range ws {
			decisions += w.n
		}
		require.True(t, g.Over())
		require.NoError(t, g.Err())
		sum := 0
		for _, v := range g.Ledger().Net() {
			sum += v
		}
		require.Zero(t, sum, "%s seed %d: payments sum to zero", r.Name(), seed)
		require.LessOrEqual(t, len(g.Wins()), max(r.Table().Claims.MaxWinners, 1))
	}
	return decisions
}

func TestRandomPlaysOnlyLegalActions(t *testing.T) {
	for _, r := range allRules() {
		t.Run(r.Name(), func(t *testing.T) {
			n := playHands(t, r, 16, func(seed uint64) bot.Player { return bot.NewRandom(rand.NewPCG(seed, 1)) }, nil)
			require.Positive(t, n)
		})
	}
}

func greedyOpts(t variant.Table, missing tile.Suit) hand.Options {
	o := hand.Options{Shapes: t.Shapes}
	if missing != tile.NoSuit {
		o.Kinds = t.Wall.Kinds & tile.PlayingKinds &^ missing.Kinds()
	}
	return o
}

// Greedy takes every win; chooses as missing suit one it holds fewest tiles of; and when it discards,
// the discard keeps the least shanten any legal discard reaches (so it never discards into a higher
// shanten when a shanten-keeping discard exists).
func TestGreedyChoices(t *testing.T) {
	for _, r := range allRules() {
		t.Run(r.Name(), func(t *testing.T) {
			tab := r.Table()
			var wins, suits, discards int
			check := func(s bot.Situation, a game.Action) {
				for _, l := range s.Legal {
					if l.Kind == game.Win {
						require.Equal(t, game.Win, a.Kind, "a win is always taken")
						wins++
						return
					}
				}
				switch {
				case s.Phase == game.PhaseMissingSuit:
					count := func(su tile.Suit) int {
						n := 0
						for k := range su.Kinds().All() {
							n += s.Hand.Concealed().Count(k)
						}
						return n
					}
					for _, l := range s.Legal {
						require.LessOrEqual(t, count(a.Suit), count(l.Suit), "missing suit %v in %v", a.Suit, s.Hand)
					}
					suits++
				case s.Phase == game.PhaseTurn && a.Kind == game.Discard:
					o := greedyOpts(tab, s.Missing)
					cur := s.Hand.Shanten(o)
					best := 99
					for _, l := range s.Legal {
						if l.Kind == game.Discard {
							h, err := s.Hand.Without(l.Tile)
							require.NoError(t, err)
							best = min(best, h.Shanten(o))
						}
					}
					h, err := s.Hand.Without(a.Tile)
					require.NoError(t, err)
					require.Equal(t, best, h.Shanten(o), "discard %v from %v", a.Tile, s.Hand)
					require.LessOrEqual(t, h.Shanten(o), cur, "a shanten-keeping discard always exists")
					discards++
				}
			}
			playHands(t, r, 12, func(uint64) bot.Player { return bot.NewGreedy(tab) }, check)
			t.Logf("%d wins taken, %d suit choices, %d discards", wins, suits, discards)
			require.Positive(t, wins)
			require.Positive(t, discards)
			if tab.BeforePlay.MissingSuit {
				require.Positive(t, suits)
			}
		})
	}
}

// Greedy's missing suit in a fixed situation: the suit with fewest tiles, whatever the legal order.
func TestGreedyMissingSuitIsWeakest(t *testing.T) {
	g := bot.NewGreedy(sichuanRules.Table())
	h := hand.MustParse("1234567m11199p5s")
	legal := []game.Action{
		{Kind: game.ChooseSuit, Seat: tile.SeatSouth, Suit: tile.Characters},
		{Kind: game.ChooseSuit, Seat: tile.SeatSouth, Suit: tile.Circles},
		{Kind: game.ChooseSuit, Seat: tile.SeatSouth, Suit: tile.Bamboo},
	}
	for range 3 {
		a := g.Choose(bot.Situation{Seat: tile.SeatSouth, Phase: game.PhaseMissingSuit, Hand: h, Legal: legal})
		require.Equal(t, tile.Bamboo, a.Suit)
		legal = append(legal[1:], legal[0])
	}
}

// A bot decides from a Situation alone: its fields are the seat, the phase, the seat's own hand and
// missing suit, and the legal actions; there is no field for another seat's tiles, the wall or the
// game itself.
func TestSituationHoldsNoHiddenInformation(t *testing.T) {
	st := reflect.TypeFor[bot.Situation]()
	fields := map[string]reflect.Type{}
	for i := range st.NumField() {
		fields[st.Field(i).Name] = st.Field(i).Type
	}
	require.Equal(t, map[string]reflect.Type{
		"Seat":    reflect.TypeFor[tile.Seat](),
		"Phase":   reflect.TypeFor[game.Phase](),
		"Hand":    reflect.TypeFor[hand.Hand](),
		"Missing": reflect.TypeFor[tile.Suit](),
		"Options": reflect.TypeFor[hand.Options](),
		"Visible": reflect.TypeFor[tile.Counts](),
		"Legal":   reflect.TypeFor[[]game.Action](),
	}, fields)
}

// The situation Play builds from the game is the one a server builds from the seat's view, which
// holds only what the seat may see.
func TestSituationOfView(t *testing.T) {
	for _, r := range allRules() {
		t.Run(r.Name(), func(t *testing.T) {
			for seed := range uint64(4) {
				g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed)})
				require.NoError(t, err)
				greedy := bot.NewGreedy(r.Table())
				for !g.Over() {
					s := g.Pending().First()
					v := g.View(s)
					got := bot.NewSituation(g, s, g.Legal(s))
					want := bot.SituationOf(&v)
					require.Equal(t, want, got)
					require.NoError(t, g.Apply(greedy.Choose(got)))
				}
			}
		})
	}
}

// Many hands of both variants with random and greedy bots (and a mix) finish, with every settlement
// summing to zero.
func TestManyHandsSettleToZero(t *testing.T) {
	for _, r := range allRules() {
		t.Run(r.Name(), func(t *testing.T) {
			tab := r.Table()
			totals := [4]int{}
			for seed := range uint64(60) {
				var ps [4]bot.Player
				for s := range ps {
					if (seed>>s)&1 == 0 {
						ps[s] = bot.NewRandom(rand.NewPCG(seed, uint64(s)))
					} else {
						ps[s] = bot.NewGreedy(tab)
					}
				}
				g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed ^ 0x5eed)})
				require.NoError(t, err)
				require.NoError(t, bot.Play(g, ps))
				net := g.Ledger().Net()
				require.Zero(t, net[0]+net[1]+net[2]+net[3])
				settle, err := r.Settle(g.Summary())
				require.NoError(t, err)
				sn := settle.Net()
				require.Zero(t, sn[0]+sn[1]+sn[2]+sn[3], "the settlement alone sums to zero")
				for i := range totals {
					totals[i] += net[i]
				}
			}
			require.Zero(t, totals[0]+totals[1]+totals[2]+totals[3])
		})
	}
}

// On its turn Greedy discards the first legal line of its hand's discard table, with or without
// declared melds of suit tiles (where it compares the acceptance of the best-shanten discards only).
func TestGreedyDiscardsByTable(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{Size: 14, MaxMelds: rapid.IntRange(0, 3).Draw(t, "melds")}).Draw(t, "h")
		if h.Size() != 14 {
			t.Skip("size")
		}
		var o hand.Options
		if rapid.Bool().Draw(t, "sichuan") {
			o = hand.Options{Shapes: sichuanRules.Table().Shapes, Kinds: tile.SuitedKinds &^ tile.Bamboo.Kinds()}
		}
		var visible tile.Counts
		all := h.All()
		for range rapid.IntRange(0, 20).Draw(t, "seen") {
			k := gen.Tile().Draw(t, "kind")
			if all[k]+visible[k] < 4 {
				visible[k]++
			}
		}
		var legal []game.Action
		allowed := h.Concealed().Kinds()
		if rapid.Bool().Draw(t, "restricted") {
			allowed &= tile.Set(rapid.Uint64().Draw(t, "allowed"))
		}
		for k := range allowed.All() {
			legal = append(legal, game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: k})
		}
		if len(legal) == 0 {
			t.Skip("no discard")
		}
		table, err := hand.AppendDiscardsOf(nil, h, o, visible, allowed, 0)
		require.NoError(t, err)
		g := bot.NewGreedy(variant.Table{Shapes: o.Shapes, Wall: wall.Spec{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}}})
		got := g.Choose(bot.Situation{Seat: tile.SeatEast, Phase: game.PhaseTurn, Hand: h, Options: o,
			Visible: visible, Legal: legal})
		require.Equal(t, game.Discard, got.Kind)
		assert.Equal(t, table[0].Tile, got.Tile, "hand %v table %+v", h, table[:min(3, len(table))])
	})
}

// asker wraps a player so that Play asks it at every decision, as it asks any player it does not know.
type asker struct {
	t *testing.T
	p bot.Player
}

func (a asker) Choose(s bot.Situation) game.Action {
	c := a.p.Choose(s)
	if len(s.Legal) == 1 {
		require.Equal(a.t, s.Legal[0], c, "the only legal action")
	}
	return c
}

// Play does not ask a NewGreedy player when only one action is legal: the hands it plays are those Greedy
// plays when asked at every decision, and asked, Greedy takes the only legal action.
func TestGreedyPlayUnasked(t *testing.T) {
	riichiRules, err := riichi.New(riichi.Options{})
	require.NoError(t, err)
	for _, r := range append(allRules(), riichiRules) {
		t.Run(r.Name(), func(t *testing.T) {
			p := bot.NewGreedy(r.Table())
			for seed := range uint64(8) {
				cfg := game.Config{Dealer: tile.SeatAt(int(seed % 4)), Seed: wall.SeedOf(seed + 77),
					Scores: [4]int{25000, 25000, 25000, 25000}}
				g1, err := game.New(r, cfg)
				require.NoError(t, err)
				require.NoError(t, bot.Play(g1, [4]bot.Player{p, p, p, p}))
				g2, err := game.New(r, cfg)
				require.NoError(t, err)
				w := asker{t: t, p: p}
				require.NoError(t, bot.Play(g2, [4]bot.Player{w, w, w, w}))
				require.Equal(t, g2.Actions(), g1.Actions(), "seed %d", seed)
			}
		})
	}
}

// Greedy claims a pung or a kong when the hand after it (discarding at once after a pung) has a lower
// shanten number than before, or for a kong one no higher, and passes otherwise: over random hands,
// with and without a missing suit, against the shanten numbers computed here.
func TestGreedyClaimsByShanten(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		sich := rapid.Bool().Draw(t, "sichuan")
		spec := gen.Spec{Size: 13, MaxMelds: 2, Kinds: tile.SuitedKinds}
		if !sich {
			spec.Kinds = 0
		}
		h := gen.Hand(spec).Draw(t, "h")
		var o hand.Options
		tab := classicRules.Table()
		if sich {
			tab = sichuanRules.Table()
			o = hand.Options{Shapes: tab.Shapes, Kinds: tile.SuitedKinds &^ tile.Bamboo.Kinds()}
		} else {
			o.Shapes = tab.Shapes
		}
		c := h.Concealed()
		var pairs []tile.Tile
		for k := range c.Kinds().All() {
			if c[k] >= 2 {
				pairs = append(pairs, k)
			}
		}
		if len(pairs) == 0 {
			t.Skip("no pair to pung")
		}
		k := rapid.SampledFrom(pairs).Draw(t, "tile")
		kong := c[k] >= 3 && rapid.Bool().Draw(t, "kong")
		legal := []game.Action{{Kind: game.Pass, Seat: tile.SeatSouth}, {Kind: game.Pung, Seat: tile.SeatSouth, Tile: k}}
		kind := meld.Pung
		if kong {
			legal[1].Kind, kind = game.Kong, meld.Kong
		}
		w, err := h.With(k)
		if err != nil {
			t.Skip("a fifth copy") // never offered by the referee
		}
		m, err := meld.NewClaimed(kind, k, tile.SeatEast)
		require.NoError(t, err)
		after, err := w.Declare(m)
		require.NoError(t, err)
		want := game.Pass
		if a, b := max(after.Shanten(o), 0), h.Shanten(o); a < b || kong && a <= b {
			want = legal[1].Kind
		}
		got := bot.NewGreedy(tab).Choose(bot.Situation{Seat: tile.SeatSouth, Phase: game.PhaseClaim, Hand: h,
			Options: o, Legal: legal})
		assert.Equal(t, want, got.Kind, "hand %v tile %v", h, k)
	})
}

// TestGreedySanmaSameDiscard: at a table without 2m–8m (three-player riichi, docs/rules/riichi.md §17.1)
// Greedy analyses without the restriction to the set's kinds, counting the absent kinds as all seen; its
// discard is as good as the first line of the discard table made with the restriction.
func TestGreedySanmaSameDiscard(t *testing.T) {
	sanma := wall.Spec{Kinds: tile.PlayingKinds &^ (1<<(tile.Character8+1) - 1<<tile.Character2)}
	kinds := sanma.Kinds
	rapid.Check(t, func(t *rapid.T) {
		h := gen.Hand(gen.Spec{Size: 14, Kinds: kinds, MaxMelds: rapid.IntRange(0, 2).Draw(t, "melds")}).Draw(t, "h")
		var visible tile.Counts
		all := h.All()
		for range rapid.IntRange(0, 20).Draw(t, "seen") {
			k := rapid.SampledFrom(kinds.Tiles(nil)).Draw(t, "kind")
			if all[k]+visible[k] < 4 {
				visible[k]++
			}
		}
		o := hand.Options{Shapes: hand.AllShapes, Kinds: kinds}
		allowed := h.Concealed().Kinds()
		var legal []game.Action
		for k := range allowed.All() {
			legal = append(legal, game.Action{Kind: game.Discard, Seat: tile.SeatEast, Tile: k})
		}
		table, err := hand.AppendDiscardsOf(nil, h, o, visible, allowed, 0)
		require.NoError(t, err)
		g := bot.NewGreedy(variant.Table{Shapes: hand.AllShapes, Wall: sanma})
		got := g.Choose(bot.Situation{Seat: tile.SeatEast, Phase: game.PhaseTurn, Hand: h, Options: o,
			Visible: visible, Legal: legal})
		require.Equal(t, game.Discard, got.Kind)
		// As good a line: ties may break otherwise (the table made without the restriction lists the
		// absent kinds with no live tile).
		for _, l := range table {
			if l.Tile == got.Tile {
				assert.Equal(t, table[0].Acceptance.Shanten, l.Acceptance.Shanten, "hand %v", h)
				assert.Equal(t, table[0].Acceptance.Total, l.Acceptance.Total, "hand %v", h)
				return
			}
		}
		t.Fatalf("discard %v not in the table of %v", got.Tile, h)
	})
}
