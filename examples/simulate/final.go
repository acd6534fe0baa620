package main

import (
	"fmt"
	"io"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
)

// printFinal prints the final table of a finished session, for every variant ([game.Session.Standings]):
// each seat's rank, its points after the deposits left on the table went where the variant says, and
// its final score in points (riichi's uma and oka included, docs/rules/riichi.md §12: +52.3 prints
// as +52300).
func printFinal(s *game.Session, out io.Writer) {
	if !s.Over() {
		return
	}
	st := s.Standings()
	fmt.Fprintf(out, "final table (%d deposits left on the table):\n", st.Deposits)
	for _, p := range st.Places {
		if p.Seat == tile.NoSeat {
			continue // no fourth place at a table of three
		}
		fmt.Fprintf(out, "  %d. %s %6d  %+d\n", p.Rank, p.Seat, p.Points, p.Final)
	}
}
