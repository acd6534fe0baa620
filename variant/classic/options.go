package classic

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/variant"
)

// Bounds of the numeric options. They keep every value and sum far from overflow: a normal reading has
// at most 170 + MahjongPoints + OnlyPossibleTile + TerminalPairPoints basic points and 24 doubles, so
// with these bounds one win is worth less than 2^39 (uncapped), a hand moves less than 2^42 points, and
// every ledger stays under [score.MaxAmount].
const (
	maxLimit          = 1_000_000_000 // most Limit
	maxPoints         = 10_000        // most MahjongPoints, OnlyPossibleTile and TerminalPairPoints
	maxStartingPoints = 1_000_000_000 // most StartingPoints
)

// Defaults of the numeric options (docs/rules/classic.md §11); [Options.Resolved] reports them.
const (
	defaultLimit          = 2000
	defaultMahjongPoints  = 20
	defaultRounds         = 4
	defaultStartingPoints = 2000
)

// Options are the house rules of docs/rules/classic.md §11, one field per row of its table. The zero
// value is the default table: a zero field means that row's default (Limit 0 means 2,000, MahjongPoints
// 0 means 20, Rounds 0 means 4, StartingPoints 0 means 2,000), and a default that is "on" has a switch
// that turns it off (NoBonusTiles, NoOneSuitWithHonours, NoLooseTileDouble).
//
// Options marshal to JSON with readable enum names, so a server can store which rules produced a
// score. Options is a plain value: store and pass it by value; it is safe for concurrent use.
type Options struct {
	// NoBonusTiles plays without flowers and seasons (136 tiles).
	NoBonusTiles bool `json:"noBonusTiles,omitempty"`
	// Limit is the limit (docs/rules/classic.md §8.10), 1..MaxLimit; 0 means 2,000. The BMJA uses
	// 1,000, classical tables 500.
	Limit int `json:"limit,omitempty"`
	// Uncapped lets normal and Purity readings exceed the Limit.
	Uncapped bool `json:"uncapped,omitempty"`
	// SpecialHandValues says what limit and half-limit hands are worth.
	SpecialHandValues SpecialValues `json:"specialHandValues,omitempty"`
	// MahjongPoints are the points for going Mahjong, 1..MaxPoints; 0 means 20.
	MahjongPoints int `json:"mahjongPoints,omitempty"`
	// OnlyPossibleTile are the points when only one tile kind could complete the hand, 0..MaxPoints
	// (default 0; Babcock, Harr, Millington and the DMJL give 2).
	OnlyPossibleTile int `json:"onlyPossibleTile,omitempty"`
	// PairCompletion are the points when, in a reading, the winning tile completes the pair.
	PairCompletion PairCompletion `json:"pairCompletion,omitempty"`
	// TerminalPairPoints are the points for a pair of terminals, 0..MaxPoints (default 0; some tables
	// give 2, see docs/rules/classic.md §8.4).
	TerminalPairPoints int `json:"terminalPairPoints,omitempty"`
	// NoOneSuitWithHonours drops the one-suit-with-honours double (default: 1 double).
	NoOneSuitWithHonours bool `json:"noOneSuitWithHonours,omitempty"`
	// NoLooseTileDouble drops the double for winning on a loose tile (default: 1 double).
	NoLooseTileDouble bool `json:"noLooseTileDouble,omitempty"`
	// BouquetDoubles says how many doubles a complete set of flowers or seasons gives.
	BouquetDoubles Bouquet `json:"bouquetDoubles,omitempty"`
	// OwnBonusDoubles says when the own flower and own season double.
	OwnBonusDoubles OwnBonus `json:"ownBonusDoubles,omitempty"`
	// Purity says how a one-suit hand without honours scores.
	Purity Purity `json:"purity,omitempty"`
	// ClaimedKongConcealed makes a claimed kong score, and count, as concealed (Millington).
	ClaimedKongConcealed bool `json:"claimedKongConcealed,omitempty"`
	// MaxChows is the most chows a hand may hold, exposed and concealed, 0..4; 0 means no limit (the
	// BMJA allows 1).
	MaxChows int `json:"maxChows,omitempty"`
	// MultipleWinners says who wins when several players claim Mahjong on one discard.
	MultipleWinners Winners `json:"multipleWinners,omitempty"`
	// Payments is the payment table.
	Payments Payments `json:"payments,omitempty"`
	// Rounding rounds normal and Purity readings before the cap.
	Rounding Rounding `json:"rounding,omitempty"`
	// Rounds is the number of wind rounds in a match, 1..4; 0 means 4.
	Rounds int `json:"rounds,omitempty"`
	// WindRounds says how long each wind round lasts.
	WindRounds WindRounds `json:"windRounds,omitempty"`
	// StartingPoints are each player's points at the start of a match, 1..MaxStartingPoints; 0 means
	// 2,000.
	StartingPoints int `json:"startingPoints,omitempty"`
}

// Validate reports an option out of its range as an error wrapping [variant.ErrOptions]: a Limit,
// MahjongPoints, OnlyPossibleTile, TerminalPairPoints, MaxChows, Rounds or StartingPoints that is
// negative or above its bound (see the fields), or an unknown enum value.
func (o Options) Validate() error {
	bad := func(name string, v any) error {
		return fmt.Errorf("%w: classic: %s %v out of range", variant.ErrOptions, name, v)
	}
	switch {
	case o.Limit < 0 || o.Limit > maxLimit:
		return bad("Limit", o.Limit)
	case o.MahjongPoints < 0 || o.MahjongPoints > maxPoints:
		return bad("MahjongPoints", o.MahjongPoints)
	case o.OnlyPossibleTile < 0 || o.OnlyPossibleTile > maxPoints:
		return bad("OnlyPossibleTile", o.OnlyPossibleTile)
	case o.TerminalPairPoints < 0 || o.TerminalPairPoints > maxPoints:
		return bad("TerminalPairPoints", o.TerminalPairPoints)
	case o.MaxChows < 0 || o.MaxChows > 4:
		return bad("MaxChows", o.MaxChows)
	case o.Rounds < 0 || o.Rounds > 4:
		return bad("Rounds", o.Rounds)
	case o.StartingPoints < 0 || o.StartingPoints > maxStartingPoints:
		return bad("StartingPoints", o.StartingPoints)
	case int(o.SpecialHandValues) >= len(specialNames):
		return bad("SpecialHandValues", o.SpecialHandValues)
	case int(o.PairCompletion) >= len(pairCompletionNames):
		return bad("PairCompletion", o.PairCompletion)
	case int(o.BouquetDoubles) >= len(bouquetNames):
		return bad("BouquetDoubles", o.BouquetDoubles)
	case int(o.OwnBonusDoubles) >= len(ownBonusNames):
		return bad("OwnBonusDoubles", o.OwnBonusDoubles)
	case int(o.Purity) >= len(purityNames):
		return bad("Purity", o.Purity)
	case int(o.MultipleWinners) >= len(winnersNames):
		return bad("MultipleWinners", o.MultipleWinners)
	case int(o.Payments) >= len(paymentsNames):
		return bad("Payments", o.Payments)
	case int(o.Rounding) >= len(roundingNames):
		return bad("Rounding", o.Rounding)
	case int(o.WindRounds) >= len(windRoundsNames):
		return bad("WindRounds", o.WindRounds)
	}
	return nil
}

// Resolved returns o with every zero numeric field that means a default replaced by the default's
// value (docs/rules/classic.md §11): Limit 2,000, MahjongPoints 20, Rounds 4, StartingPoints 2,000.
// The other fields are returned as they are.
func (o Options) Resolved() Options {
	if o.Limit == 0 {
		o.Limit = defaultLimit
	}
	if o.MahjongPoints == 0 {
		o.MahjongPoints = defaultMahjongPoints
	}
	if o.Rounds == 0 {
		o.Rounds = defaultRounds
	}
	if o.StartingPoints == 0 {
		o.StartingPoints = defaultStartingPoints
	}
	return o
}

// SpecialValues says what limit and half-limit hands are worth (option SpecialHandValues).
type SpecialValues uint8

// The special-hand value tables.
const (
	// SpecialLeaflet (default): a limit hand is worth the Limit; a half-limit hand ⌊Limit/2⌋ + B, at
	// most the Limit.
	SpecialLeaflet SpecialValues = iota
	// SpecialBMJA: a limit hand is worth min(1,000 + B, Limit); a half-limit hand min(500 + B, Limit).
	SpecialBMJA
)

var specialNames = []string{SpecialLeaflet: "leaflet", SpecialBMJA: "bmja"}

// PairCompletion says what completing the pair with the winning tile is worth.
type PairCompletion uint8

// The pair-completion values.
const (
	PairCompletionNone     PairCompletion = iota // 0 points (default)
	PairCompletionTwo                            // 2 points
	PairCompletionMinorTwo                       // 2 points for a minor pair, 4 for a major pair (Millington, DMJL)
)

var pairCompletionNames = []string{PairCompletionNone: "none", PairCompletionTwo: "two", PairCompletionMinorTwo: "minor-two-major-four"}

// Bouquet says how many doubles each complete set of flowers or seasons gives.
type Bouquet uint8

// The bouquet values.
const (
	BouquetOne  Bouquet = iota // +1 double per complete set (default)
	BouquetTwo                 // +2 doubles per complete set
	BouquetNone                // no double
)

var bouquetNames = []string{BouquetOne: "one", BouquetTwo: "two", BouquetNone: "none"}

// OwnBonus says when the own flower and own season double.
type OwnBonus uint8

// The own-bonus rules.
const (
	OwnBonusEach OwnBonus = iota // 1 double for each of the own flower and the own season (default)
	OwnBonusBoth                 // 1 double only when holding both (Millington, DMJL)
)

var ownBonusNames = []string{OwnBonusEach: "each", OwnBonusBoth: "both"}

// Purity says how a one-suit hand without honours scores.
type Purity uint8

// The Purity rules.
const (
	// PuritySpecial (default): Purity is a special reading, (sets + pair + Mahjong points) × 8 + B,
	// for a standard hand of four pungs or kongs in one suit without honours.
	PuritySpecial Purity = iota
	// PurityDoubles: such a hand gets 3 doubles stacked with the others in its normal readings.
	PurityDoubles
	// PurityAnyOneSuit: any one-suit hand without honours, chows allowed, gets 3 doubles (classical).
	PurityAnyOneSuit
)

var purityNames = []string{PuritySpecial: "special", PurityDoubles: "doubles", PurityAnyOneSuit: "any-one-suit"}

// Winners says who wins when several players claim Mahjong on one discard.
type Winners uint8

// The multiple-winner rules.
const (
	WinnersNearest Winners = iota // only the claimant nearest after the discarder (default)
	WinnersAll                    // every claimant wins, each scored and paid separately
)

var winnersNames = []string{WinnersNearest: "nearest", WinnersAll: "all"}

// Payments is the payment table.
type Payments uint8

// The payment tables.
const (
	// PaymentsLeaflet (default): the payment table of docs/rules/classic.md §9.
	PaymentsLeaflet Payments = iota
	// PaymentsClassical: every loser pays S; payments to or from the dealer are doubled.
	PaymentsClassical
)

var paymentsNames = []string{PaymentsLeaflet: "leaflet", PaymentsClassical: "classical"}

// Rounding rounds normal and Purity readings before the cap.
type Rounding uint8

// The rounding rules.
const (
	RoundingNone      Rounding = iota // no rounding (default)
	RoundingNearest10                 // to the nearest 10, 5 rounding up (European classical)
)

var roundingNames = []string{RoundingNone: "none", RoundingNearest10: "nearest-10"}

// WindRounds says how long each prevailing-wind round lasts (docs/rules/classic.md §10).
type WindRounds uint8

// The wind-round rules.
const (
	// WindRoundsLikeEast (default): every round plays games 1-4, then ends after the first game the
	// dealer loses.
	WindRoundsLikeEast WindRounds = iota
	// WindRoundsLiteral: the East round extends as above; South, West and North are exactly 4 games
	// (the rules source read literally, docs/rules/classic.md §10).
	WindRoundsLiteral
)

var windRoundsNames = []string{WindRoundsLikeEast: "like-east", WindRoundsLiteral: "literal"}

// String returns the value's name.
func (v SpecialValues) String() string {
	return enumtext.String(specialNames, "classic.SpecialValues", v)
}

// MarshalText implements [encoding.TextMarshaler].
func (v SpecialValues) MarshalText() ([]byte, error) {
	return enumtext.Marshal(specialNames, "classic.SpecialValues", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *SpecialValues) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(specialNames, "classic.SpecialValues", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v PairCompletion) String() string {
	return enumtext.String(pairCompletionNames, "classic.PairCompletion", v)
}

// MarshalText implements [encoding.TextMarshaler].
func (v PairCompletion) MarshalText() ([]byte, error) {
	return enumtext.Marshal(pairCompletionNames, "classic.PairCompletion", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *PairCompletion) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(pairCompletionNames, "classic.PairCompletion", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v Bouquet) String() string { return enumtext.String(bouquetNames, "classic.Bouquet", v) }

// MarshalText implements [encoding.TextMarshaler].
func (v Bouquet) MarshalText() ([]byte, error) {
	return enumtext.Marshal(bouquetNames, "classic.Bouquet", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *Bouquet) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(bouquetNames, "classic.Bouquet", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v OwnBonus) String() string { return enumtext.String(ownBonusNames, "classic.OwnBonus", v) }

// MarshalText implements [encoding.TextMarshaler].
func (v OwnBonus) MarshalText() ([]byte, error) {
	return enumtext.Marshal(ownBonusNames, "classic.OwnBonus", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *OwnBonus) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(ownBonusNames, "classic.OwnBonus", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v Purity) String() string { return enumtext.String(purityNames, "classic.Purity", v) }

// MarshalText implements [encoding.TextMarshaler].
func (v Purity) MarshalText() ([]byte, error) {
	return enumtext.Marshal(purityNames, "classic.Purity", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *Purity) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(purityNames, "classic.Purity", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v Winners) String() string { return enumtext.String(winnersNames, "classic.Winners", v) }

// MarshalText implements [encoding.TextMarshaler].
func (v Winners) MarshalText() ([]byte, error) {
	return enumtext.Marshal(winnersNames, "classic.Winners", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *Winners) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(winnersNames, "classic.Winners", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v Payments) String() string { return enumtext.String(paymentsNames, "classic.Payments", v) }

// MarshalText implements [encoding.TextMarshaler].
func (v Payments) MarshalText() ([]byte, error) {
	return enumtext.Marshal(paymentsNames, "classic.Payments", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *Payments) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(paymentsNames, "classic.Payments", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v Rounding) String() string { return enumtext.String(roundingNames, "classic.Rounding", v) }

// MarshalText implements [encoding.TextMarshaler].
func (v Rounding) MarshalText() ([]byte, error) {
	return enumtext.Marshal(roundingNames, "classic.Rounding", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *Rounding) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(roundingNames, "classic.Rounding", v, b, variant.ErrOptions)
}

// String returns the value's name.
func (v WindRounds) String() string { return enumtext.String(windRoundsNames, "classic.WindRounds", v) }

// MarshalText implements [encoding.TextMarshaler].
func (v WindRounds) MarshalText() ([]byte, error) {
	return enumtext.Marshal(windRoundsNames, "classic.WindRounds", v, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error v is unchanged.
func (v *WindRounds) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(windRoundsNames, "classic.WindRounds", v, b, variant.ErrOptions)
}
