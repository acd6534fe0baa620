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
