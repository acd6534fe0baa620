package tenhou

import (
	"io"
	"strconv"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

// WriteXML writes g as an mjlog in the normalized form: no SHUFFLE, UN or BYE tags, attributes in
// Tenhou's order, ankan codes with copy 0, yaku in the record's order, every REACH step 2 with its
// scores, and no white space between tags. A record without rules gets no GO tag; unknown dice are
// written as ones. It returns an error, and writes nothing, if g is not a playable record.
func WriteXML(w io.Writer, g *interop.Game) error {
	return track.Write(w, g, fmtXML, appendXML)
}

// appendXML appends the normalized mjlog of g, which [track.Playable] found playable, to dst, as
// [WriteXML] writes it.
func appendXML(dst []byte, g *interop.Game) []byte {
	ver := g.Tenhou.Version
	if ver == "" {
		ver = "2.3"
	}
	b := append(dst, `<mjloggm ver="`...)
	b = append(b, ver...)
	b = append(b, `">`...)
	if g.Rules != nil {
		b = append(b, `<GO type="`...)
		b = strconv.AppendInt(b, int64(typeOfRules(g.Rules)), 10)
		b = append(b, `" lobby="`...)
		b = strconv.AppendInt(b, int64(g.Tenhou.Lobby), 10)
		b = append(b, `"/>`...)
	}
	b = append(b, `<TAIKYOKU oya="0"/>`...)
	var t track.Table
	for i := range g.Hands {
		h := &g.Hands[i]
		_ = t.Start(h)
		b = appendInit(b, h)
		for j := range h.Events {
			e := &h.Events[j]
			last := i == len(g.Hands)-1 && j == len(h.Events)-1
			b = appendEvent(b, h, &t, e, last, g.End)
			_ = t.Apply(e)
		}
	}
	return append(b, `</mjloggm>`...)
}

func appendList(b []byte, vs ...int) []byte {
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return b
}

func appendIDs(b []byte, ids []tile.ID) []byte {
	for i, id := range ids {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(id)-1, 10)
	}
	return b
}

func die(d int) int {
	if d < 1 || d > 6 {
		return 0
	}
	return d - 1
}

func appendInit(b []byte, h *interop.Hand) []byte {
	b = append(b, `<INIT seed="`...)
	b = appendList(b, h.Round, h.Honba, h.Sticks, die(h.Dice[0]), die(h.Dice[1]), int(h.Indicator)-1)
	b = append(b, `" ten="`...)
	b = appendList(b, h.Scores[0]/100, h.Scores[1]/100, h.Scores[2]/100, h.Scores[3]/100)
	b = append(b, `" oya="`...)
	b = strconv.AppendInt(b, int64(h.Round%4), 10)
	for s := range 4 {
		b = append(b, `" hai`...)
		b = append(b, byte('0'+s), '=', '"')
		b = appendIDs(b, h.Deal[s][:])
	}
	return append(b, `"/>`...)
}

func appendScores(b []byte, sc [4]int) []byte {
	return appendList(b, sc[0]/100, sc[1]/100, sc[2]/100, sc[3]/100)
}

func appendSC(b []byte, before, d [4]int) []byte {
	b = append(b, ` sc="`...)
	for i := range 4 {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendList(b, before[i]/100, d[i]/100)
	}
	return append(b, '"')
}

func appendTenths(b []byte, v int) []byte {
	if v < 0 {
		b = append(b, '-')
		v = -v
	}
	b = strconv.AppendInt(b, int64(v/10), 10)
	return append(b, '.', byte('0'+v%10))
}

func appendOwari(b []byte, end *interop.End) []byte {
	b = append(b, ` owari="`...)
	for i := range 4 {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(end.Points[i]/100), 10)
		b = append(b, ',')
		b = appendTenths(b, end.Results[i])
	}
	return append(b, '"')
}

func appendWho(b []byte, key string, s tile.Seat) []byte {
	b = append(b, ' ')
	b = append(b, key...)
	b = append(b, `="`...)
	b = strconv.AppendInt(b, int64(track.Idx(s)), 10)
	return append(b, '"')
}

func appendEvent(b []byte, h *interop.Hand, t *track.Table, e *interop.Event, last bool, end *interop.End) []byte {
	s := track.Idx(e.Seat)
	switch e.Kind {
	case interop.EventDraw, interop.EventDiscard:
		letters := "TUVW"
		if e.Kind == interop.EventDiscard {
			letters = "DEFG"
		}
		b = append(b, '<', letters[s])
		b = strconv.AppendInt(b, int64(e.Tile)-1, 10)
		return append(b, "/>"...)
	case interop.EventRiichi:
		b = append(b, `<REACH`...)
		b = appendWho(b, "who", e.Seat)
		return append(b, ` step="1"/>`...)
	case interop.EventRiichiAccepted:
		sc := t.Scores
		sc[s] -= 1000
		b = append(b, `<REACH`...)
		b = appendWho(b, "who", e.Seat)
		b = append(b, ` ten="`...)
		b = appendScores(b, sc)
		return append(b, `" step="2"/>`...)
	case interop.EventChi, interop.EventPon, interop.EventDaiminkan, interop.EventAnkan, interop.EventKakan:
		var m track.Meld
		switch e.Kind {
		case interop.EventKakan:
			for _, pm := range t.Melds(s) {
				if pm.Kind == interop.EventPon && pm.Called.Kind() == e.Tile.Kind() {
					m = pm
				}
			}
			m.Kind = interop.EventKakan
		case interop.EventAnkan:
			m = track.Meld{Kind: e.Kind, Own: [3]tile.ID(e.Consumed[:3]), Fourth: e.Consumed[3]}
		default:
			m = track.Meld{Kind: e.Kind, Called: e.Tile, From: e.From, Own: [3]tile.ID(e.Consumed[:3])}
		}
		b = append(b, `<N`...)
		b = appendWho(b, "who", e.Seat)
		b = append(b, ` m="`...)
		b = strconv.AppendInt(b, int64(encodeMeld(s, &m)), 10)
		return append(b, `" />`...)
	case interop.EventDora:
		b = append(b, `<DORA hai="`...)
		b = strconv.AppendInt(b, int64(e.Tile)-1, 10)
		return append(b, `" />`...)
	case interop.EventWin:
		return appendAgari(b, h, t, e, last, end)
	case interop.EventRyuukyoku:
		r := e.Ryuukyoku
		b = append(b, `<RYUUKYOKU`...)
		if r.Kind != interop.Exhaustive {
			b = append(b, ` type="`...)
			b = append(b, ryuukyokuNames[r.Kind]...)
			b = append(b, '"')
		}
		b = append(b, ` ba="`...)
		b = appendList(b, h.Honba, h.Sticks+t.Accepted)
		b = append(b, '"')
		b = appendSC(b, t.Scores, r.Deltas)
		for i := range 4 {
			if r.Shown[i] {
				b = append(b, ` hai`...)
				b = append(b, byte('0'+i), '=', '"')
				b = appendIDs(b, t.Concealed(nil, i))
				b = append(b, '"')
			}
		}
		if last && end != nil {
			b = appendOwari(b, end)
		}
		return append(b, ` />`...)
	}
	return b
}

var ryuukyokuNames = [...]string{interop.NagashiMangan: "nm", interop.NineTerminals: "yao9", interop.FourRiichi: "reach4",
	interop.TripleRon: "ron3", interop.FourKans: "kan4", interop.FourWinds: "kaze4"}

func appendAgari(b []byte, h *interop.Hand, t *track.Table, e *interop.Event, last bool, end *interop.End) []byte {
	w := e.Win
	s := track.Idx(e.Seat)
	sticks := 0
	if t.Wins() == 0 {
		sticks = h.Sticks + t.Accepted
	}
	b = append(b, `<AGARI ba="`...)
	b = appendList(b, h.Honba, sticks)
	b = append(b, `" hai="`...)
	hai := t.Concealed(nil, s)
	if e.From != e.Seat {
		hai = append(hai, e.Tile)
		sortIDs(hai)
	}
	b = appendIDs(b, hai)
	b = append(b, '"')
	if ms := t.Melds(s); len(ms) > 0 {
		b = append(b, ` m="`...)
		for i := len(ms) - 1; i >= 0; i-- {
			if i < len(ms)-1 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(encodeMeld(s, &ms[i])), 10)
		}
		b = append(b, '"')
	}
	b = append(b, ` machi="`...)
	b = strconv.AppendInt(b, int64(e.Tile)-1, 10)
	b = append(b, `" ten="`...)
	b = appendList(b, w.Fu, w.Points, w.Limit)
	b = append(b, '"')
	yakuman := false
	for _, y := range w.Yaku {
		yakuman = yakuman || y.Han == 13
	}
	if yakuman {
		b = append(b, ` yakuman="`...)
		n := 0
		for _, y := range w.Yaku {
			if y.Han == 13 {
				if n > 0 {
					b = append(b, ',')
				}
				b = strconv.AppendInt(b, int64(y.ID), 10)
				n++
			}
		}
	} else {
		b = append(b, ` yaku="`...)
		for i, y := range w.Yaku {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendList(b, y.ID, y.Han)
		}
	}
	b = append(b, `" doraHai="`...)
	b = appendIDs(b, t.Indicators)
	b = append(b, '"')
	if t.Riichi(s) && len(h.Ura) > 0 {
		b = append(b, ` doraHaiUra="`...)
		b = appendIDs(b, h.Ura)
		b = append(b, '"')
	}
	b = appendWho(b, "who", e.Seat)
	b = appendWho(b, "fromWho", e.From)
	if w.Pao != tile.NoSeat {
		b = appendWho(b, "paoWho", w.Pao)
	}
	b = appendSC(b, t.Scores, w.Deltas)
	if last && end != nil {
		b = appendOwari(b, end)
	}
	return append(b, ` />`...)
}

func sortIDs(ids []tile.ID) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && ids[j] < ids[j-1]; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}
