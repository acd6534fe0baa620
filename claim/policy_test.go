package claim_test

import (
	"errors"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// classicPolicy mimics the classic variant: chows allowed (from the left only, a common rule), only a
// win on the last discard, an optional MaxChows, a single winner (or all, with the option).
func classicPolicy(maxChows int, multiple bool) claim.Policy {
	return claim.Basic{MaxChows: maxChows, Multiple: multiple, Shapes: hand.Standard | hand.ThirteenOrphans}
}

// errNoChow and errLast are the sichuan test policy's own reasons.
var (
	errNoChow = errors.New("sichuan: no chow claims")
	errLast   = errors.New("sichuan: only a win or a pung on the discard after the last tile")
)

// sichuanPolicy mimics the Sichuan variant, implemented from scratch: no chow at all, only a win or a
// pung on the last discard, several winners, and a passed win that blocks wins unless the new one is
// worth more (the value is a stand-in for the capped base: 2 for seven pairs, 1 otherwise).
type sichuanPolicy struct{}

var _ claim.Policy = sichuanPolicy{}

func (sichuanPolicy) Allow(c claim.Claim, _ hand.Hand, f claim.Facts) error {
	switch {
	case c.Kind == claim.Chow:
		return errNoChow
	case f.LastDiscard && c.Kind != claim.Win && c.Kind != claim.Pung:
		return errLast
	}
	return nil
}

func (sichuanPolicy) CanWin(h hand.Hand, t tile.Tile, f claim.Facts) bool {
	w, err := h.With(t)
	if err != nil {
		return false
	}
	o := hand.Options{Shapes: hand.Standard | hand.SevenPairsQuads, Kinds: f.Usable}
	if !w.IsWin(o) {
		return false
	}
	if !f.PassedWin {
		return true
	}
	value := 1
	if w.IsWin(hand.Options{Shapes: hand.SevenPairsQuads, Kinds: f.Usable}) {
		value = 2
	}
	return value > f.PassedValue
}

func (sichuanPolicy) MultipleWinners() bool { return true }
