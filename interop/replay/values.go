package replay

import (
	"errors"
	"slices"
	"strings"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// tenhouYaku maps the riichi package's yaku names to Tenhou's yaku ids (docs/interop.md). The
// winds are resolved apart: seat wind 10..13, round wind 14..17.
var tenhouYaku = map[string]int{
	"menzen-tsumo": 0, "riichi": 1, "ippatsu": 2, "chankan": 3, "rinshan": 4, "haitei": 5, "houtei": 6,
	"pinfu": 7, "tanyao": 8, "iipeikou": 9, "yakuhai-white": 18, "yakuhai-green": 19, "yakuhai-red": 20,
	"double-riichi": 21, "chiitoitsu": 22, "chanta": 23, "ittsu": 24, "sanshoku": 25, "sanshoku-doukou": 26,
	"sankantsu": 27, "toitoi": 28, "sanankou": 29, "shousangen": 30, "honroutou": 31, "ryanpeikou": 32,
	"junchan": 33, "honitsu": 34, "chinitsu": 35, "renhou": 36, "tenhou": 37, "chiihou": 38,
	"daisangen": 39, "suuankou": 40, "suuankou-tanki": 41, "tsuuiisou": 42, "ryuuiisou": 43,
	"chinroutou": 44, "chuuren": 45, "chuuren-9": 46, "kokushi": 47, "kokushi-13": 48, "daisuushii": 49,
	"shousuushii": 50, "suukantsu": 51, "dora": 52, "ura": 53, "aka": 54,
}

var limits = map[string]int{"mangan": 1, "haneman": 2, "baiman": 3, "sanbaiman": 4}

var errYaku = errors.New("a yaku Tenhou has no id for")

// winOf returns the record of a win the referee scored, and whether the winner was in riichi.
func winOf(w *variant.Win, red bool, base tile.Seat) (*interop.Win, bool, error) {
	r := &w.Result
	c := &w.Context
	v := &interop.Win{Pao: logSeat(c.Liable, base), Fu: r.Fu}
	inRiichi := false
	for _, it := range r.Items {
		if it.Unit != score.Han && it.Unit != score.Dora || it.Value == 0 && it.Name != "ura" {
			continue
		}
		id, ok := tenhouYaku[it.Name]
		switch {
		case it.Name == "yakuhai-seat-wind":
			id, ok = 10+int(c.Winner.Index()-c.Dealer.Index()+4)%4, true
		case it.Name == "yakuhai-round-wind":
			id, ok = 14+windIndex(c.Prevailing), true
		}
		if !ok {
			return nil, false, errors.New(errYaku.Error() + ": " + it.Name)
		}
		han := it.Value
		inRiichi = inRiichi || id == 1 || id == 21
		v.Yaku = append(v.Yaku, interop.Yaku{ID: id, Han: han})
	}
	if inRiichi && !hasYaku(v.Yaku, 53) {
		v.Yaku = append(v.Yaku, interop.Yaku{ID: 53})
	}
	if !inRiichi {
		v.Yaku = dropYaku(v.Yaku, 53)
	}
	track.SortYaku(v.Yaku)
	switch {
	case strings.HasSuffix(r.Limit, "yakuman") || strings.HasPrefix(r.Limit, "kazoe"):
		v.Limit = 5
	default:
		v.Limit = limits[r.Limit]
	}
	for _, t := range r.Payments {
		if t.Reason != riichi.ReasonHonba && t.Reason != riichi.ReasonPaoHonba {
			v.Points += t.Amount
		}
		v.Deltas[logSeat(t.From, base).Index()] -= t.Amount
		v.Deltas[logSeat(t.To, base).Index()] += t.Amount
	}
	v.Deltas[logSeat(c.Winner, base).Index()] += r.Collected
	return v, inRiichi, nil
}

func windIndex(t tile.Tile) int {
	if t.IsWind() {
		return int(t - tile.East)
	}
	return 0
}

func hasYaku(ys []interop.Yaku, id int) bool {
	for _, y := range ys {
		if y.ID == id {
			return true
		}
	}
	return false
}

func dropYaku(ys []interop.Yaku, id int) []interop.Yaku {
	out := ys[:0]
	for _, y := range ys {
		if y.ID != id {
			out = append(out, y)
		}
	}
	return out
}

// drawOf returns the record of a drawn hand, in the referee's seats (the caller turns them).
func drawOf(g *game.Game, sum *variant.Summary, e game.Event, o riichi.Options) *interop.Ryuukyoku {
	r := &interop.Ryuukyoku{}
	for _, t := range g.Ledger() {
		r.Deltas[t.From.Index()] -= t.Amount
		r.Deltas[t.To.Index()] += t.Amount
	}
	var tenpai [4]bool
	for i := range tenpai {
		tenpai[i] = o.WinningKinds(sum.Hands[i]) != 0
	}
	switch {
	case e.Kind == game.EventEnd:
		r.Kind = interop.Exhaustive
		for _, t := range g.Ledger() {
			if t.Reason == "nagashi mangan" { // riichi's settlement of a nagashi river
				r.Kind = interop.NagashiMangan
			}
		}
		r.Shown = tenpai
	case e.Seat.IsValid():
		r.Kind = interop.NineTerminals
		r.Shown[e.Seat.Index()] = true
	case sum.Declared == [4]bool{true, true, true, true}:
		r.Kind = interop.FourRiichi
		r.Shown = [4]bool{true, true, true, true}
	case fourWinds(sum):
		r.Kind = interop.FourWinds
	case len(sum.Kongs) >= 4:
		r.Kind = interop.FourKans
	default:
		r.Kind = interop.TripleRon
	}
	return r
}

// fourWinds reports whether the hand's only discards are one wind by each seat.
func fourWinds(sum *variant.Summary) bool {
	var w tile.Tile
	for i := range 4 {
		d := sum.Discards[i]
		if len(d) != 1 || !d[0].IsWind() || i > 0 && d[0] != w {
			return false
		}
		w = d[0]
	}
	return true
}

// wallFrom rebuilds the wall a hand was dealt from: its fixed order or its seed.
func wallFrom(cfg game.Config, rules variant.Rules) (*wall.Wall, error) {
	spec := rules.Table().Wall
	if len(cfg.Wall) > 0 {
		return wall.NewFixed(spec, cfg.Wall, cfg.Dice)
	}
	return wall.New(spec, cfg.Seed.Source())
}

// under returns the ura indicator under indicator i of a fresh wall.
func under(w *wall.Wall, i int) (tile.ID, error) {
	c := w.Clone()
	for c.Indicators() <= i {
		if _, err := c.RevealIndicator(); err != nil {
			return 0, err
		}
	}
	return c.UnderIndicator(i)
}

// pick returns a tile of kind t from held and not taken, red while *reds counts some, that the seat
// does not discard or add to a kan after event i; 0 if none.
func pick(held []tile.ID, t tile.Tile, red bool, reds *int, laterUse []int, i int, taken []tile.ID) tile.ID {
	var best tile.ID
	for pass := range 2 {
		for _, id := range held {
			if id.Kind() != t || laterUse[id] > i || slices.Contains(taken, id) {
				continue
			}
			if isRed := red && id.IsRed(); pass == 0 && isRed != (*reds > 0) {
				continue
			}
			if best == 0 || id < best {
				best = id
			}
		}
		if best != 0 {
			break
		}
	}
	if best != 0 && red && best.IsRed() {
		*reds--
	}
	return best
}

// without returns ids without one copy of id.
func without(ids []tile.ID, id tile.ID) []tile.ID {
	for i, x := range ids {
		if x == id {
			return append(ids[:i], ids[i+1:]...)
		}
	}
	return ids
}
