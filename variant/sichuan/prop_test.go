package sichuan_test

import (
	"testing"

	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/summary"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

var suits = [...]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo}

// group is one group of a generated winning hand.
type group struct {
	kind    meld.Kind // Chow, Pung or Kong
	suit    tile.Suit
	rank    int
	exposed bool // a claimed pung, or a claimed kong
}

// winSpec is a generated winning hand, independent of the suits' names so it can be permuted.
type winSpec struct {
	missing  tile.Suit
	seven    bool
	groups   []group
	pairs    [][2]int // rank and index of each pair
	pairSuit []tile.Suit
	winPick  int
	source   score.Source
	winner   tile.Seat
	supplier tile.Seat
	out      [tile.NumSeats]bool
	lastTile bool
}

func suitedTile(s tile.Suit, r int) tile.Tile { return tile.Of(s, r) }

// genWin draws a winning hand whose tiles are in the suits of allowed (a subset of suits).
func genWin(t *rapid.T, allowed []tile.Suit) winSpec {
	var ws winSpec
	ws.seven = rapid.IntRange(0, 5).Draw(t, "sevenRoll") == 0
	pick := func(label string) tile.Suit { return rapid.SampledFrom(allowed).Draw(t, label) }
	if ws.seven {
		for i := range 7 {
			ws.pairSuit = append(ws.pairSuit, pick("ps"))
			ws.pairs = append(ws.pairs, [2]int{rapid.IntRange(1, 9).Draw(t, "pr"), i})
		}
	} else {
		for range 4 {
			g := group{suit: pick("gs")}
			switch rapid.IntRange(0, 5).Draw(t, "gk") {
			case 0, 1, 2:
				g.kind = meld.Chow
				g.rank = rapid.IntRange(1, 7).Draw(t, "cr")
			case 3, 4:
				g.kind = meld.Pung
				g.rank = rapid.IntRange(1, 9).Draw(t, "pr")
				g.exposed = rapid.Bool().Draw(t, "pe")
			default:
				g.kind = meld.Kong
				g.rank = rapid.IntRange(1, 9).Draw(t, "kr")
				g.exposed = rapid.Bool().Draw(t, "ke")
			}
			ws.groups = append(ws.groups, g)
		}
		ws.pairSuit = []tile.Suit{pick("ps")}
		ws.pairs = [][2]int{{rapid.IntRange(1, 9).Draw(t, "pr"), 0}}
	}
	ws.winPick = rapid.IntRange(0, 13).Draw(t, "win")
	ws.winner = tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "winner"))
	ws.source = rapid.SampledFrom([]score.Source{score.Wall, score.Discard}).Draw(t, "source")
	ws.supplier = tile.NoSeat
	if ws.source == score.Discard {
		ws.supplier = ws.winner.Add(rapid.IntRange(1, 3).Draw(t, "sup"))
	}
	for range rapid.IntRange(0, 2).Draw(t, "nout") {
		s := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "out"))
		if s != ws.winner && s != ws.supplier {
			ws.out[s.Index()] = true
		}
	}
	ws.lastTile = rapid.Bool().Draw(t, "last")
	return ws
}

// build makes the hand and facts of ws with the suits mapped by perm (perm[s] replaces suit s).
func (ws winSpec) build(perm map[tile.Suit]tile.Suit) (hand.Hand, score.WinContext, bool) {
	var concealed []tile.Tile
	var melds []meld.Meld
	for _, g := range ws.groups {
		t0 := suitedTile(perm[g.suit], g.rank)
		switch {
		case g.kind == meld.Chow:
			concealed = append(concealed, t0, t0.Next(), t0.Next().Next())
		case g.kind == meld.Pung && !g.exposed:
			concealed = append(concealed, t0, t0, t0)
		case g.exposed:
			m, err := meld.NewClaimed(g.kind, t0, ws.winner.Next())
			if err != nil {
				return hand.Hand{}, score.WinContext{}, false
			}
			melds = append(melds, m)
		default:
			melds = append(melds, meld.MustNew(meld.Kong, t0))
		}
	}
	for i, p := range ws.pairs {
		t0 := suitedTile(perm[ws.pairSuit[i]], p[0])
		concealed = append(concealed, t0, t0)
	}
	h, err := hand.New(concealed, melds, nil)
	if err != nil {
		return hand.Hand{}, score.WinContext{}, false
	}
	w := score.WinContext{
		Winner: ws.winner, Winning: concealed[ws.winPick%len(concealed)], Source: ws.source,
		Supplier: ws.supplier, MissingSuit: perm[ws.missing], Out: ws.out, Dealer: tile.SeatEast,
	}
	if ws.lastTile {
		w.Flags |= score.LastTile
	}
	return h, w, true
}

var identity = map[tile.Suit]tile.Suit{tile.Characters: tile.Characters, tile.Circles: tile.Circles, tile.Bamboo: tile.Bamboo}

// genValid draws a legal winning hand and its facts, with the missing suit not in the hand.
func genValid(t *rapid.T) (winSpec, hand.Hand, score.WinContext) {
	missing := rapid.SampledFrom(suits[:]).Draw(t, "missing")
	var allowed []tile.Suit
	for _, s := range suits {
		if s != missing {
			allowed = append(allowed, s)
		}
	}
	ws := genWin(t, allowed)
	ws.missing = missing
	h, w, ok := ws.build(identity)
	if !ok {
		t.Skip("more than four copies")
	}
	return ws, h, w
}

func genRules(t *rapid.T) *sichuan.Rules {
	return sichuan.MustNew(sichuan.Options{
		FanCap:             rapid.IntRange(0, 5).Draw(t, "cap"),
		PairWait:           sichuan.PairWait(rapid.IntRange(0, 2).Draw(t, "pairWait")),
		KongPayments:       rapid.Bool().Draw(t, "kongPayments"),
		KongShootMoney:     sichuan.KongShootMoney(rapid.IntRange(0, 1).Draw(t, "shoot")),
		ExposedKongDrawWin: sichuan.ExposedKongDrawWin(rapid.IntRange(0, 1).Draw(t, "ekdw")),
		TenpaiCheckAmount:  sichuan.TenpaiCheck(rapid.IntRange(0, 1).Draw(t, "tenpai")),
		FlowerPigAmount:    rapid.IntRange(0, 10).Draw(t, "pig"),
	})
}

func TestPropScore(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := genRules(t)
		_, h, w := genValid(t)
		res, err := r.Score(h, w)
		if err != nil {
			t.Fatalf("%s %+v: %v", h, w, err)
		}
		if !r.CanWin(h, w) {
			t.Fatalf("Score accepts %s but CanWin does not", h)
		}
		cp := 1 << r.Options().FanCap
		if res.Value > cp || res.Value < 1 {
			t.Fatalf("base %d outside 1..%d", res.Value, cp)
		}
		n := res.Payments.Net()
		if n[0]+n[1]+n[2]+n[3] != 0 {
			t.Fatalf("payments do not sum to zero: %v", n)
		}
		for _, tr := range res.Payments {
			if w.Out[tr.From.Index()] || w.Out[tr.To.Index()] {
				t.Fatalf("a player who is out takes part: %v", tr)
			}
			if tr.To != w.Winner {
				t.Fatalf("payment not to the winner: %v", tr)
			}
		}
		if v, err := r.Value(h, w); err != nil || v != res.Value {
			t.Fatalf("Value %d, %v; Score %d", v, err, res.Value)
		}
	})
}

func TestPropMissingSuitNeverWins(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := genRules(t)
		ws := genWin(t, suits[:])
		ws.missing = tile.Characters
		h, w, ok := ws.build(identity)
		if !ok {
			t.Skip("more than four copies")
		}
		// Make the missing suit one the hand holds.
		kinds := h.All().Kinds()
		for _, s := range suits {
			if kinds&s.Kinds() != 0 {
				w.MissingSuit = s
			}
		}
		if r.CanWin(h, w) {
			t.Fatalf("%s wins with missing suit %v", h, w.MissingSuit)
		}
		if _, err := r.Score(h, w); err == nil {
			t.Fatalf("%s scores with missing suit %v", h, w.MissingSuit)
		}
	})
}

func TestPropSuitPermutation(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := genRules(t)
		ws, h, w := genValid(t)
		order := rapid.Permutation(suits[:]).Draw(t, "perm")
		perm := map[tile.Suit]tile.Suit{}
		for i, s := range suits {
			perm[s] = order[i]
		}
		h2, w2, ok := ws.build(perm)
		if !ok {
			t.Fatalf("permuted hand invalid")
		}
		a, errA := r.Score(h, w)
		b, errB := r.Score(h2, w2)
		if (errA == nil) != (errB == nil) {
			t.Fatalf("errors differ: %v / %v", errA, errB)
		}
		if a.Fan != b.Fan || a.Value != b.Value || a.Payments.Net() != b.Payments.Net() || len(a.Items) != len(b.Items) {
			t.Fatalf("%s: %d fan %d; %s: %d fan %d", h, a.Fan, a.Value, h2, b.Fan, b.Value)
		}
		m := ws.missing
		ra, _ := r.ReadyValue(mustWithout(h, w.Winning), m)
		rb, _ := r.ReadyValue(mustWithout(h2, w2.Winning), perm[m])
		if ra != rb {
			t.Fatalf("ready values differ: %d / %d", ra, rb)
		}
	})
}

func mustWithout(h hand.Hand, t tile.Tile) hand.Hand {
	h2, err := h.Without(t)
	if err != nil {
		panic(err)
	}
	return h2
}

func TestPropReadyValueCoversWaits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := genRules(t)
		ws, h, w := genValid(t)
		h13 := mustWithout(h, w.Winning)
		v, best := r.ReadyValue(h13, ws.missing)
		waits := r.Waits(h13, ws.missing)
		if (v > 0) != (waits != 0) {
			t.Fatalf("ready value %d with waits %v", v, waits)
		}
		if h.All().Count(w.Winning) < 4 && !waits.Has(w.Winning) {
			t.Fatalf("%s: the winning tile %v is not a wait of %s", h, w.Winning, h13)
		}
		for wt := range waits.All() {
			if h13.All().Count(wt) == 4 {
				t.Fatalf("wait %v is held four times", wt)
			}
			if wv := r.WaitValue(h13, ws.missing, wt); wv > v || wv < 1 {
				t.Fatalf("wait %v value %d, ready value %d", wt, wv, v)
			}
		}
		if v > 0 && r.WaitValue(h13, ws.missing, best) != v {
			t.Fatalf("best wait %v does not have the ready value %d", best, v)
		}
	})
}

// genSummary draws a finished hand with random (not necessarily realistic) final hands and kongs.
func genSummary(t *rapid.T) variant.Summary {
	s := variant.Summary{Dealer: tile.SeatEast, Exhausted: rapid.Bool().Draw(t, "exhausted")}
	nOut := rapid.IntRange(0, 2).Draw(t, "nOut")
	for i := range nOut {
		seat := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "winner"))
		s.Wins = append(s.Wins, variant.Win{Context: score.WinContext{Winner: seat, Source: score.Wall, Supplier: tile.NoSeat}, Group: i})
	}
	var all tile.Counts
	for p := range tile.Seats() {
		s.Missing[p.Index()] = rapid.SampledFrom(suits[:]).Draw(t, "missing")
		var c tile.Counts
		for c.Total() < 13 {
			k := tile.Of(rapid.SampledFrom(suits[:]).Draw(t, "suit"), rapid.IntRange(1, 9).Draw(t, "rank"))
			if all.Count(k) < 4 {
				all.Add(k)
				c.Add(k)
			}
		}
		h, err := hand.FromCounts(c, nil, 0)
		if err != nil {
			t.Fatalf("%v", err)
		}
		s.Hands[p.Index()] = h
		for range rapid.IntRange(0, 3).Draw(t, "ndiscards") {
			s.Discards[p.Index()] = append(s.Discards[p.Index()], tile.Of(rapid.SampledFrom(suits[:]).Draw(t, "ds"), 1))
		}
	}
	out := summary.Out(&s)
	turn := 0
	var prev variant.Kong
	for range rapid.IntRange(0, 4).Draw(t, "nkongs") {
		// A kong record as the referee writes it: turns in sequence (a turn shared only by kongs of one
		// seat, with one Shot list), the konger and everyone who never won still in, a Shot list of
		// winners in turn order from the konger.
		if turn > 0 && rapid.Bool().Draw(t, "sameTurn") {
			k := prev
			k.Kind = variant.KongKind(rapid.IntRange(0, 3).Draw(t, "kk"))
			k.Supplier, k.Robbed = tile.NoSeat, false
			if k.Kind == variant.ExposedKong {
				k.Supplier = pickIn(t, k.StillIn, k.Seat)
			}
			if k.Supplier.IsValid() || k.Kind != variant.ExposedKong {
				s.Kongs = append(s.Kongs, k)
				prev = k
			}
			continue
		}
		turn += rapid.IntRange(1, 3).Draw(t, "turnStep")
		k := variant.Kong{
			Seat: tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "ks")), Tile: tile.Character1,
			Kind: variant.KongKind(rapid.IntRange(0, 3).Draw(t, "kk")), Turn: turn,
		}
		for p := range tile.Seats() {
			k.StillIn[p.Index()] = !out[p.Index()] || p == k.Seat || rapid.Bool().Draw(t, "in")
		}
		if k.Kind == variant.ExposedKong {
			if k.Supplier = pickIn(t, k.StillIn, k.Seat); !k.Supplier.IsValid() {
				continue
			}
		}
		if rapid.Bool().Draw(t, "shot") {
			for d := 1; d < tile.NumSeats; d++ {
				if w := k.Seat.Add(d); out[w.Index()] && k.StillIn[w.Index()] && rapid.Bool().Draw(t, "shooter") {
					k.Shot = append(k.Shot, w)
				}
			}
			k.Robbed = len(k.Shot) > 0 && (k.Kind == variant.AddedFresh || k.Kind == variant.AddedHeld) && rapid.Bool().Draw(t, "robbed")
		}
		s.Kongs = append(s.Kongs, k)
		prev = k
	}
	return s
}

// pickIn draws a seat other than not among those marked in, or returns tile.NoSeat if there is none.
func pickIn(t *rapid.T, in [tile.NumSeats]bool, not tile.Seat) tile.Seat {
	var seats []tile.Seat
	for p := range tile.Seats() {
		if in[p.Index()] && p != not {
			seats = append(seats, p)
		}
	}
	if len(seats) == 0 {
		return tile.NoSeat
	}
	return rapid.SampledFrom(seats).Draw(t, "supplier")
}

func TestPropSettle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := genRules(t)
		s := genSummary(t)
		l, err := r.Settle(s)
		if err != nil {
			t.Fatalf("%v", err)
		}
		n := l.Net()
		if n[0]+n[1]+n[2]+n[3] != 0 {
			t.Fatalf("settlement does not sum to zero: %v", n)
		}
		out := summary.Out(&s)
		for _, tr := range l {
			switch tr.Reason {
			case sichuan.ReasonFlowerPig, sichuan.ReasonTenpaiCheck, sichuan.ReasonKongRefund:
				if out[tr.From.Index()] {
					t.Fatalf("a player who is out pays at exhaustion: %v", tr)
				}
			}
			if tr.Reason != sichuan.ReasonKongRefund && out[tr.To.Index()] &&
				(tr.Reason == sichuan.ReasonFlowerPig || tr.Reason == sichuan.ReasonTenpaiCheck) {
				t.Fatalf("a player who is out receives at exhaustion: %v", tr)
			}
		}
		if !r.Options().KongPayments {
			for _, tr := range l {
				if tr.Reason != sichuan.ReasonFlowerPig && tr.Reason != sichuan.ReasonTenpaiCheck {
					t.Fatalf("kong money with kong payments off: %v", tr)
				}
			}
		}
		if !s.Exhausted && !r.Options().KongPayments && len(l) != 0 {
			t.Fatalf("transfers without exhaustion or kong money: %v", l)
		}
	})
}
