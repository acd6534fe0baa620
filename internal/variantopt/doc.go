// Package variantopt decodes a built-in variant's options from JSON (the shared body of each
// variant's [variant.Configurable.WithOptionsJSON]), rebuilds saved rules from a variant name and
// options, and compares two rule sets' options, for the game's records (docs/architecture.md).
package variantopt
