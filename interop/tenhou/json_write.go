package tenhou

import (
	"encoding/json"
	"io"
	"slices"
	"strconv"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

// WriteJSON writes g as a tenhou.net/6 JSON log in the normalized form: keys in the order of
// Tenhou's own converter ("title" first when the record has one), numbers as encoding/json writes
// them, red fives as aka51..aka53 keys, yaku in the record's order without a zero ura dora. Descriptive
// fields the record lacks are left out. It returns an error, and writes nothing, if g is not a
// playable record.
func WriteJSON(w io.Writer, g *interop.Game) error {
	return track.Write(w, g, fmtJSON, appendJSON)
}

// appendJSON appends the normalized tenhou.net/6 JSON of g, which [track.Playable] found playable, to
// dst, as [WriteJSON] writes it.
func appendJSON(dst []byte, g *interop.Game) []byte {
	b := append(dst, '{')
	ti := &g.Tenhou
	if ti.Title != nil {
		b = append(b, `"title":`...)
		b = appendStrings(b, ti.Title)
		b = append(b, ',')
	}
	if ti.Version != "" {
		b = append(b, `"ver":`...)
		b = append(b, ti.Version...)
		b = append(b, ',')
	}
	if ti.Ref != "" {
		b = append(b, `"ref":`...)
		b = track.AppendString(b, ti.Ref)
		b = append(b, ',')
	}
	b = append(b, `"log":[`...)
	red := g.Rules == nil || g.Rules.Red
	var t track.Table
	for i := range g.Hands {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONHand(b, &g.Hands[i], &t, red)
	}
	b = append(b, ']')
	if ti.RatingClass != "" {
		b = append(b, `,"ratingc":`...)
		b = track.AppendString(b, ti.RatingClass)
	}
	if g.Rules != nil {
		disp := ti.Disp
		if disp == "" {
			disp = dispOfRules(g.Rules)
		}
		b = append(b, `,"rule":{"disp":`...)
		b = track.AppendString(b, disp)
		if g.Rules.Red {
			b = append(b, `,"aka53":1,"aka52":1,"aka51":1`...)
		}
		b = append(b, '}')
	}
	if ti.Ref != "" {
		b = append(b, `,"lobby":`...)
		b = strconv.AppendInt(b, int64(ti.Lobby), 10)
	}
	if g.Players[0].Dan != "" || g.Players[1].Dan != "" {
		b = append(b, `,"dan":[`...)
		for i := range g.Players {
			if i > 0 {
				b = append(b, ',')
			}
			b = track.AppendString(b, g.Players[i].Dan)
		}
		b = append(b, `],"rate":[`...)
		for i := range g.Players {
			if i > 0 {
				b = append(b, ',')
			}
			v, _ := json.Marshal(g.Players[i].Rate)
			b = append(b, v...)
		}
		b = append(b, `],"sx":[`...)
		for i := range g.Players {
			if i > 0 {
				b = append(b, ',')
			}
			b = track.AppendString(b, g.Players[i].Sex)
		}
		b = append(b, ']')
	}
	if g.End != nil {
		b = append(b, `,"sc":[`...)
		for i := range 4 {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(g.End.Points[i]), 10)
			b = append(b, ',')
			b = appendTenthsJSON(b, g.End.Results[i])
		}
		b = append(b, ']')
	}
	b = append(b, `,"name":[`...)
	for i := range g.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = track.AppendString(b, g.Players[i].Name)
	}
	return append(b, "]}"...)
}

func appendStrings(b []byte, ss []string) []byte {
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = track.AppendString(b, s)
	}
	return append(b, ']')
}

// appendTenthsJSON writes tenths as encoding/json writes the number: -46 or 63.8.
func appendTenthsJSON(b []byte, v int) []byte {
	if v%10 == 0 {
		return strconv.AppendInt(b, int64(v/10), 10)
	}
	if v < 0 {
		b = append(b, '-')
		v = -v
	}
	b = strconv.AppendInt(b, int64(v/10), 10)
	return append(b, '.', byte('0'+v%10))
}

// seatLists collects one seat's takes and discards as JSON values.
type seatLists struct {
	takes, discards [][]byte
}

func appendJSONHand(b []byte, h *interop.Hand, t *track.Table, red bool) []byte {
	_ = t.Start(h)
	code := func(id tile.ID) int { return codeOf(id, red) }
	var lists [4]seatLists
	num := func(n int) []byte { return strconv.AppendInt(nil, int64(n), 10) }
	riichi := -1
	var result []byte
	dora := []int{code(h.Indicator)}
	for j := range h.Events {
		e := &h.Events[j]
		s := track.Idx(e.Seat)
		switch e.Kind {
		case interop.EventDraw:
			lists[s].takes = append(lists[s].takes, num(code(e.Tile)))
		case interop.EventRiichi:
			riichi = s
		case interop.EventDiscard:
			c := code(e.Tile)
			if e.Tsumogiri {
				c = codeTsumogiri
			}
			v := num(c)
			if riichi == s {
				v = append([]byte(`"r`), append(v, '"')...)
				riichi = -1
			}
			lists[s].discards = append(lists[s].discards, v)
		case interop.EventChi, interop.EventPon, interop.EventDaiminkan:
			lists[s].takes = append(lists[s].takes, callJSON(s, e, code))
			if e.Kind == interop.EventDaiminkan {
				lists[s].discards = append(lists[s].discards, num(codeDummy))
			}
		case interop.EventAnkan:
			ids := slices.Clone(e.Consumed[:])
			slices.SortStableFunc(ids, func(x, y tile.ID) int { return redLast(x, y, red) })
			v := []byte{'"'}
			for k, id := range ids {
				if k == 3 {
					v = append(v, 'a')
				}
				v = appendCode(v, code(id))
			}
			lists[s].discards = append(lists[s].discards, append(v, '"'))
		case interop.EventKakan:
			for _, m := range t.Melds(s) {
				if m.Kind == interop.EventPon && m.Called.Kind() == e.Tile.Kind() {
					pe := interop.Event{Kind: interop.EventPon, Tile: m.Called, From: m.From, Consumed: [4]tile.ID{m.Own[0], m.Own[1]}}
					v := callJSON(s, &pe, code)
					i := slices.Index(v, 'p')
					v = slices.Insert(v, i+1, appendCode(nil, code(e.Tile))...)
					v[i] = 'k'
					lists[s].discards = append(lists[s].discards, v)
				}
			}
		case interop.EventDora:
			dora = append(dora, code(e.Tile))
		case interop.EventWin:
			result = appendWinJSON(result, h, t, e, code)
		case interop.EventRyuukyoku:
			result = appendDrawJSON(result, e.Ryuukyoku)
		case interop.EventRiichiAccepted: // the JSON has no acceptance step
		}
		_ = t.Apply(e)
	}
	for s := range lists {
		if d := lists[s].discards; len(d) > 0 && string(d[len(d)-1]) == "0" {
			lists[s].discards = d[:len(d)-1] // a trailing dummy is dropped
		}
	}
	b = append(b, '[')
	b = track.AppendInts(b, []int{h.Round, h.Honba, h.Sticks})
	b = append(b, ',')
	b = track.AppendInts(b, h.Scores[:])
	b = append(b, ',')
	b = track.AppendInts(b, dora)
	b = append(b, ',')
	ura := make([]int, len(h.Ura))
	for i, id := range h.Ura {
		ura[i] = code(id)
	}
	b = track.AppendInts(b, ura)
	for s := range 4 {
		deal := make([]int, 13)
		for i, id := range h.Deal[s] {
			deal[i] = code(id)
		}
		slices.SortStableFunc(deal, func(x, y int) int { return sortKey(x) - sortKey(y) })
		b = append(b, ',')
		b = track.AppendInts(b, deal)
		for _, l := range [][][]byte{lists[s].takes, lists[s].discards} {
			b = append(b, ',', '[')
			for i, v := range l {
				if i > 0 {
					b = append(b, ',')
				}
				b = append(b, v...)
			}
			b = append(b, ']')
		}
	}
	b = append(b, ',', '[')
	b = append(b, result...)
	return append(b, "]]"...)
}

// redLast orders a red five after the plain tiles (Tenhou's placement of a red own tile).
func redLast(x, y tile.ID, red bool) int {
	rx, ry := red && x.IsRed(), red && y.IsRed()
	switch {
	case rx == ry:
		return 0
	case rx:
		return 1
	}
	return -1
}

// callJSON writes a chi, pon or daiminkan as a call string.
func callJSON(s int, e *interop.Event, code func(tile.ID) int) []byte {
	n := 2
	if e.Kind == interop.EventDaiminkan {
		n = 3
	}
	own := slices.Clone(e.Consumed[:n])
	red := code(tile.IDOf(tile.Character5, 0)) == 51
	if e.Kind == interop.EventChi {
		slices.SortFunc(own, func(x, y tile.ID) int { return int(x.Kind()) - int(y.Kind()) })
	} else {
		slices.SortStableFunc(own, func(x, y tile.ID) int { return redLast(x, y, red) })
	}
	rel := (track.Idx(e.From) - s + 4) % 4
	letter := map[interop.Kind]byte{interop.EventChi: 'c', interop.EventPon: 'p', interop.EventDaiminkan: 'm'}[e.Kind]
	pos := 0 // own tiles before the letter
	switch rel {
	case 2:
		pos = 1
	case 1:
		pos = n
	}
	v := []byte{'"'}
	for i := 0; i <= n; i++ {
		if i == pos {
			v = append(v, letter)
			v = appendCode(v, code(e.Tile))
		}
		if i < n {
			v = appendCode(v, code(own[i]))
		}
	}
	return append(v, '"')
}

// appendValue writes Tenhou's value string of a win.
func appendValue(b []byte, w *interop.Win, tsumo, dealer bool) []byte {
	b = append(b, '"')
	if w.Limit == 0 {
		b = strconv.AppendInt(b, int64(w.Fu), 10)
		b = append(b, "符"...)
		b = strconv.AppendInt(b, int64(track.Han(w)), 10)
		b = append(b, "飜"...)
	} else {
		b = append(b, limitNames[min(w.Limit, 5)]...)
	}
	switch {
	case tsumo && dealer:
		b = strconv.AppendInt(b, int64(w.Points/3), 10)
		b = append(b, "点∀"...)
	case tsumo:
		each, dealer := tsumoShares(w.Points)
		b = strconv.AppendInt(b, int64(each), 10)
		b = append(b, '-')
		b = strconv.AppendInt(b, int64(dealer), 10)
		b = append(b, "点"...)
	default:
		b = strconv.AppendInt(b, int64(w.Points), 10)
		b = append(b, "点"...)
	}
	return append(b, '"')
}

// tsumoShares splits a non-dealer's self-drawn win of points (without counters) into what each other
// non-dealer pays and what the dealer pays, as Tenhou writes it ("300-500点" for 1,100): the dealer's
// share is about twice the others', the others' the quarter of the total rounded up to 100 when the
// total is not a multiple of 400.
func tsumoShares(points int) (each, dealer int) {
	each = points / 4
	if points%400 != 0 {
		each = (points + 100) / 4
	}
	return each, points - 2*each
}

func appendWinJSON(b []byte, h *interop.Hand, t *track.Table, e *interop.Event, code func(tile.ID) int) []byte {
	w := e.Win
	if len(b) == 0 {
		b = append(b, `"和了"`...)
	}
	b = append(b, ',')
	b = track.AppendInts(b, w.Deltas[:])
	who, from := track.Idx(e.Seat), track.Idx(e.From)
	pao := who
	if w.Pao != tile.NoSeat {
		pao = track.Idx(w.Pao)
	}
	b = append(b, ',', '[')
	for _, v := range []int{who, from, pao} {
		b = strconv.AppendInt(b, int64(v), 10)
		b = append(b, ',')
	}
	b = appendValue(b, w, who == from, who == h.Round%4)
	for _, y := range w.Yaku {
		if y.ID == 53 && y.Han == 0 {
			continue
		}
		b = append(b, ',', '"')
		b = append(b, yakuNames[y.ID]...)
		if y.Han == 13 {
			b = append(b, "(役満)"...)
		} else {
			b = append(b, '(')
			b = strconv.AppendInt(b, int64(y.Han), 10)
			b = append(b, "飜)"...)
		}
		b = append(b, '"')
	}
	return append(b, ']')
}

var drawJSONNames = [...]string{interop.NagashiMangan: "流し満貫", interop.NineTerminals: "九種九牌",
	interop.FourRiichi: "四家立直", interop.TripleRon: "三家和了", interop.FourKans: "四槓散了", interop.FourWinds: "四風連打"}

func appendDrawJSON(b []byte, r *interop.Ryuukyoku) []byte {
	switch {
	case r.Kind == interop.Exhaustive && r.Deltas == [4]int{}:
		if r.Shown == [4]bool{true, true, true, true} {
			return append(b, `"全員聴牌"`...)
		}
		return append(b, `"全員不聴"`...)
	case r.Kind == interop.Exhaustive:
		b = append(b, `"流局",`...)
		return track.AppendInts(b, r.Deltas[:])
	}
	b = track.AppendString(b, drawJSONNames[r.Kind])
	if r.Deltas != [4]int{} || r.Kind == interop.NagashiMangan {
		b = append(b, ',')
		b = track.AppendInts(b, r.Deltas[:])
	}
	return b
}
