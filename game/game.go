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
	ruleset // the rules and what New asked of them once; fixed for the hand
	cfg     Config
	src     *rand.ChaCha8 // &chacha: the hand's random source
	chacha  rand.ChaCha8
	wall    *wall.Wall

	// The state of play.
	phase      Phase
	seats      [tile.NumSeats]seatState
	turn       tile.Seat
	turnNo     int
	dealerTurn bool // the dealer's first turn, before any draw, discard or kong
	// discardsMade counts the discards of the hand; callMade: a call of any kind (a kong included)
	// was made in the hand.
	discardsMade int
	callMade     bool

	turnState     // the current turn
	window        // the open claim or rob window
	exchangeState // the direction of the exchange
	money         // deposits and payments
	outcome       // the seats out, the wins and kongs, how the hand ended
	visibility    // the tiles face up
	caches        // answers remembered for speed, derived from the state above (never game state)
	gameLog       // the logs, in compact records (see log.go)
}

// ruleset is the rules of a game and what [New] asked of them once.
type ruleset struct {
	rules  variant.Rules
	table  variant.Table
	policy claim.Policy
	won    wonPolicy // policy with a CanWin known true (see claimOK)
	exch   variant.Exchanger
	// The rules' optional capabilities, nil where the rules lack one (asked once, in New).
	declarer   variant.Declarer
	aborter    variant.Aborter
	restricter variant.CallRestricter
	// shapesOnly: the policy is a shapeWaiter whose wins are all within the table's shapes (see
	// caches.waits).
	shapesOnly bool
	// redIDs is the set of the table's red fives, bit id of the array read as one 256-bit word.
	redIDs [4]uint64
	anyRed bool // redIDs is not empty
	// present are the seats at the table (all four, or East, South and West at a table of three,
	// wall.Spec.Seats) and nseats their number. An absent seat holds nothing, never plays and is
	// never waited for.
	present claim.Seats
	nseats  int
}

// turnState is the current turn; resetTurn clears it for the next.
type turnState struct {
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
	// asideDraw: the tile drawn is the replacement of a tile set aside ([variant.SetAsideRules.Kind]).
	asideDraw bool
}

// window is the open claim or rob window.
type window struct {
	latest      tile.ID
	discarder   tile.Seat
	lastDiscard bool
	afterKong   bool
	earth       bool
	waiting     claim.Seats // the seats yet to answer the open window, exchange or choose the missing suit
	answers     [tile.NumSeats]claim.Claim
	answerRed   [tile.NumSeats]uint8 // the Red of each seat's claim
	robMeld     int
	robKind     variant.KongKind
	// robClosed: the rob window is over a concealed kong, which only a win with a shape of
	// Table.Claims.RobConcealedKong may rob (the window waits for every other seat still in all the same);
	// the kong's four tiles are still concealed until it resolves.
	robClosed bool
	// robAside: the rob window is over a tile set aside ([variant.SetAsideRules.Kind]).
	robAside bool
}

// exchangeState is the direction of the exchange, once known.
type exchangeState struct {
	direction    variant.Direction
	directionSet bool
	rolls        []wall.Dice // the dice rolled again to find the direction (see DiceExchanger)
}

// money is what the hand put on and took from the table and the payments.
type money struct {
	// depositDue is the seat whose declaring discard is open to claims (NoSeat: none); deposits the
	// number on the table; deposited and collected what each seat put on and took from the table.
	depositDue tile.Seat
	deposits   int
	deposited  [tile.NumSeats]int
	collected  [tile.NumSeats]int
	ledger     score.Ledger
	settlement score.Ledger
}

// outcome is the seats out, the wins and kongs so far and how the hand ended.
type outcome struct {
	outs      claim.Seats // the seats out (as seatState.out says)
	wins      []variant.Win
	groups    int
	kongs     []variant.Kong
	exhausted bool
	aborted   bool
	err       error
}

// visibility counts the playing tiles face up: seen every discard still in a river, the melds of the
// seats still in and the whole hands of those out; shown[s] is seat s's part of it outside its river.
// They are kept as tiles move (see reshow), so that Analysis needs no scan of the rivers.
type visibility struct {
	seen  tile.Counts
	shown [tile.NumSeats]tile.Counts
}

// caches are answers the referee remembers for speed: each is derived from the state of play and
// never is game state.
type caches struct {
	passOnly claim.Seats // the seats waited for whose only legal answer is Pass (see openWindow)
	// winMemo caches, per seat, whether it may win on the window's tile.
	winMemo [tile.NumSeats]uint8
	// waits caches each seat's shape waits where ruleset.shapesOnly.
	waits [tile.NumSeats]shapeWaits
	// windowAsked are the seats whose shape waits openWindow looked up for the window's tile, and
	// windowHits those among them whose shape waits hold it (see hasShapeWait).
	windowAsked, windowHits claim.Seats
}

// gameLog is the game's logs, in compact records (see log.go).
type gameLog struct {
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
		t := rules.Table()
		for i := range t.Wall.Seats() {
			cfg.Scores[i] = t.Scoring.StartingScore
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
	switch g.phase { // kept small so that the compiler inlines Pending on the hot paths
	case PhaseTurn:
		return seatBit(g.turn)
	case PhaseNone, PhaseOver:
		return 0
	default:
		return g.waiting
	}
}

// seatBit is the set of the one seat s, claim.SeatsOf(s) without the table lookup of tile.Seat.Index,
// cheap enough for the hot paths (the seat of index i is i+1; NoSeat gives the empty set).
func seatBit(s tile.Seat) claim.Seats { return claim.Seats(1) << (s - 1) }

// seatIdx is s.Index() for the arrays of a seat's values, without the table lookup (the seat of index
// i is i+1): NoSeat and other invalid seats give an index past every array, as Index's -1 is before.
func seatIdx(s tile.Seat) uint8 { return uint8(s - 1) }

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
		Kongs:      copyKongs(g.kongs),
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
		s.Declared[i] = st.called && g.table.Declarations.Deposit > 0
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
	c.outcome = g.outcome.clone()
	c.money = g.money.clone()
	c.gameLog = g.gameLog.clone()
	return &c
}

// copyKongs returns a copy of ks sharing no memory with it (never nil).
func copyKongs(ks []variant.Kong) []variant.Kong {
	c := make([]variant.Kong, len(ks))
	for i, k := range ks {
		k.Shot = append([]tile.Seat(nil), k.Shot...)
		c[i] = k
	}
	return c
}

// clone returns a copy of o sharing no memory with it.
func (o outcome) clone() outcome {
	o.wins = append([]variant.Win(nil), o.wins...)
	o.kongs = copyKongs(o.kongs)
	return o
}

// clone returns a copy of m sharing no memory with it.
func (m money) clone() money {
	m.ledger = append(score.Ledger(nil), m.ledger...)
	m.settlement = append(score.Ledger(nil), m.settlement...)
	return m
}

// clone returns a copy of l sharing no memory with it, with the same room to grow.
func (l gameLog) clone() gameLog {
	return gameLog{
		actions:     append(make([]actionRec, 0, cap(l.actions)), l.actions...),
		actionTiles: append(make([]tile.Tile, 0, cap(l.actionTiles)), l.actionTiles...),
		events:      append(make([]eventRec, 0, cap(l.events)), l.events...),
		eventIDs:    append(make([]tile.ID, 0, cap(l.eventIDs)), l.eventIDs...),
		eventValues: append([]int(nil), l.eventValues...),
	}
}
