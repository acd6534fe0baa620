package riichi

import (
	"cmp"
	"slices"

	"github.com/mahjong-go/mahjong/tile"
)

// Standing is the state of a riichi game between hands (docs/rules/riichi.md §12): which hand is next,
// the counters carried from hand to hand, everyone's points, and whether the game is over. Seat
// [tile.SeatEast] deals the first hand.
//
// The zero value is not the start of a game (everyone holds 0 points); use [Options.Start]. Standing
// is a plain comparable value: store and pass it by value; it is safe for concurrent use.
type Standing struct {
	// Round is the wind round of the next hand: 0 East, 1 South, 2 West, 3 North.
	Round int `json:"round"`
	// Hand is the next hand's number within its round, 0..3; it is also the dealer's seat.
	Hand int `json:"hand"`
	// Honba is the continuance counter.
	Honba int `json:"honba"`
	// Sticks is the number of riichi sticks on the table.
	Sticks int `json:"sticks"`
	// Points are the players' points, by seat.
	Points [tile.NumSeats]int `json:"points"`
	// Over reports that the game has ended.
	Over bool `json:"over"`
}

// Dealer returns the dealer of the next hand.
func (s Standing) Dealer() tile.Seat { return tile.SeatAt(s.Hand % tile.NumSeats) }

// RoundWind returns the round wind of the next hand.
func (s Standing) RoundWind() tile.Tile { return tile.East + tile.Tile(s.Round%tile.NumSeats) }

// Start returns the standing at the start of a game: East 1, no counters, everyone at
// [Options.StartPoints].
func (o Options) Start() Standing {
	p := o.Resolved().StartPoints
	return Standing{Points: [tile.NumSeats]int{p, p, p, p}}
}

// Ending is how a hand ended. The zero value is [EndWin].
type Ending uint8

// The ways a hand ends.
const (
	EndWin        Ending = iota // one or more players won
	EndExhaustive               // the live wall ran out (nagashi mangan included)
	EndAbortive                 // an abortive draw
)

// HandEnd is what the game's progression needs from a finished hand. The zero value is a win by a
// non-dealer that paid nothing. It is a plain value, safe for concurrent use.
type HandEnd struct {
	Ending Ending
	// DealerKeeps: the dealer won (alone or among several winners), or was tenpai at an exhaustive
	// draw, nagashi mangan or not (a noten dealer paid nagashi mangan passes the deal,
	// docs/rules/riichi.md §12.1). Ignored for an abortive draw, where the dealer always keeps the
	// deal.
	DealerKeeps bool
	// Delta is each seat's change in points in the hand: payments, sticks taken included, riichi sticks
	// put on the table included (as −1,000 each).
	Delta [tile.NumSeats]int
	// Sticks is the change in the number of sticks on the table: +1 for each riichi stick put down, minus
	// those a winner took.
	Sticks int
}

// lastRound returns the index of the last scheduled round: 0 for an East-only game, 1 for a hanchan.
func (o Options) lastRound() int {
	if o.Length == EastOnly {
		return 0
	}
	return 1
}

// Next returns the standing after a hand that ended as e (docs/rules/riichi.md §12): points and sticks
// updated; the dealer keeps the deal after a dealer win, dealer tenpai at an exhaustive draw or an
// abortive draw, otherwise it passes; honba goes up after a dealer's renchan by a win and after every
// draw, and back to 0 after a non-dealer's win; the hand number advances when the deal passes, into the
// next round after the fourth. The game ends after the last scheduled hand (East 4 or South 4) when the
// deal passes; on bust ([Options.Bust], anyone below 0); when the dealer of the last scheduled hand or
// of an extension hand would renchan by a win or tenpai while first with at least
// [Options.TargetPoints] ([Options.AllLastDealerStop]); and, with [Options.Extension], play goes on past
// the last scheduled hand while nobody has TargetPoints, ending after the first extension hand in
// which someone has, or after the extension round. A standing that is already over is returned as it
// is.
func (o Options) Next(s Standing, e HandEnd) Standing {
	if s.Over {
		return s
	}
	r := o.Resolved()
	for i, d := range e.Delta {
		s.Points[i] += d
	}
	s.Sticks += e.Sticks
	keep := e.DealerKeeps || e.Ending == EndAbortive
	switch {
	case e.Ending != EndWin:
		s.Honba++
	case keep:
		s.Honba++
	default:
		s.Honba = 0
	}
	last := r.lastRound()
	inExtension := s.Round > last
	atLast := s.Round == last && s.Hand == tile.NumSeats-1
	top := s.Points[o.Rank(s.Points)[0].Index()]
	reached := slices.Max(s.Points[:]) >= r.TargetPoints
	switch {
	case r.Bust == On && slices.Min(s.Points[:]) < 0:
		s.Over = true
		return s
	case r.AllLastDealerStop == On && keep && e.Ending != EndAbortive && (atLast || inExtension) &&
		o.Rank(s.Points)[0] == s.Dealer() && top >= r.TargetPoints:
		s.Over = true
		return s
	case inExtension && reached:
		s.Over = true
		return s
	}
	if keep {
		return s
	}
	if s.Hand < tile.NumSeats-1 {
		s.Hand++
		return s
	}
	// The deal passes out of a round's fourth hand. A game that ends keeps the last hand's number.
	if s.Round < last || (s.Round == last && r.Extension == On && !reached) {
		s.Round, s.Hand = s.Round+1, 0
		return s
	}
	s.Over = true
	return s
}

// Rank returns the seats from first to last place by points; equal points are ranked in seat order
// from the first dealer (East), which is the order [Options.TieBreak] SeatOrder uses and the order in
// which SplitUma lists tied players.
func (o Options) Rank(points [tile.NumSeats]int) [tile.NumSeats]tile.Seat {
	r := [tile.NumSeats]tile.Seat{tile.SeatEast, tile.SeatSouth, tile.SeatWest, tile.SeatNorth}
	slices.SortStableFunc(r[:], func(a, b tile.Seat) int { return cmp.Compare(points[b.Index()], points[a.Index()]) })
	return r
}

// Final returns each seat's final score in tenths of a thousand points (docs/rules/riichi.md §12):
// sticks left on the table go to first place ([Options.LeftoverSticks] ToFirst) or are lost; then the
// score is (points − [Options.ReturnPoints]) / 1,000 + the uma of the player's rank + the oka for first
// place, 4 × (ReturnPoints − [Options.StartPoints]) / 1,000. Under [Options.TieBreak] SplitUma, tied
// players share the uma and oka of their places, and leftover sticks, equally; a share that does not
// divide exactly goes in seat order from East, one tenth (or 100 points) at a time. Final scores sum to
// zero when no sticks are lost. The second result is the points after the leftover sticks.
func (o Options) Final(s Standing) ([tile.NumSeats]int, [tile.NumSeats]int) {
	r := o.Resolved()
	pts := s.Points
	rank := o.Rank(pts)
	// Groups of tied players, in rank order: group g covers places lo..hi-1.
	type group struct{ lo, hi int }
	var groups []group
	for i := 0; i < tile.NumSeats; {
		j := i + 1
		if r.TieBreak == SplitUma {
			for j < tile.NumSeats && pts[rank[j].Index()] == pts[rank[i].Index()] {
				j++
			}
		}
		groups = append(groups, group{i, j})
		i = j
	}
	if r.LeftoverSticks == ToFirst && s.Sticks > 0 {
		g := groups[0]
		share(&pts, rank[g.lo:g.hi], s.Sticks*StickValue/100, 100)
	}
	oka := 4 * (r.ReturnPoints - r.StartPoints) / 100
	var out [tile.NumSeats]int
	for _, g := range groups {
		bonus := 0
		for p := g.lo; p < g.hi; p++ {
			bonus += 10 * r.Uma[p]
			if p == 0 {
				bonus += oka
			}
		}
		share(&out, rank[g.lo:g.hi], bonus, 1)
	}
	for i := range out {
		out[i] += (pts[i] - r.ReturnPoints) / 100
	}
	return out, pts
}

// share adds units × unit to the seats, split equally, the remainder (in units) going in seat order.
func share(to *[tile.NumSeats]int, seats []tile.Seat, units, unit int) {
	n := len(seats)
	sorted := slices.Clone(seats)
	slices.SortFunc(sorted, func(a, b tile.Seat) int { return cmp.Compare(a.Index(), b.Index()) })
	each, rest := units/n, units%n
	if rest < 0 {
		each--
		rest += n
	}
	for i, s := range sorted {
		v := each
		if i < rest {
			v++
		}
		to[s.Index()] += v * unit
	}
}
