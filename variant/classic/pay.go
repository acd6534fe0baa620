package classic

import (
	"strconv"

	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// Payment reasons.
const (
	reasonSelfDrawn = "self-drawn"
	reasonDiscard   = "discard"
	reasonRobbed    = "robbed kong"
)

// payments returns the transfers of a win worth s (docs/rules/classic.md §9): with the default table, a
// self-drawn win (a loose tile included) is paid by all three others, 2S by the dealer or to a winning
// dealer and S otherwise; a win on a discard or a robbed kong is paid by the discarder (the konger)
// alone, 4S when the dealer is the winner or the discarder and 2S otherwise. With the classical table
// every loser pays S, doubled when the dealer pays or wins.
//
// The facts have been checked, so every seat is valid; an error wraps [score.ErrPayment] if a transfer
// cannot be recorded.
func (r *Rules) payments(w score.WinContext, s int) (score.Ledger, error) {
	winner, dealer, supplier := w.Winner, w.Dealer, w.Supplier
	// One allocation: three payers, or only the discarder.
	payers := tile.NumSeats - 1
	if r.o.Payments != PaymentsClassical && !winfacts.SelfDrawn(w.Source) {
		payers = 1
	}
	l := make(score.Ledger, 0, payers)
	reason := reasonSelfDrawn
	switch w.Source {
	case score.Discard:
		reason = reasonDiscard
	case score.RobbedKong:
		reason = reasonRobbed
	case score.SourceNone, score.Wall, score.Replacement:
	}
	factor := func(payer tile.Seat) int {
		if payer == dealer || winner == dealer {
			return 2
		}
		return 1
	}
	if r.o.Payments == PaymentsClassical || winfacts.SelfDrawn(w.Source) {
		for k := 1; k < tile.NumSeats; k++ {
			p := winner.Add(k)
			if err := l.Pay(p, winner, factor(p)*s, reason); err != nil {
				return nil, err
			}
		}
		return l, nil
	}
	if err := l.Pay(supplier, winner, 2*factor(supplier)*s, reason); err != nil {
		return nil, err
	}
	return l, nil
}

// appendPaymentStep appends the line that explains the payments of a win worth s, as
// [Rules.payments] makes them (docs/rules/classic.md §9).
func (r *Rules) appendPaymentStep(b []byte, w score.WinContext, s int) []byte {
	winner, dealer, supplier := w.Winner, w.Dealer, w.Supplier
	times := func(b []byte, m int) []byte {
		b = strconv.AppendInt(b, int64(m), 10)
		b = append(b, " × "...)
		b = strconv.AppendInt(b, int64(s), 10)
		b = append(b, " = "...)
		return strconv.AppendInt(b, int64(m*s), 10)
	}
	switch w.Source {
	case score.Discard:
		b = append(b, "on "...)
		b = append(b, supplier.String()...)
		b = append(b, "'s discard"...)
	case score.RobbedKong:
		b = append(b, "robbing "...)
		b = append(b, supplier.String()...)
		b = append(b, "'s kong"...)
	case score.SourceNone, score.Wall, score.Replacement:
		b = append(b, "self-drawn"...)
	}
	if !winfacts.SelfDrawn(w.Source) && r.o.Payments == PaymentsClassical {
		b = append(b, " (everyone pays)"...)
	}
	if winner == dealer {
		b = append(b, ", won by the dealer"...)
	}
	b = append(b, ": "...)
	switch {
	case r.o.Payments != PaymentsClassical && !winfacts.SelfDrawn(w.Source):
		if supplier == dealer {
			b = append(b, "the dealer "...)
		}
		b = append(b, supplier.String()...)
		b = append(b, " alone pays "...)
		if winner == dealer || supplier == dealer {
			return times(b, 4)
		}
		return times(b, 2)
	case winner == dealer:
		b = append(b, "each other player pays "...)
		return times(b, 2)
	}
	b = append(b, "the dealer "...)
	b = append(b, dealer.String()...)
	b = append(b, " pays "...)
	b = times(b, 2)
	b = append(b, ", each other player "...)
	return strconv.AppendInt(b, int64(s), 10)
}
