package variant

import (
	"errors"
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
