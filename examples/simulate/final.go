package main

import (
	"fmt"
	"io"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// printFinal prints the final table of a finished riichi game: the points after the sticks left on
// the table, each seat's rank and its final score with uma and oka (docs/rules/riichi.md §12). Other
// variants print nothing.
func printFinal(rules variant.Rules, s *game.Session, out io.Writer) {
	r, ok := rules.(*riichi.Rules)
	if !ok || !s.Over() {
		return
	}
	o := r.Options()
	st := riichi.Standing{Points: s.Scores(), Sticks: s.State().Deposits, Over: true}
	final, pts := o.Final(st)
	fmt.Fprintf(out, "final table (%d sticks left on the table, uma %v, return %d):\n", st.Sticks, o.Uma, o.ReturnPoints)
	for i, seat := range o.Rank(pts) {
		f := final[seat.Index()]
		sign := "+"
		if f < 0 {
			sign, f = "-", -f
		}
		fmt.Fprintf(out, "  %d. %s %6d  %s%d.%d\n", i+1, seat, pts[seat.Index()], sign, f/10, f%10)
	}
}
