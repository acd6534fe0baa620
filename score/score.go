package score

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/tile"
)

// Errors every scorer reports. Each wraps one of these; test with [errors.Is].
var (
	// ErrNotWin means the hand is not a legal win under the variant's rules.
	ErrNotWin = errors.New("score: not a winning hand")
	// ErrContext means facts of the win that contradict each other or the hand (a self-drawn robbed
	// kong, a winning tile the hand does not contain, a last-discard flag with a drawn tile, ...).
	ErrContext = errors.New("score: facts contradict the hand")
	// ErrPayment means an invalid transfer (a seat out of range, a negative amount, paying oneself).
	ErrPayment = errors.New("score: invalid payment")
)

// Source says where the winning tile came from. The zero value is [SourceNone]. Source is a small
// value, safe for concurrent use; values outside the constants print as "score.Source(n)".
type Source uint8

// The sources of a winning tile. The zero value, [SourceNone], is invalid in a [WinContext].
const (
	SourceNone  Source = iota // not set
	Wall                      // drawn from the live wall (self-drawn)
	Replacement               // a loose tile from the Kong Box, or a kong replacement (self-drawn)
	Discard                   // claimed from a discard
	RobbedKong                // robbed from an added kong
)

var sourceNames = [...]string{SourceNone: "none", Wall: "wall", Replacement: "replacement", Discard: "discard", RobbedKong: "robbed-kong"}

// String returns the source's name.
func (s Source) String() string { return enumtext.String(sourceNames[:], "score.Source", s) }

// MarshalText implements [encoding.TextMarshaler]: the source's name. A value out of range is an error
// wrapping [ErrContext].
func (s Source) MarshalText() ([]byte, error) {
	return enumtext.Marshal(sourceNames[:], "score.Source", s, ErrContext)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrContext], and s is unchanged.
func (s *Source) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(sourceNames[:], "score.Source", s, b, ErrContext)
}

// Flag is a set of facts about a win, as bit flags. Each variant uses the flags its rules name and
// rejects, with [ErrContext], flags that contradict the other facts. The zero value is no flag. Flag is
// a small value, safe for concurrent use.
type Flag uint16

// The win flags.
const (
	// LastTile: the winning tile is the last tile of the live wall (drawn), or, where the variant says
	// so, the win is on the discard that follows it or on a later discard of its pung chain.
	LastTile Flag = 1 << iota
	// LastDiscard: a win on the last discard, made after the live wall emptied.
	LastDiscard
	// OriginalCall: the winner made an Original Call.
	OriginalCall
	// HeavensBlessing: the dealer wins with the dealt tiles.
	HeavensBlessing
	// EarthsBlessing: a win on the dealer's first discard.
	EarthsBlessing
	// KongUponKong: Twofold Fortune, a win on the loose tile of a second kong in one turn.
	KongUponKong
	// AfterKongDiscard: a win on the konger's first discard after the kong(s) made in that turn, a kong
	// claimed from a discard included.
	AfterKongDiscard
	// ExposedKongReplacement: the winning replacement tile followed a kong claimed from a discard
	// (where the variant counts it).
	ExposedKongReplacement
)

var flagNames = [...]string{
	"last-tile", "last-discard", "original-call", "heavens-blessing", "earths-blessing",
	"kong-upon-kong", "after-kong-discard", "exposed-kong-replacement",
}

// MarshalText implements [encoding.TextMarshaler]: the names of the flags set joined by '|', such as
// "last-tile|after-kong-discard", or "none". Unknown bits are an error wrapping [ErrContext].
func (f Flag) MarshalText() ([]byte, error) {
	return enumtext.SetText(flagNames[:], uint64(f), "score.Flag", ErrContext)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: what MarshalText writes ("none" or the empty
// text for no flag, each name at most once), or a number whose bits are all flags. Anything else is an
// error wrapping [ErrContext], and f is unchanged.
func (f *Flag) UnmarshalText(b []byte) error {
	return enumtext.UnmarshalSet(flagNames[:], "score.Flag", f, b, ErrContext)
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]: the text form, or a number as records wrote the flags
// before they had names.
func (f *Flag) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "score.Flag", f.UnmarshalText, ErrContext)
}

// allFlags is the set of every known flag.
const allFlags Flag = 1<<len(flagNames) - 1

// String returns the names of the flags set, joined by '|'.
func (f Flag) String() string { return enumtext.SetString(flagNames[:], uint64(f), "score.Flag") }

// WinContext is the set of facts a scorer needs about a win besides the tiles, so scoring needs no game
// objects. The zero value is not valid: Winner, Dealer and Source must be set, and Supplier for a win
// on another player's tile; every seat is a [tile.Seat], whose zero value is [tile.NoSeat], so a
// forgotten seat is an error ([WinContext.Validate]) rather than East. WinContext is a plain value: store and pass it by
// value; it is safe for concurrent use.
type WinContext struct {
	// Winner is the seat of the winning player (required); its seat wind is Winner.Wind().
	Winner tile.Seat `json:"winner"`
	// Winning is the kind of the winning tile; it must be in the hand.
	Winning tile.Tile `json:"winning"`
	// Source says where the winning tile came from (required).
	Source Source `json:"source"`
	// Supplier is the discarder (Source Discard), the konger (RobbedKong) or, with the flag
	// ExposedKongReplacement, the player whose discard was konged: required there, and [tile.NoSeat]
	// otherwise.
	Supplier tile.Seat `json:"supplier"`
	// Dealer is the dealer's seat (required).
	Dealer tile.Seat `json:"dealer"`
	// Prevailing is the prevailing wind. Unset (tile.None) means East, as the referee plays it, for a
	// variant whose tile set has winds.
	Prevailing tile.Tile `json:"prevailing,omitempty"`
	// Flags are further facts of the win.
	Flags Flag `json:"flags,omitempty"`
	// MissingSuit is the winner's missing suit; tile.NoSuit where the variant has none.
	MissingSuit tile.Suit `json:"missingSuit,omitempty"`
	// Out marks the players who had already won before this win, where play goes on after a win; they neither pay nor
	// receive. The winner and the supplier must not be marked.
	Out [tile.NumSeats]bool `json:"out,omitzero"`

	// Indicators are the indicator tiles face up at the win, in the order they were turned; empty
	// where the variant has none.
	Indicators Indicators `json:"indicators,omitzero"`
	// HiddenIndicators are the indicator tiles turned up for this winner alone at the win (the
	// tiles under the indicators, for a winner who declared); empty otherwise.
	HiddenIndicators Indicators `json:"hiddenIndicators,omitzero"`
	// Counters is the number of continuance counters on the table; 0 where the variant has
	// none.
	Counters int `json:"counters,omitempty"`
	// Deposits is the number of deposits on the table that the winner collects (declaration
	// deposits, the winner's own included); 0 where the variant has none.
	Deposits int `json:"deposits,omitempty"`
	// Declaration is the winner's declaration of a ready hand with a discard, in variants that have
	// one; the zero value is no declaration.
	Declaration Declaration `json:"declaration,omitzero"`
	// FirstDraw: a player other than the dealer wins on the tile of their first draw, before any call
	// of any kind in the hand.
	FirstDraw bool `json:"firstDraw,omitempty"`
	// BeforeFirstDraw: a player other than the dealer wins on a discard before their first draw, before
	// any call of any kind in the hand.
	BeforeFirstDraw bool `json:"beforeFirstDraw,omitempty"`
	// Furiten: the winner may not win on another player's tile (one of their waits is among their own
	// discards, or they let a winning tile go), so a win on a discard is no win.
	Furiten bool `json:"furiten,omitempty"`
	// OpenDealIn: the win is on a discard against an open declaration ([Declaration].Open) by a
	// discarder who had not declared.
	OpenDealIn bool `json:"openDealIn,omitempty"`
	// DealerStreak is the number of hands in a row the winning dealer had won just before this one (0
	// for a first win; a hand the dealer did not win, a draw included, ends the streak). It is never
	// negative.
	DealerStreak int `json:"dealerStreak,omitempty"`
	// Liable is the seat liable for the win's value, or [tile.NoSeat] for none.
	Liable tile.Seat `json:"liable,omitzero"`
	// Kita is the number of tiles the winner has set aside as bonus tiles (the Norths of three-player
	// riichi), 0 to 4; they are not tiles of the hand. 0 where the variant has none.
	Kita int `json:"kita,omitempty"`
	// KitaRon: the win robs a tile just set aside by the Supplier (three-player riichi's North; Source
	// is [Discard] and Winning that tile).
	KitaRon bool `json:"kitaRon,omitempty"`
}

// NeedsSupplier reports whether the facts name a supplier: a win on a discard or a robbed kong, or a
// replacement win with the flag [ExposedKongReplacement].
func (w WinContext) NeedsSupplier() bool {
	return w.Source == Discard || w.Source == RobbedKong || w.Flags&ExposedKongReplacement != 0
}

// Validate reports facts that are wrong whatever the variant, as an error wrapping [ErrContext]: an
// unset or invalid Winner or Dealer; an unset or unknown Source; an unknown flag; a prevailing wind
// that is neither unset nor a wind; an unknown declaration kind, or an uninterrupted or open
// declaration without one; a negative dealer streak; a missing, invalid or out supplier, or one who is the winner, where
// [WinContext.NeedsSupplier] says one is needed, and a supplier set where none is; a winner marked
// out. Scorers call it first and then check the facts their own rules read.
func (w WinContext) Validate() error {
	switch {
	case w.Winner == tile.NoSeat:
		return fmt.Errorf("%w: the winner is required", ErrContext)
	case !w.Winner.IsValid():
		return fmt.Errorf("%w: winner %s", ErrContext, w.Winner)
	case w.Dealer == tile.NoSeat:
		return fmt.Errorf("%w: the dealer is required", ErrContext)
	case !w.Dealer.IsValid():
		return fmt.Errorf("%w: dealer %s", ErrContext, w.Dealer)
	case w.Source == SourceNone:
		return fmt.Errorf("%w: the source of the winning tile is required", ErrContext)
	case int(w.Source) >= len(sourceNames):
		return fmt.Errorf("%w: source %s", ErrContext, w.Source)
	case w.Flags&^allFlags != 0:
		return fmt.Errorf("%w: unknown flags %s", ErrContext, w.Flags&^allFlags)
	case w.Prevailing != tile.None && !w.Prevailing.IsWind():
		return fmt.Errorf("%w: prevailing wind %s is not a wind", ErrContext, w.Prevailing)
	case w.Out[w.Winner.Index()]:
		return fmt.Errorf("%w: winner %s is already out", ErrContext, w.Winner)
	case int(w.Declaration.Kind) >= len(declarationKindNames):
		return fmt.Errorf("%w: declaration %s", ErrContext, w.Declaration.Kind)
	case w.Declaration.Kind == NotDeclared && (w.Declaration.Uninterrupted || w.Declaration.Open):
		return fmt.Errorf("%w: an uninterrupted or open declaration without a declaration", ErrContext)
	case w.DealerStreak < 0:
		return fmt.Errorf("%w: dealer streak %d", ErrContext, w.DealerStreak)
	}
	if !w.NeedsSupplier() {
		if w.Supplier != tile.NoSeat {
			return fmt.Errorf("%w: supplier %s of a win from the %s", ErrContext, w.Supplier, w.Source)
		}
		return nil
	}
	switch {
	case w.Supplier == tile.NoSeat:
		return fmt.Errorf("%w: the supplier is required for a win from the %s", ErrContext, w.Source)
	case !w.Supplier.IsValid():
		return fmt.Errorf("%w: supplier %s", ErrContext, w.Supplier)
	case w.Supplier == w.Winner:
		return fmt.Errorf("%w: winner %s supplies their own winning tile", ErrContext, w.Winner)
	case w.Out[w.Supplier.Index()]:
		return fmt.Errorf("%w: supplier %s is already out", ErrContext, w.Supplier)
	}
	return nil
}

// Scorer scores a winning hand. The hand includes the winning tile. Implementations should be safe for
// concurrent use.
type Scorer interface {
	Score(h hand.Hand, w WinContext) (Result, error)
}
