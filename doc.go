// Package mahjong is the root of a Go library of mahjong rules: tiles and walls, hand analysis, claims,
// scoring and payments under pluggable variant rule sets, and a referee that plays whole hands and
// sessions. The root package holds only this overview; the code lives in the packages below.
//
// # Packages
//
//	tile             tile kinds, physical tiles, suits, seats, notation, names, counts and sets
//	meld             chows, pungs, kongs and pairs; concealed, claimed or added
//	hand             a player's tiles; winning shapes, arrangements, waits, shanten
//	wall             tile sets, shuffle, dice, the Kong Box, the deal, draws and replacement draws
//	claim            claim kinds, legality and priority resolution of claims on a discard
//	score            win facts, score breakdowns and payment ledgers
//	variant          the Rules interface of a variant and the variant registry
//	variant/classic  British-style rules: points, doublings, a limit, the dealer payment table
//	variant/sichuan  Sichuan Blood Battle: exchange three, missing suit, Fan with a cap, several winners
//	variant/riichi   Japanese riichi: yaku, fu, han, dora and red fives, riichi, furiten, uma and oka
//	game             the referee: one hand or a session with any variant; views, event log, replay
//	game/bot         simple players for simulations and tests
//	interop          a logged riichi game as one record; interop/tenhou and interop/mjai read and
//	                 write Tenhou mjlog, tenhou.net/6 JSON and mjai logs
//
// Imports go one way only, from tile upward: tile < meld < hand < (wall, claim, score) < variant <
// variant/* and game < interop. A test in this package enforces it.
//
// # Notation
//
// Tiles are written as digits before a suit letter: m Characters, p Circles, s Bamboo, z honours
// (1z..7z East, South, West, North, White, Green, Red) and f bonus tiles (1f..4f flowers Plum, Orchid,
// Chrysanthemum, Bamboo; 5f..8f seasons Spring, Summer, Autumn, Winter). "123m456p11z" is 1, 2, 3 of
// Characters, 4, 5, 6 of Circles and a pair of East winds. A hand adds its declared melds after the
// mark '/': "234m456p11z / 555z [1111m]" (an exposed pung of White and a concealed kong of 1m); spaces
// alone never declare a meld ("123m 456p 789s 11222z" is 14 concealed tiles); see package hand.
//
// # Rules
//
// The rules each variant implements, its options and worked examples are in the repository's
// docs/rules directory (classic.md, sichuan.md, riichi.md); doc comments cite them by section, as in
// docs/rules/classic.md §8.9.
package mahjong
