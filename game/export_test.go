package game

import (
	"fmt"
	"slices"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// CheckInvariants reports the first broken invariant of g: tile conservation (wall, hands, melds,
// bonus tiles and discards make the tile set exactly, a winning discard shared by several winners
// counted once), concealed tiles matching the hand, and every seat's tile count.
func CheckInvariants(g *Game) error {
	ids := g.wall.AppendRemaining(nil)
	for s := range g.seats {
		st := &g.seats[s]
		ids = append(ids, st.ids[:st.n]...)
		for i := range st.h.NumMelds() {
			m := st.h.Meld(i)
			var need, got tile.Counts
			m.AddTo(&need)
			for _, id := range st.meldIDs[i] {
				if id != 0 {
					got.Add(id.Kind())
					ids = append(ids, id)
				}
			}
			if need != got {
				return fmt.Errorf("seat %d meld %v holds %v", s, m, got)
			}
		}
		ids = append(ids, st.bonus...)
		var bs tile.Set
		for _, id := range st.bonus {
			if id.Kind().IsBonus() { // a playing tile there was set aside (Table.SetAside.Kind)
				bs = bs.With(id.Kind())
			} else if id.Kind() != g.table.SetAside.Kind {
				return fmt.Errorf("seat %d set aside %v", s, id)
			}
		}
		if bs != st.h.Bonus() {
			return fmt.Errorf("seat %d bonus %v, hand says %v", s, bs, st.h.Bonus())
		}
		for _, r := range st.river {
			if !r.Taken {
				ids = append(ids, r.ID)
			}
		}
		var c tile.Counts
		for _, id := range st.ids[:st.n] {
			c.Add(id.Kind())
		}
		var set [4]uint64
		for _, id := range st.ids[:st.n] {
			set[id>>6] |= 1 << (id & 63)
			if id.Kind() != playingKind(id) {
				return fmt.Errorf("seat %d holds %v, not a playing tile", s, id)
			}
		}
		if set != st.idSet {
			return fmt.Errorf("seat %d holds %v, its ID set says %x", s, st.ids[:st.n], st.idSet)
		}
		unusable := 0
		for _, id := range st.ids[:st.n] {
			if st.usable != 0 && !st.usable.Has(id.Kind()) {
				unusable++
			}
		}
		if unusable != int(st.unusable) {
			return fmt.Errorf("seat %d holds %d unusable tiles, counted %d", s, unusable, st.unusable)
		}
		if g.holdsUnusable(&st.h, st.usable) != (st.unusable > 0) {
			// shapeWaitsOf reads the count for the seat's own hand.
			return fmt.Errorf("seat %d counts %d unusable tiles, its hand %v", s, st.unusable, st.h)
		}
		for t := tile.Tile(1); t <= tile.NumKinds; t++ {
			if st.count(t) != int(c[t]) {
				return fmt.Errorf("seat %d holds %d of %v, counted %d from its ID set", s, c[t], t, st.count(t))
			}
		}
		if st.extra != 0 {
			c.Add(st.extra.Kind())
		}
		if c != st.h.Concealed() {
			return fmt.Errorf("seat %d concealed ids %v, hand %v", s, c, st.h)
		}
		size := st.h.Size()
		want := 13
		switch {
		case !g.present.Has(tile.SeatAt(s)):
			want = 0 // no seat at a table of three
		case st.out:
			want = 14
		case g.phase == PhaseTurn && g.turn == tile.SeatAt(s):
			want = 14
		case g.phase == PhaseRob && g.discarder == tile.SeatAt(s) && !g.robAside:
			want = 14 // the kong's tile is still in the hand
		case g.phase == PhaseOver && g.aborted && g.turn == tile.SeatAt(s) && g.discarder != tile.SeatAt(s):
			want = 14 // declared an abortive draw instead of discarding
		case g.phase == PhaseOver && g.aborted && g.turn == tile.SeatAt(s) && robAborted(g):
			want = 14 // its kong was robbed by rons that aborted the hand: the kong was not made
		case (g.phase == PhaseExchange || g.phase == PhaseMissingSuit) && g.cfg.Dealer == tile.SeatAt(s):
			want = 14
		}
		if size != want {
			return fmt.Errorf("seat %d (phase %v, turn %v) holds %d tiles, want %d: %v", s, g.phase, g.turn, size, want, st.h)
		}
	}
	if err := checkSeen(g); err != nil {
		return err
	}
	slices.Sort(ids)
	want := tile.AppendSet(nil, g.table.Wall.Kinds)
	if !slices.Equal(ids, want) {
		return fmt.Errorf("tiles not conserved: %d tiles, want %d", len(ids), len(want))
	}
	return nil
}

// robAborted reports whether the hand ended in an abortive draw on the rons robbing a kong: the log
// ends with the kong, its resolution, the abort and the end.
func robAborted(g *Game) bool {
	n := len(g.events)
	return n >= 4 && g.events[n-4].kind == EventKong && g.events[n-3].kind == EventResolve &&
		g.events[n-2].kind == EventAbort
}

// Latest returns the tile open to claims.
func Latest(g *Game) tile.Tile { return g.latest.Kind() }

// Snapshot returns a copy of g's state for comparisons: the event log and the actions are replaced by
// their lengths (they only grow).
func Snapshot(g *Game) any {
	c := *g
	c.wall = g.wall.Clone()
	src := *g.src
	c.src = &src
	c.events, c.actions = nil, nil
	c.winMemo = [4]uint8{}
	c.waits = [4]shapeWaits{}
	type snap struct {
		G                Game
		Seats            [4][3]any
		Events, Actions  int
		Wins, Kongs, Led any
	}
	s := snap{G: c, Events: len(g.events), Actions: len(g.actions), Wins: slices.Clone(g.wins), Kongs: slices.Clone(g.kongs), Led: slices.Clone(g.ledger)}
	for i := range c.seats {
		st := &c.seats[i]
		s.Seats[i] = [3]any{slices.Clone(st.bonus), slices.Clone(st.river)}
		st.bonus, st.river = nil, nil
	}
	s.G.seats = c.seats
	s.G.wins, s.G.kongs, s.G.ledger = nil, nil, nil
	return s
}

// ConcealedIDs returns the number of physical concealed tiles of seat s.
func ConcealedIDs(g *Game, s tile.Seat) int { return int(g.seats[s.Index()].n) }

// DealLiteral is New with cfg.Seed taken as it is, zero included, as Replay deals.
func DealLiteral(r variant.Rules, cfg Config) (*Game, error) { return deal(r, cfg) }

// CheckFields reports whether a is well formed whatever the game (see Action.checkFields).
func CheckFields(a Action) error { return a.checkFields() }

// BreakDice returns the dice the wall was broken with.
func BreakDice(g *Game) wall.Dice { return g.wall.Dice() }

// AllHeldIDs returns the physical tiles seat s holds: its concealed tiles, its melds' tiles, and a winning
// discard it scored as a copy.
func AllHeldIDs(g *Game, s tile.Seat) []tile.ID {
	st := &g.seats[s.Index()]
	ids := slices.Clone(st.ids[:st.n])
	for i := range st.h.NumMelds() {
		for _, id := range st.meldIDs[i] {
			if id != 0 {
				ids = append(ids, id)
			}
		}
	}
	if st.extra != 0 {
		ids = append(ids, st.extra)
	}
	return ids
}

// checkSeen compares the counts of the tiles face up that the game keeps as play goes (Game.seen and
// Game.shown) with a scan of the rivers, melds and winners' hands.
func checkSeen(g *Game) error {
	var seen tile.Counts
	for s := range g.seats {
		st := &g.seats[s]
		for _, r := range st.river {
			if !r.Taken {
				seen.Add(r.ID.Kind())
			}
		}
		var shown tile.Counts
		if st.out {
			all := st.h.All()
			for t := tile.Character1; t <= tile.Red; t++ {
				shown[t] = all[t]
			}
		} else {
			for i := range st.h.NumMelds() {
				st.h.Meld(i).AddTo(&shown)
			}
		}
		for _, id := range st.bonus {
			if id.Kind().IsPlaying() {
				shown.Add(id.Kind())
			}
		}
		if shown != g.shown[s] {
			return fmt.Errorf("seat %d shows %v, kept %v", s, shown, g.shown[s])
		}
		for t := range shown {
			seen[t] += shown[t]
		}
	}
	if seen != g.seen {
		return fmt.Errorf("tiles face up %v, kept %v", seen, g.seen)
	}
	return nil
}

// FaceID exposes faceID: the first copy of id's kind with id's face.
func FaceID(g *Game, id tile.ID) tile.ID { return g.faceID(id) }
