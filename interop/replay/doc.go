// Package replay checks logged riichi games against the library's referee and writes the library's
// games as logs.
//
// [Check] takes a game record read by [github.com/mahjong-go/mahjong/interop/tenhou] or
// [github.com/mahjong-go/mahjong/interop/mjai], builds each hand's wall from the tiles the log shows,
// deals it with the log's dealer, scores, counters and sticks under the rules the log names, applies
// every logged action through [game.Game.Apply], and compares what the referee does with what the log
// says: every draw, indicator, legal action, win value, payment, drawn-hand settlement, the next
// hand's state and the final result. Its [Report] gives the first difference of each hand.
//
// Each hand starts from the log's own state, so that one difference does not hide the next hand's;
// copies of one face are interchangeable and an action names faces only, so the comparison is by face.
// [Report.Record] gives the referee's game back as a record that keeps the log's copies, so that log →
// replay → export gives the log's normalized form byte for byte. Three-player logs never reach the
// replay: the readers refuse them with an error wrapping [interop.ErrThreePlayer].
//
// [Export] turns hands the library played into a record, which the writers of those packages write
// as mjlog XML, tenhou.net/6 JSON or mjai. docs/interop.md lists what each conversion keeps.
package replay
