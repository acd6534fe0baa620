package variantopt

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/mahjong-go/mahjong/variant"
)

// FromJSON decodes options JSON into a fresh O (a variant's Options type), refusing unknown
// fields, validates it and builds the rules with build. Errors wrap [variant.ErrOptions] once (an error of a
// field's own decoding or of Validate that already wraps it is not wrapped again) and their messages
// quote at most a short prefix of the input, however long an unknown field name or value is. Variants
// use it to implement [variant.Configurable.WithOptionsJSON].
func FromJSON[O interface{ Validate() error }](b []byte, build func(O) variant.Rules) (variant.Rules, error) {
	var o O
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&o); err != nil {
		return nil, optionsError(err)
	}
	if err := o.Validate(); err != nil {
		return nil, optionsError(err)
	}
	return build(o), nil
}

// maxMessage bounds the message of an options error: room for a sentence and a quoted prefix.
const maxMessage = 160

// optionsError returns err wrapping [variant.ErrOptions] once, its message cut to [maxMessage] bytes.
func optionsError(err error) error {
	if !errors.Is(err, variant.ErrOptions) {
		err = fmt.Errorf("%w: %w", variant.ErrOptions, err)
	}
	m := err.Error()
	if len(m) <= maxMessage {
		return err
	}
	n := maxMessage
	for n > 0 && !utf8.RuneStart(m[n]) {
		n--
	}
	return &clippedError{msg: m[:n] + "...", err: err}
}

// clippedError is an error whose message was cut to [maxMessage] bytes; errors.Is and errors.As see
// the whole error.
type clippedError struct {
	msg string
	err error
}

func (e *clippedError) Error() string { return e.msg }

func (e *clippedError) Unwrap() error { return e.err }

// Decode returns the rules registered under name, rebuilt with the options in JSON (as
// [variant.Configurable.OptionsJSON] writes them). Empty options mean the registered rules as they are. An
// name nobody registered is an error wrapping [variant.ErrNotRegistered] (see [variant.Lookup]); options the variant
// refuses are an error wrapping [variant.ErrOptions]. Errors quote at most a short prefix of the name and of
// the options.
func Decode(name string, options []byte) (variant.Rules, error) {
	r, err := variant.Lookup(name)
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(options)) == 0 || string(bytes.TrimSpace(options)) == "null" {
		return r, nil
	}
	c, ok := r.(variant.Configurable)
	if !ok {
		return nil, fmt.Errorf("%w: variant %q takes no options", variant.ErrOptions, name) // a registered name
	}
	return c.WithOptionsJSON(options)
}

// Same reports whether a and b are the same variant with the same options: equal names and,
// for [variant.Configurable] rules, equal options JSON.
func Same(a, b variant.Rules) bool {
	if a == nil || b == nil || a.Name() != b.Name() {
		return false
	}
	ca, okA := a.(variant.Configurable)
	cb, okB := b.(variant.Configurable)
	if !okA || !okB {
		return okA == okB
	}
	ja, errA := ca.OptionsJSON()
	jb, errB := cb.OptionsJSON()
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}
