package handref

import "github.com/mahjong-go/mahjong/tile"

// Acceptance is package hand's Acceptance, field for field.
type Acceptance struct {
	Shanten int
	Kinds   tile.Set
	Live    tile.Counts
	Total   int
}

// Accept returns the acceptance of the 13-size hand h: the usable kinds t of which h holds fewer than
// four (melds included) such that h plus t has a lower shanten number than h, each with its live
// count, four less the copies h holds and those visible.
func Accept(h Hand, o Options, visible tile.Counts) Acceptance {
	a := Acceptance{Shanten: Shanten(h, o)}
	all := h.All()
	for t := range o.UsableKinds().All() {
		if all[t] < copies && Shanten(h.with(t), o) < a.Shanten {
			a.Kinds = a.Kinds.With(t)
			a.Live[t] = copies - all[t] - visible[t]
			a.Total += int(a.Live[t])
		}
	}
	return a
}

// Discards returns the discard table of the 14-size hand h, unranked: for each kind x among its
// concealed tiles, the acceptance of h less x with x counted as seen (it lies in the river).
func Discards(h Hand, o Options, visible tile.Counts) map[tile.Tile]Acceptance {
	out := map[tile.Tile]Acceptance{}
	for x := range h.Concealed.Kinds().All() {
		out[x] = Accept(h.without(x), o, seen(visible, x))
	}
	return out
}

// Improvements returns the improvement tiles of the line a of the discard of x from the 14-size hand
// h, and their live total: the usable kinds t that a does not accept, with live copies (four less
// those h holds and those visible), after whose draw some discard keeps a's shanten number and
// leaves a larger live total, with x seen as well as the second tile cut.
func Improvements(h Hand, o Options, visible tile.Counts, x tile.Tile, a Acceptance) (tile.Set, int) {
	all := h.All()
	var set tile.Set
	total := 0
	for t := range o.UsableKinds().All() {
		live := copies - int(all[t]) - int(visible[t])
		if a.Kinds.Has(t) || live <= 0 {
			continue
		}
		for _, b := range Discards(h.without(x).with(t), o, seen(visible, x)) {
			if b.Shanten == a.Shanten && b.Total > a.Total {
				set = set.With(t)
				total += live
				break
			}
		}
	}
	return set, total
}

// ReadyDiscards returns the kinds whose discard leaves the 14-size hand h ready (shanten 0).
func ReadyDiscards(h Hand, o Options) tile.Set {
	var out tile.Set
	if h.Size() != 14 {
		return 0
	}
	for x := range h.Concealed.Kinds().All() {
		if Shanten(h.without(x), o) == 0 {
			out = out.With(x)
		}
	}
	return out
}

// seen returns visible with one more copy of x.
func seen(visible tile.Counts, x tile.Tile) tile.Counts {
	visible[x]++
	return visible
}
