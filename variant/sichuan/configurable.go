package sichuan

import (
	"encoding/json"

	"github.com/mahjong-go/mahjong/internal/variantopt"
	"github.com/mahjong-go/mahjong/variant"
)

var _ variant.Configurable = (*Rules)(nil)

// OptionsJSON implements [variant.Configurable]: the rules' options in JSON.
func (r *Rules) OptionsJSON() ([]byte, error) { return json.Marshal(r.opt) }

// WithOptionsJSON implements [variant.Configurable]: Sichuan rules built from options in JSON. Unknown
// fields and options that fail [Options.Validate] are errors wrapping [variant.ErrOptions].
func (r *Rules) WithOptionsJSON(b []byte) (variant.Rules, error) {
	return variantopt.FromJSON(b, func(o Options) variant.Rules { return &Rules{opt: o.normalized()} })
}
