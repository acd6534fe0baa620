package game

import (
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// Game is the referee of one hand of mahjong under any [variant.Rules]: it deals, runs the phases before
// play the variant asks for, then turns, claims, kongs and wins to the end of the hand and its
// settlement. Its only input is [Game.Apply]; [Game.Legal] lists every legal action of a seat and
// [Game.Pending] the seats whose decision is awaited. An illegal action returns an error and changes
// nothing.
//
// The zero value is not usable; create games with [New]. A Game is not safe for concurrent use.
type Game struct {
	rules  variant.Rules
	table  variant.Table
	policy claim.Policy
	won    wonPolicy // policy with a CanWin known true (see claimOK)
	exch   variant.Exchanger
	cfg    Config
	src    *rand.ChaCha8 // &chacha: the hand's random source
	chacha rand.ChaCha8
	wall   *wall.Wall

	phase      Phase
	seats      [tile.NumSeats]seatState
	turn       tile.Seat
	turnNo     int
	dealerTurn bool // the dealer's first turn, before any draw, discard or kong

	// The current turn.
	drawn       tile.ID      // the tile last taken from the wall this turn (0: none)
	drawnSrc    score.Source // where it came from
	turnDrawn   [8]tile.ID   // every tile taken this turn
	nTurnDrawn  uint8
	mustDiscard bool      // after a chow or pung claim
	forbidden   tile.Set  // the kinds that may not be discarded after that claim ([variant.CallRestricter])
	turnKongs   int       // kongs declared in this turn, a claimed kong included
	kongFrom    tile.Seat // discarder of the turn's latest kong if it was claimed, else NoSeat
	// indicatorsDue counts the indicators the turn's claimed or added kongs turn at the konger's next
	// discard or kong ([variant.IndicatorConcealedAtOnce]).
	indicatorsDue uint8

	// The open claim or rob window.
	latest      tile.ID
	discarder   tile.Seat
	lastDiscard bool
	afterKong   bool
	earth       bool
	waiting     claim.Seats
	passOnly    claim.Seats // the seats waited for whose only legal answer is Pass (a cache, see openWindow)
	answers     [tile.NumSeats]claim.Claim
	answerRed   [tile.NumSeats]uint8 // the Red of each seat's claim
	// redIDs is the set of the table's red fives, bit id of the array read as one 192-bit word.
	redIDs [3]uint64
	// winMemo caches, per seat, whether it may win on the window's tile (a cache, not game state).
	winMemo [tile.NumSeats]uint8
	// shapesOnly: the policy is a ShapeWaiter whose wins are all within the table's shapes; waits then
	// caches each seat's shape waits (a cache, not game state).
	shapesOnly bool
	waits      [tile.NumSeats]shapeWaits
	// The rules' optional capabilities, nil where the rules lack one (asked once, in New).
	declarer   variant.Declarer
	aborter    variant.Aborter
	restricter variant.CallRestricter
	// windowAsked are the seats whose shape waits openWindow looked up for the window's tile, and
	// windowHits those among them whose shape waits hold it (a cache, see hasShapeWait).
	windowAsked, windowHits claim.Seats
	robMeld                 int
	robKind                 variant.KongKind
	// robClosed: the rob window is over a concealed kong, which only a win with a shape of
	// Table.RobConcealedKong may rob (the window waits for every other seat still in all the same);
	// the kong's four tiles are still concealed until it resolves.
	robClosed bool

	direction    variant.Direction
	directionSet bool
	rolls        []wall.Dice // the dice rolled again to find the direction (see DiceExchanger)

	discardsMade int
	// callMade: a call of any kind (a kong included) was made in the hand.
	callMade bool
	// depositDue is the seat whose declaring discard is open to claims (NoSeat: none); deposits the
	// number on the table; deposited and collected what each seat put on and took from the table.
	depositDue tile.Seat
	deposits   int
	deposited  [tile.NumSeats]int
	collected  [tile.NumSeats]int
	outs       claim.Seats // the seats out (as seatState.out says)
	// seen counts the playing tiles face up: every discard still in a river, the melds of the seats
	// still in and the whole hands of those out; shown[s] is seat s's part of it outside its river. They
	// are kept as tiles move (see reshow), so that Analysis needs no scan of the rivers.
	seen       tile.Counts
	shown      [tile.NumSeats]tile.Counts
	wins       []variant.Win
	groups     int
	kongs      []variant.Kong
	ledger     score.Ledger
	settlement score.Ledger
	exhausted  bool
	aborted    bool
	err        error

	// The logs, in compact records (see log.go).
	actions     []actionRec
	actionTiles []tile.Tile
	events      []eventRec
	eventIDs    []tile.ID
	eventValues []int
}

// New deals a hand under rules as cfg says and returns the game, in the first phase the variant asks
// for: [PhaseExchange], [PhaseMissingSuit] or the dealer's first [PhaseTurn]. A zero cfg.Seed is
// replaced by a fresh seed from crypto/rand, and zero cfg.Scores by the rules' starting score for every
// seat. It fails with [ErrInvalid] for a missing (zero) or invalid dealer, a prevailing wind that is
// not a wind, a wall that cannot be built or dealt, or a variant whose table asks for an exchange
// without implementing [variant.Exchanger]. Rules whose table is the zero [variant.Table] describe no
// playable table and are refused with [ErrVariant].
func New(rules variant.Rules, cfg Config) (*Game, error) {
	if cfg.Seed == (wall.Seed{}) {
		cfg.Seed = wall.NewSeed()
	}
	if cfg.Scores == ([tile.NumSeats]int{}) && rules != nil {
		for i := range cfg.Scores {
			cfg.Scores[i] = rules.Table().StartingScore
		}
	}
	return deal(rules, cfg)
}

// Rules returns the rules the hand is played with.
func (g *Game) Rules() variant.Rules { return g.rules }

// Config returns the configuration the hand was set up with.
func (g *Game) Config() Config { return g.cfg }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.phase }

// Dealer returns the dealer's seat.
func (g *Game) Dealer() tile.Seat { return g.cfg.Dealer }

// Turn returns the seat whose turn it is (the discarder while a claim window is open, the konger while
// a rob window is open), or tile.NoSeat before play and after the hand.
func (g *Game) Turn() tile.Seat {
	if g.phase == PhaseOver {
		return tile.NoSeat
	}
	return g.turn
}

// Pending returns the seats whose decision the game is waiting for: every seat that has not yet
// exchanged or chosen its missing suit, the seat whose turn it is, or every seat still in that has not
// yet answered the open claim or rob window. It is empty once the hand is over.
func (g *Game) Pending() claim.Seats {
	switch g.phase {
	case PhaseTurn:
		return claim.Seats(1) << uint(g.turn.Index())
	case PhaseClaim, PhaseRob:
		return g.waiting
	default: // kept small so that the compiler inlines the frequent phases
		return g.pendingChoices()
	}
}

// pendingChoices is Pending in the other phases: the seats yet to choose before play, or none.
func (g *Game) pendingChoices() claim.Seats {
	var p claim.Seats
	switch g.phase {
	case PhaseExchange:
		for s := range tile.NumSeats {
			if !g.seats[s].gave {
				p |= 1 << s
			}
		}
	case PhaseMissingSuit:
		for s := range tile.NumSeats {
			if !g.seats[s].chose {
				p |= 1 << s
			}
		}
	case PhaseNone, PhaseTurn, PhaseClaim, PhaseRob, PhaseOver:
	}
	return p
}

// Over reports whether the hand has ended.
func (g *Game) Over() bool { return g.phase == PhaseOver }

// Err returns the variant error that stopped the hand, if any (see [ErrVariant]).
func (g *Game) Err() error { return g.err }

// Hand returns seat s's tiles (a winner's hand includes the winning tile), by kind: its red fives are
// not marked (the seat's [View.Hand] marks them, and [View.Tiles] lists its physical tiles).
func (g *Game) Hand(s tile.Seat) hand.Hand {
	if !s.IsValid() {
		return hand.Hand{}
	}
	return g.seats[s.Index()].h
}

// Out reports whether seat s has won and left the hand.
func (g *Game) Out(s tile.Seat) bool { return s.IsValid() && g.seats[s.Index()].out }

// Missing returns seat s's missing suit, or tile.NoSuit if it has none or has not chosen yet.
func (g *Game) Missing(s tile.Seat) tile.Suit {
	if !s.IsValid() || !g.seats[s.Index()].chose {
		return tile.NoSuit
	}
	return g.seats[s.Index()].missing
}

// Direction returns the direction of the exchange and whether it is known yet (once all seats passed).
func (g *Game) Direction() (variant.Direction, bool) { return g.direction, g.directionSet }

// Wins returns the wins so far, in order.
func (g *Game) Wins() []variant.Win { return append([]variant.Win(nil), g.wins...) }

// Ledger returns every payment of the hand so far: the wins' payments and, once the hand is over, the
// variant's settlement.
func (g *Game) Ledger() score.Ledger {
	l := make(score.Ledger, 0, len(g.ledger)+len(g.settlement))
	return append(append(l, g.ledger...), g.settlement...)
}

// Exhausted reports whether the hand ended with the wall exhausted.
func (g *Game) Exhausted() bool { return g.phase == PhaseOver && g.exhausted }

// LiveCount returns the number of tiles left in the live wall.
func (g *Game) LiveCount() int { return g.wall.LiveCount() }

// Actions returns the actions applied so far, in order.
func (g *Game) Actions() []Action {
	out := make([]Action, len(g.actions))
	for i := range g.actions {
		out[i] = g.action(i)
	}
	return out
}

// Summary returns what the hand leaves for settlement and for the next hand (meaningful once it is
// over; before that it describes the hand so far).
func (g *Game) Summary() variant.Summary {
	s := variant.Summary{
		Dealer:     g.cfg.Dealer,
		Prevailing: g.cfg.Prevailing,
		Wins:       append([]variant.Win(nil), g.wins...),
		Exhausted:  g.phase == PhaseOver && g.exhausted,
		Aborted:    g.aborted,
		Kongs:      make([]variant.Kong, len(g.kongs)),
	}
	for i, k := range g.kongs {
		k.Shot = append([]tile.Seat(nil), k.Shot...)
		s.Kongs[i] = k
	}
	n := 0
	for i := range g.seats {
		n += len(g.seats[i].river)
	}
	all := make([]tile.Tile, n) // every seat's discards, each seat's a full slice of its own part
	flags := make([]bool, n)    // the same for their taken flags
	for i := range g.seats {
		st := &g.seats[i]
		s.Hands[i] = g.withRed(tile.SeatAt(i), st.h, st.extra)
		s.Missing[i] = tile.NoSuit
		if st.chose {
			s.Missing[i] = st.missing
		}
		ds := all[:len(st.river):len(st.river)]
		all = all[len(st.river):]
		taken := flags[:len(st.river):len(st.river)]
		flags = flags[len(st.river):]
		for j, r := range st.river {
			ds[j] = r.ID.Kind()
			taken[j] = r.Taken
		}
		s.Discards[i] = ds
		s.Taken[i] = taken
		s.Declared[i] = st.called && g.table.DeclarationDeposit > 0
	}
	return s
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() *Game {
	c := *g
	c.wall = g.wall.Clone()
	c.chacha = *g.src
	c.src = &c.chacha
	for i := range c.seats {
		st := &c.seats[i]
		st.bonus = append([]tile.ID(nil), st.bonus...)
		st.river = append([]river(nil), st.river...)
	}
	c.rolls = append([]wall.Dice(nil), g.rolls...)
	c.wins = append([]variant.Win(nil), g.wins...)
	c.kongs = make([]variant.Kong, len(g.kongs))
	for i, k := range g.kongs {
		k.Shot = append([]tile.Seat(nil), k.Shot...)
		c.kongs[i] = k
	}
	c.ledger = append(score.Ledger(nil), g.ledger...)
	c.settlement = append(score.Ledger(nil), g.settlement...)
	c.actions = append(make([]actionRec, 0, cap(g.actions)), g.actions...)
	c.actionTiles = append(make([]tile.Tile, 0, cap(g.actionTiles)), g.actionTiles...)
	c.events = append(make([]eventRec, 0, cap(g.events)), g.events...)
	c.eventIDs = append(make([]tile.ID, 0, cap(g.eventIDs)), g.eventIDs...)
	c.eventValues = append([]int(nil), g.eventValues...)
	return &c
}
