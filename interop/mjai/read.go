package mjai

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strconv"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

const fmtMjai = "mjai"

// event is the superset of the mjai event fields the reader understands; other fields are ignored.
type event struct {
	Type           string     `json:"type"`
	Actor          *int       `json:"actor"`
	Target         *int       `json:"target"`
	Pai            string     `json:"pai"`
	Consumed       []string   `json:"consumed"`
	Tsumogiri      *bool      `json:"tsumogiri"`
	Names          []string   `json:"names"`
	AkaFlag        *bool      `json:"aka_flag"`
	Bakaze         string     `json:"bakaze"`
	DoraMarker     string     `json:"dora_marker"`
	Kyoku          *int       `json:"kyoku"`
	Honba          *int       `json:"honba"`
	Kyotaku        *int       `json:"kyotaku"`
	Oya            *int       `json:"oya"`
	Scores         []int      `json:"scores"`
	Tehais         [][]string `json:"tehais"`
	Deltas         []int      `json:"deltas"`
	UraMarkers     []string   `json:"ura_markers"`
	UradoraMarkers []string   `json:"uradora_markers"`
	Reason         string     `json:"reason"`
	Tenpais        []bool     `json:"tenpais"`
}

// Read reads an mjai log (one JSON event per line, as Mortal, mjai.app and gimite's server write
// it; a line may also hold a JSON array of events, as mjai.app's batched input does) into a game
// record. Unknown fields are ignored. The log must be unmasked (no "?" tiles). mjai names no copies:
// each tile gets the lowest free copy of its kind (a red five copy 0, other fives copies 1..3 unless
// start_game says aka_flag false). mjai gives no rules, dice or win values (han, fu, yaku), so the
// record has no Rules and its wins have only payments; a win without deltas takes its payments from
// the next scores. It refuses three-player logs with an error wrapping [interop.ErrThreePlayer], and
// malformed or impossible logs with an *[interop.Error] wrapping [interop.ErrMalformed]. It reads at
// most 16 MiB.
func Read(r io.Reader) (*interop.Game, error) {
	br := bufio.NewReaderSize(io.LimitReader(r, track.MaxInput+1), 4<<10)
	rd := reader{g: &interop.Game{}, red: true}
	total := 0
	for line := 1; ; line++ {
		b, err := br.ReadSlice('\n')
		for errors.Is(err, bufio.ErrBufferFull) {
			// A long line: gather it, within the input limit.
			long := append([]byte(nil), b...)
			for errors.Is(err, bufio.ErrBufferFull) {
				b, err = br.ReadSlice('\n')
				long = append(long, b...)
				if len(long) > track.MaxInput {
					return nil, rd.fail(line, "input larger than 16 MiB", nil, interop.ErrMalformed)
				}
			}
			b = long
		}
		total += len(b)
		if total > track.MaxInput {
			return nil, rd.fail(line, "input larger than 16 MiB", nil, interop.ErrMalformed)
		}
		if err := rd.line(bytes.TrimSpace(b)); err != nil {
			var ie *interop.Error
			if errors.As(err, &ie) {
				ie.Where = "line " + strconv.Itoa(line)
				return nil, ie
			}
			sentinel := interop.ErrMalformed
			switch {
			case errors.Is(err, interop.ErrThreePlayer):
				sentinel = interop.ErrThreePlayer
			case errors.Is(err, interop.ErrUnsupported):
				sentinel = interop.ErrUnsupported
			}
			return nil, rd.fail(line, err.Error(), b, sentinel)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, rd.fail(line, err.Error(), nil, interop.ErrMalformed)
		}
	}
	if err := rd.finish(); err != nil {
		return nil, rd.fail(0, err.Error(), nil, interop.ErrMalformed)
	}
	return rd.g, nil
}

type reader struct {
	g       *interop.Game
	h       *interop.Hand
	t       track.Table
	red     bool
	started bool
	ended   bool
	used    track.Copies
	ura     []string
	owed    []int // indices in h.Events of wins or draws whose payments come from the next scores
}

func (rd *reader) fail(line int, msg string, near []byte, sentinel error) error {
	where := ""
	if line > 0 {
		where = "line " + strconv.Itoa(line)
	}
	return &interop.Error{Format: fmtMjai, Where: where, Msg: msg, Near: track.Near(near), Err: sentinel}
}

func (rd *reader) line(b []byte) error {
	if len(b) == 0 {
		return nil
	}
	if b[0] == '[' {
		var evs []event
		if err := json.Unmarshal(b, &evs); err != nil {
			return errors.New("not a JSON array of events")
		}
		for i := range evs {
			if err := rd.event(&evs[i]); err != nil {
				return err
			}
		}
		return nil
	}
	var e event
	if err := json.Unmarshal(b, &e); err != nil {
		return errors.New("not a JSON event")
	}
	return rd.event(&e)
}

func seatOf(p *int) (int, error) {
	if p == nil || *p < 0 || *p > 3 {
		return 0, errors.New("missing or bad seat")
	}
	return *p, nil
}

// actorTarget returns the seats of e's actor and target (a call's or a win's), both required.
func actorTarget(e *event) (actor, target int, err error) {
	if actor, err = seatOf(e.Actor); err != nil {
		return 0, 0, err
	}
	if target, err = seatOf(e.Target); err != nil {
		return 0, 0, err
	}
	return actor, target, nil
}

// fresh returns the lowest free copy of the tile named s.
func (rd *reader) fresh(s string) (tile.ID, error) {
	k, red, ok := parseTile(s)
	if !ok {
		if s == "?" {
			return 0, errors.New("masked tile in a log")
		}
		return 0, errors.New("bad tile " + strconv.Quote(track.Near([]byte(s))))
	}
	return rd.used.Fresh(k, red, rd.red, s)
}

// held returns a tile named s that seat holds, preferring one other than avoid and not in got.
func (rd *reader) held(seat int, s string, avoid tile.ID, got []tile.ID) (tile.ID, error) {
	k, red, ok := parseTile(s)
	if !ok {
		return 0, errors.New("bad tile " + strconv.Quote(track.Near([]byte(s))))
	}
	id, ok := rd.t.Held(seat, k, red, rd.red, avoid, got)
	if !ok {
		return 0, errors.New("seat " + strconv.Itoa(seat) + " does not hold " + s)
	}
	return id, nil
}

// heldAll fills dst with distinct tiles that seat holds, one named by each of names (at most len(dst)).
func (rd *reader) heldAll(seat int, names []string, dst []tile.ID) error {
	for i, c := range names {
		id, err := rd.held(seat, c, 0, dst[:i])
		if err != nil {
			return err
		}
		dst[i] = id
	}
	return nil
}

func (rd *reader) apply(e interop.Event) error {
	if rd.h == nil {
		return errors.New(e.Kind.String() + " outside a hand")
	}
	return rd.t.Record(rd.h, e)
}

func (rd *reader) event(e *event) error {
	if rd.ended && e.Type != "none" {
		return errors.New("event after end_game")
	}
	switch e.Type {
	case "none", "hello", "join":
		return nil
	case "start_game":
		if rd.started {
			return errors.New("second start_game")
		}
		rd.started = true
		if len(e.Names) == 3 {
			return interop.ErrThreePlayer
		}
		if len(e.Names) > 4 {
			return errors.New("more than four names")
		}
		for i, n := range e.Names {
			if len(n) > track.MaxNameBytes {
				return errors.New("name too long")
			}
			rd.g.Players[i].Name = n
		}
		if e.AkaFlag != nil {
			rd.red = *e.AkaFlag
		}
		return nil
	case "start_kyoku":
		return rd.startKyoku(e)
	case "end_kyoku":
		return rd.endKyoku()
	case "end_game":
		if rd.h != nil {
			return errors.New("end_game inside a hand")
		}
		if err := rd.settle(e.Scores); err != nil {
			return err
		}
		rd.ended = true
		return nil
	case "error":
		return errors.New("the log ends with an error event")
	}
	if rd.h == nil {
		return errors.New(strconv.Quote(track.Near([]byte(e.Type))) + " outside a hand")
	}
	switch e.Type {
	case "tsumo":
		s, err := seatOf(e.Actor)
		if err != nil {
			return err
		}
		id, err := rd.fresh(e.Pai)
		if err != nil {
			return err
		}
		return rd.apply(interop.Event{Kind: interop.EventDraw, Seat: track.Seat(s), Tile: id})
	case "dahai":
		s, err := seatOf(e.Actor)
		if err != nil {
			return err
		}
		last := rd.t.LastDraw(s)
		var id tile.ID
		k, red, ok := parseTile(e.Pai)
		matchesLast := ok && last != 0 && last.Kind() == k && (!rd.red || last.IsRed() == red)
		switch {
		case e.Tsumogiri != nil && *e.Tsumogiri:
			if !matchesLast {
				return errors.New("tsumogiri of a tile that was not just drawn")
			}
			id = last
		case e.Tsumogiri == nil && matchesLast:
			id = last // the old dialect does not say; the drawn tile is the natural reading
		default:
			if id, err = rd.held(s, e.Pai, last, nil); err != nil {
				return err
			}
		}
		return rd.apply(interop.Event{Kind: interop.EventDiscard, Seat: track.Seat(s), Tile: id, Tsumogiri: id == last})
	case "reach":
		s, err := seatOf(e.Actor)
		if err != nil {
			return err
		}
		return rd.apply(interop.Event{Kind: interop.EventRiichi, Seat: track.Seat(s)})
	case "reach_accepted":
		s, err := seatOf(e.Actor)
		if err != nil {
			return err
		}
		return rd.apply(interop.Event{Kind: interop.EventRiichiAccepted, Seat: track.Seat(s)})
	case "chi", "pon", "daiminkan":
		return rd.call(e)
	case "ankan", "kakan":
		return rd.kan(e)
	case "dora":
		id, err := rd.fresh(e.DoraMarker)
		if err != nil {
			return err
		}
		return rd.apply(interop.Event{Kind: interop.EventDora, Seat: tile.NoSeat, Tile: id})
	case "hora":
		return rd.hora(e)
	case "ryukyoku":
		return rd.ryukyoku(e)
	}
	return errors.New("unknown event type " + strconv.Quote(track.Near([]byte(e.Type))))
}

var bakazes = map[string]int{"E": 0, "S": 1, "W": 2, "N": 3}

func (rd *reader) startKyoku(e *event) error {
	if rd.h != nil {
		return errors.New("start_kyoku inside a hand")
	}
	if len(rd.g.Hands) >= track.MaxHands {
		return errors.New("too many hands")
	}
	wind, ok := bakazes[e.Bakaze]
	if !ok || e.Kyoku == nil || *e.Kyoku < 1 || *e.Kyoku > 4 || e.Honba == nil || *e.Honba < 0 || *e.Honba > 100 ||
		e.Kyotaku == nil || *e.Kyotaku < 0 || *e.Kyotaku > 100 {
		return errors.New("bad start_kyoku header")
	}
	oya, err := seatOf(e.Oya)
	if err != nil || oya != *e.Kyoku-1 {
		return errors.New("start_kyoku dealer does not match kyoku")
	}
	h := interop.Hand{Round: wind*4 + *e.Kyoku - 1, Honba: *e.Honba, Sticks: *e.Kyotaku}
	if len(e.Tehais) == 3 || len(e.Scores) == 3 {
		return interop.ErrThreePlayer
	}
	if err := rd.settle(e.Scores); err != nil {
		return err
	}
	switch {
	case len(e.Scores) == 4:
		for i, p := range e.Scores {
			if p < -1_000_000 || p > 1_000_000 || p%100 != 0 {
				return errors.New("bad scores")
			}
			h.Scores[i] = p
		}
	case len(e.Scores) == 0 && len(rd.g.Hands) > 0:
		h.Scores = rd.t.Scores
	default:
		return errors.New("start_kyoku without scores")
	}
	if len(e.Tehais) != 4 {
		return errors.New("start_kyoku without four hands")
	}
	rd.used = track.Copies{}
	if h.Indicator, err = rd.fresh(e.DoraMarker); err != nil {
		return err
	}
	for s, th := range e.Tehais {
		if len(th) != 13 {
			return errors.New("a deal is not 13 tiles")
		}
		for i, name := range th {
			if h.Deal[s][i], err = rd.fresh(name); err != nil {
				return err
			}
		}
	}
	rd.g.Hands = append(rd.g.Hands, h)
	rd.h = &rd.g.Hands[len(rd.g.Hands)-1]
	rd.ura = nil
	return rd.t.Start(rd.h)
}

// settle gives the owed payments of the previous hand from the scores that follow it.
func (rd *reader) settle(scores []int) error {
	if len(rd.owed) == 0 {
		return nil
	}
	if len(rd.owed) > 1 || len(scores) != 4 || len(rd.g.Hands) == 0 {
		return errors.New("a hand's payments are missing and cannot be derived")
	}
	h := &rd.g.Hands[len(rd.g.Hands)-1]
	e := &h.Events[rd.owed[0]]
	var d [4]int
	for i := range 4 {
		d[i] = scores[i] - rd.t.Scores[i]
	}
	if e.Win != nil {
		e.Win.Deltas = d
	} else {
		e.Ryuukyoku.Deltas = d
	}
	rd.owed = rd.owed[:0]
	if _, err := track.Check(&interop.Game{Hands: []interop.Hand{*h}}); err != nil {
		return errors.New("derived payments are impossible: " + err.Error())
	}
	return nil
}

func (rd *reader) endKyoku() error {
	if rd.h == nil {
		return errors.New("end_kyoku outside a hand")
	}
	if len(rd.ura) > 0 {
		rd.h.Ura = make([]tile.ID, len(rd.ura))
		for i, s := range rd.ura {
			id, err := rd.fresh(s)
			if err != nil {
				return err
			}
			rd.h.Ura[i] = id
		}
	}
	if err := rd.t.Finish(rd.h); err != nil {
		return err
	}
	rd.h = nil
	return nil
}

func (rd *reader) finish() error {
	if rd.h != nil {
		return errors.New("the log ends inside a hand")
	}
	if len(rd.g.Hands) == 0 {
		return errors.New("log without hands")
	}
	if len(rd.owed) > 0 {
		return errors.New("the last hand's payments are missing")
	}
	return nil
}

func (rd *reader) call(e *event) error {
	s, from, err := actorTarget(e)
	if err != nil {
		return err
	}
	kind := map[string]interop.Kind{"chi": interop.EventChi, "pon": interop.EventPon, "daiminkan": interop.EventDaiminkan}[e.Type]
	n := 2
	if kind == interop.EventDaiminkan {
		n = 3
	}
	if len(e.Consumed) != n || len(rd.h.Events) == 0 {
		return errors.New("bad " + e.Type)
	}
	last := rd.lastDiscard()
	k, red, ok := parseTile(e.Pai)
	if !ok || last == 0 || last.Kind() != k || rd.red && last.IsRed() != red {
		return errors.New(e.Type + " of a tile that was not discarded")
	}
	ev := interop.Event{Kind: kind, Seat: track.Seat(s), From: track.Seat(from), Tile: last}
	if err := rd.heldAll(s, e.Consumed, ev.Consumed[:]); err != nil {
		return err
	}
	sortIDs(ev.Consumed[:n])
	return rd.apply(ev)
}

func (rd *reader) lastDiscard() tile.ID {
	for i := len(rd.h.Events) - 1; i >= 0; i-- {
		switch e := rd.h.Events[i]; e.Kind {
		case interop.EventDiscard:
			return e.Tile
		case interop.EventRiichiAccepted:
			continue
		default:
			return 0
		}
	}
	return 0
}

func (rd *reader) kan(e *event) error {
	s, err := seatOf(e.Actor)
	if err != nil {
		return err
	}
	ev := interop.Event{Kind: interop.EventAnkan, Seat: track.Seat(s)}
	if e.Type == "kakan" {
		ev.Kind = interop.EventKakan
		if ev.Tile, err = rd.held(s, e.Pai, 0, nil); err != nil {
			return err
		}
		if len(e.Consumed) != 3 {
			return errors.New("kakan without the pon's three tiles")
		}
		for _, m := range rd.t.Melds(s) {
			if m.Kind == interop.EventPon && m.Called.Kind() == ev.Tile.Kind() {
				for _, c := range e.Consumed {
					if k, _, ok := parseTile(c); !ok || k != ev.Tile.Kind() {
						return errors.New("kakan consumed tiles of another kind")
					}
				}
			}
		}
		return rd.apply(ev)
	}
	if len(e.Consumed) != 4 {
		return errors.New("ankan without four tiles")
	}
	if err := rd.heldAll(s, e.Consumed, ev.Consumed[:]); err != nil {
		return err
	}
	sortIDs(ev.Consumed[:])
	return rd.apply(ev)
}

func (rd *reader) hora(e *event) error {
	s, from, err := actorTarget(e)
	if err != nil {
		return err
	}
	w := &interop.Win{Pao: tile.NoSeat}
	ev := interop.Event{Kind: interop.EventWin, Seat: track.Seat(s), From: track.Seat(from), Win: w}
	if s == from {
		ev.Tile = rd.t.LastDraw(s)
	} else {
		for i := len(rd.h.Events) - 1; i >= 0; i-- {
			if x := rd.h.Events[i]; x.Kind == interop.EventDiscard || x.Kind == interop.EventKakan {
				ev.Tile = x.Tile
				break
			} else if x.Kind == interop.EventAnkan { // thirteen orphans robbing a closed kan
				ev.Tile = x.Consumed[0]
				break
			}
		}
	}
	if err := rd.deltas(&w.Deltas, e.Deltas); err != nil {
		return err
	}
	ura := e.UraMarkers
	if ura == nil {
		ura = e.UradoraMarkers
	}
	if len(ura) > 5 {
		return errors.New("too many ura markers")
	}
	if len(ura) > 0 {
		if rd.ura != nil && !slices.Equal(rd.ura, ura) {
			return errors.New("winners show different ura markers")
		}
		rd.ura = ura
	}
	return rd.apply(ev)
}

var reasons = map[string]interop.RyuukyokuKind{
	"fanpai": interop.Exhaustive, "nagashimangan": interop.NagashiMangan, "kyushukyuhai": interop.NineTerminals,
	"suchareach": interop.FourRiichi, "sanchaho": interop.TripleRon, "sukaikan": interop.FourKans, "sufonrenta": interop.FourWinds,
}

// deltas copies the four score changes of a hora or ryukyoku event to dst or, where the event has none,
// owes them to the next event that shows the scores.
func (rd *reader) deltas(dst *[4]int, deltas []int) error {
	switch len(deltas) {
	case 4:
		copy(dst[:], deltas)
	case 0:
		rd.owed = append(rd.owed, len(rd.h.Events))
	default:
		return errors.New("bad deltas")
	}
	return nil
}

func (rd *reader) ryukyoku(e *event) error {
	r := &interop.Ryuukyoku{}
	ev := interop.Event{Kind: interop.EventRyuukyoku, Seat: tile.NoSeat, Ryuukyoku: r}
	if err := rd.deltas(&r.Deltas, e.Deltas); err != nil {
		return err
	}
	if e.Reason != "" {
		k, ok := reasons[e.Reason]
		if !ok {
			return errors.New("unknown ryukyoku reason")
		}
		r.Kind = k
	} else {
		r.Kind = rd.inferDraw()
	}
	if r.Kind == interop.NineTerminals {
		for i := len(rd.h.Events) - 1; i >= 0; i-- {
			if x := rd.h.Events[i]; x.Kind == interop.EventDraw {
				ev.Seat = x.Seat
				r.Shown[track.Idx(x.Seat)] = true
				break
			}
		}
	}
	if r.Kind == interop.Exhaustive {
		for i, d := range r.Deltas {
			r.Shown[i] = d > 0
		}
	}
	switch len(e.Tenpais) { // gimite's server says who was tenpai
	case 0:
	case 4:
		if r.Kind == interop.Exhaustive || r.Kind == interop.NagashiMangan {
			copy(r.Shown[:], e.Tenpais)
		}
	default:
		return errors.New("bad tenpais")
	}
	if r.Kind == interop.FourRiichi {
		r.Shown = [4]bool{true, true, true, true}
	}
	return rd.apply(ev)
}

// inferDraw names a drawn hand that carries no reason from the play before it.
func (rd *reader) inferDraw() interop.RyuukyokuKind {
	evs := rd.h.Events
	last := interop.Event{}
	if len(evs) > 0 {
		last = evs[len(evs)-1]
	}
	switch {
	case last.Kind == interop.EventDraw && rd.t.Draws < 70:
		return interop.NineTerminals
	case last.Kind == interop.EventRiichiAccepted && rd.riichiCount() == 4:
		return interop.FourRiichi
	case rd.t.Kans == 4 && rd.kanSeats() > 1:
		// Four kans by several players abort the hand at the next discard, the last one included
		// (docs/rules/riichi.md §2.8).
		return interop.FourKans
	case rd.t.Draws >= 70:
		return interop.Exhaustive
	case rd.t.Draws == 4 && rd.t.Calls == 0:
		return interop.FourWinds
	}
	return interop.TripleRon
}

// kanSeats returns the number of seats that made a kan.
func (rd *reader) kanSeats() int {
	n := 0
	for s := range 4 {
		for _, m := range rd.t.Melds(s) {
			if m.Kind == interop.EventDaiminkan || m.Kind == interop.EventAnkan || m.Kind == interop.EventKakan {
				n++
				break
			}
		}
	}
	return n
}

func (rd *reader) riichiCount() int {
	n := 0
	for s := range 4 {
		if rd.t.Riichi(s) {
			n++
		}
	}
	return n
}

func sortIDs(ids []tile.ID) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && ids[j] < ids[j-1]; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}
