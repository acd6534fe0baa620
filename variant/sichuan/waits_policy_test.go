package sichuan_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// waiter is the optional fast path the referee uses (game.ShapeWaiter); the test states it locally so
// the variant's tests need not import the game.
type waiter interface {
	claim.Policy
	Waits(h hand.Hand, f claim.Facts) tile.Set
	ShapesOnly() bool
}

// The claim policy's Waits must list exactly the tiles on which its CanWin is true, and those must lie
// within the shape waits of the table's shapes and the seat's usable kinds (the ShapesOnly promise the
// referee relies on to skip win checks).
func TestPolicyWaitsMatchCanWin(t *testing.T) {
	for _, opts := range []sichuan.Options{{}, {PassedWin: variant.UntilDraw}} {
		r := sichuan.MustNew(opts)
		p, ok := r.Claims().(waiter)
		if !ok || !p.ShapesOnly() {
			t.Fatal("the Sichuan claim policy must offer Waits and promise ShapesOnly")
		}
		wins := 0
		rapid.Check(t, func(t *rapid.T) {
			form := rapid.SampledFrom([]gen.Form{gen.Ready, gen.Ready, gen.Random}).Draw(t, "form")
			missing := rapid.SampledFrom([]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo}).Draw(t, "missing")
			kinds := sichuan.Usable(missing) // mostly hands that can win; sometimes holding the missing suit
			if rapid.IntRange(0, 3).Draw(t, "anySuit") == 0 {
				kinds = tile.SuitedKinds
			}
			h := gen.Hand(gen.Spec{Size: 13, MaxMelds: 4, Kinds: kinds, Form: form}).Draw(t, "hand")
			f := claim.Facts{
				Discarder:   tile.SeatWest,
				Usable:      sichuan.Usable(missing),
				Robbing:     rapid.Bool().Draw(t, "robbing"),
				LastDiscard: rapid.Bool().Draw(t, "last"),
				AfterKong:   rapid.Bool().Draw(t, "afterKong"),
				PassedWin:   rapid.Bool().Draw(t, "passed"),
				PassedValue: rapid.IntRange(0, 8).Draw(t, "passedValue"),
			}
			got := p.Waits(h, f)
			wins += got.Len()
			shape, _ := h.Waits(hand.Options{Shapes: r.Table().Shapes, Kinds: f.Usable}) // empty for a size other than 13
			for k := tile.Character1; k <= tile.Bamboo9; k++ {
				if want := p.CanWin(h, k, f); got.Has(k) != want {
					t.Fatalf("%v + %v (facts %+v): Waits says %v, CanWin says %v", h, k, f, got.Has(k), want)
				}
				if got.Has(k) && !shape.Has(k) {
					t.Fatalf("%v + %v: a win outside the shape waits %v", h, k, shape)
				}
			}
		})
		if wins == 0 {
			t.Error("no generated hand had a win: the property checked nothing")
		}
	}
}
