package wall

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"

	"github.com/mahjong-go/mahjong/tile"
)

// Errors returned by this package. Returned errors wrap one of them; test with [errors.Is].
var (
	// ErrExhausted: a draw from an empty live wall, or a replacement draw with no tile left to replace
	// from (with a Kong Box: Kong Box and live wall both empty; a washout).
	ErrExhausted = errors.New("wall: exhausted")
	// ErrDealt: a deal after the deal or after tiles have been taken from the wall.
	ErrDealt = errors.New("wall: already dealt")
	// ErrInvalid: invalid input: a [Spec] that does not describe a usable wall, a fixed wall order that
	// is not exactly the spec's tile set, dice that do not both show 1..6, an invalid seat, or a seed
	// text that is not 64 hex digits. The message says which.
	ErrInvalid = errors.New("wall: invalid input")
	// ErrNoIndicator: an indicator revealed or read that the wall does not have (a wall without a
	// [FixedDeadWall], every indicator already face up, or an index past those revealed).
	ErrNoIndicator = errors.New("wall: no such indicator")
)

// Wall is the wall of one hand: the live wall, the Kong Box if the spec has one, and the dice. It
// knows the order of every tile in it, so it is hidden information: a game keeps it private and shows
// players only counts.
//
// Tiles are handed out by [Wall.Deal], [Wall.Draw] and [Wall.DrawReplacement]; at every moment the
// tiles still in the wall ([Wall.AppendRemaining]) plus every tile handed out are exactly the spec's tile
// set. A method that fails returns an error and leaves the wall unchanged.
//
// The zero value is an empty wall with nothing to draw; build walls with [New] or [NewFixed]. A Wall is
// not safe for concurrent use.
type Wall struct {
	spec Spec
	dice Dice
	// order is the whole wall as built, in stack order (see [NewFixed]); it never changes.
	order [tile.NumIDs]tile.ID
	// The live wall is order[front:back], drawn from front.
	front, back int
	// The Kong Box is kong[kongHead:kongEnd], loose tiles taken from kongHead.
	kong              [maxKongBox]tile.ID
	kongHead, kongEnd int
	// With a [FixedDeadWall], the dead wall is order[dead:]; taken replacement tiles have been drawn
	// from it and shown indicators are face up. The tiles order[back:dead] left the live wall to keep
	// the dead wall's size.
	dead, taken, shown int
	// touched is set once any tile has left the wall.
	touched bool
}

// New builds a wall for spec: it shuffles the tile set and then rolls the dealer's two dice, both with
// draws from src, in that order (the shuffle takes exactly what a Fisher–Yates shuffle of the set needs,
// then two dice follow), and breaks the wall as the spec says. The same source state gives the same wall
// and dice. New fails only for an invalid spec or a nil source.
func New(spec Spec, src rand.Source) (*Wall, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	if src == nil {
		return nil, fmt.Errorf("%w: nil random source", ErrInvalid)
	}
	w := &Wall{spec: spec}
	shuffle(src, w.order[:fillSet(&w.order, spec.Kinds)])
	w.build(RollDice(src))
	return w, nil
}

// NewFixed builds a wall for spec from a given order and dice, with no randomness: for tests, puzzles and
// replays of a recorded wall. order lists every tile of the set exactly once, in stack order:
//
//   - with [DiceKongBox], order[2(s-1)] and order[2(s-1)+1] are the upper and lower tiles of stack s,
//     stacks numbered from 1 at the right-hand end of the dealer's wall (docs/rules/classic.md §2.2);
//     the dice then make the Kong Box of stacks 1..N+1 and the live wall starts at stack N+2;
//   - with [NoDeadWall], order is the sequence T[0..] that starts at the break (upper tile first): the
//     deal starts at T[0] and the dice are only recorded;
//   - with [FixedDeadWall], order is the sequence T[0..] from the break in the same way, and its last
//     [DeadWallSize] tiles are the dead wall (docs/rules/riichi.md §2): [Wall.DrawReplacement] takes
//     them from its start, T[n-14], T[n-13], ..., and indicator i is T[n-10+2i] with T[n-9+2i] under it;
//   - with [FixedDeadWall8], the same, except that replacement tiles come from the far end, T[n-1],
//     T[n-2], ..., and indicator i is T[n-9-2i] with T[n-10-2i] under it (docs/rules/riichi.md §17.12).
//
// The errors wrap [ErrInvalid].
func NewFixed(spec Spec, order []tile.ID, dice Dice) (*Wall, error) {
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	if !dice.IsValid() {
		return nil, fmt.Errorf("%w: dice %v", ErrInvalid, dice)
	}
	if len(order) != spec.Size() {
		return nil, fmt.Errorf("%w: order of %d tiles, the set has %d", ErrInvalid, len(order), spec.Size())
	}
	var seen [tile.NumIDs + 1]bool
	for i, id := range order {
		if !id.IsValid() || !spec.Kinds.Has(id.Kind()) {
			return nil, fmt.Errorf("%w: order: tile %v at %d is not in the set", ErrInvalid, id, i)
		}
		if seen[id] {
			return nil, fmt.Errorf("%w: order: tile %v at %d appears twice", ErrInvalid, id, i)
		}
		seen[id] = true
	}
	w := &Wall{spec: spec}
	copy(w.order[:], order)
	w.build(dice)
	return w, nil
}

// fillSet writes the physical tiles of the kinds in s to dst in ID order, as [tile.AppendSet] lists
// them, and returns how many it wrote. It relies on the numbering [tile.ID] documents: IDs are dense in
// kind order (four consecutive IDs for each playing kind, one for each bonus kind), so each run of
// consecutive kinds in s is a run of consecutive IDs, copied from [allIDs] at once. The standard tile
// sets are a single run.
func fillSet(dst *[tile.NumIDs]tile.ID, s tile.Set) int {
	n := 0
	for v := uint64(s & tile.AllKinds); v != 0; {
		lo := bits.TrailingZeros64(v)
		size := bits.TrailingZeros64(^(v >> lo)) // kinds lo .. lo+size-1 are in s
		v &^= (1<<size - 1) << lo
		hi := tile.Tile(lo + size - 1)
		first, last := tile.IDOf(tile.Tile(lo), 0), tile.IDOf(hi, 0)
		if hi.IsPlaying() {
			last += 3
		}
		n += copy(dst[n:], allIDs[first-1:last])
	}
	return n
}

// allIDs lists every physical tile in ID order: allIDs[i] is ID i+1.
var allIDs = [tile.NumIDs]tile.ID{
	1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
	17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
	33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48,
	49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64,
	65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80,
	81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96,
	97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112,
	113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127, 128,
	129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143, 144,
}

// build breaks the wall held in w.order with the dice.
func (w *Wall) build(d Dice) {
	w.dice = d
	w.back = w.spec.Size()
	switch w.spec.DeadWall {
	case DiceKongBox:
		n := d.Total()
		// The lifted stack N+1 first (upper, lower), then stacks N, N-1, ..., 1, each upper first.
		for s := n + 1; s >= 1; s-- {
			w.kong[w.kongEnd] = w.order[2*(s-1)]
			w.kong[w.kongEnd+1] = w.order[2*(s-1)+1]
			w.kongEnd += 2
		}
		w.front = 2 * (n + 1)
	case FixedDeadWall, FixedDeadWall8:
		w.dead = w.back - DeadWallSize
		w.back = w.dead
		w.shown = 1
	case NoDeadWall:
	}
}

// Spec returns the spec the wall was built for.
func (w *Wall) Spec() Spec { return w.spec }

// Dice returns the dealer's two dice rolled when the wall was built (they made the Kong Box, or broke the
// wall, and may pick a direction for the variant).
func (w *Wall) Dice() Dice { return w.dice }

// LiveCount returns the number of tiles left in the live wall.
func (w *Wall) LiveCount() int { return w.back - w.front }

// KongBoxCount returns the number of replacement tiles left in the dead wall: the loose tiles of the
// Kong Box; for a [FixedDeadWall], the replacement tiles not yet taken that can still be taken (each
// needs a live tile to make it up); always 0 without a dead wall.
func (w *Wall) KongBoxCount() int {
	if d := w.spec.DeadWall; d.fixed() {
		return min(d.replacements()-w.taken, w.LiveCount())
	}
	return w.kongEnd - w.kongHead
}

// DeadCount returns the number of tiles in the dead wall: the Kong Box, [DeadWallSize] for a
// [FixedDeadWall] (its tiles taken as replacements made up from the live wall), 0 without a dead wall.
func (w *Wall) DeadCount() int {
	if w.spec.DeadWall.fixed() {
		return DeadWallSize
	}
	return w.kongEnd - w.kongHead
}

// AppendRemaining appends the tiles still in the wall (live wall and Kong Box) to dst, sorted by ID so
// the result does not reveal their order, and returns the extended slice.
func (w *Wall) AppendRemaining(dst []tile.ID) []tile.ID {
	n := len(dst)
	dst = append(dst, w.order[w.front:w.back]...)
	dst = append(dst, w.kong[w.kongHead:w.kongEnd]...)
	switch w.spec.DeadWall {
	case FixedDeadWall:
		dst = append(dst, w.order[w.back:w.dead]...)
		dst = append(dst, w.order[w.dead+w.taken:w.spec.Size()]...)
	case FixedDeadWall8: // the replacements taken are the last tiles
		dst = append(dst, w.order[w.back:w.spec.Size()-w.taken]...)
	case NoDeadWall, DiceKongBox:
	}
	slices.Sort(dst[n:])
	return dst
}

// Clone returns an independent copy of the wall.
func (w *Wall) Clone() *Wall {
	c := *w
	return &c
}

// Draw takes the front tile of the live wall. On an empty live wall it returns [ErrExhausted].
func (w *Wall) Draw() (tile.ID, error) {
	if w.front >= w.back {
		return 0, fmt.Errorf("%w: no tile left in the live wall", ErrExhausted)
	}
	id := w.order[w.front]
	w.front++
	w.touched = true
	return id, nil
}

// DrawReplacement takes a replacement tile for a kong or a bonus tile.
//
// With [DiceKongBox] it takes the next loose tile from the Kong Box; if the Kong Box is empty, the live
// wall's last stack first moves whole into it (one tile, if only one is left in the live wall), as
// docs/rules/classic.md §2.5 says. With [NoDeadWall] it takes the tile at the far end of the live wall.
// With a [FixedDeadWall] it takes the next of its [MaxReplacements] replacement tiles and the live wall's
// last tile leaves the live wall, so the dead wall keeps its size (docs/rules/riichi.md §2); this needs a
// tile in the live wall. If there is nothing to take it returns [ErrExhausted].
func (w *Wall) DrawReplacement() (tile.ID, error) {
	switch w.spec.DeadWall {
	case FixedDeadWall:
		if w.taken == MaxReplacements {
			return 0, fmt.Errorf("%w: every replacement tile of the dead wall is taken", ErrExhausted)
		}
		if w.front >= w.back {
			return 0, fmt.Errorf("%w: no tile left in the live wall to keep the dead wall's size", ErrExhausted)
		}
		id := w.order[w.dead+w.taken]
		w.taken++
		w.back--
		w.touched = true
		return id, nil
	case FixedDeadWall8:
		if w.taken == maxReplacements8 {
			return 0, fmt.Errorf("%w: every replacement tile of the dead wall is taken", ErrExhausted)
		}
		if w.front >= w.back {
			return 0, fmt.Errorf("%w: no tile left in the live wall to keep the dead wall's size", ErrExhausted)
		}
		w.taken++
		w.back--
		w.touched = true
		return w.order[w.spec.Size()-w.taken], nil
	case DiceKongBox:
		if w.kongHead == w.kongEnd {
			if w.front >= w.back {
				return 0, fmt.Errorf("%w: Kong Box and live wall are empty", ErrExhausted)
			}
			first := max(w.front, w.back-2)
			w.kongHead, w.kongEnd = 0, copy(w.kong[:], w.order[first:w.back])
			w.back = first
		}
		id := w.kong[w.kongHead]
		w.kongHead++
		w.touched = true
		return id, nil
	case NoDeadWall:
		if w.front >= w.back {
			return 0, fmt.Errorf("%w: no tile left in the live wall", ErrExhausted)
		}
		w.back--
		w.touched = true
		return w.order[w.back], nil
	}
	return 0, fmt.Errorf("%w: dead wall %v", ErrInvalid, w.spec.DeadWall)
}

// CanDrawReplacement reports whether [Wall.DrawReplacement] would give a tile now: with the Kong Box,
// while it or the live wall holds a tile; without a dead wall, while the live wall does; with a
// [FixedDeadWall], while a replacement tile is left and the live wall holds a tile to make it up
// (docs/rules/riichi.md §2.5, docs/rules/riichi.md §2.8: no kan with an empty live wall, and no fifth
// kan).
func (w *Wall) CanDrawReplacement() bool {
	switch w.spec.DeadWall {
	case FixedDeadWall, FixedDeadWall8:
		return w.taken < w.spec.DeadWall.replacements() && w.front < w.back
	case DiceKongBox:
		return w.kongHead < w.kongEnd || w.front < w.back
	case NoDeadWall:
		return w.front < w.back
	}
	return false
}

// Indicators returns the number of indicator tiles face up: 1 to [MaxIndicators] with a
// [FixedDeadWall], 0 without one.
func (w *Wall) Indicators() int { return w.shown }

// Indicator returns indicator i (0 = the one face up from the start), which must be face up. The error
// wraps [ErrNoIndicator].
func (w *Wall) Indicator(i int) (tile.ID, error) {
	if i < 0 || i >= w.shown {
		return 0, fmt.Errorf("%w: indicator %d of %d face up", ErrNoIndicator, i, w.shown)
	}
	return w.order[w.indicatorAt(i)], nil
}

// indicatorAt returns the index in order of indicator i of a fixed dead wall.
func (w *Wall) indicatorAt(i int) int {
	if w.spec.DeadWall == FixedDeadWall8 {
		return w.spec.Size() - 9 - 2*i
	}
	return w.dead + MaxReplacements + 2*i
}

// UnderIndicator returns the tile under indicator i, which must be face up (the hidden indicator;
// showing it is the caller's decision). The error wraps [ErrNoIndicator].
func (w *Wall) UnderIndicator(i int) (tile.ID, error) {
	if i < 0 || i >= w.shown {
		return 0, fmt.Errorf("%w: indicator %d of %d face up", ErrNoIndicator, i, w.shown)
	}
	if w.spec.DeadWall == FixedDeadWall8 {
		return w.order[w.indicatorAt(i)-1], nil
	}
	return w.order[w.indicatorAt(i)+1], nil
}

// RevealIndicator turns the next indicator face up and returns it. It fails, changing nothing, with an
// error wrapping [ErrNoIndicator] when the wall has no [FixedDeadWall] or all [MaxIndicators] are up.
func (w *Wall) RevealIndicator() (tile.ID, error) {
	if !w.spec.DeadWall.fixed() {
		return 0, fmt.Errorf("%w: the wall has no indicators", ErrNoIndicator)
	}
	if w.shown == MaxIndicators {
		return 0, fmt.Errorf("%w: all %d indicators are face up", ErrNoIndicator, MaxIndicators)
	}
	w.shown++
	return w.Indicator(w.shown - 1)
}
