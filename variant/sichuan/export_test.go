package sichuan

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
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

// The names of the Fan and the reasons of the transfers, as the results and ledgers write them.
const (
	FanRoot             = fanRoot
	FanAllTriplets      = fanAllTriplets
	FanPairWait         = fanPairWait
	FanPureSuit         = fanPureSuit
	FanSevenPairs       = fanSevenPairs
	FanWinAfterKong     = fanWinAfterKong
	FanAfterKongDiscard = fanAfterKongDiscard
	FanRobbingTheKong   = fanRobbingTheKong
	FanLastTile         = fanLastTile

	ReasonDiscard        = reasonDiscard
	ReasonRobbing        = reasonRobbing
	ReasonSelfDraw       = reasonSelfDraw
	ReasonExposedKongWin = reasonExposedKongWin
	ReasonKongConcealed  = reasonKongConcealed
	ReasonKongExposed    = reasonKongExposed
	ReasonKongAdded      = reasonKongAdded
	ReasonKongReturned   = reasonKongReturned
	ReasonKongTransfer   = reasonKongTransfer
	ReasonFlowerPig      = reasonFlowerPig
	ReasonTenpaiCheck    = reasonTenpaiCheck
	ReasonKongRefund     = reasonKongRefund

	DefaultFanCap       = defaultFanCap
	DefaultSessionHands = defaultSessionHands
	Name                = variantName
	Shapes              = winShapes
)

func Usable(m tile.Suit) tile.Set { return usableKinds(m) }
func (r *Rules) Cap() int         { return r.maxBase() }
func (r *Rules) Base(fan int) int { return r.base(fan) }

// Fixed returns the mode that always passes in direction d (Random for an invalid d).
func Fixed(d variant.Direction) ExchangeMode {
	switch d {
	case variant.ToNext:
		return FixedToNext
	case variant.ToPrevious:
		return FixedToPrevious
	case variant.Across:
		return FixedAcross
	}
	return Random
}

// MustNew is like New but panics if o is invalid: for the literal options of the tests.
func MustNew(o Options) *Rules {
	r, err := New(o)
	if err != nil {
		panic(err)
	}
	return r
}

func (r *Rules) Value(h hand.Hand, w score.WinContext) (int, error) { return r.value(h, w) }
