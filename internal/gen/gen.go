// Package gen holds rapid generators shared by the module's property tests: tile kinds, tile counts,
// melds and whole hands (random, complete or one tile short of complete), always within the real tile
// set (at most four copies of a kind, declared melds included).
//
// Every generator is built with [rapid.Custom] and draws all its randomness from the rapid.T, so
// failures shrink and replay.
package gen

import (
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Tile returns a generator of playing kinds (suits and honours).
func Tile() *rapid.Generator[tile.Tile] { return TileOf(tile.PlayingKinds) }

// TileOf returns a generator of the kinds in kinds (which must not be empty).
func TileOf(kinds tile.Set) *rapid.Generator[tile.Tile] {
	return rapid.SampledFrom(kinds.Tiles(nil))
}

// pool is a multiset of tiles still available: four copies of each usable kind minus the tiles used.
type pool struct {
	left  tile.Counts
	kinds tile.Set
}

func newPool(kinds tile.Set) pool {
	p := pool{kinds: kinds & tile.PlayingKinds}
	for t := range p.kinds.All() {
		p.left[t] = 4
	}
	return p
}

// draw draws one tile uniformly from the tiles left (tile.None if none).
func (p *pool) draw(t *rapid.T, label string) tile.Tile {
	n := p.left.Total()
	if n == 0 {
		return tile.None
	}
	i := rapid.IntRange(0, n-1).Draw(t, label)
	for k := tile.Character1; k <= tile.Red; k++ {
		if i < int(p.left[k]) {
			p.left[k]--
			return k
		}
		i -= int(p.left[k])
	}
	return tile.None
}

// take removes the tiles of c from the pool, reporting false (and changing nothing) if they are not all
// there.
func (p *pool) take(c tile.Counts) bool {
	if !p.left.Contains(c) {
		return false
	}
	for k := range c {
		p.left[k] -= c[k]
	}
	return true
}

// Counts returns a generator of n tiles drawn without replacement from four copies of each kind in
// kinds (n is capped at the number of tiles there are).
func Counts(n int, kinds tile.Set) *rapid.Generator[tile.Counts] {
	return rapid.Custom(func(t *rapid.T) tile.Counts {
		p := newPool(kinds)
		var c tile.Counts
		for range n {
			k := p.draw(t, "tile")
			if k == tile.None {
				break
			}
			c[k]++
		}
		return c
	})
}

// groups lists every group usable as a set or pair with its tiles, for the kinds in kinds.
func groups(kinds tile.Set, k meld.Kind) []meld.Meld {
	var out []meld.Meld
	for t := range (kinds & tile.PlayingKinds).All() {
		m, err := meld.New(k, t)
		if err != nil {
			continue
		}
		var c tile.Counts
		m.AddTo(&c)
		if c.Kinds()&^kinds == 0 {
			out = append(out, m)
		}
	}
	return out
}

// drawGroup draws a group of one of the given kinds whose tiles the pool still has, removes its tiles
// and returns it; ok is false when none fits.
func (p *pool) drawGroup(t *rapid.T, kinds []meld.Kind, label string) (meld.Meld, bool) {
	var fit []meld.Meld
	for _, k := range kinds {
		for _, m := range groups(p.kinds, k) {
			var c tile.Counts
			m.AddTo(&c)
			if p.left.Contains(c) {
				fit = append(fit, m)
			}
		}
	}
	if len(fit) == 0 {
		return meld.Meld{}, false
	}
	m := fit[rapid.IntRange(0, len(fit)-1).Draw(t, label)]
	var c tile.Counts
	m.AddTo(&c)
	p.take(c)
	return m, true
}

// Meld returns a generator of declared melds: claimed chows, pungs and kongs (from a random seat),
// concealed kongs and added kongs, of the kinds in kinds (which must allow at least one pung).
func Meld(kinds tile.Set) *rapid.Generator[meld.Meld] {
	return rapid.Custom(func(t *rapid.T) meld.Meld {
		p := newPool(kinds)
		return p.declare(t, "meld")
	})
}

// declare draws a declared meld from the pool (the zero Meld if none fits).
func (p *pool) declare(t *rapid.T, label string) meld.Meld {
	k := rapid.SampledFrom([]meld.Kind{meld.Chow, meld.Pung, meld.Kong}).Draw(t, label+" kind")
	m, ok := p.drawGroup(t, []meld.Kind{k}, label)
	if !ok {
		m, ok = p.drawGroup(t, []meld.Kind{meld.Pung, meld.Chow, meld.Kong}, label)
		if !ok {
			return meld.Meld{}
		}
	}
	seat := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, label+" seat"))
	switch m.Kind() {
	case meld.Kong:
		switch rapid.IntRange(0, 2).Draw(t, label+" origin") {
		case 0:
			return m // concealed kong
		case 1:
			return m.AsClaimed(seat)
		default:
			up, err := m.AsClaimed(seat).Upgrade()
			if err != nil {
				return m
			}
			return up
		}
	case meld.Chow, meld.Pung:
		return m.AsClaimed(seat)
	case meld.Pair, meld.KindNone:
	}
	return m
}

// Form says how the concealed tiles of a generated hand are made.
type Form uint8

// The forms.
const (
	// Random draws the concealed tiles at random from the tiles left.
	Random Form = iota
	// Complete makes a complete standard hand (size 14) from random sets and a pair.
	Complete
	// Ready makes a complete standard hand and removes one random concealed tile (size 13).
	Ready
	// Mixed picks one of the other forms at random.
	Mixed
)

var formNames = [...]string{Random: "random", Complete: "complete", Ready: "ready", Mixed: "mixed"}

// String returns the form's name.
func (f Form) String() string {
	if int(f) < len(formNames) {
		return formNames[f]
	}
	return "gen.Form(?)"
}

// Spec describes the hands [Hand] generates. The zero value means random hands of size 13 or 14 of all
// playing kinds and no declared melds.
type Spec struct {
	// Size is 13 or 14, or 0 for either (ignored by Complete and Ready).
	Size int
	// MinMelds and MaxMelds bound the number of declared melds (0..4).
	MinMelds, MaxMelds int
	// Kinds are the kinds the hand is made of (at least nine of them); zero means every playing kind.
	// Few kinds (one suit) give dense hands with many quads, wins and waits.
	Kinds tile.Set
	// Form says how the concealed tiles are made.
	Form Form
}

// Hand returns a generator of valid hands as spec describes. The bonus tiles are always empty.
func Hand(spec Spec) *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		kinds := spec.Kinds
		if kinds == 0 {
			kinds = tile.PlayingKinds
		}
		p := newPool(kinds)
		hi := min(max(spec.MaxMelds, spec.MinMelds), hand.MaxMelds)
		nm := rapid.IntRange(min(spec.MinMelds, hi), hi).Draw(t, "melds")
		var melds []meld.Meld
		for range nm {
			m := p.declare(t, "meld")
			if !m.IsValid() {
				break
			}
			melds = append(melds, m)
		}
		form := spec.Form
		if form == Mixed {
			form = rapid.SampledFrom([]Form{Random, Complete, Ready}).Draw(t, "form")
		}
		var c tile.Counts
		switch form {
		case Complete, Ready:
			ok := true
			if pair, found := p.drawGroup(t, []meld.Kind{meld.Pair}, "pair"); found {
				pair.AddTo(&c)
			} else {
				ok = false
			}
			for i := len(melds); i < 4 && ok; i++ {
				m, found := p.drawGroup(t, []meld.Kind{meld.Chow, meld.Pung}, "set")
				if !found {
					ok = false
					break
				}
				m.AddTo(&c)
			}
			if ok {
				if form == Ready {
					ts := c.Tiles(nil)
					c[ts[rapid.IntRange(0, len(ts)-1).Draw(t, "removed")]]--
				}
				break
			}
			// Not enough tiles for the shape: fall back to random tiles of the same size.
			for k := range c {
				p.left[k] += c[k]
			}
			c = tile.Counts{}
			fallthrough
		default:
			size := spec.Size
			if size != 13 && size != 14 {
				size = rapid.IntRange(13, 14).Draw(t, "size")
			}
			if form == Complete {
				size = 14
			} else if form == Ready {
				size = 13
			}
			for range size - 3*len(melds) {
				k := p.draw(t, "tile")
				if k == tile.None {
					break
				}
				c[k]++
			}
		}
		h, err := hand.FromCounts(c, melds, 0)
		if err != nil {
			t.Fatalf("gen: invalid hand %v %v: %v", c, melds, err)
		}
		return h
	})
}

// Reddened returns a generator of h with some of its fives red: each declared meld and each number
// suit's concealed fives get a random number of red fives, from none to all. The hand is the kind-for-
// kind same as h.
func Reddened(h hand.Hand) *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		melds := h.Melds()
		for i, m := range melds {
			r, err := m.WithRed(rapid.IntRange(0, m.Fives()).Draw(t, "meld red"))
			if err != nil {
				t.Fatalf("gen: %v", err)
			}
			melds[i] = r
		}
		out, err := hand.FromCounts(h.Concealed(), melds, h.Bonus())
		if err != nil {
			t.Fatalf("gen: %v", err)
		}
		for _, s := range []tile.Suit{tile.Characters, tile.Circles, tile.Bamboo} {
			n := rapid.IntRange(0, h.Concealed().Count(tile.Of(s, 5))).Draw(t, "concealed red")
			if out, err = out.MarkRed(s, n); err != nil {
				t.Fatalf("gen: %v", err)
			}
		}
		return out
	})
}
