package classic

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// scoring holds what every reading of one win shares.
type scoring struct {
	o         *Options
	h         hand.Hand
	w         score.WinContext
	melds     int // declared melds
	kongs     int // declared kongs
	concealed tile.Counts
	all       tile.Counts
	suits     [3]int
	honours   int
	terminals int
	seatWind  tile.Tile
	drawn     bool // the winning tile was drawn (live wall or Kong Box)
	winExp    bool // the winning group is exposed (discard or robbed kong)
	onlyOne   bool // only one kind completes the hand
	nBonus    int
	bonusDbl  int // own flower, own season and bouquet doubles
	arrs      []hand.Arrangement
	buf       [8]hand.Arrangement
}

// reading is a normal reading: an arrangement and the group holding the winning tile (0..3 a set, 4
// the pair).
type reading struct {
	a   hand.Arrangement
	win int
}

const pairGroup = 4

// exposed reports whether set i of the reading is exposed.
func (c *scoring) exposed(rd *reading, i int) bool {
	if i < c.melds {
		m := rd.a.Melds[i]
		if c.o.ClaimedKongConcealed && m.Kind() == meld.Kong && m.Origin() == meld.Claimed {
			return false
		}
		return m.IsExposed()
	}
	return i == rd.win && c.winExp
}

// kind of the best reading found so far.
type readingKind uint8

const (
	kindNormal readingKind = iota
	kindPurity
	kindSpecial
)

type candidate struct {
	kind    readingKind
	rd      reading
	special int // index into specialHands, or -1 for Buried Treasure
	value   int
}

// Score implements [score.Scorer] with the procedure of §8: it checks the facts (errors wrap
// [score.ErrContext]) and the shape (errors wrap [score.ErrNotWin]), values every reading, normal,
// Purity and special, caps each, and returns the best with its breakdown and the payments of §9.
func (r *Rules) Score(h hand.Hand, w score.WinContext) (score.Result, error) {
	if err := r.check(h, w); err != nil {
		return score.Result{}, err
	}
	if !r.isWin(h) {
		return score.Result{}, fmt.Errorf("%w: classic: %s", score.ErrNotWin, h)
	}
	c := r.newScoring(h, w)
	best := candidate{value: -1}
	consider := func(cd candidate) {
		if cd.value > best.value {
			best = cd
		}
	}
	for i := range specialHands {
		if !specialHands[i].half && specialHands[i].match(c) {
			consider(candidate{kind: kindSpecial, special: i, value: c.specialValue(false)})
		}
	}
	for i := range specialHands {
		if specialHands[i].half && specialHands[i].match(c) {
			consider(candidate{kind: kindSpecial, special: i, value: c.specialValue(true)})
		}
	}
	pure := c.isPure()
	for ai := range c.arrs {
		rd := reading{a: c.arrs[ai]}
		for g := c.melds; g <= pairGroup; g++ {
			if !c.holdsWin(&rd.a, g) {
				continue
			}
			rd.win = g
			if c.isBuriedTreasure(&rd) {
				consider(candidate{kind: kindSpecial, special: -1, rd: rd, value: c.specialValue(false)})
			}
			if pure && r.o.Purity == PuritySpecial && chows(&rd.a) == 0 {
				consider(candidate{kind: kindPurity, rd: rd, value: c.capped(c.purityRaw(&rd, nil))})
			}
			p, d := c.normal(&rd, nil)
			consider(candidate{kind: kindNormal, rd: rd, value: c.capped(c.round(p << d))})
		}
	}
	return c.result(r, best), nil
}

func (r *Rules) newScoring(h hand.Hand, w score.WinContext) *scoring {
	c := &scoring{o: &r.o, h: h, w: w, melds: h.NumMelds(), concealed: h.Concealed(), all: h.All()}
	for i := range c.melds {
		if h.Meld(i).Kind() == meld.Kong {
			c.kongs++
		}
	}
	c.suits, c.honours = suitTotals(&c.all)
	for t := range tile.TerminalKinds.All() {
		c.terminals += int(c.all[t])
	}
	c.seatWind = w.Winner.Wind()
	c.drawn = w.Source.SelfDrawn()
	c.winExp = w.Source == score.Discard || w.Source == score.RobbedKong
	c.nBonus = h.Bonus().Len()
	c.bonusDbl = c.bonusDoubles(nil)
	c.arrs = c.buf[:0]
	for a := range h.AllArrangements() {
		if r.o.MaxChows == 0 || chows(&a) <= r.o.MaxChows {
			c.arrs = append(c.arrs, a)
		}
	}
	if r.o.OnlyPossibleTile > 0 {
		if h13, err := h.Without(w.Winning); err == nil {
			n := 0
			for t := tile.Man1; t <= tile.Red; t++ {
				if h14, err := h13.With(t); err == nil && r.isWin(h14) {
					n++
				}
			}
			c.onlyOne = n == 1
		}
	}
	return c
}

// holdsWin reports whether group g of a (a concealed set, or the pair) can hold the winning tile,
// skipping a set equal to an earlier one.
func (c *scoring) holdsWin(a *hand.Arrangement, g int) bool {
	if g == pairGroup {
		return a.Pair == c.w.Winning
	}
	m := a.Melds[g]
	if !m.Contains(c.w.Winning) {
		return false
	}
	for j := c.melds; j < g; j++ {
		if a.Melds[j] == m {
			return false
		}
	}
	return true
}

func (c *scoring) round(v int) int {
	if c.o.Rounding == RoundingNearest10 {
		return (v + 5) / 10 * 10
	}
	return v
}

func (c *scoring) capped(v int) int {
	if !c.o.Uncapped && v > c.o.Limit {
		return c.o.Limit
	}
	return v
}

// bonusB returns B = 4 × (bonus tiles held) × 2^(own-flower, own-season and bouquet doubles).
func (c *scoring) bonusB() int { return 4 * c.nBonus << c.bonusDbl }

// specialBase returns the value of a limit or half-limit hand before B, and whether B is added.
func (c *scoring) specialBase(half bool) (int, bool) {
	switch {
	case c.o.SpecialHandValues == SpecialBMJA && half:
		return 500, true
	case c.o.SpecialHandValues == SpecialBMJA:
		return 1000, true
	case half:
		return c.o.Limit / 2, true
	}
	return c.o.Limit, false
}

// specialValue returns the capped value of a limit (half false) or half-limit hand.
func (c *scoring) specialValue(half bool) int {
	v, addB := c.specialBase(half)
	if addB {
		v += c.bonusB()
	}
	return min(v, c.o.Limit)
}

// emit appends an item when items is not nil.
func emit(items *[]score.Item, name string, unit score.Unit, value int, detail string) {
	if items != nil {
		*items = append(*items, score.Item{Name: name, Unit: unit, Value: value, Detail: detail})
	}
}

// groupText returns the text of set i of the reading as scored: exposed by the win, it shows the
// discarder.
func (c *scoring) groupText(rd *reading, i int) string {
	m := rd.a.Melds[i]
	if i >= c.melds && c.exposed(rd, i) {
		m = m.AsClaimed(c.w.Supplier)
	}
	return m.String()
}

func (c *scoring) pairText(rd *reading) string {
	p := meld.MustNew(meld.Pair, rd.a.Pair)
	if rd.win == pairGroup && c.winExp {
		return strings.Trim(p.String(), "[]") + "@" + c.w.Supplier.String()
	}
	return p.String()
}

// setNames are the item names of pungs and kongs, indexed [concealed][kong][major].
var setNames = [2][2][2]string{
	{{"exposed pung of minors", "exposed pung of majors"}, {"exposed kong of minors", "exposed kong of majors"}},
	{{"concealed pung of minors", "concealed pung of majors"}, {"concealed kong of minors", "concealed kong of majors"}},
}

// setPoints returns the points of set i (§8.3) and the item's name (a constant: no allocation).
func (c *scoring) setPoints(rd *reading, i int) (int, string) {
	m := rd.a.Melds[i]
	if m.Kind() == meld.Chow {
		return 0, "chow"
	}
	v, major := 2, 0
	if m.Tile().IsMajor() {
		v, major = 4, 1
	}
	concealed := 0
	if !c.exposed(rd, i) {
		v, concealed = 2*v, 1
	}
	kong := 0
	if m.Kind() == meld.Kong {
		v, kong = 4*v, 1
	}
	return v, setNames[concealed][kong][major]
}

// pairPoints returns the points of the pair (§8.4).
func (c *scoring) pairPoints(p tile.Tile) int {
	switch {
	case p.IsDragon():
		return 2
	case p.IsWind():
		v := 0
		if p == c.seatWind {
			v += 2
		}
		if p == c.w.Prevailing {
			v += 2
		}
		return v
	case p.IsTerminal():
		return c.o.TerminalPairPoints
	}
	return 0
}

// basePoints adds the sets, the pair and the Mahjong points of a reading (everything of §8.2's basic
// score but the bonus tiles).
func (c *scoring) basePoints(rd *reading, items *[]score.Item) int {
	pts := 0
	for i := range rd.a.Melds {
		v, name := c.setPoints(rd, i)
		pts += v
		if items != nil {
			emit(items, name, score.Points, v, c.groupText(rd, i))
		}
	}
	v := c.pairPoints(rd.a.Pair)
	pts += v
	if items != nil {
		emit(items, "pair", score.Points, v, c.pairText(rd))
	}
	pts += c.o.MahjongPoints
	emit(items, "going Mahjong", score.Points, c.o.MahjongPoints, "")
	if c.drawn {
		pts += 2
		from := "from the live wall"
		if c.w.Source == score.Replacement {
			from = "from the Kong Box"
		}
		emit(items, "winning tile drawn", score.Points, 2, from)
	}
	if c.onlyOne && c.o.OnlyPossibleTile > 0 {
		pts += c.o.OnlyPossibleTile
		emit(items, "only possible tile", score.Points, c.o.OnlyPossibleTile, "")
	}
	if rd.win == pairGroup {
		v := 0
		switch c.o.PairCompletion {
		case PairCompletionNone:
		case PairCompletionTwo:
			v = 2
		case PairCompletionMinorTwo:
			v = 2
			if rd.a.Pair.IsMajor() {
				v = 4
			}
		}
		if v > 0 {
			pts += v
			emit(items, "pair completion", score.Points, v, "")
		}
	}
	return pts
}

// bonusDoubles returns the own-flower, own-season and bouquet doubles (§8.7), adding their items.
func (c *scoring) bonusDoubles(items *[]score.Item) int {
	b := c.h.Bonus()
	seat := tile.Tile(c.w.Winner)
	if !c.w.Winner.IsValid() {
		return 0
	}
	ownF, ownS := b.Has(tile.Flower1+seat), b.Has(tile.Season1+seat)
	d := 0
	switch c.o.OwnBonusDoubles {
	case OwnBonusEach:
		if ownF {
			d++
			emit(items, "own flower", score.Doubles, 1, (tile.Flower1 + seat).String())
		}
		if ownS {
			d++
			emit(items, "own season", score.Doubles, 1, (tile.Season1 + seat).String())
		}
	case OwnBonusBoth:
		if ownF && ownS {
			d++
			emit(items, "own flower and season", score.Doubles, 1, "")
		}
	}
	per := 1
	switch c.o.BouquetDoubles {
	case BouquetOne:
	case BouquetTwo:
		per = 2
	case BouquetNone:
		per = 0
	}
	flowers := tile.SetOf(tile.Flower1, tile.Flower2, tile.Flower3, tile.Flower4)
	seasons := tile.SetOf(tile.Season1, tile.Season2, tile.Season3, tile.Season4)
	if per > 0 && b&flowers == flowers {
		d += per
		emit(items, "bouquet of flowers", score.Doubles, per, "")
	}
	if per > 0 && b&seasons == seasons {
		d += per
		emit(items, "bouquet of seasons", score.Doubles, per, "")
	}
	return d
}

// normal values a normal reading (§8.2-8.8): its basic points and doubles.
func (c *scoring) normal(rd *reading, items *[]score.Item) (points, doubles int) {
	points = c.basePoints(rd, items)
	if c.nBonus > 0 {
		points += 4 * c.nBonus
		if items != nil {
			for t := range c.h.Bonus().All() {
				emit(items, "bonus tile", score.Points, 4, t.String())
			}
		}
	}
	// §8.7 hand doubles.
	noChows := true
	for i, m := range rd.a.Melds {
		if m.Kind() == meld.Chow {
			noChows = false
			continue
		}
		t := m.Tile()
		switch {
		case t.IsDragon():
			doubles++
			if items != nil {
				emit(items, m.Kind().String()+" of dragons", score.Doubles, 1, c.groupText(rd, i))
			}
		case t.IsWind():
			if t == c.seatWind {
				doubles++
				if items != nil {
					emit(items, m.Kind().String()+" of own wind", score.Doubles, 1, c.groupText(rd, i))
				}
			}
			if t == c.w.Prevailing {
				doubles++
				if items != nil {
					emit(items, m.Kind().String()+" of prevailing wind", score.Doubles, 1, c.groupText(rd, i))
				}
			}
		}
	}
	doubles += c.bonusDoubles(items)
	// §8.8 Mahjong doubles.
	add := func(ok bool, n int, name string) {
		if ok && n > 0 {
			doubles += n
			emit(items, name, score.Doubles, n, "")
		}
	}
	add(noChows, 1, "no chows")
	used := 0
	for _, n := range c.suits {
		if n > 0 {
			used++
		}
	}
	add(used == 1 && c.honours > 0 && !c.o.NoOneSuitWithHonours, 1, "one suit with honours")
	add(c.terminals > 0 && c.honours > 0 && c.terminals+c.honours == c.all.Total(), 1, "only majors")
	concealed := c.drawn
	for i := range rd.a.Melds {
		concealed = concealed && !c.exposed(rd, i)
	}
	add(concealed, 1, "fully concealed")
	add(c.w.Source == score.Replacement && !c.o.NoLooseTileDouble, 1, "loose tile")
	add(c.w.Flags&score.LastTile != 0, 1, "last tile of the live wall")
	add(c.w.Flags&score.LastDiscard != 0, 1, "last discard")
	add(c.w.Source == score.RobbedKong, 1, "robbing a kong")
	add(c.w.Flags&score.OriginalCall != 0, 1, "Original Call")
	switch c.o.Purity {
	case PuritySpecial:
	case PurityDoubles:
		add(noChows && c.isPure(), 3, "Purity")
	case PurityAnyOneSuit:
		add(c.isPure(), 3, "Purity")
	}
	return points, doubles
}

// purityRaw returns the rounded value of the Purity reading before the cap: (sets + pair + Mahjong
// points) × 8 + B.
func (c *scoring) purityRaw(rd *reading, items *[]score.Item) int {
	p := c.basePoints(rd, items)
	emit(items, "Purity", score.Doubles, 3, "")
	b := c.bonusB()
	if b > 0 && items != nil {
		emit(items, "bonus tiles (B)", score.Added, b, c.bDetail())
	}
	return c.round(p*8 + b)
}

func (c *scoring) bDetail() string {
	return "4 × " + strconv.Itoa(c.nBonus) + " × 2^" + strconv.Itoa(c.bonusDbl)
}

// readingText describes a normal reading: its groups as scored, the winning group marked with '*'.
func (c *scoring) readingText(rd *reading) string {
	var b strings.Builder
	b.Grow(64) // four groups and a pair: one allocation
	for i := range rd.a.Melds {
		b.WriteString(c.groupText(rd, i))
		if i == rd.win {
			b.WriteByte('*')
		}
		b.WriteByte(' ')
	}
	b.WriteString(c.pairText(rd))
	if rd.win == pairGroup {
		b.WriteByte('*')
	}
	return b.String()
}

// result builds the breakdown of the best reading.
func (c *scoring) result(r *Rules, best candidate) score.Result {
	res := score.Result{Variant: Name, Hand: c.h.String(), Cap: c.o.Limit}
	items := make([]score.Item, 0, 24)
	switch best.kind {
	case kindSpecial:
		name := buriedTreasure
		half := false
		if best.special >= 0 {
			name, half = specialHands[best.special].name, specialHands[best.special].half
		}
		res.Reading = name
		base, addB := c.specialBase(half)
		items = append(items, score.Item{Name: name, Unit: score.Limit, Value: base})
		res.Raw = base
		if addB && c.nBonus > 0 {
			items = append(items, score.Item{Name: "bonus tiles (B)", Unit: score.Added, Value: c.bonusB(), Detail: c.bDetail()})
			res.Raw += c.bonusB()
		}
	case kindPurity:
		res.Reading = "Purity: " + c.readingText(&best.rd)
		res.Raw = c.purityRaw(&best.rd, &items)
	case kindNormal:
		res.Reading = c.readingText(&best.rd)
		p, d := c.normal(&best.rd, &items)
		res.Raw = c.round(p << d)
	}
	for _, it := range items {
		switch it.Unit {
		case score.Points:
			res.Points += it.Value
		case score.Doubles:
			res.Doubles += it.Value
		case score.UnitNone, score.Fan, score.Limit, score.Added:
		}
	}
	if best.kind != kindSpecial && c.o.Uncapped {
		res.Cap = 0
	}
	res.Value = best.value
	res.Capped = res.Raw > res.Value
	res.Items = items
	res.Payments = r.payments(c.w, res.Value)
	return res
}
