// Package variantopt decodes a built-in variant's options from JSON: the shared body of each
// variant's [variant.Configurable.WithOptionsJSON] (docs/architecture.md).
package variantopt
