// Package sichuan implements the Sichuan "Blood Battle" rules (xuèzhàn dàodǐ) as a [variant.Rules]
// and [variant.Exchanger]: 108 suit tiles, an exchange of three, a missing suit, no chows, play that
// goes on after each win until three players have won or the wall is exhausted, Fan with a cap, and
// the end-of-wall settlement of flower pigs, the tenpai check and kong refunds.
//
// Importing the package registers the default rules under the name "sichuan"; [New] builds rules with
// other [Options], whose zero value is the default table of docs/rules/sichuan.md §13. The rules the
// package implements, every option and worked examples are in that rules reference,
// docs/rules/sichuan.md.
//
// # Scoring
//
// A win is four groups and a pair, or seven pairs (four identical tiles may count as two pairs), with
// no tile of the winner's missing suit. Its Fan are Root (1 per kind with all four copies in the final
// hand), All triplets (1), Pair wait (1, per reading, see [PairWait]), Pure suit (2), Seven pairs (2),
// Win after kong (1), Win on the discard after a kong (1), Robbing the kong (1) and Last tile (1),
// summed over the best reading of the hand. The base is 1 at 0 Fan, otherwise 2^min(Fan, FanCap).
//
// [Rules.Score] gives the breakdown and the payments of one win: the discarder (or konger, for a
// robbed kong) pays the base; on a self-draw every other player still in pays base + 1.
// [Rules.Settle] gives the kong money and the exhaustion settlement; [Rules.ReadyValue] and
// [Rules.Waits] the readiness of a hand; [Rules.ClaimValue] the value the passed-win rule compares.
//
// Rules are immutable and safe for concurrent use.
package sichuan
