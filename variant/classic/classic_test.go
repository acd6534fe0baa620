package classic_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
)

func TestRegistered(t *testing.T) {
	r, err := variant.Lookup("classic")
	require.NoError(t, err)
	assert.Equal(t, "classic", r.Name())
	assert.Equal(t, 144, r.Table().Wall.Size())
	assert.Equal(t, 2000, r.Table().Scoring.StartingScore)
	assert.True(t, r.Table().Declarations.OriginalCall)
	assert.True(t, r.Table().Claims.RobAddedKong)
	assert.Equal(t, 1, r.Table().Claims.MaxWinners)
}

// TestOptions checks each option's effect against the default on one hand.
func TestOptions(t *testing.T) {
	drawn := classic.SelfDrawn(tile.SeatSouth, tile.SeatEast, tile.East, tile.Character5)
	discard := classic.OnDiscard(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, tile.Character5)
	tests := []struct {
		name      string
		opt       classic.Options
		hand      string
		w         score.WinContext
		def, want int // S with default options and with opt
	}{
		{"Limit 500", classic.Options{Limit: 500}, "22888s444z / 666z [7777z]",
			score.WinContext{Winner: tile.SeatNorth, Dealer: tile.SeatEast, Prevailing: tile.East, Winning: tile.Bamboo2, Source: score.Replacement, Supplier: tile.NoSeat}, 2000, 500},
		{"Uncapped", classic.Options{Uncapped: true}, "22888s444z / 666z [7777z]",
			score.WinContext{Winner: tile.SeatNorth, Dealer: tile.SeatEast, Prevailing: tile.East, Winning: tile.Bamboo2, Source: score.Replacement, Supplier: tile.NoSeat}, 2000, 4480},
		{"SpecialHandValues bmja limit hand", classic.Options{SpecialHandValues: classic.SpecialBMJA}, "19m19p19s12345677z 1f",
			classic.SelfDrawn(tile.SeatEast, tile.SeatEast, tile.East, tile.Red), 2000, 1000 + 4*2},
		{"MahjongPoints 10", classic.Options{MahjongPoints: 10}, "123m456p789s234s55m", discard, 20, 10},
		{"OnlyPossibleTile 2", classic.Options{OnlyPossibleTile: 2}, "123m456p789s234s55m", discard, 20, 22},
		{"OnlyPossibleTile, two waits", classic.Options{OnlyPossibleTile: 2}, "123m456p789s234s55m",
			classic.OnDiscard(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, tile.Character1), 20, 20},
		{"PairCompletion two", classic.Options{PairCompletion: classic.PairCompletionTwo}, "123m456p789s234s55m", discard, 20, 22},
		{"PairCompletion major four", classic.Options{PairCompletion: classic.PairCompletionMinorTwo}, "123m456p789s234s99m",
			classic.OnDiscard(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, tile.Character9), 20, 24},
		{"TerminalPairPoints 2", classic.Options{TerminalPairPoints: 2}, "123m456p789s234s99m", withTile(discard, tile.Character9), 20, 22},
		{"NoOneSuitWithHonours", classic.Options{NoOneSuitWithHonours: true}, "12345556789s / 666z",
			classic.OnDiscard(tile.SeatEast, tile.SeatSouth, tile.SeatEast, tile.East, tile.Bamboo9), 96, 48},
		{"NoLooseTileDouble", classic.Options{NoLooseTileDouble: true}, "123456p789s55s / [4444m]",
			score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatEast, Prevailing: tile.East, Winning: tile.Bamboo5, Source: score.Replacement, Supplier: tile.NoSeat}, 152, 76},
		{"BouquetDoubles none", classic.Options{BouquetDoubles: classic.BouquetNone}, "123m456p789s234s55m 5678f", drawn, (22 + 16) * 8, (22 + 16) * 4},
		{"BouquetDoubles two", classic.Options{BouquetDoubles: classic.BouquetTwo}, "123m456p789s234s55m 5678f", drawn, (22 + 16) * 8, (22 + 16) * 16},
		{"OwnBonusDoubles both, one held", classic.Options{OwnBonusDoubles: classic.OwnBonusBoth}, "123m456p789s234s55m 2f", discard, 48, 24},
		{"OwnBonusDoubles both, both held", classic.Options{OwnBonusDoubles: classic.OwnBonusBoth}, "123m456p789s234s55m 26f", discard, 28 * 4, 28 * 2},
		{"Purity doubles", classic.Options{Purity: classic.PurityDoubles}, "66688p / 222p 444p 9999p 5f",
			classic.OnDiscard(tile.SeatSouth, tile.SeatEast, tile.SeatEast, tile.West, tile.Circle8), 356, 768},
		{"Purity any one suit", classic.Options{Purity: classic.PurityAnyOneSuit}, "123456789p11p555p", withTile(discard, tile.Circle1), 24, 24 * 8},
		{"ClaimedKongConcealed", classic.Options{ClaimedKongConcealed: true}, "88m123456s / 3333m [7777p]",
			classic.OnDiscard(tile.SeatWest, tile.SeatSouth, tile.SeatEast, tile.East, tile.Bamboo6), 44, 52},
		{"Rounding", classic.Options{Rounding: classic.RoundingNearest10}, "123456m666s99p / 555p",
			classic.OnDiscard(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, tile.Character3), 26, 30},
		{"Rounding never on special hands", classic.Options{Rounding: classic.RoundingNearest10}, "1199m99p11s115577z 2f",
			classic.OnDiscard(tile.SeatSouth, tile.SeatNorth, tile.SeatEast, tile.East, tile.White), 1008, 1008},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, tt.opt.Validate())
			def, err := classic.ScoreText(nil, tt.hand, tt.w)
			require.NoError(t, err)
			assert.Equal(t, tt.def, def.Value, "default\n%s", def)
			got, err := classic.ScoreText(classic.MustNew(tt.opt), tt.hand, tt.w)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got.Value, "with option\n%s", got)
		})
	}
}

func TestOptionPayments(t *testing.T) {
	w := classic.OnDiscard(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, tile.Character5)
	res, err := classic.ScoreText(classic.MustNew(classic.Options{Payments: classic.PaymentsClassical}), "123m456p789s234s55m", w)
	require.NoError(t, err)
	assert.Equal(t, [4]int{-40, 80, -20, -20}, res.Payments.Net())
}

func TestOptionNoBonusTiles(t *testing.T) {
	r := classic.MustNew(classic.Options{NoBonusTiles: true})
	assert.Equal(t, 136, r.Table().Wall.Size())
	_, err := classic.ScoreText(r, "123m456p789s234s55m 1f", classic.SelfDrawn(tile.SeatEast, tile.SeatEast, tile.East, tile.Character5))
	require.ErrorIs(t, err, score.ErrContext)
}

func TestOptionMaxChows(t *testing.T) {
	r := classic.MustNew(classic.Options{MaxChows: 1})
	h := hand.MustParse("123m456p789s234s55m")
	w := classic.SelfDrawn(tile.SeatEast, tile.SeatEast, tile.East, tile.Character5)
	assert.False(t, r.CanWin(h, w))
	_, err := r.Score(h, w)
	require.ErrorIs(t, err, score.ErrNotWin)
	// One chow is fine.
	h = hand.MustParse("123m444p777s222s55m")
	assert.True(t, r.CanWin(h, w))
	// The claim policy refuses a win needing two chows.
	h13 := hand.MustParse("123m456p789s234s5m")
	assert.True(t, classic.MustNew(classic.Options{}).Claims().CanWin(h13, tile.Character5, claim.Facts{}))
	assert.False(t, r.Claims().CanWin(h13, tile.Character5, claim.Facts{}))
}

func TestOptionMultipleWinners(t *testing.T) {
	assert.False(t, classic.MustNew(classic.Options{}).Claims().MultipleWinners())
	r := classic.MustNew(classic.Options{MultipleWinners: classic.WinnersAll})
	assert.True(t, r.Claims().MultipleWinners())
}

func TestOptionStartingPoints(t *testing.T) {
	assert.Equal(t, 5000, classic.MustNew(classic.Options{StartingPoints: 5000}).Table().Scoring.StartingScore)
}

func TestOptionsJSON(t *testing.T) {
	b, err := json.Marshal(classic.Options{})
	require.NoError(t, err)
	assert.JSONEq(t, `{}`, string(b))
	o := classic.Options{NoBonusTiles: true, Limit: 1000, SpecialHandValues: classic.SpecialBMJA, PairCompletion: classic.PairCompletionMinorTwo,
		BouquetDoubles: classic.BouquetNone, OwnBonusDoubles: classic.OwnBonusBoth, Purity: classic.PurityAnyOneSuit,
		MultipleWinners: classic.WinnersAll, Payments: classic.PaymentsClassical, Rounding: classic.RoundingNearest10,
		Rounds: 2, WindRounds: classic.WindRoundsLiteral, StartingPoints: 500}
	b, err = json.Marshal(o)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"purity":"any-one-suit"`)
	assert.Contains(t, string(b), `"payments":"classical"`)
	var back classic.Options
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, o, back)
	require.ErrorIs(t, json.Unmarshal([]byte(`{"purity":"nope"}`), &back), variant.ErrOptions)
	assert.Equal(t, "classic.Purity(9)", classic.Purity(9).String())
	_, err = classic.Purity(9).MarshalText()
	require.ErrorIs(t, err, variant.ErrOptions)
}

func TestOptionsValidate(t *testing.T) {
	for _, o := range []classic.Options{{Limit: -1}, {Rounds: 5}, {MaxChows: -1}, {Purity: 7}, {Payments: 3}, {MahjongPoints: -2}} {
		require.ErrorIs(t, o.Validate(), variant.ErrOptions, "%+v", o)
	}
	require.NoError(t, classic.Options{}.Validate())
}

// TestErrors checks the scorer's checks of docs/rules/classic.md §8.1.
func TestErrors(t *testing.T) {
	const chows = "123m456p789s234s55m"
	drawn := classic.SelfDrawn(tile.SeatSouth, tile.SeatEast, tile.East, tile.Character5)
	disc := classic.OnDiscard(tile.SeatSouth, tile.SeatWest, tile.SeatEast, tile.East, tile.Character5)
	with := func(w score.WinContext, f func(*score.WinContext)) score.WinContext { f(&w); return w }
	tests := []struct {
		name string
		hand string
		w    score.WinContext
		err  error
	}{
		{"not a win", "123m456p789s234s56m", drawn, score.ErrNotWin},
		{"seven ordinary pairs", "1155m2266p3377s44z", withTile(drawn, tile.North), score.ErrNotWin},
		{"13 tiles", "123m456p789s234s5m", drawn, score.ErrNotWin},
		{"winning tile not held", chows, withTile(drawn, tile.Red), score.ErrContext},
		{"no source", chows, with(drawn, func(w *score.WinContext) { w.Source = score.SourceNone }), score.ErrContext},
		{"riichi sticks", chows, with(drawn, func(w *score.WinContext) { w.Deposits = 1 }), score.ErrContext},
		{"a declaration", chows, with(drawn, func(w *score.WinContext) { w.Declaration.Kind = score.Declared }), score.ErrContext},
		{"discard without discarder", chows, with(disc, func(w *score.WinContext) { w.Supplier = tile.NoSeat }), score.ErrContext},
		{"own discard", chows, with(disc, func(w *score.WinContext) { w.Supplier = w.Winner }), score.ErrContext},
		{"prevailing not a wind", chows, with(drawn, func(w *score.WinContext) { w.Prevailing = tile.Red }), score.ErrContext},
		{"last discard drawn", chows, with(drawn, func(w *score.WinContext) { w.Flags = score.LastDiscard }), score.ErrContext},
		{"last tile on a discard", chows, with(disc, func(w *score.WinContext) { w.Flags = score.LastTile }), score.ErrContext},
		{"last tile from the Kong Box", "123456p789s55s / [4444m]",
			score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatEast, Prevailing: tile.East, Winning: tile.Bamboo5, Source: score.Replacement, Supplier: tile.NoSeat, Flags: score.LastTile}, score.ErrContext},
		{"robbed kong with another copy held", "123m456p789s234s55m", with(disc, func(w *score.WinContext) { w.Source = score.RobbedKong }), score.ErrContext},
		{"Heaven's Blessing non-dealer", chows, with(drawn, func(w *score.WinContext) { w.Flags = score.HeavensBlessing }), score.ErrContext},
		{"Heaven's Blessing exposed", "123m456p789s55m / 234s", with(drawn, func(w *score.WinContext) { w.Flags, w.Winner = score.HeavensBlessing, w.Dealer }), score.ErrContext},
		{"Earth's Blessing dealer", chows, with(disc, func(w *score.WinContext) {
			w.Flags, w.Winner, w.Supplier = score.EarthsBlessing, w.Dealer, tile.SeatSouth
		}), score.ErrContext},
		{"Earth's Blessing drawn", chows, with(drawn, func(w *score.WinContext) { w.Flags = score.EarthsBlessing }), score.ErrContext},
		{"kong upon kong from the wall", "123m456p55s / [7777s] [8888m]", with(drawn, func(w *score.WinContext) { w.Flags, w.Winning = score.KongUponKong, tile.Bamboo5 }), score.ErrContext},
		{"kong upon kong with one kong", "123456p789s55s / [4444m]",
			score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatEast, Prevailing: tile.East, Winning: tile.Bamboo5, Source: score.Replacement, Supplier: tile.NoSeat, Flags: score.KongUponKong}, score.ErrContext},
		{"Original Call with an exposed set", "123m456p789s55m / 234s", with(disc, func(w *score.WinContext) { w.Flags = score.OriginalCall }), score.ErrContext},
		{"last discard on a robbed kong", chows, with(withTile(disc, tile.Character1), func(w *score.WinContext) {
			w.Source, w.Flags = score.RobbedKong, score.LastDiscard
		}), score.ErrContext},
		// Heaven's Blessing is a win with the dealt tiles, before any discard or kong
		// (docs/rules/classic.md §8.9).
		{"Heaven's Blessing on a loose tile", chows, with(drawn, func(w *score.WinContext) {
			w.Winner, w.Source, w.Flags = w.Dealer, score.Replacement, score.HeavensBlessing
		}), score.ErrContext},
		{"Heaven's Blessing after a kong, on a loose tile", "123456p789s55s / [4444m]", score.WinContext{Winner: tile.SeatEast, Dealer: tile.SeatEast,
			Prevailing: tile.East, Winning: tile.Bamboo5, Source: score.Replacement, Supplier: tile.NoSeat, Flags: score.HeavensBlessing}, score.ErrContext},
		{"Heaven's Blessing with a concealed kong", "123456p789s55s / [4444m]", score.WinContext{Winner: tile.SeatEast, Dealer: tile.SeatEast,
			Prevailing: tile.East, Winning: tile.Bamboo5, Source: score.Wall, Supplier: tile.NoSeat, Flags: score.HeavensBlessing}, score.ErrContext},
		{"Heaven's Blessing on a discard", chows, with(disc, func(w *score.WinContext) {
			w.Winner, w.Supplier, w.Flags = w.Dealer, tile.SeatSouth, score.HeavensBlessing
		}), score.ErrContext},
		{"Heaven's Blessing with Original Call", chows, with(drawn, func(w *score.WinContext) {
			w.Winner, w.Flags = w.Dealer, score.HeavensBlessing|score.OriginalCall
		}), score.ErrContext},
		{"Earth's Blessing with a declared set", "123m456p789s55m / 234s", with(disc, func(w *score.WinContext) {
			w.Supplier, w.Flags = w.Dealer, score.EarthsBlessing
		}), score.ErrContext},
		{"Earth's Blessing with Original Call", chows, with(disc, func(w *score.WinContext) {
			w.Supplier, w.Flags = w.Dealer, score.EarthsBlessing|score.OriginalCall
		}), score.ErrContext},
		{"Original Call with a concealed kong", "123456p789s55s / [4444m]", score.WinContext{Winner: tile.SeatWest, Dealer: tile.SeatEast,
			Prevailing: tile.East, Winning: tile.Bamboo5, Source: score.Wall, Supplier: tile.NoSeat, Flags: score.OriginalCall}, score.ErrContext},
	}
	r := classic.MustNew(classic.Options{})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := hand.Parse(tt.hand)
			require.NoError(t, err)
			_, err = r.Score(h, tt.w)
			require.ErrorIs(t, err, tt.err)
			assert.False(t, r.CanWin(h, tt.w))
		})
	}
	_, err := classic.ScoreText(nil, "12x", drawn)
	require.ErrorIs(t, err, hand.ErrSyntax)
}

func TestSettle(t *testing.T) {
	l, err := classic.MustNew(classic.Options{}).Settle(variant.Summary{})
	require.NoError(t, err)
	assert.Empty(t, l)
}

func winBy(winner, supplier tile.Seat) variant.Win {
	src := score.Discard
	if supplier == tile.NoSeat {
		src = score.Wall
	}
	return variant.Win{Context: score.WinContext{Winner: winner, Supplier: supplier, Source: src}}
}

// TestAdvance plays sequences of games and checks dealers, wind rounds and the end of the match.
func TestAdvance(t *testing.T) {
	r := classic.MustNew(classic.Options{})
	s := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 1}
	// Washout: the dealer keeps the deal.
	n, over := r.Advance(s, variant.Summary{Dealer: tile.SeatEast, Exhausted: true})
	assert.False(t, over)
	assert.Equal(t, variant.Session{Hands: 1, Dealer: tile.SeatEast, Prevailing: tile.East, Game: 2}, n)
	// The winner deals next; games 1-4 stay in the round even when the dealer loses.
	n, _ = r.Advance(n, variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{winBy(tile.SeatWest, tile.NoSeat)}})
	assert.Equal(t, tile.SeatWest, n.Dealer)
	assert.Equal(t, tile.East, n.Prevailing)
	n.Game = 5
	// Game 5: the dealer wins, the round goes on.
	n2, _ := r.Advance(n, variant.Summary{Dealer: tile.SeatWest, Wins: []variant.Win{winBy(tile.SeatWest, tile.SeatNorth)}})
	assert.Equal(t, variant.Session{Hands: 3, Dealer: tile.SeatWest, Prevailing: tile.East, Game: 6}, n2)
	// Game 6: the dealer loses, the round ends.
	n3, over := r.Advance(n2, variant.Summary{Dealer: tile.SeatWest, Wins: []variant.Win{winBy(tile.SeatNorth, tile.SeatEast)}})
	assert.False(t, over)
	assert.Equal(t, variant.Session{Hands: 4, Dealer: tile.SeatNorth, Prevailing: tile.South, Game: 1, Round: 1}, n3)
	// Several winners: the dealer among them keeps the deal; otherwise the nearest after the discarder.
	two := variant.Summary{Dealer: tile.SeatNorth, Wins: []variant.Win{winBy(tile.SeatWest, tile.SeatEast), winBy(tile.SeatSouth, tile.SeatEast)}}
	n4, _ := r.Advance(n3, two)
	assert.Equal(t, tile.SeatSouth, n4.Dealer)
	two.Wins = append(two.Wins, winBy(tile.SeatNorth, tile.SeatEast))
	n4, _ = r.Advance(n3, two)
	assert.Equal(t, tile.SeatNorth, n4.Dealer)
	// The last round ends the match.
	last := variant.Session{Dealer: tile.SeatEast, Prevailing: tile.North, Game: 7, Round: 3}
	_, over = r.Advance(last, variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{winBy(tile.SeatSouth, tile.NoSeat)}})
	assert.True(t, over)
	// Rounds 1: the East round ends the match.
	_, over = classic.MustNew(classic.Options{Rounds: 1}).Advance(variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 5},
		variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{winBy(tile.SeatSouth, tile.NoSeat)}})
	assert.True(t, over)
	// WindRounds literal: South is exactly 4 games, even when the dealer keeps winning.
	lit := classic.MustNew(classic.Options{WindRounds: classic.WindRoundsLiteral})
	n5, _ := lit.Advance(variant.Session{Dealer: tile.SeatEast, Prevailing: tile.South, Game: 4, Round: 1},
		variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{winBy(tile.SeatEast, tile.NoSeat)}})
	assert.Equal(t, tile.West, n5.Prevailing)
	n5, _ = lit.Advance(variant.Session{Dealer: tile.SeatEast, Prevailing: tile.East, Game: 4},
		variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{winBy(tile.SeatEast, tile.NoSeat)}})
	assert.Equal(t, tile.East, n5.Prevailing)
	// Default: South extends like East.
	n5, _ = r.Advance(variant.Session{Dealer: tile.SeatEast, Prevailing: tile.South, Game: 4, Round: 1},
		variant.Summary{Dealer: tile.SeatEast, Wins: []variant.Win{winBy(tile.SeatEast, tile.NoSeat)}})
	assert.Equal(t, tile.South, n5.Prevailing)
}

func withTile(w score.WinContext, t tile.Tile) score.WinContext { w.Winning = t; return w }

// TestSettleRefusesBadKongs: classic pays nothing for kongs, but a kong record that cannot be legal is
// still an error.
func TestSettleRefusesBadKongs(t *testing.T) {
	r := classic.MustNew(classic.Options{})
	_, err := r.Settle(variant.Summary{Kongs: []variant.Kong{{Seat: tile.SeatNorth, Tile: tile.Red, Kind: variant.ConcealedKong}}})
	require.ErrorIs(t, err, score.ErrContext)
}

// TestDiscardWinNeedsSupplier: a discard win whose supplier is unset is an error; it never charges East.
func TestDiscardWinNeedsSupplier(t *testing.T) {
	r := classic.MustNew(classic.Options{})
	h := hand.MustParse("123m456p789s234s55m")
	w := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Winning: tile.Character5, Source: score.Discard}
	_, err := r.Score(h, w)
	require.ErrorIs(t, err, score.ErrContext)
	assert.False(t, r.CanWin(h, w))
	w.Supplier = tile.SeatWest
	res, err := r.Score(h, w)
	require.NoError(t, err)
	assert.Positive(t, res.Payments.Paid(tile.SeatWest))
	assert.Zero(t, res.Payments.Paid(tile.SeatEast))
	w.Dealer = tile.NoSeat
	_, err = r.Score(h, w)
	require.ErrorIs(t, err, score.ErrContext, "an unset dealer is not East")
}

// TestUnsetPrevailingIsEast: classic scores an unset prevailing wind as East, as the referee plays it.
func TestUnsetPrevailingIsEast(t *testing.T) {
	r := classic.MustNew(classic.Options{})
	h := hand.MustParse("123m456p789s11z / 222z")
	unset := score.WinContext{Winner: tile.SeatSouth, Dealer: tile.SeatEast, Winning: tile.Character3, Source: score.Wall}
	east := unset
	east.Prevailing = tile.East
	a, err := r.Score(h, unset)
	require.NoError(t, err)
	b, err := r.Score(h, east)
	require.NoError(t, err)
	assert.Equal(t, b, a)
	west := unset
	west.Prevailing = tile.West
	c, err := r.Score(h, west)
	require.NoError(t, err)
	assert.Less(t, c.Value, a.Value, "the pair of East counts as the prevailing wind only when unset or East")
}

// TestThirteenTilesSayTheWinningTileIsMissing: a hand without its winning tile is refused with an
// error saying so.
func TestThirteenTilesSayTheWinningTileIsMissing(t *testing.T) {
	r := classic.MustNew(classic.Options{})
	w := classic.SelfDrawn(tile.SeatEast, tile.SeatEast, tile.East, tile.North)
	_, err := r.Score(hand.MustParse("123m456p789s1122z"), w)
	require.ErrorIs(t, err, score.ErrNotWin)
	assert.Contains(t, err.Error(), "the winning tile is missing")
	w.Winning = tile.East
	_, err = r.Score(hand.MustParse("123m456p789s1122z"), w)
	require.ErrorIs(t, err, score.ErrNotWin)
	assert.Contains(t, err.Error(), "the winning tile is missing")
	_, err = r.Score(hand.MustParse("123m456p789s11222z"), classic.SelfDrawn(tile.SeatEast, tile.SeatEast, tile.East, tile.South))
	require.NoError(t, err, "the same hand with its winning tile")
}
