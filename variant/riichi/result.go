package riichi

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// appendGroup appends the text of group g: a declared meld as meld text, a concealed set in brackets.
func appendGroup(b []byte, h hand.Hand, s *situation, r *reading, i int) []byte {
	g := r.g[i]
	if i < int(s.nBase) {
		b, _ = h.Meld(i).AppendText(b)
		return b
	}
	b = append(b, '[')
	switch g.kind {
	case gSeq:
		b = append(b, byte('0'+g.t.Number()), byte('1'+g.t.Number()), byte('2'+g.t.Number()))
	default:
		n := byte('0' + g.t.Number())
		b = append(b, n, n, n)
	}
	b = append(b, g.t.Suit().Letter(), ']')
	return b
}

func appendPair(b []byte, t tile.Tile) []byte {
	n := byte('0' + t.Number())
	return append(b, '[', n, n, t.Suit().Letter(), ']')
}

// appendReading appends the text of reading r, such as "[234m] [567p] [678s] [345s] [44m] win 4m
// ryanmen in [234m]".
func appendReading(b []byte, h hand.Hand, s *situation, r *reading) []byte {
	switch r.shape {
	case shapeKokushi:
		b = append(b, "kokushi"...)
	case shapePairs:
		b = append(b, "chiitoitsu"...)
		for t := tile.Character1; t <= tile.Red; t++ {
			if s.conc[t] == 2 {
				b = append(b, ' ')
				b = appendPair(b, t)
			}
		}
	default:
		for i := range int(r.ng) {
			if i > 0 {
				b = append(b, ' ')
			}
			b = appendGroup(b, h, s, r, i)
		}
		b = append(b, ' ')
		b = appendPair(b, r.pair)
	}
	b = append(b, " win "...)
	b, _ = r.winTile.AppendText(b)
	b = append(b, ' ')
	b = append(b, waitNames[r.wait]...)
	if r.shape == shapeStandard {
		b = append(b, " in "...)
		if r.win < 0 {
			b = appendPair(b, r.pair)
		} else {
			b = appendGroup(b, h, s, r, int(r.win))
		}
	}
	return b
}

// result builds the breakdown of the best reading: one allocation for the items and one for every
// text.
func (r *Rules) result(h hand.Hand, s *situation, rd *reading, v *value) score.Result {
	var buf [512]byte
	b := buf[:0]
	b = appendHand(b, h)
	handEnd := len(b)
	b = appendReading(b, h, s, rd)
	readEnd := len(b)
	type span struct{ from, to int }
	var details [16]span
	nd := 0
	for i := range v.nfu {
		it := v.fuItems[i]
		from := len(b)
		switch it.what {
		case fuGroup:
			b = appendGroup(b, h, s, rd, int(it.grp))
		case fuPair:
			b = appendPair(b, rd.pair)
		case fuWait:
			b = append(b, waitNames[rd.wait]...)
		}
		details[nd] = span{from, len(b)}
		nd++
	}
	text := string(b)
	items := make([]score.Item, 0, int(v.ny)+3+int(v.nfu))
	for i := range v.ny {
		y := v.yaku[i]
		items = append(items, score.Item{Name: yakuNames[y.id], Unit: score.Han, Value: int(y.han)})
	}
	if v.dora > 0 {
		items = append(items, score.Item{Name: "dora", Unit: score.Dora, Value: v.dora})
	}
	if v.aka > 0 {
		items = append(items, score.Item{Name: "aka", Unit: score.Dora, Value: v.aka})
	}
	if v.ura > 0 {
		items = append(items, score.Item{Name: "ura", Unit: score.Dora, Value: v.ura})
	}
	for i := range v.nfu {
		it := v.fuItems[i]
		d := details[i]
		items = append(items, score.Item{Name: fuNames[it.what], Unit: score.Fu, Value: int(it.fu),
			Detail: text[d.from:d.to]})
	}
	return score.Result{
		Variant: Name,
		Hand:    text[:handEnd],
		Reading: text[handEnd:readEnd],
		Items:   items,
		Han:     v.han,
		Fu:      v.fu,
		Limit:   v.limit,
		Raw:     v.raw,
		Value:   v.basic,
		Capped:  v.raw > v.basic,
		Cap:     capOf(v),
	}
}

// capOf returns the limit's basic points, or 0 below the limits.
func capOf(v *value) int {
	if v.limit == "" {
		return 0
	}
	return v.basic
}

// appendHand appends the text of h as [hand.Hand.String] writes it, without allocating.
func appendHand(b []byte, h hand.Hand) []byte {
	b, _ = h.AppendText(b)
	return b
}
