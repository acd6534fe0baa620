// Package score is the vocabulary every variant scores with: where a winning tile came from
// ([Source]) and the other facts of a win ([WinContext], [Flag]), the named items of a breakdown
// ([Item] in points, doubles or Fan), the breakdown itself ([Result], with its cap or limit and its
// final value) and payments as a ledger of transfers between seats ([Ledger]) that always sums to zero.
//
// The scoring tables themselves live in the variant packages (variant/classic, variant/sichuan), which
// implement [Scorer]. Scoring needs no game objects: the facts arrive in a WinContext.
package score
