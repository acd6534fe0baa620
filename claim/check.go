package claim

import (
	"errors"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

// Facts describe the situation in which one player claims a tile: the tile open to claims and who
// offered it, the state of the claim window and of the wall, and what is known about the claimant.
// The game (or any caller) fills them in; [Check] and the variant's [Policy] read them.
//
// The zero value is an open window on no tile, which no claim matches. Facts is a plain value: store and
// pass it by value; it is safe for concurrent use.
type Facts struct {
	// Discarder is the seat that discarded the tile, or the konger when Robbing.
	Discarder tile.Seat
	// Latest is the physical tile open to claims: the latest discard, or the tile being added to an
	// exposed pung when Robbing. A claim whose Tile differs is rejected with [ErrNotLatest].
	Latest tile.ID

	// Closed reports that the claim window is closed (the next draw happened, or claims were resolved).
	Closed bool
	// Robbing reports a robbing-the-kong window: Latest is being added to an exposed pung and only a
	// win may claim it.
	Robbing bool
	// WallEmpty reports that no replacement tile can be drawn (the live wall is empty, or a fixed dead
	// wall has given all its replacement tiles), so no kong may be made.
	WallEmpty bool
	// LastDiscard reports that the tile was discarded after the live wall ran out (or, where a
	// variant says so, follows such a discard); the Policy decides which claims it allows.
	LastDiscard bool
	// AfterKong reports that the discarder made a kong earlier in the turn in which they discarded;
	// policies may use it to value a win.
	AfterKong bool

	// Out reports that the claimant has already won and left the hand; such a player claims nothing.
	Out bool
	// OnlyWin reports that the claimant may claim only for a win (a frozen hand, such as after an
	// Original Call).
	OnlyWin bool
	// Usable is the set of kinds the claimant may use, zero meaning all. No claim may take a tile
	// outside it ([ErrNotAllowed]), and a Policy should not count a hand holding such a tile as a win.
	// A player with a missing suit has Usable = tile.SuitedKinds minus that suit.
	Usable tile.Set
	// PassedWin reports that the claimant declined a win since their last draw from the wall.
	PassedWin bool
	// PassedValue is the Policy's measure of the best win the claimant declined since that draw (for
	// example a capped base); it is meaningful only when PassedWin is set.
	PassedValue int
}

// Policy is what a variant decides about claims. [Check] applies the rules common to every variant
// first, then asks the Policy; [Resolve] asks it whether several players may win on one tile.
//
// Implementations must be safe for concurrent use, and should be immutable values.
type Policy interface {
	// Allow returns nil if the variant allows claim c by a player holding h in situation f, or an error
	// saying why not; Check wraps it with [ErrNotAllowed]. It is called only for well-formed claims
	// that passed the common rules, before the tiles are checked. Examples: no chow claims at all, only
	// some kinds on the last discard, a limit on chows.
	Allow(c Claim, h hand.Hand, f Facts) error
	// CanWin reports whether the tile t completes a legal win for a player holding h (13 tiles, before
	// t) in situation f: the variant's shapes, suit restrictions and any restriction after a passed win.
	CanWin(h hand.Hand, t tile.Tile, f Facts) bool
	// MultipleWinners reports whether every win claim on a tile wins; otherwise only the claimant nearest
	// after the discarder in turn order does.
	MultipleWinners() bool
}

// WinnerLimiter is implemented by a [Policy] that lets several players win on one tile but not every
// one of them: [Resolve] and [ResolveRobbing] grant at most WinnerLimit win claims, those of the
// claimants nearest after the discarder in turn order. A limit of zero or less means no limit.
type WinnerLimiter interface {
	WinnerLimit() int
}

// Check reports whether claim c by a player holding h is legal in situation f under policy p, and if
// not, returns an [*Error] that names the rule it breaks. A Pass is always legal. The rules common to
// every variant are checked first, in this order:
//
//   - the claim is well formed ([ErrInvalid]);
//   - the window is open ([ErrNotLatest]) and c.Tile is f.Latest ([ErrNotLatest]);
//   - nobody claims their own tile ([ErrWrongSeat]) and a player who is out claims nothing ([ErrWrongSeat]);
//   - only a win may rob a kong, and a player with OnlyWin claims only a win ([ErrNotAllowed]);
//   - no kong while the live wall is empty ([ErrNotAllowed]);
//   - then the Policy's Allow ([ErrNotAllowed]);
//   - a chow only by the seat after the discarder ([ErrWrongSeat]);
//   - the tile is of a usable kind ([ErrNotAllowed]);
//   - the concealed tiles hold two tiles that form the chow, two matching tiles for a pung, three for a
//     kong ([ErrNotHeld]);
//   - a win completes a legal win, as the Policy's CanWin decides ([ErrNotWin]).
//
// A nil p is a policy that allows every claim, accepts any standard, seven-pairs or thirteen-orphans win
// and has a single winner. Check does not allocate unless it fails or the Policy allocates.
func Check(c Claim, h hand.Hand, f Facts, p Policy) error {
	if err := wellFormed(c); err != nil {
		return err
	}
	if c.Kind == Pass {
		return nil
	}
	t := c.Tile.Kind()
	switch {
	case !f.Discarder.IsValid():
		return fail(c, ErrInvalid, "no valid discarder in the facts")
	case f.Closed:
		return fail(c, ErrNotLatest, "the claim window is closed")
	case c.Tile != f.Latest:
		return fail(c, ErrNotLatest, "the tile is not the one open to claims ("+f.Latest.String()+")")
	case c.Seat == f.Discarder:
		return fail(c, ErrWrongSeat, "a player may not claim their own tile")
	case f.Out:
		return fail(c, ErrWrongSeat, "a player who is out claims nothing")
	case f.Robbing && c.Kind != Win:
		return fail(c, ErrNotAllowed, "only a win may rob a kong")
	case f.OnlyWin && c.Kind != Win:
		return fail(c, ErrNotAllowed, "this player may claim only for a win")
	case c.Kind == Kong && f.WallEmpty:
		return fail(c, ErrNotAllowed, "no kong while the live wall is empty")
	}
	if err := allow(p, c, h, f); err != nil {
		var e *Error
		if errors.As(err, &e) && errors.Is(e.Err, ErrNotAllowed) {
			return e
		}
		return &Error{Claim: c, Err: ErrNotAllowed, Rule: "the variant does not allow this claim", Cause: err}
	}
	if c.Kind == Chow && c.Seat != f.Discarder.Next() {
		return fail(c, ErrWrongSeat, "only the player after the discarder may chow")
	}
	if f.Usable != 0 && !f.Usable.Has(t) {
		return fail(c, ErrNotAllowed, "the claimant may not use tiles of this kind")
	}
	held := h.Concealed()
	switch c.Kind {
	case Chow:
		a, b, _ := chowTiles(c.Chow, t)
		if held.Count(a) < 1 || held.Count(b) < 1 {
			return fail(c, ErrNotHeld, "a chow needs the two other tiles of the chow")
		}
	case Pung:
		if held.Count(t) < 2 {
			return fail(c, ErrNotHeld, "a pung needs two matching tiles")
		}
	case Kong:
		if held.Count(t) < 3 {
			return fail(c, ErrNotHeld, "a kong needs three matching tiles")
		}
	case Win:
		if !canWin(p, h, t, f) {
			return fail(c, ErrNotWin, "the tile does not complete a legal win")
		}
	case Pass:
	}
	return nil
}

const allKinds KindSet = 1<<numKinds - 1

// permissive is the policy used for a nil Policy.
func permissive() Basic { return Basic{OnLast: allKinds} }

func allow(p Policy, c Claim, h hand.Hand, f Facts) error {
	if p == nil {
		return permissive().Allow(c, h, f)
	}
	return p.Allow(c, h, f)
}

func canWin(p Policy, h hand.Hand, t tile.Tile, f Facts) bool {
	if p == nil {
		return permissive().CanWin(h, t, f)
	}
	return p.CanWin(h, t, f)
}

// Basic is a data-driven [Policy] covering common variations. A variant may use it as is, or embed it
// and override the methods where its rules differ (typically CanWin, for its own winning shapes or a
// passed-win rule that compares values).
//
// The zero value allows every kind of claim, only a win on the last discard, any number of chows, the
// shapes of [hand.AllShapes], and a single winner. Basic is a small value; it is safe for concurrent
// use.
type Basic struct {
	// Forbid is the set of claim kinds never allowed (for example Chow for a table without chows).
	Forbid KindSet
	// OnLast is the set of kinds allowed on the last discard (Facts.LastDiscard); zero means only Win.
	OnLast KindSet
	// MaxChows, when positive, is the most chows a hand may use: a chow claim is refused once the
	// claimant has declared that many chows, and a win must have an arrangement with at most that many
	// chows in total (declared and concealed). Zero means no limit.
	MaxChows int
	// Shapes are the winning shapes; zero means hand.AllShapes.
	Shapes hand.Shape
	// Multiple makes every win claim on a tile win.
	Multiple bool
	// MaxWins, when positive and with Multiple, is the most win claims granted on one tile: those of
	// the MaxWins claimants nearest after the discarder in turn order. Zero means no limit.
	MaxWins int
	// BarPassed refuses a win to a claimant who declined a win since their last draw (Facts.PassedWin).
	BarPassed bool
}

var _ Policy = Basic{}

// Allow implements [Policy]: it refuses kinds in Forbid, kinds outside OnLast on the last discard, and
// a chow by a player who already declared MaxChows chows.
func (b Basic) Allow(c Claim, h hand.Hand, f Facts) error {
	onLast := b.OnLast
	if onLast == 0 {
		onLast = KindsOf(Win)
	}
	switch {
	case b.Forbid.Has(c.Kind):
		return &Error{Claim: c, Err: ErrNotAllowed, Rule: "the rules have no " + c.Kind.String() + " claims"}
	case f.LastDiscard && !onLast.Has(c.Kind):
		return &Error{Claim: c, Err: ErrNotAllowed, Rule: "on the last discard only " + onLast.String() + " may be claimed"}
	case c.Kind == Chow && b.MaxChows > 0 && declaredChows(h) >= b.MaxChows:
		return &Error{Claim: c, Err: ErrNotAllowed, Rule: "the claimant already has the most chows allowed"}
	}
	return nil
}

// CanWin implements [Policy]: h plus t must be a win in one of Shapes using only the kinds of
// f.Usable, within MaxChows, and not after a passed win when BarPassed is set.
func (b Basic) CanWin(h hand.Hand, t tile.Tile, f Facts) bool {
	if b.BarPassed && f.PassedWin {
		return false
	}
	w, err := h.With(t)
	if err != nil {
		return false
	}
	o := hand.Options{Shapes: b.Shapes, Kinds: f.Usable}
	if o.Shapes == 0 {
		o.Shapes = hand.AllShapes
	}
	if b.MaxChows <= 0 || o.Shapes&hand.Standard == 0 {
		return w.IsWin(o)
	}
	// Special shapes have no chows; the standard shape needs an arrangement within MaxChows.
	if o.Shapes != hand.Standard && w.IsWin(hand.Options{Shapes: o.Shapes &^ hand.Standard, Kinds: o.Kinds}) {
		return true
	}
	if !w.IsWin(hand.Options{Shapes: hand.Standard, Kinds: o.Kinds}) {
		return false
	}
	for a := range w.AllArrangements() {
		n := 0
		for _, m := range a.Melds {
			if m.Kind() == meld.Chow {
				n++
			}
		}
		if n <= b.MaxChows {
			return true
		}
	}
	return false
}

// MultipleWinners implements [Policy]; it returns b.Multiple.
func (b Basic) MultipleWinners() bool { return b.Multiple }

// WinnerLimit implements [WinnerLimiter]; it returns b.MaxWins.
func (b Basic) WinnerLimit() int { return b.MaxWins }

func declaredChows(h hand.Hand) int {
	n := 0
	for i := range h.NumMelds() {
		if h.Meld(i).Kind() == meld.Chow {
			n++
		}
	}
	return n
}
