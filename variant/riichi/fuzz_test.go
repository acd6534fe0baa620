package riichi_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// FuzzScore scores arbitrary hands with arbitrary facts under each preset: it never panics, every
// error wraps score.ErrNotWin or score.ErrContext, and every result's payments sum to zero with the
// winner paid.
func FuzzScore(f *testing.F) {
	f.Add("23m456m345p678s88s4m", uint8(1), uint8(0), uint8(0), uint8(4), uint16(1), uint16(0), []byte{18, 28}, 0, 1, uint8(0), uint8(0))
	f.Add("234m9p9p 555z 666z 777z@W", uint8(1), uint8(0), uint8(0), uint8(19), uint16(0), uint16(0), []byte{28}, 1, 0, uint8(3), uint8(1))
	f.Add("19m19p19s1234567z1m", uint8(3), uint8(1), uint8(2), uint8(1), uint16(0), uint16(0), []byte{30}, 0, 0, uint8(0), uint8(2))
	f.Add("22m55m33p66p44s88s7s7s", uint8(3), uint8(3), uint8(0), uint8(25), uint16(1), uint16(1), []byte{34}, 2, 3, uint8(0), uint8(3))
	presets := riichi.Presets()
	f.Fuzz(func(t *testing.T, text string, src, winner, dealer, win uint8, status, flags uint16, inds []byte,
		honba, sticks int, liable, preset uint8) {
		h, err := hand.Parse(text)
		if err != nil {
			return
		}
		o, err := riichi.Preset(presets[int(preset)%len(presets)])
		require.NoError(t, err)
		r, err := riichi.New(o)
		require.NoError(t, err)
		w := score.WinContext{
			Winner: score.Seat(winner % 6), Dealer: score.Seat(dealer % 6), Source: score.Source(src % 6),
			Winning: tile.Tile(win), Status: status, Flags: score.Flag(flags), Counters: honba, Deposits: sticks,
			Liable: score.Seat(liable % 6),
		}
		if !w.Source.SelfDrawn() {
			w.Supplier = w.Winner.Add(1 + int(src)%3)
		}
		for i, b := range inds {
			if i < score.MaxIndicators {
				w.Indicators[i] = tile.Tile(b % 40)
			} else if i < 2*score.MaxIndicators {
				w.HiddenIndicators[i-score.MaxIndicators] = tile.Tile(b % 40)
			}
		}
		res, err := r.Score(h, w)
		if err != nil {
			require.True(t, errors.Is(err, score.ErrNotWin) || errors.Is(err, score.ErrContext), "%v", err)
			return
		}
		n := res.Payments.Net()
		require.Zero(t, n[0]+n[1]+n[2]+n[3])
		require.Positive(t, n[w.Winner.Seat()])
		_ = res.String()
	})
}
