package sichuan

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/variant"
)

// Errors of this package. Invalid options wrap [variant.ErrOptions]; scoring errors wrap
// [score.ErrNotWin] or [score.ErrContext] instead; test with [errors.Is].
var (
	// ErrExchange means an exchange of three that breaks docs/rules/sichuan.md §3: not exactly three tiles,
	// tiles not held, or tiles not all of one suit.
	ErrExchange = errors.New("sichuan: invalid exchange")
	// errMissingSuit means an invalid missing-suit choice (not Characters, Circles or Bamboo).
	errMissingSuit = errors.New("sichuan: invalid missing suit")
	// errDiscard means a discard that MustDiscardMissingFirst forbids, or of a tile not held.
	errDiscard = errors.New("sichuan: discard not allowed")
)

// Defaults of the options table (docs/rules/sichuan.md §13) for the numeric options whose zero value
// means "the default".
const (
	// defaultFanCap is the Fan cap: only the first 3 Fan count, so the base is at most 8.
	defaultFanCap = 3
	// defaultSessionHands is the number of hands in a session.
	defaultSessionHands = 16
	// maxFanCap is the largest FanCap: a base is at most 2^30.
	maxFanCap = 30
	// maxFlowerPigAmount is the largest FlowerPigAmount, 2^30 like the largest base.
	maxFlowerPigAmount = 1 << 30
	// maxSessionHands is the largest SessionHands.
	maxSessionHands = 1 << 16
)

// Options are the house rules of the options table of docs/rules/sichuan.md §13, one field per row. The
// zero value is the default table: Fan cap 3, literal Pair wait, no kong payments, a random exchange
// direction, lenient discards, the passed-win rule "until the next draw unless higher", the dealer rule
// "supplier on several winners", flower pigs paying 2^FanCap, the tenpai check paying the ready value,
// and sessions of 16 hands.
//
// Options marshal to JSON with readable enum names, so a server can store which rules produced a score.
// Options is a plain value: store and pass it by value; it is safe for concurrent use.
type Options struct {
	// FanCap is the number of Fan that count for the base (base at most 2^FanCap), 1..MaxFanCap; 0
	// means 3. With the bounds of FanCap and FlowerPigAmount, a hand moves less than 2^36 points and a
	// session of maxSessionHands hands less than 2^52.
	FanCap int `json:"fanCap,omitempty"`
	// PairWait is the reading of the Pair wait Fan.
	PairWait PairWait `json:"pairWait"`
	// KongPayments switches kong payments on (docs/rules/sichuan.md §6.3).
	KongPayments bool `json:"kongPayments,omitempty"`
	// KongShootMoney says what happens to a turn's kong money when the konger's next discard is won on
	// or their added kong is robbed (kong payments on).
	KongShootMoney KongShootMoney `json:"kongShootMoney"`
	// ExposedKongDrawWin says who pays a win on the replacement after a kong claimed from a discard.
	ExposedKongDrawWin ExposedKongDrawWin `json:"exposedKongDrawWin"`
	// ExchangeDirection is how the direction of the exchange of three is chosen.
	ExchangeDirection ExchangeMode `json:"exchangeDirection"`
	// MustDiscardMissingFirst: a player holding a tile of their missing suit must discard one.
	MustDiscardMissingFirst bool `json:"mustDiscardMissingFirst,omitempty"`
	// PassedWin is the rule for a player who declined a win; [variant.PassedWinDefault] (the zero value)
	// means [variant.UntilDrawUnlessHigher].
	PassedWin variant.PassedWin `json:"passedWin"`
	// Dealer is the rule for the next dealer after several winners on one tile.
	Dealer DealerRule `json:"dealer"`
	// FlowerPigAmount is what a flower pig pays each other player still in, 1..MaxFlowerPigAmount; 0
	// means 2^FanCap.
	FlowerPigAmount int `json:"flowerPigAmount,omitempty"`
	// TenpaiCheckAmount is what a player who is not ready pays each ready player.
	TenpaiCheckAmount TenpaiCheck `json:"tenpaiCheckAmount"`
	// SessionHands is the number of hands in a session, 1..MaxSessionHands; 0 means 16.
	SessionHands int `json:"sessionHands,omitempty"`
}

// Validate reports an option outside its range as an error wrapping [variant.ErrOptions]: a FanCap,
// FlowerPigAmount or SessionHands that is negative or above its bound, or an unknown enum value
// (PassedWin included).
func (o Options) Validate() error {
	bad := func(name string, v any) error {
		return fmt.Errorf("%w: sichuan: %s %v out of range", variant.ErrOptions, name, v)
	}
	switch {
	case o.FanCap < 0 || o.FanCap > maxFanCap:
		return bad("FanCap", o.FanCap)
	case int(o.PairWait) >= len(pairWaitNames):
		return bad("PairWait", o.PairWait)
	case int(o.KongShootMoney) >= len(shootNames):
		return bad("KongShootMoney", o.KongShootMoney)
	case int(o.ExposedKongDrawWin) >= len(exposedNames):
		return bad("ExposedKongDrawWin", o.ExposedKongDrawWin)
	case int(o.ExchangeDirection) >= len(exchangeNames):
		return bad("ExchangeDirection", o.ExchangeDirection)
	case o.PassedWin > variant.UntilDrawUnlessHigher:
		return bad("PassedWin", o.PassedWin)
	case int(o.Dealer) >= len(dealerNames):
		return bad("Dealer", o.Dealer)
	case o.FlowerPigAmount < 0 || o.FlowerPigAmount > maxFlowerPigAmount:
		return bad("FlowerPigAmount", o.FlowerPigAmount)
	case int(o.TenpaiCheckAmount) >= len(tenpaiNames):
		return bad("TenpaiCheckAmount", o.TenpaiCheckAmount)
	case o.SessionHands < 0 || o.SessionHands > maxSessionHands:
		return bad("SessionHands", o.SessionHands)
	}
	return nil
}

// normalized returns the valid options o with every zero field that means a default replaced by the
// default.
func (o Options) normalized() Options {
	if o.FanCap == 0 {
		o.FanCap = defaultFanCap
	}
	if o.PassedWin == variant.PassedWinDefault {
		o.PassedWin = variant.UntilDrawUnlessHigher
	}
	if o.FlowerPigAmount == 0 {
		o.FlowerPigAmount = 1 << o.FanCap
	}
	if o.SessionHands == 0 {
		o.SessionHands = defaultSessionHands
	}
	return o
}

// PairWait is the reading of the Pair wait Fan (docs/rules/sichuan.md §8).
type PairWait uint8

// The Pair wait readings.
const (
	// Literal: the reading's pair is of the winning tile's kind and holds it (default).
	Literal PairWait = iota
	// AllTriplets: as Literal, and the reading's four groups are pungs or kongs.
	AllTriplets
	// DeclaredSets: as Literal, and the four groups are all declared melds ("golden hook").
	DeclaredSets
)

var pairWaitNames = [...]string{Literal: "literal", AllTriplets: "all-triplets", DeclaredSets: "declared-sets"}

// KongShootMoney is what happens to a turn's kong money when the konger's next discard is won on or
// their added kong is robbed (docs/rules/sichuan.md §6.3).
type KongShootMoney uint8

// The kong shoot-money rules.
const (
	// Cancel: the money goes back to its payers (default).
	Cancel KongShootMoney = iota
	// TransferToWinner: the money goes to the winners, split equally.
	TransferToWinner
)

var shootNames = [...]string{Cancel: "cancel", TransferToWinner: "transfer-to-winner"}

// ExposedKongDrawWin says who pays a win on the replacement tile after a kong claimed from a discard
// (docs/rules/sichuan.md §9).
type ExposedKongDrawWin uint8

// The exposed-kong replacement win rules.
const (
	// SelfDraw: paid as a self-draw (default).
	SelfDraw ExposedKongDrawWin = iota
	// DiscarderPays: the player whose discard was konged pays the base, with no +1, and nobody else.
	DiscarderPays
)

var exposedNames = [...]string{SelfDraw: "self-draw", DiscarderPays: "discarder-pays"}

// ExchangeMode is how the direction of the exchange of three is chosen (docs/rules/sichuan.md §3).
type ExchangeMode uint8

// The exchange direction modes.
const (
	// Random: one uniform value from the hand's source, 0 ToNext, 1 ToPrevious, 2 Across (default).
	Random ExchangeMode = iota
	// FixedToNext always passes to the next player.
	FixedToNext
	// FixedToPrevious always passes to the previous player.
	FixedToPrevious
	// FixedAcross always passes to the opposite player.
	FixedAcross
	// DiceModThree: the break dice total mod 3: 1 ToNext, 2 Across, 0 ToPrevious.
	DiceModThree
	// DiceSeatCount: the break dice total counted round the seats: 2/6/10 ToNext, 3/7/11 Across,
	// 4/8/12 ToPrevious; 5 or 9 re-rolls two new dice from the hand's source.
	DiceSeatCount
)

var exchangeNames = [...]string{
	Random: "random", FixedToNext: "fixed-to-next", FixedToPrevious: "fixed-to-previous",
	FixedAcross: "fixed-across", DiceModThree: "dice-mod-three", DiceSeatCount: "dice-seat-count",
}

// DealerRule is who deals the next hand after several players won on the first winning tile
// (docs/rules/sichuan.md §12).
type DealerRule uint8

// The dealer rules.
const (
	// SupplierOnMultiWin: the discarder or konger deals (default).
	SupplierOnMultiWin DealerRule = iota
	// FirstWinner: the first of the winners after the supplier in turn order deals.
	FirstWinner
)

var dealerNames = [...]string{SupplierOnMultiWin: "supplier-on-multi-win", FirstWinner: "first-winner"}

// TenpaiCheck is what a player who is not ready pays each ready player at exhaustion
// (docs/rules/sichuan.md §11.2).
type TenpaiCheck uint8

// The tenpai check amounts.
const (
	// ReadyValueAmount: the receiver's ready value (default).
	ReadyValueAmount TenpaiCheck = iota
	// CapAmount: 2^FanCap.
	CapAmount
)

var tenpaiNames = [...]string{ReadyValueAmount: "ready-value", CapAmount: "cap"}

// String returns the rule's name, such as "literal".
func (p PairWait) String() string { return enumtext.String(pairWaitNames[:], "sichuan.PairWait", p) }

// MarshalText implements [encoding.TextMarshaler].
func (p PairWait) MarshalText() ([]byte, error) {
	return enumtext.Marshal(pairWaitNames[:], "sichuan.PairWait", p, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error p is unchanged.
func (p *PairWait) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(pairWaitNames[:], "sichuan.PairWait", p, b, variant.ErrOptions)
}

// String returns the rule's name, such as "cancel".
func (k KongShootMoney) String() string {
	return enumtext.String(shootNames[:], "sichuan.KongShootMoney", k)
}

// MarshalText implements [encoding.TextMarshaler].
func (k KongShootMoney) MarshalText() ([]byte, error) {
	return enumtext.Marshal(shootNames[:], "sichuan.KongShootMoney", k, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged.
func (k *KongShootMoney) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(shootNames[:], "sichuan.KongShootMoney", k, b, variant.ErrOptions)
}

// String returns the rule's name, such as "self-draw".
func (e ExposedKongDrawWin) String() string {
	return enumtext.String(exposedNames[:], "sichuan.ExposedKongDrawWin", e)
}

// MarshalText implements [encoding.TextMarshaler].
func (e ExposedKongDrawWin) MarshalText() ([]byte, error) {
	return enumtext.Marshal(exposedNames[:], "sichuan.ExposedKongDrawWin", e, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error e is unchanged.
func (e *ExposedKongDrawWin) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(exposedNames[:], "sichuan.ExposedKongDrawWin", e, b, variant.ErrOptions)
}

// String returns the mode's name, such as "random" or "fixed-across".
func (m ExchangeMode) String() string {
	return enumtext.String(exchangeNames[:], "sichuan.ExchangeMode", m)
}

// MarshalText implements [encoding.TextMarshaler].
func (m ExchangeMode) MarshalText() ([]byte, error) {
	return enumtext.Marshal(exchangeNames[:], "sichuan.ExchangeMode", m, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error m is unchanged.
func (m *ExchangeMode) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(exchangeNames[:], "sichuan.ExchangeMode", m, b, variant.ErrOptions)
}

// String returns the rule's name, such as "first-winner".
func (d DealerRule) String() string { return enumtext.String(dealerNames[:], "sichuan.DealerRule", d) }

// MarshalText implements [encoding.TextMarshaler].
func (d DealerRule) MarshalText() ([]byte, error) {
	return enumtext.Marshal(dealerNames[:], "sichuan.DealerRule", d, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error d is unchanged.
func (d *DealerRule) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(dealerNames[:], "sichuan.DealerRule", d, b, variant.ErrOptions)
}

// String returns the rule's name, "ready-value" or "cap".
func (t TenpaiCheck) String() string {
	return enumtext.String(tenpaiNames[:], "sichuan.TenpaiCheck", t)
}

// MarshalText implements [encoding.TextMarshaler].
func (t TenpaiCheck) MarshalText() ([]byte, error) {
	return enumtext.Marshal(tenpaiNames[:], "sichuan.TenpaiCheck", t, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error t is unchanged.
func (t *TenpaiCheck) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(tenpaiNames[:], "sichuan.TenpaiCheck", t, b, variant.ErrOptions)
}
