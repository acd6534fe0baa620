package game

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/internal/variantopt"
	"github.com/mahjong-go/mahjong/variant"
)

// Record is a whole hand as data: the variant's name and options, the configuration (seed or fixed
// wall) and every action applied, in order. Replaying it ([Replay]) rebuilds exactly the same game, so
// it is how a game saves to JSON and loads back.
type Record struct {
	Variant string `json:"variant"`
	// Options are the rules' options as [variant.Configurable.OptionsJSON] writes them; empty for rules
	// that are not Configurable.
	Options json.RawMessage `json:"options,omitempty"`
	Config  Config          `json:"config"`
	Actions []Action        `json:"actions"`
}

// UnmarshalJSON implements [json.Unmarshaler]: it reads a record as [Game.MarshalJSON] writes it, with
// every list bounded by what a hand allows before it is decoded (a wall of at most 144 tiles, a few
// actions for each tile of it, short lists of tiles), so that a hostile record costs no more memory
// than a few times its size. Lists beyond their bounds and JSON nested deeper than a record does are
// errors wrapping [ErrRecord].
func (r *Record) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil // as encoding/json leaves a value for null
	}
	if err := boundLists(b, listLimits); err != nil {
		return fmt.Errorf("%w: %w", ErrRecord, err)
	}
	type plain Record // without this method
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return recordErr(err)
	}
	*r = Record(p)
	return nil
}

// recordErr wraps err with [ErrRecord] unless it already is one.
func recordErr(err error) error {
	if errors.Is(err, ErrRecord) {
		return err
	}
	return fmt.Errorf("%w: %w", ErrRecord, err)
}

// Record returns the hand's record so far.
func (g *Game) Record() Record {
	return Record{Variant: g.rules.Name(), Options: optionsOf(g.rules), Config: g.cfg, Actions: g.Actions()}
}

// optionsOf returns the options JSON of configurable rules, or nil.
func optionsOf(r variant.Rules) json.RawMessage {
	c, ok := r.(variant.Configurable)
	if !ok {
		return nil
	}
	b, err := c.OptionsJSON()
	if err != nil {
		return nil
	}
	return b
}

// Replay rebuilds a game from its record under rules: it deals from the record's configuration (its
// seed taken as it is: a zero seed is seed zero here, never a fresh one) and applies every action. A
// replayed record proves a legal game, not the game that was played (see the package doc). It fails with [ErrRecord] if rules is not the record's variant, or has other
// options than the record names, or an action is refused.
func Replay(rules variant.Rules, r Record) (*Game, error) {
	if err := checkRules(rules, r.Variant, r.Options); err != nil {
		return nil, err
	}
	g, err := deal(rules, r.Config)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	for i, a := range r.Actions {
		if err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("%w: action %d: %w", ErrRecord, i, err)
		}
	}
	return g, nil
}

// checkRules fails with [ErrRecord] unless rules are the variant a record names, with its options.
func checkRules(rules variant.Rules, name string, options json.RawMessage) error {
	if rules == nil || rules.Name() != name {
		return fmt.Errorf("%w: record of variant %q", ErrRecord, clip(name))
	}
	if len(options) > 0 {
		saved, err := namedRules(name, options)
		if err != nil {
			return err
		}
		if !variantopt.Same(rules, saved) {
			return fmt.Errorf("%w: the rules' options differ from the record's %s", ErrRecord, clip(string(options)))
		}
	}
	return nil
}

// MarshalJSON saves the game as its [Record].
func (g *Game) MarshalJSON() ([]byte, error) { return json.Marshal(g.Record()) }

// UnmarshalJSON loads a game saved by MarshalJSON, replaying its record with the rules registered under
// the record's variant name, rebuilt with the record's options ([variant.Lookup], [variant.Configurable.WithOptionsJSON]). On error g is
// unchanged.
func (g *Game) UnmarshalJSON(b []byte) error {
	n, err := loadNamed[Record](b, Replay)
	if err != nil {
		return err
	}
	*g = *n
	g.src = &g.chacha // the copy's own source, not n's
	return nil
}

// namedRules returns the rules a record names: those registered under the variant name, rebuilt with
// the options ([variant.Lookup], [variant.Configurable.WithOptionsJSON]). Errors wrap [ErrRecord].
func namedRules(name string, options json.RawMessage) (variant.Rules, error) {
	rules, err := variantopt.Decode(name, options)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	return rules, nil
}

// savedRecord is a saved record, [Record] or [SessionRecord], that names its rules.
type savedRecord[R any] interface {
	*R
	names() (variant string, options json.RawMessage)
}

func (r *Record) names() (string, json.RawMessage)        { return r.Variant, r.Options }
func (r *SessionRecord) names() (string, json.RawMessage) { return r.Variant, r.Options }

// loadNamed decodes b as a saved record of type R and rebuilds what it saves with build (Replay,
// ResumeSession) under the rules the record names (see [namedRules]). Errors wrap [ErrRecord].
func loadNamed[R any, P savedRecord[R], T any](b []byte, build func(variant.Rules, R) (*T, error)) (*T, error) {
	var r R
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, recordErr(err)
	}
	rules, err := namedRules(P(&r).names())
	if err != nil {
		return nil, err
	}
	return build(rules, r)
}

// Load is like [Game.UnmarshalJSON] with the given rules instead of the registry.
func Load(rules variant.Rules, b []byte) (*Game, error) {
	var r Record
	if err := json.Unmarshal(b, &r); err != nil {
		return nil, recordErr(err)
	}
	return Replay(rules, r)
}
