package game

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// SessionRecord is a whole session as data: the variant's name and options, the session's
// configuration, the state between hands (the seed source, the next hand's dealer and wind, the running
// totals, the finished hands' summaries) and the [Record] of the hand in play, if any. Resuming it
// ([ResumeSession]) rebuilds a session that goes on exactly as the saved one would, so it is how a
// session saves to JSON and loads back.
type SessionRecord struct {
	Variant string `json:"variant"`
	// Options are the rules' options as [variant.Configurable.OptionsJSON] writes them; empty for rules
	// that are not Configurable.
	Options json.RawMessage `json:"options,omitempty"`
	Config  SessionConfig   `json:"config"`
	// Source is the state of the source [Session.Next] draws each hand's seed from, in the binary form
	// of [rand.ChaCha8.MarshalBinary] (base64 in JSON).
	Source []byte `json:"source"`
	// State is the session state for the next hand (or the hand in play); Over reports that the session
	// has ended.
	State variant.Session `json:"state"`
	Over  bool            `json:"over,omitempty"`
	// Scores are the running totals after the finished hands.
	Scores [tile.NumSeats]int `json:"scores"`
	// Summaries are the finished hands' summaries, in order.
	Summaries []variant.Summary `json:"summaries"`
	// Current is the record of the hand in play, or nil between hands.
	Current *Record `json:"current,omitempty"`
}

// UnmarshalJSON implements [json.Unmarshaler]: it reads a record as [Session.MarshalJSON] writes it,
// with every list bounded by what the rules allow before it is decoded (as [Record.UnmarshalJSON]
// does, and at most three wins, a wall's discards and a few kongs in each summary), and each summary
// written out in full: one whose JSON is less than half as long as the form a session saves it in
// (every field present) is refused, so that a hostile record costs no more memory than a few times its
// size. Its errors wrap [ErrRecord].
func (r *SessionRecord) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil // as encoding/json leaves a value for null
	}
	if err := boundLists(b, listLimits); err != nil {
		return fmt.Errorf("%w: %w", ErrRecord, err)
	}
	type plain SessionRecord // without this method
	var p struct {
		plain
		Summaries json.RawMessage `json:"summaries"`
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return recordErr(err)
	}
	sums, err := decodeSummaries(p.Summaries)
	if err != nil {
		return err
	}
	*r = SessionRecord(p.plain)
	r.Summaries = sums
	return nil
}

// decodeSummaries decodes a list of summaries one at a time, refusing the first that is not written out
// in full.
func decodeSummaries(b json.RawMessage) ([]variant.Summary, error) {
	if len(b) == 0 || string(b) == "null" {
		return nil, nil
	}
	n := 0
	if err := eachElement(b, func(int, []byte) error { n++; return nil }); err != nil {
		return nil, fmt.Errorf("%w: summaries: %w", ErrRecord, err)
	}
	// Room grows as summaries pass, never beyond n: a flood of bad ones is refused at the first.
	sums := make([]variant.Summary, 0, min(n, 16))
	err := eachElement(b, func(i int, raw []byte) error {
		var sum variant.Summary
		if err := json.Unmarshal(raw, &sum); err != nil {
			return fmt.Errorf("%w: summary %d: %w", ErrRecord, i, err)
		}
		full, err := json.Marshal(sum)
		if err != nil {
			return fmt.Errorf("%w: summary %d cannot be saved: %w", ErrRecord, i, err)
		}
		if 2*len(raw) < len(full) {
			return fmt.Errorf("%w: summary %d is not written out in full (%d bytes of its %d)", ErrRecord, i,
				len(raw), len(full))
		}
		if len(sums) == cap(sums) {
			sums = slices.Grow(sums, min(n, 2*cap(sums))-len(sums))
		}
		sums = append(sums, sum)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return sums, nil
}

// Record returns the session's record: everything needed to go on with it later.
func (s *Session) Record() SessionRecord {
	src, err := s.src.MarshalBinary()
	if err != nil {
		panic("unreachable: game: the seed source does not marshal: " + err.Error())
	}
	r := SessionRecord{
		Variant: s.rules.Name(), Options: optionsOf(s.rules), Config: s.cfg, Source: src,
		State: s.state, Over: s.over, Scores: s.scores, Summaries: s.Summaries(),
	}
	if r.Summaries == nil {
		r.Summaries = []variant.Summary{}
	}
	if s.cur != nil {
		cur := s.cur.Record()
		r.Current = &cur
	}
	return r
}

// ResumeSession rebuilds a session from its record under rules, replaying the hand in play ([Replay]).
// It fails with [ErrRecord] if rules is not the record's variant or has other options than the record
// names, or the record is inconsistent: an invalid configuration, seed source, dealer or prevailing
// wind, counters beyond 0..2³¹−1 or totals beyond ±[MaxScore]; totals that differ from the state's
// ([variant.Session.Scores]; a state without totals, as older records saved it, takes the record's);
// a number of summaries other than the hands played ([variant.Session.Hands]); totals that with the
// deposits on the table do not add up to the starting score of every seat (riichi: totals + 1,000 ×
// sticks = 4 × the starting points); a session that is not over but has no room for another hand (see
// [Session.Finish]); a first hand dealt by another seat than the configured (or rolled) first dealer;
// a hand in play in a session that is over, or one dealt with another dealer, wind, running totals,
// counters or deposits than the session's, or whose actions are refused. The summaries are kept as
// given, once their dealers are checked and each is known to save again. The record's seed is taken
// as it is (zero included): resuming never draws a fresh one.
func ResumeSession(rules variant.Rules, r SessionRecord) (*Session, error) {
	if err := checkRules(rules, r.Variant, r.Options); err != nil {
		return nil, err
	}
	s, err := startSession(rules, r.Config)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	first := s.state.Dealer // as configured or rolled from the record's seed
	if err := s.src.UnmarshalBinary(r.Source); err != nil {
		return nil, fmt.Errorf("%w: seed source: %w", ErrRecord, err)
	}
	st := r.State
	if st.Scores == ([tile.NumSeats]int{}) {
		st.Scores = r.Scores // saved before the state kept the totals (classic and Sichuan dropped them)
	}
	if err := checkState(st, rules.Table().Wall.Seats()); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	if st.Scores != r.Scores {
		return nil, fmt.Errorf("%w: the totals %v differ from the state's %v", ErrRecord, r.Scores, st.Scores)
	}
	if err := conserved(rules.Table(), st); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	if len(r.Summaries) != st.Hands {
		return nil, fmt.Errorf("%w: %d summaries of %d hands played", ErrRecord, len(r.Summaries), st.Hands)
	}
	if r.Over && r.Current != nil {
		return nil, fmt.Errorf("%w: a hand in play in a session that is over", ErrRecord)
	}
	if err := headroom(st); err != nil && !r.Over {
		return nil, fmt.Errorf("%w: a session that is not over has no room for another hand: %w", ErrRecord, err)
	}
	for i, sum := range r.Summaries {
		if !sum.Dealer.IsValid() {
			return nil, fmt.Errorf("%w: summary %d: dealer %v", ErrRecord, i, sum.Dealer)
		}
		// A summary must save again as it was read: a tile, hand or seat its text form cannot write
		// (an empty tile read as none, say) would make the session's own save fail later.
		if _, err := json.Marshal(sum); err != nil {
			return nil, fmt.Errorf("%w: summary %d cannot be saved: %w", ErrRecord, i, err)
		}
	}
	if len(r.Summaries) > 0 && r.Summaries[0].Dealer != first || len(r.Summaries) == 0 && st.Dealer != first {
		return nil, fmt.Errorf("%w: the first hand's dealer is not the session's first dealer %v", ErrRecord, first)
	}
	s.state, s.over, s.scores = st, r.Over, r.Scores
	s.played = slices.Clone(r.Summaries)
	if r.Current != nil {
		c := r.Current.Config
		hasEast := rules.Table().Wall.Kinds.Has(tile.East)
		if c.Dealer != st.Dealer || c.Scores != r.Scores ||
			prevailing(c.Prevailing, hasEast) != prevailing(st.Prevailing, hasEast) ||
			c.Counters != st.Counters || c.Deposits != st.Deposits {
			return nil, fmt.Errorf("%w: the hand in play (dealer %v, wind %v, scores %v, counters %d, deposits %d) "+
				"is not the session's (dealer %v, wind %v, scores %v, counters %d, deposits %d)", ErrRecord,
				c.Dealer, c.Prevailing, c.Scores, c.Counters, c.Deposits, st.Dealer, st.Prevailing, r.Scores,
				st.Counters, st.Deposits)
		}
		if s.cur, err = Replay(rules, *r.Current); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// conserved returns an error unless the totals and deposits of st hold what the session started with:
// the totals plus the deposits on the table (each worth the table's [variant.DeclarationRules.Deposit])
// are the starting score of every seat (riichi: totals + 1,000 × sticks = 4 × the starting points).
// Payments move points between seats and deposits between a seat and the table, so every hand keeps it.
func conserved(t variant.Table, st variant.Session) error {
	sum := st.Deposits * t.Declarations.Deposit
	for i, sc := range st.Scores {
		if i >= t.Wall.Seats() && sc != 0 {
			return fmt.Errorf("seat %v, not at a table of %d, has a total of %d", tile.SeatAt(i), t.Wall.Seats(), sc)
		}
		sum += sc
	}
	if want := t.Wall.Seats() * t.Scoring.StartingScore; sum != want {
		return fmt.Errorf("the totals %v and %d deposits of %d hold %d, not the %d the session started with",
			st.Scores, st.Deposits, t.Declarations.Deposit, sum, want)
	}
	return nil
}

// prevailing is the wind [New] deals with when asked for w.
func prevailing(w tile.Tile, hasEast bool) tile.Tile {
	if w == tile.None && hasEast {
		return tile.East
	}
	return w
}

// MarshalJSON saves the session as its [SessionRecord].
func (s *Session) MarshalJSON() ([]byte, error) { return json.Marshal(s.Record()) }

// UnmarshalJSON loads a session saved by MarshalJSON, resuming its record ([ResumeSession]) with the
// rules registered under the record's variant name, rebuilt with the record's options
// ([variant.Lookup], [variant.Configurable.WithOptionsJSON]). Its errors wrap [ErrRecord] (through [json.Unmarshal], a syntax error is
// reported by the json package before this method is called). On error s is unchanged.
func (s *Session) UnmarshalJSON(b []byte) error {
	n, err := loadNamed[SessionRecord](b, ResumeSession)
	if err != nil {
		return err
	}
	*s = *n
	return nil
}

// LoadSession is like [Session.UnmarshalJSON] with the given rules instead of the registry.
func LoadSession(rules variant.Rules, b []byte) (*Session, error) {
	var r SessionRecord
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, recordErr(err)
	}
	return ResumeSession(rules, r)
}
