// Package riichi implements Japanese riichi mahjong scoring as a variant registered under the name
// "riichi": every yaku and yakuman, dora, red fives and ura dora, fu, han, the limits, and the payments
// of a win with honba, riichi sticks and pao (docs/rules/riichi.md §7 to docs/rules/riichi.md §10,
// and docs/rules/riichi.md §13).
//
// # Inputs
//
// [Rules.Score] takes the 14-tile hand (the winning tile among its concealed tiles) and a
// [score.WinContext]: winner, dealer and round wind; the source of the winning tile (wall or
// replacement for tsumo, the replacement being rinshan kaihou; discard or robbed kong for ron, the
// robbed kong being chankan) with the discarder as Supplier; the flags LastTile (haitei), LastDiscard
// (houtei) and HeavensBlessing (tenhou); the dora indicators as Indicators and the ura indicators as
// HiddenIndicators; the honba as Counters and the riichi sticks on the table as Deposits. The riichi of
// the winner is the context's Declaration ([score.Declared] for riichi, [score.DeclaredFirst] for
// double riichi, Open for an open riichi, Uninterrupted for ippatsu); chiihou is FirstDraw, renhou
// BeforeFirstDraw, and Furiten, OpenDealIn and DealerStreak are fields too. The seat liable for pao is
// the context's Liable. With three players, the Norths the winner has set aside are the context's
// Kita, and a ron robbing a kita sets its KitaRon.
//
// # Result
//
// The result lists each yaku with its han (unit han; a yakuman counts 13 per multiple), the dora, aka
// and ura counts (unit dora), and the fu item by item (unit fu); Han, Fu, Limit, the basic points as
// Value, the payments as a ledger (value, honba and liability as separate transfers) and the riichi
// sticks taken from the table as Collected.
//
// # Three players
//
// With [Options.Players] 3 the rules are three-player riichi, sanma (docs/rules/riichi.md §17): 108
// tiles without 2m to 8m, seats East, South and West only (North is nobody's seat wind), indicator 1m
// naming 9m, no chi, Norths set aside as bonus dora (kita, 1 han of nuki dora each, [Options.NukiDora])
// with rinshan kaihou on their replacement tile ([Options.KitaRinshan]), a tsumo paid with the absent
// player's share lost or split ([Options.NorthBisection]), 200 a honba on a ron ([Options.HonbaUnit]),
// a noten pool of 2,000 ([Options.NotenPool]) and three-place final scores. The zero options with
// Players 3 are the tenhou-sanma preset.
//
// # Options
//
// The rules that differ between rule sets are the fields of [Options], whose zero value is the
// `tenhou` column of the options table (docs/rules/riichi.md §14); [Preset] returns the named columns
// tenhou, mahjongsoul, ema2016, wrc2022, mleague, jpml-a and jpml-b, and the three-player
// tenhou-sanma and mahjongsoul-sanma. Local rules that no preset turns
// on (counted yakuman without a cap, aotenjou, open riichi, paarenchan, daisharin and its siblings,
// daichisei, the pinfu fu switches, the heavenly hand's winning tile) are options too
// (docs/rules/riichi.md §14.1).
//
// The generic referee (package game) plays riichi hands and games with these rules: [Rules.Table] and
// [Rules.Claims] describe the table, [Rules.Declarations] and [Rules.LockedKong] judge riichi and a kan
// after it, [Rules.WinFacts] gives each win's riichi facts, [Rules.Settle] pays an exhaustive draw and
// [Rules.Advance] moves the game on. The referee also applies this package's abortive draws
// ([Rules.CanAbort], [Rules.AbortAfterDiscard]), kuikae ([Rules.AfterCall]) and pao ([Rules.Liable]).
//
// A whole game (a hanchan or an east-only game) is a game.Session under these rules: the session asks
// [Rules.Advance] for each next hand and gives its final table from [Rules.Standings] (places, the
// sticks left on the table, uma and oka).
package riichi
