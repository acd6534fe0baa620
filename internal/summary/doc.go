// Package summary answers the questions the built-in variants' [variant.Rules.Settle] asks of a
// [variant.Summary] besides its fields: which players won, and whether its kong record can come from
// a legal hand (docs/architecture.md).
package summary
