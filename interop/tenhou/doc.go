// Package tenhou reads and writes Tenhou's game logs as [interop.Game] records: the mjlog XML of
// Tenhou's archive ([ReadXML], [WriteXML]) and the tenhou.net/6 JSON of the Tenhou viewer and
// mjai-reviewer ([ReadJSON], [WriteJSON]).
//
// # mjlog
//
// ReadXML accepts plain or gzip-compressed logs, skips SHUFFLE, UN reconnects, BYE and unknown tags,
// decodes the 16-bit meld codes of N tags, derives tsumogiri (a discard of the tile just drawn), and
// checks every REACH score, AGARI and RYUUKYOKU sc, ba, winning hand and shown hand against the play.
// Library tile ids are mjlog ids plus one. WriteXML writes the normalized form: no SHUFFLE, UN or
// BYE tags, Tenhou's attribute order, ankan codes with copy 0, yaku with the regular ones sorted by
// id and then dora, aka dora and ura dora, REACH step 2 always with its scores, owari with one
// decimal, and no white space between tags.
//
// # tenhou.net/6 JSON
//
// ReadJSON rebuilds the order of play from the per-seat lists of takes and discards, backtracking
// where a call could belong to either of two equal discards, gives each tile the lowest free copy of
// its kind, places kan indicators where Tenhou reveals them, and reads each win's value and yaku
// strings (Tenhou's Japanese names). WriteJSON writes the normalized form: Tenhou's key order, red
// fives as aka51..aka53 keys, yaku in the record's order without a zero ura dora, pon and kan strings
// with a red own tile last, and numbers as encoding/json writes them.
//
// Three-player logs are refused with an error wrapping [interop.ErrThreePlayer].
package tenhou
