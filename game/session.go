package game

import (
	"encoding/binary"
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// SessionConfig sets up a session of hands.
//
// The zero value is a session with seed zero whose first dealer is East.
type SessionConfig struct {
	// Seed seeds the session: each hand's seed is drawn from a source seeded with it, so the same seed
	// plays the same session when the players act alike.
	Seed wall.Seed `json:"seed"`
	// Dealer is the first hand's dealer.
	Dealer tile.Seat `json:"dealer"`
	// Prevailing is the first prevailing wind; None means East when the tile set has winds, else none.
	Prevailing tile.Tile `json:"prevailing,omitempty"`
}

// Session plays hands one after another under one variant: it deals each hand with the right dealer
// and prevailing wind, keeps every player's running total (from the variant's Table.StartingScore) and
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
	scores [tile.NumSeats]int
	over   bool
	cur    *Game
	played []variant.Summary
}

// NewSession starts a session under rules.
func NewSession(rules variant.Rules, cfg SessionConfig) (*Session, error) {
	if rules == nil {
		return nil, fmt.Errorf("%w: nil rules", ErrVariant)
	}
	if !cfg.Dealer.IsValid() {
		return nil, fmt.Errorf("%w: dealer %v", ErrInvalid, cfg.Dealer)
	}
	t := rules.Table()
	p := cfg.Prevailing
	if p == tile.None && t.Wall.Kinds.Has(tile.East) {
		p = tile.East
	}
	s := &Session{rules: rules, cfg: cfg, src: cfg.Seed.Source(),
		state: variant.Session{Dealer: cfg.Dealer, Prevailing: p, Game: 1}}
	for i := range s.scores {
		s.scores[i] = t.StartingScore
	}
	return s, nil
}

// State returns the session state for the next hand (or the last one, once over).
func (s *Session) State() variant.Session { return s.state }

// Scores returns the running totals.
func (s *Session) Scores() [tile.NumSeats]int { return s.scores }

// Over reports whether the session has ended.
func (s *Session) Over() bool { return s.over }

// Summaries returns the summaries of the finished hands, in order.
func (s *Session) Summaries() []variant.Summary { return append([]variant.Summary(nil), s.played...) }

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
	g, err := New(s.rules, cfg)
	if err != nil {
		return nil, err
	}
	s.cur = g
	return g, nil
}

// Finish closes the current hand, which must be over: it adds its payments to the running totals and
// advances the session. It fails with [ErrPhase] if there is no current hand or it is not over.
func (s *Session) Finish() error {
	g := s.cur
	switch {
	case g == nil:
		return fmt.Errorf("%w: no hand in play", ErrPhase)
	case !g.Over():
		return fmt.Errorf("%w: the hand is not over", ErrPhase)
	}
	for i, n := range g.Ledger().Net() {
		s.scores[i] += n
	}
	sum := g.Summary()
	s.played = append(s.played, sum)
	s.state, s.over = s.rules.Advance(s.state, sum)
	s.cur = nil
	return nil
}
