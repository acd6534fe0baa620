package replay

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// Export returns the record of a riichi game the library played, for the writers of
// [github.com/mahjong-go/mahjong/interop/tenhou] and [github.com/mahjong-go/mahjong/interop/mjai]:
// hands are the game's finished hands in order (each [game.Session.Current] or [game.New] gave),
// the first being the game's first hand, whose dealer becomes the log's seat 0. When s is not nil
// and over, the final result comes from its standings.
//
// The record states the rules a Tenhou log can name (red fives, open tanyao, length); other options
// are lost (docs/interop.md). Export fails, with an error wrapping [ErrRecord], for hands that are not
// over, not riichi, or not of one game.
func Export(hands []*game.Game, s *game.Session) (*interop.Game, error) {
	if len(hands) == 0 || len(hands) > 128 {
		return nil, fmt.Errorf("%w: %d hands", ErrRecord, len(hands))
	}
	var rules *riichi.Rules
	out := &interop.Game{Hands: make([]interop.Hand, len(hands))}
	var base tile.Seat
	for i, g := range hands {
		r, ok := g.Rules().(*riichi.Rules)
		switch {
		case g == nil || !ok:
			return nil, fmt.Errorf("%w: hand %d is not a riichi hand", ErrRecord, i+1)
		case !g.Over() || g.Err() != nil:
			return nil, fmt.Errorf("%w: hand %d is not over", ErrRecord, i+1)
		case i == 0:
			rules, base = r, g.Dealer()
		case r.Options() != rules.Options():
			return nil, fmt.Errorf("%w: hand %d is played under other rules", ErrRecord, i+1)
		}
		h, err := exportHand(g, base, nil)
		if err != nil {
			return nil, fmt.Errorf("%w: hand %d: %w", ErrRecord, i+1, err)
		}
		out.Hands[i] = *h
	}
	lr, _ := logRules(rules.Options())
	out.Rules = &lr
	if s != nil && s.Over() {
		out.End = endOf(s.Standings(), base)
	}
	return out, nil
}

// endOf returns the final result of standings, in log seats counted from base.
func endOf(st variant.Standings, base tile.Seat) *interop.End {
	e := &interop.End{}
	for _, p := range st.Places {
		i := logSeat(p.Seat, base).Index()
		e.Points[i] = p.Points
		e.Results[i] = p.Final / 100
	}
	return e
}

// logSeat returns the log seat of library seat s when base is the log's seat 0.
func logSeat(s, base tile.Seat) tile.Seat {
	if !s.IsValid() {
		return tile.NoSeat
	}
	return tile.SeatAt((s.Index() - base.Index() + 4) % 4)
}

// exportHand returns the record of the finished hand g, seats counted from base. When g replayed a
// log's hand lg, a call's own tiles are the log's (the referee applied the call with their faces);
// otherwise they are copies of the faces the call took that the seat does not play later.
func exportHand(g *game.Game, base tile.Seat, lg *interop.Hand) (*interop.Hand, error) {
	cfg := g.Config()
	rules, ok := g.Rules().(*riichi.Rules)
	if !ok {
		return nil, errors.New("not a riichi hand")
	}
	o := rules.Options()
	red := rules.Table().Scoring.RedFives != [3]uint8{}
	ls := func(s tile.Seat) tile.Seat { return logSeat(s, base) }
	h := &interop.Hand{Honba: cfg.Counters, Sticks: cfg.Deposits}
	wind := 0
	if cfg.Prevailing.IsWind() {
		wind = int(cfg.Prevailing - tile.East)
	}
	h.Round = 4*wind + ls(cfg.Dealer).Index()
	for i := range 4 {
		h.Scores[ls(tile.SeatAt(i)).Index()] = cfg.Scores[i]
	}
	evs := g.Events()
	wins := g.Wins()
	var sum variant.Summary
	summed := false
	summary := func() *variant.Summary {
		if !summed {
			sum, summed = g.Summary(), true
		}
		return &sum
	}
	var calls []*interop.Event // the log's calls, in order
	if lg != nil {
		for j := range lg.Events {
			if k := lg.Events[j].Kind; k == interop.EventChi || k == interop.EventPon || k == interop.EventDaiminkan {
				calls = append(calls, &lg.Events[j])
			}
		}
	}
	ncall := 0
	w, err := wallFrom(cfg, rules)
	if err != nil {
		return nil, err
	}
	d := w.Dice()
	h.Dice = [2]int{int(d[0]), int(d[1])}

	// The seats' tiles are followed only to choose a call's own tiles, which a replayed hand takes
	// from its log when its calls are the log's.
	follow := !sameCalls(evs, calls)
	// laterUse[id] is the index of the last event in which the tile's owner discards it or adds it to
	// a kan, so that a call takes copies the seat does not play later.
	var laterUse [tile.NumIDs + 1]int
	if follow {
		for i := range evs {
			if e := &evs[i]; (e.Kind == game.EventDiscard || e.Kind == game.EventKong) && e.Tile.IsValid() {
				laterUse[e.Tile] = i
			}
		}
	}

	var held [4][]tile.ID
	var nmeld [4]int
	out := make([]interop.Event, 0, len(evs))
	nind, nwin := 0, 0
	var first tile.ID
	discarded := false
	firstAt := 0
	var pendingDora []interop.Event
	accept := tile.NoSeat // a riichi discard waiting to be accepted
	flushAccept := func() {
		if accept.IsValid() {
			out = append(out, interop.Event{Kind: interop.EventRiichiAccepted, Seat: ls(accept)})
			accept = tile.NoSeat
		}
	}
	for i := range evs {
		e := &evs[i]
		if k := e.Kind; k == game.EventClaim || k == game.EventDraw || k == game.EventAbort || k == game.EventEnd {
			flushAccept()
		}
		switch e.Kind {
		case game.EventDeal:
			s := e.Seat.Index()
			if follow {
				held[s] = append(held[s][:0], e.Tiles...)
			}
			copy(h.Deal[ls(e.Seat).Index()][:], e.Tiles[:13])
			if len(e.Tiles) == 14 {
				first = e.Tiles[13] // the dealer's 14th tile: the log's first draw
			}
		case game.EventIndicator:
			if nind == 0 {
				h.Indicator = e.Tile
				nind++
				if first != 0 {
					firstAt = len(out)
					out = append(out, interop.Event{Kind: interop.EventDraw, Seat: ls(cfg.Dealer), Tile: first})
				}
				continue
			}
			nind++
			ev := interop.Event{Kind: interop.EventDora, Seat: tile.NoSeat, Tile: e.Tile}
			switch {
			case i+1 < len(evs) && evs[i+1].Kind == game.EventKong:
				// Shown at the next kan's declaration: the log shows it after that kan.
				pendingDora = append(pendingDora, ev)
				continue
			case len(out) > 0 && out[len(out)-1].Kind == interop.EventDiscard && i > 0 && evs[i-1].Kind == game.EventDiscard:
				// An open kan's indicator shown at the discard: the log shows it before the discard.
				n := len(out) - 1
				if n > 0 && out[n-1].Kind == interop.EventRiichi {
					n--
				}
				out = slices.Insert(out, n, ev)
				continue
			}
			out = append(out, ev)
		case game.EventDraw:
			if follow {
				held[e.Seat.Index()] = append(held[e.Seat.Index()], e.Tile)
			}
			out = append(out, interop.Event{Kind: interop.EventDraw, Seat: ls(e.Seat), Tile: e.Tile})
		case game.EventDiscard:
			if follow {
				held[e.Seat.Index()] = without(held[e.Seat.Index()], e.Tile)
			}
			if e.Call {
				out = append(out, interop.Event{Kind: interop.EventRiichi, Seat: ls(e.Seat)})
				accept = e.Seat
			}
			// The dealer's 14th tile is dealt, not drawn, so the referee may discard another copy of
			// its face: the record, where copies of a face are interchangeable, deals that copy and
			// draws the 14th, so that the discard is the log's tsumogiri.
			tg := e.Drawn
			last := len(out) - 1
			if last > 0 && out[last].Kind == interop.EventRiichi {
				last--
			}
			if !discarded && last == firstAt && first != 0 && faceOf(e.Tile, red) == faceOf(first, red) {
				tg = true
				if d := &h.Deal[ls(e.Seat).Index()]; e.Tile != first {
					if k := slices.Index(d[:], e.Tile); k >= 0 {
						d[k] = first
						out[firstAt].Tile = e.Tile
					} else {
						tg = false
					}
				}
			}
			discarded = true
			out = append(out, interop.Event{Kind: interop.EventDiscard, Seat: ls(e.Seat), Tile: e.Tile, Tsumogiri: tg})
		case game.EventClaim:
			s := e.Seat.Index()
			ev := interop.Event{Kind: callKind(e.Claim), Seat: ls(e.Seat), Tile: e.Tile, From: ls(e.From)}
			n := consumedLen(ev.Kind)
			m := nmeld[s]
			nmeld[s]++
			if !follow {
				ev.Consumed = calls[ncall].Consumed
				ncall++
			} else if err := consume(&ev, n, summary().Hands[s].Meld(m), held[s], red, laterUse[:], i); err != nil {
				return nil, fmt.Errorf("event %d: %v's call does not fit its tiles", i+1, e.Seat)
			}
			for _, id := range ev.Consumed[:n] {
				held[s] = without(held[s], id)
			}
			slices.Sort(ev.Consumed[:n])
			out = append(out, ev)
			out = append(out, pendingDora...)
			pendingDora = pendingDora[:0]
		case game.EventKong:
			s := e.Seat.Index()
			if e.KongKind == variant.ConcealedKong {
				nmeld[s]++
				ev := interop.Event{Kind: interop.EventAnkan, Seat: ls(e.Seat)}
				for c := range 4 {
					id := tile.IDOf(e.Tile.Kind(), uint8(c))
					ev.Consumed[c] = id
					held[s] = without(held[s], id)
				}
				out = append(out, ev)
			} else {
				held[s] = without(held[s], e.Tile)
				out = append(out, interop.Event{Kind: interop.EventKakan, Seat: ls(e.Seat), Tile: e.Tile})
			}
			out = append(out, pendingDora...)
			pendingDora = pendingDora[:0]
		case game.EventWin:
			if nwin >= len(wins) {
				return nil, fmt.Errorf("event %d: a win the referee did not score", i+1)
			}
			wv := &wins[nwin]
			nwin++
			ev := interop.Event{Kind: interop.EventWin, Seat: ls(e.Seat), Tile: e.Tile, From: ls(e.Seat)}
			if wv.Context.Source == score.Discard || wv.Context.Source == score.RobbedKong {
				ev.From = ls(wv.Context.Supplier)
			} else {
				accept = tile.NoSeat
			}
			if ev.From != ev.Seat {
				accept = tile.NoSeat // a declaration won on is void
			}
			v, inRiichi, err := winOf(wv, red, base)
			if err != nil {
				return nil, fmt.Errorf("event %d: %w", i+1, err)
			}
			ev.Win = v
			if inRiichi && h.Ura == nil {
				for k := range nind {
					u, _ := under(w, k)
					h.Ura = append(h.Ura, u)
				}
			}
			out = append(out, ev)
		case game.EventAbort, game.EventEnd:
			if e.Kind == game.EventEnd && !e.Exhausted {
				continue
			}
			r := drawOf(g, summary(), *e, o)
			ev := interop.Event{Kind: interop.EventRyuukyoku, Seat: tile.NoSeat, Ryuukyoku: r}
			if r.Kind == interop.NineTerminals {
				ev.Seat = ls(e.Seat)
			}
			var rotated [4]bool
			for k, b := range r.Shown {
				rotated[ls(tile.SeatAt(k)).Index()] = b
			}
			r.Shown = rotated
			var dl [4]int
			for k, v := range r.Deltas {
				dl[ls(tile.SeatAt(k)).Index()] = v
			}
			r.Deltas = dl
			out = append(out, ev)
		default: // Sichuan's and the classic game's events, and the referee's own (dice, resolve)
		}
	}
	flushAccept()
	h.Events = out
	return h, nil
}

// consume fills the n own tiles of call ev from held: copies of the faces the final meld m shows
// (its red fives), lowest first among those the seat does not play after event i.
func consume(ev *interop.Event, n int, m meld.Meld, held []tile.ID, red bool, laterUse []int, i int) error {
	ownRed := m.Red() - int(redCount(red, ev.Tile))
	var kinds [3]tile.Tile
	for j := range n {
		kinds[j] = ev.Tile.Kind()
	}
	if ev.Kind == interop.EventChi {
		k := 0
		for j := range 3 {
			if t := m.Tile() + tile.Tile(j); t != ev.Tile.Kind() && k < 2 {
				kinds[k] = t
				k++
			}
		}
	}
	var taken []tile.ID
	for j := range n {
		id := pick(held, kinds[j], red, &ownRed, laterUse, i, taken)
		if id == 0 {
			return errors.New("no tile")
		}
		taken = append(taken, id)
		ev.Consumed[j] = id
	}
	slices.Sort(ev.Consumed[:n])
	return nil
}

// sameCalls reports whether the referee's calls in evs are calls, in kind and order, the log's.
func sameCalls(evs []game.Event, calls []*interop.Event) bool {
	if calls == nil {
		return false
	}
	n := 0
	for i := range evs {
		if evs[i].Kind != game.EventClaim {
			continue
		}
		if n >= len(calls) || callKind(evs[i].Claim) != calls[n].Kind {
			return false
		}
		n++
	}
	return n == len(calls)
}

// callKind returns the record's kind of a claim.
func callKind(c claim.Kind) interop.Kind {
	switch c {
	case claim.Chow:
		return interop.EventChi
	case claim.Pung:
		return interop.EventPon
	default: // a claimed kong
		return interop.EventDaiminkan
	}
}
