package explain_test

import (
	"fmt"
	"testing"

	"github.com/mahjong-go/mahjong/internal/explain"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// recorder is an assert.TestingT that remembers whether a check failed.
type recorder struct{ failed bool }

func (r *recorder) Errorf(string, ...any) { r.failed = true }

// Require passes an explanation that shows the value and each payment as the result of a step, and
// fails one that does not.
func ExampleRequire() {
	res := score.Result{Value: 20, Explanation: "basic points 20, no double: 20\non E's discard: E pays 4 × 20 = 80"}
	res.Payments = append(res.Payments, score.Transfer{From: tile.SeatEast, To: tile.SeatSouth, Amount: 80})
	good := &recorder{}
	explain.Require(good, res)

	res.Explanation = "raw 20, cap 2000"
	bad := &recorder{}
	explain.Require(bad, res)
	fmt.Println(good.failed, bad.failed)
	// Output: false true
}

// TestRequireRefusesMissingPayment: an explanation that never shows a payment's amount fails.
func TestRequireRefusesMissingPayment(t *testing.T) {
	res := score.Result{Value: 20, Explanation: "basic points 20: 20"}
	res.Payments = append(res.Payments, score.Transfer{From: tile.SeatEast, To: tile.SeatSouth, Amount: 80})
	r := &recorder{}
	explain.Require(r, res)
	if !r.failed {
		t.Fatal("an explanation without the payment's amount passed")
	}
}
