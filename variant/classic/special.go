package classic

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// suitTile returns the tile of suit index s (0 Characters, 1 Circles, 2 Bamboo) and rank r.
func suitTile(s, r int) tile.Tile { return tile.Character1 + tile.Tile(9*s+r-1) }

// suitTotals returns the number of tiles of each suit and of honours in c.
func suitTotals(c *tile.Counts) (suits [3]int, honours int) {
	for t := tile.Character1; t <= tile.Red; t++ {
		if t.IsHonor() {
			honours += int(c[t])
		} else {
			suits[(t-tile.Character1)/9] += int(c[t])
		}
	}
	return suits, honours
}

// knitting: 7 couples, each one number in two suits; two suits only; no honours.
func knitting(c *tile.Counts) bool {
	suits, honours := suitTotals(c)
	if honours != 0 {
		return false
	}
	var used []int
	for s, n := range suits {
		if n > 0 {
			used = append(used, s)
		}
	}
	if len(used) != 2 {
		return false
	}
	for r := 1; r <= 9; r++ {
		if c[suitTile(used[0], r)] != c[suitTile(used[1], r)] {
			return false
		}
	}
	return suits[used[0]] == 7
}

// tripleKnitting: 4 triples (one number in all three suits) and a couple (one number in two suits);
// no honours.
func tripleKnitting(c *tile.Counts) bool {
	suits, honours := suitTotals(c)
	if honours != 0 || suits[0]+suits[1]+suits[2] != 14 {
		return false
	}
	for r := 1; r <= 9; r++ {
		for skip := range 3 { // the suit the couple leaves out
			d := *c
			ok := true
			for s := range 3 {
				if s == skip {
					continue
				}
				t := suitTile(s, r)
				if d[t] == 0 {
					ok = false
					break
				}
				d[t]--
			}
			if !ok {
				continue
			}
			equal := true
			for q := 1; q <= 9 && equal; q++ {
				equal = d[suitTile(0, q)] == d[suitTile(1, q)] && d[suitTile(1, q)] == d[suitTile(2, q)]
			}
			if equal {
				return true
			}
		}
	}
	return false
}

// allPairHonours: the 14 concealed tiles c of h are 7 pairs of different kinds ([hand.SevenPairs]), all
// terminals or honours.
func allPairHonours(h hand.Hand, c *tile.Counts) bool {
	return onlyKinds(c, tile.MajorKinds) && h.Shapes()&hand.SevenPairs != 0
}

// gatesOfHeaven: one suit, 1-1-1, 2 to 8, 9-9-9 and one more tile from 2 to 8.
func gatesOfHeaven(c *tile.Counts) bool {
	for s := range 3 {
		if c[suitTile(s, 1)] != 3 || c[suitTile(s, 9)] != 3 {
			continue
		}
		n := 6
		ok := true
		for r := 2; r <= 8; r++ {
			k := int(c[suitTile(s, r)])
			if k < 1 {
				ok = false
			}
			n += k
		}
		if ok && n == 14 {
			return true
		}
	}
	return false
}

// wrigglingSnake: one suit, 1-1 and 2 to 9, plus one of each wind.
func wrigglingSnake(c *tile.Counts) bool {
	for w := tile.East; w <= tile.North; w++ {
		if c[w] != 1 {
			return false
		}
	}
	for s := range 3 {
		if c[suitTile(s, 1)] != 2 {
			continue
		}
		ok := true
		for r := 2; r <= 9; r++ {
			ok = ok && c[suitTile(s, r)] == 1
		}
		if ok && c.Total() == 14 {
			return true
		}
	}
	return false
}

// onlyKinds reports whether every tile of c is in s.
func onlyKinds(c *tile.Counts, s tile.Set) bool { return c.Kinds()&^s == 0 }

var imperialJadeKinds = tile.SetOf(tile.Bamboo2, tile.Bamboo3, tile.Bamboo4, tile.Bamboo6, tile.Bamboo8, tile.Green)

// setsOf reports whether every kind of ts is the tile of a pung or kong of a, and how many of a's sets
// are pungs or kongs.
func setsOf(a *hand.Arrangement, ts tile.Set) (all bool, pungs int) {
	var have tile.Set
	for _, m := range a.Melds {
		if k := m.Kind(); k == meld.Pung || k == meld.Kong {
			pungs++
			have = have.With(m.Tile())
		}
	}
	return ts&^have == 0, pungs
}

var (
	dragonKinds = tile.SetOf(tile.White, tile.Green, tile.Red)
	windKinds   = tile.SetOf(tile.East, tile.South, tile.West, tile.North)
)

// special names a half-limit or limit hand of docs/rules/classic.md §8.9 (other than Purity and Buried
// Treasure, which depend on the reading).
type special uint8

// The special hands, in the order of docs/rules/classic.md §8.9.
const (
	specialKnitting special = iota
	specialTripleKnitting
	specialAllPairHonours
	specialHeadsAndTails
	specialImperialJade
	specialAllWindsAndDragons
	specialFourfoldPlenty
	specialThreeGreatScholars
	specialFourBlessings
	specialThirteenUniqueWonders
	specialGatesOfHeaven
	specialWrigglingSnake
	specialHeavensBlessing
	specialEarthsBlessing
	specialTwofoldFortune
	specialPlumBlossom
	specialPluckingTheMoon
)

// specialHand is one row of the special-hand tables of docs/rules/classic.md §8.9.
type specialHand struct {
	kind special
	name string
	half bool // a half-limit hand; otherwise a limit hand
}

// specialHands lists the half-limit and limit hands of docs/rules/classic.md §8.9 in its order; Buried
// Treasure is matched per reading.
var specialHands = [...]specialHand{
	{specialKnitting, "Knitting", true},
	{specialTripleKnitting, "Triple Knitting", true},
	{specialAllPairHonours, "All Pair Honours", true},
	{specialHeadsAndTails, "Heads and Tails", false},
	{specialImperialJade, "Imperial Jade", false},
	{specialAllWindsAndDragons, "All Winds and Dragons", false},
	{specialFourfoldPlenty, "Fourfold Plenty", false},
	{specialThreeGreatScholars, "Three Great Scholars", false},
	{specialFourBlessings, "Four Blessings Hovering over the Door", false},
	{specialThirteenUniqueWonders, "13 Unique Wonders", false},
	{specialGatesOfHeaven, "Gates of Heaven", false},
	{specialWrigglingSnake, "Wriggling Snake", false},
	{specialHeavensBlessing, "Heaven's Blessing", false},
	{specialEarthsBlessing, "Earth's Blessing", false},
	{specialTwofoldFortune, "Twofold Fortune", false},
	{specialPlumBlossom, "Gathering the Plum Blossom from the Roof", false},
	{specialPluckingTheMoon, "Plucking the Moon from the Bottom of the Sea", false},
}

// match reports whether the hand meets the requirement of special hand k; c.arrs are its standard
// arrangements within MaxChows. (A method with a switch rather than a func field: an indirect call
// would make c escape to the heap.)
func (c *scoring) match(k special) bool {
	switch k {
	case specialKnitting:
		return c.melds == 0 && knitting(&c.concealed)
	case specialTripleKnitting:
		return c.melds == 0 && tripleKnitting(&c.concealed)
	case specialAllPairHonours:
		return c.melds == 0 && allPairHonours(c.h, &c.concealed)
	case specialHeadsAndTails:
		return len(c.arrs) > 0 && onlyKinds(&c.all, tile.TerminalKinds)
	case specialImperialJade:
		return len(c.arrs) > 0 && onlyKinds(&c.all, imperialJadeKinds)
	case specialAllWindsAndDragons:
		return len(c.arrs) > 0 && onlyKinds(&c.all, tile.HonorKinds)
	case specialFourfoldPlenty:
		return c.kongs == 4 && len(c.arrs) > 0
	case specialThreeGreatScholars:
		for i := range c.arrs {
			if all, p := setsOf(&c.arrs[i], dragonKinds); all && p == 4 {
				return true
			}
		}
		return false
	case specialFourBlessings:
		for i := range c.arrs {
			if all, _ := setsOf(&c.arrs[i], windKinds); all {
				return true
			}
		}
		return false
	case specialThirteenUniqueWonders:
		return c.melds == 0 && c.h.Shapes()&hand.ThirteenOrphans != 0
	case specialGatesOfHeaven:
		return c.melds == 0 && gatesOfHeaven(&c.concealed)
	case specialWrigglingSnake:
		return c.melds == 0 && wrigglingSnake(&c.concealed)
	case specialHeavensBlessing:
		return c.w.Flags&score.HeavensBlessing != 0
	case specialEarthsBlessing:
		return c.w.Flags&score.EarthsBlessing != 0
	case specialTwofoldFortune:
		return c.w.Flags&score.KongUponKong != 0
	case specialPlumBlossom:
		return c.w.Source == score.Replacement && c.w.Winning == tile.Circle5
	case specialPluckingTheMoon:
		return c.w.Source == score.Wall && c.w.Flags&score.LastTile != 0 && c.w.Winning == tile.Circle1
	}
	return false
}

// buriedTreasure is the name of the limit hand matched per reading.
const buriedTreasure = "Buried Treasure"

// isBuriedTreasure reports whether the reading has four concealed pungs or kongs and all its suit
// tiles in one suit.
func (c *scoring) isBuriedTreasure(rd *reading) bool {
	for i, m := range rd.a.Melds {
		if k := m.Kind(); k != meld.Pung && k != meld.Kong || c.exposed(rd, i) {
			return false
		}
	}
	used := 0
	for _, n := range c.suits {
		if n > 0 {
			used++
		}
	}
	return used <= 1
}

// isPure reports whether all tiles are of one suit, with no honours.
func (c *scoring) isPure() bool {
	used := 0
	for _, n := range c.suits {
		if n > 0 {
			used++
		}
	}
	return used == 1 && c.honours == 0
}

// specialHandNames returns the names of the half-limit and limit hands of docs/rules/classic.md §8.9,
// in its order.
func specialHandNames() []string {
	names := make([]string, 0, len(specialHands)+1)
	for _, s := range specialHands[:3] {
		names = append(names, s.name)
	}
	names = append(names, buriedTreasure)
	for _, s := range specialHands[3:] {
		names = append(names, s.name)
	}
	return names
}
