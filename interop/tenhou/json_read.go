package tenhou

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

const fmtJSON = "tenhou.net/6"

type jsonRule struct {
	Disp  string `json:"disp"`
	Aka   *int   `json:"aka"`
	Aka51 *int   `json:"aka51"`
	Aka52 *int   `json:"aka52"`
	Aka53 *int   `json:"aka53"`
}

type jsonGame struct {
	Title   []string          `json:"title"`
	Ver     json.Number       `json:"ver"`
	Ref     string            `json:"ref"`
	Log     []json.RawMessage `json:"log"`
	RatingC string            `json:"ratingc"`
	Rule    *jsonRule         `json:"rule"`
	Lobby   int               `json:"lobby"`
	Dan     []string          `json:"dan"`
	Rate    []float64         `json:"rate"`
	Sx      []string          `json:"sx"`
	Sc      []json.Number     `json:"sc"`
	Name    []string          `json:"name"`
}

// ReadJSON reads a tenhou.net/6 JSON log (plain or gzip-compressed) into a game record. The JSON does
// not give physical tiles, dice or the timing of kan dora: each tile gets the lowest free copy of its
// kind (a red five copy 0, other fives copies 1..3 in a game with red fives), and kan indicators are
// placed where Tenhou reveals them. It refuses three-player logs with an error wrapping
// [interop.ErrThreePlayer], and malformed or impossible logs with an *[interop.Error] wrapping
// [interop.ErrMalformed]. It reads at most 16 MiB.
func ReadJSON(r io.Reader) (*interop.Game, error) {
	b, err := readAll(r)
	if err != nil {
		return nil, jsonErr("", err.Error(), nil, interop.ErrMalformed)
	}
	var jg jsonGame
	if err := json.Unmarshal(b, &jg); err != nil {
		return nil, jsonErr("", "not a tenhou.net/6 log: "+err.Error(), b, interop.ErrMalformed)
	}
	g := &interop.Game{Tenhou: interop.TenhouInfo{Ref: jg.Ref, Version: jg.Ver.String(), RatingClass: jg.RatingC, Lobby: jg.Lobby, Title: jg.Title}}
	if jg.Rule != nil {
		red := false
		for _, p := range []*int{jg.Rule.Aka, jg.Rule.Aka51, jg.Rule.Aka52, jg.Rule.Aka53} {
			if p != nil && (*p < 0 || *p > 1) {
				return nil, jsonErr("", "more than one red five of a suit", nil, interop.ErrUnsupported)
			}
			red = red || p != nil && *p == 1
		}
		if g.Rules, err = rulesOfDisp(jg.Rule.Disp, red); err != nil {
			return nil, jsonErr("", "three-player log", nil, err)
		}
		if jg.Rule.Disp != dispOfRules(g.Rules) {
			g.Tenhou.Disp = jg.Rule.Disp
		}
	}
	if len(jg.Name) == 3 {
		return nil, jsonErr("", "three-player log", nil, interop.ErrThreePlayer)
	}
	if len(jg.Name) > 4 || len(jg.Dan) > 4 || len(jg.Rate) > 4 || len(jg.Sx) > 4 {
		return nil, jsonErr("", "more than four players", nil, interop.ErrMalformed)
	}
	for i, n := range jg.Name {
		if len(n) > track.MaxNameBytes {
			return nil, jsonErr("", "name too long", nil, interop.ErrMalformed)
		}
		g.Players[i].Name = n
	}
	for i, d := range jg.Dan {
		g.Players[i].Dan = d
	}
	for i, r := range jg.Rate {
		g.Players[i].Rate = r
	}
	for i, s := range jg.Sx {
		g.Players[i].Sex = s
	}
	if len(jg.Sc) > 0 {
		if len(jg.Sc) != 8 {
			if len(jg.Sc) == 6 {
				return nil, jsonErr("", "three-player log", nil, interop.ErrThreePlayer)
			}
			if len(jg.Sc) > 8 && len(jg.Sc) <= 16 {
				return nil, jsonErr("", "final scores with chips", nil, interop.ErrUnsupported)
			}
			return nil, jsonErr("", "bad sc", nil, interop.ErrMalformed)
		}
		end := &interop.End{}
		for i := range 4 {
			p, err := strconv.Atoi(jg.Sc[2*i].String())
			if err != nil || p < -1_000_000 || p > 1_000_000 {
				return nil, jsonErr("", "bad sc", nil, interop.ErrMalformed)
			}
			end.Points[i] = p
			if end.Results[i], err = tenths([]byte(jg.Sc[2*i+1].String())); err != nil {
				return nil, jsonErr("", "bad sc", nil, interop.ErrMalformed)
			}
		}
		g.End = end
	}
	if len(jg.Log) == 0 || len(jg.Log) > track.MaxHands {
		return nil, jsonErr("", "no hands or too many", nil, interop.ErrMalformed)
	}
	red := g.Rules == nil || g.Rules.Red
	for i, raw := range jg.Log {
		h, err := readJSONHand(raw, red)
		where := "hand " + strconv.Itoa(i+1)
		if err != nil {
			var ie *interop.Error
			if errors.As(err, &ie) {
				ie.Where = where
				return nil, ie
			}
			sentinel := interop.ErrMalformed
			if errors.Is(err, interop.ErrThreePlayer) || errors.Is(err, interop.ErrUnsupported) {
				sentinel = errors.Unwrap(err)
				if sentinel == nil {
					sentinel = err
				}
			}
			return nil, jsonErr(where, err.Error(), nil, sentinel)
		}
		g.Hands = append(g.Hands, *h)
	}
	return g, nil
}

func jsonErr(where, msg string, near []byte, sentinel error) error {
	return &interop.Error{Format: fmtJSON, Where: where, Msg: msg, Near: track.Near(near), Err: sentinel}
}

// item is one entry of a takes or discards list: a number or a string.
type item struct {
	code int
	str  string
}

func decodeItems(raw json.RawMessage, max int) ([]item, error) {
	var vs []json.RawMessage
	if err := json.Unmarshal(raw, &vs); err != nil {
		return nil, errors.New("a takes or discards entry is not a list")
	}
	if len(vs) > max {
		return nil, errors.New("list too long")
	}
	out := make([]item, len(vs))
	for i, v := range vs {
		v = bytes.TrimSpace(v)
		if len(v) > 0 && v[0] == '"' {
			if err := json.Unmarshal(v, &out[i].str); err != nil || out[i].str == "" {
				return nil, errors.New("bad list entry")
			}
			continue
		}
		n, err := strconv.Atoi(string(v))
		if err != nil || n < 0 || n > 99 {
			return nil, errors.New("bad list entry")
		}
		out[i].code = n
	}
	return out, nil
}

func decodeInts(raw json.RawMessage, max int) ([]int, error) {
	var vs []int
	if err := json.Unmarshal(raw, &vs); err != nil || len(vs) > max {
		return nil, errors.New("bad number list")
	}
	return vs, nil
}

// op is one step of a hand reconstructed from the per-seat lists.
type op struct {
	kind interop.Kind // draw, discard, chi, pon, daiminkan, ankan, kakan
	seat int
	code int // the drawn or discarded code (60 resolved), or the called code
	riichi,
	tsumogiri bool
	call callString
}

// recon rebuilds the order of a hand from the per-seat takes and discards lists by following the
// play, backtracking where a call could belong to either of two equal discards.
type recon struct {
	takes, discards [4][]item
	calls           [4][]callString // parsed call strings of takes (zero kind for a draw)
	kans            [4][]callString // parsed kan strings of discards
	ops             []op
	steps           int
}

type simState struct {
	hand   [4][54]int8
	ti, di [4]int
	last   [4]int // code drawn last, or 0
}

const maxSteps = 20000

var errAmbiguous = errors.New("the order of play cannot be reconstructed")

// draw runs seat s's turn from its next take; it reports whether the rest of the hand fits the lists.
func (r *recon) draw(st simState, s int) bool {
	if r.steps++; r.steps > maxSteps {
		return false
	}
	if st.ti[s] == len(r.takes[s]) {
		return r.done(&st)
	}
	t := r.takes[s][st.ti[s]]
	if t.str != "" {
		return false
	}
	if _, _, ok := kindOfCode(t.code); !ok {
		return false
	}
	st.ti[s]++
	st.hand[s][t.code]++
	st.last[s] = t.code
	r.ops = append(r.ops, op{kind: interop.EventDraw, seat: s, code: t.code})
	return r.turn(st, s, true)
}

// turn runs seat s's discard (or kan) after a draw or a call.
func (r *recon) turn(st simState, s int, drew bool) bool {
	if st.di[s] == len(r.discards[s]) {
		return r.done(&st) // a tsumo win or kyuushu kyuuhai
	}
	d := r.discards[s][st.di[s]]
	st.di[s]++
	mark := len(r.ops)
	if d.str != "" && d.str[0] != 'r' {
		c := r.kans[s][st.di[s]-1]
		codes := c.own
		if c.kind == interop.EventKakan {
			codes = []int{c.added}
		}
		for _, x := range codes {
			if st.hand[s][x] == 0 {
				return false
			}
			st.hand[s][x]--
		}
		st.last[s] = 0
		r.ops = append(r.ops, op{kind: c.kind, seat: s, call: c})
		if r.draw(st, s) { // replacement draw
			return true
		}
		r.ops = r.ops[:mark]
		if c.kind == interop.EventKakan && st.ti[s] == len(r.takes[s]) {
			return false
		}
		return false
	}
	o := op{kind: interop.EventDiscard, seat: s, code: d.code}
	if d.str != "" {
		n, err := strconv.Atoi(d.str[1:])
		if err != nil || len(d.str) != 3 {
			return false
		}
		o.riichi, o.code = true, n
	}
	if o.code == codeTsumogiri {
		if !drew || st.last[s] == 0 {
			return false
		}
		o.code, o.tsumogiri = st.last[s], true
	}
	if _, _, ok := kindOfCode(o.code); !ok || st.hand[s][o.code] == 0 {
		return false
	}
	st.hand[s][o.code]--
	st.last[s] = 0
	r.ops = append(r.ops, o)
	if r.afterDiscard(st, s, o.code) {
		return true
	}
	r.ops = r.ops[:mark]
	return false
}

// afterDiscard tries the calls the lists allow on seat s's discard of code c (pon and kan first, then
// chi, then no call).
func (r *recon) afterDiscard(st simState, s, c int) bool {
	mark := len(r.ops)
	for pass := 0; pass < 2; pass++ {
		for k := 1; k <= 3; k++ {
			o := (s + k) % 4
			if st.ti[o] == len(r.takes[o]) {
				continue
			}
			call := r.calls[o][st.ti[o]]
			if call.kind == 0 || call.called != c || (o+call.rel)%4 != s {
				continue
			}
			if (pass == 0) == (call.kind == interop.EventChi) {
				continue
			}
			ns := st
			ok := true
			for _, x := range call.own {
				if ns.hand[o][x] == 0 {
					ok = false
					break
				}
				ns.hand[o][x]--
			}
			if !ok {
				continue
			}
			ns.ti[o]++
			ns.last = [4]int{}
			r.ops = append(r.ops, op{kind: call.kind, seat: o, code: c, call: call})
			if call.kind == interop.EventDaiminkan {
				if ns.di[o] < len(r.discards[o]) {
					d := r.discards[o][ns.di[o]]
					if d.str != "" || d.code != codeDummy {
						r.ops = r.ops[:mark]
						continue
					}
					ns.di[o]++
				}
				if r.draw(ns, o) {
					return true
				}
			} else if r.turn(ns, o, false) {
				return true
			}
			r.ops = r.ops[:mark]
		}
	}
	return r.draw(st, (s+1)%4)
}

// done reports whether every list has been used up.
func (r *recon) done(st *simState) bool {
	for s := range 4 {
		if st.ti[s] != len(r.takes[s]) || st.di[s] != len(r.discards[s]) {
			return false
		}
	}
	return true
}

func readJSONHand(raw json.RawMessage, red bool) (*interop.Hand, error) {
	var parts []json.RawMessage
	if err := json.Unmarshal(raw, &parts); err != nil {
		return nil, errors.New("a hand is not a list")
	}
	if len(parts) != 17 {
		if len(parts) == 14 {
			return nil, interop.ErrThreePlayer
		}
		return nil, errors.New("a hand is not a list of 17 entries")
	}
	hdr, err := decodeInts(parts[0], 3)
	if err != nil || len(hdr) != 3 {
		return nil, errors.New("bad hand header")
	}
	h := &interop.Hand{Round: hdr[0], Honba: hdr[1], Sticks: hdr[2]}
	if h.Round < 0 || h.Round > 15 || h.Honba < 0 || h.Honba > 100 || h.Sticks < 0 || h.Sticks > 100 {
		return nil, errors.New("bad hand header")
	}
	sc, err := decodeInts(parts[1], 4)
	if err != nil || len(sc) != 4 {
		if len(sc) == 3 {
			return nil, interop.ErrThreePlayer
		}
		return nil, errors.New("bad start scores")
	}
	for i, p := range sc {
		if p < -1_000_000 || p > 1_000_000 || p%100 != 0 {
			return nil, errors.New("bad start scores")
		}
		h.Scores[i] = p
	}
	dora, err := decodeInts(parts[2], 5)
	if err != nil || len(dora) == 0 {
		return nil, errors.New("bad dora list")
	}
	ura, err := decodeInts(parts[3], 5)
	if err != nil {
		return nil, errors.New("bad ura list")
	}
	var rc recon
	var deal [4][]int
	for s := range 4 {
		if deal[s], err = decodeInts(parts[4+3*s], 13); err != nil || len(deal[s]) != 13 {
			return nil, errors.New("a deal is not 13 tiles")
		}
		if rc.takes[s], err = decodeItems(parts[5+3*s], 64); err != nil {
			return nil, err
		}
		if rc.discards[s], err = decodeItems(parts[6+3*s], 64); err != nil {
			return nil, err
		}
		rc.calls[s] = make([]callString, len(rc.takes[s]))
		for i, t := range rc.takes[s] {
			if t.str == "" {
				continue
			}
			c, err := parseCall(t.str)
			if err != nil || c.kind == interop.EventAnkan || c.kind == interop.EventKakan {
				return nil, errors.New("bad call in takes")
			}
			rc.calls[s][i] = c
		}
		rc.kans[s] = make([]callString, len(rc.discards[s]))
		for i, d := range rc.discards[s] {
			if d.str == "" || d.str[0] == 'r' {
				continue
			}
			c, err := parseCall(d.str)
			if err != nil || c.kind != interop.EventAnkan && c.kind != interop.EventKakan {
				return nil, errors.New("bad kan in discards")
			}
			rc.kans[s][i] = c
		}
	}
	var st simState
	for s := range 4 {
		for _, c := range deal[s] {
			if _, _, ok := kindOfCode(c); !ok {
				return nil, errors.New("bad tile code in a deal")
			}
			st.hand[s][c]++
		}
	}
	if !rc.draw(st, h.Round%4) {
		return nil, errAmbiguous
	}
	// The result.
	var res []json.RawMessage
	if err := json.Unmarshal(parts[16], &res); err != nil || len(res) == 0 || len(res) > 7 {
		return nil, errors.New("bad result")
	}
	var label string
	if err := json.Unmarshal(res[0], &label); err != nil {
		return nil, errors.New("bad result")
	}
	a := assigner{red: red, h: h}
	if err := a.build(deal, dora, ura, rc.ops, label, res[1:]); err != nil {
		return nil, err
	}
	return h, nil
}

// assigner turns the reconstructed ops into events on physical tiles.
type assigner struct {
	red  bool
	h    *interop.Hand
	t    track.Table
	used track.Copies
}

// fresh returns the lowest free copy of the kind and red flag of code c.
func (a *assigner) fresh(c int) (tile.ID, error) {
	k, red, ok := kindOfCode(c)
	if !ok {
		return 0, errors.New("bad tile code")
	}
	return a.used.Fresh(k, red, a.red, k.String())
}

// held returns the tile of code c that seat s holds, preferring one other than avoid.
func (a *assigner) held(s, c int, avoid tile.ID) (tile.ID, error) {
	k, red, ok := kindOfCode(c)
	if !ok {
		return 0, errors.New("bad tile code")
	}
	id, ok := a.t.Held(s, k, red, a.red, avoid, nil)
	if !ok {
		return 0, errors.New("seat " + strconv.Itoa(s) + " does not hold " + k.String())
	}
	return id, nil
}

func (a *assigner) apply(e interop.Event) error { return a.t.Record(a.h, e) }

func (a *assigner) build(deal [4][]int, dora, ura []int, ops []op, label string, res []json.RawMessage) error {
	h := a.h
	var err error
	if h.Indicator, err = a.fresh(dora[0]); err != nil {
		return err
	}
	for s := range 4 {
		for i, c := range deal[s] {
			if h.Deal[s][i], err = a.fresh(c); err != nil {
				return err
			}
		}
	}
	if err := a.t.Start(h); err != nil {
		return err
	}
	nextDora := 1
	pending := false // an open kan's indicator waits for the next discard or kan
	reveal := func() error {
		if nextDora >= len(dora) {
			return nil // never revealed (a rinshan win or a robbed kan)
		}
		id, err := a.fresh(dora[nextDora])
		if err != nil {
			return err
		}
		nextDora++
		return a.apply(interop.Event{Kind: interop.EventDora, Seat: tile.NoSeat, Tile: id})
	}
	var lastDiscard tile.ID
	for i, o := range ops {
		seat := track.Seat(o.seat)
		switch o.kind {
		case interop.EventDraw:
			id, err := a.fresh(o.code)
			if err != nil {
				return err
			}
			if err := a.apply(interop.Event{Kind: interop.EventDraw, Seat: seat, Tile: id}); err != nil {
				return err
			}
		case interop.EventDiscard:
			if pending {
				if err := reveal(); err != nil {
					return err
				}
				pending = false
			}
			last := a.t.LastDraw(o.seat)
			var id tile.ID
			if o.tsumogiri {
				id = last
			} else if id, err = a.held(o.seat, o.code, last); err != nil {
				return err
			}
			if o.riichi {
				if err := a.apply(interop.Event{Kind: interop.EventRiichi, Seat: seat}); err != nil {
					return err
				}
			}
			if err := a.apply(interop.Event{Kind: interop.EventDiscard, Seat: seat, Tile: id, Tsumogiri: id == last}); err != nil {
				return err
			}
			lastDiscard = id
			// The stick is paid unless this discard ends the hand with a ron.
			if o.riichi && (i < len(ops)-1 || label != "和了" && label != "三家和了" || a.lastIsTsumo(ops)) {
				if err := a.apply(interop.Event{Kind: interop.EventRiichiAccepted, Seat: seat}); err != nil {
					return err
				}
			}
		case interop.EventChi, interop.EventPon, interop.EventDaiminkan:
			e := interop.Event{Kind: o.kind, Seat: seat, Tile: lastDiscard, From: track.Seat((o.seat + o.call.rel) % 4)}
			if codeOf(lastDiscard, a.red) != o.call.called {
				return errors.New("call of a tile that was not discarded")
			}
			n, err := a.consume(o.seat, o.call.own, &e.Consumed)
			if err != nil {
				return err
			}
			sortIDs(e.Consumed[:n])
			if err := a.apply(e); err != nil {
				return err
			}
			if o.kind == interop.EventDaiminkan {
				pending = true
			}
		case interop.EventAnkan, interop.EventKakan:
			e := interop.Event{Kind: o.kind, Seat: seat}
			if o.kind == interop.EventKakan {
				id, err := a.held(o.seat, o.call.added, 0)
				if err != nil {
					return err
				}
				e.Tile = id
			} else {
				if _, err := a.consume(o.seat, o.call.own, &e.Consumed); err != nil {
					return err
				}
				sortIDs(e.Consumed[:])
			}
			if err := a.apply(e); err != nil {
				return err
			}
			if pending {
				if err := reveal(); err != nil {
					return err
				}
				pending = false
			}
			if o.kind == interop.EventAnkan {
				if err := reveal(); err != nil {
					return err
				}
			} else {
				pending = true
			}
		default: // the reconstruction makes only draws, discards, calls and kans
			return errors.New("unexpected step " + o.kind.String())
		}
	}
	if nextDora != len(dora) {
		return errors.New("more dora indicators than kans")
	}
	if len(ura) > 0 {
		h.Ura = make([]tile.ID, len(ura))
		for i, c := range ura {
			if h.Ura[i], err = a.fresh(c); err != nil {
				return err
			}
		}
	}
	if err := a.result(ops, label, res); err != nil {
		return err
	}
	return a.t.Finish(h)
}

// lastIsTsumo reports whether the last op is a draw (the hand ends on a take, not a discard).
func (a *assigner) lastIsTsumo(ops []op) bool {
	return len(ops) > 0 && ops[len(ops)-1].kind == interop.EventDraw
}

// consume assigns to consumed, in order, a held tile of seat s for each code of own, each a different
// copy, and returns how many it assigned.
func (a *assigner) consume(s int, own []int, consumed *[4]tile.ID) (int, error) {
	for j, c := range own {
		id, err := a.heldExcept(s, c, consumed[:j])
		if err != nil {
			return 0, err
		}
		consumed[j] = id
	}
	return len(own), nil
}

func (a *assigner) heldExcept(s, c int, got []tile.ID) (tile.ID, error) {
	k, red, ok := kindOfCode(c)
	if !ok {
		return 0, errors.New("bad tile code")
	}
	id, ok := a.t.Held(s, k, red, a.red, 0, got)
	if !ok {
		return 0, errors.New("seat " + strconv.Itoa(s) + " does not hold " + k.String() + " for its call")
	}
	return id, nil
}

var drawLabels = map[string]interop.RyuukyokuKind{
	"流局": interop.Exhaustive, "全員聴牌": interop.Exhaustive, "全員不聴": interop.Exhaustive,
	"流し満貫": interop.NagashiMangan, "九種九牌": interop.NineTerminals, "四家立直": interop.FourRiichi,
	"三家和了": interop.TripleRon, "四槓散了": interop.FourKans, "四風連打": interop.FourWinds,
}

func decodeDeltas(raw json.RawMessage) ([4]int, error) {
	var d [4]int
	vs, err := decodeInts(raw, 4)
	if err != nil || len(vs) != 4 {
		return d, errors.New("bad deltas")
	}
	copy(d[:], vs)
	return d, nil
}

func (a *assigner) result(ops []op, label string, res []json.RawMessage) error {
	if label == "和了" {
		if len(res) == 0 || len(res)%2 != 0 {
			return errors.New("bad win result")
		}
		for i := 0; i < len(res); i += 2 {
			if err := a.win(ops, res[i], res[i+1]); err != nil {
				return err
			}
		}
		return nil
	}
	k, ok := drawLabels[label]
	if !ok {
		return errors.New("unknown result " + strconv.Quote(track.Near([]byte(label))))
	}
	r := &interop.Ryuukyoku{Kind: k}
	e := interop.Event{Kind: interop.EventRyuukyoku, Seat: tile.NoSeat, Ryuukyoku: r}
	if len(res) > 1 {
		return errors.New("bad drawn-hand result")
	}
	if len(res) == 1 {
		var err error
		if r.Deltas, err = decodeDeltas(res[0]); err != nil {
			return err
		}
	}
	switch label {
	case "流局":
		for i, d := range r.Deltas {
			r.Shown[i] = d > 0
		}
	case "全員聴牌", "四家立直":
		r.Shown = [4]bool{true, true, true, true}
	case "九種九牌":
		if len(ops) == 0 || ops[len(ops)-1].kind != interop.EventDraw {
			return errors.New("kyuushu kyuuhai not after a draw")
		}
		s := ops[len(ops)-1].seat
		e.Seat, r.Shown[s] = track.Seat(s), true
	}
	return a.apply(e)
}

func (a *assigner) win(ops []op, rawDeltas, rawDetail json.RawMessage) error {
	deltas, err := decodeDeltas(rawDeltas)
	if err != nil {
		return err
	}
	var detail []json.RawMessage
	if err := json.Unmarshal(rawDetail, &detail); err != nil || len(detail) < 4 || len(detail) > 64 {
		return errors.New("bad win detail")
	}
	var who, from, pao int
	var value string
	for i, p := range []*int{&who, &from, &pao} {
		if err := json.Unmarshal(detail[i], p); err != nil || *p < 0 || *p > 3 {
			return errors.New("bad win detail")
		}
	}
	if err := json.Unmarshal(detail[3], &value); err != nil {
		return errors.New("bad win value")
	}
	w := &interop.Win{Pao: tile.NoSeat, Deltas: deltas}
	if pao != who {
		w.Pao = track.Seat(pao)
	}
	dealer := who == a.h.Round%4
	han, err := parseValue(value, w, who == from, dealer)
	if err != nil {
		return err
	}
	yakuman := false
	for _, raw := range detail[4:] {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return errors.New("bad yaku")
		}
		y, err := parseYaku(s)
		if err != nil {
			return err
		}
		yakuman = yakuman || y.Han == 13
		w.Yaku = append(w.Yaku, y)
	}
	hasUra := false
	for _, y := range w.Yaku {
		hasUra = hasUra || y.ID == 53
	}
	if a.t.Riichi(who) && !hasUra && !yakuman {
		w.Yaku = append(w.Yaku, interop.Yaku{ID: 53})
	}
	track.SortYaku(w.Yaku)
	if han >= 0 && han != track.Han(w) {
		return errors.New("win value and yaku disagree on han")
	}
	e := interop.Event{Kind: interop.EventWin, Seat: track.Seat(who), From: track.Seat(from), Win: w}
	switch {
	case who == from:
		e.Tile = a.t.LastDraw(who)
	default:
		last := a.h.Events[len(a.h.Events)-1]
		for k := len(a.h.Events) - 1; last.Kind == interop.EventWin && k > 0; k-- {
			last = a.h.Events[k-1]
		}
		e.Tile = last.Tile
		if last.Kind == interop.EventAnkan { // thirteen orphans robbing a closed kan
			e.Tile = last.Consumed[0]
		}
	}
	return a.apply(e)
}

// parseValue reads a win's value string into w (points, limit, fu) and returns its han, or -1 when
// the string gives none (a limit hand).
func parseValue(v string, w *interop.Win, tsumo, dealer bool) (int, error) {
	bad := errors.New("bad win value " + strconv.Quote(track.Near([]byte(v))))
	han := -1
	rest := v
	if i := strings.Index(rest, "符"); i >= 0 {
		fu, err := strconv.Atoi(rest[:i])
		if err != nil || fu <= 0 || fu > 200 {
			return 0, bad
		}
		rest = rest[i+len("符"):]
		j := strings.Index(rest, "飜")
		if j < 0 {
			return 0, bad
		}
		if han, err = strconv.Atoi(rest[:j]); err != nil || han < 0 || han > 200 {
			return 0, bad
		}
		w.Fu, rest = fu, rest[j+len("飜"):]
	} else {
		for l := len(limitNames) - 1; l >= 1; l-- {
			if strings.HasPrefix(rest, limitNames[l]) {
				w.Limit, rest = l, rest[len(limitNames[l]):]
				break
			}
		}
		if w.Limit == 0 {
			return 0, bad
		}
	}
	all := strings.HasSuffix(rest, "点∀")
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, "∀"), "点")
	if a, b, ok := strings.Cut(rest, "-"); ok {
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if err1 != nil || err2 != nil || x <= 0 || y <= 0 || !tsumo || dealer || all || x > 1e6 || y > 1e6 {
			return 0, bad
		}
		w.Points = 2*x + y
		if e, d := tsumoShares(w.Points); e != x || d != y { // not a split of Tenhou's rounding
			return 0, bad
		}
		return han, nil
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n <= 0 || n > 1e6 || all != (tsumo && dealer) || tsumo && !dealer {
		return 0, bad
	}
	if all {
		n *= 3
	}
	w.Points = n
	return han, nil
}

func parseYaku(s string) (interop.Yaku, error) {
	i := strings.LastIndex(s, "(")
	if i < 0 || !strings.HasSuffix(s, ")") {
		return interop.Yaku{}, errors.New("bad yaku " + strconv.Quote(track.Near([]byte(s))))
	}
	name, val := s[:i], s[i+1:len(s)-1]
	id := -1
	for j, n := range yakuNames {
		if n == name {
			id = j
		}
	}
	if id < 0 {
		return interop.Yaku{}, &interop.Error{Format: fmtJSON, Msg: "unknown yaku name", Near: track.Near([]byte(name)), Err: interop.ErrUnsupported}
	}
	if val == "役満" {
		return interop.Yaku{ID: id, Han: 13}, nil
	}
	han, err := strconv.Atoi(strings.TrimSuffix(val, "飜"))
	if err != nil || han < 0 || han > 13 || !strings.HasSuffix(val, "飜") {
		return interop.Yaku{}, errors.New("bad yaku " + strconv.Quote(track.Near([]byte(s))))
	}
	return interop.Yaku{ID: id, Han: han}, nil
}
