// Package track follows the tiles of one logged hand: where each physical tile is, each seat's
// concealed tiles and melds, and the checks that make a record playable. The readers use it to refuse
// impossible logs and the writers to derive what a format shows (hands at a win, meld codes).
package track

import (
	"errors"
	"slices"
	"strconv"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/tile"
)

// Limits that bound what a hostile input can make a reader allocate.
const (
	MaxInput     = 16 << 20 // bytes of (decompressed) input
	MaxHands     = 128      // hands in one game
	MaxEvents    = 1024     // events in one hand
	MaxNameBytes = 256      // bytes of one player name
)

// NumIDs is the number of physical tiles of the riichi set; valid ids are 1..NumIDs.
const NumIDs = 136

// Near returns at most the first 32 bytes of b, for an error's Near field.
func Near(b []byte) string {
	if len(b) > 32 {
		b = b[:32]
	}
	return string(b)
}

// Idx returns the log index 0..3 of seat s, or -1 if s is not a seat.
func Idx(s tile.Seat) int { return s.Index() }

// Seat returns the seat of log index i (0..3), or tile.NoSeat.
func Seat(i int) tile.Seat { return tile.SeatAt(i) }

// Meld is a declared group.
type Meld struct {
	Kind   interop.Kind // EventChi, EventPon, EventDaiminkan, EventAnkan or EventKakan
	Called tile.ID      // the called tile (zero for an ankan)
	From   tile.Seat    // where the called tile came from (the seat itself for an ankan)
	Own    [3]tile.ID   // the caller's own tiles for chi, pon and daiminkan; 3 of the 4 for an ankan
	Fourth tile.ID      // an ankan's fourth tile, or the tile a kakan added
}

// Tiles appends the meld's tiles to dst.
func (m *Meld) Tiles(dst []tile.ID) []tile.ID {
	for _, id := range m.Own {
		if id != 0 {
			dst = append(dst, id)
		}
	}
	if m.Called != 0 {
		dst = append(dst, m.Called)
	}
	if m.Fourth != 0 {
		dst = append(dst, m.Fourth)
	}
	return dst
}

const (
	unseen = 0
	gone   = 5 // discarded, melded or shown as an indicator
)

// Table is the state of one hand being followed.
type Table struct {
	loc         [NumIDs + 1]uint8 // unseen, 1+seat (concealed), gone
	count       [4]int            // concealed tiles per seat
	melds       [4][]Meld
	lastDraw    [4]tile.ID
	riichi      [4]bool
	declaring   int // seat index + 1 that declared riichi and owes its discard
	accepting   int // seat index + 1 whose declaring discard waits for acceptance
	lastDiscard tile.ID
	discarder   int        // seat index of lastDiscard, -1 when no discard can be called
	robTiles    [4]tile.ID // the tiles of a kan that may be robbed (a kakan's added tile, an ankan's four)
	kakanSeat   int        // seat index of a kan that may be robbed, else -1
	wins        int
	won         [4]bool
	Indicators  []tile.ID // every indicator revealed so far
	Accepted    int       // riichi sticks accepted in this hand
	Draws       int       // draws so far, replacement draws included
	Kans        int       // kans declared so far
	Calls       int       // chi, pon and daiminkan so far
	Ended       bool      // a win or a drawn hand ended the hand
	Scores      [4]int    // each seat's points now: the start, less riichi sticks, plus payments
}

// Start resets t for hand h: the deal and the first indicator.
func (t *Table) Start(h *interop.Hand) error {
	*t = Table{Indicators: t.Indicators[:0], discarder: -1, kakanSeat: -1, Scores: h.Scores}
	if h.Round < 0 || h.Round > 15 || h.Honba < 0 || h.Honba > 1000 || h.Sticks < 0 || h.Sticks > 1000 {
		return errors.New("round or counters out of range")
	}
	for s := range h.Deal {
		for _, id := range h.Deal[s] {
			if err := t.take(id, s); err != nil {
				return err
			}
		}
	}
	if err := t.reveal(h.Indicator); err != nil {
		return err
	}
	return nil
}

func (t *Table) take(id tile.ID, s int) error {
	if id == 0 || int(id) > NumIDs {
		return errors.New("no such tile: " + strconv.Itoa(int(id)))
	}
	if t.loc[id] != unseen {
		return errors.New("tile " + id.String() + " appears twice")
	}
	t.loc[id] = uint8(1 + s)
	t.count[s]++
	return nil
}

func (t *Table) reveal(id tile.ID) error {
	if id == 0 || int(id) > NumIDs {
		return errors.New("no such indicator: " + strconv.Itoa(int(id)))
	}
	if t.loc[id] != unseen {
		return errors.New("indicator " + id.String() + " is not in the dead wall")
	}
	t.loc[id] = gone
	t.Indicators = append(t.Indicators, id)
	return nil
}

// Holds reports whether seat index s holds id concealed.
func (t *Table) Holds(s int, id tile.ID) bool {
	return id != 0 && int(id) <= NumIDs && t.loc[id] == uint8(1+s)
}

// Unseen reports whether id has not appeared yet (it is in the wall).
func (t *Table) Unseen(id tile.ID) bool { return id != 0 && int(id) <= NumIDs && t.loc[id] == unseen }

// Concealed appends seat index s's concealed tiles to dst in ascending id order.
func (t *Table) Concealed(dst []tile.ID, s int) []tile.ID {
	for id := 1; id <= NumIDs; id++ {
		if t.loc[id] == uint8(1+s) {
			dst = append(dst, tile.ID(id))
		}
	}
	return dst
}

// Melds returns seat index s's melds in the order they were made (a kakan updates its pon in place).
func (t *Table) Melds(s int) []Meld { return t.melds[s] }

// LastDraw returns the tile seat index s drew last, or zero after it discarded or called since.
func (t *Table) LastDraw(s int) tile.ID { return t.lastDraw[s] }

// Riichi reports whether seat index s declared riichi in this hand.
func (t *Table) Riichi(s int) bool { return t.riichi[s] }

// Discarder returns the seat index whose discard can be called or ronned now, or -1.
func (t *Table) Discarder() int { return t.discarder }

func (t *Table) size(s int) int { return t.count[s] + 3*len(t.melds[s]) }

// Apply follows one event, or explains why it cannot happen.
func (t *Table) Apply(e *interop.Event) error {
	if t.Ended && !(e.Kind == interop.EventWin && t.wins > 0) {
		return errors.New("event after the end of the hand")
	}
	s := Idx(e.Seat)
	switch {
	case e.Kind == interop.EventDora || e.Kind == interop.EventRyuukyoku && (e.Ryuukyoku == nil || e.Ryuukyoku.Kind != interop.NineTerminals):
		if e.Seat != tile.NoSeat {
			return errors.New(e.Kind.String() + " names a seat")
		}
		s = 0
	case s < 0:
		return errors.New(e.Kind.String() + " by no seat")
	}
	if t.declaring != 0 && !(e.Kind == interop.EventDiscard && t.declaring == s+1) {
		return errors.New("riichi declaration not followed by the declarer's discard")
	}
	if t.accepting != 0 && e.Kind != interop.EventRiichiAccepted && e.Kind != interop.EventWin && e.Kind != interop.EventRyuukyoku {
		// The acceptance follows the declaring discard at once unless the discard is ronned.
		return errors.New("riichi discard not followed by its acceptance")
	}
	if e.Kind != interop.EventWin && e.Kind != interop.EventDora {
		t.kakanSeat = -1
	}
	switch e.Kind {
	case interop.EventDraw:
		if t.size(s) != 13 {
			return errors.New("draw by a seat that is not waiting for a tile")
		}
		if err := t.take(e.Tile, s); err != nil {
			return err
		}
		t.lastDraw[s] = e.Tile
		t.discarder = -1
		t.Draws++
	case interop.EventDiscard:
		if t.size(s) != 14 {
			return errors.New("discard by a seat that holds no fourteenth tile")
		}
		if !t.Holds(s, e.Tile) {
			return errors.New("discard of " + e.Tile.String() + ", a tile the seat does not hold")
		}
		if e.Tsumogiri && e.Tile != t.lastDraw[s] {
			return errors.New("tsumogiri of a tile that is not the one just drawn")
		}
		t.loc[e.Tile] = gone
		t.count[s]--
		t.lastDraw[s] = 0
		t.lastDiscard, t.discarder = e.Tile, s
		if t.declaring == s+1 {
			t.declaring, t.accepting = 0, s+1
		}
	case interop.EventRiichi:
		if t.size(s) != 14 || t.riichi[s] || len(t.melds[s]) > countAnkan(t.melds[s]) {
			return errors.New("riichi by a seat that cannot declare")
		}
		t.riichi[s] = true
		t.declaring = s + 1
	case interop.EventRiichiAccepted:
		if t.accepting != s+1 {
			return errors.New("riichi acceptance without a declaring discard")
		}
		t.accepting = 0
		t.Accepted++
		t.Scores[s] -= 1000
	case interop.EventChi, interop.EventPon, interop.EventDaiminkan:
		return t.call(e, s)
	case interop.EventAnkan, interop.EventKakan:
		return t.kan(e, s)
	case interop.EventDora:
		if t.Kans == 0 || len(t.Indicators) > t.Kans {
			return errors.New("dora indicator without a kan")
		}
		return t.reveal(e.Tile)
	case interop.EventWin:
		return t.win(e, s)
	case interop.EventRyuukyoku:
		r := e.Ryuukyoku
		if r == nil || r.Kind < interop.Exhaustive || r.Kind > interop.FourWinds || t.wins > 0 {
			return errors.New("drawn hand without a valid kind")
		}
		if err := zeroSum(r.Deltas); err != nil {
			return err
		}
		if r.Kind == interop.NineTerminals && t.size(s) != 14 {
			return errors.New("kyuushu kyuuhai by a seat that holds no fourteenth tile")
		}
		t.pay(r.Deltas)
		t.Ended = true
	default:
		return errors.New("unknown event kind " + e.Kind.String())
	}
	if e.Kind != interop.EventWin && t.wins > 0 {
		return errors.New("event after a win")
	}
	return nil
}

func (t *Table) pay(d [4]int) {
	for i, v := range d {
		t.Scores[i] += v
	}
}

func countAnkan(ms []Meld) int {
	n := 0
	for _, m := range ms {
		if m.Kind == interop.EventAnkan {
			n++
		}
	}
	return n
}

func zeroSum(d [4]int) error {
	sum := 0
	for _, v := range d {
		if v < -1_000_000 || v > 1_000_000 || v%100 != 0 {
			return errors.New("payment out of range or not in hundreds")
		}
		sum += v
	}
	if sum < 0 || sum%1000 != 0 || sum > 4000+1000*1000 {
		return errors.New("payments are not zero-sum up to riichi sticks")
	}
	return nil
}

func (t *Table) call(e *interop.Event, s int) error {
	from := Idx(e.From)
	if t.discarder < 0 || from != t.discarder || from == s || e.Tile != t.lastDiscard {
		return errors.New(e.Kind.String() + " of a tile that is not the last discard")
	}
	if t.size(s) != 13 || t.riichi[s] {
		return errors.New(e.Kind.String() + " by a seat that cannot call")
	}
	n := 2
	if e.Kind == interop.EventDaiminkan {
		n = 3
	}
	k := e.Tile.Kind()
	ks := []tile.Tile{k}
	for i, id := range e.Consumed {
		if i >= n {
			if id != 0 {
				return errors.New("too many tiles in a call")
			}
			continue
		}
		if !t.Holds(s, id) || slices.Contains(e.Consumed[:i], id) {
			return errors.New(e.Kind.String() + " with a tile the seat does not hold")
		}
		ks = append(ks, id.Kind())
	}
	switch e.Kind {
	case interop.EventChi:
		if Idx(e.From) != (s+3)%4 || !isRun(ks) {
			return errors.New("chi that is not a run from the previous seat")
		}
	default:
		for _, x := range ks {
			if x != k {
				return errors.New(e.Kind.String() + " of tiles of different kinds")
			}
		}
	}
	m := Meld{Kind: e.Kind, Called: e.Tile, From: e.From}
	for i := 0; i < n; i++ {
		m.Own[i] = e.Consumed[i]
		t.loc[e.Consumed[i]] = gone
		t.count[s]--
	}
	t.melds[s] = append(t.melds[s], m)
	t.lastDraw = [4]tile.ID{}
	t.discarder = -1
	t.Calls++
	if e.Kind == interop.EventDaiminkan {
		t.Kans++
	}
	return nil
}

func isRun(ks []tile.Tile) bool {
	s := slices.Clone(ks)
	slices.Sort(s)
	return s[0].IsSuited() && s[0].Suit() == s[2].Suit() && s[1] == s[0]+1 && s[2] == s[0]+2
}

func (t *Table) kan(e *interop.Event, s int) error {
	if t.size(s) != 14 {
		return errors.New(e.Kind.String() + " by a seat that holds no fourteenth tile")
	}
	if e.Kind == interop.EventKakan {
		if !t.Holds(s, e.Tile) || e.Consumed != [4]tile.ID{} {
			return errors.New("kakan of a tile the seat does not hold")
		}
		for i := range t.melds[s] {
			m := &t.melds[s][i]
			if m.Kind == interop.EventPon && m.Called.Kind() == e.Tile.Kind() {
				m.Kind, m.Fourth = interop.EventKakan, e.Tile
				t.loc[e.Tile] = gone
				t.count[s]--
				t.Kans++
				t.robTiles, t.kakanSeat = [4]tile.ID{e.Tile}, s
				t.lastDraw[s] = 0
				return nil
			}
		}
		return errors.New("kakan without a pon of its kind")
	}
	k := e.Consumed[0].Kind()
	for i, id := range e.Consumed {
		if !t.Holds(s, id) || id.Kind() != k || slices.Contains(e.Consumed[:i], id) {
			return errors.New("ankan of tiles the seat does not hold")
		}
	}
	if e.Tile != 0 {
		return errors.New("ankan names no called tile")
	}
	m := Meld{Kind: interop.EventAnkan, From: e.Seat, Own: [3]tile.ID(e.Consumed[:3]), Fourth: e.Consumed[3]}
	for _, id := range e.Consumed {
		t.loc[id] = gone
		t.count[s]--
	}
	t.melds[s] = append(t.melds[s], m)
	t.lastDraw[s] = 0
	t.Kans++
	t.robTiles, t.kakanSeat = e.Consumed, s // thirteen orphans may rob a closed kan on Tenhou
	return nil
}

func (t *Table) win(e *interop.Event, s int) error {
	w := e.Win
	if w == nil {
		return errors.New("win without a value")
	}
	from := Idx(e.From)
	switch {
	case t.won[s] || t.wins > 0 && (from == s || from != t.discarder && from != t.kakanSeat):
		return errors.New("a second win that is not a ron on the same tile")
	case from == s:
		if t.size(s) != 14 || !t.Holds(s, e.Tile) {
			return errors.New("tsumo by a seat that holds no fourteenth tile")
		}
	case from >= 0 && from == t.kakanSeat:
		if t.size(s) != 13 || e.Tile == 0 || !slices.Contains(t.robTiles[:], e.Tile) {
			return errors.New("chankan of the wrong tile")
		}
	case from >= 0 && from == t.discarder:
		if t.size(s) != 13 || e.Tile != t.lastDiscard {
			return errors.New("ron of a tile that is not the last discard")
		}
	default:
		return errors.New("win from a seat that gave no tile")
	}
	if w.Pao != tile.NoSeat && Idx(w.Pao) < 0 {
		return errors.New("liable seat is not a seat")
	}
	if w.Fu < 0 || w.Fu > 200 || w.Points < 0 || w.Points > 1_000_000 || w.Limit < 0 || w.Limit > 5 || len(w.Yaku) > 64 {
		return errors.New("win value out of range")
	}
	for _, y := range w.Yaku {
		if y.ID < 0 || y.ID > 54 || y.Han < 0 || y.Han > 13 {
			return errors.New("yaku out of range")
		}
	}
	if err := zeroSum(w.Deltas); err != nil {
		return err
	}
	t.accepting = 0
	t.pay(w.Deltas)
	t.wins++
	t.won[s] = true
	if t.wins > 3 {
		return errors.New("more than three winners")
	}
	t.Ended = true
	return nil
}

// Finish checks the end of the hand: it ended, and the ura indicators are dead-wall tiles.
func (t *Table) Finish(h *interop.Hand) error {
	if !t.Ended {
		return errors.New("hand without a result")
	}
	if len(h.Ura) > 5 {
		return errors.New("too many ura indicators")
	}
	for _, id := range h.Ura {
		if !t.Unseen(id) {
			return errors.New("ura indicator " + id.String() + " is not in the dead wall")
		}
		t.loc[id] = gone
	}
	return nil
}

// Wins returns how many wins the hand has had so far.
func (t *Table) Wins() int { return t.wins }

// Check follows every hand of g and returns the first inconsistency, with its hand index.
func Check(g *interop.Game) (hand int, err error) {
	var t Table
	for i := range g.Hands {
		h := &g.Hands[i]
		if err := t.Start(h); err != nil {
			return i, err
		}
		for j := range h.Events {
			if err := t.Apply(&h.Events[j]); err != nil {
				return i, errors.New("event " + strconv.Itoa(j) + ": " + err.Error())
			}
		}
		if err := t.Finish(h); err != nil {
			return i, err
		}
	}
	return -1, nil
}
