package score

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/mahjong-go/mahjong/internal/enumtext"
)

// Declaration is a winner's declaration of a ready hand with a discard, in a variant that has one. The
// zero value is no declaration. Declaration is a small value, safe for concurrent use.
type Declaration struct {
	// Kind says whether and how the winner declared.
	Kind DeclarationKind `json:"kind"`
	// Uninterrupted: the win comes before the winner's next discard after the declaration, and no call
	// of any kind has been made since. It needs a declaration.
	Uninterrupted bool `json:"uninterrupted,omitempty"`
	// Open: the winner declared with their hand shown. It needs a declaration.
	Open bool `json:"open,omitempty"`
}

// DeclarationKind says whether and how a winner declared a ready hand. The zero value is
// [NotDeclared]. DeclarationKind is a small value, safe for concurrent use; its text form is "none",
// "declared" or "first".
type DeclarationKind uint8

// The declaration kinds.
const (
	NotDeclared   DeclarationKind = iota // no declaration
	Declared                             // declared with a discard
	DeclaredFirst                        // declared with the first discard, before any call in the hand
)

var declarationKindNames = [...]string{NotDeclared: "none", Declared: "declared", DeclaredFirst: "first"}

// String returns "none", "declared" or "first", or "score.DeclarationKind(n)" out of range.
func (k DeclarationKind) String() string {
	return enumtext.String(declarationKindNames[:], "score.DeclarationKind", k)
}

// MarshalText implements [encoding.TextMarshaler]: the kind's name. A value out of range is an error
// wrapping [ErrContext].
func (k DeclarationKind) MarshalText() ([]byte, error) {
	return enumtext.Marshal(declarationKindNames[:], "score.DeclarationKind", k, ErrContext)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrContext], and k is unchanged.
func (k *DeclarationKind) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(declarationKindNames[:], "score.DeclarationKind", k, b, ErrContext)
}

// The bits of the status word that contexts written before the declaration facts had fields carried
// in "status" (see [WinContext.UnmarshalJSON]).
const (
	legacyKind          = 3 // bits 0..1: the declaration kind
	legacyUninterrupted = 1 << 2
	legacyFirstDraw     = 1 << 3
	legacyBeforeFirst   = 1 << 4
	legacyFuriten       = 1 << 5
	legacyOpen          = 1 << 6
	legacyOpenDealIn    = 1 << 7
	legacyStreak        = 0xF << 8 // the dealer streak, 0..15
	legacyKnown         = legacyKind | legacyUninterrupted | legacyFirstDraw | legacyBeforeFirst |
		legacyFuriten | legacyOpen | legacyOpenDealIn | legacyStreak
)

// UnmarshalJSON implements [json.Unmarshaler]. Besides the fields, it reads the "status" number that
// contexts carried before the declaration facts had fields of their own: bits 0–1 the declaration kind,
// then Uninterrupted, FirstDraw, BeforeFirstDraw, Furiten, Open, OpenDealIn (bits 2–7) and the dealer
// streak (bits 8–11). A status with other bits, or given beside any of those fields, is an error
// wrapping [ErrContext], and w is unchanged.
func (w *WinContext) UnmarshalJSON(b []byte) error {
	type plain WinContext // without this method
	var x struct {
		plain
		Status *json.Number `json:"status"`
	}
	x.plain = plain(*w)
	if err := json.Unmarshal(b, &x); err != nil {
		return err
	}
	if x.Status != nil {
		v, err := strconv.ParseUint(string(*x.Status), 10, 16)
		c := WinContext(x.plain)
		switch {
		case err != nil || v&^legacyKnown != 0 || v&legacyKind > uint64(DeclaredFirst):
			return fmt.Errorf("%w: status %.16q is not a known status word", ErrContext, *x.Status)
		case c.Declaration != (Declaration{}) || c.FirstDraw || c.BeforeFirstDraw || c.Furiten ||
			c.OpenDealIn || c.DealerStreak != 0:
			return fmt.Errorf("%w: a status word beside the declaration facts it stands for", ErrContext)
		}
		x.Declaration = Declaration{Kind: DeclarationKind(v & legacyKind),
			Uninterrupted: v&legacyUninterrupted != 0, Open: v&legacyOpen != 0}
		x.FirstDraw = v&legacyFirstDraw != 0
		x.BeforeFirstDraw = v&legacyBeforeFirst != 0
		x.Furiten = v&legacyFuriten != 0
		x.OpenDealIn = v&legacyOpenDealIn != 0
		x.DealerStreak = int(v & legacyStreak >> 8)
	}
	*w = WinContext(x.plain)
	return nil
}
