package game

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// SessionConfig sets up a session of hands.
//
// The zero value is a session from a fresh random seed whose first dealer is rolled for (see Dealer),
// with East as the first prevailing wind where the tile set has winds.
type SessionConfig struct {
	// Seed seeds the session: the roll for the first dealer, then each hand's seed, are drawn from a
	// source seeded with it, so the same seed plays the same session when the players act alike. The
	// zero seed asks [NewSession] for a fresh seed from crypto/rand ([wall.NewSeed]), which the
	// session's record then holds.
	Seed wall.Seed `json:"seed"`
	// Dealer is the first hand's dealer. The zero value, [tile.NoSeat], rolls for it as the classic
	// rules do ([wall.RollFirstDealer], docs/rules/classic.md §2): East rolls one die, drawn from the
	// session's source, and counts the seats from itself; [Session.Events] records the roll. (A seat
	// type whose zero value is "no seat", so that a forgotten dealer is rolled for, never East by
	// default.)
	Dealer tile.Seat `json:"dealer,omitzero"`
	// Prevailing is the first prevailing wind; None means East when the tile set has winds, else none.
	Prevailing tile.Tile `json:"prevailing,omitempty"`
}

// MaxScore bounds a running total: no total a game shows or a session holds goes beyond ±MaxScore
// (2⁵³−1, so that totals stay exact as JSON numbers read as float64). A hand starts from totals within
// ±[MaxStartScore] and moves none by more than [MaxHandScore], so that no sum of totals and payments
// can overflow an int.
const MaxScore = 1<<53 - 1

// maxCount bounds the session's counters (hands, game and round numbers), on load and as hands are
// finished, so that counting on never overflows.
const maxCount = 1<<31 - 1

// maxCarried bounds the counters and deposits a session state holds: a hand starts with at most
// [MaxCounters] of each and may add one counter and a deposit for each seat.
const maxCarried = MaxCounters + tile.NumSeats

// Session plays hands one after another under one variant: it deals each hand with the right dealer
// and prevailing wind, keeps every player's running total (from the variant's Table.Scoring.StartingScore) and
// asks the variant ([variant.Rules.Advance]) who deals next and when the session is over.
//
// A session saves as its [SessionRecord] ([Session.Record], also [Session.MarshalJSON]) between hands or
// in the middle of one, and [ResumeSession] (or [LoadSession], or [Session.UnmarshalJSON]) rebuilds it
// to go on exactly as it would have.
//
// The zero value is not usable; create sessions with [NewSession]. A Session is not safe for
// concurrent use.
type Session struct {
	rules  variant.Rules
	cfg    SessionConfig
	src    *rand.ChaCha8
	state  variant.Session
	first  tile.Seat // the first hand's dealer
	scores [tile.NumSeats]int
	over   bool
	cur    *Game
	played []variant.Summary
	events []Event // the session's own events: the roll for the first dealer
}

// NewSession starts a session under rules. A zero cfg.Seed is replaced by a fresh seed from
// crypto/rand, and an unset cfg.Dealer is rolled for. It fails for an invalid dealer or prevailing
// wind, and for rules whose starting score is beyond ±[MaxStartScore].
func NewSession(rules variant.Rules, cfg SessionConfig) (*Session, error) {
	if cfg.Seed == (wall.Seed{}) {
		cfg.Seed = wall.NewSeed()
	}
	return startSession(rules, cfg)
}

// startSession is [NewSession] with cfg.Seed taken as it is, zero included (for [ResumeSession]).
func startSession(rules variant.Rules, cfg SessionConfig) (*Session, error) {
	if rules == nil {
		return nil, fmt.Errorf("%w: nil rules", ErrVariant)
	}
	if cfg.Dealer != tile.NoSeat && !cfg.Dealer.IsValid() {
		return nil, fmt.Errorf("%w: dealer %v", ErrInvalid, cfg.Dealer)
	}
	t := rules.Table()
	if cfg.Dealer.Index() >= t.Wall.Seats() {
		return nil, fmt.Errorf("%w: dealer %v at a table of %d", ErrInvalid, cfg.Dealer, t.Wall.Seats())
	}
	if t.Scoring.StartingScore < -MaxStartScore || t.Scoring.StartingScore > MaxStartScore {
		return nil, fmt.Errorf("%w: starting score %d beyond ±MaxStartScore", ErrVariant, t.Scoring.StartingScore)
	}
	p := prevailing(cfg.Prevailing, t.Wall.Kinds.Has(tile.East))
	if p != tile.None && !p.IsWind() {
		return nil, fmt.Errorf("%w: prevailing wind %v", ErrInvalid, cfg.Prevailing)
	}
	s := &Session{rules: rules, cfg: cfg, src: cfg.Seed.Source(), state: variant.Session{Prevailing: p, Game: 1}}
	if cfg.Dealer.IsValid() {
		s.state.Dealer = cfg.Dealer
	} else {
		dealer, die := wall.RollFirstDealer(s.src)
		if n := t.Wall.Seats(); n < tile.NumSeats {
			dealer = tile.SeatAt((int(die) - 1) % n) // counting over the seats at the table
		}
		s.state.Dealer = dealer
		s.events = []Event{{Kind: EventFirstDealer, Seat: dealer, Value: int(die)}}
	}
	s.first = s.state.Dealer
	for i := range t.Wall.Seats() {
		s.scores[i] = t.Scoring.StartingScore
	}
	s.state.Scores = s.scores
	return s, nil
}

// Config returns the session's configuration, with the seed it plays from.
func (s *Session) Config() SessionConfig { return s.cfg }

// Events returns the session's own events, all public: the roll for the first dealer
// ([EventFirstDealer]) when the configuration left the dealer unset, else none. Each hand's events are
// its [Game]'s.
func (s *Session) Events() []Event { return append([]Event(nil), s.events...) }

// State returns the session state for the next hand (or the last one, once over).
func (s *Session) State() variant.Session { return s.state }

// Scores returns the running totals.
func (s *Session) Scores() [tile.NumSeats]int { return s.scores }

// Over reports whether the session has ended.
func (s *Session) Over() bool { return s.over }

// Summaries returns the summaries of the finished hands, in order.
func (s *Session) Summaries() []variant.Summary { return append([]variant.Summary(nil), s.played...) }

// Standings returns the places of the session's players from their running totals and the deposits
// left on the table ([Session.Scores], [variant.Session.Deposits]): the final standings once the
// session is over ([Session.Over]), the standings so far before (a hand in play not counted). Variants
// with their own end-of-session rule ([variant.Finisher]: riichi's uma, oka and leftover sticks) give
// them; otherwise the seats rank by total, equal totals sharing a rank (listed in seat order from the
// first dealer), and each final score is the total.
func (s *Session) Standings() variant.Standings {
	end := s.state
	end.Scores = s.scores
	if f, ok := s.rules.(variant.Finisher); ok {
		return f.Standings(end, s.first)
	}
	return rankByTotals(end, s.first, s.rules.Table().Wall.Seats())
}

// rankByTotals returns the standings of a variant without a [variant.Finisher], at a table of n seats
// (the places after the n-th left zero).
func rankByTotals(end variant.Session, first tile.Seat, n int) variant.Standings {
	st := variant.Standings{Deposits: end.Deposits}
	for i := range n {
		seat := tile.SeatAt((first.Index() + i) % n)
		sc := end.Scores[seat.Index()]
		st.Places[i] = variant.Place{Seat: seat, Total: sc, Points: sc, Final: sc}
	}
	slices.SortStableFunc(st.Places[:n], func(a, b variant.Place) int { return cmp.Compare(b.Total, a.Total) })
	for i := range n {
		st.Places[i].Rank = i + 1
		if i > 0 && st.Places[i].Total == st.Places[i-1].Total {
			st.Places[i].Rank = st.Places[i-1].Rank
		}
	}
	return st
}

// Current returns the hand in play, or nil between hands.
func (s *Session) Current() *Game { return s.cur }

// Next deals the next hand with a seed drawn from the session's source. It fails with [ErrSessionOver]
// once the session has ended, and with [ErrPhase] while the current hand is not finished.
func (s *Session) Next() (*Game, error) {
	var seed wall.Seed
	for i := 0; i < len(seed); i += 8 {
		binary.LittleEndian.PutUint64(seed[i:], s.src.Uint64())
	}
	return s.NextWith(Config{Seed: seed})
}

// NextWith deals the next hand from cfg (its seed or fixed wall); the session fills in the dealer, the
// prevailing wind and the scores. The seed source of [Session.Next] is not advanced.
func (s *Session) NextWith(cfg Config) (*Game, error) {
	switch {
	case s.over:
		return nil, ErrSessionOver
	case s.cur != nil:
		return nil, fmt.Errorf("%w: the current hand is not finished", ErrPhase)
	}
	cfg.Dealer, cfg.Prevailing, cfg.Scores = s.state.Dealer, s.state.Prevailing, s.scores
	cfg.Counters, cfg.Deposits = s.state.Counters, s.state.Deposits
	if cfg.Seed == (wall.Seed{}) {
		cfg.Seed = wall.NewSeed()
	}
	g, err := deal(s.rules, cfg) // not New: the totals are taken as they are, all zeros included
	if err != nil {
		return nil, err
	}
	s.cur = g
	return g, nil
}

// Finish closes the current hand, which must be over: it adds its payments to the running totals and
// advances the session ([variant.Rules.Advance]). It fails with [ErrPhase] if there is no current hand
// or it is not over, and with [ErrVariant], changing nothing, if the hand ended with an error
// ([Game.Err]) or the variant's next state is invalid (a counter beyond its bounds). The next state
// holds the totals and deposits the hand left and counts the hand, whatever Advance returns for them:
// points move only in hands, and [variant.Session.Hands] is the number of hands played.
//
// A session never gets stuck at the table's limits: when the next state leaves no room for another
// hand (a total beyond ±[MaxStartScore], continuance counters or deposits beyond [MaxCounters], or the
// hand, game or round number at 2³¹−1), the session ends there ([Session.Over]) with the totals and
// deposits of the last hand, and [Session.Standings] gives its result.
func (s *Session) Finish() error {
	g := s.cur
	switch {
	case g == nil:
		return fmt.Errorf("%w: no hand in play", ErrPhase)
	case !g.Over():
		return fmt.Errorf("%w: the hand is not over", ErrPhase)
	case g.Err() != nil:
		return g.Err()
	}
	scores := s.scores
	for i, n := range g.Net() {
		if n < -2*MaxScore || n > 2*MaxScore || scores[i]+n < -MaxScore || scores[i]+n > MaxScore {
			return fmt.Errorf("%w: seat %v's total %d and payments %d go beyond ±MaxScore", ErrVariant,
				tile.SeatAt(i), scores[i], n)
		}
		scores[i] += n
	}
	sum := g.Summary()
	cur := s.state
	cur.Scores, cur.Deposits = scores, g.Deposits()
	next, over := s.rules.Advance(cur, sum)
	next.Scores, next.Deposits = cur.Scores, cur.Deposits // points move only in hands
	next.Hands = cur.Hands + 1
	if err := checkState(next, g.nseats); err != nil {
		return fmt.Errorf("%w: Advance: %w", ErrVariant, err)
	}
	s.scores, s.state, s.over = scores, next, over || headroom(next) != nil
	s.played = append(s.played, sum)
	s.cur = nil
	return nil
}

// checkState returns an error unless st is a session state a session can hold at a table of n seats:
// a valid dealer at the table, no prevailing wind or a wind, hand, game and round numbers in 0..2³¹−1, table counters and deposits in
// 0..[MaxCounters]+4 (what a hand may add), and totals within ±[MaxScore].
func checkState(st variant.Session, n int) error {
	switch {
	case !st.Dealer.IsValid() || st.Dealer.Index() >= n:
		return fmt.Errorf("session dealer %v", st.Dealer)
	case st.Prevailing != tile.None && !st.Prevailing.IsWind():
		return fmt.Errorf("session prevailing wind %v", st.Prevailing)
	case st.Hands < 0 || st.Game < 0 || st.Round < 0 || st.Hands > maxCount || st.Game > maxCount ||
		st.Round > maxCount:
		return fmt.Errorf("session counters (hands %d, game %d, round %d) beyond 0..%d", st.Hands, st.Game,
			st.Round, maxCount)
	case st.Counters < 0 || st.Counters > maxCarried || st.Deposits < 0 || st.Deposits > maxCarried:
		return fmt.Errorf("session counters %d and deposits %d beyond 0..%d", st.Counters, st.Deposits, maxCarried)
	}
	for i, sc := range st.Scores {
		if sc < -MaxScore || sc > MaxScore {
			return fmt.Errorf("session state's total %d of seat %v beyond ±MaxScore", sc, tile.SeatAt(i))
		}
	}
	return nil
}

// headroom returns an error unless a hand can be dealt from the valid state st and finished: totals
// within ±[MaxStartScore], counters and deposits within [MaxCounters], and hand, game and round numbers
// below 2³¹−1 (a hand adds at most one to each).
func headroom(st variant.Session) error {
	for i, sc := range st.Scores {
		if sc < -MaxStartScore || sc > MaxStartScore {
			return fmt.Errorf("seat %v's total %d beyond ±MaxStartScore", tile.SeatAt(i), sc)
		}
	}
	switch {
	case st.Counters > MaxCounters || st.Deposits > MaxCounters:
		return fmt.Errorf("counters %d and deposits %d beyond %d", st.Counters, st.Deposits, MaxCounters)
	case st.Hands >= maxCount || st.Game >= maxCount || st.Round >= maxCount:
		return fmt.Errorf("hands %d, game %d, round %d at %d", st.Hands, st.Game, st.Round, maxCount)
	}
	return nil
}
