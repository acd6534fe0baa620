package game

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/tile"
)

// Errors returned by [Game.Apply] and the session. Every error wraps one of these (and, where a lower
// package named the rule, that package's error too); test with [errors.Is].
var (
	// ErrInvalid means a malformed action: an unknown kind, an invalid seat, a missing or invalid tile.
	ErrInvalid = errors.New("game: invalid action")
	// ErrPhase means an action that does not belong to the current phase of the hand, such as a discard
	// during the exchange, a claim with no claim window open, or any action after the hand is over.
	ErrPhase = errors.New("game: wrong phase")
	// ErrNotYourTurn means the seat has no decision pending: another seat's turn, a seat that already
	// answered the claim window or already chose, or a seat that is out.
	ErrNotYourTurn = errors.New("game: not your turn")
	// ErrNotHeld means the seat does not hold the tiles the action needs.
	ErrNotHeld = errors.New("game: tiles not held")
	// ErrIllegal means the rules forbid the action here: a false win, a kong with an empty live wall, a
	// claim the variant refuses, a discard that must be of the missing suit, ...
	ErrIllegal = errors.New("game: illegal action")
	// ErrVariant means the variant's rules failed on facts the referee gave them (a scorer refusing a
	// win its own CanWin accepted, a settlement error). It points to a bug in a variant.
	ErrVariant = errors.New("game: variant error")
	// ErrRecord means a saved game or event record that cannot be loaded or replayed.
	ErrRecord = errors.New("game: bad record")
	// ErrSessionOver means a new hand was asked of a session that has ended.
	ErrSessionOver = errors.New("game: session over")
)

// ActionKind is what an [Action] does. The zero value, [NoAction], is invalid.
type ActionKind uint8

// The action kinds. Which ones are allowed depends on the [Phase]:
//
//   - [PhaseExchange]: Exchange;
//   - [PhaseMissingSuit]: ChooseSuit;
//   - [PhaseTurn]: Discard, Kong (concealed or added), Win (self-drawn), Abort, SetAside;
//   - [PhaseClaim]: Pass, Chow, Pung, Kong, Win (on the discard);
//   - [PhaseRob]: Pass, Win (robbing the kong, or winning on the tile set aside).
//
// The kinds that answer a discard have one home, package claim: Pass, Chow, Pung, Kong and Win are
// the [claim.Kind] values in the same order, after the kinds of a seat's own decisions.
const (
	NoAction   ActionKind = iota
	Exchange              // pass Tiles before play
	ChooseSuit            // choose Suit as the missing suit
	Discard               // discard one Tile (Call: with an Original Call or a riichi declaration)
	Abort                 // own first turn: declare an abortive draw instead of discarding ([variant.Aborter])
	SetAside              // own turn: set a Tile aside for a replacement ([variant.SetAsideRules.Kind]: riichi's kita)

	claimBase // the first claim kind: ActionKind(c) + claimBase is the action of the claim.Kind c

	Pass = ActionKind(claim.Pass) + claimBase // decline the discard or the tile added to a kong
	Chow = ActionKind(claim.Chow) + claimBase // claim the discard for the chow starting at Chow
	Pung = ActionKind(claim.Pung) + claimBase // claim the discard for a pung
	// Kong: own turn, a concealed or added kong of Tile; claim window, claim the discard for a kong.
	Kong = ActionKind(claim.Kong) + claimBase
	// Win: own turn, a self-drawn win; claim window, win on the discard; rob window, rob the kong.
	Win = ActionKind(claim.Win) + claimBase

	numActionKinds = Win + 1
)

// actionNames are the kinds' names: a claim kind's is claim's ("pass", "chow", "pung", "kong", "win").
var actionNames = func() [numActionKinds]string {
	names := [numActionKinds]string{NoAction: "none", Exchange: "exchange", ChooseSuit: "choose-suit",
		Discard: "discard", Abort: "abort", SetAside: "set-aside"}
	for c := claim.Pass; c <= claim.Win; c++ {
		names[ActionKind(c)+claimBase] = c.String()
	}
	return names
}()

// Claim returns the [claim.Kind] an answer of kind k to a claim window makes, and whether k is one
// (Pass, Chow, Pung, Kong or Win); meld.Kind of a Chow, Pung or Kong claim is the shape it declares.
func (k ActionKind) Claim() (claim.Kind, bool) {
	c := claim.Kind(k - claimBase) // a kind below claimBase wraps around past claim.Win
	return c, c <= claim.Win
}

// legacyActionKinds are the kinds by the numbers records wrote before the claim kinds took claim's
// order: a number read from a record means the kind it meant then. Only the decoding of numbers uses
// it; the module writes kinds as names, so a kind added later gets no number.
var legacyActionKinds = [...]ActionKind{NoAction, Exchange, ChooseSuit, Discard, Kong, Win, Pass, Chow, Pung,
	Abort, SetAside}

// String returns the kind's name, or "game.ActionKind(N)" out of range.
func (k ActionKind) String() string { return enumtext.String(actionNames[:], "game.ActionKind", k) }

// MarshalText implements [encoding.TextMarshaler].
func (k ActionKind) MarshalText() ([]byte, error) {
	return enumtext.Marshal(actionNames[:], "game.ActionKind", k, ErrInvalid)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: the kind's name or, as records wrote kinds
// before they had names, a number in the numbering of those records (0 none, 1 exchange, 2
// choose-suit, 3 discard, 4 kong, 5 win, 6 pass, 7 chow, 8 pung, 9 abort, 10 set-aside), which is
// not the numbering of the constants. On error k is unchanged.
func (k *ActionKind) UnmarshalText(b []byte) error {
	var v ActionKind
	if err := enumtext.Unmarshal(actionNames[:], "game.ActionKind", &v, b, ErrInvalid); err != nil {
		return err
	}
	if len(b) > 0 && '0' <= b[0] && b[0] <= '9' {
		if int(v) >= len(legacyActionKinds) {
			return fmt.Errorf("%w: game.ActionKind %.20q is no number records wrote", ErrInvalid, b)
		}
		v = legacyActionKinds[v]
	}
	*k = v
	return nil
}

// UnmarshalJSON accepts what UnmarshalText does, as a JSON string or, for records that wrote kinds as
// numbers, a JSON number; on error k is unchanged.
func (k *ActionKind) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "game.ActionKind", k.UnmarshalText, ErrInvalid)
}

// Action is one seat's decision: the single input of a [Game]. Tiles are named by kind, and Red and
// Drawn say which physical tiles of that kind leave the seat's hand, where the choice shows at the
// table: a red five or a plain one, the tile just drawn (tsumogiri) or one from the hand.
//
// # Which physical tile
//
// The referee takes the tiles an action needs from the seat's concealed tiles by one rule, the same
// for every kind:
//
//   - Red > 0 asks for exactly that many red fives among the tiles taken from the hand, the rest
//     plain; if the seat cannot take them so, [Game.Apply] refuses the action with [ErrNotHeld].
//   - Red == 0 takes plain fives first and red ones only when no plain one is left (the rule of
//     [hand.Hand.Without]).
//   - A Discard with Drawn set discards the tile drawn this turn, which must be of kind Tile
//     ([ErrNotHeld] otherwise). Without Drawn, a seat whose hand is locked by a declaration (riichi)
//     discards the drawn tile; any other seat discards a tile from its hand, before the drawn tile,
//     within the red rule above (a plain drawn five goes before a red five from the hand).
//
// So a kind-only action (Red 0, Drawn false) stays valid, and [Game.Legal] lists every distinct
// choice exactly: each legal action states the Red and Drawn it is applied with, and two legal
// actions never move the same faces the same way. Holding 0m and 5m, "E discard 0m" and
// "E discard 5m" are both legal; with 3p drawn and another 3p in hand, "E discard 3p" and
// "E discard 3p drawn" are.
//
// Each kind uses some of the fields (see the fields' comments); every field a kind does not use must be
// zero, or [Game.Apply] refuses the action with [ErrInvalid]. [Action.Text] (in a variant's words) and
// [ParseAction] give actions a text form ("S pung 5p from E", in riichi's words "S pon 5p from E").
//
// The zero Action is invalid. Action is a small value (40 bytes): store and pass it by value (the Tiles
// slice of an exchange is only read).
type Action struct {
	Kind ActionKind `json:"kind"`
	Seat tile.Seat  `json:"seat"`
	// Tile is the tile discarded, konged, claimed or won on (for claims it must be the latest discard
	// or the tile being added to a kong; for a self-drawn win it may be left None).
	Tile tile.Tile `json:"tile,omitempty"`
	// Chow is the lowest tile of the chow for a Chow claim.
	Chow tile.Tile `json:"chow,omitempty"`
	// Suit is the missing suit chosen by ChooseSuit.
	Suit tile.Suit `json:"suit,omitempty"`
	// From names, in a claim (Chow, Pung, Kong or Win while a claim or rob window is open), the seat
	// whose tile is claimed: the discarder, or the konger whose kong is robbed. It may be left unset
	// ([tile.NoSeat], the zero value); when set it must be that seat, so that a claim meant for
	// another discard is refused. [Game.Legal] sets it.
	From tile.Seat `json:"from,omitzero"`
	// Call announces, with a Discard, an Original Call or a declaration ([variant.Declarer]: riichi),
	// where the variant has one.
	Call bool `json:"call,omitempty"`
	// Red is the number of red fives among the tiles the action takes from the seat's hand: the
	// discarded tile (0 or 1), the hand tiles of a Chow (0 or 1), Pung (0 to 2) or claimed Kong (0 to
	// 3), the tile added to a kong or the four tiles of a concealed kong (0 to 4). See "Which physical
	// tile" above for Red 0.
	Red uint8 `json:"red,omitempty"`
	// Drawn marks a Discard of the tile drawn this turn (tsumogiri), as opposed to one from the hand.
	Drawn bool `json:"drawn,omitempty"`
	// Tiles are the tiles passed in an Exchange.
	Tiles []tile.Tile `json:"tiles,omitempty"`
}

// maxActionTiles is the most tiles an action may carry (an exchange passes at most a hand's worth).
const maxActionTiles = maxHeld

// checkFields returns an error wrapping [ErrInvalid] unless a is well formed whatever the state of the
// game: a valid seat and kind, every field the kind uses valid, and every field it does not use zero.
//
//   - Exchange: Tiles, 1 to 14 playing tiles;
//   - ChooseSuit: Suit, a suit;
//   - Discard: Tile, a playing tile, Call, Drawn, and Red (at most 1, and only for a five);
//   - Kong, Pung, Win: Tile, a playing tile or None (a claim names the latest discard or leaves it
//     None; a self-drawn win leaves it None or names any tile), and From, a seat or unset (only a
//     claim may set it); a Kong or Pung also Red (at most 4 and 2, and only where Tile names a
//     five);
//   - Chow: Chow, the lowest tile of a run (a suited tile of rank 1..7), Tile and From as for a
//     pung, and Red (at most 1, and only for a run through a five);
//   - SetAside: Tile, a playing tile or None (the table's set-aside kind);
//   - Pass, Abort: nothing.
func (a *Action) checkFields() error {
	if !a.Seat.IsValid() {
		return fmt.Errorf("%w: seat %v", ErrInvalid, a.Seat)
	}
	var useTile, useChow, useSuit, useCall, useTiles, useFrom bool
	var maxRed uint8 // the most red fives the kind may take from the hand
	switch a.Kind {
	case Exchange:
		useTiles = true
	case ChooseSuit:
		useSuit = true
	case Discard:
		useTile, useCall, maxRed = true, true, 1
	case Kong:
		useTile, useFrom, maxRed = true, true, 4
	case Pung:
		useTile, useFrom, maxRed = true, true, 2
	case Win:
		useTile, useFrom = true, true
	case SetAside:
		useTile = true
	case Chow:
		useTile, useChow, useFrom, maxRed = true, true, true, 1
	case Pass, Abort:
	default:
		return fmt.Errorf("%w: action kind %v", ErrInvalid, a.Kind)
	}
	switch {
	case a.Tile != tile.None && (!useTile || !a.Tile.IsPlaying()):
		return fmt.Errorf("%w: %v with tile %v", ErrInvalid, a.Kind, a.Tile)
	case a.Kind == Discard && a.Tile == tile.None:
		return fmt.Errorf("%w: a discard without a tile", ErrInvalid)
	case a.Chow != tile.None && !useChow:
		return fmt.Errorf("%w: %v with a chow %v", ErrInvalid, a.Kind, a.Chow)
	case useChow && (!a.Chow.IsSuited() || a.Chow.Rank() > 7):
		return fmt.Errorf("%w: chow from %v (want the lowest tile of a run)", ErrInvalid, a.Chow)
	case a.Suit != tile.NoSuit && !useSuit:
		return fmt.Errorf("%w: %v with a suit %v", ErrInvalid, a.Kind, a.Suit)
	case useSuit && (a.Suit == tile.NoSuit || a.Suit > tile.Seasons):
		return fmt.Errorf("%w: missing suit %v", ErrInvalid, a.Suit)
	case a.From != tile.NoSeat && (!useFrom || !a.From.IsValid()):
		return fmt.Errorf("%w: %v from %v", ErrInvalid, a.Kind, a.From)
	case a.Call && !useCall:
		return fmt.Errorf("%w: %v with an Original Call", ErrInvalid, a.Kind)
	case a.Drawn && a.Kind != Discard:
		return fmt.Errorf("%w: %v of the drawn tile", ErrInvalid, a.Kind)
	case a.Red > maxRed:
		return fmt.Errorf("%w: %v with %d red fives", ErrInvalid, a.Kind, a.Red)
	case a.Red > 0 && !a.redFits():
		return fmt.Errorf("%w: %v of %v with a red five", ErrInvalid, a.Kind, a.Tile)
	case a.Tiles != nil && !useTiles:
		return fmt.Errorf("%w: %v with %d tiles", ErrInvalid, a.Kind, len(a.Tiles))
	case useTiles && (len(a.Tiles) == 0 || len(a.Tiles) > maxActionTiles):
		return fmt.Errorf("%w: an exchange of %d tiles", ErrInvalid, len(a.Tiles))
	}
	for _, t := range a.Tiles {
		if !t.IsPlaying() {
			return fmt.Errorf("%w: exchange of %v", ErrInvalid, t)
		}
	}
	return nil
}

// redFits reports whether a's tiles from the hand can hold a red five, as far as a alone tells: a
// discard, pung or kong of a five (or of the latest tile, None), a chow through a five that is not the
// claimed tile.
func (a *Action) redFits() bool {
	five := func(t tile.Tile) bool { return t.IsSuited() && t.Rank() == 5 }
	switch a.Kind {
	case Discard:
		return five(a.Tile)
	case Kong, Pung:
		return five(a.Tile)
	case Chow:
		for t := a.Chow; t != tile.None && t <= a.Chow+2; t++ {
			if five(t) && t != a.Tile {
				return true
			}
		}
	case NoAction, Exchange, ChooseSuit, Win, Pass, Abort, SetAside, numActionKinds:
	}
	return false
}

// Phase is the stage a hand is in. The zero value, [PhaseNone], is a game not yet set up.
type Phase uint8

// The phases of a hand.
const (
	PhaseNone        Phase = iota
	PhaseExchange          // every seat passes tiles (Table.BeforePlay.Exchange > 0)
	PhaseMissingSuit       // every seat chooses a missing suit (Table.BeforePlay.MissingSuit)
	PhaseTurn              // the seat whose turn it is discards, declares a kong or wins
	PhaseClaim             // every other seat still in answers the latest discard
	PhaseRob               // other seats may rob the tile being added to a kong (or a concealed kong's tile)
	PhaseOver              // the hand has ended and is settled

	numPhases
)

var phaseNames = [...]string{
	PhaseNone: "none", PhaseExchange: "exchange", PhaseMissingSuit: "missing-suit", PhaseTurn: "turn",
	PhaseClaim: "claim", PhaseRob: "rob", PhaseOver: "over",
}

// String returns the phase's name, or "game.Phase(N)" out of range.
func (p Phase) String() string { return enumtext.String(phaseNames[:], "game.Phase", p) }

// MarshalText implements [encoding.TextMarshaler].
func (p Phase) MarshalText() ([]byte, error) {
	return enumtext.Marshal(phaseNames[:], "game.Phase", p, ErrRecord)
}

// UnmarshalJSON accepts the phase's name and, for records that wrote phases as numbers, a number in
// range; on error p is unchanged.
func (p *Phase) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "game.Phase", p.UnmarshalText, ErrRecord)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error p is unchanged.
func (p *Phase) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(phaseNames[:], "game.Phase", p, b, ErrRecord)
}
