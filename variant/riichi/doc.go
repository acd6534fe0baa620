// Package riichi implements Japanese riichi mahjong scoring as a variant registered under the name
// "riichi": every yaku and yakuman, dora, red fives and ura dora, fu, han, the limits, and the payments
// of a win with honba, riichi sticks and pao (docs/rules/riichi.md §7 to docs/rules/riichi.md §10,
// and docs/rules/riichi.md §13).
//
// The rules that differ between rule sets are the fields of [Options], whose zero value is the
// `tenhou` column of the options table (docs/rules/riichi.md §14); [Preset] returns the named columns
// tenhou, mahjongsoul, ema2016 and wrc2022.
//
// The generic referee (package game) cannot play riichi hands yet: [Rules.Table] describes no playable
// table and the claim policy and settlement refuse with [ErrNotPlayable].
package riichi
