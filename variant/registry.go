package variant

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// ErrNotRegistered means a variant name that no imported package registered, such as "riichi" when
// the program does not import the riichi package.
var ErrNotRegistered = errors.New("variant: not registered")

// builtinPackages are the import paths that register the built-in variants, for the error of a
// forgotten import.
var builtinPackages = map[string]string{
	"classic": "github.com/mahjong-go/mahjong/variant/classic",
	"sichuan": "github.com/mahjong-go/mahjong/variant/sichuan",
	"riichi":  "github.com/mahjong-go/mahjong/variant/riichi",
}

// maxQuote is the longest prefix of a bad name or bad input an error of this package quotes.
const maxQuote = 64

// quote returns s quoted as %q does, cut to its first [maxQuote] bytes (marked "...") when longer, so
// that an error never repeats a long hostile input.
func quote(s string) string {
	if len(s) > maxQuote {
		return fmt.Sprintf("%q...", s[:maxQuote])
	}
	return fmt.Sprintf("%q", s)
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Rules{}
)

// Register makes rules available under r.Name(). Built-in variants register themselves when their
// package is imported. It panics if r is nil or the name is already registered, as database/sql.Register
// does: both are programming errors.
func Register(r Rules) {
	if r == nil {
		panic("variant: Register of nil rules")
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	name := r.Name()
	if _, dup := registry[name]; dup {
		panic("variant: Register called twice for " + name)
	}
	registry[name] = r
}

// Lookup returns the rules registered under name. A name nobody registered is an error wrapping
// [ErrNotRegistered] that names the import to add for a built-in variant (a package registers its
// variant when it is imported, even as import _), or else lists the registered names; the rules are
// then nil. It is safe for concurrent use, as are [Register] and [Names].
func Lookup(name string) (Rules, error) {
	registryMu.RLock()
	r, ok := registry[name]
	registryMu.RUnlock()
	if ok {
		return r, nil
	}
	if pkg, ok := builtinPackages[name]; ok {
		return nil, fmt.Errorf("%w: %q; import _ %q to register it", ErrNotRegistered, name, pkg)
	}
	return nil, fmt.Errorf("%w: %s (registered: %s)", ErrNotRegistered, quote(name), strings.Join(Names(), ", "))
}

// Names returns the registered names, sorted.
func Names() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
