// Package enumtext holds the text and JSON forms that the small enums and bit sets of the score,
// variant, claim and hand packages share: an enum writes its name and reads back its name or, as
// records written before the enums had names did, its number; a bit set writes the names of its bits
// joined by '|' ("last-tile|robbed-kong", "none" when empty) and reads back that form or its number.
// Errors quote at most a short prefix of the input and wrap the sentinel the caller passes.
package enumtext

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// maxQuote is the longest prefix of bad input an error quotes.
const maxQuote = 64

// clip returns at most the first maxQuote bytes of b.
func clip(b []byte) []byte {
	if len(b) > maxQuote {
		return b[:maxQuote]
	}
	return b
}

// Name returns the name of value v of the enum typ whose names are names, or an error wrapping
// sentinel if v has none.
func Name(names []string, v uint64, typ string, sentinel error) ([]byte, error) {
	if v >= uint64(len(names)) {
		return nil, fmt.Errorf("%w: %s(%d) has no name", sentinel, typ, v)
	}
	return []byte(names[v]), nil
}

// Parse reads a value of the enum typ: one of names, compared without regard to ASCII case, '-' or
// '_' (so the Go-style "DoubleOnly" reads as "double-only"), or a decimal number below len(names).
// Anything else is an error wrapping sentinel that quotes at most a short prefix of b and lists the
// names. This is the one parse rule of every enum of the module.
func Parse(names []string, b []byte, typ string, sentinel error) (uint64, error) {
	if len(b) <= maxQuote {
		var kb, nb [maxQuote]byte
		key := squash(kb[:0], b)
		for i, n := range names {
			if len(n) <= maxQuote && string(squash(nb[:0], []byte(n))) == string(key) {
				return uint64(i), nil
			}
		}
	}
	if v, err := strconv.ParseUint(string(clip(b)), 10, 8); err == nil && len(b) <= maxQuote && v < uint64(len(names)) {
		return v, nil
	}
	return 0, fmt.Errorf("%w: %s %q is neither a name nor a number in range (want %s)", sentinel, typ, clip(b),
		OneOf(names))
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

// String returns the name of value v of the enum typ whose names are names, or "typ(v)" when v has
// none: the String method of every enum.
func String[T ~uint8](names []string, typ string, v T) string {
	if int(v) < len(names) {
		return names[v]
	}
	return typ + "(" + strconv.Itoa(int(v)) + ")"
}

// Marshal returns the name of v as text, or an error wrapping sentinel when v has none: the
// MarshalText method of every enum.
func Marshal[T ~uint8](names []string, typ string, v T, sentinel error) ([]byte, error) {
	return Name(names, uint64(v), typ, sentinel)
}

// Unmarshal sets *p to the value b names by the rule of [Parse], or leaves it unchanged and returns an
// error wrapping sentinel: the UnmarshalText method of every enum.
func Unmarshal[T ~uint8](names []string, typ string, p *T, b []byte, sentinel error) error {
	v, err := Parse(names, b, typ, sentinel)
	if err == nil {
		*p = T(v)
	}
	return err
}

// OneOf returns the non-empty names as a list for an error message: "on", "on or off", "default, on
// or off".
func OneOf(names []string) string {
	var b strings.Builder
	var ns []string
	for _, n := range names {
		if n != "" {
			ns = append(ns, n)
		}
	}
	for i, n := range ns {
		switch {
		case i == 0:
		case i == len(ns)-1:
			b.WriteString(" or ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(n)
	}
	return b.String()
}

// emptySet is the text of a set with no bit.
const emptySet = "none"

// SetText returns the names of the bits of v, joined by '|', or "none" for no bit; names[i] is bit i.
// A bit without a name is an error wrapping sentinel.
func SetText(names []string, v uint64, typ string, sentinel error) ([]byte, error) {
	if v == 0 {
		return []byte(emptySet), nil
	}
	if v>>len(names) != 0 {
		return nil, fmt.Errorf("%w: %s(%#x) has bits without a name", sentinel, typ, v)
	}
	return appendSetNames(nil, names, v), nil
}

// SetString returns the names of the bits of v, joined by '|', or "none" for no bit, for a set type's
// String; names[i] is bit i. The bits without a name come last, as typ(0x..) in hexadecimal.
func SetString(names []string, v uint64, typ string) string {
	if v == 0 {
		return emptySet
	}
	b := appendSetNames(nil, names, v)
	if rest := v &^ (1<<len(names) - 1); rest != 0 {
		if len(b) > 0 {
			b = append(b, '|')
		}
		b = append(b, typ...)
		b = append(b, "(0x"...)
		b = strconv.AppendUint(b, rest, 16)
		b = append(b, ')')
	}
	return string(b)
}

// appendSetNames appends the names of the bits of v that have one, joined by '|', to b.
func appendSetNames(b []byte, names []string, v uint64) []byte {
	for i, n := range names {
		if v&(1<<i) != 0 {
			if len(b) > 0 {
				b = append(b, '|')
			}
			b = append(b, n...)
		}
	}
	return b
}

// UnmarshalSet sets *p to the set b names by the rule of [ParseSet], or leaves it unchanged and
// returns an error wrapping sentinel: the UnmarshalText method of every set type.
func UnmarshalSet[T ~uint8 | ~uint16](names []string, typ string, p *T, b []byte, sentinel error) error {
	v, err := ParseSet(names, b, typ, sentinel)
	if err == nil {
		*p = T(v)
	}
	return err
}

// ParseSet reads a set of the bits named by names: names joined by '|' (each at most once), "none" or
// the empty text for no bit, or a decimal number whose bits all have names. Anything else is an error
// wrapping sentinel.
func ParseSet(names []string, b []byte, typ string, sentinel error) (uint64, error) {
	s := string(b)
	if s == "" || s == emptySet {
		return 0, nil
	}
	if s[0] >= '0' && s[0] <= '9' {
		v, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v>>len(names) != 0 {
			return 0, fmt.Errorf("%w: %s %q is not a number of known bits", sentinel, typ, clip(b))
		}
		return v, nil
	}
	var v uint64
	for part := range strings.SplitSeq(s, "|") {
		i := indexOf(names, part)
		if i < 0 || v&(1<<i) != 0 {
			return 0, fmt.Errorf("%w: %s %q: unknown or repeated name %q", sentinel, typ, clip(b), clip([]byte(part)))
		}
		v |= 1 << i
	}
	return v, nil
}

func indexOf(names []string, s string) int {
	for i, n := range names {
		if n == s {
			return i
		}
	}
	return -1
}

// JSON reads a JSON value for an enum or set whose text form text parses: a JSON string goes to text;
// a JSON number (the form of records written before the names) is passed to text as its decimal
// digits; null leaves the value alone. Anything else is an error wrapping sentinel.
func JSON(b []byte, typ string, text func([]byte) error, sentinel error) error {
	switch {
	case string(b) == "null":
		return nil
	case len(b) > 0 && b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return fmt.Errorf("%w: %s %q: %w", sentinel, typ, clip(b), err)
		}
		return text([]byte(s))
	case len(b) > 0 && b[0] >= '0' && b[0] <= '9':
		return text(b)
	}
	return fmt.Errorf("%w: %s %q is neither a string nor a number", sentinel, typ, clip(b))
}
