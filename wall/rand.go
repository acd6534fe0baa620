package wall

import (
	crand "crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/mahjong-go/mahjong/internal/rng"
	"github.com/mahjong-go/mahjong/tile"
)

// Seed is the 32-byte seed of a ChaCha8 random source. A hand played from the same seed gets the same
// shuffle, the same dice and, in the game, every later random choice drawn from the same source.
//
// The zero value is a valid (if unimaginative) seed. Seed is a small value: store and pass it by value;
// it is safe for concurrent use.
type Seed [32]byte

// NewSeed returns a seed read from crypto/rand, for a real table.
func NewSeed() Seed {
	var s Seed
	_, _ = crand.Read(s[:]) // never fails since Go 1.24
	return s
}

// SeedOf returns a seed made from n (little-endian in the first eight bytes, the rest zero): handy for
// tests, examples and replays that want short seeds.
func SeedOf(n uint64) Seed {
	var s Seed
	binary.LittleEndian.PutUint64(s[:8], n)
	return s
}

// Source returns a new ChaCha8 source seeded with s. ChaCha8's output is fixed by its specification,
// and this package draws from it only through Uint64, so a seed reproduces a wall on every Go release.
func (s Seed) Source() *rand.ChaCha8 { return rand.NewChaCha8(s) }

// String returns the seed as 64 lowercase hex digits.
func (s Seed) String() string { return hex.EncodeToString(s[:]) }

// parseSeed parses the form [Seed.String] returns; the error wraps [ErrInvalid].
func parseSeed(str string) (Seed, error) {
	var s Seed
	if len(str) != 2*len(s) {
		return Seed{}, fmt.Errorf("%w: seed: want %d hex digits, got %d characters", ErrInvalid, 2*len(s), len(str))
	}
	if _, err := hex.Decode(s[:], []byte(str)); err != nil {
		return Seed{}, fmt.Errorf("%w: seed: %w", ErrInvalid, err)
	}
	return s, nil
}

// MarshalText implements [encoding.TextMarshaler] with the hex form.
func (s Seed) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error s is unchanged.
func (s *Seed) UnmarshalText(b []byte) error {
	v, err := parseSeed(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// uniform returns a uniform integer in [0, n) drawn from src; see [rng.Uniform].
func uniform(src rand.Source, n uint64) uint64 { return rng.Uniform(src, n) }

// shuffle permutes ids uniformly with draws from src; see [rng.Shuffle].
func shuffle(src rand.Source, ids []tile.ID) { rng.Shuffle(src, ids) }

// rollDie returns one roll of a six-sided die (1..6) drawn from src.
func rollDie(src rand.Source) uint8 { return uint8(1 + uniform(src, 6)) }

// Dice is a roll of two six-sided dice, each 1..6. The zero value means "not rolled".
//
// Dice is a small value: store and pass it by value.
type Dice [2]uint8

// RollDice rolls two dice with draws from src, the first die first.
func RollDice(src rand.Source) Dice {
	a := rollDie(src)
	return Dice{a, rollDie(src)}
}

// Total returns the sum of the two dice.
func (d Dice) Total() int { return int(d[0]) + int(d[1]) }

// IsValid reports whether both dice show 1..6.
func (d Dice) IsValid() bool { return 1 <= d[0] && d[0] <= 6 && 1 <= d[1] && d[1] <= 6 }

// String returns the two dice as "3+5".
func (d Dice) String() string { return strconv.Itoa(int(d[0])) + "+" + strconv.Itoa(int(d[1])) }

// countSeats counts n seats in turn order starting from from, which counts as 1: the seat a die or dice
// total of n picks. countSeats(East, 1) and countSeats(East, 5) are East, countSeats(East, 2) South. It
// returns [tile.NoSeat] if from is invalid or n < 1.
func countSeats(from tile.Seat, n int) tile.Seat {
	if n < 1 {
		return tile.NoSeat
	}
	return from.Add(n - 1)
}

// RollForEast decides which player is East at the start of a match (docs/rules/classic.md §2):
// each player rolls a die, the highest roll is East, and players tied for the highest roll again, until
// one is highest. Players are numbered 0..3 in turn order around the table, so the player after East is
// South and so on. It returns East's number and every round of rolls, in order; players roll in number
// order. A round holds the die each player rolled, or 0 for a player who did not roll in that round (one
// not tied for the highest before it).
func RollForEast(src rand.Source) (east int, rolls [][tile.NumSeats]uint8) {
	in := [tile.NumSeats]bool{true, true, true, true}
	for {
		var r [tile.NumSeats]uint8
		var high uint8
		for p := range r {
			if in[p] {
				r[p] = rollDie(src)
				high = max(high, r[p])
			}
		}
		rolls = append(rolls, r)
		n := 0
		for p := range r {
			in[p] = r[p] == high
			if in[p] {
				n++
				east = p
			}
		}
		if n == 1 {
			return east, rolls
		}
	}
}

// RollFirstDealer picks the first dealer of a match (docs/rules/classic.md §2): East rolls one
// die and counts seats in turn order with East as 1 (1 or 5 East, 2 or 6 South, 3 West, 4 North). It
// returns the dealer and the die.
func RollFirstDealer(src rand.Source) (dealer tile.Seat, die uint8) {
	die = rollDie(src)
	return countSeats(tile.SeatEast, int(die)), die
}
