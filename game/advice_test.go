package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// checkAdvice checks the analysis of every seat still in g: the visible tiles are exactly the tiles
// face up (own hand, visible and hidden tiles make four of each kind of the tile set), Game.Analysis
// agrees with the view, and the view's advice equals the advice computed from the seat's own hand and
// the public view alone.
func checkAdvice(t *testing.T, g *game.Game) {
	t.Helper()
	pub := g.View(tile.NoSeat)
	kinds := g.Rules().Table().Wall.Kinds & tile.PlayingKinds
	for s := range tile.NumSeats {
		s := tile.SeatAt(s)
		if g.Out(s) {
			continue
		}
		v := g.View(s)
		vis := v.Visible()
		own, hidden := v.Hand.All(), game.HiddenFrom(g, s)
		for k := range kinds.All() {
			require.Equal(t, 4, int(own[k])+int(vis[k])+int(hidden[k]),
				"seat %v kind %v: own %d visible %d hidden %d (phase %v)", s, k, own[k], vis[k], hidden[k], v.Phase)
		}
		o, c := g.Analysis(s)
		require.Equal(t, v.Options, o)
		require.Equal(t, vis, c)
		if missing := g.Missing(s); missing != tile.NoSuit {
			require.Equal(t, kinds&^missing.Kinds(), o.Kinds)
		}

		// Only the seat's own hand and options, and the public view.
		ref := pub
		ref.Seat, ref.Hand, ref.Options = s, g.Hand(s), v.Options
		require.Equal(t, vis, ref.Visible())
		switch v.Hand.Size() {
		case 13:
			got, err := v.Acceptance()
			require.NoError(t, err)
			want, err := g.Hand(s).Acceptance(o, ref.Visible())
			require.NoError(t, err)
			assert.Equal(t, want, got)
			_, err = v.Discards(0)
			require.ErrorIs(t, err, hand.ErrSize)
		case 14:
			got, err := v.Discards(0)
			require.NoError(t, err)
			want, err := ref.Discards(0)
			require.NoError(t, err)
			assert.Equal(t, want, got)
			_, err = v.Acceptance()
			require.ErrorIs(t, err, hand.ErrSize)
		}
	}
}

func TestViewAdvice(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	// Riichi, with dora indicators face up, and a variant that turns indicators at once on a kong.
	for _, r := range []variant.Rules{rulesOf(t, "classic"), rulesOf(t, "sichuan"), rulesOf(t, "riichi"),
		fakeIndicators(variant.IndicatorAtOnce)} {
		for seed := range uint64(games) {
			playAdvised(t, r, seed, seed%2 == 1, 3)
		}
	}
}

// TestViewAdviceSeveralWinners plays Sichuan hands with greedy bots, where one discard often makes
// several winners, and checks the advice after every win.
func TestViewAdviceSeveralWinners(t *testing.T) {
	games := 120
	if testing.Short() {
		games = 20
	}
	r := rulesOf(t, "sichuan")
	for seed := range uint64(games) {
		playAdvised(t, r, seed, true, 0)
	}
}

// playAdvised plays a hand of r from seed, with greedy bots or random choices (that prefer wins and
// often pung), checking the advice every few steps (never if every is 0) and after every win.
func playAdvised(t *testing.T, r variant.Rules, seed uint64, greedy bool, every int) {
	t.Helper()
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(seed + 100)})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 3))
	p := bot.NewGreedy(r.Table())
	wins := 0
	for step := 0; !g.Over(); step++ {
		if n := len(g.Wins()); n != wins || every > 0 && step%every == 0 {
			wins = n
			checkAdvice(t, g)
		}
		s := g.Pending().First()
		legal := g.Legal(s)
		require.NotEmpty(t, legal)
		a := legal[rng.IntN(len(legal))]
		if greedy {
			a = p.Choose(bot.NewSituation(g, s, legal))
		} else {
			for _, b := range legal {
				if b.Kind == game.Win || (b.Kind == game.Pung && rng.IntN(2) == 0) {
					a = b
				}
			}
		}
		require.NoError(t, g.Apply(a))
	}
	checkAdvice(t, g)
}
