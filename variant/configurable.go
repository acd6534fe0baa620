package variant

import (
	"bytes"
	"errors"
	"fmt"
)

// ErrOptions means options that cannot be decoded or are out of range for a variant.
var ErrOptions = errors.New("variant: invalid options")

// Configurable is implemented by rules built from an options value (both built-in variants). It lets
// a saved game or score record which options produced it, and lets a loader rebuild the same rules from
// the registry: Lookup(name), then WithOptionsJSON(saved).
type Configurable interface {
	Rules
	// OptionsJSON returns the rules' options as JSON.
	OptionsJSON() ([]byte, error)
	// WithOptionsJSON returns the variant's rules built from options in JSON, as OptionsJSON writes
	// them. Invalid options are an error wrapping [ErrOptions].
	WithOptionsJSON(b []byte) (Rules, error)
}

// Decode returns the rules registered under name, rebuilt with the options in JSON (as
// [Configurable.OptionsJSON] writes them). Empty options mean the registered rules as they are. An
// name nobody registered is an error wrapping [ErrNotRegistered] (see [Lookup]); options the variant
// refuses are an error wrapping [ErrOptions]. Errors quote at most a short prefix of the name and of
// the options.
func Decode(name string, options []byte) (Rules, error) {
	r, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(options)) == 0 || string(bytes.TrimSpace(options)) == "null" {
		return r, nil
	}
	c, ok := r.(Configurable)
	if !ok {
		return nil, fmt.Errorf("%w: variant %s takes no options", ErrOptions, quote(name))
	}
	return c.WithOptionsJSON(options)
}

// SameOptions reports whether a and b are the same variant with the same options: equal names and,
// for [Configurable] rules, equal options JSON.
func SameOptions(a, b Rules) bool {
	if a == nil || b == nil || a.Name() != b.Name() {
		return false
	}
	ca, okA := a.(Configurable)
	cb, okB := b.(Configurable)
	if !okA || !okB {
		return okA == okB
	}
	ja, errA := ca.OptionsJSON()
	jb, errB := cb.OptionsJSON()
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}
