// Package classic implements the classic variant: British-style rules with basic points, doublings, a
// limit and a payment table in which the dealer pays and receives double. The rules it implements, every
// option and worked examples are in the module's rules reference, docs/rules/classic.md; the code cites
// it by section (docs/rules/classic.md §8.9).
//
// Importing the package registers the default rules under the name "classic" (see [variant.Lookup]);
// [New] builds rules with other [Options], whose zero value is the default table of
// docs/rules/classic.md §11.
//
// # Scoring
//
// [Rules.Score] values a win from the hand (which includes the winning tile) and the facts of the win
// in a [score.WinContext]. It rejects facts that contradict each other or the hand with an error
// wrapping [score.ErrContext], and a hand that is not a classic win with [score.ErrNotWin]. It then
// values every reading and keeps the best:
//
//   - each normal reading: every arrangement of the concealed tiles into four sets and a pair (within
//     MaxChows), times every choice of the group that holds the winning tile, which is exposed when the
//     tile was discarded or robbed and concealed when it was drawn; its value is
//     basic points × 2^doubles, where the basic points are the sets, the pair, the bonus tiles and the
//     Mahjong points, and the doubles are the hand doubles and the Mahjong doubles;
//   - Purity (four pungs or kongs of one suit, no honours): (sets + pair + Mahjong points) × 8 + B;
//   - each special hand the tiles meet: half-limit hands (Knitting, Triple Knitting, All Pair
//     Honours) are worth half the limit plus B, limit hands (Buried Treasure, Heads and Tails,
//     Imperial Jade, All Winds and Dragons, Fourfold Plenty, Three Great Scholars, Four Blessings
//     Hovering over the Door, 13 Unique Wonders, Gates of Heaven, Wriggling Snake, Heaven's Blessing,
//     Earth's Blessing, Twofold Fortune, Gathering the Plum Blossom from the Roof, Plucking the Moon
//     from the Bottom of the Sea) the limit,
//
// where B = 4 × (bonus tiles) × 2^(own-flower, own-season and bouquet doubles). Every reading is
// capped at the limit (2,000 by default; normal and Purity readings only unless Uncapped). The
// [score.Result] lists every item of the chosen reading with its name and value, the totals, the limit,
// the payments of docs/rules/classic.md §9, and an explanation of the arithmetic from the basic points
// to each payment.
//
// # Between games
//
// [Rules.Advance] passes the deal to the winner (the dealer keeps it after a washout) and moves the
// prevailing wind: games 1-4 of a round are always played, and from game 5 on the round ends after the
// first game the dealer loses.
//
// Rules values are immutable and safe for concurrent use.
package classic
