package sichuan

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// Unexported names the tests use.
const MaxFanCap = maxFanCap
const MaxFlowerPigAmount = maxFlowerPigAmount
const MaxSessionHands = maxSessionHands

func (r *Rules) CheckDiscard(h hand.Hand, m tile.Suit, t tile.Tile) error {
	return r.checkDiscard(h, m, t)
}
func (r *Rules) ValidateMissingSuit(m tile.Suit) error { return r.validateMissingSuit(m) }

var ErrDiscard = errDiscard
var ErrMissingSuit = errMissingSuit
