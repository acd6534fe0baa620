package riichi

import (
	"fmt"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// RiichiKind is the winner's riichi declaration. The zero value is [NoRiichi]. RiichiKind is a small
// value, safe for concurrent use; its text form is "none", "riichi" or "double".
type RiichiKind uint8

// The riichi declarations.
const (
	NoRiichi     RiichiKind = iota // no riichi
	Riichi                         // riichi (docs/rules/riichi.md §5.1)
	DoubleRiichi                   // double riichi (docs/rules/riichi.md §5.3)
)

var riichiKindNames = []string{"none", "riichi", "double"}

// String returns "none", "riichi" or "double".
func (k RiichiKind) String() string { return enumString(riichiKindNames, uint8(k), "RiichiKind") }

// MarshalText implements [encoding.TextMarshaler].
func (k RiichiKind) MarshalText() ([]byte, error) {
	b, err := enumText(riichiKindNames, uint8(k), "RiichiKind")
	if err != nil {
		return nil, fmt.Errorf("%w: riichi %d", score.ErrContext, k)
	}
	return b, nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error k is unchanged and the error wraps
// [score.ErrContext].
func (k *RiichiKind) UnmarshalText(b []byte) error {
	v, err := enumParse(riichiKindNames, b, "RiichiKind")
	if err != nil {
		return fmt.Errorf("%w: riichi %q", score.ErrContext, clip(b))
	}
	*k = RiichiKind(v)
	return nil
}

// Facts are the facts of a win that only riichi reads (docs/rules/riichi.md §13): the winner's riichi
// (and whether it is open), ippatsu, chiihou, renhou, furiten, a deal-in to an open riichi and the
// dealer's streak of wins. Every other fact is a field of [score.WinContext]: the source
// of the winning tile (a replacement tile is rinshan kaihou, a robbed kong chankan), the flags
// [score.LastTile] (haitei), [score.LastDiscard] (houtei) and [score.HeavensBlessing] (tenhou), the dora
// indicators as Indicators, the ura indicators as HiddenIndicators, the honba as Counters and the riichi
// sticks on the table as Deposits.
//
// Facts travel in [score.WinContext.Status] ([Facts.Status], [FactsOf]); [WithFacts] sets them. The
// zero value is no riichi and no special fact. Facts is a plain value, safe for concurrent use.
type Facts struct {
	// Riichi is the winner's established riichi.
	Riichi RiichiKind `json:"riichi"`
	// Ippatsu: the win comes within the riichi's first go-around, uninterrupted (docs/rules/riichi.md
	// §5.5).
	Ippatsu bool `json:"ippatsu,omitempty"`
	// Chiihou: a non-dealer's tsumo on the first own draw, the first go-around unbroken.
	Chiihou bool `json:"chiihou,omitempty"`
	// Renhou: a non-dealer's ron before the first own draw, the first go-around unbroken.
	Renhou bool `json:"renhou,omitempty"`
	// Furiten: the winner is furiten (docs/rules/riichi.md §6), so a ron is no win.
	Furiten bool `json:"furiten,omitempty"`
	// OpenRiichi: the winner's riichi was declared open (needs Riichi and [Options.OpenRiichi]).
	OpenRiichi bool `json:"openRiichi,omitempty"`
	// OpenDealIn: on a ron against an open riichi, the discarder was not in riichi, so the win is a
	// yakuman (docs/rules/riichi.md §8.3).
	OpenDealIn bool `json:"openDealIn,omitempty"`
	// DealerStreak is the number of hands in a row the winning dealer had won just before this one
	// (0 for a first win; a hand the dealer did not win, a draw included, ends the streak). With
	// [Options.Paarenchan], 7 or more makes this win a yakuman. Values above 15 are stored as 15.
	DealerStreak uint8 `json:"dealerStreak,omitempty"`
}

// The bits of a status word.
const (
	statusRiichiMask = 3
	statusIppatsu    = 1 << 2
	statusChiihou    = 1 << 3
	statusRenhou     = 1 << 4
	statusFuriten    = 1 << 5
	statusOpen       = 1 << 6
	statusOpenDealIn = 1 << 7
	statusStreak     = 0xF << 8 // DealerStreak, saturated at 15
	statusKnown      = statusRiichiMask | statusIppatsu | statusChiihou | statusRenhou | statusFuriten |
		statusOpen | statusOpenDealIn | statusStreak
)

// maxStreak is the largest dealer streak a status word holds.
const maxStreak = 15

// Status returns f as the status word of a [score.WinContext].
func (f Facts) Status() uint16 {
	s := uint16(f.Riichi) & statusRiichiMask
	if f.Ippatsu {
		s |= statusIppatsu
	}
	if f.Chiihou {
		s |= statusChiihou
	}
	if f.Renhou {
		s |= statusRenhou
	}
	if f.Furiten {
		s |= statusFuriten
	}
	if f.OpenRiichi {
		s |= statusOpen
	}
	if f.OpenDealIn {
		s |= statusOpenDealIn
	}
	s |= uint16(min(f.DealerStreak, maxStreak)) << 8
	return s
}

// FactsOf returns the facts of a status word. Unknown bits or an unknown riichi kind are an error
// wrapping [score.ErrContext].
func FactsOf(status uint16) (Facts, error) {
	if status&^statusKnown != 0 || status&statusRiichiMask > uint16(DoubleRiichi) {
		return Facts{}, fmt.Errorf("%w: riichi status %#x", score.ErrContext, status)
	}
	return Facts{
		Riichi:       RiichiKind(status & statusRiichiMask),
		Ippatsu:      status&statusIppatsu != 0,
		Chiihou:      status&statusChiihou != 0,
		Renhou:       status&statusRenhou != 0,
		Furiten:      status&statusFuriten != 0,
		OpenRiichi:   status&statusOpen != 0,
		OpenDealIn:   status&statusOpenDealIn != 0,
		DealerStreak: uint8(status & statusStreak >> 8),
	}, nil
}

// WithFacts returns w with its status set to f.
func WithFacts(w score.WinContext, f Facts) score.WinContext {
	w.Status = f.Status()
	return w
}

// Tsumo returns the facts of a win by winner on the tile winning drawn from the live wall, with the
// dealer's seat and the round wind. Set Source to [score.Replacement] for rinshan kaihou, and add
// flags, indicators, counters, deposits, a liable seat and [Facts] as needed.
func Tsumo(winner, dealer tile.Seat, round, winning tile.Tile) score.WinContext {
	return score.WinContext{Winner: winner, Dealer: dealer, Prevailing: round,
		Winning: winning, Source: score.Wall}
}

// Ron returns the facts of a win by winner on the tile winning discarded by discarder, with the
// dealer's seat and the round wind. Set Source to [score.RobbedKong] (the konger as discarder) for
// chankan.
func Ron(winner, discarder, dealer tile.Seat, round, winning tile.Tile) score.WinContext {
	return score.WinContext{Winner: winner, Dealer: dealer, Prevailing: round,
		Winning: winning, Source: score.Discard, Supplier: discarder}
}
