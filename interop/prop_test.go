package interop_test

import (
	"bytes"
	"io"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

// handGen plays one random hand: random discards, riichi, calls, kans with their indicators where
// Tenhou reveals them, and an end by tsumo, ron or exhaustion, with payments that add up.
type handGen struct {
	t       *rapid.T
	rng     *rand.Rand
	h       *interop.Hand
	tb      track.Table
	wall    []tile.ID
	kanDora []tile.ID
	pending bool
}

func (g *handGen) add(e interop.Event) {
	if err := g.tb.Apply(&e); err != nil {
		g.t.Fatalf("generator made an impossible event %+v: %v", e, err)
	}
	g.h.Events = append(g.h.Events, e)
}

func (g *handGen) reveal() {
	if len(g.kanDora) == 0 {
		return
	}
	g.add(interop.Event{Kind: interop.EventDora, Seat: tile.NoSeat, Tile: g.kanDora[0]})
	g.kanDora = g.kanDora[1:]
}

func (g *handGen) flush() {
	if g.pending {
		g.reveal()
		g.pending = false
	}
}

// kinds groups seat s's concealed tiles by kind.
func (g *handGen) kinds(s int) map[tile.Tile][]tile.ID {
	m := map[tile.Tile][]tile.ID{}
	for _, id := range g.tb.Concealed(nil, s) {
		m[id.Kind()] = append(m[id.Kind()], id)
	}
	return m
}

func sortedKinds(m map[tile.Tile][]tile.ID) []tile.Tile {
	var ks []tile.Tile
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func genValue(t *rapid.T, tsumo, dealer, riichi bool) *interop.Win {
	w := &interop.Win{Pao: tile.NoSeat, Limit: rapid.IntRange(0, 5).Draw(t, "limit")}
	if w.Limit == 0 {
		w.Fu = rapid.SampledFrom([]int{20, 25, 30, 40, 50, 70}).Draw(t, "fu")
	}
	unit := rapid.IntRange(1, 100).Draw(t, "unit")
	switch {
	case tsumo && dealer:
		w.Points = 300 * unit
	case tsumo:
		w.Points = 400*unit - 100*rapid.IntRange(0, 1).Draw(t, "odd")
	default:
		w.Points = 100 * unit
	}
	if w.Limit == 5 && rapid.Bool().Draw(t, "yakuman") {
		for _, id := range rapid.SliceOfNDistinct(rapid.IntRange(36, 51), 1, 2, rapid.ID[int]).Draw(t, "yakuman ids") {
			w.Yaku = append(w.Yaku, interop.Yaku{ID: id, Han: 13})
		}
		slices.SortFunc(w.Yaku, func(a, b interop.Yaku) int { return a.ID - b.ID })
		return w
	}
	for _, id := range rapid.SliceOfNDistinct(rapid.IntRange(0, 35), 1, 4, rapid.ID[int]).Draw(t, "yaku ids") {
		w.Yaku = append(w.Yaku, interop.Yaku{ID: id, Han: rapid.IntRange(1, 6).Draw(t, "han")})
	}
	slices.SortFunc(w.Yaku, func(a, b interop.Yaku) int { return a.ID - b.ID })
	if n := rapid.IntRange(0, 3).Draw(t, "dora"); n > 0 {
		w.Yaku = append(w.Yaku, interop.Yaku{ID: 52, Han: n})
	}
	if n := rapid.IntRange(0, 3).Draw(t, "aka"); n > 0 {
		w.Yaku = append(w.Yaku, interop.Yaku{ID: 54, Han: n})
	}
	if riichi {
		w.Yaku = append(w.Yaku, interop.Yaku{ID: 53, Han: rapid.IntRange(0, 2).Draw(t, "ura")})
	}
	return w
}

func (g *handGen) win(seat, from int, tileID tile.ID) {
	t := g.t
	dealer := seat == g.h.Round%4
	w := genValue(t, seat == from, dealer, g.tb.Riichi(seat))
	sticks := 1000 * (g.h.Sticks + g.tb.Accepted)
	honba := 100 * g.h.Honba
	if g.tb.Wins() > 0 { // only the nearest winner takes honba and sticks
		sticks, honba = 0, 0
	}
	if seat == from {
		child, dl := w.Points/3, w.Points/3
		if !dealer {
			child = w.Points / 4
			if w.Points%400 != 0 {
				child = (w.Points + 100) / 4
			}
			dl = w.Points - 2*child
		}
		for s := range 4 {
			switch {
			case s == seat:
			case s == g.h.Round%4:
				w.Deltas[s] = -dl - honba
			default:
				w.Deltas[s] = -child - honba
			}
		}
		w.Deltas[seat] = w.Points + 3*honba + sticks
	} else {
		w.Deltas[from] = -w.Points - 3*honba
		w.Deltas[seat] = w.Points + 3*honba + sticks
	}
	if rapid.IntRange(0, 4).Draw(t, "pao") == 0 {
		w.Pao = track.Seat((seat + rapid.IntRange(1, 3).Draw(t, "pao seat")) % 4)
	}
	g.add(interop.Event{Kind: interop.EventWin, Seat: track.Seat(seat), From: track.Seat(from), Tile: tileID, Win: w})
	if g.tb.Riichi(seat) && g.h.Ura == nil {
		g.h.Ura = slices.Clone(g.wall[53 : 53+len(g.tb.Indicators)])
	}
}

func (g *handGen) exhaustive() {
	r := &interop.Ryuukyoku{Kind: interop.Exhaustive}
	n := rapid.IntRange(0, 3).Draw(g.t, "tenpai count")
	tenpai := rapid.SliceOfNDistinct(rapid.IntRange(0, 3), n, n, rapid.ID[int]).Draw(g.t, "tenpai")
	for _, s := range tenpai {
		r.Shown[s] = true
	}
	if n > 0 {
		for s := range 4 {
			if r.Shown[s] {
				r.Deltas[s] = 3000 / n
			} else {
				r.Deltas[s] = -3000 / (4 - n)
			}
		}
	}
	g.add(interop.Event{Kind: interop.EventRyuukyoku, Seat: tile.NoSeat, Ryuukyoku: r})
}

func genHand(t *rapid.T, round, honba, sticks int, scores [4]int) interop.Hand {
	rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 0))
	wall := tile.AppendSet(nil, tile.PlayingKinds)
	rng.Shuffle(len(wall), func(i, j int) { wall[i], wall[j] = wall[j], wall[i] })
	h := &interop.Hand{Round: round, Honba: honba, Sticks: sticks, Scores: scores, Indicator: wall[52],
		Dice: [2]int{1 + rng.IntN(6), 1 + rng.IntN(6)}}
	for s := range 4 {
		copy(h.Deal[s][:], wall[13*s:13*s+13])
	}
	g := &handGen{t: t, rng: rng, h: h, wall: wall, kanDora: slices.Clone(wall[58:62])}
	if err := g.tb.Start(h); err != nil {
		t.Fatal(err)
	}
	live := wall[62:]
	seat := round % 4
	needDraw := true
	for {
		if needDraw {
			if g.tb.Draws == 70 {
				g.exhaustive()
				return *h
			}
			drawn := live[0]
			live = live[1:]
			g.add(interop.Event{Kind: interop.EventDraw, Seat: track.Seat(seat), Tile: drawn})
			if rng.IntN(121) == 0 {
				g.win(seat, seat, drawn)
				return *h
			}
		}
		needDraw = true
		kinds := g.kinds(seat)
		// Kans, when the seat may make one.
		if g.tb.Kans < 3 && !g.tb.Riichi(seat) && g.tb.Draws < 66 && len(g.kanDora) > 0 {
			var ankan []tile.ID
			for _, k := range sortedKinds(kinds) {
				if len(kinds[k]) == 4 {
					ankan = kinds[k]
				}
			}
			if ankan != nil && rng.IntN(2) == 0 {
				g.add(interop.Event{Kind: interop.EventAnkan, Seat: track.Seat(seat), Consumed: [4]tile.ID(ankan)})
				g.flush()
				g.reveal()
				continue
			}
			for _, m := range g.tb.Melds(seat) {
				if m.Kind == interop.EventPon && len(kinds[m.Called.Kind()]) == 1 && rng.IntN(2) == 0 {
					g.add(interop.Event{Kind: interop.EventKakan, Seat: track.Seat(seat), Tile: kinds[m.Called.Kind()][0]})
					g.flush()
					g.pending = true
					break
				}
			}
			if g.h.Events[len(g.h.Events)-1].Kind == interop.EventKakan {
				continue
			}
		}
		// The discard.
		g.flush()
		last := g.tb.LastDraw(seat)
		closed := len(g.tb.Melds(seat)) == 0
		riichi := false
		if closed && !g.tb.Riichi(seat) && g.tb.Draws < 66 && rng.IntN(10) == 0 {
			g.add(interop.Event{Kind: interop.EventRiichi, Seat: track.Seat(seat)})
			riichi = true
		}
		var d tile.ID
		if last != 0 && (g.tb.Riichi(seat) && !riichi || rng.IntN(3) == 0) {
			d = last
		} else {
			c := g.tb.Concealed(nil, seat)
			d = c[rng.IntN(len(c))]
		}
		g.add(interop.Event{Kind: interop.EventDiscard, Seat: track.Seat(seat), Tile: d, Tsumogiri: d == last})
		if rng.IntN(121) == 0 {
			first := 1 + rng.IntN(3)
			g.win((seat+first)%4, seat, d)
			if first < 3 && rng.IntN(3) == 0 { // a double ron: the nearer winner comes first
				g.win((seat+first+1+rng.IntN(3-first))%4, seat, d)
			}
			return *h
		}
		if riichi {
			g.add(interop.Event{Kind: interop.EventRiichiAccepted, Seat: track.Seat(seat)})
		}
		// Calls.
		called := false
		if g.tb.Draws < 66 {
			for k := 1; k <= 3 && !called; k++ {
				o := (seat + k) % 4
				if g.tb.Riichi(o) {
					continue
				}
				ok := g.kinds(o)
				same := ok[d.Kind()]
				switch {
				case len(same) == 3 && g.tb.Kans < 3 && len(g.kanDora) > 0 && rng.IntN(3) == 0:
					g.add(interop.Event{Kind: interop.EventDaiminkan, Seat: track.Seat(o), From: track.Seat(seat), Tile: d, Consumed: [4]tile.ID{same[0], same[1], same[2]}})
					g.pending, seat, called = true, o, true
				case len(same) >= 2 && rng.IntN(3) == 0:
					g.add(interop.Event{Kind: interop.EventPon, Seat: track.Seat(o), From: track.Seat(seat), Tile: d, Consumed: [4]tile.ID{same[0], same[1]}})
					seat, called, needDraw = o, true, false
				case k == 1 && d.Kind().IsSuited():
					r := int(d.Kind()-1) % 9
					for _, lo := range []int{-2, -1, 0} {
						a, b := d.Kind()+tile.Tile(lo), d.Kind()+tile.Tile(lo+1)
						if lo == 0 {
							a, b = d.Kind()+1, d.Kind()+2
						} else if lo == -1 {
							a, b = d.Kind()-1, d.Kind()+1
						}
						if r+lo < 0 || r+lo+2 > 8 || len(ok[a]) == 0 || len(ok[b]) == 0 || called {
							continue
						}
						if rng.IntN(3) == 0 {
							c := [4]tile.ID{ok[a][0], ok[b][0]}
							slices.Sort(c[:2])
							g.add(interop.Event{Kind: interop.EventChi, Seat: track.Seat(o), From: track.Seat(seat), Tile: d, Consumed: c})
							seat, called, needDraw = o, true, false
						}
					}
				}
			}
		}
		if !called {
			seat = (seat + 1) % 4
		}
	}
}

func genGame(t *rapid.T) *interop.Game {
	g := &interop.Game{
		Rules: &interop.Rules{Red: true, Kuitan: rapid.Bool().Draw(t, "kuitan"), Hanchan: rapid.Bool().Draw(t, "hanchan"),
			Fast: rapid.Bool().Draw(t, "fast"), Human: true, Room: rapid.IntRange(0, 3).Draw(t, "room")},
		Players: [4]interop.Player{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}},
		Tenhou:  interop.TenhouInfo{Version: "2.3"},
	}
	scores := [4]int{25000, 25000, 25000, 25000}
	honba, sticks := 0, 0
	n := rapid.IntRange(1, 3).Draw(t, "hands")
	var tb track.Table
	for i := range n {
		h := genHand(t, i, honba, sticks, scores)
		g.Hands = append(g.Hands, h)
		if _, err := track.Check(&interop.Game{Hands: []interop.Hand{h}}); err != nil {
			t.Fatal(err)
		}
		_ = tb.Start(&h)
		for j := range h.Events {
			_ = tb.Apply(&h.Events[j])
		}
		scores = tb.Scores
		if h.Events[len(h.Events)-1].Kind == interop.EventWin {
			honba, sticks = 0, 0
		} else {
			honba, sticks = honba+1, sticks+tb.Accepted
		}
	}
	g.End = &interop.End{Points: scores}
	for s := range 4 {
		g.End.Results[s] = rapid.IntRange(-1000, 1000).Draw(t, "result")
	}
	return g
}

// write runs a writer into a byte slice.
func write(w func(io.Writer, *interop.Game) error, g *interop.Game) ([]byte, error) {
	var b bytes.Buffer
	err := w(&b, g)
	return b.Bytes(), err
}

type format struct {
	name  string
	write func(*interop.Game) ([]byte, error)
	read  func([]byte) (*interop.Game, error)
	// keep projects a record onto what the format carries.
	keep func(*interop.Game) *interop.Game
}

var formats = []format{
	{"mjlog",
		func(g *interop.Game) ([]byte, error) { return write(tenhou.WriteXML, g) },
		func(b []byte) (*interop.Game, error) { return tenhou.ReadXML(bytes.NewReader(b)) },
		func(g *interop.Game) *interop.Game {
			c := *g
			c.Players = [4]interop.Player{} // mjlog-N drops UN
			return &c
		}},
	{"tenhou.net/6",
		func(g *interop.Game) ([]byte, error) { return write(tenhou.WriteJSON, g) },
		func(b []byte) (*interop.Game, error) { return tenhou.ReadJSON(bytes.NewReader(b)) },
		func(g *interop.Game) *interop.Game {
			c := track.Canonical(g, true)
			for i := range c.Hands {
				c.Hands[i].Dice = [2]int{}
			}
			return c
		}},
	{"mjai",
		func(g *interop.Game) ([]byte, error) { return write(mjai.Write, g) },
		func(b []byte) (*interop.Game, error) { return mjai.Read(bytes.NewReader(b)) },
		func(g *interop.Game) *interop.Game {
			c := track.Canonical(g, true)
			c.Rules, c.End, c.Tenhou = nil, nil, interop.TenhouInfo{}
			for i := range c.Players {
				c.Players[i] = interop.Player{Name: c.Players[i].Name}
			}
			for i := range c.Hands {
				c.Hands[i].Dice = [2]int{}
				for _, e := range c.Hands[i].Events {
					if e.Win != nil {
						*e.Win = interop.Win{Pao: tile.NoSeat, Deltas: e.Win.Deltas}
					}
				}
			}
			return c
		}},
}

// TestWriteReadKeepsTheRecord: for generated games, writing a record in each format and reading it
// back gives the record, up to what the format does not carry; writing again gives the same bytes.
func TestWriteReadKeepsTheRecord(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := genGame(t)
		for _, f := range formats {
			b, err := f.write(g)
			if err != nil {
				t.Fatalf("%s: write: %v", f.name, err)
			}
			back, err := f.read(b)
			if err != nil {
				t.Fatalf("%s: read of our own output: %v\n%s", f.name, err, b)
			}
			if want, got := f.keep(g), f.keep(back); !reflect.DeepEqual(want, got) {
				for i := range want.Hands {
					if !reflect.DeepEqual(want.Hands[i], got.Hands[i]) {
						for j := range want.Hands[i].Events {
							if j >= len(got.Hands[i].Events) || !reflect.DeepEqual(want.Hands[i].Events[j], got.Hands[i].Events[j]) {
								t.Logf("hand %d event %d: want %+v", i, j, want.Hands[i].Events[j])
								if j < len(got.Hands[i].Events) {
									t.Logf("got %+v", got.Hands[i].Events[j])
								}
								break
							}
						}
					}
				}
				t.Fatalf("%s: the record changed\nwant %+v\ngot  %+v", f.name, want, got)
			}
			again, err := f.write(back)
			if err != nil || !bytes.Equal(b, again) {
				t.Fatalf("%s: writing the read record changed the bytes (%v)", f.name, err)
			}
		}
	})
}
