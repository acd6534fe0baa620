package variant

import (
	"slices"
	"sync"
)

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

// Lookup returns the rules registered under name, and false if there are none. It is safe for
// concurrent use, as are [Register] and [Names].
func Lookup(name string) (Rules, bool) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	r, ok := registry[name]
	return r, ok
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
