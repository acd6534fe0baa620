package riichi_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// fuzzInput is one FuzzScore input: a hand text and raw facts.
type fuzzInput struct {
	text                string
	src, winner, dealer uint8
	win                 uint8
	status, flags       uint16
	inds                []byte
	honba, sticks       int
	liable, preset      uint8
	kita                uint8 // bits 0-2: the kitas (three players; 5 to 7 are refused), bit 3: KitaRon
}

// fuzzSeeds score without error: a closed tsumo, an open pao yakuman, kokushi by the dealer, seven
// pairs by ron; with three players (tenhou-sanma, the eighth preset) a tsumo with two kitas and a
// riichi ron robbing West's kita.
var fuzzSeeds = []fuzzInput{
	{"23m456m345p678s88s4m", 1, 2, 1, 4, 0, 0, []byte{18}, 0, 1, 0, 0, 0},
	{"234m9p9p / 555z 666z 777z@W", 1, 2, 1, 18, 0, 0, []byte{28}, 1, 0, 3, 1, 0},
	{"19m19p19s1234567z1m", 3, 1, 1, 1, 0, 0, []byte{30}, 0, 0, 0, 2, 0},
	{"22m55m33p66p44s88s7s7s", 3, 3, 1, 25, 0, 0, []byte{34}, 2, 3, 0, 3, 0},
	{"234p567p345s67s88p8s", 1, 2, 1, 26, 0, 0, []byte{30}, 1, 0, 0, 7, 2},
	{"345p345p678s999s4z4z", 3, 2, 1, 31, 1, 0, []byte{28, 0, 0, 0, 0, 28}, 0, 1, 0, 7, 8},
}

// scoreFuzz scores in; it returns the error Score returned, after checking that the error wraps a
// sentinel or that the payments sum to zero with the winner paid.
func scoreFuzz(t *testing.T, in fuzzInput) error {
	h, err := hand.Parse(in.text)
	if err != nil {
		return nil
	}
	presets := riichi.Presets()
	o, err := riichi.Preset(presets[int(in.preset)%len(presets)])
	require.NoError(t, err)
	r, err := riichi.New(o)
	require.NoError(t, err)
	w := score.WinContext{
		Winner: tile.Seat(in.winner % 6), Dealer: tile.Seat(in.dealer % 6), Source: score.Source(in.src % 6),
		Winning: tile.Tile(in.win), Flags: score.Flag(in.flags), Counters: in.honba,
		Deposits: in.sticks, Liable: tile.Seat(in.liable % 6), Kita: int(in.kita & 7), KitaRon: in.kita&8 != 0,
		// the bits of in.status as the facts the status word packed before they had fields
		Declaration: score.Declaration{Kind: score.DeclarationKind(in.status & 3),
			Uninterrupted: in.status&4 != 0, Open: in.status&64 != 0},
		FirstDraw: in.status&8 != 0, BeforeFirstDraw: in.status&16 != 0, Furiten: in.status&32 != 0,
		OpenDealIn: in.status&128 != 0, DealerStreak: int(in.status >> 8),
	}
	if !winfacts.SelfDrawn(w.Source) {
		w.Supplier = w.Winner.Add(1 + int(in.src)%3)
	}
	for i, b := range in.inds {
		if i < len(score.Indicators{}) {
			w.Indicators[i] = tile.Tile(b % 40)
		} else if i < 2*len(score.Indicators{}) {
			w.HiddenIndicators[i-len(score.Indicators{})] = tile.Tile(b % 40)
		}
	}
	res, err := r.Score(h, w)
	if err != nil {
		require.True(t, errors.Is(err, score.ErrNotWin) || errors.Is(err, score.ErrContext), "%v", err)
		return err
	}
	n := res.Payments.Net()
	require.Zero(t, n[0]+n[1]+n[2]+n[3])
	require.Positive(t, n[w.Winner.Index()])
	if o.Players == 3 {
		require.Zero(t, n[3], "North plays no part with three players")
	}
	_ = res.String()
	return nil
}

// TestFuzzSeedsScore: the fuzz seeds reach the scoring path.
func TestFuzzSeedsScore(t *testing.T) {
	for _, in := range fuzzSeeds {
		require.NoError(t, scoreFuzz(t, in), in.text)
	}
}

// FuzzScore scores arbitrary hands with arbitrary facts (kitas included) under each preset, the
// three-player ones too: it never panics, every error wraps score.ErrNotWin or score.ErrContext, and
// every result's payments sum to zero with the winner paid and, with three players, North untouched.
func FuzzScore(f *testing.F) {
	for _, in := range fuzzSeeds {
		f.Add(in.text, in.src, in.winner, in.dealer, in.win, in.status, in.flags, in.inds, in.honba, in.sticks,
			in.liable, in.preset, in.kita)
	}
	f.Fuzz(func(t *testing.T, text string, src, winner, dealer, win uint8, status, flags uint16, inds []byte,
		honba, sticks int, liable, preset, kita uint8) {
		_ = scoreFuzz(t, fuzzInput{text, src, winner, dealer, win, status, flags, inds, honba, sticks, liable,
			preset, kita})
	})
}
