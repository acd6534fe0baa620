package shanten

import (
	"encoding/binary"

	"github.com/mahjong-go/mahjong/tile"
)

// Set sets a to the acceptance of shanten number sh and accepted kinds acc, the live counts taken from
// all and visible (already checked to fit them): a discard line's, for the caller of [EachLine], with
// all the 14 tiles held so that the tile cut counts as seen. The counts of a.Live past the playing
// kinds must be zero.
func (a *Acceptance) Set(sh int, acc tile.Set, all, visible *tile.Counts) {
	a.Shanten, a.Kinds = sh, acc
	a.Total = liveInto(&a.Live, acc, all, visible)
}

// liveInto writes the live counts of the kinds in acc into live, 4 - all - visible each (never
// negative: the visible counts were checked) and zero for the other playing kinds, and returns their
// sum. It works on eight counts at a time, without branches: the bits of acc for eight kinds become a
// mask of eight bytes.
func liveInto(live *tile.Counts, acc tile.Set, all, visible *tile.Counts) int {
	total := uint64(0)
	// The playing kinds are slots 1..34: the first five words of the counts.
	for w := 0; w < 40; w += 8 {
		m := spread(uint8(acc >> w)) // zero where no kind is accepted: no branch to mispredict
		v := (0x0404040404040404 - binary.LittleEndian.Uint64(all[w:]) - binary.LittleEndian.Uint64(visible[w:])) & m
		binary.LittleEndian.PutUint64(live[w:], v)
		total += v * 0x0101010101010101 >> 56 // at most 8·4 per word
	}
	return int(total)
}

// spread returns the byte mask of the bits of b: byte i is 0xFF when bit i is set. Four bits at a time,
// a multiplication moves bit i to bit 8i (no two partial products meet).
func spread(b uint8) uint64 {
	lo := uint64(b&15) * 0x00204081 & 0x01010101
	hi := uint64(b>>4) * 0x00204081 & 0x01010101
	return (lo | hi<<32) * 0xFF
}

// AppendLines appends the unranked discard table of the 14-size hand h to dst, as [EachLine] gives it.
func AppendLines(dst []Line, h *Hand, o Options, all, visible *tile.Counts, of tile.Set, best bool) []Line {
	EachLine(h, o, all, visible, of, best, func(x tile.Tile, sh int, acc tile.Set) {
		dst = append(dst, Line{Tile: x})
		dst[len(dst)-1].Set(sh, acc, all, visible)
	})
	return dst
}

// EachLine makes the unranked discard table of the 14-size hand h: one line per distinct kind of of
// among its concealed tiles (only those of the lowest shanten with best). For each line it calls add
// with the kind cut, the shanten number of the hand left and the kinds it accepts; the caller fills
// its line with [Acceptance.Set] (all, the 14 tiles held, and visible, so that the tile cut counts as
// seen). add takes scalars only: a pointer given to a function value escapes, and so would memory of
// the caller's that add returned a pointer into (package hand's Discard lines, often on its callers'
// stacks); and a whole line passed by value is written piecewise and read back at once, which stalls.
func EachLine(h *Hand, o Options, all, visible *tile.Counts, of tile.Set, best bool, add func(x tile.Tile, shanten int, acc tile.Set)) {
	var a analyzer
	a.init(h, o)
	if a.fast || !a.std || wholeSuits(a.kinds) {
		a.fastDiscards(add, h, all, visible, of, best)
		return
	}
	var left [14]Hand
	var an [14]analyzer // the analyzer of each hand left, once made
	var sh [14]int
	var kinds [14]tile.Tile
	n, low := 0, Unreachable+1
	for x := tile.Character1; x <= tile.Red && n < len(left); x++ {
		if h.Concealed[x] == 0 || of&(1<<x) == 0 {
			continue
		}
		h2 := &left[n]
		*h2 = *h
		h2.Concealed[x]--
		h2.NC--
		if h.N != 0 {
			// With declared melds only the standard shape applies: the shanten number needs no
			// analyzer, which only the lines kept make.
			sh[n] = h2.Shanten(o)
		} else {
			an[n].init(h2, o)
			sh[n] = an[n].shanten13(h2)
		}
		kinds[n] = x
		low = min(low, sh[n])
		n++
	}
	for i := range n {
		if best && sh[i] > low {
			continue
		}
		x, h2 := kinds[i], &left[i]
		if h.N != 0 {
			an[i].init(h2, o)
		}
		add(x, sh[i], an[i].accept(h2, sh[i])) // the caller counts the live tiles, as in fastDiscards
	}
}

// Improvements returns the improvement tiles of discard d of the 14-size hand h, and their live total.
func Improvements(h *Hand, d *Line, o Options, all, visible *tile.Counts) (tile.Set, int) {
	// The hand left, with the tile cut seen: its copies held and seen together are those of h.
	h13 := *h
	h13.Concealed[d.Tile]--
	h13.NC--
	all13 := *all
	all13[d.Tile]--
	seen := *visible
	seen[d.Tile]++
	kinds := o.UsableKinds()
	var set tile.Set
	total := 0
	var buf [14]Line
	for t := tile.Character1; t <= tile.Red; t++ {
		if kinds&(1<<t) == 0 || d.Kinds&(1<<t) != 0 {
			continue
		}
		live := 4 - int(all[t]) - int(visible[t])
		if live <= 0 {
			continue
		}
		h14 := h13
		h14.Concealed[t]++
		h14.NC++
		all14 := all13
		all14[t]++
		for _, e := range AppendLines(buf[:0], &h14, o, &all14, &seen, tile.PlayingKinds, true) {
			if e.Shanten == d.Shanten && e.Total > d.Total {
				set |= 1 << t
				total += live
				break
			}
		}
	}
	return set, total
}
