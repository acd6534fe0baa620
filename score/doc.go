// Package score is the vocabulary every variant scores with: where a winning tile came from
// ([Source]) and the other facts of a win ([WinContext], [Flag]), the named items of a breakdown
// ([Item] in points, doubles, Fan, han or fu), the breakdown itself ([Result], with its limit, its final
// value and an explanation of the arithmetic from the items to each payment) and payments as a ledger of
// transfers between seats ([Ledger]) that always sums to zero.
//
// The scoring tables themselves live in the variant packages under variant/, which implement
// [Scorer]. Scoring needs no game objects: the facts arrive in a WinContext.
//
// # Seats that carry money
//
// The seats of a WinContext (winner, supplier, dealer) are [tile.Seat] values, the one seat type of the
// module, whose zero value is [tile.NoSeat], not East: a forgotten seat makes [WinContext.Validate], and
// so every scorer, return an error wrapping [ErrContext] instead of charging East. A [Ledger] holds at
// most [MaxAmount] in all, and [Ledger.Pay] refuses, with [ErrPayment], any transfer it cannot record.
package score
