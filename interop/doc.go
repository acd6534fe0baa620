// Package interop defines one typed record of a logged four-player riichi game ([Game]), which the
// readers and writers of its subpackages share:
//
//   - [github.com/mahjong-go/mahjong/interop/tenhou] reads and writes Tenhou's mjlog XML (plain or
//     gzip) and the tenhou.net/6 JSON of the Tenhou viewer and mjai-reviewer;
//   - [github.com/mahjong-go/mahjong/interop/mjai] reads and writes mjai event logs (Mortal's field
//     set; mjai.app's batched arrays and gimite's field names are read too).
//
// # The record
//
// A [Game] holds the rules the log states, the players, and each [Hand]: round, counters, dice,
// starting scores, the first dora indicator and the ura indicators, each seat's 13 starting tiles, and
// the [Event]s of play in order. Tiles are physical ([tile.ID], so the record knows which five was
// red: copy 0 of a five is the red one when the rules have red fives). Events are draws, discards
// (with the tsumogiri flag), riichi declarations and their acceptance (the stick), chi, pon, open kan,
// closed kan and added kan with the tiles used and the seat the called tile came from, new dora
// indicators, and a hand's end: one [Win] per winner (fu, points, limit, yaku by Tenhou's ids, payments)
// or a [Ryuukyoku] (its kind and payments). A new indicator is recorded where Tenhou and mjai show it:
// at once for a closed kan, and for an open kan after the replacement draw, before the next discard or
// kan.
//
// Seats are the log's: [tile.SeatEast] is the first dealer and [tile.SeatAt](i) is the log's seat
// i. Events without an actor (dora, drawn hands other than kyuushu kyuuhai) and wins without a liable
// seat carry [tile.NoSeat], the zero value. Points are full points.
//
// # Normalized forms and losses
//
// Each writer writes a normalized form of its format, so that reading a normalized log and writing it
// gives it back byte for byte (the package docs of the writers list the normalizations). Formats carry
// different facts: mjlog-N drops player names; tenhou.net/6 has no physical copies, dice, timing of kan
// indicators or fu of limit hands; mjai has no rules, dice, win values or final results. Readers of
// formats without copies give each tile the lowest free copy of its kind, so a game read from two
// formats is the same up to copy numbers.
//
// # Errors
//
// Readers never panic and bound what they read (16 MiB) and allocate. They return an *[Error] that
// wraps [ErrMalformed] (not a log of the format, or impossible play: a tile seen twice, a discard
// the seat does not hold, payments that do not add up), [ErrThreePlayer] (three-player logs are refused
// until the library plays them) or [ErrUnsupported] (rules the record cannot hold, such as chip games).
// Its message quotes at most 32 bytes of the input.
package interop
