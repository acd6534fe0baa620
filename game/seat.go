package game

import (
	"math/bits"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// maxHeld is the most concealed tiles a seat holds.
const maxHeld = hand.MaxMelds*3 + 2

// river is one tile of a player's discards.
type river struct {
	ID tile.ID
	// Taken: the tile was claimed (or won on) and left the discards.
	Taken bool
	// Drawn: the tile discarded was the one drawn that turn (tsumogiri).
	Drawn bool
	// Sideways: the tile is turned sideways to mark the seat's declaration (see RiverTile).
	Sideways bool
}

// seatState is everything the referee knows about one seat.
type seatState struct {
	// ids are the physical concealed tiles, ids[:n]; h is the analysis form of the seat's tiles.
	ids [maxHeld]tile.ID
	n   uint8
	// idSet is the set of ids[:n], bit id of the array read as one 256-bit word (as Game.redIDs).
	idSet [4]uint64
	h     hand.Hand
	// meldIDs holds the physical tiles of each declared meld, in the order of h's melds.
	meldIDs [hand.MaxMelds][4]tile.ID
	bonus   []tile.ID
	river   []river

	// give are the tiles chosen for the exchange, give[:ngive] (gave reports the choice was made).
	give  [maxHeld]tile.ID
	ngive uint8
	gave  bool
	// missing is the chosen missing suit (chose reports the choice was made); usable the kinds the
	// seat may use in claims and wins (zero: all).
	missing      tile.Suit
	missingKinds tile.Set
	chose        bool
	usable       tile.Set
	// unusable counts the concealed tiles (ids) outside usable (none while usable is zero).
	unusable uint8

	out bool
	// extra is the winning discard a winner scored as a copy without taking the physical tile.
	extra tile.ID

	called bool // made an Original Call or a declaration ([variant.Declarer])
	// declFirst: declared with the first discard before any call; ippatsu: declared, and no call and no
	// further discard of the seat since ([variant.SeatFacts]).
	declFirst, ippatsu bool
	// liable is the seat liable for this seat's win ([variant.Liabler]), NoSeat for none.
	liable   tile.Seat
	acted    bool // claimed a discard or declared a kong (no Original Call after that)
	discards int  // number of discards made

	// passed: the seat declined a win since its last draw; passedValue the best value declined.
	passed      bool
	passedValue int
	// barred: the seat declared and then let a winning tile go (Table.PassedWins.DeclaredPassBars); discarded
	// the kinds of its discards.
	barred    bool
	discarded tile.Set

	// held counts ids[:n] by kind (see count): playing kinds only, so that seatState stays small.
	held [tile.NumKinds + 1]uint8
}

func (s *seatState) remove(id tile.ID) {
	i := s.indexOf(id)
	if i < 0 {
		panic("unreachable: game: removing a tile not held")
	}
	s.removeAt(i)
}

// count returns the number of concealed tiles of the playing kind t (as h.Concealed()[t], without
// copying the counts).
func (s *seatState) count(t tile.Tile) int { return int(s.held[t]) }

func (s *seatState) holds(id tile.ID) bool { return s.idSet[id>>6]>>(id&63)&1 != 0 }

// add adds the playing tile id to the concealed tiles.
func (s *seatState) add(id tile.ID) {
	s.ids[s.n] = id
	s.n++
	s.idSet[id>>6] |= 1 << (id & 63)
	k := playingKind(id)
	s.held[k]++
	if s.usable != 0 && !s.usable.Has(k) {
		s.unusable++
	}
}

// playingKind is id.Kind() for the ID of a playing tile, the only tiles a seat holds concealed:
// the copies of kind t are the IDs 4(t-1)+1 to 4(t-1)+4 (see tile.IDOf). It is cheaper, so that add
// and removeAt inline.
func playingKind(id tile.ID) tile.Tile { return tile.Tile((id + 3) >> 2) }

// setUsable sets the kinds the seat may use and counts the concealed tiles outside them.
func (s *seatState) setUsable(u tile.Set) {
	s.usable, s.unusable = u, 0
	for _, id := range s.ids[:s.n] {
		if u != 0 && !u.Has(id.Kind()) {
			s.unusable++
		}
	}
}

// find returns a concealed physical tile of kind t, preferring one not in avoid, or 0 if none is held.
func (s *seatState) find(t tile.Tile, avoid tile.ID) tile.ID {
	if i := s.findAt(t, avoid); i >= 0 {
		return s.ids[i]
	}
	return 0
}

// findAt is find returning the index of the tile in ids, or -1 for none.
func (s *seatState) findAt(t tile.Tile, avoid tile.ID) int {
	found := -1
	if t.IsPlaying() {
		// The copies of a playing kind t are the IDs id with (id-1)/4 = t-1 (see tile.IDOf): read
		// fourteen IDs at once as two words, and compare each byte's (id-1)/4 with t-1. The IDs held
		// are not zero, so subtracting one from each byte borrows only from the bytes after them.
		const ones, low6 = 0x0101010101010101, 0x3f3f3f3f3f3f3f3f
		k := uint64(t-1) * ones
		w0 := idWord(s.ids[0:8])
		w1 := idWord(s.ids[maxHeld-8:maxHeld]) >> (8 * (16 - maxHeld)) // ids[8:]
		m := gatherBytes(zeroBytes((w0-ones)>>2&low6^k)) | gatherBytes(zeroBytes((w1-ones)>>2&low6^k))<<8
		for v := m & (1<<s.n - 1); v != 0; v &= v - 1 {
			i := bits.TrailingZeros64(v)
			if s.ids[i] != avoid {
				return i
			}
			found = i
		}
		return found
	}
	for i, id := range s.ids[:s.n] {
		if id.Kind() == t {
			if id != avoid {
				return i
			}
			found = i
		}
	}
	return found
}

// removeAt removes ids[i] (i < n), as remove does.
func (s *seatState) removeAt(i int) {
	id := s.ids[i]
	k := playingKind(id)
	s.n--
	s.ids[i] = s.ids[s.n]
	s.ids[s.n] = 0
	s.idSet[id>>6] &^= 1 << (id & 63)
	s.held[k]--
	if s.usable != 0 && s.usable&(1<<k) == 0 { // !s.usable.Has(k), cheaper, so that removeAt inlines
		s.unusable--
	}
}
