package game

import (
	"math/bits"

	"github.com/mahjong-go/mahjong/tile"
)

// Physical tiles. An [Action] names kinds, and Red and Drawn say which physical tiles of a kind leave
// the seat's hand where the choice shows at the table (see [Action]). The functions here apply that one
// rule for every kind of action: Red > 0 asks for exactly that many red fives, Red == 0 takes plain
// fives before red ones; and a discard takes a tile from the hand before the drawn tile, unless it
// names the drawn tile or the hand is locked by a declaration.

// hasRed reports whether the table paints some copies of kind t red.
func (g *Game) hasRed(t tile.Tile) bool {
	return t.IsSuited() && t.Rank() == 5 && g.table.Scoring.RedFives[t.Suit()-tile.Characters] > 0
}

// indexOf returns the index of id in the seat's concealed tiles, or -1.
func (s *seatState) indexOf(id tile.ID) int {
	// Compare the fourteen IDs with id at once, read as two words (as findAt does).
	const ones = 0x0101010101010101
	k := uint64(id) * ones
	w0 := idWord(s.ids[0:8])
	w1 := idWord(s.ids[maxHeld-8:maxHeld]) >> (8 * (16 - maxHeld)) // ids[8:]
	m := (gatherBytes(zeroBytes(w0^k)) | gatherBytes(zeroBytes(w1^k))<<8) & (1<<s.n - 1)
	if m == 0 {
		return -1
	}
	return bits.TrailingZeros64(m)
}

// discardAt returns the index in st's concealed tiles of the tile the discard a takes, or -1 when
// the seat cannot discard so (no tile of the kind, no drawn tile of it for Drawn, no red one for Red).
func (g *Game) discardAt(st *seatState, a *Action) int {
	t := a.Tile
	if a.Drawn || st.called && g.drawn != 0 {
		if g.drawn == 0 || g.drawn.Kind() != t || a.Red > 0 && !g.isRed(g.drawn) {
			return -1
		}
		if n := int(st.n) - 1; n >= 0 && st.ids[n] == g.drawn {
			return n // where take put it, unless a kong since moved it
		}
		return st.indexOf(g.drawn)
	}
	if !g.holdsRed(st) || !g.hasRed(t) {
		// No red copy of t is held: the first of plain from the hand and plain drawn.
		if a.Red > 0 {
			return -1
		}
		return st.findAt(t, g.drawn)
	}
	// Rank the copies: plain from the hand, plain drawn, red from the hand, red drawn.
	best, bestRank := -1, 4
	for i, id := range st.ids[:st.n] {
		if playingKind(id) != t {
			continue
		}
		r := 0
		if g.isRed(id) {
			r = 2
		} else if a.Red > 0 {
			continue
		}
		if id == g.drawn {
			r++
		}
		if r < bestRank {
			best, bestRank = i, r
		}
	}
	return best
}

// pickIDs returns n concealed tiles of kind t of seat st, with exactly red red fives among them when
// red > 0 and plain fives before red ones when red == 0, and whether the seat holds them.
func (g *Game) pickIDs(st *seatState, t tile.Tile, n int, red uint8) ([4]tile.ID, bool) {
	var out [4]tile.ID
	if n > len(out) {
		return out, false
	}
	var plain, reds [4]tile.ID
	np, nr := 0, 0
	anyRed := g.holdsRed(st)
	for _, id := range st.ids[:st.n] {
		if playingKind(id) != t {
			continue
		}
		if anyRed && g.isRed(id) {
			if nr < len(reds) {
				reds[nr] = id
				nr++
			}
		} else if np < len(plain) {
			plain[np] = id
			np++
		}
	}
	wantRed := int(red)
	if red == 0 {
		wantRed = max(0, n-np)
	}
	if wantRed > nr || wantRed > n || n-wantRed > np {
		return out, false
	}
	copy(out[:], reds[:wantRed])
	copy(out[wantRed:n], plain[:n-wantRed])
	return out, true
}

// redCount returns how many of ids are red fives of the table.
func (g *Game) redCount(ids []tile.ID) uint8 {
	var n uint8
	for _, id := range ids {
		if g.isRed(id) {
			n++
		}
	}
	return n
}

// heldRed returns how many red fives of kind t seat st holds concealed, leaving out the tile avoid.
func (g *Game) heldRed(st *seatState, t tile.Tile, avoid tile.ID) int {
	if !g.holdsRed(st) || !g.hasRed(t) {
		return 0
	}
	n := 0
	for _, id := range st.ids[:st.n] {
		if id != avoid && playingKind(id) == t && g.isRed(id) {
			n++
		}
	}
	return n
}

// faceID returns the physical tile that shows id's face and nothing more: the first red copy of a red
// five, else the first plain copy of its kind. Public events and views carry it in place of id, whose
// copy number of a plain tile depends on where the other copies are (hidden tiles among them).
func (g *Game) faceID(id tile.ID) tile.ID {
	t := id.Kind()
	if !id.IsValid() || !t.IsPlaying() {
		return id
	}
	if g.isRed(id) || !g.hasRed(t) {
		return tile.IDOf(t, 0)
	}
	return tile.IDOf(t, g.table.Scoring.RedFives[t.Suit()-tile.Characters])
}
