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

// span is where a part of a text starts and ends in its buffer.
type span struct{ from, to int }

// readingSpans are the spans of a standard reading's groups, pair and wait in its text: the fu details
// are these parts, so they share the reading's text instead of writing it again.
type readingSpans struct {
	group      [len(reading{}.g)]span
	pair, wait span
}

// appendReading appends the text of reading r, such as "[234m] [567p] [678s] [345s] [44m] win 4m
// ryanmen in [234m]", and records the spans of its parts in sp.
func appendReading(b []byte, h hand.Hand, s *situation, r *reading, sp *readingSpans) []byte {
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
			from := len(b)
			b = appendGroup(b, h, s, r, i)
			sp.group[i] = span{from, len(b)}
		}
		b = append(b, ' ')
		from := len(b)
		b = appendPair(b, r.pair)
		sp.pair = span{from, len(b)}
	}
	b = append(b, " win "...)
	b, _ = r.winTile.AppendText(b)
	b = append(b, ' ')
	from := len(b)
	b = append(b, waitNames[r.wait]...)
	sp.wait = span{from, len(b)}
	if r.shape == shapeStandard {
		in := sp.pair
		if r.win >= 0 {
			in = sp.group[r.win]
		}
		b = append(b, " in "...)
		b = append(b, b[in.from:in.to]...) // the winning group's text, written above
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
	var sp readingSpans
	b = appendReading(b, h, s, rd, &sp)
	readEnd := len(b)
	// The explanation, one line each, ends the same buffer (docs/rules/riichi.md §10).
	b = appendValue(b, v, r.opt.Kiriage == On)
	b = append(b, '\n')
	if s.f.riichi != score.NotDeclared && w.Deposits == 0 {
		b = append(b, "riichi declared, but no riichi sticks given to collect (in a double ron the nearer winner takes them)\n"...)
	}
	b = r.pay(res, w, v, b)
	text := string(b)
	res.Explanation = text[readEnd : len(text)-1]
	// Each item's fields are set in place: cheaper than appending a composite literal, which Go builds
	// on the stack and then copies.
	items := make([]score.Item, int(v.ny)+4+int(v.nfu))
	n := 0
	for i := range v.ny {
		y := v.yaku[i]
		setItem(&items[n], yakuNames[y.id], score.Han, int(y.han))
		n++
	}
	n = putDora(items, n, "dora", v.dora)
	n = putDora(items, n, "aka", v.aka)
	n = putDora(items, n, "ura", v.ura)
	n = putDora(items, n, "nuki", v.nuki)
	for i := range v.nfu {
		fi, it := v.fuItems[i], &items[n]
		setItem(it, fuNames[fi.what], score.Fu, int(fi.fu))
		switch fi.what { // only a standard reading has these items, and its text has these parts
		case fuGroup:
			it.Detail = text[sp.group[fi.grp].from:sp.group[fi.grp].to]
		case fuPair:
			it.Detail = text[sp.pair.from:sp.pair.to]
		case fuWait:
			it.Detail = text[sp.wait.from:sp.wait.to]
		}
		n++
	}
	res.Items = items[:n]
	res.Variant = Name
	res.Hand = text[:handEnd]
	res.Reading = text[handEnd:readEnd]
	res.Han, res.Fu, res.Limit = v.han, v.fu, v.limit
	res.Raw, res.Value, res.Capped, res.Cap = v.raw, v.basic, v.raw > v.basic, capOf(v)
}

// setItem sets the name, unit and value of *it.
func setItem(it *score.Item, name string, unit score.Unit, value int) {
	it.Name, it.Unit, it.Value = name, unit, value
}

// putDora sets items[n] to the dora item name worth count, if count is not 0, and returns the index of
// the next free item.
func putDora(items []score.Item, n int, name string, count int) int {
	if count == 0 {
		return n
	}
	setItem(&items[n], name, score.Dora, count)
	return n + 1
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
