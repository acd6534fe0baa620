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

// result fills res, a zero Result, with the breakdown of the best reading and its payments: one
// allocation for the items, one for every text (the explanation included) and one for the ledger.
func (r *Rules) result(res *score.Result, h hand.Hand, w score.WinContext, s *situation, rd *reading, v *value) {
	var buf [768]byte
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
	// The explanation, one line each, ends the same buffer (docs/rules/riichi.md §10).
	stepsFrom := len(b)
	b = appendValue(b, v, r.opt.Kiriage == On)
	b = append(b, '\n')
	if s.f.riichi != score.NotDeclared && w.Deposits == 0 {
		b = append(b, "riichi declared, but no riichi sticks given to collect (in a double ron the nearer winner takes them)\n"...)
	}
	b = r.pay(res, w, v, b)
	text := string(b)
	res.Explanation = text[stepsFrom : len(text)-1]
	items := make([]score.Item, 0, int(v.ny)+4+int(v.nfu))
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
	if v.nuki > 0 {
		items = append(items, score.Item{Name: "nuki", Unit: score.Dora, Value: v.nuki})
	}
	for i := range v.nfu {
		it := v.fuItems[i]
		d := details[i]
		items = append(items, score.Item{Name: fuNames[it.what], Unit: score.Fu, Value: int(it.fu),
			Detail: text[d.from:d.to]})
	}
	res.Variant = Name
	res.Hand = text[:handEnd]
	res.Reading = text[handEnd:readEnd]
	res.Items = items
	res.Han, res.Fu, res.Limit = v.han, v.fu, v.limit
	res.Raw, res.Value, res.Capped, res.Cap = v.raw, v.basic, v.raw > v.basic, capOf(v)
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
