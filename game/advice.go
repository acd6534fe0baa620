package game

import (
	"encoding/binary"
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// Visible returns the playing tiles the view's seat can see outside its own hand: every discard still
// in a river (its own included), the melds of the other seats (a concealed kong shows its four tiles),
// the whole hand of every other seat that has won (one copy of a tile won by several seats at once),
// the tile being added to a kong while the seat may rob it, the tiles set aside by every seat (its own
// included: three-player riichi's kita, [variant.SetAsideRules.Kind]), and the dead wall's indicators face
// up (riichi's dora indicators). A count never exceeds the copies the seat's own hand leaves. Visible
// reads only the view, so it uses nothing the seat may not know.
func (v *View) Visible() tile.Counts {
	var c tile.Counts
	for i := range v.Players {
		p := &v.Players[i]
		for _, r := range p.River {
			if !r.Called && r.Tile.IsPlaying() {
				c[r.Tile]++
			}
		}
		for _, b := range p.Bonus {
			if b.IsPlaying() { // a tile set aside
				c[b]++
			}
		}
		if tile.SeatAt(i) == v.Seat {
			continue
		}
		if p.Out {
			all := p.WinningHand.All()
			for t := tile.Character1; t <= tile.Red; t++ {
				c[t] += all[t]
			}
			continue
		}
		for _, m := range p.Melds {
			m.AddTo(&c)
		}
	}
	unseeWins(&c, v.Wins, v.Seat)
	for _, t := range v.Indicators {
		if t.IsPlaying() {
			c[t]++
		}
	}
	if v.Phase == PhaseRob && v.Discarder != v.Seat && v.Latest.IsPlaying() && !v.SetAside {
		c[v.Latest]++
	}
	own := v.Hand.All()
	for t := tile.Character1; t <= tile.Red; t++ {
		c[t] = min(c[t], 4-own[t])
	}
	return c
}

// Acceptance returns the acceptance of the seat's hand ([hand.Hand.Acceptance]) under its analysis
// options ([View.Options]) with the tiles it can see ([View.Visible]): "which draws help me now". The
// hand must hold 13 tiles (between turns); otherwise the error wraps [hand.ErrSize].
func (v *View) Acceptance() (hand.Acceptance, error) {
	a, err := v.Hand.Acceptance(v.Options, v.Visible())
	if err != nil {
		return a, fmt.Errorf("game: acceptance for %v: %w", v.Seat, err)
	}
	return a, nil
}

// AppendDiscards appends the discard table of the seat's hand ([hand.AppendDiscards]) under its
// analysis options with the tiles it can see: "what should I discard now". The hand must hold 14
// tiles (on the seat's turn, or with a claimed tile); otherwise the error wraps [hand.ErrSize] and dst
// is returned unchanged.
func (v *View) AppendDiscards(dst []hand.Discard, f hand.Advice) ([]hand.Discard, error) {
	out, err := hand.AppendDiscards(dst, v.Hand, v.Options, v.Visible(), f)
	if err != nil {
		return dst, fmt.Errorf("game: discards for %v: %w", v.Seat, err)
	}
	return out, nil
}

// Discards is [View.AppendDiscards] into a new slice.
func (v *View) Discards(f hand.Advice) ([]hand.Discard, error) {
	return v.AppendDiscards(make([]hand.Discard, 0, 14), f)
}

// analysisOptions returns the analysis options of seat s: the table's shapes and the kinds the seat
// may use (those of the tile set, less its missing suit once chosen).
func (g *Game) analysisOptions(s tile.Seat) hand.Options {
	o := hand.Options{Shapes: g.table.Shapes, Kinds: g.table.Wall.Kinds & tile.PlayingKinds}
	if s.IsValid() && g.seats[s.Index()].usable != 0 {
		o.Kinds = g.seats[s.Index()].usable
	}
	return o
}

// Analysis returns what [View.Options] and [View.Visible] give for seat s, without building the view:
// the seat's analysis options and the playing tiles it can see outside its own hand. A bot asks it at
// every decision: the counts of the tiles face up are kept as play goes, so it scans no river. An
// invalid seat gets the zero options and counts.
func (g *Game) Analysis(s tile.Seat) (hand.Options, tile.Counts) {
	if !s.IsValid() {
		return hand.Options{}, tile.Counts{}
	}
	// Everything face up less the seat's own melds (or whole hand, once out), which are in its hand,
	// but not its tiles set aside, which are not.
	c := g.seen
	subCounts(&c, &g.shown[s.Index()])
	for _, id := range g.seats[s.Index()].bonus {
		if k := id.Kind(); k.IsPlaying() {
			c[k]++
		}
	}
	if len(g.wins) > 1 {
		unseeWins(&c, g.wins, s) // one win cannot count a tile twice
	}
	for i := range g.wall.Indicators() {
		if id, err := g.wall.Indicator(i); err == nil {
			c[id.Kind()]++
		}
	}
	if g.phase == PhaseRob && g.discarder != s && g.latest.Kind().IsPlaying() && !g.robAside {
		c[g.latest.Kind()]++
	}
	own := g.seats[s.Index()].h.All()
	if overFour(&c, &own) {
		for t := tile.Character1; t <= tile.Red; t++ {
			c[t] = min(c[t], 4-own[t])
		}
	}
	return g.analysisOptions(s), c
}

// overFour reports whether a count of a and the same kind's count of b make more than four together,
// for some playing kind, eight kinds at a time. Each sum is below 128, so adding 123 sets a byte's high
// bit exactly when the sum is five or more, without a carry into the next byte.
func overFour(a, b *tile.Counts) bool {
	const over = 0x7b7b7b7b7b7b7b7b
	var m uint64
	for w := 0; w < 40; w += 8 {
		m |= binary.LittleEndian.Uint64(a[w:]) + binary.LittleEndian.Uint64(b[w:]) + over
	}
	return m&0x8080808080808080 != 0
}

// reshow brings seat s's part of the tiles face up (Game.shown, Game.seen) up to date with its hand:
// its melds while it is in, its whole hand once it is out. It is called wherever the seat's melds
// change or it goes out; the rivers' part is kept where a tile is discarded or taken.
func (g *Game) reshow(s tile.Seat) {
	st := &g.seats[s.Index()]
	var c tile.Counts
	if st.out {
		c = st.h.All()
		for t := tile.Red + 1; int(t) < tile.NumSlots; t++ {
			c[t] = 0
		}
	} else {
		for i := range st.h.NumMelds() {
			st.h.Meld(i).AddTo(&c)
		}
	}
	for _, id := range st.bonus {
		if k := id.Kind(); k.IsPlaying() { // a tile set aside (variant.Table.SetAside.Kind), face up
			c[k]++
		}
	}
	subCounts(&g.seen, &g.shown[s.Index()])
	addCounts(&g.seen, &c)
	g.shown[s.Index()] = c
}

// addCounts adds the playing kinds' counts of b to a, eight at a time; subCounts takes them away. No
// count may carry or borrow: the sums stay below 256 and b is at most a, kind by kind.
func addCounts(a, b *tile.Counts) {
	for w := 0; w < 40; w += 8 {
		binary.LittleEndian.PutUint64(a[w:], binary.LittleEndian.Uint64(a[w:])+binary.LittleEndian.Uint64(b[w:]))
	}
}

// subCounts: see addCounts.
func subCounts(a, b *tile.Counts) {
	for w := 0; w < 40; w += 8 {
		binary.LittleEndian.PutUint64(a[w:], binary.LittleEndian.Uint64(a[w:])-binary.LittleEndian.Uint64(b[w:]))
	}
}

// unseeWins takes out of c the copies of winning tiles that the winners' hands counted more than once:
// the winners on one discard or robbed kong share one physical tile, seen in the first winner's hand,
// or not at all when s is one of them (the others score a copy outside the tile set). Seat s's own
// hand is not in c.
func unseeWins(c *tile.Counts, wins []variant.Win, s tile.Seat) {
	for i, w := range wins {
		ws, t := w.Context.Winner, w.Context.Winning
		if ws == s || !ws.IsValid() || !t.IsPlaying() || c[t] == 0 {
			continue
		}
		switch w.Context.Source {
		case score.Discard, score.RobbedKong:
			// One physical tile: seen in the first winner's hand, or not at all when s is a winner.
			for j, e := range wins {
				if j != i && e.Group == w.Group && (j < i || e.Context.Winner == s) {
					c[t]--
					break
				}
			}
		case score.SourceNone, score.Wall, score.Replacement:
		}
	}
}
