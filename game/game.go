package game

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// Config sets up one hand: who deals, the prevailing wind, where the randomness comes from and the
// players' running totals before the hand.
//
// The zero value names no dealer and is refused by [New]: who deals decides who pays and is paid more,
// so it is never defaulted. A Config with only Dealer set is a hand with East as the prevailing wind
// where the tile set has winds, from a fresh random seed. Config is a plain value that marshals to JSON; a saved game stores it, with
// the seed actually used.
type Config struct {
	// Dealer is the dealer's seat; required. Its zero value, [tile.NoSeat], is refused by [New] (and a
	// record without a dealer by [Replay]) rather than taken as East. It marshals as "E", "S", "W" or
	// "N".
	Dealer tile.Seat `json:"dealer"`
	// Prevailing is the prevailing wind; None means East when the tile set has winds, else none.
	Prevailing tile.Tile `json:"prevailing,omitempty"`
	// Seed seeds the hand's random source: the shuffle and dice (unless Wall is set), then every later
	// random choice of the hand (such as the exchange direction). The same seed gives the same hand.
	// The zero seed asks [New] for a fresh seed from crypto/rand ([wall.NewSeed]), which the game's
	// [Game.Config] and [Game.Record] then hold, so that the hand still replays exactly: a hand is
	// predictable only when its seed is given. ([Replay] takes a record's seed as it is, zero included,
	// so that records saved before zero meant fresh still load.)
	Seed wall.Seed `json:"seed"`
	// Wall, when not empty, is a fixed wall order for [wall.NewFixed] (with Dice): for tests, puzzles and
	// replays of a recorded wall. The seed still feeds the later random choices.
	Wall []tile.ID `json:"wall,omitempty"`
	// Dice are the dice of a fixed wall; ignored without Wall.
	Dice wall.Dice `json:"dice,omitzero"`
	// Scores are the players' running totals before the hand, shown in views; each within
	// ±[MaxStartScore]. [New] reads all zeros as the rules' starting score for every seat
	// ([variant.Table.StartingScore]: riichi's 25,000 or the preset's), and its [Game.Config] then holds
	// those scores. (A [Session] passes its totals as they are.)
	Scores [tile.NumSeats]int `json:"scores,omitzero"`
	// Counters is the number of continuance counters on the table (riichi: honba), 0..[MaxCounters].
	Counters int `json:"counters,omitempty"`
	// Deposits is the number of deposits on the table at the start (riichi: sticks left by earlier
	// hands), 0..[MaxCounters].
	Deposits int `json:"deposits,omitempty"`
}

// MaxCounters bounds [Config.Counters] and [Config.Deposits].
const MaxCounters = 1000

// maxHeld is the most concealed tiles a seat holds.
const maxHeld = hand.MaxMelds*3 + 2

// river is one tile of a player's discards.
type river struct {
	ID tile.ID
	// Taken: the tile was claimed (or won on) and left the discards.
	Taken bool
	// Drawn: the tile discarded was the one drawn that turn (tsumogiri).
	Drawn bool
	// Sideways: the tile is turned sideways to mark the seat's declaration (see RiverTile).
	Sideways bool
}

// seatState is everything the referee knows about one seat.
type seatState struct {
	// ids are the physical concealed tiles, ids[:n]; h is the analysis form of the seat's tiles.
	ids [maxHeld]tile.ID
	n   uint8
	h   hand.Hand
	// meldIDs holds the physical tiles of each declared meld, in the order of h's melds.
	meldIDs [hand.MaxMelds][4]tile.ID
	bonus   []tile.ID
	river   []river

	// give are the tiles chosen for the exchange, give[:ngive] (gave reports the choice was made).
	give  [maxHeld]tile.ID
	ngive uint8
	gave  bool
	// missing is the chosen missing suit (chose reports the choice was made); usable the kinds the
	// seat may use in claims and wins (zero: all).
	missing      tile.Suit
	missingKinds tile.Set
	chose        bool
	usable       tile.Set
	// unusable counts the concealed tiles (ids) outside usable (none while usable is zero).
	unusable uint8

	out bool
	// extra is the winning discard a winner scored as a copy without taking the physical tile.
	extra tile.ID

	called bool // made an Original Call or a declaration ([variant.Declarer])
	// declFirst: declared with the first discard before any call; ippatsu: declared, and no call and no
	// further discard of the seat since ([variant.SeatFacts]).
	declFirst, ippatsu bool
	// liable is the seat liable for this seat's win ([variant.Liabler]), NoSeat for none.
	liable   tile.Seat
	acted    bool // claimed a discard or declared a kong (no Original Call after that)
	discards int  // number of discards made

	// passed: the seat declined a win since its last draw; passedValue the best value declined.
	passed      bool
	passedValue int
	// barred: the seat declared and then let a winning tile go (Table.DeclaredPassBars); discarded
	// the kinds of its discards.
	barred    bool
	discarded tile.Set
}

func (s *seatState) remove(id tile.ID) {
	for i := range s.ids[:s.n] {
		if s.ids[i] == id {
			s.removeAt(i)
			return
		}
	}
	panic("unreachable: game: removing a tile not held")
}

func (s *seatState) holds(id tile.ID) bool {
	for _, x := range s.ids[:s.n] {
		if x == id {
			return true
		}
	}
	return false
}

func (s *seatState) add(id tile.ID) {
	s.ids[s.n] = id
	s.n++
	if s.usable != 0 && !s.usable.Has(id.Kind()) {
		s.unusable++
	}
}

// setUsable sets the kinds the seat may use and counts the concealed tiles outside them.
func (s *seatState) setUsable(u tile.Set) {
	s.usable, s.unusable = u, 0
	for _, id := range s.ids[:s.n] {
		if u != 0 && !u.Has(id.Kind()) {
			s.unusable++
		}
	}
}

// find returns a concealed physical tile of kind t, preferring one not in avoid, or 0 if none is held.
func (s *seatState) find(t tile.Tile, avoid tile.ID) tile.ID {
	if i := s.findAt(t, avoid); i >= 0 {
		return s.ids[i]
	}
	return 0
}

// findAt is find returning the index of the tile in ids, or -1 for none.
func (s *seatState) findAt(t tile.Tile, avoid tile.ID) int {
	found := -1
	if t.IsPlaying() {
		// The copies of a playing kind t are the IDs id with (id-1)/4 = t-1 (see tile.IDOf): read
		// fourteen IDs at once as two words, and compare each byte's (id-1)/4 with t-1. The IDs held
		// are not zero, so subtracting one from each byte borrows only from the bytes after them.
		const ones, low6 = 0x0101010101010101, 0x3f3f3f3f3f3f3f3f
		k := uint64(t-1) * ones
		w0 := idWord(s.ids[0:8])
		w1 := idWord(s.ids[maxHeld-8:maxHeld]) >> (8 * (16 - maxHeld)) // ids[8:]
		m := gatherBytes(zeroBytes((w0-ones)>>2&low6^k)) | gatherBytes(zeroBytes((w1-ones)>>2&low6^k))<<8
		for v := m & (1<<s.n - 1); v != 0; v &= v - 1 {
			i := bits.TrailingZeros64(v)
			if s.ids[i] != avoid {
				return i
			}
			found = i
		}
		return found
	}
	for i, id := range s.ids[:s.n] {
		if id.Kind() == t {
			if id != avoid {
				return i
			}
			found = i
		}
	}
	return found
}

// idWord returns the eight IDs of b (at least eight) as a little-endian word, read with one load.
func idWord(b []tile.ID) uint64 {
	b = b[:8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// removeAt removes ids[i] (i < n), as remove does.
func (s *seatState) removeAt(i int) {
	id := s.ids[i]
	s.n--
	s.ids[i] = s.ids[s.n]
	s.ids[s.n] = 0
	if s.usable != 0 && !s.usable.Has(id.Kind()) {
		s.unusable--
	}
}

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

	phase Phase
	// seats are the seats' states; present the seats at the table (all four, or East, South and West
	// at a table of three, variant.Table.Seats) and nseats their number. An absent seat holds nothing,
	// never plays and is never waited for.
	seats      [tile.NumSeats]seatState
	present    claim.Seats
	nseats     int
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
	// robAside: the rob window is over a tile set aside (Table.SetAside); asideDraw: the tile drawn
	// this turn is the replacement of a tile set aside.
	robAside, asideDraw bool

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
		t := rules.Table()
		for i := range t.Seats() {
			cfg.Scores[i] = t.StartingScore
		}
	}
	return deal(rules, cfg)
}

// deal is [New] with cfg.Seed taken as it is, zero included (for [Replay]).
func deal(rules variant.Rules, cfg Config) (*Game, error) {
	if rules == nil {
		return nil, fmt.Errorf("%w: nil rules", ErrVariant)
	}
	switch {
	case cfg.Dealer == tile.NoSeat:
		return nil, fmt.Errorf("%w: no dealer (set Config.Dealer; it is never defaulted to East)", ErrInvalid)
	case !cfg.Dealer.IsValid():
		return nil, fmt.Errorf("%w: Config.Dealer %v", ErrInvalid, cfg.Dealer)
	}
	for i, sc := range cfg.Scores {
		if sc < -MaxStartScore || sc > MaxStartScore {
			return nil, fmt.Errorf("%w: seat %v's score %d beyond ±MaxStartScore", ErrInvalid, tile.SeatAt(i), sc)
		}
	}
	if cfg.Counters < 0 || cfg.Counters > MaxCounters || cfg.Deposits < 0 || cfg.Deposits > MaxCounters {
		return nil, fmt.Errorf("%w: counters %d, deposits %d (want 0..%d)", ErrInvalid, cfg.Counters, cfg.Deposits, MaxCounters)
	}
	t := rules.Table()
	if t == (variant.Table{}) {
		return nil, fmt.Errorf("%w: %s describes no playable table (the referee cannot play it)", ErrVariant, rules.Name())
	}
	if cfg.Dealer.Index() >= t.Seats() {
		return nil, fmt.Errorf("%w: Config.Dealer %v at a table of %d", ErrInvalid, cfg.Dealer, t.Seats())
	}
	if t.DeclarationDeposit < 0 || t.DeclarationDeposit > maxDeposit {
		return nil, fmt.Errorf("%w: %s's deposit %d beyond 0..%d", ErrVariant, rules.Name(), t.DeclarationDeposit, maxDeposit)
	}
	for i, n := range t.RedFives {
		if five := tile.Of(tile.Characters+tile.Suit(i), 5); n > 4 || n > 0 && !t.Wall.Kinds.Has(five) {
			return nil, fmt.Errorf("%w: %s paints %d copies of %s red", ErrVariant, rules.Name(), n, five)
		}
	}
	if t.PassedWin == variant.PassedWinDefault {
		t.PassedWin = variant.NoPassedWinRule // a table that names no passed-win rule has none
	}
	cfg.Prevailing = prevailing(cfg.Prevailing, t.Wall.Kinds.Has(tile.East))
	if cfg.Prevailing != tile.None && !cfg.Prevailing.IsWind() {
		return nil, fmt.Errorf("%w: prevailing wind %v", ErrInvalid, cfg.Prevailing)
	}
	g := &Game{rules: rules, table: t, policy: rules.Claims(), cfg: cfg, turn: tile.NoSeat, discarder: tile.NoSeat,
		kongFrom: tile.NoSeat, depositDue: tile.NoSeat, deposits: cfg.Deposits}
	g.won = wonPolicy{g.policy}
	g.nseats = t.Seats()
	g.present = 1<<g.nseats - 1
	for i, n := range t.RedFives {
		for c := range n {
			id := tile.IDOf(tile.Of(tile.Characters+tile.Suit(i), 5), c)
			g.redIDs[id>>6] |= 1 << (id & 63)
		}
	}
	if w, ok := g.policy.(ShapeWaiter); ok && w.ShapesOnly() {
		g.shapesOnly = true
	}
	g.declarer, _ = rules.(variant.Declarer)
	g.aborter, _ = rules.(variant.Aborter)
	g.restricter, _ = rules.(variant.CallRestricter)
	if t.Exchange > 0 {
		x, ok := rules.(variant.Exchanger)
		if !ok {
			return nil, fmt.Errorf("%w: %s has an exchange but no Exchanger", ErrVariant, rules.Name())
		}
		g.exch = x
	}
	g.chacha = *cfg.Seed.Source() // kept in the game: one allocation fewer
	g.src = &g.chacha
	var err error
	if len(cfg.Wall) > 0 {
		g.wall, err = wall.NewFixed(t.Wall, cfg.Wall, cfg.Dice)
	} else {
		g.wall, err = wall.New(t.Wall, g.src)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	d, err := g.wall.Deal(cfg.Dealer)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	a := new(logAlloc) // the first capacity of the logs and discards, in one allocation
	g.actions = a.actions[:0]
	g.actionTiles = a.actionTiles[:0]
	g.events = a.events[:0]
	g.eventIDs = a.eventIDs[:0]
	for s := range g.nseats {
		st := &g.seats[s]
		st.river = a.rivers[s*riverCap : s*riverCap : (s+1)*riverCap]
		var c tile.Counts
		for _, id := range d.Hands[s] {
			st.add(id)
			c.Add(id.Kind())
		}
		var bs tile.Set
		if len(d.Bonus[s]) > 0 {
			st.bonus = append([]tile.ID(nil), d.Bonus[s]...)
			for _, id := range d.Bonus[s] {
				bs = bs.With(id.Kind())
			}
		}
		if st.h, err = hand.FromCounts(c, nil, bs); err != nil {
			return nil, fmt.Errorf("%w: dealt hand: %w", ErrInvalid, err)
		}
		g.event(Event{Kind: EventDeal, Seat: tile.SeatAt(s), Tiles: st.ids[:st.n]})
		for _, id := range st.bonus {
			g.event(Event{Kind: EventBonus, Seat: tile.SeatAt(s), Tile: id})
		}
	}
	if g.wall.Dice().IsValid() {
		// The break dice are thrown in the open: every seat sees them (and, where the exchange direction
		// comes from them, can check it).
		g.event(Event{Kind: EventDice, Seat: cfg.Dealer})
	}
	for i := range g.wall.Indicators() {
		id, _ := g.wall.Indicator(i) // face up from the start: the first indicator of a fixed dead wall
		g.event(Event{Kind: EventIndicator, Seat: tile.NoSeat, Tile: id})
	}
	switch {
	case t.Exchange > 0:
		g.phase = PhaseExchange
	case t.MissingSuit:
		g.phase = PhaseMissingSuit
	default:
		g.startPlay()
	}
	return g, nil
}

// logAlloc is room for a game's logs and discards: a hand usually fits, so that New allocates it once
// instead of once per slice. It holds no pointers.
type logAlloc struct {
	actions     [256]actionRec
	events      [256]eventRec
	actionTiles [tile.NumSeats * 4]tile.Tile // an exchange of up to four tiles each
	eventIDs    [tile.NumSeats * 20]tile.ID
	rivers      [tile.NumSeats * riverCap]river
}

// riverCap is the room for each seat's discards in a gameAlloc.
const riverCap = 24

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
	return p & g.present
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

// nextIn returns the next seat still in after s, or NoSeat if none.
func (g *Game) nextIn(s tile.Seat) tile.Seat {
	for d := 1; d < tile.NumSeats; d++ {
		n := s.Add(d)
		if !g.seats[n.Index()].out && g.present.Has(n) {
			return n
		}
	}
	return tile.NoSeat
}

func (g *Game) outSet() [tile.NumSeats]bool {
	var o [tile.NumSeats]bool
	for i := range g.seats {
		o[i] = g.seats[i].out
	}
	return o
}

func (g *Game) numOut() int {
	n := 0
	for i := range g.seats {
		if g.seats[i].out {
			n++
		}
	}
	return n
}

// startPlay begins the dealer's first turn after the phases before play.
func (g *Game) startPlay() {
	g.phase = PhaseTurn
	g.turn = g.cfg.Dealer
	g.turnNo = 1
	g.dealerTurn = true
	g.resetTurn()
}

func (g *Game) resetTurn() {
	g.drawn, g.drawnSrc, g.nTurnDrawn = 0, score.SourceNone, 0
	g.mustDiscard = false
	g.forbidden = 0
	g.turnKongs = 0
	g.kongFrom = tile.NoSeat
	g.indicatorsDue = 0
	g.asideDraw = false
}

// callMadeNow records a call of any kind: the first go-around is broken and no declarer wins with
// ippatsu any more.
func (g *Game) callMadeNow() {
	g.callMade = true
	for i := range g.seats {
		g.seats[i].ippatsu = false
	}
}

// Deposits returns the number of deposits on the table now (riichi sticks).
func (g *Game) Deposits() int { return g.deposits }

// Net returns each seat's change in points in the hand so far: the payments and settlement, minus the
// deposits the seat put on the table, plus those it collected.
func (g *Game) Net() [tile.NumSeats]int {
	n := g.Ledger().Net()
	for i := range n {
		n[i] += g.collected[i] - g.deposited[i]
	}
	return n
}

// seatFacts returns what the referee knows about seat s's declaration and first turn.
func (g *Game) seatFacts(s tile.Seat) variant.SeatFacts {
	st := &g.seats[s.Index()]
	return variant.SeatFacts{Declared: st.called, DeclaredFirst: st.called && st.declFirst,
		Uninterrupted: st.called && st.ippatsu, FirstTurn: st.discards == 0 && !g.callMade}
}

// tableFacts fills the facts of a win by s that come from the table: the indicators face up (and the
// tiles under them for a declared winner, where the table shows them), the counters and deposits
// (nearest: the winner nearest after the supplier, or the only winner), and the variant's status word.
func (g *Game) tableFacts(w *score.WinContext, s tile.Seat, nearest bool) {
	st := &g.seats[s.Index()]
	for i := range min(g.wall.Indicators(), score.MaxIndicators) {
		id, _ := g.wall.Indicator(i)
		w.Indicators[i] = id.Kind()
		if st.called && g.table.HiddenIndicatorsForDeclared {
			u, _ := g.wall.UnderIndicator(i)
			w.HiddenIndicators[i] = u.Kind()
		}
	}
	if nearest || g.table.CountersToEachWinner {
		w.Counters = g.cfg.Counters
	}
	if nearest {
		w.Deposits = g.deposits
	}
	w.Liable = st.liable
	w.Kita = g.setAsideCount(st)
	if x, ok := g.rules.(variant.Statuser); ok {
		w.Status = x.Status(*w, g.seatFacts(s))
	}
}

// placeDeposit puts the deposit of the declaring discard now closed without a win on the table.
func (g *Game) placeDeposit() {
	s := g.depositDue
	g.depositDue = tile.NoSeat
	if !s.IsValid() || g.table.DeclarationDeposit <= 0 {
		return
	}
	g.deposited[s.Index()] += g.table.DeclarationDeposit
	g.deposits++
}

// afterCall returns the kinds the caller may not discard after claiming t for a set of kind k whose
// lowest tile is low, as the variant's [variant.CallRestricter] says (none without one).
func (g *Game) afterCall(k meld.Kind, t, low tile.Tile) tile.Set {
	if g.restricter != nil {
		return g.restricter.AfterCall(k, t, low)
	}
	return 0
}

// callLeavesDiscard reports whether the chow or pung claim c by a seat holding h leaves it a tile it
// may discard ([variant.CallRestricter]).
func (g *Game) callLeavesDiscard(c claim.Claim, h *hand.Hand) bool {
	if g.restricter == nil {
		return true
	}
	t := c.Tile.Kind()
	rest := h.Concealed()
	k, low := meld.Pung, t
	if c.Kind == claim.Chow {
		k, low = meld.Chow, c.Chow
		for u := low; u <= low+2; u++ {
			if u != t {
				rest.Remove(u)
			}
		}
	} else {
		rest.Remove(t)
		rest.Remove(t)
	}
	return kindsHeld(&rest)&^g.afterCall(k, t, low) != 0
}

// canAbort reports whether seat s may declare an abortive draw now: the variant is an
// [variant.Aborter] that allows it for the seat's hand, on its first turn with no call made.
func (g *Game) canAbort(s tile.Seat) bool {
	st := &g.seats[s.Index()]
	return g.aborter != nil && g.phase == PhaseTurn && g.turn == s && !g.mustDiscard && st.discards == 0 &&
		!g.callMade && st.h.Size() == 14 && g.aborter.CanAbort(st.h)
}

// abort ends the hand in an abortive draw, declared by s (NoSeat: by the rules).
func (g *Game) abort(s tile.Seat) {
	g.aborted = true
	g.event(Event{Kind: EventAbort, Seat: s})
	g.end(false)
}

// abortAfterDiscard reports whether the variant ends the hand after the open discard, which nobody
// won on and which was claimed for a set if claimed ([variant.Aborter]).
func (g *Game) abortAfterDiscard(claimed bool) bool {
	x := g.aborter
	if x == nil {
		return false
	}
	var f variant.AbortFacts
	if g.discardsMade == g.nseats && !g.callMade && !claimed {
		for i := range g.seats {
			if len(g.seats[i].river) > 0 {
				f.FirstDiscards[i] = g.seats[i].river[0].ID.Kind()
			}
		}
	}
	for i := range g.seats {
		if g.seats[i].called && g.table.DeclarationDeposit > 0 {
			f.Declared++
		}
	}
	for _, k := range g.kongs {
		if !k.Robbed && k.Seat.IsValid() {
			f.Kongs[k.Seat.Index()]++
		}
	}
	f.AfterKong = g.afterKong
	return x.AbortAfterDiscard(f)
}

// kongPossible reports whether a kong may be made now: the live wall holds a tile and the wall can
// give a replacement tile (a fixed dead wall gives four at most).
func (g *Game) kongPossible() bool { return g.wall.LiveCount() > 0 && g.wall.CanDrawReplacement() }

// revealIndicator turns the dead wall's next indicator face up and logs it; a wall with no indicator
// left turns none.
func (g *Game) revealIndicator() {
	if id, err := g.wall.RevealIndicator(); err == nil {
		g.event(Event{Kind: EventIndicator, Seat: tile.NoSeat, Tile: id})
	}
}

// revealDue turns the indicators the turn's claimed or added kongs left due.
func (g *Game) revealDue() {
	for ; g.indicatorsDue > 0; g.indicatorsDue-- {
		g.revealIndicator()
	}
}

// kongIndicator turns or leaves due the indicator of a kong just made (concealed says which kind),
// before its replacement draw, as the table's [variant.IndicatorTiming] says.
func (g *Game) kongIndicator(concealed bool) {
	switch g.table.KongIndicator {
	case variant.IndicatorAtOnce:
		g.revealIndicator()
	case variant.IndicatorConcealedAtOnce:
		if concealed {
			g.revealIndicator()
		} else {
			g.indicatorsDue++
		}
	case variant.NoKongIndicator:
	}
}

// Indicators returns the indicator tiles face up, in the order they were turned (none without a
// [wall.FixedDeadWall]). They are public.
func (g *Game) Indicators() []tile.Tile {
	n := g.wall.Indicators()
	if n == 0 {
		return nil
	}
	out := make([]tile.Tile, n)
	for i := range out {
		id, _ := g.wall.Indicator(i)
		out[i] = id.Kind()
	}
	return out
}

// startTurn gives the turn to s, who draws from the live wall; an empty wall ends the hand.
func (g *Game) startTurn(s tile.Seat) {
	g.phase = PhaseTurn
	g.turn = s
	g.turnNo++
	g.dealerTurn = false
	g.resetTurn()
	if g.wall.LiveCount() == 0 {
		g.end(true)
		return
	}
	g.take(false)
}

// take gives the player whose turn it is a tile from the wall (a replacement tile if replacement),
// exposing and replacing bonus tiles; an exhausted wall ends the hand.
func (g *Game) take(replacement bool) {
	st := &g.seats[g.turn.Index()]
	g.asideDraw = false
	for {
		var id tile.ID
		var err error
		if replacement {
			id, err = g.wall.DrawReplacement()
		} else {
			id, err = g.wall.Draw()
		}
		if err != nil {
			g.end(true)
			return
		}
		if id.Kind().IsBonus() {
			st.bonus = append(st.bonus, id)
			st.h, _ = st.h.With(id.Kind())
			g.event(Event{Kind: EventBonus, Seat: g.turn, Tile: id})
			replacement = true
			continue
		}
		st.add(id)
		h, err := st.h.With(id.Kind())
		if err != nil {
			panic("unreachable: game: drawn tile does not fit the hand: " + err.Error())
		}
		st.h = h
		st.passed, st.passedValue = false, 0
		g.drawn = id
		g.drawnSrc = score.Wall
		if replacement {
			g.drawnSrc = score.Replacement
		}
		if int(g.nTurnDrawn) < len(g.turnDrawn) {
			g.turnDrawn[g.nTurnDrawn] = id
			g.nTurnDrawn++
		}
		var fl uint8
		if replacement {
			fl = evReplacement
		}
		g.simpleEvent(EventDraw, g.turn, id, claim.Pass, fl)
		return
	}
}

// end finishes the hand and settles it.
func (g *Game) end(exhausted bool) {
	g.phase = PhaseOver
	g.exhausted = exhausted
	g.waiting = 0
	l, err := g.rules.Settle(g.Summary())
	if err != nil {
		g.err = fmt.Errorf("%w: settle: %w", ErrVariant, err)
	} else if n := ledgerTotal(l); n > maxWinScore {
		g.err = fmt.Errorf("%w: settle: %s pays %d, beyond %d", ErrVariant, g.rules.Name(), n, maxWinScore)
		l = nil
	}
	g.settlement = l
	g.event(Event{Kind: EventEnd, Seat: tile.NoSeat, Exhausted: exhausted})
}

// meldIndex returns the index of seat st's exposed pung of t, or -1.
func meldIndex(h hand.Hand, t tile.Tile) int {
	for i := range h.NumMelds() {
		m := h.Meld(i)
		if m.Kind() == meld.Pung && m.Origin() == meld.Claimed && m.Tile() == t {
			return i
		}
	}
	return -1
}
