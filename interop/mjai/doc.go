// Package mjai reads and writes mjai event logs (one JSON event per line) as [interop.Game] records.
//
// [Read] accepts the field sets of Mortal, mjai.app (lines holding arrays of events) and gimite's
// server (uradora_markers, reasons and extra fields, which are ignored), and takes a win's payments
// from the next scores when its hora has no deltas. mjai names kinds and red fives but no copies, so
// each tile gets the lowest free copy of its kind, and it carries no rules, dice or win values.
// [Write] writes the normalized form: Mortal's fields in Mortal's order, start_kyoku hands and
// consumed tiles in tile-id order, hora with deltas and ura_markers, ryukyoku with deltas only,
// no meta.
//
// The bot and referee sides of the mjai protocol are not in this package yet.
package mjai
