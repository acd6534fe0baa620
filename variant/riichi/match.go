package riichi

import (
	"cmp"
	"slices"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// standing is the state of a riichi game between hands (docs/rules/riichi.md §12) as [Rules.Advance]
// reads it from a session: the next hand, the counters, and the points by seat counted from the
// game's first dealer (points[0] is the first dealer's), so that hand is also the dealer's place in
// that order and ties are broken from the first dealer.
type standing struct {
	round  int // the wind round of the next hand: 0 East, 1 South, 2 West, 3 North
	hand   int // the next hand's number within its round, 0..n-1
	honba  int
	sticks int
	// points are the points of the n seats (3 or 4, docs/rules/riichi.md §17.1); those after the n-th are
	// 0 and take no place.
	points [tile.NumSeats]int
	n      int
	over   bool
}

// dealer returns the place of the next hand's dealer, counted from the first dealer.
func (s standing) dealer() int { return s.hand % s.n }

// roundWind returns the round wind of the next hand.
func (s standing) roundWind() tile.Tile { return tile.East + tile.Tile(s.round%tile.NumSeats) }

// ending is how a hand ended.
type ending uint8

// The ways a hand ends.
const (
	endWin        ending = iota // one or more players won
	endExhaustive               // the live wall ran out (nagashi mangan included)
	endAbortive                 // an abortive draw
)

// handEnd is what the game's progression needs from a finished hand.
type handEnd struct {
	ending ending
	// dealerKeeps: the dealer won (alone or among several winners), or was tenpai at an exhaustive
	// draw, nagashi mangan or not (a noten dealer paid nagashi mangan passes the deal,
	// docs/rules/riichi.md §12.1). Ignored for an abortive draw, where the dealer always keeps the
	// deal.
	dealerKeeps bool
}

// lastRound returns the index of the last scheduled round: 0 for an East-only game, 1 for a hanchan.
func (o Options) lastRound() int {
	if o.Length == EastOnly {
		return 0
	}
	return 1
}

// next returns the standing after a hand that ended as e, s holding the points and sticks after that
// hand (docs/rules/riichi.md §12): the dealer keeps the deal after a dealer win, dealer tenpai at an
// exhaustive draw or an abortive draw, otherwise it passes; honba goes up after a dealer's renchan by a
// win and after every draw, and back to 0 after a non-dealer's win; the hand number advances when the
// deal passes, into the next round after the fourth. The game ends after the last scheduled hand (East
// 4 or South 4) when the deal passes; on bust ([Options.Bust], anyone below 0); when the dealer of the
// last scheduled hand or of an extension hand would renchan by a win or tenpai while first with at
// least [Options.TargetPoints] ([Options.AllLastDealerStop]); and, with [Options.Extension], play goes
// on past the last scheduled hand while nobody has TargetPoints, ending after the first extension hand
// in which someone has, or after the extension round. A standing that is already over is returned as
// it is.
func (o Options) next(s standing, e handEnd) standing {
	if s.over {
		return s
	}
	r := o.Resolved()
	keep := e.dealerKeeps || e.ending == endAbortive
	switch {
	case e.ending != endWin:
		s.honba++
	case keep:
		s.honba++
	default:
		s.honba = 0
	}
	last := r.lastRound()
	inExtension := s.round > last
	atLast := s.round == last && s.hand == s.n-1
	first := rank(s.points, s.n)[0]
	reached := slices.Max(s.points[:s.n]) >= r.TargetPoints
	switch {
	case r.Bust == On && slices.Min(s.points[:s.n]) < 0:
		s.over = true
		return s
	case r.AllLastDealerStop == On && keep && e.ending != endAbortive && (atLast || inExtension) &&
		first == s.dealer() && s.points[first] >= r.TargetPoints:
		s.over = true
		return s
	case inExtension && reached:
		s.over = true
		return s
	}
	if keep {
		return s
	}
	if s.hand < s.n-1 {
		s.hand++
		return s
	}
	// The deal passes out of a round's last hand (the fourth, or the third with three seats). A game that ends keeps the last hand's number.
	if s.round < last || (s.round == last && r.Extension == On && !reached) {
		s.round, s.hand = s.round+1, 0
		return s
	}
	s.over = true
	return s
}

// rank returns the first n places (counted from the first dealer; n is the number of players) from
// first to last by points, then the places from n on unchanged; equal points are ranked in seat order
// from the first dealer, which is the order ties keep without [Options.TiesSplitUma] and the order in which
// TiesSplitUma lists tied players.
func rank(points [tile.NumSeats]int, n int) [tile.NumSeats]int {
	r := [tile.NumSeats]int{0, 1, 2, 3}
	slices.SortStableFunc(r[:n], func(a, b int) int { return cmp.Compare(points[b], points[a]) })
	return r
}

// final returns the final score of each place (counted from the first dealer) in tenths of a
// thousand points, the points after the leftover sticks, and the rank of each place, 1 for first
// (docs/rules/riichi.md §12.6): sticks left on the table go to first place or are lost
// ([Options.LeftoverSticksLost]); then the score is (points − [Options.ReturnPoints]) / 1,000 + the uma of the
// player's rank + the oka for first place, n × (ReturnPoints − [Options.StartPoints]) / 1,000 for n
// players. With three players (docs/rules/riichi.md §17.10) only the first three places play: the
// fourth's score, points and rank are 0. Under
// [Options.TiesSplitUma], tied players share a rank, the uma and oka of their places, and leftover
// sticks, equally; a share that does not divide exactly goes in seat order from the first dealer, one
// tenth (or 100 points) at a time. Final scores sum to zero when no sticks are lost.
func (o Options) final(points [tile.NumSeats]int, sticks int) (out, pts, ranks [tile.NumSeats]int) {
	r := o.Resolved()
	n := r.Players
	pts = points
	if n < tile.NumSeats {
		pts[3] = 0
	}
	order := rank(pts, n)
	// Groups of tied players, in rank order: group g covers places lo..hi-1.
	type group struct{ lo, hi int }
	var groups []group
	for i := 0; i < n; {
		j := i + 1
		if r.TiesSplitUma == On {
			for j < n && pts[order[j]] == pts[order[i]] {
				j++
			}
		}
		groups = append(groups, group{i, j})
		i = j
	}
	if r.LeftoverSticksLost == Off && sticks > 0 {
		g := groups[0]
		share(&pts, order[g.lo:g.hi], sticks*stickValue/100, 100)
	}
	oka := n * (r.ReturnPoints - r.StartPoints) / 100
	for _, g := range groups {
		bonus := 0
		for p := g.lo; p < g.hi; p++ {
			bonus += 10 * r.Uma[p]
			if p == 0 {
				bonus += oka
			}
			ranks[order[p]] = g.lo + 1
		}
		share(&out, order[g.lo:g.hi], bonus, 1)
	}
	for i := range n {
		out[i] += (pts[i] - r.ReturnPoints) / 100
	}
	return out, pts, ranks
}

// share adds units × unit to the places, split equally, the remainder (in units) going in order from
// the first dealer.
func share(to *[tile.NumSeats]int, places []int, units, unit int) {
	n := len(places)
	sorted := slices.Clone(places)
	slices.Sort(sorted)
	each, rest := units/n, units%n
	if rest < 0 {
		each--
		rest += n
	}
	for i, p := range sorted {
		v := each
		if i < rest {
			v++
		}
		to[p] += v * unit
	}
}

// Standings implements [variant.Finisher]: the final table of a riichi game (docs/rules/riichi.md
// §12.6). Places are by points, ties broken by seat order from the first dealer or shared under
// [Options.TiesSplitUma]; the sticks left on the table go to first place or are lost as
// [Options.LeftoverSticksLost] says; each Final is (points − [Options.ReturnPoints]) + uma + oka in points,
// the points rounded toward zero to hundreds (+52.3 is 52,300).
func (r *Rules) Standings(end variant.Session, first tile.Seat) variant.Standings {
	n := r.opt.seats()
	if !first.IsValid() || first.Index() >= n {
		first = tile.SeatEast
	}
	var rel [tile.NumSeats]int
	for i := range n {
		rel[i] = end.Scores[seatAfter(first, i, n).Index()]
	}
	final, pts, ranks := r.opt.final(rel, end.Deposits)
	st := variant.Standings{Deposits: end.Deposits}
	order := rank(rel, n)
	for i, p := range order[:n] {
		st.Places[i] = variant.Place{Seat: seatAfter(first, p, n), Rank: ranks[p], Total: rel[p], Points: pts[p],
			Final: 100 * final[p]}
	}
	return st
}
