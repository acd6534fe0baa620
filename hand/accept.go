package hand

import (
	"encoding/binary"
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/internal/shanten"
	"github.com/mahjong-go/mahjong/tile"
)

// ErrVisible means visible tiles that do not fit the hand: a count in a slot that is not a playing kind,
// or more copies of a kind seen and held together than exist.
var ErrVisible = errors.New("hand: impossible visible tiles")

// Acceptance is the tile acceptance (ukeire) of a 13-size hand: which draws bring it closer to a win,
// and how many of those tiles are still live.
//
// The accepted kinds of a hand h under options o are the kinds t such that
//
//   - t is usable ([Options.Kinds]) and h holds fewer than four tiles of t, concealed and in melds
//     together (so a fifth copy is never accepted, whatever [Options.ExcludeHeld] says: a kind the hand
//     holds four of cannot be drawn), and
//   - the 14-size hand h plus t has a lower shanten number than h, both under o ([Hand.Shanten]: the
//     best of the shapes o allows, counted exactly under the four-copy cap).
//
// For a ready hand (shanten 0) the accepted kinds are its waits that are not fifth copies: the kinds
// [Hand.Waits] returns with [Options.ExcludeHeld] set.
//
// The live count of an accepted kind t is 4 minus the copies of t in the hand (concealed and melds)
// minus the copies the player can see elsewhere (the visible counts: discards, other players' melds and
// any other exposed tile); it can be zero, in which case t is still accepted but can no longer be drawn.
//
// The zero Acceptance accepts nothing. Acceptance is a plain value (84 bytes), safe for concurrent use.
type Acceptance struct {
	// Shanten is the shanten number of the hand under the options.
	Shanten int
	// Kinds are the accepted kinds.
	Kinds tile.Set
	// Live holds the live count of each accepted kind; it is zero for every other kind.
	Live tile.Counts
	// Total is the sum of the live counts.
	Total int
}

// Discard is one line of a discard table ([AppendDiscards]): a tile to discard from a 14-size hand and
// the acceptance of the 13-size hand it leaves, with the tile cut counted as seen (it lies in the
// player's river once discarded). The line of the discard of x from h with visible tiles v is exactly
// what [Hand.Acceptance] gives for h less x with v plus x: the live count of an accepted kind t is 4
// minus the copies of t in h (the 14-size hand, x included) minus v[t]. For 123m456p789s11234z with 1z
// 1z seen, the discard of 1m accepts 1m, 4m, 1z, 2z, 3z and 4z with 3, 4, 0, 3, 3 and 3 live, 16 in
// all, as Tenhou's and mahjong-helper's tables count them.
//
// The improvement tiles of a discard (only filled with [Improvements]) are the kinds t that the hand
// left after it does not accept but could draw (a live count above zero, counted as for
// [Acceptance.Live] with the tile cut seen) and after which some discard keeps the shanten number and
// leaves a hand whose live acceptance total, with the same visible tiles (the first tile cut among
// them, and the second one counted as seen as on every line), is larger than this line's
// [Acceptance.Total]. They are draws that make the hand no closer to winning, but wider.
//
// The zero Discard discards nothing. Discard is a plain value, safe for concurrent use.
type Discard struct {
	// Tile is the discarded kind.
	Tile tile.Tile
	// Acceptance is that of the hand left after discarding Tile.
	Acceptance
	// Improve are the improvement tiles and ImproveLive the sum of their live counts; both are zero
	// unless the table was made with [Improvements].
	Improve     tile.Set
	ImproveLive int
}

// Advice selects optional work of [AppendDiscards]. The zero value asks for the plain table.
type Advice uint8

// The advice flags.
const (
	// Improvements fills [Discard.Improve] and [Discard.ImproveLive] for the discards that keep the
	// hand's shanten number. It costs a discard table of the 14-size hand for each possible draw.
	Improvements Advice = 1 << iota
	// BestOnly leaves out the lines whose shanten number is above the lowest (among the kinds asked
	// for), and does not compute their acceptance: what a player choosing a discard needs.
	BestOnly
	// FirstOnly appends the first line of the ranked table only (the discard a player choosing by the
	// table takes), and implies BestOnly.
	FirstOnly
)

// Acceptance returns the acceptance of the 13-size hand h under o, with visible the tiles the player
// can see outside its own hand. It returns an error wrapping [ErrSize] for a hand of another size and
// [ErrVisible] when visible has a count outside the playing kinds or sees more copies of a kind than
// the four less those h holds. It does not allocate.
func (h Hand) Acceptance(o Options, visible tile.Counts) (Acceptance, error) {
	if h.Size() != 13 {
		return Acceptance{}, fmt.Errorf("%w: acceptance of %d tiles (want 13)", ErrSize, h.Size())
	}
	all := h.All()
	if err := checkVisible(&all, &visible); err != nil {
		return Acceptance{}, err
	}
	return Acceptance(h.e.Acceptance(o.engine(), &all, &visible)), nil
}

// checkVisible reports an error unless visible counts only playing kinds, at most four less the held
// copies of each.
func checkVisible(all, visible *tile.Counts) error {
	// Eight counts at a time: the usual visible counts (below 8, none outside slots 1..34) fit with the
	// held ones when no sum reaches 5; a sum is below 16, so adding 123 sets a byte's top bit exactly
	// when it is 5 or more, without a carry. Anything else is looked at kind by kind.
	const small, over = 0xF8F8F8F8F8F8F8F8, 0x7b7b7b7b7b7b7b7b
	var bad uint64
	for w := 0; w < 40; w += 8 {
		v := binary.LittleEndian.Uint64(visible[w:])
		bad |= v&small | (v+binary.LittleEndian.Uint64(all[w:])+over)&0x8080808080808080
	}
	// Slot 0 and the slots after the playing kinds (35 on) must be zero.
	bad |= uint64(visible[tile.None]) | binary.LittleEndian.Uint64(visible[32:])&^0xFFFFFF
	for _, v := range visible[40:] {
		bad |= uint64(v)
	}
	if bad == 0 {
		return nil
	}
	return checkVisibleSlow(all, visible)
}

// checkVisibleSlow is [checkVisible] kind by kind, with the error that names the first bad count.
func checkVisibleSlow(all, visible *tile.Counts) error {
	if visible[tile.None] != 0 {
		return fmt.Errorf("%w: a count for the none tile", ErrVisible)
	}
	for t := tile.Character1; int(t) < tile.NumSlots; t++ {
		v := visible[t]
		if v == 0 {
			continue
		}
		if !t.IsPlaying() {
			return fmt.Errorf("%w: %s is not a playing kind", ErrVisible, t)
		}
		if int(v)+int(all[t]) > 4 {
			return fmt.Errorf("%w: %d of %s seen and %d held", ErrVisible, v, t, all[t])
		}
	}
	return nil
}

// AppendDiscards appends to dst the discard table of the 14-size hand h under o, with visible the
// tiles the player can see outside its own hand: one [Discard] for every distinct kind among the
// concealed tiles (its live counts taking the tile cut as seen), ranked by the shanten number after the discard (lowest first), then by the live
// acceptance total (highest first), then by the number of accepted kinds (most first), then by kind.
// With [Improvements] in f it also fills the improvement tiles of the discards that keep the shanten
// number of h.
//
// It returns dst unchanged and an error wrapping [ErrSize] for a hand of another size, or
// [ErrVisible] as [Hand.Acceptance] does. It does not allocate when dst has room for 14 more lines.
func AppendDiscards(dst []Discard, h Hand, o Options, visible tile.Counts, f Advice) ([]Discard, error) {
	return AppendDiscardsOf(dst, h, o, visible, tile.PlayingKinds, f)
}

// AppendDiscardsOf is [AppendDiscards] for the discards of the kinds in of only (such as the discards
// a referee allows): the lines of the other kinds are left out, and not computed.
func AppendDiscardsOf(dst []Discard, h Hand, o Options, visible tile.Counts, of tile.Set, f Advice) ([]Discard, error) {
	if h.Size() != 14 {
		return dst, fmt.Errorf("%w: discard table of %d tiles (want 14)", ErrSize, h.Size())
	}
	all := h.All()
	if err := checkVisible(&all, &visible); err != nil {
		return dst, err
	}
	start := len(dst)
	shanten.EachLine(&h.e, o.engine(), &all, &visible, of, f&(BestOnly|FirstOnly) != 0, func(x tile.Tile, sh int, acc tile.Set) {
		dst = append(dst, Discard{Tile: x})
		(*shanten.Acceptance)(&dst[len(dst)-1].Acceptance).Set(sh, acc, &all, &visible)
	})
	if f&FirstOnly != 0 {
		dst = firstDiscard(dst, start)
	} else {
		rankDiscards(dst[start:])
	}
	if f&Improvements != 0 && len(dst) > start {
		keep := h.Shanten(o)
		for i := range dst[start:] {
			d := &dst[start+i]
			if d.Shanten == keep {
				l := shanten.Line{Tile: d.Tile, Acceptance: shanten.Acceptance(d.Acceptance)}
				d.Improve, d.ImproveLive = shanten.Improvements(&h.e, &l, o.engine(), &all, &visible)
			}
		}
	}
	return dst, nil
}

// Discards returns the discard table of h as [AppendDiscards] makes it, in a new slice.
func (h Hand) Discards(o Options, visible tile.Counts, f Advice) ([]Discard, error) {
	return AppendDiscards(make([]Discard, 0, 14), h, o, visible, f)
}

// CompareDiscards orders the lines of a discard table as [AppendDiscards] ranks them, for
// [slices.SortFunc]: a lower shanten number first, then a larger live total, then more accepted kinds,
// then the lower kind. It returns a negative number when a ranks before b, a positive one when after,
// and zero for lines of the same kind and figures.
func CompareDiscards(a, b Discard) int {
	switch {
	case a.less(&b):
		return -1
	case b.less(&a):
		return 1
	}
	return 0
}

// less reports whether discard a ranks before b.
func (a *Discard) less(b *Discard) bool {
	if a.Shanten != b.Shanten {
		return a.Shanten < b.Shanten
	}
	if a.Total != b.Total {
		return a.Total > b.Total
	}
	if na, nb := a.Kinds.Len(), b.Kinds.Len(); na != nb {
		return na > nb
	}
	return a.Tile < b.Tile
}

// firstDiscard keeps, of the lines from start on, the one that ranks first ([Discard.less]), at start.
func firstDiscard(dst []Discard, start int) []Discard {
	if len(dst) <= start {
		return dst
	}
	best, key := start, rankKey(&dst[start])
	for i := start + 1; i < len(dst); i++ {
		if k := rankKey(&dst[i]); k < key {
			best, key = i, k
		}
	}
	if best != start {
		dst[start] = dst[best]
	}
	return dst[:start+1]
}

// rankKey returns a key of line d whose order is that of [Discard.less] among the lines of one table
// (one per kind): the shanten number (at most Unreachable) ascending, the total (at most 136) and the
// number of kinds (at most 34) descending, then the kind, which is unique.
func rankKey(d *Discard) uint64 {
	return uint64(d.Shanten+1)<<32 | uint64(255-d.Total)<<16 | uint64(63-d.Kinds.Len())<<8 | uint64(d.Tile)
}

// rankDiscards sorts ds (at most 14 lines, one per kind) by [Discard.less]: it sorts small keys in the
// same order, then moves each line once.
func rankDiscards(ds []Discard) {
	if len(ds) > 14 {
		panic("unreachable: hand: more than 14 discard lines")
	}
	var keys [14]uint64
	for i := range ds {
		d := &ds[i]
		keys[i] = rankKey(d)<<8 | uint64(i) // the index rides in the low byte
	}
	ks := keys[:len(ds)]
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && ks[j] < ks[j-1]; j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
	var tmp [14]Discard
	copy(tmp[:], ds)
	for i, k := range ks {
		ds[i] = tmp[k&0xff]
	}
}
