package riichi

import (
	"strings"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/variant"
)

// clip returns at most the first 64 bytes of b, so errors never quote a long input.
func clip(b []byte) string {
	if len(b) > 64 {
		return string(b[:64]) + "..."
	}
	return string(b)
}

// Toggle is an on/off rule whose zero value means the default of its field (the tenhou column of
// docs/rules/riichi.md §14). The zero value is [Default]. Toggle is a small value, safe for concurrent
// use. Its text form is "default", "on" or "off"; "true" and "false" are read as "on" and "off".
type Toggle uint8

// The toggle values.
const (
	Default Toggle = iota // the field's default
	On                    // the rule applies
	Off                   // the rule does not apply
)

var toggleNames = []string{Default: "default", On: "on", Off: "off"}

// String returns "default", "on" or "off".
func (t Toggle) String() string { return enumtext.String(toggleNames, "riichi.Toggle", t) }

// MarshalText implements [encoding.TextMarshaler].
func (t Toggle) MarshalText() ([]byte, error) {
	return enumtext.Marshal(toggleNames, "riichi.Toggle", t, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error t is unchanged.
func (t *Toggle) UnmarshalText(b []byte) error {
	switch strings.ToLower(string(b)) {
	case "true":
		*t = On
		return nil
	case "false":
		*t = Off
		return nil
	}
	return enumtext.Unmarshal(toggleNames, "riichi.Toggle", t, b, variant.ErrOptions)
}

// or returns t with Default replaced by def.
func (t Toggle) or(def Toggle) Toggle {
	if t == Default {
		return def
	}
	return t
}

// Kuikae is the swap-calling rule (docs/rules/riichi.md §4.4). The zero value is [KuikaeForbidden].
// Values are safe for concurrent use.
type Kuikae uint8

// The swap-calling rules.
const (
	KuikaeForbidden    Kuikae = iota // no discard of the claimed kind, nor of the kind extending a chi
	KuikaeSameKindOnly               // only the claimed kind is forbidden
	KuikaeAllowed                    // any discard
)

var kuikaeNames = []string{"forbidden", "same-kind-only", "allowed"}

// String returns the rule's name.
func (k Kuikae) String() string { return enumtext.String(kuikaeNames, "riichi.Kuikae", k) }

// MarshalText implements [encoding.TextMarshaler].
func (k Kuikae) MarshalText() ([]byte, error) {
	return enumtext.Marshal(kuikaeNames, "riichi.Kuikae", k, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged.
func (k *Kuikae) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(kuikaeNames, "riichi.Kuikae", k, b, variant.ErrOptions)
}

// RiichiAnkan is the rule for a closed kan after riichi (docs/rules/riichi.md §5.6). The zero value is
// [WaitsUnchanged].
// Values are safe for concurrent use.
type RiichiAnkan uint8

// The closed-kan-after-riichi rules.
const (
	WaitsUnchanged RiichiAnkan = iota // the kan uses the drawn tile and keeps the waits
	Strict                            // also a triplet in every reading of the hand
	Never                             // no kan after riichi
)

var riichiAnkanNames = []string{"waits-unchanged", "strict", "never"}

// String returns the rule's name.
func (r RiichiAnkan) String() string {
	return enumtext.String(riichiAnkanNames, "riichi.RiichiAnkan", r)
}

// MarshalText implements [encoding.TextMarshaler].
func (r RiichiAnkan) MarshalText() ([]byte, error) {
	return enumtext.Marshal(riichiAnkanNames, "riichi.RiichiAnkan", r, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error r is unchanged.
func (r *RiichiAnkan) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(riichiAnkanNames, "riichi.RiichiAnkan", r, b, variant.ErrOptions)
}

// MultipleRon is the rule for several rons on one discard (docs/rules/riichi.md §10.7). The zero value
// is [DoubleOnly]. Values are safe for concurrent use.
type MultipleRon uint8

// The several-ron rules.
const (
	DoubleOnly MultipleRon = iota // two may win; three abort (with Sanchahou) or the nearest two win
	AllWin                        // two or three winners
	HeadBump                      // only the winner nearest after the discarder
)

var multiRonNames = []string{"double-only", "all", "head-bump"}

// String returns the rule's name.
func (m MultipleRon) String() string { return enumtext.String(multiRonNames, "riichi.MultipleRon", m) }

// MarshalText implements [encoding.TextMarshaler].
func (m MultipleRon) MarshalText() ([]byte, error) {
	return enumtext.Marshal(multiRonNames, "riichi.MultipleRon", m, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error m is unchanged.
func (m *MultipleRon) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(multiRonNames, "riichi.MultipleRon", m, b, variant.ErrOptions)
}

// Kazoe is the value of 13 or more han without a yakuman (docs/rules/riichi.md §10.1). The zero value
// is [KazoeYakuman]. Values are safe for concurrent use.
type Kazoe uint8

// The kazoe rules.
const (
	KazoeYakuman   Kazoe = iota // a counted yakuman: basic points 8,000
	KazoeSanbaiman              // capped at sanbaiman: basic points 6,000
	KazoeMultiple               // one counted yakuman per 13 han, without a cap: 26 han a double
)

var kazoeNames = []string{"yakuman", "sanbaiman", "multiple"}

// String returns the rule's name.
func (k Kazoe) String() string { return enumtext.String(kazoeNames, "riichi.Kazoe", k) }

// MarshalText implements [encoding.TextMarshaler].
func (k Kazoe) MarshalText() ([]byte, error) {
	return enumtext.Marshal(kazoeNames, "riichi.Kazoe", k, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged.
func (k *Kazoe) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(kazoeNames, "riichi.Kazoe", k, b, variant.ErrOptions)
}

// Renhou is the value of a non-dealer ron before the first own draw (docs/rules/riichi.md §8.3). The
// zero value is [RenhouOff].
// Values are safe for concurrent use.
type Renhou uint8

// The renhou values.
const (
	RenhouOff     Renhou = iota // no renhou: the fact is accepted and ignored
	RenhouMangan                // at least mangan: the better of mangan and the value without renhou
	RenhouFiveHan               // a 5-han regular yaku that adds to the others
	RenhouYakuman               // a yakuman
)

var renhouNames = []string{"off", "mangan", "five-han", "yakuman"}

// String returns the value's name.
func (r Renhou) String() string { return enumtext.String(renhouNames, "riichi.Renhou", r) }

// MarshalText implements [encoding.TextMarshaler].
func (r Renhou) MarshalText() ([]byte, error) {
	return enumtext.Marshal(renhouNames, "riichi.Renhou", r, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error r is unchanged.
func (r *Renhou) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(renhouNames, "riichi.Renhou", r, b, variant.ErrOptions)
}

// Length is the length of a game (docs/rules/riichi.md §12.3). The zero value is [Hanchan]. Values are safe for concurrent use.
type Length uint8

// The game lengths.
const (
	Hanchan  Length = iota // East and South rounds
	EastOnly               // the East round (tonpuusen)
)

var lengthNames = []string{"hanchan", "east-only"}

// String returns the length's name.
func (l Length) String() string { return enumtext.String(lengthNames, "riichi.Length", l) }

// MarshalText implements [encoding.TextMarshaler].
func (l Length) MarshalText() ([]byte, error) {
	return enumtext.Marshal(lengthNames, "riichi.Length", l, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error l is unchanged.
func (l *Length) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(lengthNames, "riichi.Length", l, b, variant.ErrOptions)
}

// Daisharin says which closed hands of the pairs 2 to 8 of one suit (22334455667788) are a yakuman
// (docs/rules/riichi.md §8.3). The zero value is [DaisharinOff]. Values are safe for concurrent use.
type Daisharin uint8

// The daisharin rules.
const (
	DaisharinOff      Daisharin = iota // no such yakuman: the hand scores its regular yaku
	DaisharinCircles                   // daisharin in circles only
	DaisharinAllSuits                  // daisharin (circles), daichikurin (bamboo), daisuurin (characters)
)

var daisharinNames = []string{"off", "circles", "all-suits"}

// String returns the rule's name.
func (d Daisharin) String() string { return enumtext.String(daisharinNames, "riichi.Daisharin", d) }

// MarshalText implements [encoding.TextMarshaler].
func (d Daisharin) MarshalText() ([]byte, error) {
	return enumtext.Marshal(daisharinNames, "riichi.Daisharin", d, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error d is unchanged.
func (d *Daisharin) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(daisharinNames, "riichi.Daisharin", d, b, variant.ErrOptions)
}

// Daichisei is the value of seven pairs of honours (docs/rules/riichi.md §8.3). The zero value is
// [DaichiseiOff]. Values are safe for concurrent use.
type Daichisei uint8

// The daichisei rules.
const (
	DaichiseiOff     Daichisei = iota // no daichisei: the hand is tsuuiisou, one yakuman
	DaichiseiYakuman                  // daichisei, one yakuman, in place of tsuuiisou
	DaichiseiDouble                   // daichisei, a double yakuman, in place of tsuuiisou
)

var daichiseiNames = []string{"off", "yakuman", "double"}

// String returns the rule's name.
func (d Daichisei) String() string { return enumtext.String(daichiseiNames, "riichi.Daichisei", d) }

// MarshalText implements [encoding.TextMarshaler].
func (d Daichisei) MarshalText() ([]byte, error) {
	return enumtext.Marshal(daichiseiNames, "riichi.Daichisei", d, variant.ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error d is unchanged.
func (d *Daichisei) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(daichiseiNames, "riichi.Daichisei", d, b, variant.ErrOptions)
}
