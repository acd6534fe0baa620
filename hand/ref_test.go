package hand_test

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/handref"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// The reference answers of the tests: internal/handref computes each analysis from its definition,
// sharing no code with the engine. These adapt hands and options to it.

func refHand(h hand.Hand) handref.Hand {
	return handref.Hand{Concealed: h.Concealed(), Melds: h.Melds()}
}

func refOptions(o hand.Options) handref.Options {
	return handref.Options{Shapes: handref.Shape(o.Shapes), Kinds: o.Kinds, ExcludeHeld: o.ExcludeHeld}
}

func refShanten(h hand.Hand, o hand.Options) int { return handref.Shanten(refHand(h), refOptions(o)) }

// refShantenOf is the reference shanten number of h for the shapes s alone.
func refShantenOf(h hand.Hand, o hand.Options, s hand.Shape) int {
	o.Shapes = s
	return refShanten(h, o)
}

func refShantenStandard(h hand.Hand, o hand.Options) int { return refShantenOf(h, o, hand.Standard) }

func refIsWin(h hand.Hand, o hand.Options) bool { return handref.IsWin(refHand(h), refOptions(o)) }

func refShapes(h hand.Hand) hand.Shape { return hand.Shape(handref.Shapes(refHand(h))) }

func refWaits(h hand.Hand, o hand.Options) tile.Set { return handref.Waits(refHand(h), refOptions(o)) }

func refArrangements(c tile.Counts, sets int) [][5]meld.Meld { return handref.Arrangements(c, sets) }

func refReadyDiscards(h hand.Hand, o hand.Options) tile.Set {
	return handref.ReadyDiscards(refHand(h), refOptions(o))
}

// refAcceptance is the definition of acceptance: every usable kind t of which h holds fewer than four
// such that h plus t has a lower shanten number, with its live count. It takes the shanten numbers from
// the package (which the shanten properties check against the reference, and internal/shanten's
// tests check the acceptance itself against handref.Accept): the reference's would make these
// properties about a hundred times slower, too slow under the race detector.
func refAcceptance(h hand.Hand, o hand.Options, visible tile.Counts) hand.Acceptance {
	kinds := o.Kinds & tile.PlayingKinds
	if o.Kinds == 0 {
		kinds = tile.PlayingKinds
	}
	a := hand.Acceptance{Shanten: h.Shanten(o)}
	all := h.All()
	for t := range kinds.All() {
		h2, err := h.With(t) // an error for a fifth copy, never accepted
		if err == nil && h2.Shanten(o) < a.Shanten {
			a.Kinds = a.Kinds.With(t)
			a.Live[t] = 4 - all[t] - visible[t]
			a.Total += int(a.Live[t])
		}
	}
	return a
}

// refDiscards is the unranked discard table by its definition: the acceptance after each distinct
// discard, the tile cut counted as seen (it lies in the river).
func refDiscards(h hand.Hand, o hand.Options, visible tile.Counts) map[tile.Tile]hand.Acceptance {
	out := map[tile.Tile]hand.Acceptance{}
	for x := range h.Concealed().Kinds().All() {
		h2, err := h.Without(x)
		if err != nil {
			panic(err)
		}
		seen := visible
		seen[x]++
		out[x] = refAcceptance(h2, o, seen)
	}
	return out
}
