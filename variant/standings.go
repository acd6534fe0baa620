package variant

import "github.com/mahjong-go/mahjong/tile"

// Standings are the places at the end of a session: who is first to last, each seat's points after the
// deposits left on the table are given out, and each seat's final score. The zero value is the
// standings of no session (every seat unset). Standings are a plain comparable value, safe for
// concurrent use.
type Standings struct {
	// Places lists the seats from first place to last.
	Places [tile.NumSeats]Place `json:"places"`
	// Deposits is the number of deposits left on the table at the end (riichi sticks), before they are
	// given out (see [Place.Points]).
	Deposits int `json:"deposits"`
}

// Place is one seat's place in [Standings]. The zero value is not a place (its seat is unset).
type Place struct {
	Seat tile.Seat `json:"seat"`
	// Rank is the place, 1 for first. Seats that tie share a rank only where the variant's rule says
	// so (riichi's split uma, or no final-score rule at all); otherwise the variant's tie-break orders
	// them.
	Rank int `json:"rank"`
	// Total is the running total at the end of the session.
	Total int `json:"total"`
	// Points are the total after the deposits left on the table went where the variant says (riichi:
	// to first place, or lost); the total where none are left or the variant has no deposits.
	Points int `json:"points"`
	// Final is the final score, in points: the variant's final-score rule ([Finisher]; riichi's uma and
	// oka, so that +52.3 is 52,300) or, without one, the points.
	Final int `json:"final"`
}

// Finisher is implemented by variants with their own rule for the end of a session: the order of
// places, where deposits left on the table go, and a final score besides the totals (riichi's uma and
// oka, docs/rules/riichi.md §12.6). A session without one ranks the seats by their totals, ties sharing
// a rank, and its final score is the total. Implementations are immutable and safe for concurrent use.
type Finisher interface {
	// Standings returns the standings of a session that ended with the totals and deposits of end
	// ([Session.Scores], [Session.Deposits]); first is the session's first dealer, from whom seat order
	// runs where it breaks ties.
	Standings(end Session, first tile.Seat) Standings
}
