// Package mjai reads and writes mjai event logs (one JSON event per line) as [interop.Game] records,
// and speaks the mjai protocol on both sides: a library bot at an mjai server ([Bot]), and the
// library's referee with mjai bots at its table ([Match]). docs/interop.md describes the formats.
//
// # Logs
//
// [Read] accepts the field sets of Mortal, mjai.app (lines holding arrays of events) and gimite's
// server (uradora_markers, reasons and extra fields, which are ignored), and takes a win's payments
// from the next scores when its hora has no deltas. mjai names kinds and red fives but no copies, so
// each tile gets the lowest free copy of its kind, and it carries no rules, dice or win values.
// [Write] writes the normalized form: Mortal's fields in Mortal's order, start_kyoku hands and
// consumed tiles in tile-id order, hora with deltas and ura_markers, ryukyoku with deltas only,
// no meta.
//
// # Bots and referees
//
// A [Bot] plays any [bot.Player] at an mjai server: [Bot.Serve] reads events on one stream and writes
// answers on another, one JSON line each. It follows its seat's game from the events alone (never from
// a referee), so it plays against any server; its legal actions are the riichi rules' as far as a seat
// can know them (it never offers kyuushu kyuuhai or a chankan on a closed kan).
//
// A [Match] plays a game of riichi between four seats, each a library bot or an external mjai bot run
// as a child process, with the library's referee: every seat gets only what it may see (the other
// seats' deals and draws are "?"), and every answer is checked against the referee's legal actions,
// red fives and the tsumogiri flag included. A bot that answers badly (malformed, illegal, late, too
// long) or exits never stops the game: the [Fault] is recorded and the seat plays a pass, or
// tsumogiri on its own turn. Library bots at a Match play through the same codec as a Bot, in process.
//
// The turn-taking of the pipe is a [Dialect]: [Strict] (gimite's: an answer to every event), [Mortal]
// (an answer only where the bot can act) or [Batched] (mjai.app's arrays of events).
//
// The codec reads and writes one message without allocating: decoding or encoding an event takes well
// under 2 µs, and a game of four library bots through the codec costs less than twice the same game
// played straight on the referee (see the package benchmarks).
package mjai
