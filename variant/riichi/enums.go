package riichi

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/variant"
)

// enumString returns names[v], or "riichi.<typ>(v)" out of range.
func enumString(names []string, v uint8, typ string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return "riichi." + typ + "(" + strconv.Itoa(int(v)) + ")"
}

// enumText returns names[v] as text, or an error wrapping [variant.ErrOptions] out of range.
func enumText(names []string, v uint8, typ string) ([]byte, error) {
	if int(v) >= len(names) {
		return nil, fmt.Errorf("%w: %s %d", variant.ErrOptions, typ, v)
	}
	return []byte(names[v]), nil
}

// enumParse returns the index of b in names, or an error wrapping [variant.ErrOptions]. Case, hyphens
// and underscores are ignored, so the Go-style "DoubleOnly" reads as "double-only".
func enumParse(names []string, b []byte, typ string) (uint8, error) {
	if len(b) <= 64 {
		var buf [64]byte
		key := squash(buf[:0], b)
		for i, n := range names {
			var nb [64]byte
			if string(squash(nb[:0], []byte(n))) == string(key) {
				return uint8(i), nil
			}
		}
	}
	return 0, fmt.Errorf("%w: riichi: unknown %s %q (want %s)", variant.ErrOptions, typ, clip(b), enumtext.OneOf(names))
}

// squash appends b to dst in lower case without '-' and '_'.
func squash(dst, b []byte) []byte {
	for _, c := range b {
		switch {
		case c == '-' || c == '_':
		case 'A' <= c && c <= 'Z':
			dst = append(dst, c+'a'-'A')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

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
func (t Toggle) String() string { return enumString(toggleNames, uint8(t), "Toggle") }

// MarshalText implements [encoding.TextMarshaler].
func (t Toggle) MarshalText() ([]byte, error) { return enumText(toggleNames, uint8(t), "Toggle") }

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
	v, err := enumParse(toggleNames, b, "Toggle")
	if err == nil {
		*t = Toggle(v)
	}
	return err
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
func (k Kuikae) String() string { return enumString(kuikaeNames, uint8(k), "Kuikae") }

// MarshalText implements [encoding.TextMarshaler].
func (k Kuikae) MarshalText() ([]byte, error) { return enumText(kuikaeNames, uint8(k), "Kuikae") }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged.
func (k *Kuikae) UnmarshalText(b []byte) error {
	v, err := enumParse(kuikaeNames, b, "Kuikae")
	if err == nil {
		*k = Kuikae(v)
	}
	return err
}

// KanDoraTiming is when a kan reveals its dora indicator (docs/rules/riichi.md §2.6). The zero value is
// [ClosedNowOpenLater].
// Values are safe for concurrent use.
type KanDoraTiming uint8

// The kan dora timings.
const (
	ClosedNowOpenLater KanDoraTiming = iota // ankan at once; open kans at the konger's next discard
	Immediate                               // every kan at once
)

var kanDoraNames = []string{"closed-now-open-later", "immediate"}

// String returns the timing's name.
func (k KanDoraTiming) String() string { return enumString(kanDoraNames, uint8(k), "KanDoraTiming") }

// MarshalText implements [encoding.TextMarshaler].
func (k KanDoraTiming) MarshalText() ([]byte, error) {
	return enumText(kanDoraNames, uint8(k), "KanDoraTiming")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged.
func (k *KanDoraTiming) UnmarshalText(b []byte) error {
	v, err := enumParse(kanDoraNames, b, "KanDoraTiming")
	if err == nil {
		*k = KanDoraTiming(v)
	}
	return err
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
func (r RiichiAnkan) String() string { return enumString(riichiAnkanNames, uint8(r), "RiichiAnkan") }

// MarshalText implements [encoding.TextMarshaler].
func (r RiichiAnkan) MarshalText() ([]byte, error) {
	return enumText(riichiAnkanNames, uint8(r), "RiichiAnkan")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error r is unchanged.
func (r *RiichiAnkan) UnmarshalText(b []byte) error {
	v, err := enumParse(riichiAnkanNames, b, "RiichiAnkan")
	if err == nil {
		*r = RiichiAnkan(v)
	}
	return err
}

// FifthTileTenpai says which kinds held four times stop being waits (docs/rules/riichi.md §7.3). The
// zero value is [HandOnly].
// Values are safe for concurrent use.
type FifthTileTenpai uint8

// The fifth-tile rules.
const (
	HandOnly FifthTileTenpai = iota // four copies among the concealed tiles
	AnyHeld                         // four copies anywhere in the hand, melds and kans included
)

var fifthNames = []string{"hand-only", "any-held"}

// String returns the rule's name.
func (f FifthTileTenpai) String() string { return enumString(fifthNames, uint8(f), "FifthTileTenpai") }

// MarshalText implements [encoding.TextMarshaler].
func (f FifthTileTenpai) MarshalText() ([]byte, error) {
	return enumText(fifthNames, uint8(f), "FifthTileTenpai")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error f is unchanged.
func (f *FifthTileTenpai) UnmarshalText(b []byte) error {
	v, err := enumParse(fifthNames, b, "FifthTileTenpai")
	if err == nil {
		*f = FifthTileTenpai(v)
	}
	return err
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
func (m MultipleRon) String() string { return enumString(multiRonNames, uint8(m), "MultipleRon") }

// MarshalText implements [encoding.TextMarshaler].
func (m MultipleRon) MarshalText() ([]byte, error) {
	return enumText(multiRonNames, uint8(m), "MultipleRon")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error m is unchanged.
func (m *MultipleRon) UnmarshalText(b []byte) error {
	v, err := enumParse(multiRonNames, b, "MultipleRon")
	if err == nil {
		*m = MultipleRon(v)
	}
	return err
}

// MultiRonHonba says which winners of one discard get the honba bonus (docs/rules/riichi.md §10.7).
// The zero value is [Nearest]. Values are safe for concurrent use.
type MultiRonHonba uint8

// The honba rules for several winners.
const (
	Nearest MultiRonHonba = iota // only the winner nearest after the discarder
	Each                         // every winner
)

var multiHonbaNames = []string{"nearest", "each"}

// String returns the rule's name.
func (m MultiRonHonba) String() string { return enumString(multiHonbaNames, uint8(m), "MultiRonHonba") }

// MarshalText implements [encoding.TextMarshaler].
func (m MultiRonHonba) MarshalText() ([]byte, error) {
	return enumText(multiHonbaNames, uint8(m), "MultiRonHonba")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error m is unchanged.
func (m *MultiRonHonba) UnmarshalText(b []byte) error {
	v, err := enumParse(multiHonbaNames, b, "MultiRonHonba")
	if err == nil {
		*m = MultiRonHonba(v)
	}
	return err
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
func (k Kazoe) String() string { return enumString(kazoeNames, uint8(k), "Kazoe") }

// MarshalText implements [encoding.TextMarshaler].
func (k Kazoe) MarshalText() ([]byte, error) { return enumText(kazoeNames, uint8(k), "Kazoe") }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged.
func (k *Kazoe) UnmarshalText(b []byte) error {
	v, err := enumParse(kazoeNames, b, "Kazoe")
	if err == nil {
		*k = Kazoe(v)
	}
	return err
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
func (r Renhou) String() string { return enumString(renhouNames, uint8(r), "Renhou") }

// MarshalText implements [encoding.TextMarshaler].
func (r Renhou) MarshalText() ([]byte, error) { return enumText(renhouNames, uint8(r), "Renhou") }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error r is unchanged.
func (r *Renhou) UnmarshalText(b []byte) error {
	v, err := enumParse(renhouNames, b, "Renhou")
	if err == nil {
		*r = Renhou(v)
	}
	return err
}

// PaoScope is what a liable player covers when the pao yakuman is stacked with others
// (docs/rules/riichi.md §10.5). The zero value is [WholeHand]. Values are safe for concurrent use.
type PaoScope uint8

// The pao scopes.
const (
	WholeHand         PaoScope = iota // the whole hand value
	LiableYakumanOnly                 // only the pao yakuman's share; the rest is paid as usual
)

var paoScopeNames = []string{"whole-hand", "liable-yakuman-only"}

// String returns the scope's name.
func (p PaoScope) String() string { return enumString(paoScopeNames, uint8(p), "PaoScope") }

// MarshalText implements [encoding.TextMarshaler].
func (p PaoScope) MarshalText() ([]byte, error) { return enumText(paoScopeNames, uint8(p), "PaoScope") }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error p is unchanged.
func (p *PaoScope) UnmarshalText(b []byte) error {
	v, err := enumParse(paoScopeNames, b, "PaoScope")
	if err == nil {
		*p = PaoScope(v)
	}
	return err
}

// PaoHonba says who pays the honba of a ron split by pao (docs/rules/riichi.md §10.5). The zero value
// is [Liable]. Values are safe for concurrent use.
type PaoHonba uint8

// The pao honba rules.
const (
	Liable    PaoHonba = iota // the liable player
	Discarder                 // the discarder
)

var paoHonbaNames = []string{"liable", "discarder"}

// String returns the rule's name.
func (p PaoHonba) String() string { return enumString(paoHonbaNames, uint8(p), "PaoHonba") }

// MarshalText implements [encoding.TextMarshaler].
func (p PaoHonba) MarshalText() ([]byte, error) { return enumText(paoHonbaNames, uint8(p), "PaoHonba") }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error p is unchanged.
func (p *PaoHonba) UnmarshalText(b []byte) error {
	v, err := enumParse(paoHonbaNames, b, "PaoHonba")
	if err == nil {
		*p = PaoHonba(v)
	}
	return err
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
func (l Length) String() string { return enumString(lengthNames, uint8(l), "Length") }

// MarshalText implements [encoding.TextMarshaler].
func (l Length) MarshalText() ([]byte, error) { return enumText(lengthNames, uint8(l), "Length") }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error l is unchanged.
func (l *Length) UnmarshalText(b []byte) error {
	v, err := enumParse(lengthNames, b, "Length")
	if err == nil {
		*l = Length(v)
	}
	return err
}

// LeftoverSticks says where riichi sticks left at the end of a game go (docs/rules/riichi.md §12.6).
// The zero value is [ToFirst]. Values are safe for concurrent use.
type LeftoverSticks uint8

// The leftover-stick rules.
const (
	ToFirst LeftoverSticks = iota // to the first-placed player
	Lost                          // nobody
)

var leftoverNames = []string{"first", "lost"}

// String returns the rule's name.
func (l LeftoverSticks) String() string { return enumString(leftoverNames, uint8(l), "LeftoverSticks") }

// MarshalText implements [encoding.TextMarshaler].
func (l LeftoverSticks) MarshalText() ([]byte, error) {
	return enumText(leftoverNames, uint8(l), "LeftoverSticks")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error l is unchanged.
func (l *LeftoverSticks) UnmarshalText(b []byte) error {
	v, err := enumParse(leftoverNames, b, "LeftoverSticks")
	if err == nil {
		*l = LeftoverSticks(v)
	}
	return err
}

// TieBreak ranks players with equal points (docs/rules/riichi.md §12.6). The zero value is
// [SeatOrder].
// Values are safe for concurrent use.
type TieBreak uint8

// The tie-break rules.
const (
	SeatOrder TieBreak = iota // in seat order from the first dealer
	SplitUma                  // tied players share their uma places equally
)

var tieBreakNames = []string{"seat-order", "split-uma"}

// String returns the rule's name.
func (t TieBreak) String() string { return enumString(tieBreakNames, uint8(t), "TieBreak") }

// MarshalText implements [encoding.TextMarshaler].
func (t TieBreak) MarshalText() ([]byte, error) { return enumText(tieBreakNames, uint8(t), "TieBreak") }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error t is unchanged.
func (t *TieBreak) UnmarshalText(b []byte) error {
	v, err := enumParse(tieBreakNames, b, "TieBreak")
	if err == nil {
		*t = TieBreak(v)
	}
	return err
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
func (d Daisharin) String() string { return enumString(daisharinNames, uint8(d), "Daisharin") }

// MarshalText implements [encoding.TextMarshaler].
func (d Daisharin) MarshalText() ([]byte, error) {
	return enumText(daisharinNames, uint8(d), "Daisharin")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error d is unchanged.
func (d *Daisharin) UnmarshalText(b []byte) error {
	v, err := enumParse(daisharinNames, b, "Daisharin")
	if err == nil {
		*d = Daisharin(v)
	}
	return err
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
func (d Daichisei) String() string { return enumString(daichiseiNames, uint8(d), "Daichisei") }

// MarshalText implements [encoding.TextMarshaler].
func (d Daichisei) MarshalText() ([]byte, error) {
	return enumText(daichiseiNames, uint8(d), "Daichisei")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error d is unchanged.
func (d *Daichisei) UnmarshalText(b []byte) error {
	v, err := enumParse(daichiseiNames, b, "Daichisei")
	if err == nil {
		*d = Daichisei(v)
	}
	return err
}

// TsumoPayment is how a tsumo is paid with three players, where the absent fourth player's share has
// no payer (docs/rules/riichi.md §17.5). The zero value is [TsumoLoss]. Values are safe for concurrent
// use.
type TsumoPayment uint8

// The three-player tsumo payments.
const (
	TsumoLoss      TsumoPayment = iota // each payer pays as with four players; the absent share is lost
	NorthBisection                     // the absent share is split between the two payers
)

var tsumoPaymentNames = []string{"tsumo-loss", "north-bisection"}

// String returns the rule's name.
func (p TsumoPayment) String() string { return enumString(tsumoPaymentNames, uint8(p), "TsumoPayment") }

// MarshalText implements [encoding.TextMarshaler].
func (p TsumoPayment) MarshalText() ([]byte, error) {
	return enumText(tsumoPaymentNames, uint8(p), "TsumoPayment")
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error p is unchanged.
func (p *TsumoPayment) UnmarshalText(b []byte) error {
	v, err := enumParse(tsumoPaymentNames, b, "TsumoPayment")
	if err == nil {
		*p = TsumoPayment(v)
	}
	return err
}
