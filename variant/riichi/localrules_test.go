package riichi_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// TestLocalRuleOptions scores one hand per option of docs/rules/riichi.md §14.1 with the option at its
// default and set, and checks the basic points of both: each row fails if the option had no effect
// or the wrong one.
func TestLocalRuleOptions(t *testing.T) {
	rch := riichi.Facts{Riichi: riichi.Riichi}
	open := riichi.Facts{Riichi: riichi.Riichi, OpenRiichi: true}
	tests := []struct {
		name        string
		hand, win   string
		w           score.WinContext
		facts       riichi.Facts
		dora, ura   string
		set         func(o *riichi.Options)
		base, after int // basic points at the default and with the option set
	}{
		{name: "Kazoe multiple at 26 han", hand: "345p345p678p5p / [2222p]", win: "5p", w: riichi.Tsumo(S, E, tile.East, tile.Circle5),
			facts: rch, dora: "1p4p", ura: "1p4p", set: func(o *riichi.Options) { o.Kazoe = riichi.KazoeMultiple },
			base: 8000, after: 16000},
		{name: "Aotenjou haneman", hand: "123m123p23s789m99s", win: "1s", w: riichi.Ron(S, W, E, tile.East, tile.Bamboo1),
			set: func(o *riichi.Options) { o.Aotenjou = riichi.On }, base: 3000, after: 7680},
		{name: "Aotenjou yakuman", hand: "19m19p19s1234567z", win: "1m", w: riichi.Ron(S, W, E, tile.East, tile.Character1),
			set: func(o *riichi.Options) { o.Aotenjou = riichi.On }, base: 8000, after: 30 << 15},
		{name: "Open riichi", hand: "23m456m345p678s88s", win: "4m", w: riichi.Tsumo(S, E, tile.East, tile.Character4),
			facts: rch, set: func(o *riichi.Options) { o.OpenRiichi = riichi.On }, base: 1280, after: 1280},
		{name: "Open riichi declared", hand: "23m456m345p678s88s", win: "4m", w: riichi.Tsumo(S, E, tile.East, tile.Character4),
			facts: open, set: func(o *riichi.Options) { o.OpenRiichi = riichi.On }, base: -1, after: 2000},
		{name: "Open riichi deal-in", hand: "23m456m345p678s88s", win: "4m", w: riichi.Ron(S, N, E, tile.East, tile.Character4),
			facts: riichi.Facts{Riichi: riichi.Riichi, OpenRiichi: true, OpenDealIn: true},
			set:   func(o *riichi.Options) { o.OpenRiichi = riichi.On }, base: -1, after: 8000},
		{name: "Paarenchan", hand: "234m456p678s35s88p", win: "4s", w: riichi.Ron(E, S, E, tile.East, tile.Bamboo4),
			facts: riichi.Facts{DealerStreak: 7}, set: func(o *riichi.Options) { o.Paarenchan = riichi.On },
			base: 320, after: 8000},
		{name: "Daisharin", hand: "2233445566778p", win: "8p", w: riichi.Ron(S, W, E, tile.East, tile.Circle8),
			set: func(o *riichi.Options) { o.Daisharin = riichi.DaisharinCircles }, base: 6000, after: 8000},
		{name: "Daichikurin needs all suits", hand: "2233445566778s", win: "8s", w: riichi.Ron(S, W, E, tile.East, tile.Bamboo8),
			set: func(o *riichi.Options) { o.Daisharin = riichi.DaisharinCircles }, base: 6000, after: 6000},
		{name: "Daichikurin", hand: "2233445566778s", win: "8s", w: riichi.Ron(S, W, E, tile.East, tile.Bamboo8),
			set: func(o *riichi.Options) { o.Daisharin = riichi.DaisharinAllSuits }, base: 6000, after: 8000},
		{name: "Daisuurin", hand: "2233445566778m", win: "8m", w: riichi.Ron(S, W, E, tile.East, tile.Character8),
			set: func(o *riichi.Options) { o.Daisharin = riichi.DaisharinAllSuits }, base: 6000, after: 8000},
		{name: "Daichisei double", hand: "1122334455667z", win: "7z", w: riichi.Ron(S, W, E, tile.East, tile.Red),
			set: func(o *riichi.Options) { o.Daichisei = riichi.DaichiseiDouble }, base: 8000, after: 16000},
		{name: "Renhou yakuman", hand: "234m456p678s35s88p", win: "4s", w: riichi.Ron(S, E, E, tile.East, tile.Bamboo4),
			facts: riichi.Facts{Renhou: true}, set: func(o *riichi.Options) { o.Renhou = riichi.RenhouYakuman },
			base: 320, after: 8000},
		{name: "Renhou mangan", hand: "234m456p678s35s88p", win: "4s", w: riichi.Ron(S, E, E, tile.East, tile.Bamboo4),
			facts: riichi.Facts{Renhou: true}, set: func(o *riichi.Options) { o.Renhou = riichi.RenhouMangan },
			base: 320, after: 2000},
		{name: "Renhou five han", hand: "234m456p678s35s88p", win: "4s", w: riichi.Ron(S, E, E, tile.East, tile.Bamboo4),
			facts: riichi.Facts{Renhou: true}, set: func(o *riichi.Options) { o.Renhou = riichi.RenhouFiveHan },
			base: 320, after: 3000},
		{name: "Pinfu tsumo fu", hand: "23m456m345p678s88s", win: "4m", w: riichi.Tsumo(S, E, tile.East, tile.Character4),
			facts: rch, set: func(o *riichi.Options) { o.PinfuTsumoFu = riichi.On }, base: 1280, after: 1920},
		{name: "Open pinfu fu", hand: "567p345s66s67m / 234m@N", win: "8m", w: riichi.Ron(S, W, E, tile.East, tile.Character8),
			set: func(o *riichi.Options) { o.OpenPinfuFu = riichi.Off }, base: 240, after: 160},
		{name: "Tenhou drawn tile", hand: "1112346789999m", win: "5m",
			w:   score.WinContext{Winner: E, Dealer: E, Prevailing: tile.East, Winning: tile.Character5, Source: score.Wall, Flags: score.HeavensBlessing},
			set: func(o *riichi.Options) { o.DoubleChuuren9 = riichi.On; o.TenhouAnyTile = riichi.Off }, base: 16000, after: 16000},
		{name: "Tenhou any tile", hand: "1112346789999m", win: "5m",
			w:   score.WinContext{Winner: E, Dealer: E, Prevailing: tile.East, Winning: tile.Character5, Source: score.Wall, Flags: score.HeavensBlessing},
			set: func(o *riichi.Options) { o.DoubleChuuren9 = riichi.On }, base: 16000, after: 24000},
		{name: "Kan dora off", hand: "456p789s13s99m / [3333m]", win: "2s", w: riichi.Tsumo(S, E, tile.East, tile.Bamboo2),
			dora: "1z2m", set: func(o *riichi.Options) { o.KanDora = riichi.Off }, base: 2000, after: -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := winHand(t, tt.hand, tt.win)
			w := riichi.WithFacts(tt.w, tt.facts)
			if tt.dora != "" {
				w.Indicators = ind(t, tt.dora)
			}
			if tt.ura != "" {
				w.HiddenIndicators = ind(t, tt.ura)
			}
			var o riichi.Options
			for i, want := range []int{tt.base, tt.after} {
				if i == 1 {
					tt.set(&o)
				}
				r, err := riichi.New(o)
				require.NoError(t, err)
				res, err := r.Score(h, w)
				if want < 0 {
					require.ErrorIs(t, err, score.ErrContext, "%+v", o)
					continue
				}
				require.NoError(t, err, "%+v", o)
				assert.Equal(t, want, res.Value, "option %v\n%s", i == 1, res)
			}
		})
	}
}

// TestAotenjouTooLarge: a closed hand of four dragon and wind triplets won by tsumo on the pair is
// suuankou, daisangen and tsuuiisou. Without limits, three yakuman are 39 han and pay; with suuankou on
// the pair doubled (mahjongsoul) they are four yakuman, 52 han, beyond what a ledger holds, and the
// scorer refuses the win with ErrTooLarge; with limits the same hand is four yakuman, 32000 basic.
func TestAotenjouTooLarge(t *testing.T) {
	h := winHand(t, "111555666777z2z", "2z")
	w := riichi.Tsumo(S, E, tile.East, tile.South)
	o, err := riichi.Preset("mahjongsoul")
	require.NoError(t, err)
	r, err := riichi.New(o)
	require.NoError(t, err)
	res, err := r.Score(h, w)
	require.NoError(t, err)
	assert.Equal(t, 4*8000, res.Value)

	o.Aotenjou = riichi.On
	r, err = riichi.New(o)
	require.NoError(t, err)
	_, err = r.Score(h, w)
	require.ErrorIs(t, err, riichi.ErrTooLarge)
	_, err = r.Value(h, w)
	require.ErrorIs(t, err, riichi.ErrTooLarge)

	o.DoubleSuuankouTanki = riichi.Off
	r, err = riichi.New(o)
	require.NoError(t, err)
	res, err = r.Score(h, w)
	require.NoError(t, err)
	assert.Equal(t, 39, res.Han)
	assert.Equal(t, res.Fu<<41, res.Value)
	net := res.Payments.Net()
	assert.Zero(t, net[0]+net[1]+net[2]+net[3])
	assert.Equal(t, (2*res.Value+99)/100*100+2*((res.Value+99)/100*100), net[S.Index()])
}

// TestAotenjouProperty: without limits a win is worth at least as much as with them (kiriage off), and
// exactly fu × 2^(2+han) (a yakuman counted as 13 han per multiple); payments still sum to zero.
func TestAotenjouProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.SampledFrom([]string{"tenhou", "mahjongsoul", "ema2016", "mleague", "jpml-b"}).Draw(t, "preset")
		o, err := riichi.Preset(name)
		require.NoError(t, err)
		capped, err := riichi.New(o)
		require.NoError(t, err)
		o.Aotenjou = riichi.On
		uncapped, err := riichi.New(o)
		require.NoError(t, err)
		h, w := drawWinFor(t, o)
		a, errA := capped.Score(h, w)
		b, errB := uncapped.Score(h, w)
		if errors.Is(errA, score.ErrNotWin) {
			require.ErrorIs(t, errB, score.ErrNotWin)
			return
		}
		require.NoError(t, errA)
		if errors.Is(errB, riichi.ErrTooLarge) {
			return
		}
		require.NoError(t, errB)
		require.GreaterOrEqual(t, b.Value, a.Value, "capped\n%s\nuncapped\n%s", a, b)
		require.Equal(t, b.Fu<<(b.Han+2), b.Value, "%s", b)
		net := b.Payments.Net()
		require.Zero(t, net[0]+net[1]+net[2]+net[3])
	})
}

// TestLocalRulesPaymentsProperty: with any mix of the local rule options the scorer picks the reading
// an independent enumeration (BruteBest) finds best, the payments of a scored win sum to zero and the
// winner alone gains.
func TestLocalRulesPaymentsProperty(t *testing.T) {
	toggle := rapid.SampledFrom([]riichi.Toggle{riichi.Default, riichi.On, riichi.Off})
	rapid.Check(t, func(t *rapid.T) {
		o, err := riichi.Preset(presetGen.Draw(t, "preset"))
		require.NoError(t, err)
		o.Kazoe = riichi.Kazoe(rapid.IntRange(0, 2).Draw(t, "kazoe"))
		o.Aotenjou, o.Paarenchan, o.OpenRiichi = toggle.Draw(t, "aotenjou"), toggle.Draw(t, "paarenchan"), toggle.Draw(t, "openRiichi")
		o.PinfuTsumoFu, o.OpenPinfuFu, o.TenhouAnyTile = toggle.Draw(t, "pinfuTsumo"), toggle.Draw(t, "openPinfu"), toggle.Draw(t, "tenhouAny")
		o.Daisharin = riichi.Daisharin(rapid.IntRange(0, 2).Draw(t, "daisharin"))
		o.Daichisei = riichi.Daichisei(rapid.IntRange(0, 2).Draw(t, "daichisei"))
		require.NoError(t, o.Validate())
		r, err := riichi.New(o)
		require.NoError(t, err)
		h, w := drawWinFor(t, o)
		if w.Winner == w.Dealer {
			f := riichi.FactsOf(w)
			f.DealerStreak = rapid.IntRange(0, 20).Draw(t, "streak")
			w = riichi.WithFacts(w, f)
		}
		res, err := r.Score(h, w)
		basic, han, fu, ok := riichi.BruteBest(r, h, w)
		if errors.Is(err, score.ErrNotWin) {
			require.False(t, ok)
			return
		}
		if errors.Is(err, riichi.ErrTooLarge) {
			return
		}
		require.NoError(t, err)
		require.True(t, ok)
		require.Equal(t, []int{basic, han, fu}, []int{res.Value, res.Han, res.Fu}, "the best reading\n%s", res)
		net := res.Payments.Net()
		require.Zero(t, net[0]+net[1]+net[2]+net[3])
		for s := range tile.Seats() {
			if s == w.Winner {
				require.Positive(t, net[s.Index()])
			} else {
				require.LessOrEqual(t, net[s.Index()], 0)
			}
		}
	})
}
