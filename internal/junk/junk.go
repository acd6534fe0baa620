// Package junk holds rapid generators of garbage input for the robustness tests of the scoring and
// variant packages: win facts, summaries and session states whose fields take any value of their type
// (invalid seats, unknown sources and flags, impossible tiles), and hands of any size that the hand
// package accepts.
//
// The generators never produce values the hand package itself refuses to build, because an invalid
// hand.Hand cannot exist; everything else is fair game. Every generator draws all its randomness from
// the rapid.T, so failures shrink and replay.
package junk

import (
	"errors"

	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/gen"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// Seat returns a generator of seats, valid or not.
func Seat() *rapid.Generator[tile.Seat] {
	return rapid.OneOf(rapid.Custom(func(t *rapid.T) tile.Seat { return tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "seat")) }),
		rapid.Custom(func(t *rapid.T) tile.Seat { return tile.Seat(rapid.Uint8().Draw(t, "rawSeat")) }))
}

// ScoreSeat returns a generator of scoring seats: one of the four, unset, or any value.
func ScoreSeat() *rapid.Generator[tile.Seat] {
	return rapid.OneOf(rapid.Custom(func(t *rapid.T) tile.Seat { return tile.Seat(rapid.IntRange(0, 4).Draw(t, "seat")) }),
		rapid.Custom(func(t *rapid.T) tile.Seat { return tile.Seat(rapid.Uint8().Draw(t, "rawSeat")) }))
}

// Tile returns a generator of tile kinds, valid or not.
func Tile() *rapid.Generator[tile.Tile] {
	return rapid.Custom(func(t *rapid.T) tile.Tile { return tile.Tile(rapid.Uint8Range(0, 60).Draw(t, "tile")) })
}

// Suit returns a generator of suits, valid or not.
func Suit() *rapid.Generator[tile.Suit] {
	return rapid.Custom(func(t *rapid.T) tile.Suit { return tile.Suit(rapid.Uint8Range(0, 9).Draw(t, "suit")) })
}

// Hand returns a generator of hands of any size from 0 to 18 tiles, with up to four declared melds
// and any bonus tiles.
func Hand() *rapid.Generator[hand.Hand] {
	return rapid.Custom(func(t *rapid.T) hand.Hand {
		h := gen.Hand(gen.Spec{MaxMelds: 4, Form: gen.Mixed}).Draw(t, "hand")
		// Add or remove a few concealed tiles, keeping the hand valid.
		for range rapid.IntRange(0, 4).Draw(t, "edits") {
			k := gen.Tile().Draw(t, "edit")
			if rapid.Bool().Draw(t, "add") {
				if x, err := h.With(k); err == nil {
					h = x
				}
			} else if x, err := h.Without(k); err == nil {
				h = x
			}
		}
		bonus := tile.Set(rapid.Uint64().Draw(t, "bonus")) & tile.BonusKinds
		if x, err := hand.FromCounts(h.Concealed(), h.Melds(), bonus); err == nil {
			h = x
		}
		return h
	})
}

// WinContext returns a generator of win facts: each field any value of its type, now and then the
// plausible one.
func WinContext() *rapid.Generator[score.WinContext] {
	return rapid.Custom(func(t *rapid.T) score.WinContext {
		var out [tile.NumSeats]bool
		for i := range out {
			out[i] = rapid.Bool().Draw(t, "out")
		}
		return score.WinContext{
			Winner:      ScoreSeat().Draw(t, "winner"),
			Winning:     Tile().Draw(t, "winning"),
			Source:      score.Source(rapid.Uint8Range(0, 6).Draw(t, "source")),
			Supplier:    ScoreSeat().Draw(t, "supplier"),
			Dealer:      ScoreSeat().Draw(t, "dealer"),
			Prevailing:  Tile().Draw(t, "prevailing"),
			Flags:       score.Flag(rapid.Uint16().Draw(t, "flags")),
			MissingSuit: Suit().Draw(t, "missing"),
			Out:         out,
		}
	})
}

// WinContextFor returns a generator of win facts for h that are more often consistent with it: the
// winning tile is one h holds.
func WinContextFor(h hand.Hand) *rapid.Generator[score.WinContext] {
	return rapid.Custom(func(t *rapid.T) score.WinContext {
		w := WinContext().Draw(t, "context")
		if kinds := h.Concealed().Kinds(); kinds != 0 && rapid.Bool().Draw(t, "held") {
			w.Winning = rapid.SampledFrom(kinds.Tiles(nil)).Draw(t, "heldWinning")
		}
		return w
	})
}

// Session returns a generator of session states with any field values.
func Session() *rapid.Generator[variant.Session] {
	return rapid.Custom(func(t *rapid.T) variant.Session {
		return variant.Session{
			Hands:      rapid.IntRange(-2, 40).Draw(t, "hands"),
			Dealer:     Seat().Draw(t, "dealer"),
			Prevailing: Tile().Draw(t, "prevailing"),
			Game:       rapid.IntRange(-2, 12).Draw(t, "game"),
			Round:      rapid.IntRange(-2, 6).Draw(t, "round"),
		}
	})
}

// Summary returns a generator of hand summaries with any field values: wins with garbage facts and
// results, kongs of any kind, seat and turn, hands of any size, any missing suits and discards.
func Summary() *rapid.Generator[variant.Summary] {
	return rapid.Custom(func(t *rapid.T) variant.Summary {
		s := variant.Summary{
			Dealer:     Seat().Draw(t, "dealer"),
			Prevailing: Tile().Draw(t, "prevailing"),
			Exhausted:  rapid.Bool().Draw(t, "exhausted"),
		}
		for range rapid.IntRange(0, 4).Draw(t, "wins") {
			s.Wins = append(s.Wins, variant.Win{
				Context: WinContext().Draw(t, "win"),
				Result:  score.Result{Value: rapid.IntRange(-10, 10).Draw(t, "value")},
				Group:   rapid.IntRange(-1, 3).Draw(t, "group"),
			})
		}
		for i := range s.Hands {
			s.Hands[i] = Hand().Draw(t, "hand")
			s.Missing[i] = Suit().Draw(t, "missing")
			s.Discards[i] = rapid.SliceOfN(Tile(), 0, 6).Draw(t, "discards")
		}
		for range rapid.IntRange(0, 4).Draw(t, "kongs") {
			k := variant.Kong{
				Seat:     ScoreSeat().Draw(t, "kongSeat"),
				Tile:     Tile().Draw(t, "kongTile"),
				Kind:     variant.KongKind(rapid.Uint8Range(0, 5).Draw(t, "kongKind")),
				Supplier: ScoreSeat().Draw(t, "kongSupplier"),
				Turn:     rapid.IntRange(0, 2).Draw(t, "turn"),
				Robbed:   rapid.Bool().Draw(t, "robbed"),
				Shot:     rapid.SliceOfN(ScoreSeat(), 0, 3).Draw(t, "shot"),
			}
			for i := range k.StillIn {
				k.StillIn[i] = rapid.Bool().Draw(t, "stillIn")
			}
			s.Kongs = append(s.Kongs, k)
		}
		return s
	})
}

// Score draws a garbage hand and win facts and scores them under r. It fails t unless any error wraps
// score.ErrContext or score.ErrNotWin, and unless a success is a win CanWin accepts, with a positive value
// and payments that sum to zero. It returns the hand, the facts, the result and Score's error, for the
// variant's own further checks.
func Score(t *rapid.T, r variant.Rules) (hand.Hand, score.WinContext, score.Result, error) {
	h := Hand().Draw(t, "hand")
	w := WinContextFor(h).Draw(t, "context")
	res, err := r.Score(h, w)
	if err != nil {
		if !errors.Is(err, score.ErrContext) && !errors.Is(err, score.ErrNotWin) {
			t.Fatalf("Score error wraps no score sentinel: %v", err)
		}
		return h, w, res, err
	}
	n := res.Payments.Net()
	switch {
	case !r.CanWin(h, w):
		t.Fatalf("Score accepts %v but CanWin does not", h)
	case res.Value <= 0:
		t.Fatalf("value %d of %v is not positive", res.Value, h)
	case n[0]+n[1]+n[2]+n[3] != 0:
		t.Fatalf("payments %v do not sum to zero", n)
	}
	_ = res.String()
	return h, w, res, nil
}
