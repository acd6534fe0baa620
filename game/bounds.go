package game

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// MaxHandScore bounds how far one hand may move a player's total: the referee refuses, with
// [ErrVariant] and the game unchanged, a win whose payments and takings from the table come to more
// than MaxHandScore/8, and ends with [Game.Err] a hand whose settlement does (its payments are then
// not made), and refuses tables whose deposit is beyond MaxHandScore/2¹⁴. A hand has at most three wins,
// one settlement and one deposit a seat, so it moves no total by more than MaxHandScore; the built-in
// variants stay far below (their largest hand pays a few billion points).
const MaxHandScore = 1 << 40

// MaxStartScore bounds the totals a hand starts from ([Config.Scores], a session's totals and starting
// score): MaxScore − MaxHandScore, so that no hand takes a total beyond ±[MaxScore] and a view's
// scores stay within it.
const MaxStartScore = MaxScore - MaxHandScore

// maxWinScore is the most a win may pay and take from the table; maxDeposit the largest deposit.
const (
	maxWinScore = MaxHandScore / 8
	maxDeposit  = MaxHandScore >> 14
)

// score scores the win w with the hand h, as the rules' scorer does, and refuses a result that moves
// more than maxWinScore, or takes from the table other than the deposits on it (w.Deposits × the
// table's deposit, or nothing), so that the totals and the deposits on the table stay conserved.
func (g *Game) score(h hand.Hand, w score.WinContext) (score.Result, error) {
	r, err := g.rules.Score(h, w)
	if err != nil {
		return r, err
	}
	if r.Collected != 0 && (w.Deposits == 0 || r.Collected != w.Deposits*g.table.Declarations.Deposit) {
		return r, fmt.Errorf("%s's scorer takes %d from a table of %d deposits of %d", g.rules.Name(),
			r.Collected, w.Deposits, g.table.Declarations.Deposit)
	}
	if n := ledgerTotal(r.Payments); n > maxWinScore-r.Collected {
		return r, fmt.Errorf("%s's scorer pays %d for a win, beyond %d", g.rules.Name(), n, maxWinScore)
	}
	return r, nil
}

// ledgerTotal returns the sum of the amounts of l that count ([score.Ledger.Net]), or more than
// maxWinScore when it is beyond.
func ledgerTotal(l score.Ledger) int {
	var paid [tile.NumSeats]int
	for i := range paid {
		paid[i] = l.Paid(tile.SeatAt(i))
	}
	n := 0
	for _, p := range paid {
		if p > maxWinScore || n > maxWinScore {
			return maxWinScore + 1
		}
		n += p
	}
	return n
}
