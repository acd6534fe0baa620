package game

import (
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// Config sets up one hand: who deals, the prevailing wind, where the randomness comes from and the
// players' running totals before the hand.
//
// The zero value names no dealer and is refused by [New]: who deals decides who pays and is paid more,
// so it is never defaulted. A Config with only Dealer set is a hand with East as the prevailing wind
// where the tile set has winds, from a fresh random seed. Config is a plain value that marshals to JSON; a saved game stores it, with
// the seed actually used.
type Config struct {
	// Dealer is the dealer's seat; required. Its zero value, [tile.NoSeat], is refused by [New] (and a
	// record without a dealer by [Replay]) rather than taken as East. It marshals as "E", "S", "W" or
	// "N".
	Dealer tile.Seat `json:"dealer"`
	// Prevailing is the prevailing wind; None means East when the tile set has winds, else none.
	Prevailing tile.Tile `json:"prevailing,omitempty"`
	// Seed seeds the hand's random source: the shuffle and dice (unless Wall is set), then every later
	// random choice of the hand (such as the exchange direction). The same seed gives the same hand.
	// The zero seed asks [New] for a fresh seed from crypto/rand ([wall.NewSeed]), which the game's
	// [Game.Config] and [Game.Record] then hold, so that the hand still replays exactly: a hand is
	// predictable only when its seed is given. ([Replay] takes a record's seed as it is, zero included,
	// so that records saved before zero meant fresh still load.)
	Seed wall.Seed `json:"seed"`
	// Wall, when not empty, is a fixed wall order for [wall.NewFixed] (with Dice): for tests, puzzles and
	// replays of a recorded wall. The seed still feeds the later random choices.
	Wall []tile.ID `json:"wall,omitempty"`
	// Dice are the dice of a fixed wall; ignored without Wall.
	Dice wall.Dice `json:"dice,omitzero"`
	// Scores are the players' running totals before the hand, shown in views; each within
	// ±[MaxStartScore]. [New] reads all zeros as the rules' starting score for every seat
	// ([variant.ScoringRules.StartingScore]: riichi's 25,000 or the preset's), and its [Game.Config] then holds
	// those scores. (A [Session] passes its totals as they are.)
	Scores [tile.NumSeats]int `json:"scores,omitzero"`
	// Counters is the number of continuance counters on the table (riichi: honba), 0..[MaxCounters].
	Counters int `json:"counters,omitempty"`
	// Deposits is the number of deposits on the table at the start (riichi: sticks left by earlier
	// hands), 0..[MaxCounters].
	Deposits int `json:"deposits,omitempty"`
}

// MaxCounters bounds [Config.Counters] and [Config.Deposits].
const MaxCounters = 1000
