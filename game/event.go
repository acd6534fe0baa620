package game

import (
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// EventKind is what an [Event] records.
type EventKind uint8

// The event kinds.
const (
	EventNone          EventKind = iota
	EventDeal                    // Seat was dealt Tiles (private)
	EventBonus                   // Seat exposed the bonus tile Tile
	EventExchange                // Seat chose Tiles to pass (private)
	EventExchanged               // the tiles were passed in Direction (found with the dice Rolls, if any)
	EventSuit                    // Seat chose Suit as missing suit (private; Suits reveals it later)
	EventSuitsRevealed           // every seat has chosen: Suits holds every seat's missing suit
	EventDraw                    // Seat drew Tile (a replacement tile if Replacement; private)
	EventDiscard                 // Seat discarded Tile (with an Original Call or riichi if Call)
	EventKong                    // Seat declared a kong of KongKind with Tile (concealed or added)
	EventResolve                 // the claims on Tile were resolved: Claim granted, Seat takes it
	EventClaim                   // Seat claimed Tile from From for Claim (chow, pung or kong)
	EventWin                     // Seat won on Tile from Source, worth Value
	EventEnd                     // the hand ended (Exhausted: the wall ran out)
	EventIndicator               // the dead wall's indicator Tile was turned face up
	EventFirstDealer             // a session's roll for its first dealer: East rolled Value on one die, Seat deals
	EventDice                    // Seat (the dealer) threw the break dice Dice, in the open
	EventAbort                   // the hand ended in an abortive draw (Seat: the player who declared it, if any)

	numEventKinds
)

var eventNames = [...]string{
	EventNone: "none", EventDeal: "deal", EventBonus: "bonus", EventExchange: "exchange",
	EventExchanged: "exchanged", EventSuit: "suit", EventSuitsRevealed: "suits-revealed", EventDraw: "draw",
	EventDiscard: "discard", EventKong: "kong", EventResolve: "resolve", EventClaim: "claim", EventWin: "win",
	EventEnd: "end", EventIndicator: "indicator", EventFirstDealer: "first-dealer", EventDice: "dice",
	EventAbort: "abort",
}

// String returns the kind's name, or "game.EventKind(N)" out of range.
func (k EventKind) String() string { return enumtext.String(eventNames[:], "game.EventKind", k) }

// MarshalText implements [encoding.TextMarshaler].
func (k EventKind) MarshalText() ([]byte, error) {
	return enumtext.Marshal(eventNames[:], "game.EventKind", k, ErrRecord)
}

// UnmarshalJSON accepts the kind's name and, for records that wrote kinds as numbers, a number in
// range; on error k is unchanged.
func (k *EventKind) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "game.EventKind", k.UnmarshalText, ErrRecord)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged.
func (k *EventKind) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(eventNames[:], "game.EventKind", k, b, ErrRecord)
}

// Event is one entry of a hand's event log: what happened, to whom, with which tiles. The log holds
// hidden information (deals, draws, exchange choices, missing-suit choices); [Event.Public] tells which
// events every seat may see.
//
// A missing-suit choice ([EventSuit]) stays private to its seat for good, so that a seat's log never
// changes behind what it has already seen; the [EventSuitsRevealed] event that follows the last choice
// is public and carries every seat's missing suit in Suits. A seat learns the other seats' missing
// suits from that event, and never before it.
//
// Event is a plain value that marshals to JSON; fields that do not apply are left zero.
type Event struct {
	Kind     EventKind        `json:"kind"`
	Seat     tile.Seat        `json:"seat"`
	Tile     tile.ID          `json:"tile,omitempty"`
	Tiles    []tile.ID        `json:"tiles,omitempty"`
	From     tile.Seat        `json:"from,omitzero"`
	Claim    claim.Kind       `json:"claim,omitempty"`
	KongKind variant.KongKind `json:"kongKind,omitempty"`
	Suit     tile.Suit        `json:"suit,omitempty"`
	// Suits are the seats' missing suits, indexed by seat, in an [EventSuitsRevealed] event.
	Suits     [tile.NumSeats]tile.Suit `json:"suits,omitzero"`
	Direction variant.Direction        `json:"direction,omitempty"`
	Source    score.Source             `json:"source,omitempty"`
	// Dice are the break dice of an [EventDice] event.
	Dice wall.Dice `json:"dice,omitzero"`
	// Rolls are, in an [EventExchanged] event, the dice rolled again to find the direction (see
	// [DiceExchanger]), in order.
	Rolls []wall.Dice `json:"rolls,omitempty"`
	// Value is a win's value, or the die of an [EventFirstDealer] roll.
	Value       int  `json:"value,omitempty"`
	Replacement bool `json:"replacement,omitempty"`
	Call        bool `json:"call,omitempty"`
	Exhausted   bool `json:"exhausted,omitempty"`
	// Red reports that Tile is a red five of the table.
	Red bool `json:"red,omitempty"`
	// Drawn reports, in an [EventDiscard], that the tile discarded is the one drawn that turn
	// (tsumogiri) rather than one from the hand.
	Drawn bool `json:"drawn,omitempty"`
	// Sideways reports, in an [EventDiscard], that the tile is turned sideways to mark the seat's
	// declaration (riichi, Original Call): the declaring discard, or, when that tile was claimed, the
	// seat's next discard.
	Sideways bool `json:"sideways,omitempty"`
}

// Public reports whether every seat may see the event: deals, draws, exchange choices and missing-suit
// choices are private to their seat (the public [EventSuitsRevealed] event shows every missing suit once
// all have chosen); a concealed kong is public but shown as a kong of its kind.
func (e Event) Public() bool {
	switch e.Kind {
	case EventDeal, EventDraw, EventExchange, EventSuit:
		return false
	case EventNone, EventBonus, EventExchanged, EventSuitsRevealed, EventDiscard, EventKong, EventResolve,
		EventClaim, EventWin, EventEnd, EventIndicator, EventFirstDealer, EventDice, EventAbort, numEventKinds:
	}
	return true
}

// String returns the event's line in the classic words: [Event.Text] with [variant.ClassicWords].
func (e Event) String() string { return e.Text(variant.ClassicWords) }

// Text returns a readable line in the words w: "E discard 5m", "E discard 0m drawn" (a red five, the
// tile just drawn) or "S win 3p (discard, 8)" in the classic words. It shows tiles by their faces,
// never their copy numbers. In [variant.RiichiWords] a declaring discard reads "W riichi 7z", a
// claim "S pon 5p from E", "S chi 3p from E" or "S kan 5p from E (open)", a kan "N kan 5m
// (closed)" or "(added)", a win "S ron 3m (8000)" or "E tsumo 3m (dead wall, 2000)", and a
// replacement tile comes from the dead wall; a discard turned sideways because the declaring one was
// claimed reads "(sideways)" in both words. Words out of range are read as the classic words.
func (e Event) Text(w variant.Words) string {
	riichi := w == variant.RiichiWords
	var b strings.Builder
	if e.Seat.IsValid() {
		b.WriteString(e.Seat.String())
		b.WriteByte(' ')
	}
	if riichi {
		return e.riichiText(&b)
	}
	b.WriteString(e.Kind.String())
	switch e.Kind {
	case EventDeal, EventExchange:
		b.WriteByte(' ')
		b.WriteString(tile.Format(tile.Kinds(e.Tiles)))
	case EventExchanged:
		b.WriteByte(' ')
		b.WriteString(e.Direction.String())
		for i, d := range e.Rolls {
			if i == 0 {
				b.WriteString(" (rolled")
			}
			b.WriteByte(' ')
			b.WriteString(d.String())
			if i == len(e.Rolls)-1 {
				b.WriteByte(')')
			}
		}
	case EventDice:
		b.WriteByte(' ')
		b.WriteString(e.Dice.String())
	case EventSuit:
		b.WriteByte(' ')
		b.WriteString(e.Suit.String())
	case EventSuitsRevealed:
		for _, su := range e.Suits {
			b.WriteByte(' ')
			b.WriteString(su.String())
		}
	case EventIndicator:
		b.WriteByte(' ')
		b.WriteString(e.face())
	case EventBonus, EventDiscard:
		b.WriteByte(' ')
		e.discardText(&b, " (original call)")
	case EventDraw:
		b.WriteByte(' ')
		e.drawText(&b, " (replacement)")
	case EventKong:
		fmt.Fprintf(&b, " %v (%v)", e.face(), e.KongKind)
	case EventResolve:
		fmt.Fprintf(&b, " %v: %v", e.face(), e.Claim)
	case EventClaim:
		fmt.Fprintf(&b, " %v %v from %v", e.Claim, e.face(), e.From)
	case EventWin:
		fmt.Fprintf(&b, " %v (%v, %d)", e.face(), e.Source, e.Value)
	case EventFirstDealer:
		fmt.Fprintf(&b, " (East rolled %d)", e.Value)
	case EventEnd:
		if e.Exhausted {
			b.WriteString(" (exhausted)")
		}
	case EventNone, EventAbort, numEventKinds:
	}
	return b.String()
}

// riichiClaimWords are riichi's words for the claim kinds.
var riichiClaimWords = [...]string{claim.Pass: "pass", claim.Chow: "chi", claim.Pung: "pon", claim.Kong: "kan",
	claim.Win: "ron"}

// riichiClaimWord returns riichi's word for the claim kind c.
func riichiClaimWord(c claim.Kind) string {
	if int(c) < len(riichiClaimWords) && riichiClaimWords[c] != "" {
		return riichiClaimWords[c]
	}
	return c.String()
}

// riichiText finishes, after the seat in b, the line [Event.Text] writes in riichi's words: the
// events whose words differ, or the classic line of the others.
func (e Event) riichiText(b *strings.Builder) string {
	switch e.Kind {
	case EventDiscard:
		if e.Call {
			b.WriteString("riichi ")
		} else {
			b.WriteString("discard ")
		}
		e.discardText(b, "")
	case EventDraw:
		b.WriteString("draw ")
		e.drawText(b, " (dead wall)")
	case EventKong:
		how := "closed"
		switch e.KongKind {
		case variant.ConcealedKong:
		case variant.AddedFresh, variant.AddedHeld:
			how = "added"
		case variant.ExposedKong:
			how = "open"
		default:
			how = e.KongKind.String()
		}
		fmt.Fprintf(b, "kan %v (%v)", e.face(), how)
	case EventResolve:
		fmt.Fprintf(b, "resolve %v: %v", e.face(), riichiClaimWord(e.Claim))
	case EventClaim:
		fmt.Fprintf(b, "%v %v from %v", riichiClaimWord(e.Claim), e.face(), e.From)
		if e.Claim == claim.Kong {
			b.WriteString(" (open)")
		}
	case EventWin:
		word, how := "ron", ""
		switch e.Source {
		case score.Discard:
		case score.RobbedKong:
			how = "robbed kan, "
		case score.Wall:
			word = "tsumo"
		case score.Replacement:
			word, how = "tsumo", "dead wall, "
		default:
			word, how = "win", e.Source.String()+", "
		}
		fmt.Fprintf(b, "%s %v (%s%d)", word, e.face(), how, e.Value)
	default:
		return e.Text(variant.ClassicWords)
	}
	return b.String()
}

// discardText writes the rest of a discard's line after its word, in either words: the face, " drawn"
// for the tile just drawn, then call for a declaring discard or " (sideways)" for one turned sideways.
func (e *Event) discardText(b *strings.Builder, call string) {
	b.WriteString(e.face())
	if e.Drawn {
		b.WriteString(" drawn")
	}
	if e.Call {
		b.WriteString(call)
	} else if e.Sideways {
		b.WriteString(" (sideways)")
	}
}

// drawText writes the rest of a draw's line after its word: the kind drawn, then replacement for a
// replacement tile.
func (e *Event) drawText(b *strings.Builder, replacement string) {
	b.WriteString(e.Tile.Kind().String())
	if e.Replacement {
		b.WriteString(replacement)
	}
}

// face returns the notation of the event's tile as players see it: "0m" for a red five, else its kind.
func (e *Event) face() string {
	t := e.Tile.Kind().String()
	if e.Red && len(t) == 2 {
		return "0" + t[1:]
	}
	return t
}

// Events returns the hand's event log so far.
func (g *Game) Events() []Event {
	out := make([]Event, len(g.events))
	for i := range g.events {
		out[i] = g.eventOf(i)
	}
	return out
}

// EventsFor returns the events seat s may see: every public event and s's own private ones. The other
// seats' missing suits appear in the [EventSuitsRevealed] event once every seat has chosen. What a seat
// sees only grows: each call returns the previous call's events followed by the new ones.
//
// Another seat's events show what a player at the table sees: the face of a tile (its kind, red or
// not, with Red; a discard's Drawn and Sideways) and never its copy number, which depends on where the
// other copies are: their Tile is the first copy with that face ([tile.IDOf] of copy 0 for a red
// five or a kind without red copies, the first plain copy otherwise). [Game.Events], the whole log,
// keeps every tile's identity.
func (g *Game) EventsFor(s tile.Seat) []Event {
	n := 0
	for i := range g.events {
		if g.sees(s, i) {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	out := make([]Event, 0, n)
	for i := range g.events {
		if g.sees(s, i) {
			e := g.eventOf(i)
			if e.Seat != s {
				e.Tile = g.faceID(e.Tile)
			}
			out = append(out, e)
		}
	}
	return out
}

// sees reports whether seat s may see the i-th event of the log.
func (g *Game) sees(s tile.Seat, i int) bool {
	r := &g.events[i]
	return r.seat == s || (Event{Kind: r.kind}).Public()
}

// eventOf returns the i-th event of the log with what the compact log leaves implied: the revealed
// missing suits, which the seats keep (a choice is final, and the reveal follows the last choice).
func (g *Game) eventOf(i int) Event {
	e := g.eventAt(i)
	switch e.Kind {
	case EventSuitsRevealed:
		for s := range g.seats {
			e.Suits[s] = g.seats[s].missing
		}
	case EventDice:
		e.Dice = g.wall.Dice()
	case EventExchanged:
		e.Rolls = append([]wall.Dice(nil), g.rolls...)
		if len(e.Rolls) == 0 {
			e.Rolls = nil
		}
	default:
	}
	return e
}
