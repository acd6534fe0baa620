// Package game is the referee: a state machine that plays one hand of mahjong under any variant's
// [variant.Rules] ([Game]), and a session of hands ([Session]) with the dealer and prevailing-wind
// rotation and running totals the variant asks for.
//
// The game knows no variant by name. Every difference between variants (an exchange before play, a
// missing suit, which claims exist, several winners on one discard, play after a win, the end of the
// wall, the settlement, who deals next) is data in [variant.Table] or a question to the Rules.
//
// # Playing a hand
//
// [New] shuffles (from the seed in [Config], a fresh one from crypto/rand when it is zero, or a fixed
// wall), builds the wall and deals. [Config.Dealer] is required: a Config that names no dealer (its
// zero value, [tile.NoSeat]) is refused with [ErrInvalid], never dealt by East. The single input is
// [Game.Apply] with an [Action]; [Game.Pending] tells whose decision is awaited and [Game.Legal] lists
// each seat's legal actions. An action whose fields are out of range, or not zero where its kind does
// not use them, is malformed ([ErrInvalid]); an illegal one returns an error wrapping one of the
// package's sentinels ([ErrNotYourTurn], [ErrIllegal], [ErrNotHeld], [ErrPhase]) and the claim or hand
// package's error naming the rule. Either way the game is left unchanged. Actions have a text form,
// like chess moves ("S pung 5p from E"): [Action.String] writes it and [ParseAction] reads it back.
//
// # Words
//
// The game knows no variant by name, and its text speaks the variant's words, which the variant
// names in [variant.Table.Words]: [Action.Text] and [Event.Text] take them (String is the classic
// words). Classic and Sichuan games say chow, pung, kong (concealed, added, exposed), win, Original
// Call and replacement; riichi games say chi, pon, kan (closed, added, open), ron, tsumo, riichi and
// dead wall: "W riichi 7z", "S pon 5p with 0p from E", "N kan 5555m", "S ron 3m from W", "E tsumo",
// and in the log "N kan 5m (closed)", "E tsumo 3m (dead wall, 2000)". [ParseAction] reads either
// words. Only text changes: the JSON of actions, events and views is the same for every variant
// (an action's "kind" is "pung" and a declaration is "call":true in riichi too).
//
// # The player's own tiles
//
// An action names kinds and says which physical tiles of a kind it moves where that shows at the
// table: [Action.Red] counts the red fives it takes from the hand (riichi's aka dora, see
// [variant.ScoringRules.RedFives]) and [Action.Drawn] marks a discard of the tile just drawn (tsumogiri).
// [Game.Legal] lists each distinct choice once ("E discard 0m", "E discard 5m", "E discard 5m drawn"),
// and an action that names only a kind takes plain fives before red ones and, for a discard, a tile
// from the hand before the drawn one, or the drawn tile of a hand locked by a declaration. A seat's
// [View] shows its own physical tiles ([View.Tiles]); the others see each discard's face and whether it
// was the drawn tile ([RiverTile], [Event.Red], [Event.Drawn]), never which copy it was. The discard
// that declares riichi (or an Original Call) is turned sideways ([RiverTile.Sideways],
// [Event.Sideways]); when another seat claims it, the declarer's next discard is turned instead.
//
// Draws are not actions: a seat draws (exposing and replacing bonus tiles) as its turn begins, and
// takes a replacement tile after a kong. Each claim window on a discard is answered by every other seat
// still in (Pass, Chow, Pung, Kong or Win) and resolved by [claim.Resolve] once all have answered; an
// added kong opens a rob window where the variant allows robbing, and a concealed kong opens one where
// some shape may rob it ([variant.ClaimRules.RobConcealedKong]; only a win with such a shape may).
//
// # Hidden information in claim windows
//
// A claim or rob window never tells who could claim: it opens on every discard, on every added kong
// the variant lets be robbed and on every concealed kong where [variant.ClaimRules.RobConcealedKong] is
// set, and it waits for every other seat still in, even one whose only legal answer is Pass. So the
// phase, [Game.Pending] and the events are the same whatever the concealed hands hold; only a seat's
// own [Game.Legal] (and its view) shows what it may claim. A server that answers Pass at once for a
// seat with nothing else to do shows the other players that seat's quick answer; to keep timing from
// telling, let every seat answer or wait the same time for each.
//
// # Views, events and records
//
// [Game.View] is what one seat may see: its own tiles and everything public, never another seat's
// concealed tiles or the wall order. From it alone a seat gets advice under its variant:
// [View.Visible] counts the tiles it can see outside its hand, [View.Options] are its analysis options
// (the table's shapes, its missing suit left out), and [View.Discards] and [View.Acceptance] answer
// "what should I discard" and "which draws help me" ([Game.Analysis] gives the options and counts
// without building the view). [Game.Events] is the hand's event log and [Game.EventsFor] one
// seat's part of it, which only ever grows (the missing suits, private while they are chosen, arrive
// together in the public [EventSuitsRevealed] event). [Game.Record] (also [Game.MarshalJSON]) is the
// configuration plus every action; [Replay] (or [Load], or [Game.UnmarshalJSON]) rebuilds exactly the
// same game from it. A whole [Session] saves the same way: [Session.Record] (or
// [Session.MarshalJSON]) and [ResumeSession] (or [LoadSession]).
//
// # Trust: what a record proves
//
// [Load] (like [Replay], [ResumeSession] and the UnmarshalJSON methods) proves that a record is a legal
// game under the rules the server passes in: it deals from the configuration the record names and
// refuses any action that was not legal when applied. It does not prove that the record is the game
// that was played. Whoever holds a record can write another legal one (another seed, a fixed wall of
// their choosing, other decisions) that loads just as well. So a server keeps the records it relies on
// in storage it controls, or signs them when they pass through hands it does not trust (an HMAC over
// the saved JSON, checked before loading: see the signed-record example).
//
// A server never sends a saved game or session to a player: a game's record holds the seed (or the
// fixed wall) that orders every tile still to be drawn, and a session's record also holds the state
// of the random source that seeds every later hand. Players get their [Game.View] and
// [Game.EventsFor], which hold nothing hidden from them.
//
// # Speed
//
// Listing turn and claim actions into a reused slice ([Game.AppendLegal]) and applying them allocate
// nothing but the records of kongs and wins (and a win's score); New allocates the logs for a usual
// hand at once. A
// full Sichuan hand played by random bots (about 240 decisions) takes about 40 µs on a 2-core machine;
// see the package benchmarks.
//
// The referee also takes a few fast paths that the module's variants offer through optional methods
// (listing a claim policy's waits at once, promising no win outside the table's shapes, accepting any
// exchange of one suit). They are not part of the API: their answers are those of the required
// methods, and a variant outside the module plays the same without them. [DiceExchanger] is not one
// of them: it shows the seats the dice a variant rolls again.
//
// Bots for simulations and tests are in the game/bot package.
package game
