// Package winfacts holds the questions the built-in variants ask of a [score.WinContext] besides its
// fields: whether the winner drew the winning tile, the prevailing wind with East for unset, and
// whether the facts name anything only some variants read (docs/architecture.md).
package winfacts
