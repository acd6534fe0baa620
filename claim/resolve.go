package claim

import (
	"strings"

	"github.com/mahjong-go/mahjong/tile"
)

// maxGranted is the most claims a resolution can grant: one per seat other than the discarder.
const maxGranted = tile.NumSeats - 1

// Resolution is the outcome of all the claims on one tile: the claims granted, who takes the physical
// tile, whose turn is next and who loses a turn.
//
// The zero value is "no claim" on no tile. Resolution is a fixed-size value (no pointers): store and
// pass it by value; it is safe for concurrent use.
type Resolution struct {
	from    tile.Seat
	kind    Kind
	robbing bool
	n       uint8
	granted [maxGranted]Claim
	skipped Seats
}

// Discarder returns the seat that offered the tile (the konger for a robbed kong).
func (r Resolution) Discarder() tile.Seat { return r.from }

// Kind returns the kind of the granted claims, or [Pass] if no claim was granted.
func (r Resolution) Kind() Kind { return r.kind }

// Robbing reports whether the resolution was over an added-kong tile ([ResolveRobbing]).
func (r Resolution) Robbing() bool { return r.robbing }

// Len returns the number of granted claims: 0 for no claim, 1 for a chow, pung, kong or single win,
// and up to 3 when several players win.
func (r Resolution) Len() int { return int(r.n) }

// At returns the i-th granted claim counted in turn order from the discarder, or the zero Claim if i is
// out of range.
func (r Resolution) At(i int) Claim {
	if i < 0 || i >= int(r.n) {
		return Claim{}
	}
	return r.granted[i]
}

// Claims returns a new slice of the granted claims in turn order from the discarder; nil if none.
func (r Resolution) Claims() []Claim {
	if r.n == 0 {
		return nil
	}
	return append([]Claim(nil), r.granted[:r.n]...)
}

// Winners returns the set of seats whose win claims were granted (empty unless Kind is [Win]).
func (r Resolution) Winners() Seats {
	if r.kind != Win {
		return 0
	}
	return r.Claimants()
}

// Claimants returns the set of seats whose claims were granted.
func (r Resolution) Claimants() Seats {
	var s Seats
	for _, c := range r.granted[:r.n] {
		s = s.With(c.Seat)
	}
	return s
}

// Taker returns the seat that takes the physical tile: the claimant, or the first winner counted in
// turn order from the discarder; [tile.NoSeat] if no claim was granted. The other winners score the
// tile as a copy outside the tile set.
func (r Resolution) Taker() tile.Seat {
	if r.n == 0 {
		return tile.NoSeat
	}
	return r.granted[0].Seat
}

// Last returns the last granted claimant counted in turn order from the discarder (the only one unless
// several players win), or [tile.NoSeat] if no claim was granted. Where play goes on after a win, it
// resumes after this seat.
func (r Resolution) Last() tile.Seat {
	if r.n == 0 {
		return tile.NoSeat
	}
	return r.granted[r.n-1].Seat
}

// Next returns the seat that plays next when that follows from the claims alone: the claimant of a
// granted chow, pung or kong. After a win or when nobody claims, it returns [tile.NoSeat]: the variant
// decides (the hand may end, or play may resume after [Resolution.Last] or the discarder, skipping
// players who are out).
func (r Resolution) Next() tile.Seat {
	switch r.kind {
	case Chow, Pung, Kong:
		return r.granted[0].Seat
	case Pass, Win:
	}
	return tile.NoSeat
}

// Skipped returns the seats that lose their turn: those strictly between the discarder and the last
// granted claimant in turn order, other than granted claimants. It is empty when nobody claims. At a
// table of three, where North is no seat (docs/rules/riichi.md §17), turn order over the four seats passes
// North, so the set may hold North; Resolve's order among the seats that claim is the same as over
// three seats.
func (r Resolution) Skipped() Seats { return r.skipped }

// String describes the resolution, such as "W pung 5m#1 from E; skipped {S}" or "no claim from E".
func (r Resolution) String() string {
	var b strings.Builder
	if r.n == 0 {
		b.WriteString("no claim")
	}
	for i, c := range r.granted[:r.n] {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(c.String())
	}
	b.WriteString(" from ")
	b.WriteString(r.from.String())
	if r.robbing {
		b.WriteString(" (robbing the kong)")
	}
	if r.skipped != 0 {
		b.WriteString("; skipped ")
		b.WriteString(r.skipped.String())
	}
	return b.String()
}

// Resolve resolves together all the claims on the tile discarded by discarder. Each seat states at most
// one claim; passes are ignored. The priority is win > kong > pung > chow: when anyone claims a win,
// every win claim is granted if p.MultipleWinners() (at most [WinnerLimiter.WinnerLimit] of them,
// nearest first, when p implements it), else only the win claimant nearest after the discarder in turn
// order; otherwise the single highest claim is granted (ties, which a real table
// cannot produce, go to the nearest seat).
//
// The result depends only on the set of claims, never on their order in the slice, and so does the
// error when several claims are bad. Resolve does not check hands or the situation; run [Check] on
// each claim first. It does reject what it can see: a malformed claim ([ErrInvalid]), two claims by
// one seat ([ErrDuplicate]), a claim by the discarder or a chow by any seat but the next
// ([ErrWrongSeat]), and claims on different tiles ([ErrNotLatest]). A nil p means a single winner.
//
// Resolve does not allocate unless it fails.
func Resolve(discarder tile.Seat, claims []Claim, p Policy) (Resolution, error) {
	return resolve(discarder, claims, p, false)
}

// ResolveRobbing resolves the claims on a tile being added to an exposed pung (robbing the kong). The
// konger plays the role of the discarder, and only win claims (and passes) may be made; any other
// kind is rejected with [ErrNotAllowed]. Otherwise it works as [Resolve]: if nobody wins, the kong
// stands.
func ResolveRobbing(konger tile.Seat, claims []Claim, p Policy) (Resolution, error) {
	return resolve(konger, claims, p, true)
}

func resolve(from tile.Seat, claims []Claim, p Policy, robbing bool) (Resolution, error) {
	if !from.IsValid() {
		return Resolution{}, fail(Claim{}, ErrInvalid, "invalid discarder seat "+from.String())
	}
	// Gather one claim per seat; the seat index makes the rest independent of arrival order.
	var (
		bySeat [tile.NumSeats]Claim
		count  [tile.NumSeats]uint8
		bad    Claim
		badSet bool
	)
	for _, c := range claims {
		if !c.Seat.IsValid() {
			if !badSet || less(c, bad) {
				bad, badSet = c, true
			}
			continue
		}
		if count[c.Seat.Index()] < 2 {
			count[c.Seat.Index()]++
		}
		bySeat[c.Seat.Index()] = c
	}
	if badSet {
		return Resolution{}, fail(bad, ErrInvalid, "invalid seat")
	}
	for d := 1; d <= tile.NumSeats; d++ {
		s := seatAfter(from, d)
		if count[s.Index()] > 1 {
			return Resolution{}, fail(Claim{Seat: s}, ErrDuplicate, "seat "+s.String()+" stated more than one claim")
		}
	}
	// Validate in turn order from the discarder and find the highest kind.
	var (
		best   = Pass
		target tile.ID
	)
	for d := 0; d < tile.NumSeats; d++ {
		s := seatAfter(from, d)
		if count[s.Index()] == 0 {
			continue
		}
		c := bySeat[s.Index()]
		if err := wellFormed(c); err != nil {
			return Resolution{}, err
		}
		if c.Kind == Pass {
			continue
		}
		switch {
		case s == from:
			return Resolution{}, fail(c, ErrWrongSeat, "a player may not claim their own tile")
		case robbing && c.Kind != Win:
			return Resolution{}, fail(c, ErrNotAllowed, "only a win may rob a kong")
		case c.Kind == Chow && s != from.Next():
			return Resolution{}, fail(c, ErrWrongSeat, "only the player after the discarder may chow")
		case target != 0 && c.Tile != target:
			return Resolution{}, fail(c, ErrNotLatest, "claims name different tiles ("+target.String()+")")
		}
		target = c.Tile
		if c.Kind > best {
			best = c.Kind
		}
	}
	r := Resolution{from: from, kind: best, robbing: robbing}
	if best == Pass {
		return r, nil
	}
	multiple := best == Win && p != nil && p.MultipleWinners()
	limit := maxGranted
	if l, ok := p.(WinnerLimiter); ok && multiple && l.WinnerLimit() > 0 {
		limit = min(l.WinnerLimit(), maxGranted)
	}
	for d := 1; d < tile.NumSeats; d++ {
		s := seatAfter(from, d)
		if count[s.Index()] == 0 || bySeat[s.Index()].Kind != best {
			continue
		}
		r.granted[r.n] = bySeat[s.Index()]
		r.n++
		if !multiple || int(r.n) == limit {
			break
		}
	}
	last := from.Distance(r.granted[r.n-1].Seat)
	claimants := r.Claimants()
	for d := 1; d < last; d++ {
		if s := seatAfter(from, d); !claimants.Has(s) {
			r.skipped = r.skipped.With(s)
		}
	}
	return r, nil
}

// less orders claims by seat, kind, tile and chow, to pick a deterministic claim to report.
func less(a, b Claim) bool {
	switch {
	case a.Seat != b.Seat:
		return a.Seat < b.Seat
	case a.Kind != b.Kind:
		return a.Kind < b.Kind
	case a.Tile != b.Tile:
		return a.Tile < b.Tile
	}
	return a.Chow < b.Chow
}

// seatAfter returns the seat d places after the valid seat s in turn order.
func seatAfter(s tile.Seat, d int) tile.Seat { return s.Add(d) }
