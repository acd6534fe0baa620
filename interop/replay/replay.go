package replay

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// ErrRecord is wrapped by every error of [Check]: a record the referee cannot be set up from (an
// impossible play, tiles that fit no wall, rules the library cannot play).
var ErrRecord = errors.New("replay: record cannot be replayed")

// Report is the outcome of replaying one logged game: one entry per hand of the log, and the
// checks that join hands (the next hand's dealer, counters, sticks and scores, and the final result).
type Report struct {
	// Hands has one entry per hand of the log, in order: the first difference between the log and the
	// referee in that hand, or nil when the hand replays exactly.
	Hands []*Diff
	// Whole reports that the log holds a whole game: it starts at East 1 with no counters, no sticks
	// and the starting points, and its last hand ends the game (for the referee, and for the log when
	// it gives the final result).
	Whole bool
	// End is the first difference between hands (the next hand's state) or in the final result; nil
	// when they agree.
	End *Diff

	log   *interop.Game
	end   *interop.End // the referee's final result, nil when the log gives none
	games []*game.Game // the referee's hands, nil where a hand could not be played to its end
}

// Diff is one difference between a log and the referee.
type Diff struct {
	Hand int // the index of the hand in the log, from 0
	// Event is the index of the log's event where the difference shows (from 0), or -1 for the
	// hand's setup, -2 for what follows the hand (the next hand's state or the final result).
	Event   int
	What    string // what differs, such as "discard", "win", "indicators", "next hand"
	Log     string // what the log says
	Referee string // what the referee says or does

	round string // the hand's round, such as "East 4, 1 honba"
}

// String describes the difference on one line, such as
// "hand 3 (East 4, 1 honba) event 41: discard: log: S discards 5m; referee: illegal: ...".
func (d *Diff) String() string {
	s := "hand " + strconv.Itoa(d.Hand+1)
	if d.round != "" {
		s += " (" + d.round + ")"
	}
	switch {
	case d.Event >= 0:
		s += " event " + strconv.Itoa(d.Event+1)
	case d.Event == -2:
		s += " end"
	}
	return s + ": " + d.What + ": log: " + d.Log + "; referee: " + d.Referee
}

// Match reports whether every hand and the checks between hands agree with the log.
func (r *Report) Match() bool {
	if r.End != nil {
		return false
	}
	for _, d := range r.Hands {
		if d != nil {
			return false
		}
	}
	return true
}

// Check replays a logged game through the referee, hand by hand, under the rules the log names,
// and reports the first difference of each hand and between hands. Each hand starts from the log's
// own state (dealer, scores, counters, sticks), so that one difference does not hide the next
// hand's. It returns an error wrapping [ErrRecord] only for a record that cannot be set up at all:
// an impossible play (the checks of the readers), tiles that fit no wall, or too many hands.
func Check(g *interop.Game) (*Report, error) {
	if g == nil {
		return nil, fmt.Errorf("%w: nil record", ErrRecord)
	}
	if len(g.Hands) > track.MaxHands {
		return nil, fmt.Errorf("%w: %d hands", ErrRecord, len(g.Hands))
	}
	if h, err := track.Check(g); err != nil {
		return nil, fmt.Errorf("%w: hand %d: %w", ErrRecord, h+1, err)
	}
	rules, err := rulesOf(g.Rules)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrRecord, err)
	}
	r := &Report{Hands: make([]*Diff, len(g.Hands)), log: g, games: make([]*game.Game, len(g.Hands))}
	var p player
	red := rules.Table().Scoring.RedFives != [3]uint8{}
	for i := range g.Hands {
		h := &g.Hands[i]
		gm, d := p.play(rules, h)
		if d == nil && gm != nil {
			d = checkHand(gm, h, red)
		}
		if d != nil {
			d.Hand, d.round = i, roundName(h.Round, h.Honba)
			r.Hands[i] = d
		}
		r.games[i] = gm
	}
	ended := false
	r.End, r.end = between(rules, g, r.games, &ended)
	if r.End != nil {
		h := &g.Hands[r.End.Hand]
		r.End.round = roundName(h.Round, h.Honba)
	}
	r.Whole = ended && whole(rules, g)
	return r, nil
}

// whole reports whether g starts at the first hand with the starting points.
func whole(rules *riichi.Rules, g *interop.Game) bool {
	if len(g.Hands) == 0 {
		return false
	}
	h := &g.Hands[0]
	start := rules.Table().Scoring.StartingScore
	return h.Round == 0 && h.Honba == 0 && h.Sticks == 0 && h.Scores == [4]int{start, start, start, start}
}

// player drives the referee through one hand of a log.
type player struct {
	order    [numTiles]tile.ID
	handled  []bool
	declared [4]bool
}

// play deals hand h and applies the log's actions; it returns the game (nil if it could not be
// dealt) and the first difference, if any showed while playing.
func (p *player) play(rules variant.Rules, h *interop.Hand) (*game.Game, *Diff) {
	dice, err := wallOf(h, &p.order)
	if err != nil {
		return nil, &Diff{Event: -1, What: "wall", Log: "the hand's tiles", Referee: err.Error()}
	}
	dealer := track.Dealer(h)
	// The seed feeds the referee's other random choices (riichi has none); a zero seed would make New
	// draw one from crypto/rand.
	cfg := game.Config{Dealer: dealer, Prevailing: tile.East + tile.Tile(h.Round/4%4), Wall: p.order[:],
		Dice: dice, Scores: h.Scores, Counters: h.Honba, Deposits: h.Sticks, Seed: wall.Seed{1}}
	g, err := game.New(rules, cfg)
	if err != nil {
		return nil, &Diff{Event: -1, What: "deal", Log: "round " + roundName(h.Round, h.Honba), Referee: err.Error()}
	}
	if cap(p.handled) < len(h.Events) {
		p.handled = make([]bool, len(h.Events))
	}
	p.handled = p.handled[:len(h.Events)]
	clear(p.handled)
	p.declared = [4]bool{}
	red := rules.Table().Scoring.RedFives != [3]uint8{}
	for i := range h.Events {
		if p.handled[i] {
			continue
		}
		e := &h.Events[i]
		if d := p.step(g, h, i, e, red); d != nil {
			if d.Event == 0 { // not a later event's (a claim answered in the window)
				d.Event = i
			}
			return g, d
		}
	}
	if !g.Over() {
		return g, &Diff{Event: len(h.Events) - 1, What: "end of hand", Log: "the hand ends",
			Referee: "the hand goes on (" + g.Phase().String() + ", " + g.Turn().String() + "'s turn)"}
	}
	if g.Err() != nil {
		return g, &Diff{Event: len(h.Events) - 1, What: "settlement", Log: "the hand ends", Referee: g.Err().Error()}
	}
	return g, nil
}

// step applies the log's event i.
func (p *player) step(g *game.Game, h *interop.Hand, i int, e *interop.Event, red bool) *Diff {
	switch e.Kind {
	case interop.EventDraw:
		if g.Phase() != game.PhaseTurn || g.Turn() != e.Seat {
			return &Diff{What: "draw", Log: e.Seat.String() + " draws", Referee: state(g)}
		}
	case interop.EventRiichi:
		p.declared[e.Seat.Index()] = true
	case interop.EventDiscard:
		// The dealer's 14th tile is dealt, not drawn: its first discard names no drawn tile.
		drawn := e.Tsumogiri && !dealtTile(h, i)
		a := game.Action{Kind: game.Discard, Seat: e.Seat, Tile: e.Tile.Kind(), Drawn: drawn,
			Red: redCount(red, e.Tile), Call: p.declared[e.Seat.Index()]}
		p.declared[e.Seat.Index()] = false
		if err := g.Apply(a); err != nil {
			return refused("discard", describe(e, red), err)
		}
		return p.window(g, h, i, e.Seat, red)
	case interop.EventAnkan, interop.EventKakan:
		a := game.Action{Kind: game.Kong, Seat: e.Seat, Tile: e.Tile.Kind()}
		if e.Kind == interop.EventAnkan {
			a.Tile = e.Consumed[0].Kind()
			for _, id := range e.Consumed {
				a.Red += redCount(red, id)
			}
		} else {
			a.Red = redCount(red, e.Tile)
		}
		if err := g.Apply(a); err != nil {
			return refused("kan", describe(e, red), err)
		}
		return p.window(g, h, i, e.Seat, red)
	case interop.EventWin:
		if e.From != e.Seat {
			return &Diff{What: "win", Log: describe(e, red), Referee: "no claim window on that tile (" + state(g) + ")"}
		}
		if err := g.Apply(game.Action{Kind: game.Win, Seat: e.Seat}); err != nil {
			return refused("tsumo", describe(e, red), err)
		}
	case interop.EventRyuukyoku:
		if e.Ryuukyoku.Kind == interop.NineTerminals {
			if err := g.Apply(game.Action{Kind: game.Abort, Seat: e.Seat}); err != nil {
				return refused("kyuushu kyuuhai", describe(e, red), err)
			}
		}
	case interop.EventChi, interop.EventPon, interop.EventDaiminkan:
		return &Diff{What: "call", Log: describe(e, red), Referee: "no claim window on that tile (" + state(g) + ")"}
	case interop.EventDora, interop.EventRiichiAccepted:
		// Checked with the hand's result: indicators in order, sticks in the payments.
	default:
		return &Diff{What: "event", Log: describe(e, red), Referee: "unknown event"}
	}
	return nil
}

// window answers the claim or rob window the action just applied opened (if it did): the log's
// next call or wins on the tile of seat from, and passes for every other seat.
func (p *player) window(g *game.Game, h *interop.Hand, i int, from tile.Seat, red bool) *Diff {
	ph := g.Phase()
	if ph != game.PhaseClaim && ph != game.PhaseRob {
		return nil
	}
	var claims [4]game.Action
	var at [4]int
	n := 0
	for j := i + 1; j < len(h.Events); j++ {
		e := &h.Events[j]
		switch e.Kind {
		case interop.EventRiichiAccepted, interop.EventDora:
			continue
		case interop.EventChi, interop.EventPon, interop.EventDaiminkan:
			if ph == game.PhaseClaim && e.From == from {
				claims[0], at[0], n = callAction(e, red), j, 1
			}
		case interop.EventWin:
			for ; j < len(h.Events) && h.Events[j].Kind == interop.EventWin && h.Events[j].From == from &&
				h.Events[j].Seat != from && n < 3; j++ {
				w := &h.Events[j]
				claims[n] = game.Action{Kind: game.Win, Seat: w.Seat, Tile: w.Tile.Kind(), From: from}
				at[n] = j
				n++
			}
		case interop.EventRyuukyoku:
			if e.Ryuukyoku.Kind == interop.TripleRon {
				return p.tripleRon(g, from)
			}
		default: // the next turn's events: nobody claimed
		}
		break
	}
	pending := g.Pending()
	for k := range n {
		if !pending.Has(claims[k].Seat) {
			return &Diff{What: "claim", Log: describe(&h.Events[at[k]], red), Referee: "not awaited (" + state(g) + ")"}
		}
	}
	for k := range 4 {
		s := tile.SeatAt(k)
		if !pending.Has(s) {
			continue
		}
		claimed := false
		for k := range n {
			claimed = claimed || claims[k].Seat == s
		}
		if !claimed {
			if err := g.Apply(game.Action{Kind: game.Pass, Seat: s}); err != nil {
				return refused("pass", s.String()+" passes", err)
			}
		}
	}
	for k := range n {
		if err := g.Apply(claims[k]); err != nil {
			d := refused("claim", describe(&h.Events[at[k]], red), err)
			d.Event = at[k]
			p.handled[at[k]] = true
			return d
		}
		p.handled[at[k]] = true
	}
	return nil
}

// tripleRon answers a discard that three seats ron (a drawn hand under Tenhou's rules): every seat
// that may win does, the others pass.
func (p *player) tripleRon(g *game.Game, from tile.Seat) *Diff {
	var legal []game.Action
	for s := range g.Pending().All() {
		won := false
		legal = g.AppendLegal(legal[:0], s)
		for _, a := range legal {
			if a.Kind == game.Win {
				won = g.Apply(a) == nil
				break
			}
		}
		if !won {
			if err := g.Apply(game.Action{Kind: game.Pass, Seat: s}); err != nil {
				return refused("pass", s.String()+" passes", err)
			}
		}
	}
	return nil
}

func callAction(e *interop.Event, red bool) game.Action {
	a := game.Action{Seat: e.Seat, Tile: e.Tile.Kind(), From: e.From}
	n := 2
	switch e.Kind {
	case interop.EventChi:
		a.Kind = game.Chow
		low := e.Tile.Kind()
		for _, id := range e.Consumed[:2] {
			low = min(low, id.Kind())
		}
		a.Chow = low
	case interop.EventPon:
		a.Kind = game.Pung
	default:
		a.Kind, n = game.Kong, 3
	}
	for _, id := range e.Consumed[:n] {
		a.Red += redCount(red, id)
	}
	return a
}

func redCount(red bool, id tile.ID) uint8 {
	if red && id.IsRed() {
		return 1
	}
	return 0
}

func refused(what, log string, err error) *Diff {
	return &Diff{What: what, Log: log, Referee: "refused: " + err.Error()}
}

// state describes what the referee awaits.
func state(g *game.Game) string {
	switch g.Phase() {
	case game.PhaseTurn:
		return g.Turn().String() + "'s turn"
	case game.PhaseOver:
		return "the hand is over"
	default:
		return g.Phase().String() + " window, awaiting " + g.Pending().String()
	}
}

var roundWinds = [4]string{"East", "South", "West", "North"}

func roundName(round, honba int) string {
	s := roundWinds[round/4%4] + " " + strconv.Itoa(round%4+1)
	if honba > 0 {
		s += ", " + strconv.Itoa(honba) + " honba"
	}
	return s
}

// checkHand compares the referee's finished hand with the log's.
func checkHand(g *game.Game, h *interop.Hand, red bool) *Diff {
	ref, err := exportHand(g, tile.SeatEast, h)
	if err != nil {
		return &Diff{Event: -2, What: "result", Log: "the hand's result", Referee: err.Error()}
	}
	return compareHand(h, ref, red)
}

// dealtTile reports whether event i of h discards right after the hand's first event, the dealer's
// first draw (a riichi declaration between them aside): the referee deals that tile.
func dealtTile(h *interop.Hand, i int) bool {
	j := i - 1
	if j > 0 && h.Events[j].Kind == interop.EventRiichi {
		j--
	}
	return j == 0
}
