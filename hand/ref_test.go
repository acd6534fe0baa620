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
// such that h plus t has a lower shanten number, with its live count.
func refAcceptance(h hand.Hand, o hand.Options, visible tile.Counts) hand.Acceptance {
	return hand.Acceptance(handref.Accept(refHand(h), refOptions(o), visible))
}

// refDiscards is the unranked discard table by its definition: the acceptance after each distinct
// discard, the tile cut counted as seen (it lies in the river).
func refDiscards(h hand.Hand, o hand.Options, visible tile.Counts) map[tile.Tile]hand.Acceptance {
	out := map[tile.Tile]hand.Acceptance{}
	for x, a := range handref.Discards(refHand(h), refOptions(o), visible) {
		out[x] = hand.Acceptance(a)
	}
	return out
}
