package claim

import (
	"errors"

	"github.com/mahjong-go/mahjong/tile"
)

// Errors returned by [Check], [Resolve] and [ResolveRobbing]. Every error is an [*Error] that wraps one
// of these; test with [errors.Is].
var (
	// ErrInvalid means a malformed claim: an unknown kind, an invalid seat, chow tiles that do not
	// form a chow with the claimed tile, or one seat stating more than one claim on the same tile.
	ErrInvalid = errors.New("claim: invalid claim")
	// ErrNotAllowed means the rules do not allow this kind of claim here: the variant's [Policy]
	// forbids it, only a win may rob a kong, the claimant may only claim a win, a kong while the live
	// wall is empty, or a claim on a tile of a kind the claimant may not use (a missing suit).
	ErrNotAllowed = errors.New("claim: not allowed by the rules")
	// ErrNotHeld means the claimant's concealed tiles lack what the claim needs.
	ErrNotHeld = errors.New("claim: tiles not held")
	// ErrWrongSeat means the claim comes from a seat that may not make it: the discarder claiming their
	// own tile, a chow by any seat but the discarder's next, or a player who is out of the hand (has
	// already won).
	ErrWrongSeat = errors.New("claim: wrong seat")
	// ErrNotLatest means the claim names a tile that is not open to claims: not the latest discard (or
	// the tile being added to a kong), several claims naming different tiles, or a claim after the claim
	// window closed.
	ErrNotLatest = errors.New("claim: not the latest discard")
	// ErrNotWin means a win claim on a tile that does not complete a legal win.
	ErrNotWin = errors.New("claim: not a winning hand")
)

// Error is the error returned for an illegal claim: which claim, which rule it breaks, and the
// sentinel that names the rule (Err). Cause, when not nil, is the variant policy's own reason.
type Error struct {
	// Claim is the offending claim (the zero Claim when the error is not about a single claim).
	Claim Claim
	// Err is one of the package's Err... sentinels.
	Err error
	// Rule says in words which rule the claim breaks.
	Rule string
	// Cause is the error a [Policy] returned, if any.
	Cause error
}

// Error returns "claim: ", the claim, and the rule it breaks.
func (e *Error) Error() string {
	s := "claim: "
	if e.Claim != (Claim{}) {
		s += e.Claim.String() + ": "
	}
	s += e.Rule
	if e.Cause != nil {
		s += ": " + e.Cause.Error()
	}
	return s
}

// Unwrap returns the sentinel and, if set, the policy's cause, so [errors.Is] finds either.
func (e *Error) Unwrap() []error {
	if e.Cause != nil {
		return []error{e.Err, e.Cause}
	}
	return []error{e.Err}
}

func fail(c Claim, err error, rule string) error {
	return &Error{Claim: c, Err: err, Rule: rule}
}

// Claim is one seat's answer to a discard (or to a tile being added to a kong): the seat, the kind of
// claim, the physical tile claimed, and for a chow which chow.
//
// The zero Claim is a pass by East on no tile. Claim is a small comparable value: store and pass it by
// value; it is safe for concurrent use.
type Claim struct {
	// Seat is the claimant.
	Seat tile.Seat
	// Kind is what the tile is claimed for; Pass for no claim.
	Kind Kind
	// Tile is the claimed tile: the latest discard, or the tile being added to a kong. [Check] rejects a
	// claim whose Tile is not the one open to claims.
	Tile tile.ID
	// Chow is the lowest tile of the chow for a Chow claim (3m for 345m claimed on 4m); None otherwise.
	Chow tile.Tile
}

// String returns a short description such as "S pung 5m#1", "W chow 4m#0 345m" or "N pass".
func (c Claim) String() string {
	s := c.Seat.String() + " " + c.Kind.String()
	if c.Kind == Pass {
		return s
	}
	s += " " + c.Tile.String()
	if c.Kind == Chow {
		if n2 := c.Chow.Next().Next(); n2 != tile.None {
			s += " " + tile.Format([]tile.Tile{c.Chow, c.Chow.Next(), n2})
		} else {
			s += " chow@" + c.Chow.String()
		}
	}
	return s
}

// chowTiles returns the two tiles of the chow other than the claimed kind t, and whether c.Chow and t
// form a chow.
func chowTiles(low, t tile.Tile) (a, b tile.Tile, ok bool) {
	mid := low.Next()
	high := mid.Next()
	if !low.IsSuited() || high == tile.None {
		return tile.None, tile.None, false
	}
	switch t {
	case low:
		return mid, high, true
	case mid:
		return low, high, true
	case high:
		return low, mid, true
	}
	return tile.None, tile.None, false
}

// wellFormed checks the parts of a claim that need no hand and no situation: a valid seat and kind, a
// claimed tile, and for a chow a chow that contains the claimed tile.
func wellFormed(c Claim) error {
	switch {
	case !c.Seat.IsValid():
		return fail(c, ErrInvalid, "invalid seat")
	case !c.Kind.isValid():
		return fail(c, ErrInvalid, "unknown claim kind")
	case c.Kind == Pass:
		return nil
	case !c.Tile.IsValid() || !c.Tile.Kind().IsPlaying():
		return fail(c, ErrInvalid, "no playing tile claimed")
	case c.Kind == Chow:
		if _, _, ok := chowTiles(c.Chow, c.Tile.Kind()); !ok {
			return fail(c, ErrInvalid, "the chow tiles do not form a chow with the claimed tile")
		}
	case c.Chow != tile.None:
		return fail(c, ErrInvalid, "chow tiles given for a claim that is not a chow")
	}
	return nil
}
