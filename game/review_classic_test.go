package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
)

// onlyDiscards asserts that every legal action of s is a discard.
func onlyDiscards(t *testing.T, g *game.Game, s tile.Seat) {
	t.Helper()
	legal := g.Legal(s)
	require.NotEmpty(t, legal)
	for _, a := range legal {
		require.Equal(t, game.Discard, a.Kind, "%v", a)
	}
}

// docs/rules/classic.md §5.3: a chow or pung claimant discards at once, with no draw, no kong and no
// Mahjong; play then passes to the claimant's right and skipped players lose their turn.
func TestReviewClassicClaimThenDiscardOnly(t *testing.T) {
	l := layout{hands: hands4(
		"5m 11z 2z 3z 4z 5z 6z 7z 9m 9p 9s 1m 1p",
		"46m 111p 222p 333p 99s", // a chow of 5m makes a complete hand
		"55m 1111s 44p 88p 7z 6z 5z",
		"19m 9p 8p 4z 5z 6z 2s 3s 8s 3m 7m 7p")}
	base := l.start(t, classicNoBonus())
	live := base.LiveCount()
	apply(t, base, act(game.Discard, east, "5m"))
	require.True(t, hasAction(base.Legal(south), game.Win, tile.Character5))

	t.Run("chow", func(t *testing.T) {
		g := base.Clone()
		apply(t, g, game.Action{Kind: game.Chow, Seat: south, Tile: tile.Character5, Chow: tile.Character4},
			act(game.Pass, west, ""), act(game.Pass, north, ""))
		require.Equal(t, game.PhaseTurn, g.Phase())
		require.Equal(t, south, g.Turn())
		require.Equal(t, live, g.LiveCount(), "no draw after a chow")
		require.Equal(t, tile.None, g.View(south).Drawn)
		onlyDiscards(t, g, south)
		rejects(t, g, act(game.Win, south, ""), game.ErrIllegal)
		rejects(t, g, act(game.Kong, south, "1p"), game.ErrIllegal)
	})
	t.Run("pung", func(t *testing.T) {
		g := base.Clone()
		apply(t, g, act(game.Pass, south, ""), act(game.Pung, west, "5m"), act(game.Pass, north, ""))
		require.Equal(t, west, g.Turn(), "South loses its turn")
		require.Equal(t, live, g.LiveCount(), "no draw after a pung")
		onlyDiscards(t, g, west)
		rejects(t, g, act(game.Kong, west, "1s"), game.ErrIllegal)
		rejects(t, g, act(game.Win, west, ""), game.ErrIllegal)
		apply(t, g, act(game.Discard, west, "7z"))
		require.Equal(t, claim.SeatsOf(east, south, north), g.Pending())
		passAll(t, g)
		require.Equal(t, north, g.Turn())
		require.Equal(t, live-1, g.LiveCount())
	})
}

// docs/rules/classic.md §5.3, docs/rules/classic.md §6.1: after a claimed kong the claimant takes a
// loose tile (a bonus tile among them is exposed and replaced) and goes on with its turn: it may declare
// another kong, then discards; play passes to its right.
func TestReviewClassicClaimedKongContinues(t *testing.T) {
	l := layout{
		hands: hands4(
			"5m 11z 2z 3z 4z 5z 6z 7z 9m 9p 9s 1m 1p",
			"46m 111p 222p 333p 99s",
			"555m 1111s 44p 88p 7z 6z",
			"19m 9p 8p 4z 5z 6z 2s 3s 8s 3m 7m 7p"),
		loose: "5f 9p 2z",
	}
	g := l.start(t, mustRules(classic.New(classic.Options{})))
	live := g.LiveCount()
	apply(t, g, act(game.Discard, east, "5m"),
		act(game.Pass, south, ""), act(game.Kong, west, "5m"), act(game.Pass, north, ""))
	require.Equal(t, game.PhaseTurn, g.Phase())
	require.Equal(t, west, g.Turn())
	require.Equal(t, tile.Circle9, g.View(west).Drawn, "the loose Spring was exposed and replaced")
	require.Equal(t, tile.SetOf(tile.Season1), g.Hand(west).Bonus())
	require.Equal(t, live, g.LiveCount())
	require.True(t, hasAction(g.Legal(west), game.Kong, tile.Bamboo1))
	sum := g.Summary()
	require.Len(t, sum.Kongs, 1)
	require.Equal(t, variant.ExposedKong, sum.Kongs[0].Kind)
	require.Equal(t, east, sum.Kongs[0].Supplier)

	apply(t, g, act(game.Kong, west, "1s"))
	require.Equal(t, west, g.Turn())
	require.Equal(t, tile.South, g.View(west).Drawn)
	require.Equal(t, 2, g.Hand(west).NumMelds())
	apply(t, g, act(game.Discard, west, "2z"))
	require.Equal(t, claim.SeatsOf(east, south, north), g.Pending())
	passAll(t, g)
	require.Equal(t, north, g.Turn(), "South lost its turn")
}

// mahjongTwice: S discards 5p on its first turn; W (20 + 8 = 28) and N (Green pung: 64) both wait on
// it, neither is the dealer, and it is not the dealer's discard (no Earth's Blessing).
func mahjongTwice(t *testing.T, o classic.Options) *game.Game {
	o.NoBonusTiles = true
	l := layout{
		hands: hands4(
			"11z 2z 3z 4z 9m 1m 2s 8s 9s 77z 5z 2p",
			"19m 19p 3z 4z 5z 7s 2p 3p 6p 8p 3s",
			"123m 456m 789m 111s 5p",
			"123p 789p 666z 444s 5p"),
		draws: "5p",
	}
	g := l.start(t, mustRules(classic.New(o)))
	apply(t, g, act(game.Discard, east, "1z"))
	passAll(t, g)
	require.Equal(t, tile.Circle5, g.View(south).Drawn)
	apply(t, g, act(game.Discard, south, "5p"))
	require.True(t, hasAction(g.Legal(west), game.Win, tile.Circle5))
	require.True(t, hasAction(g.Legal(north), game.Win, tile.Circle5))
	apply(t, g, act(game.Win, north, "5p"), act(game.Pass, east, ""), act(game.Win, west, "5p"))
	require.True(t, g.Over())
	return g
}

// docs/rules/classic.md §5.2, docs/rules/classic.md §9: several Mahjong claims on one discard: only the
// nearest after the discarder wins by default; with MultipleWinners = all each claimant wins, scored and
// paid separately.
func TestReviewClassicSeveralMahjongClaims(t *testing.T) {
	g := mahjongTwice(t, classic.Options{})
	wins := g.Wins()
	require.Len(t, wins, 1)
	require.Equal(t, west, wins[0].Context.Winner)
	require.Equal(t, south, wins[0].Context.Supplier)
	require.Zero(t, wins[0].Context.Flags&score.EarthsBlessing)
	require.Equal(t, 28, wins[0].Result.Value)
	require.Equal(t, [4]int{0, -56, 56, 0}, netOf(g))
	require.Equal(t, 13, g.Hand(north).Size(), "N's claim is void")

	g = mahjongTwice(t, classic.Options{MultipleWinners: classic.WinnersAll})
	wins = g.Wins()
	require.Len(t, wins, 2)
	require.Equal(t, []tile.Seat{west, north}, []tile.Seat{wins[0].Context.Winner, wins[1].Context.Winner})
	require.Equal(t, wins[0].Group, wins[1].Group)
	require.Equal(t, 28, wins[0].Result.Value)
	require.Equal(t, 64, wins[1].Result.Value)
	require.Equal(t, [4]int{0, -56 - 128, 56, 128}, netOf(g))
	require.Equal(t, 14, g.Hand(north).Size())
	require.NoError(t, game.CheckInvariants(g))
}

// docs/rules/classic.md §6.1: an added kong only with the tile taken this turn: a 5m held since the pung
// cannot be added.
func TestReviewClassicAddedKongDrawnOnly(t *testing.T) {
	l := layout{
		hands: hands4(
			"5m 11z 2z 3z 4z 5z 6z 7z 9m 9p 9s 1m 1p",
			"555m 19p 3z 4z 5z 7s 2p 3p 6p 8s",
			"19m 1p 2s 3s 8s 4z 5z 6z 7z 3m 7m 7p",
			"2m 4m 6m 8m 2p 4p 6p 8p 2s 4s 6s 8s 1z"),
		draws: "9p 9s 1s 8p",
	}
	g := l.start(t, classicNoBonus())
	apply(t, g, act(game.Discard, east, "5m"))
	apply(t, g, act(game.Pung, south, "5m"), act(game.Pass, west, ""), act(game.Pass, north, ""))
	apply(t, g, act(game.Discard, south, "3z"))
	passAll(t, g)
	for range 3 {
		cycle(t, g, false)
	}
	require.Equal(t, south, g.Turn())
	require.Equal(t, tile.Circle8, g.View(south).Drawn)
	require.False(t, hasAction(g.Legal(south), game.Kong, tile.None))
	rejects(t, g, act(game.Kong, south, "5m"), game.ErrIllegal)
}

// docs/rules/classic.md §4.1, docs/rules/classic.md §8.9: the dealer's first turn skips the draw; a win
// on the dealt tiles is Heaven's Blessing, but not after a kong; two kongs in one turn and a win on the
// second loose tile is Twofold Fortune.
func TestReviewClassicBlessingsAndTwofoldFortune(t *testing.T) {
	filler := fillerHands()
	l := layout{hands: filler}
	l.hands[0] = tiles("123m 456m 789m 111p 99s")
	g := l.start(t, classicNoBonus())
	require.Equal(t, 136-6-53, g.LiveCount(), "the dealer has not drawn")
	require.Equal(t, tile.None, g.View(east).Drawn)
	apply(t, g, act(game.Win, east, ""))
	w := g.Wins()[0]
	require.NotZero(t, w.Context.Flags&score.HeavensBlessing)
	require.Equal(t, 2000, w.Result.Value)
	require.Equal(t, [4]int{12000, -4000, -4000, -4000}, netOf(g))

	l.hands[0] = tiles("1111m 456m 789m 111p 9s")
	l.loose = "9s"
	g = l.start(t, classicNoBonus())
	apply(t, g, act(game.Kong, east, "1m"), act(game.Win, east, ""))
	w = g.Wins()[0]
	require.Equal(t, score.Replacement, w.Context.Source)
	require.Zero(t, w.Context.Flags&(score.HeavensBlessing|score.KongUponKong))

	l.hands[0] = tiles("1111m 2222p 345s 678s")
	l.loose = "9s 9s"
	g = l.start(t, classicNoBonus())
	apply(t, g, act(game.Kong, east, "1m"), act(game.Kong, east, "2p"), act(game.Win, east, ""))
	w = g.Wins()[0]
	require.NotZero(t, w.Context.Flags&score.KongUponKong)
	require.Zero(t, w.Context.Flags&score.HeavensBlessing)
	require.Equal(t, 2000, w.Result.Value)
}

// docs/rules/classic.md §2.5: when the Kong Box is empty, the live wall's last stack moves into it
// (upper tile first) and the loose tiles go on from there.
func TestReviewClassicKongBoxRefill(t *testing.T) {
	filler := fillerHands()
	l := layout{hands: filler, loose: "1f 2f 3f 4f 5f 6f", tail: "7p 8p"}
	l.hands[0] = tiles("1111m 456m 789m 11p 2s 3s")
	g := l.start(t, mustRules(classic.New(classic.Options{})))
	require.Equal(t, 6, g.View(east).KongBox)
	live := g.LiveCount()
	apply(t, g, act(game.Kong, east, "1m"))
	require.Equal(t, east, g.Turn())
	require.Equal(t, tile.Circle7, g.View(east).Drawn)
	require.Equal(t, tile.SetOf(tile.Flower1, tile.Flower2, tile.Flower3, tile.Flower4, tile.Season1, tile.Season2),
		g.Hand(east).Bonus())
	require.Equal(t, live-2, g.LiveCount())
	require.Equal(t, 1, g.View(east).KongBox)
	apply(t, g, act(game.Discard, east, "7p"))
	require.NoError(t, game.CheckInvariants(g))
}

// docs/rules/classic.md §8.1: the facts of a win carry the configured dealer and prevailing wind.
func TestReviewClassicDealerAndPrevailing(t *testing.T) {
	r := classicNoBonus()
	filler := fillerHands()
	filler[0] = tiles("123m 456m 789m 111p 99s")
	l := layout{hands: filler}
	// The layout deals relative to the dealer: with South dealing, South gets the first hand.
	g, err := game.New(r, game.Config{Dealer: south, Prevailing: tile.West, Wall: l.order(t, r.Table().Wall),
		Dice: layoutDice})
	require.NoError(t, err)
	require.Equal(t, south, g.Turn())
	require.Equal(t, tile.CountsOf(filler[0]), g.Hand(south).Concealed())
	apply(t, g, act(game.Win, south, ""))
	w := g.Wins()[0].Context
	require.Equal(t, south, w.Dealer)
	require.Equal(t, tile.West, w.Prevailing)
	require.NotZero(t, w.Flags&score.HeavensBlessing)
	require.Equal(t, [4]int{-4000, 12000, -4000, -4000}, netOf(g))
}

// fillerHands are three hands of scattered tiles for S, W and N that can neither claim nor win; the
// dealer's hand is left empty.
func fillerHands() [4][]tile.Tile {
	return hands4("", "29m 19p 19s 1z 2z 3z 4z 5z 6z 7z", "38m 38p 28s 1z 2z 3z 4z 5z 6z 7z",
		"37m 37p 37s 1z 2z 3z 4z 5z 6z 7z")
}
