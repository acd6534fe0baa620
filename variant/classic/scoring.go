package classic

import (
	"fmt"
	"strconv"

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
	bonusDbl  int                // own flower, own season and bouquet doubles
	arrs      []hand.Arrangement // the standard arrangements within MaxChows
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

// Score implements [score.Scorer] with the procedure of docs/rules/classic.md §8: it checks the facts
// (errors wrap [score.ErrContext]) and the shape (errors wrap [score.ErrNotWin]), values every reading,
// normal, Purity and special, caps each, and returns the best with its breakdown and the payments of
// docs/rules/classic.md §9.
func (r *Rules) Score(h hand.Hand, w score.WinContext) (score.Result, error) {
	if err := r.check(h, w); err != nil {
		return score.Result{}, err
	}
	if !r.isWin(h) {
		return score.Result{}, fmt.Errorf("%w: classic: %s", score.ErrNotWin, h)
	}
	// c and its arrangements stay on the stack: nothing stores a pointer to them.
	var c scoring
	var arrs [8]hand.Arrangement
	r.initScoring(&c, h, w)
	c.arrs = r.appendArrangements(arrs[:0], h)
	// The first reading considered is the best until a higher one comes: the choice never depends on a
	// sentinel value, so no value can leave it unset.
	var best candidate
	found := false
	consider := func(cd candidate) {
		if !found || cd.value > best.value {
			best, found = cd, true
		}
	}
	for i := range specialHands {
		if !specialHands[i].half && c.match(specialHands[i].kind) {
			consider(candidate{kind: kindSpecial, special: i, value: c.specialValue(false)})
		}
	}
	for i := range specialHands {
		if specialHands[i].half && c.match(specialHands[i].kind) {
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
	if !found {
		// isWin found a standard arrangement or a special hand, and each gives a candidate; should
		// they ever disagree, the hand is refused rather than scored on an empty reading.
		return score.Result{}, fmt.Errorf("%w: classic: no reading of %s", score.ErrNotWin, h)
	}
	return c.result(r, best)
}

// appendArrangements appends the standard arrangements of h within MaxChows to dst.
func (r *Rules) appendArrangements(dst []hand.Arrangement, h hand.Hand) []hand.Arrangement {
	for a := range h.AllArrangements() {
		if r.o.MaxChows == 0 || chows(&a) <= r.o.MaxChows {
			dst = append(dst, a)
		}
	}
	return dst
}

// initScoring sets c up for scoring h with the facts w, all but c.arrs, which the caller sets with
// [Rules.appendArrangements] (storing a slice of c's own array in c would move c to the heap).
func (r *Rules) initScoring(c *scoring, h hand.Hand, w score.WinContext) {
	*c = scoring{o: &r.o, h: h, w: w, melds: h.NumMelds(), concealed: h.Concealed(), all: h.All()}
	for i := range c.melds {
		if h.Meld(i).Kind() == meld.Kong {
			c.kongs++
		}
	}
	c.suits, c.honours = suitTotals(&c.all)
	for t := range tile.TerminalKinds.All() {
		c.terminals += int(c.all[t])
	}
	c.w.Prevailing = w.PrevailingWind() // unset means East, as the referee plays it
	c.seatWind = w.Winner.Wind()
	c.drawn = w.Source.SelfDrawn()
	c.winExp = w.Source == score.Discard || w.Source == score.RobbedKong
	c.nBonus = h.Bonus().Len()
	c.bonusDbl = c.bonusDoubles(nil)
	if r.o.OnlyPossibleTile > 0 {
		if h13, err := h.Without(w.Winning); err == nil {
			n := 0
			for t := tile.Character1; t <= tile.Red; t++ {
				if h14, err := h13.With(t); err == nil && r.isWin(h14) {
					n++
				}
			}
			c.onlyOne = n == 1
		}
	}
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

// breakdown collects the items of the chosen reading. The comparison of readings passes a nil
// *breakdown, so it builds nothing. An item whose detail is a built text (a group, or B's formula) is
// recorded with a textRef; [scoring.result] then writes every text into one buffer and makes it one
// string, and the details are slices of it. The breakdown holds no pointer into itself or into other
// local variables, so it stays on the stack.
type breakdown struct {
	// Room for the largest breakdown: a normal reading has at most 4 sets, a pair, 4 Mahjong points
	// items, 8 bonus tiles, 8 set doubles, 4 bonus doubles and 10 Mahjong doubles (39 items), of which
	// 13 show a group (4 sets, the pair and 8 set doubles); a Purity reading adds B. The overflow
	// slices are a safety net that the tables never need.
	items    [40]score.Item
	n        int
	refs     [16]textRef
	nrefs    int
	more     []score.Item
	moreRefs []textRef
}

// textRef says that the detail of item i is the text of group what of the reading (0..3 a set,
// pairGroup the pair) or, for detailB, the formula of B.
type textRef struct{ i, what int }

const detailB = pairGroup + 1

// add adds an item.
func (b *breakdown) add(it score.Item) {
	if b.n < len(b.items) {
		b.items[b.n] = it
	} else {
		b.more = append(b.more, it)
	}
	b.n++
}

// emit adds an item with a constant detail when b is not nil.
func (b *breakdown) emit(name string, unit score.Unit, value int, detail string) {
	if b != nil {
		b.add(score.Item{Name: name, Unit: unit, Value: value, Detail: detail})
	}
}

// emitRef adds, when b is not nil, an item whose detail is the text what (see textRef).
func (b *breakdown) emitRef(name string, unit score.Unit, value int, what int) {
	if b == nil {
		return
	}
	r := textRef{i: b.n, what: what}
	if b.nrefs < len(b.refs) {
		b.refs[b.nrefs] = r
	} else {
		b.moreRefs = append(b.moreRefs, r)
	}
	b.nrefs++
	b.add(score.Item{Name: name, Unit: unit, Value: value})
}

// list returns the items in a slice of their own, and the text references.
func (b *breakdown) list() ([]score.Item, []textRef) {
	items := make([]score.Item, 0, b.n)
	items = append(items, b.items[:min(b.n, len(b.items))]...)
	items = append(items, b.more...)
	refs := b.refs[:min(b.nrefs, len(b.refs))]
	if len(b.moreRefs) > 0 {
		refs = append(refs[:len(refs):len(refs)], b.moreRefs...)
	}
	return items, refs
}

// appendMeld appends m as [meld.Meld.String] writes it.
func appendMeld(b []byte, m meld.Meld) []byte {
	if !m.IsValid() {
		return append(b, '-')
	}
	b, _ = m.AppendText(b) // no error: m is valid
	return b
}

// appendHand appends h as [hand.Hand.String] writes it: the concealed tiles, the declared melds and
// the bonus tiles, separated by single spaces.
func appendHand(b []byte, h hand.Hand) []byte {
	var ts [4 * tile.NumKinds]tile.Tile
	c := h.Concealed()
	b = tile.AppendFormat(b, c.Tiles(ts[:0]))
	if h.NumMelds() != 0 {
		b = append(b, ' ', hand.MeldMark)
	}
	for i := range h.NumMelds() {
		b = append(b, ' ')
		b = appendMeld(b, h.Meld(i))
	}
	if bonus := h.Bonus(); bonus != 0 {
		b = append(b, ' ')
		b = tile.AppendFormat(b, bonus.Tiles(ts[:0]))
	}
	return b
}

// appendGroup appends set i of the reading as scored: exposed by the win, it shows the discarder.
func (c *scoring) appendGroup(b []byte, rd *reading, i int) []byte {
	m := rd.a.Melds[i]
	if i >= c.melds && c.exposed(rd, i) {
		m = m.AsClaimed(c.w.Supplier)
	}
	return appendMeld(b, m)
}

// appendPair appends the pair of the reading: "[55m]", or "55m@W" when the winning discard completes
// it.
func (c *scoring) appendPair(b []byte, rd *reading) []byte {
	p := meld.MustNew(meld.Pair, rd.a.Pair)
	if rd.win == pairGroup && c.winExp {
		return appendMeld(b, p.AsClaimed(c.w.Supplier))
	}
	return appendMeld(b, p)
}

// setNames are the item names of pungs and kongs, indexed [concealed][kong][major].
var setNames = [2][2][2]string{
	{{"exposed pung of minors", "exposed pung of majors"}, {"exposed kong of minors", "exposed kong of majors"}},
	{{"concealed pung of minors", "concealed pung of majors"}, {"concealed kong of minors", "concealed kong of majors"}},
}

// setPoints returns the points of set i (docs/rules/classic.md §8.3) and the item's name (a constant: no
// allocation).
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

// pairPoints returns the points of the pair (docs/rules/classic.md §8.4).
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

// basePoints adds the sets, the pair and the Mahjong points of a reading: the basic points of
// docs/rules/classic.md §8.2 without the bonus tiles.
func (c *scoring) basePoints(rd *reading, items *breakdown) int {
	pts := 0
	for i := range rd.a.Melds {
		v, name := c.setPoints(rd, i)
		pts += v
		items.emitRef(name, score.Points, v, i)
	}
	v := c.pairPoints(rd.a.Pair)
	pts += v
	items.emitRef("pair", score.Points, v, pairGroup)
	pts += c.o.MahjongPoints
	items.emit("going Mahjong", score.Points, c.o.MahjongPoints, "")
	if c.drawn {
		pts += 2
		from := "from the live wall"
		if c.w.Source == score.Replacement {
			from = "from the Kong Box"
		}
		items.emit("winning tile drawn", score.Points, 2, from)
	}
	if c.onlyOne && c.o.OnlyPossibleTile > 0 {
		pts += c.o.OnlyPossibleTile
		items.emit("only possible tile", score.Points, c.o.OnlyPossibleTile, "")
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
			items.emit("pair completion", score.Points, v, "")
		}
	}
	return pts
}

// bonusDoubles returns the own-flower, own-season and bouquet doubles (docs/rules/classic.md §8.7),
// adding their items.
func (c *scoring) bonusDoubles(items *breakdown) int {
	b := c.h.Bonus()
	seat := tile.Tile(c.w.Winner.Index())
	if !c.w.Winner.IsValid() {
		return 0
	}
	ownF, ownS := b.Has(tile.Flower1+seat), b.Has(tile.Season1+seat)
	d := 0
	switch c.o.OwnBonusDoubles {
	case OwnBonusEach:
		if ownF {
			d++
			items.emit("own flower", score.Doubles, 1, (tile.Flower1 + seat).String())
		}
		if ownS {
			d++
			items.emit("own season", score.Doubles, 1, (tile.Season1 + seat).String())
		}
	case OwnBonusBoth:
		if ownF && ownS {
			d++
			items.emit("own flower and season", score.Doubles, 1, "")
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
		items.emit("bouquet of flowers", score.Doubles, per, "")
	}
	if per > 0 && b&seasons == seasons {
		d += per
		items.emit("bouquet of seasons", score.Doubles, per, "")
	}
	return d
}

// normal values a normal reading (docs/rules/classic.md §8.2): its basic points and doubles.
func (c *scoring) normal(rd *reading, items *breakdown) (points, doubles int) {
	points = c.basePoints(rd, items)
	if c.nBonus > 0 {
		points += 4 * c.nBonus
		if items != nil {
			for t := range c.h.Bonus().All() {
				items.emit("bonus tile", score.Points, 4, t.String()) // a constant: no allocation
			}
		}
	}
	// docs/rules/classic.md §8.7: hand doubles.
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
			items.emitRef(setDoubleName(m.Kind(), dragonsDouble), score.Doubles, 1, i)
		case t.IsWind():
			if t == c.seatWind {
				doubles++
				items.emitRef(setDoubleName(m.Kind(), ownWindDouble), score.Doubles, 1, i)
			}
			if t == c.w.Prevailing {
				doubles++
				items.emitRef(setDoubleName(m.Kind(), prevailingWindDouble), score.Doubles, 1, i)
			}
		}
	}
	doubles += c.bonusDoubles(items)
	// docs/rules/classic.md §8.8: Mahjong doubles.
	add := func(ok bool, n int, name string) {
		if ok && n > 0 {
			doubles += n
			items.emit(name, score.Doubles, n, "")
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
func (c *scoring) purityRaw(rd *reading, items *breakdown) int {
	p := c.basePoints(rd, items)
	items.emit("Purity", score.Doubles, 3, "")
	b := c.bonusB()
	if b > 0 {
		items.emitRef("bonus tiles (B)", score.Added, b, detailB)
	}
	return c.round(p*8 + b)
}

// appendB appends the formula of B, "4 × n × 2^d".
func (c *scoring) appendB(b []byte) []byte {
	b = append(b, "4 × "...)
	b = strconv.AppendInt(b, int64(c.nBonus), 10)
	b = append(b, " × 2^"...)
	return strconv.AppendInt(b, int64(c.bonusDbl), 10)
}

// The set doubles of docs/rules/classic.md §8.7, the second index of setDoubleNames.
const (
	dragonsDouble = iota
	ownWindDouble
	prevailingWindDouble
)

// setDoubleNames are the item names of the set doubles, indexed [kong][double].
var setDoubleNames = [2][3]string{
	{"pung of dragons", "pung of own wind", "pung of prevailing wind"},
	{"kong of dragons", "kong of own wind", "kong of prevailing wind"},
}

// setDoubleName returns the name of the double d for a set of kind k, "<kind> of <what>", a constant
// for pungs and kongs.
func setDoubleName(k meld.Kind, d int) string {
	switch k {
	case meld.Pung:
		return setDoubleNames[0][d]
	case meld.Kong:
		return setDoubleNames[1][d]
	case meld.KindNone, meld.Chow, meld.Pair:
	}
	return k.String() + setDoubleNames[0][d][len("pung"):]
}

// span is the text buf[lo:hi] of a buffer.
type span struct{ lo, hi int }

// appendReading appends the text of a normal reading: its groups as scored, the winning group marked
// with '*'. It sets groups[g] to the text of group g (0..3 a set, pairGroup the pair).
func (c *scoring) appendReading(b []byte, rd *reading, groups *[pairGroup + 1]span) []byte {
	for i := range rd.a.Melds {
		lo := len(b)
		b = c.appendGroup(b, rd, i)
		groups[i] = span{lo, len(b)}
		if i == rd.win {
			b = append(b, '*')
		}
		b = append(b, ' ')
	}
	lo := len(b)
	b = c.appendPair(b, rd)
	groups[pairGroup] = span{lo, len(b)}
	if rd.win == pairGroup {
		b = append(b, '*')
	}
	return b
}

// result builds the breakdown of the best reading. Its error wraps [score.ErrPayment] if a payment
// cannot be recorded, which the bounds of the options rule out.
func (c *scoring) result(r *Rules, best candidate) (score.Result, error) {
	res := score.Result{Variant: variantName, Cap: c.o.Limit}
	var items breakdown
	switch best.kind {
	case kindSpecial:
		name := buriedTreasure
		half := false
		if best.special >= 0 {
			name, half = specialHands[best.special].name, specialHands[best.special].half
		}
		res.Reading = name
		base, addB := c.specialBase(half)
		items.emit(name, score.Limit, base, "")
		res.Raw = base
		if addB && c.nBonus > 0 {
			items.emitRef("bonus tiles (B)", score.Added, c.bonusB(), detailB)
			res.Raw += c.bonusB()
		}
	case kindPurity:
		res.Raw = c.purityRaw(&best.rd, &items)
	case kindNormal:
		p, d := c.normal(&best.rd, &items)
		res.Raw = c.round(p << d)
	}
	list, refs := items.list()

	// Every text of the breakdown in one buffer, made one string: the hand, the reading (whose groups
	// are the details of the set and pair items), B's formula and the explanation.
	var arr [512]byte
	var groups [pairGroup + 1]span
	buf := appendHand(arr[:0], c.h)
	handEnd := len(buf)
	if best.kind == kindPurity {
		buf = append(buf, "Purity: "...)
	}
	if best.kind != kindSpecial {
		buf = c.appendReading(buf, &best.rd, &groups)
	}
	readingEnd := len(buf)
	bEnd := len(buf)
	for _, ref := range refs {
		if ref.what == detailB {
			buf = c.appendB(buf)
			bEnd = len(buf)
			break
		}
	}
	// The explanation ends the buffer: the value (docs/rules/classic.md §8.9 and docs/rules/classic.md §8.10), then the payments
	// (docs/rules/classic.md §9).
	res.Value = best.value
	var err error
	if res.Payments, err = r.payments(c.w, res.Value); err != nil {
		return score.Result{}, err
	}
	for _, it := range list {
		switch it.Unit {
		case score.Points:
			res.Points += it.Value
		case score.Doubles:
			res.Doubles += it.Value
		case score.UnitNone, score.Fan, score.Limit, score.Added, score.Han, score.Dora, score.Fu:
		}
	}
	if best.kind != kindSpecial && c.o.Uncapped {
		res.Cap = 0
	}
	res.Capped = res.Raw > res.Value
	buf = c.appendValueSteps(buf, &res, best, list)
	buf = r.appendPaymentStep(buf, c.w, res.Value)
	text := string(buf)
	res.Explanation = text[bEnd:]
	res.Hand = text[:handEnd]
	if best.kind != kindSpecial {
		res.Reading = text[handEnd:readingEnd]
	}
	for _, ref := range refs {
		if ref.what == detailB {
			list[ref.i].Detail = text[readingEnd:bEnd]
		} else {
			list[ref.i].Detail = text[groups[ref.what].lo:groups[ref.what].hi]
		}
	}
	res.Items = list
	return res, nil
}

// appendValueSteps appends the lines that explain how the items of res give its value, each ended by
// a newline (docs/rules/classic.md §8.9 and docs/rules/classic.md §8.10).
func (c *scoring) appendValueSteps(b []byte, res *score.Result, best candidate, items []score.Item) []byte {
	switch best.kind {
	case kindSpecial:
		b = append(b, items[0].Name...)
		b = append(b, ": "...)
		b = strconv.AppendInt(b, int64(items[0].Value), 10)
		if len(items) > 1 {
			b = append(b, " + bonus tiles "...)
			b = strconv.AppendInt(b, int64(items[1].Value), 10)
			b = append(b, " = "...)
			b = strconv.AppendInt(b, int64(res.Raw), 10)
		}
	case kindPurity:
		v := res.Points * 8
		b = append(b, "Purity: basic points "...)
		b = strconv.AppendInt(b, int64(res.Points), 10)
		b = append(b, " × 2^3 = "...)
		b = strconv.AppendInt(b, int64(v), 10)
		if bonus := c.bonusB(); bonus > 0 {
			v += bonus
			b = append(b, " + bonus tiles "...)
			b = strconv.AppendInt(b, int64(bonus), 10)
			b = append(b, " = "...)
			b = strconv.AppendInt(b, int64(v), 10)
		}
		b = appendRounded(b, v, res.Raw)
	case kindNormal:
		v := res.Points << res.Doubles
		b = append(b, "basic points "...)
		b = strconv.AppendInt(b, int64(res.Points), 10)
		switch res.Doubles {
		case 0:
			b = append(b, ", no double: "...)
		case 1:
			b = append(b, " × 2^1 (1 double) = "...)
		default:
			b = append(b, " × 2^"...)
			b = strconv.AppendInt(b, int64(res.Doubles), 10)
			b = append(b, " ("...)
			b = strconv.AppendInt(b, int64(res.Doubles), 10)
			b = append(b, " doubles) = "...)
		}
		b = strconv.AppendInt(b, int64(v), 10)
		b = appendRounded(b, v, res.Raw)
	}
	switch {
	case res.Capped:
		b = append(b, "\nover the limit of "...)
		b = strconv.AppendInt(b, int64(res.Cap), 10)
	case res.Cap != 0:
		b = append(b, "\nwithin the limit of "...)
		b = strconv.AppendInt(b, int64(res.Cap), 10)
	default:
		b = append(b, "\nno limit"...)
	}
	b = append(b, ": the hand is worth "...)
	b = strconv.AppendInt(b, int64(res.Value), 10)
	return append(b, '\n')
}

// appendRounded appends ", rounded to r" when the rounding of the options changed v to r.
func appendRounded(b []byte, v, r int) []byte {
	if v == r {
		return b
	}
	b = append(b, ", rounded to "...)
	return strconv.AppendInt(b, int64(r), 10)
}
