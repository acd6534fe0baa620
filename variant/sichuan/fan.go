package sichuan

import (
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// The names of the Fan of docs/rules/sichuan.md §8, as they appear in a breakdown.
const (
	fanRoot             = "Root"
	fanAllTriplets      = "All triplets"
	fanPairWait         = "Pair wait"
	fanPureSuit         = "Pure suit"
	fanSevenPairs       = "Seven pairs"
	fanWinAfterKong     = "Win after kong"
	fanAfterKongDiscard = "Win on the discard after a kong"
	fanRobbingTheKong   = "Robbing the kong"
	fanLastTile         = "Last tile"
)

// situation holds the facts behind the situation Fan.
type situation struct {
	replacement      bool // Win after kong
	afterKongDiscard bool // Win on the discard after a kong
	robbing          bool // Robbing the kong
	lastTile         bool // Last tile
}

func (s situation) fan() int {
	n := 0
	for _, b := range [...]bool{s.replacement, s.afterKongDiscard, s.robbing, s.lastTile} {
		if b {
			n++
		}
	}
	return n
}

// reading is one reading of a winning hand (docs/rules/sichuan.md §7).
type reading struct {
	seven       bool
	arr         hand.Arrangement // standard readings only
	allTriplets bool
	pairWait    bool
	pungs       int         // pungs and kongs
	key         [5][4]uint8 // sorted groups, standard readings only
}

// shapeFan is the Fan that depend on the reading: All triplets, Pair wait and Seven pairs.
func (rd *reading) shapeFan() int {
	n := 0
	if rd.allTriplets {
		n++
	}
	if rd.pairWait {
		n++
	}
	if rd.seven {
		n += 2
	}
	return n
}

// evaluation is the best reading of a winning hand and its Fan.
type evaluation struct {
	rd    reading
	roots tile.Set
	pure  bool
	sit   situation
	fan   int
}

// evaluate finds the best reading (docs/rules/sichuan.md §7) of the complete hand h won on kind winning,
// with only the kinds of usable, and reports false if h is not a legal win.
func (r *Rules) evaluate(h hand.Hand, winning tile.Tile, usable tile.Set, s situation) (evaluation, bool) {
	all := h.All()
	if h.Size() != 14 || all.Kinds()&^usable != 0 {
		return evaluation{}, false
	}
	ev := evaluation{sit: s}
	common := s.fan()
	kinds := all.Kinds()
	for t := range kinds.All() {
		if all.Count(t) == 4 {
			ev.roots = ev.roots.With(t)
		}
	}
	common += ev.roots.Len()
	for _, su := range [...]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo} {
		if kinds&^su.Kinds() == 0 {
			ev.pure = true
			common += 2
		}
	}
	found := false
	consider := func(rd reading) {
		f := common + rd.shapeFan()
		if !found || r.better(rd, f, ev.rd, ev.fan) {
			ev.rd, ev.fan, found = rd, f, true
		}
	}
	if h.NumMelds() == 0 && h.IsWin(hand.Options{Shapes: hand.SevenPairsQuads}) {
		consider(reading{seven: true})
	}
	declared := h.NumMelds()
	for a := range h.AllArrangements() {
		rd := reading{arr: a, allTriplets: true}
		for i, m := range a.Melds {
			if m.IsPungOrKong() {
				rd.pungs++
			} else {
				rd.allTriplets = false
			}
			rd.key[i] = groupKey(m)
		}
		rd.key[4] = [4]uint8{uint8(a.Pair), uint8(a.Pair)}
		sortKeys(&rd.key)
		if a.Pair == winning {
			switch r.opt.PairWait {
			case Literal:
				rd.pairWait = true
			case AllTriplets:
				rd.pairWait = rd.allTriplets
			case DeclaredSets:
				rd.pairWait = declared == 4
			}
		}
		consider(rd)
	}
	return ev, found
}

// better reports whether reading a with f Fan beats reading b with g Fan (docs/rules/sichuan.md §7).
func (r *Rules) better(a reading, f int, b reading, g int) bool {
	if ba, bb := r.base(f), r.base(g); ba != bb {
		return ba > bb
	}
	if f != g {
		return f > g
	}
	if a.seven != b.seven {
		return a.seven
	}
	if a.pungs != b.pungs {
		return a.pungs > b.pungs
	}
	for i := range a.key {
		for j := range a.key[i] {
			if a.key[i][j] != b.key[i][j] {
				return a.key[i][j] < b.key[i][j]
			}
		}
	}
	return false
}

func groupKey(m meld.Meld) [4]uint8 {
	var k [4]uint8
	ts, n := m.Tiles()
	for i := range n {
		k[i] = uint8(ts[i])
	}
	return k
}

func sortKeys(k *[5][4]uint8) {
	less := func(a, b [4]uint8) bool {
		for i := range a {
			if a[i] != b[i] {
				return a[i] < b[i]
			}
		}
		return false
	}
	for i := 1; i < len(k); i++ {
		for j := i; j > 0 && less(k[j], k[j-1]); j-- {
			k[j], k[j-1] = k[j-1], k[j]
		}
	}
}

// readingText writes the reading: each group in meld notation, then the pair; or the seven pairs.
func readingText(h hand.Hand, rd reading) string {
	var b strings.Builder
	if rd.seven {
		c := h.Concealed()
		for t := range c.Kinds().All() {
			for range c.Count(t) / 2 {
				if b.Len() > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(tile.Format([]tile.Tile{t, t}))
			}
		}
		return b.String()
	}
	for _, m := range rd.arr.Melds {
		b.WriteString(m.String())
		b.WriteByte(' ')
	}
	b.WriteString(tile.Format([]tile.Tile{rd.arr.Pair, rd.arr.Pair}))
	return b.String()
}

// result builds the breakdown of an evaluation, without payments.
func (r *Rules) result(h hand.Hand, ev evaluation) score.Result {
	items := make([]score.Item, 0, 8)
	add := func(name string, v int, detail string) {
		items = append(items, score.Item{Name: name, Unit: score.Fan, Value: v, Detail: detail})
	}
	for t := range ev.roots.All() {
		add(fanRoot, 1, t.String())
	}
	if ev.rd.allTriplets && !ev.rd.seven {
		add(fanAllTriplets, 1, "")
	}
	if ev.rd.pairWait {
		add(fanPairWait, 1, "")
	}
	if ev.pure {
		add(fanPureSuit, 2, "")
	}
	if ev.rd.seven {
		add(fanSevenPairs, 2, "")
	}
	if ev.sit.replacement {
		add(fanWinAfterKong, 1, "")
	}
	if ev.sit.afterKongDiscard {
		add(fanAfterKongDiscard, 1, "")
	}
	if ev.sit.robbing {
		add(fanRobbingTheKong, 1, "")
	}
	if ev.sit.lastTile {
		add(fanLastTile, 1, "")
	}
	raw := 1
	if ev.fan > 0 {
		raw = 1 << min(ev.fan, 62)
	}
	return score.Result{
		Variant: variantName,
		Hand:    h.String(),
		Reading: readingText(h, ev.rd),
		Items:   items,
		Fan:     ev.fan,
		Raw:     raw,
		Cap:     r.maxBase(),
		Capped:  ev.fan > r.opt.FanCap,
		Value:   r.base(ev.fan),
	}
}

// appendFanStep appends the line from the fan to the base (docs/rules/sichuan.md §6).
func (r *Rules) appendFanStep(b []byte, fan int) []byte {
	switch {
	case fan <= 0:
		return append(b, "no fan: the base is 1"...)
	case fan > r.opt.FanCap:
		b = strconv.AppendInt(b, int64(fan), 10)
		b = append(b, " fan, over the limit of "...)
		b = strconv.AppendInt(b, int64(r.opt.FanCap), 10)
		b = append(b, " fan: the base is 2^"...)
		b = strconv.AppendInt(b, int64(r.opt.FanCap), 10)
	default:
		b = strconv.AppendInt(b, int64(fan), 10)
		b = append(b, " fan: the base is 2^"...)
		b = strconv.AppendInt(b, int64(fan), 10)
	}
	b = append(b, " = "...)
	return strconv.AppendInt(b, int64(r.base(fan)), 10)
}
