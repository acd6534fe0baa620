// Package wall builds and deals the wall of one hand of mahjong: the shuffle, the dice, the dead wall
// (a Kong Box) or its absence, the deal, draws, replacement draws and the end of the wall.
//
// A wall is driven by a [Spec], a description of the tile set, the wall's shape, where replacement tiles
// come from and the deal pattern. It never looks at a variant's name: each variant writes its own
// [Spec].
//
// # Randomness
//
// Every random choice comes from an injected [math/rand/v2.Source]. [New] shuffles the tile set and
// then rolls the dealer's two dice, in that order, so the same source state gives the same wall and
// dice. A real table uses a [Seed] from [NewSeed] (read from crypto/rand), which can
// be stored ([Seed.String], JSON) and replayed with [Seed.Source]; tests use [SeedOf]. [NewFixed]
// builds a wall from a given order with no randomness at all. The start of a match may have its own
// rolls: [RollForEast] and [RollFirstDealer].
//
// # Geometry
//
// Tiles stand in two-tile stacks. With a Kong Box ([DiceKongBox]) stacks are numbered 1..4L
// from the right-hand end of the dealer's wall, upper tile first; the dealer's dice total N makes the
// Kong Box of stacks 1..N+1 (stack N+1 lifted onto them) and the live wall of stacks N+2..4L, drawn from
// the N+2 end. Loose tiles ([Wall.DrawReplacement]) come from the lifted stack first, then stacks N, N-1,
// ..., 1; when the Kong Box is empty the live wall's last stack moves into it. With 144 tiles and N = 7
// the Kong Box holds 16 tiles and the live wall 128.
//
// Without a dead wall ([NoDeadWall]), the wall is the sequence T[0..] from the break, the dice
// are only recorded, and replacement tiles come from the far end of the live wall.
//
// With a fixed dead wall ([FixedDeadWall]), the wall is the sequence T[0..] from the break as
// well and its last 14 tiles, seven stacks, are the dead wall: replacement tiles are taken from its first
// two stacks, upper tile first, and each one taken is made up by the last tile of the live wall, so the
// dead wall always holds 14 tiles. The next five stacks carry the indicators ([Wall.Indicator]), the first
// face up from the start and one more for each [Wall.RevealIndicator]; the tile under each
// ([Wall.UnderIndicator]) stays hidden unless the caller shows it. With 136 tiles the live wall holds 70
// tiles after the first 52 are dealt, 70 − K after K replacement draws.
//
// A wall with no side before North is dealt to three seats ([Spec.Seats]); a [FixedDeadWall8] holds
// eight replacement tiles, taken from the far end of the sequence (docs/rules/riichi.md §17.12).
//
// # Deal
//
// [Wall.Deal] takes 53 tiles (40 with three seats) from the front of the live wall, four at a time in
// turn order from the dealer until everyone has 12, then as the [DealPattern] says (dealer 14, others
// 13). With bonus tiles
// in the set it then exposes and replaces them, dealer first.
//
// # Conservation and errors
//
// At every moment the tiles still in the wall ([Wall.AppendRemaining], sorted so it reveals no order)
// and the tiles handed out are exactly the spec's tile set. Failing calls return errors wrapping the
// package's Err sentinels (such as [ErrExhausted] for a draw from an empty wall) and change nothing;
// nothing in this package panics on bad input.
package wall
