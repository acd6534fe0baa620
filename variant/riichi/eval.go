package riichi

import (
	"math/bits"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// Group kinds of a reading.
const (
	gSeq uint8 = iota + 1
	gTrip
	gQuad
)

// Waits of a reading (docs/rules/riichi.md §9.4, docs/rules/riichi.md §9.5).
const (
	wRyanmen uint8 = iota
	wKanchan
	wPenchan
	wTanki
	wShanpon
	wNone // kokushi: no wait fu
)

var waitNames = [...]string{wRyanmen: "ryanmen", wKanchan: "kanchan", wPenchan: "penchan", wTanki: "tanki",
	wShanpon: "shanpon", wNone: "kokushi"}

// Shapes of a reading.
const (
	shapeStandard uint8 = iota
	shapePairs
	shapeKokushi
)

// group is one group of a standard reading.
type group struct {
	t      tile.Tile
	kind   uint8
	melded bool // declared (a call or an ankan)
	open   bool // exposed: claimed or added
}

// reading is one way to read the winning hand (docs/rules/riichi.md §7.5): a shape, its groups and
// pair, and where the winning tile sits.
type reading struct {
	shape   uint8
	ng      uint8 // groups in g
	g       [4]group
	pair    tile.Tile
	win     int8 // index in g of the group holding the winning tile; -1 for the pair
	wait    uint8
	winTile tile.Tile
}

// Fu items (docs/rules/riichi.md §9).
const (
	fuBase uint8 = iota
	fuMenzenRon
	fuTsumo
	fuWait
	fuPair
	fuGroup
	fuRounding
	fuOpenMinimum
	fuChiitoitsu
	fuPinfuTsumo
	fuPinfuRon
)

var fuNames = [...]string{
	fuBase: "base", fuMenzenRon: "menzen ron", fuTsumo: "tsumo", fuWait: "wait", fuPair: "pair",
	fuGroup: "group", fuRounding: "rounding", fuOpenMinimum: "open ron minimum", fuChiitoitsu: "chiitoitsu",
	fuPinfuTsumo: "pinfu tsumo", fuPinfuRon: "pinfu ron",
}

type fuItem struct {
	what uint8
	fu   uint8
	grp  int8 // the group (fuGroup) index
}

type yakuHan struct {
	id  yakuID
	han uint8
}

// value is a scored reading.
type value struct {
	yaku    [20]yakuHan
	ny      uint8
	fuItems [12]fuItem
	nfu     uint8
	yakuman int // multiples of yakuman, 0 for a regular hand
	paoMult int // multiples of the pao yakuman among them
	han     int // total han (dora included); 13 per yakuman multiple
	fu      int
	dora    int // dora, aka, ura and nuki dora counted (zero for a yakuman)
	aka     int
	ura     int
	nuki    int
	basic   int
	raw     int
	limit   string
	rank    int // comparison key after basic: han (yakuman above all)
}

func (v *value) add(id yakuID, han int) {
	v.yaku[v.ny] = yakuHan{id, uint8(han)}
	v.ny++
}

func (v *value) addFu(what uint8, fu int, grp int8) {
	v.fuItems[v.nfu] = fuItem{what, uint8(fu), grp}
	v.nfu++
}

// situation holds what every reading of one win shares.
type situation struct {
	opt     *Options
	f       facts
	tsumo   bool
	closed  bool // no exposed meld (an ankan keeps the hand closed)
	noMelds bool
	seat    tile.Tile
	round   tile.Tile
	haitei  bool
	houtei  bool
	rinshan bool
	chankan bool
	tenhou  bool
	renhou  bool // the renhou fact counts (Renhou option not off)

	wheel      yakuID // daisharin, daichikurin or daisuurin when the hand is one under the options
	hasWheel   bool
	openDealIn bool // a yakuman for the deal-in to an open riichi (docs/rules/riichi.md §8.3)
	paarenchan bool // a yakuman for the dealer's eighth win in a row
	overflow   bool // some reading's aotenjou value is beyond maxBasic

	conc tile.Counts // the concealed tiles, the winning tile included
	all  tile.Counts // every tile, a quad counted four times

	dora, aka, ura, nuki int

	allSimple, allMajor, allHonor, allTerm, green bool
	hasHonor                                      bool
	suits                                         uint8 // bit per number suit used
	base                                          [4]group
	nBase                                         uint8

	// The best reading so far, and scratch space.
	best, cur value
	bestR     reading
	found     bool
}

// prepare fills the shared facts from the hand.
func (s *situation) prepare(h hand.Hand) {
	s.conc = h.Concealed()
	s.all = h.All()
	s.noMelds = h.NumMelds() == 0
	s.closed = true
	for i := range h.NumMelds() {
		m := h.Meld(i)
		g := group{t: m.Tile(), melded: true, open: !m.IsConcealed()}
		if g.open {
			s.closed = false
		}
		switch m.Kind() {
		case meld.Chow:
			g.kind = gSeq
		case meld.Pung:
			g.kind = gTrip
		case meld.Kong:
			g.kind = gQuad
		case meld.KindNone, meld.Pair:
		}
		s.base[s.nBase] = g
		s.nBase++
	}
	s.allSimple, s.allMajor, s.allHonor, s.allTerm, s.green = true, true, true, true, true
	// OR and AND of the properties of every kind held.
	var any, every uint8 = 0, 0xFF
	for t := tile.Character1; t <= tile.Red; t++ {
		if s.all[t] != 0 {
			p := kindProps[t]
			any |= p
			every &= p
		}
	}
	s.allSimple = any&pMajor == 0
	s.allMajor = every&pMajor != 0
	s.allHonor = every&pHonor != 0
	s.allTerm = every&pTerminal != 0
	s.green = every&pGreen != 0
	s.hasHonor = any&pHonor != 0
	s.suits = any & (pMan | pPin | pSou)
	s.wheel, s.hasWheel = s.wheelOf()
}

// wheelOf returns the daisharin-family yakuman the closed hand is under [Options.Daisharin]: the
// pairs 2 to 8 of one suit and nothing else.
func (s *situation) wheelOf() (yakuID, bool) {
	if !s.noMelds || s.opt.Daisharin == DaisharinOff || s.suits&(s.suits-1) != 0 || s.hasHonor {
		return 0, false
	}
	var id yakuID
	var first tile.Tile
	switch {
	case s.suits == pPin:
		id, first = yDaisharin, tile.Circle1
	case s.opt.Daisharin != DaisharinAllSuits:
		return 0, false
	case s.suits == pSou:
		id, first = yDaichikurin, tile.Bamboo1
	default:
		id, first = yDaisuurin, tile.Character1
	}
	for r := range tile.Tile(9) {
		want := uint8(2)
		if r == 0 || r == 8 {
			want = 0
		}
		if s.conc[first+r] != want {
			return 0, false
		}
	}
	return id, true
}

// Properties of a kind, as bits of kindProps.
const (
	pMan uint8 = 1 << iota // characters
	pPin                   // circles
	pSou                   // bamboo
	pHonor
	pTerminal
	pMajor // terminal or honour
	pGreen // 23468s and 6z
)

// major reports whether t is a terminal or an honour.
func major(t tile.Tile) bool { return kindProps[t]&pMajor != 0 }

// kindProps holds the properties of each playing kind, read from the tile package's predicates and
// isGreen.
var kindProps = func() (p [tile.Red + 1]uint8) {
	for t := tile.Character1; t <= tile.Red; t++ {
		if t.IsHonor() {
			p[t] = pHonor
		} else {
			p[t] = pMan << (t.Suit() - tile.Characters) // pMan, pPin, pSou in suit order
		}
		if t.IsTerminal() {
			p[t] |= pTerminal
		}
		if t.IsMajor() {
			p[t] |= pMajor
		}
		if isGreen(t) {
			p[t] |= pGreen
		}
	}
	return p
}()

// isGreen reports whether t is one of the kinds of ryuuiisou, 23468s and 6z (docs/rules/riichi.md §8.3).
func isGreen(t tile.Tile) bool {
	switch t {
	case tile.Bamboo2, tile.Bamboo3, tile.Bamboo4, tile.Bamboo6, tile.Bamboo8, tile.Green:
		return true
	}
	return false
}

// consider scores reading r and keeps it if it is the best so far.
func (s *situation) consider(r *reading) {
	if s.evaluate(r, &s.cur) && (!s.found || better(&s.cur, &s.best)) {
		s.best, s.bestR, s.found = s.cur, *r, true
	}
}

// readings considers every reading of the hand whose winning tile is one of wins (several only
// for tenhou, where any tile may be the winning one).
func (s *situation) readings(wins tile.Set) {
	var r reading
	if s.noMelds {
		if isKokushi(&s.conc) {
			for t := range wins.All() {
				r = reading{shape: shapeKokushi, win: -1, wait: wNone, winTile: t}
				s.consider(&r)
			}
			return // kokushi has no other reading
		}
		if isSevenPairs(&s.conc) {
			for t := range wins.All() {
				r = reading{shape: shapePairs, win: -1, wait: wTanki, winTile: t, pair: t}
				s.consider(&r)
			}
		}
	}
	r = reading{shape: shapeStandard}
	copy(r.g[:], s.base[:s.nBase])
	r.ng = s.nBase
	c := s.conc
	// The pair lies in the one suit whose tile count is 2 modulo 3 (honours: the kind held twice); a
	// suit or honour kind with another remainder has no standard reading.
	var pairSuit tile.Suit
	for _, su := range [3]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo} {
		first := tile.Of(su, 1)
		n := 0
		for k := range tile.Tile(9) {
			n += int(c[first+k])
		}
		switch n % 3 {
		case 0:
		case 2:
			if pairSuit != tile.NoSuit {
				return
			}
			pairSuit = su
		default:
			return
		}
	}
	for t := tile.East; t <= tile.Red; t++ {
		switch c[t] {
		case 0, 3:
		case 2:
			if pairSuit != tile.NoSuit {
				return
			}
			pairSuit = t.Suit()
		default:
			return
		}
	}
	for p := tile.Character1; p <= tile.Red; p++ {
		if c[p] < 2 || p.Suit() != pairSuit {
			continue
		}
		c[p] -= 2
		r.pair = p
		s.sets(&c, tile.Character1, &r, wins)
		c[p] += 2
	}
}

// sets splits the remaining concealed tiles c (from kind from up) into sets, then places the winning
// tile.
func (s *situation) sets(c *tile.Counts, from tile.Tile, r *reading, wins tile.Set) {
	t := from
	for t <= tile.Red && c[t] == 0 {
		t++
	}
	if t > tile.Red {
		if r.ng == 4 {
			s.place(r, wins)
		}
		return
	}
	if r.ng == 4 {
		return
	}
	if c[t] >= 3 {
		c[t] -= 3
		r.g[r.ng] = group{t: t, kind: gTrip}
		r.ng++
		s.sets(c, t, r, wins)
		r.ng--
		c[t] += 3
	}
	if t.IsSuited() && t.Rank() <= 7 && c[t+1] > 0 && c[t+2] > 0 {
		c[t]--
		c[t+1]--
		c[t+2]--
		r.g[r.ng] = group{t: t, kind: gSeq}
		r.ng++
		s.sets(c, t, r, wins)
		r.ng--
		c[t]++
		c[t+1]++
		c[t+2]++
	}
}

// place visits the readings of one arrangement: the winning tile in the pair or in each distinct
// concealed group holding it.
func (s *situation) place(r *reading, wins tile.Set) {
	for w := range wins.All() {
		r.winTile = w
		if r.pair == w {
			r.win, r.wait = -1, wTanki
			s.consider(r)
		}
	next:
		for i := s.nBase; i < r.ng; i++ {
			g := r.g[i]
			switch {
			case g.kind == gTrip && g.t == w:
				r.wait = wShanpon
			case g.kind == gSeq && w >= g.t && w <= g.t+2:
				r.wait = seqWait(g.t, w)
			default:
				continue
			}
			for j := s.nBase; j < i; j++ {
				if r.g[j] == g {
					continue next // the same group twice: the same reading
				}
			}
			r.win = int8(i)
			s.consider(r)
		}
	}
}

// seqWait returns the wait of the sequence starting at t completed by w.
func seqWait(t, w tile.Tile) uint8 {
	switch w - t {
	case 1:
		return wKanchan
	case 0:
		if t.Rank() == 7 {
			return wPenchan
		}
	default:
		if t.Rank() == 1 {
			return wPenchan
		}
	}
	return wRyanmen
}

// isKokushi and isSevenPairs are hand's ThirteenOrphans and SevenPairs shapes of the concealed tiles
// alone: asking [hand.Hand.Shapes] would also run the standard-shape check, 4% more instructions per
// score.

var orphans = [13]tile.Tile{
	tile.Character1, tile.Character9, tile.Circle1, tile.Circle9, tile.Bamboo1, tile.Bamboo9,
	tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red,
}

func isKokushi(c *tile.Counts) bool {
	n := 0
	for _, t := range orphans {
		if c[t] == 0 || c[t] > 2 {
			return false
		}
		n += int(c[t])
	}
	return n == 14
}

func isSevenPairs(c *tile.Counts) bool {
	pairs := 0
	for t := tile.Character1; t <= tile.Red; t++ {
		switch c[t] {
		case 0:
		case 2:
			pairs++
		default:
			return false
		}
	}
	return pairs == 7
}

// chuuren reports whether the concealed tiles are chuuren poutou (all one suit, 1112345678999 plus one),
// and whether the 13 tiles without w were exactly 1112345678999 (the 9-sided wait).
func chuuren(c *tile.Counts, w tile.Tile) (bool, bool) {
	first := tile.None
	for t := tile.Character1; t <= tile.Red; t++ {
		if c[t] != 0 {
			first = t
			break
		}
	}
	if !first.IsSuited() || first.Rank() != 1 {
		return false, false
	}
	need := [9]uint8{3, 1, 1, 1, 1, 1, 1, 1, 3}
	extra := -1
	total := 0
	for r := range 9 {
		n := c[first+tile.Tile(r)]
		total += int(n)
		switch {
		case n == need[r]:
		case n == need[r]+1 && extra < 0:
			extra = r
		default:
			return false, false
		}
	}
	if total != 14 || extra < 0 {
		return false, false
	}
	return true, w == first+tile.Tile(extra)
}

// yakuhaiPair reports the fu of a pair of kind p, and whether it is a yakuhai kind.
func (s *situation) pairFu(p tile.Tile) int {
	switch {
	case p.IsDragon():
		return 2
	case p == s.seat && p == s.round:
		return s.opt.DoubleWindPairFu
	case p == s.seat || p == s.round, p == tile.North && s.opt.NorthYakuhai == On:
		return 2
	}
	return 0
}

// evaluate scores reading r into v and reports whether it is a win (has a yaku).
func (s *situation) evaluate(r *reading, v *value) bool {
	*v = value{}
	var ok bool
	switch r.shape {
	case shapeKokushi:
		ok = s.evalKokushi(r, v)
	case shapePairs:
		ok = s.evalPairs(r, v)
	default:
		ok = s.evalStandard(r, v)
	}
	if ok && (s.openDealIn || s.paarenchan) {
		s.addFactYakuman(v)
	}
	return ok
}

// addFactYakuman turns a win into a yakuman for the deal-in to an open riichi and for paarenchan
// (docs/rules/riichi.md §8.3): a regular hand becomes that yakuman alone (its yaku made it a win); a
// yakuman hand adds it as one more yakuman.
func (s *situation) addFactYakuman(v *value) {
	if v.yakuman == 0 {
		*v = value{fu: v.fu, fuItems: v.fuItems, nfu: v.nfu}
	} else {
		keep := *v
		*v = value{fu: keep.fu, fuItems: keep.fuItems, nfu: keep.nfu, yaku: keep.yaku, ny: keep.ny}
		for i := range v.ny {
			v.yaku[i].han /= 13
		}
	}
	if s.openDealIn {
		v.add(yOpenDealIn, 1)
	}
	if s.paarenchan {
		v.add(yPaarenchan, 1)
	}
	s.finishYakuman(v)
}

// situational adds the yaku from the facts of the win (riichi, ippatsu, tsumo, last tile, kan).
func (s *situation) situational(v *value) {
	switch {
	case s.f.riichi == score.Declared && s.f.openRiichi:
		v.add(yOpenRiichi, 2)
	case s.f.riichi == score.DeclaredFirst && s.f.openRiichi:
		v.add(yDoubleOpenRiichi, 3)
	case s.f.riichi == score.Declared:
		v.add(yRiichi, 1)
	case s.f.riichi == score.DeclaredFirst:
		v.add(yDoubleRiichi, 2)
	}
	if s.f.ippatsu && s.opt.Ippatsu == On {
		v.add(yIppatsu, 1)
	}
	if s.closed && s.tsumo {
		v.add(yMenzenTsumo, 1)
	}
}

func (s *situation) lastAndKan(v *value) {
	switch {
	case s.haitei:
		v.add(yHaitei, 1)
	case s.houtei:
		v.add(yHoutei, 1)
	}
	switch {
	case s.rinshan:
		v.add(yRinshan, 1)
	case s.chankan:
		v.add(yChankan, 1)
	}
}

// yakumanFacts adds the yakuman of the facts: tenhou, chiihou and renhou as a yakuman.
func (s *situation) yakumanFacts(v *value) {
	switch {
	case s.tenhou:
		v.add(yTenhou, 1)
	case s.f.chiihou:
		v.add(yChiihou, 1)
	case s.renhou && s.opt.Renhou == RenhouYakuman:
		v.add(yRenhouYakuman, 1)
	}
}

// colour adds honitsu or chinitsu, and tanyao.
func (s *situation) colour(v *value) {
	if s.allSimple && (s.closed || s.opt.OpenTanyao == On) {
		v.add(yTanyao, 1)
	}
	if s.suits&(s.suits-1) == 0 && s.suits != 0 {
		if s.hasHonor {
			v.add(yHonitsu, 0)
		} else {
			v.add(yChinitsu, 0)
		}
	}
}

func (s *situation) evalKokushi(r *reading, v *value) bool {
	s.yakumanFacts(v)
	if s.conc[r.winTile] == 2 && s.opt.DoubleKokushi13 == On {
		v.add(yKokushi13, 2)
	} else {
		v.add(yKokushi, 1)
	}
	if s.opt.Aotenjou == On {
		s.plainFu(v) // the fu matter only without limits
	}
	s.finishYakuman(v)
	return true
}

func (s *situation) evalPairs(r *reading, v *value) bool {
	s.yakumanFacts(v)
	switch {
	case s.allHonor && s.opt.Daichisei == DaichiseiDouble:
		v.add(yDaichisei, 2)
	case s.allHonor && s.opt.Daichisei == DaichiseiYakuman:
		v.add(yDaichisei, 1)
	case s.allHonor:
		v.add(yTsuuiisou, 1)
	}
	if s.hasWheel {
		v.add(s.wheel, 1)
	}
	if v.ny > 0 {
		if s.opt.Aotenjou == On {
			v.fu = 25 // the fu matter only without limits
			v.addFu(fuChiitoitsu, 25, -1)
		}
		s.finishYakuman(v)
		return true
	}
	s.situational(v)
	s.lastAndKan(v)
	s.colour(v)
	if s.allMajor {
		v.add(yHonroutou, 0)
	}
	v.add(yChiitoitsu, 0)
	if s.renhou && s.opt.Renhou == RenhouFiveHan {
		v.add(yRenhou, 0)
	}
	v.fu = 25
	v.addFu(fuChiitoitsu, 25, -1)
	s.finishRegular(v)
	return true
}

func (s *situation) evalStandard(r *reading, v *value) bool {
	ron := !s.tsumo
	var nSeq, nTrip, nQuad, ankou, dragons, winds int
	var seqs [4]tile.Tile
	allMajorGroups := true
	for i := range r.ng {
		g := r.g[i]
		switch g.kind {
		case gSeq:
			seqs[nSeq] = g.t
			nSeq++
			if g.t.Rank() != 1 && g.t.Rank() != 7 {
				allMajorGroups = false
			}
			continue
		case gQuad:
			nQuad++
		}
		nTrip++
		if !major(g.t) {
			allMajorGroups = false
		}
		concealed := !g.melded && !(ron && int8(i) == r.win) || g.melded && !g.open
		if concealed {
			ankou++
		}
		switch {
		case g.t.IsDragon():
			dragons++
		case g.t.IsWind():
			winds++
		}
	}
	// Yakuman.
	s.yakumanFacts(v)
	if ankou == 4 {
		if r.win < 0 && s.opt.DoubleSuuankouTanki == On {
			v.add(ySuuankouTanki, 2)
		} else {
			v.add(ySuuankou, 1)
		}
	}
	if dragons == 3 {
		v.add(yDaisangen, 1)
	}
	switch {
	case winds == 4 && s.opt.DoubleDaisuushii == On:
		v.add(yDaisuushii, 2)
	case winds == 4:
		v.add(yDaisuushii, 1)
	case winds == 3 && r.pair.IsWind():
		v.add(yShousuushii, 1)
	}
	if s.allHonor {
		v.add(yTsuuiisou, 1)
	}
	if s.allTerm {
		v.add(yChinroutou, 1)
	}
	if s.green && (s.opt.RyuuiisouNeedsGreen != On || s.all[tile.Green] > 0) {
		v.add(yRyuuiisou, 1)
	}
	if s.noMelds {
		if ok, nine := chuuren(&s.conc, r.winTile); ok {
			if nine && s.opt.DoubleChuuren9 == On {
				v.add(yChuuren9, 2)
			} else {
				v.add(yChuuren, 1)
			}
		}
	}
	if nQuad == 4 {
		v.add(ySuukantsu, 1)
	}
	if s.hasWheel {
		v.add(s.wheel, 1)
	}
	if v.ny > 0 {
		s.standardFu(r, v, false)
		s.finishYakuman(v)
		return true
	}

	// Regular yaku.
	s.situational(v)
	pinfu := s.closed && nSeq == 4 && r.wait == wRyanmen && s.pairFu(r.pair) == 0
	if pinfu {
		v.add(yPinfu, 1)
	}
	if s.closed && nSeq >= 2 {
		switch peikou(seqs, nSeq) {
		case 1:
			v.add(yIipeikou, 1)
		case 2:
			v.add(yRyanpeikou, 0)
		}
	}
	s.lastAndKan(v)
	for i := range r.ng {
		g := r.g[i]
		if g.kind == gSeq {
			continue
		}
		switch {
		case g.t == tile.White:
			v.add(yWhite, 1)
		case g.t == tile.Green:
			v.add(yGreen, 1)
		case g.t == tile.Red:
			v.add(yRed, 1)
		}
		if g.t == s.seat {
			v.add(ySeatWind, 1)
		}
		if g.t == s.round {
			v.add(yRoundWind, 1)
		}
		if g.t == tile.North && s.opt.NorthYakuhai == On {
			v.add(yNorth, 1) // three players only: North is nobody's seat nor the round
		}
	}
	if allMajorGroups && major(r.pair) && nSeq > 0 {
		if s.hasHonor {
			v.add(yChanta, 0)
		} else {
			v.add(yJunchan, 0)
		}
	}
	if ittsu(seqs, nSeq) {
		v.add(yIttsu, 0)
	}
	if sanshoku(seqs, nSeq) {
		v.add(ySanshoku, 0)
	}
	if s.doukou(r) {
		v.add(ySanshokuDoukou, 0)
	}
	if nQuad == 3 {
		v.add(ySankantsu, 0)
	}
	if nTrip == 4 {
		v.add(yToitoi, 0)
	}
	if ankou == 3 {
		v.add(ySanankou, 0)
	}
	if dragons == 2 && r.pair.IsDragon() {
		v.add(yShousangen, 0)
	}
	if s.allMajor {
		v.add(yHonroutou, 0)
	}
	s.colour(v)
	if s.renhou && s.opt.Renhou == RenhouFiveHan {
		v.add(yRenhou, 0)
	}
	if v.ny == 0 {
		return false
	}
	s.standardFu(r, v, pinfu)
	s.finishRegular(v)
	return true
}

// peikou returns 2 for two pairs of identical sequences, 1 for one pair, 0 for none.
func peikou(seqs [4]tile.Tile, n int) int {
	// Sort the up to four starts (insertion sort).
	for i := 1; i < n; i++ {
		for j := i; j > 0 && seqs[j] < seqs[j-1]; j-- {
			seqs[j], seqs[j-1] = seqs[j-1], seqs[j]
		}
	}
	if n == 4 && seqs[0] == seqs[1] && seqs[2] == seqs[3] {
		return 2
	}
	for i := 1; i < n; i++ {
		if seqs[i] == seqs[i-1] {
			return 1
		}
	}
	return 0
}

func ittsu(seqs [4]tile.Tile, n int) bool {
	var have [3]uint8 // bit 0: 1, bit 1: 4, bit 2: 7, per suit
	for _, t := range seqs[:n] {
		switch t.Rank() {
		case 1:
			have[t.Index()/9] |= 1
		case 4:
			have[t.Index()/9] |= 2
		case 7:
			have[t.Index()/9] |= 4
		}
	}
	return have[0] == 7 || have[1] == 7 || have[2] == 7
}

func sanshoku(seqs [4]tile.Tile, n int) bool {
	var have [10]uint8 // per rank, bit per suit
	for _, t := range seqs[:n] {
		have[t.Rank()] |= 1 << (t.Index() / 9)
	}
	for _, b := range have {
		if b == 7 {
			return true
		}
	}
	return false
}

func (s *situation) doukou(r *reading) bool {
	var have [10]uint8
	for i := range r.ng {
		g := r.g[i]
		if g.kind != gSeq && g.t.IsSuited() {
			have[g.t.Rank()] |= 1 << (g.t.Index() / 9)
		}
	}
	for _, b := range have {
		if b == 7 {
			return true
		}
	}
	return false
}

// standardFu counts the fu of a standard reading (docs/rules/riichi.md §9).
func (s *situation) standardFu(r *reading, v *value, pinfu bool) {
	ron := !s.tsumo
	if pinfu {
		v.addFu(fuBase, 20, -1)
		switch {
		case s.tsumo && s.opt.PinfuTsumoFu == On:
			v.addFu(fuTsumo, 2, -1)
			v.addFu(fuRounding, 8, -1)
			v.fu = 30
		case s.tsumo:
			v.fu = 20
			v.addFu(fuPinfuTsumo, 0, -1)
		default:
			v.addFu(fuMenzenRon, 10, -1)
			v.fu = 30
		}
		return
	}
	fu := 20
	v.addFu(fuBase, 20, -1)
	if s.closed && ron {
		fu += 10
		v.addFu(fuMenzenRon, 10, -1)
	}
	if s.tsumo {
		fu += 2
		v.addFu(fuTsumo, 2, -1)
	}
	switch r.wait {
	case wKanchan, wPenchan, wTanki:
		fu += 2
		v.addFu(fuWait, 2, -1)
	}
	if p := s.pairFu(r.pair); p > 0 {
		fu += p
		v.addFu(fuPair, p, -1)
	}
	for i := range r.ng {
		g := r.g[i]
		if g.kind == gSeq {
			continue
		}
		f := 2 // open triplet of simples
		concealed := !g.melded && !(ron && int8(i) == r.win) || g.melded && !g.open
		if concealed {
			f *= 2
		}
		if g.kind == gQuad {
			f *= 4
		}
		if major(g.t) {
			f *= 2
		}
		fu += f
		v.addFu(fuGroup, f, int8(i))
	}
	rounded := (fu + 9) / 10 * 10
	if rounded != fu {
		v.addFu(fuRounding, rounded-fu, -1)
	}
	if rounded == 20 && !s.closed && ron && s.opt.OpenPinfuFu == On {
		rounded = 30
		v.addFu(fuOpenMinimum, 10, -1)
	}
	v.fu = rounded
}

// finishYakuman sets the multiples, the pao share and the value of a yakuman reading. Without
// YakumanStacking only the largest yakuman counts.
func (s *situation) finishYakuman(v *value) {
	if s.opt.YakumanStacking == Off && v.ny > 1 {
		best := 0
		for i := 1; i < int(v.ny); i++ {
			if v.yaku[i].han > v.yaku[best].han {
				best = i
			}
		}
		v.yaku[0] = v.yaku[best]
		v.ny = 1
	}
	for i := range v.ny {
		y := &v.yaku[i]
		v.yakuman += int(y.han)
		switch {
		case y.id == yDaisangen, y.id == yDaisuushii, y.id == ySuukantsu && s.opt.PaoSuukantsu == On:
			v.paoMult += int(y.han)
		}
		y.han *= 13
	}
	v.han = 13 * v.yakuman
	v.basic = 8000 * v.yakuman
	v.raw = v.basic
	v.limit = yakumanLimit(v.yakuman)
	v.rank = 1000 * v.yakuman
	if s.opt.Aotenjou == On {
		v.basic, v.raw, v.limit = s.aotenjou(v.han, v.fu)
	}
}

// plainFu counts the fu of a kokushi reading, which has no groups and no wait fu: the base, the
// closed ron or the tsumo, and the rounding (30 fu either way).
func (s *situation) plainFu(v *value) {
	v.addFu(fuBase, 20, -1)
	if s.tsumo {
		v.addFu(fuTsumo, 2, -1)
		v.addFu(fuRounding, 8, -1)
	} else {
		v.addFu(fuMenzenRon, 10, -1)
	}
	v.fu = 30
}

// maxBasic bounds the basic points without limits (docs/rules/riichi.md §10.1): every payment of a
// win (at most six times the basic points, rounded up, plus the largest honba) fits a ledger, whose
// amounts sum to at most [score.MaxAmount] (2^53, exact as a JSON number). That is about 1.5 × 10^15:
// 43 han at 30 fu; three yakuman (39 han) always fit, four (52 han) never do.
const maxBasic = (score.MaxAmount - 3*maxHonbaUnit*maxCounters - 300) / 6

// aotenjou returns the basic points, the same raw points and the limit name of han and fu without
// any limit (fu × 2^(2+han)). A value above maxBasic marks the situation as overflowing and reads as
// maxBasic; the scorer then refuses the win with [ErrTooLarge]. The shift is checked before it is
// made, so no value wraps.
func (s *situation) aotenjou(han, fu int) (int, int, string) {
	if fu <= 0 {
		return 0, 0, limitAotenjou
	}
	if han+2 >= bits.UintSize-1 || fu > maxBasic>>(han+2) {
		s.overflow = true
		return maxBasic, maxBasic, limitAotenjou
	}
	b := fu << (han + 2)
	return b, b, limitAotenjou
}

// kazoeLimit names n counted yakuman: "kazoe-yakuman", "kazoe-double-yakuman" and so on.
func kazoeLimit(n int) string {
	if n == 1 {
		return limitKazoe
	}
	return "kazoe-" + yakumanLimit(n)
}

func yakumanLimit(n int) string {
	if n < len(yakumanLimitNames) {
		return yakumanLimitNames[n]
	}
	return "yakuman-x" + itoa(n)
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// finishRegular fills in the han of each regular yaku, the dora and the basic points.
func (s *situation) finishRegular(v *value) {
	han := 0
	for i := range v.ny {
		y := &v.yaku[i]
		y.han = closedHan[y.id]
		if !s.closed {
			y.han = openHan[y.id]
		}
		han += int(y.han)
	}
	v.dora, v.aka, v.ura, v.nuki = s.dora, s.aka, s.ura, s.nuki
	han += s.dora + s.aka + s.ura + s.nuki
	v.han = han
	v.basic, v.raw, v.limit = s.basic(han, v.fu)
	if s.renhou && s.opt.Renhou == RenhouMangan && v.basic < 2000 {
		// Renhou as a mangan: the better of mangan and the value without renhou.
		*v = value{fu: v.fu, fuItems: v.fuItems, nfu: v.nfu}
		v.add(yRenhou, 5)
		v.han = 5
		v.basic, v.raw, v.limit = 2000, 2000, limitMangan
	}
	v.rank = v.han
}

// basic returns the basic points, the points before limits and the limit's name for han and fu
// (docs/rules/riichi.md §10.1). From 13 han on the points before limits are the limit's own (fu × 2^(2+han)
// would overflow with enough dora).
func (s *situation) basic(han, fu int) (int, int, string) {
	if s.opt.Aotenjou == On {
		return s.aotenjou(han, fu)
	}
	raw := 0
	if han < 13 {
		raw = fu << (2 + han)
	}
	switch {
	case han >= 13:
		switch s.opt.Kazoe {
		case KazoeSanbaiman:
			return 6000, 6000, limitKazoeCapped
		case KazoeMultiple:
			n := han / 13
			return 8000 * n, 8000 * n, kazoeLimit(n)
		case KazoeYakuman:
		}
		return 8000, 8000, limitKazoe
	case han >= 11:
		return 6000, raw, limitSanbaiman
	case han >= 8:
		return 4000, raw, limitBaiman
	case han >= 6:
		return 3000, raw, limitHaneman
	case han == 5 || raw > 2000 || raw == 1920 && s.opt.Kiriage == On:
		return 2000, raw, limitMangan
	}
	return raw, raw, limitNone
}

// better reports whether a beats b (docs/rules/riichi.md §7.5): more basic points, then more han
// (yakuman above all), then more fu. Ties keep the earlier reading.
func better(a, b *value) bool {
	if a.basic != b.basic {
		return a.basic > b.basic
	}
	if a.rank != b.rank {
		return a.rank > b.rank
	}
	return a.fu > b.fu
}

// countDora returns the han from indicators in over the tile counts c (docs/rules/riichi.md §8.5) at
// a table of players: with three, indicator 1m names 9m (the hand holds no 2m), and each of the kita
// Norths set aside counts like a North held (docs/rules/riichi.md §17.2, docs/rules/riichi.md §17.6).
func countDora(c *tile.Counts, in score.Indicators, players, kita int) int {
	n := 0
	for _, t := range in[:in.Len()] {
		n += int(c[doraOf(t)])
	}
	if players == 3 {
		for _, t := range in[:in.Len()] {
			switch t {
			case tile.Character1:
				n += int(c[tile.Character9])
			case tile.West:
				n += kita
			}
		}
	}
	return n
}

// doraOf returns the dora kind an indicator names (docs/rules/riichi.md §1.4).
func doraOf(t tile.Tile) tile.Tile {
	switch {
	case t.IsSuited():
		if t.Rank() == 9 {
			return t - 8
		}
		return t + 1
	case t == tile.North:
		return tile.East
	case t.IsWind():
		return t + 1
	case t == tile.Red:
		return tile.White
	case t.IsDragon():
		return t + 1
	}
	return tile.None
}
