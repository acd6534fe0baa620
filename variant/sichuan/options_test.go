package sichuan_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

func TestRegistered(t *testing.T) {
	r, err := variant.Lookup("sichuan")
	require.NoError(t, err)
	tb := r.Table()
	assert.Equal(t, wall.Spec{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}, DeadWall: wall.NoDeadWall,
		Deal: wall.DealDealerLast}, tb.Wall)
	assert.Equal(t, hand.Standard|hand.SevenPairsQuads, tb.Shapes)
	assert.False(t, tb.Claims.Chow)
	assert.True(t, r.Claims().MultipleWinners())
	assert.Equal(t, 3, tb.Claims.MaxWinners)
	assert.Equal(t, 3, tb.BeforePlay.Exchange)
	assert.True(t, tb.BeforePlay.MissingSuit)
	assert.True(t, tb.Claims.LastDiscardPung)
	assert.True(t, tb.Claims.RobAddedKong)
	assert.Equal(t, variant.UntilDrawUnlessHigher, tb.PassedWins.Rule)
	assert.False(t, tb.BeforePlay.MustDiscardMissingFirst)
	assert.Equal(t, 0, tb.Scoring.StartingScore)
}

func TestOptionsDefaultsAndJSON(t *testing.T) {
	o := sichuan.MustNew(sichuan.Options{}).Options()
	assert.Equal(t, 3, o.FanCap)
	assert.Equal(t, 8, o.FlowerPigAmount)
	assert.Equal(t, 16, o.SessionHands)
	assert.Equal(t, 16, sichuan.MustNew(sichuan.Options{FanCap: 4}).Options().FlowerPigAmount)

	in := sichuan.Options{FanCap: 4, PairWait: sichuan.DeclaredSets, KongPayments: true,
		KongShootMoney: sichuan.TransferToWinner, ExposedKongDrawWin: sichuan.DiscarderPays,
		ExchangeDirection: sichuan.Fixed(variant.Across), MustDiscardMissingFirst: true, PassedWin: variant.UntilDraw,
		Dealer: sichuan.FirstWinner, FlowerPigAmount: 5, TenpaiCheckAmount: sichuan.CapAmount, SessionHands: 8}
	b, err := json.Marshal(in)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"exchangeDirection":"fixed-across"`)
	assert.Contains(t, string(b), `"pairWait":"declared-sets"`)
	var out sichuan.Options
	require.NoError(t, json.Unmarshal(b, &out))
	assert.Equal(t, in, out)
	require.ErrorIs(t, json.Unmarshal([]byte(`{"dealer":"nobody"}`), &out), variant.ErrOptions)
	require.ErrorIs(t, sichuan.Options{FanCap: -1}.Validate(), variant.ErrOptions)
	require.ErrorIs(t, sichuan.Options{PairWait: 9}.Validate(), variant.ErrOptions)
	require.NoError(t, in.Validate())
	assert.Equal(t, "sichuan.PairWait(9)", sichuan.PairWait(9).String())
}

func TestOptionTableEffects(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{MustDiscardMissingFirst: true, PassedWin: variant.NoPassedWinRule})
	assert.True(t, r.Table().BeforePlay.MustDiscardMissingFirst)
	assert.Equal(t, variant.NoPassedWinRule, r.Table().PassedWins.Rule)
	assert.Equal(t, variant.UntilDraw, sichuan.MustNew(sichuan.Options{PassedWin: variant.UntilDraw}).Table().PassedWins.Rule)

	h := hand.MustParse("123m456m789m2345p")
	require.ErrorIs(t, r.CheckDiscard(h, tile.Characters, tile.Circle2), sichuan.ErrDiscard)
	require.NoError(t, r.CheckDiscard(h, tile.Characters, tile.Character2))
	require.NoError(t, sichuan.MustNew(sichuan.Options{}).CheckDiscard(h, tile.Characters, tile.Circle2))
	require.ErrorIs(t, r.CheckDiscard(h, tile.Characters, tile.Bamboo2), sichuan.ErrDiscard)
}

func TestClaimPolicy(t *testing.T) {
	h := hand.MustParse("123m456m789m2345p") // waits 2p, 5p; missing s
	usable := sichuan.Usable(tile.Bamboo)
	facts := func(k tile.Tile) claim.Facts {
		return claim.Facts{Discarder: W, Latest: tile.IDOf(k, 0), Usable: usable}
	}
	p := sichuan.MustNew(sichuan.Options{}).Claims()
	assert.True(t, p.MultipleWinners())
	win := claim.Claim{Seat: E, Kind: claim.Win, Tile: tile.IDOf(tile.Circle5, 0)}
	require.NoError(t, claim.Check(win, h, facts(tile.Circle5), p))

	chow := claim.Claim{Seat: E, Kind: claim.Chow, Tile: tile.IDOf(tile.Circle6, 0), Chow: tile.Circle4}
	f := facts(tile.Circle6)
	f.Discarder = N
	require.ErrorIs(t, claim.Check(chow, h, f, p), claim.ErrNotAllowed)

	hs := hand.MustParse("123m456m789m2355s")
	pung := claim.Claim{Seat: E, Kind: claim.Pung, Tile: tile.IDOf(tile.Bamboo5, 0)}
	require.ErrorIs(t, claim.Check(pung, hs, facts(tile.Bamboo5), p), claim.ErrNotAllowed)

	hp := hand.MustParse("123m456m789m2355p")
	pungP := claim.Claim{Seat: E, Kind: claim.Pung, Tile: tile.IDOf(tile.Circle5, 0)}
	last := facts(tile.Circle5)
	last.LastDiscard = true
	require.NoError(t, claim.Check(pungP, hp, last, p))
	kongP := claim.Claim{Seat: E, Kind: claim.Kong, Tile: tile.IDOf(tile.Circle5, 0)}
	hk := hand.MustParse("123m456m789m2555p")
	require.ErrorIs(t, claim.Check(kongP, hk, last, p), claim.ErrNotAllowed)
	require.NoError(t, claim.Check(kongP, hk, facts(tile.Circle5), p))
}

func TestPassedWinOption(t *testing.T) {
	h := hand.MustParse("123m456m789m2345p") // 5p: Pair wait, base 2
	usable := sichuan.Usable(tile.Bamboo)
	f := claim.Facts{Discarder: W, Latest: tile.IDOf(tile.Circle5, 0), Usable: usable, PassedWin: true, PassedValue: 2}
	tests := []struct {
		opt         variant.PassedWin
		passedValue int
		afterKong   bool
		want        bool
	}{
		{variant.NoPassedWinRule, 2, false, true},
		{variant.UntilDraw, 1, false, false},
		{variant.UntilDrawUnlessHigher, 2, false, false},
		{variant.UntilDrawUnlessHigher, 1, false, true},
		{variant.UntilDrawUnlessHigher, 2, true, true}, // situation Fan: base 4 > 2
	}
	for _, tt := range tests {
		p := sichuan.MustNew(sichuan.Options{PassedWin: tt.opt}).Claims()
		ff := f
		ff.PassedValue, ff.AfterKong = tt.passedValue, tt.afterKong
		assert.Equal(t, tt.want, p.CanWin(h, tile.Circle5, ff), "%v %d %v", tt.opt, tt.passedValue, tt.afterKong)
		ff.PassedWin = false
		assert.True(t, p.CanWin(h, tile.Circle5, ff))
	}
	r := sichuan.MustNew(sichuan.Options{})
	assert.Equal(t, 2, r.ClaimValue(h, tile.Circle5, f))
	assert.Equal(t, 4, r.ClaimValue(h, tile.Circle5, claim.Facts{Usable: usable, Robbing: true, LastDiscard: false, AfterKong: false}))
	assert.Equal(t, 0, r.ClaimValue(h, tile.Circle6, f))
	assert.Equal(t, 0, r.ClaimValue(h, tile.Circle5, claim.Facts{Usable: sichuan.Usable(tile.Characters)}))
}

func TestExchangeDirection(t *testing.T) {
	dir := func(m sichuan.ExchangeMode, d wall.Dice, src rand.Source) variant.Direction {
		return sichuan.MustNew(sichuan.Options{ExchangeDirection: m}).ExchangeDirection(d, src)
	}
	assert.Equal(t, variant.ToNext, dir(sichuan.FixedToNext, wall.Dice{}, nil))
	assert.Equal(t, variant.ToPrevious, dir(sichuan.FixedToPrevious, wall.Dice{}, nil))
	assert.Equal(t, variant.Across, dir(sichuan.FixedAcross, wall.Dice{}, nil))
	for total, want := range map[int]variant.Direction{2: variant.Across, 3: variant.ToPrevious, 4: variant.ToNext, 5: variant.Across, 6: variant.ToPrevious, 7: variant.ToNext, 12: variant.ToPrevious} {
		d := wall.Dice{uint8(total - total/2), uint8(total / 2)}
		assert.Equal(t, want, dir(sichuan.DiceModThree, d, nil), "mod three %d", total)
	}
	for total, want := range map[int]variant.Direction{2: variant.ToNext, 6: variant.ToNext, 10: variant.ToNext, 3: variant.Across, 7: variant.Across, 11: variant.Across, 4: variant.ToPrevious, 8: variant.ToPrevious, 12: variant.ToPrevious} {
		d := wall.Dice{uint8(total - total/2), uint8(total / 2)}
		assert.Equal(t, want, dir(sichuan.DiceSeatCount, d, nil), "seat count %d", total)
	}
	// 5 and 9 re-roll two new dice from the source until the total is not 5 or 9.
	r := sichuan.MustNew(sichuan.Options{ExchangeDirection: sichuan.DiceSeatCount})
	for seed := range uint64(50) {
		d, rolls, err := r.ExchangeRolls(wall.Dice{4, 5}, rand.NewPCG(seed, 1))
		require.NoError(t, err)
		require.NotEmpty(t, rolls)
		last := rolls[len(rolls)-1].Total()
		assert.NotContains(t, []int{5, 9}, last)
		assert.Equal(t, dir(sichuan.DiceSeatCount, rolls[len(rolls)-1], nil), d)
	}
	// Random: uniform over the three directions, and reproducible from the seed.
	var counts [3]int
	rr := sichuan.MustNew(sichuan.Options{})
	for seed := range uint64(3000) {
		d := rr.ExchangeDirection(wall.Dice{1, 1}, rand.NewPCG(seed, 7))
		require.Equal(t, d, rr.ExchangeDirection(wall.Dice{1, 1}, rand.NewPCG(seed, 7)))
		counts[d]++
	}
	for _, c := range counts {
		assert.InDelta(t, 1000, c, 120)
	}
}

func TestValidateExchange(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{})
	h := hand.MustParse("1123m456p789s1234s")
	require.NoError(t, r.ValidateExchange(h, tile.MustParseTiles("113m")))
	require.NoError(t, r.ValidateExchange(h, tile.MustParseTiles("789s")))
	require.ErrorIs(t, r.ValidateExchange(h, tile.MustParseTiles("11m")), sichuan.ErrExchange)
	require.ErrorIs(t, r.ValidateExchange(h, tile.MustParseTiles("1123m")), sichuan.ErrExchange)
	require.ErrorIs(t, r.ValidateExchange(h, tile.MustParseTiles("111m")), sichuan.ErrExchange)
	require.ErrorIs(t, r.ValidateExchange(h, tile.MustParseTiles("12m4p")), sichuan.ErrExchange)
	require.ErrorIs(t, r.ValidateExchange(h, tile.MustParseTiles("11z2m")), sichuan.ErrExchange)
	require.ErrorIs(t, r.ValidateMissingSuit(tile.Winds), sichuan.ErrMissingSuit)
	require.NoError(t, r.ValidateMissingSuit(tile.Bamboo))
}

func TestAdvance(t *testing.T) {
	r := sichuan.MustNew(sichuan.Options{SessionHands: 2})
	next, over := r.Advance(variant.Session{Dealer: S}, variant.Summary{Dealer: S, Exhausted: true})
	assert.Equal(t, S, next.Dealer)
	assert.Equal(t, 1, next.Hands)
	assert.False(t, over)
	w := win(N, "1m", 0, tile.NoSeat, tile.Bamboo)
	next, over = r.Advance(next, variant.Summary{Dealer: S, Wins: []variant.Win{{Context: w, Group: 1}}})
	assert.Equal(t, N, next.Dealer)
	assert.True(t, over)
	_, over = sichuan.MustNew(sichuan.Options{}).Advance(variant.Session{Hands: 14}, variant.Summary{})
	assert.False(t, over)
	_, over = sichuan.MustNew(sichuan.Options{}).Advance(variant.Session{Hands: 15}, variant.Summary{})
	assert.True(t, over)
}
