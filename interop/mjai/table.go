package mjai

import (
	"slices"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// table is what both sides of the protocol keep of a hand to name an action in mjai: the latest
// discard (or tile added to a pon) a claim takes, and each seat's pons, whose tiles a kakan shows.
type table struct {
	lastPai  pai
	lastFrom int8
	pons     [4][4]pon
	nPons    [4]uint8
}

type pon struct{ tiles [3]pai }

func (t *table) reset() { *t = table{lastFrom: -1} }

func (t *table) addPon(seat int, tiles [3]pai) {
	if seat >= 0 && seat < 4 && t.nPons[seat] < 4 {
		t.pons[seat][t.nPons[seat]] = pon{tiles}
		t.nPons[seat]++
	}
}

// ponOf returns seat's pon of kind k.
func (t *table) ponOf(seat int, k tile.Tile) (*pon, bool) {
	if seat < 0 || seat >= 4 {
		return nil, false
	}
	for i := range t.pons[seat][:t.nPons[seat]] {
		if t.pons[seat][i].tiles[0].kind() == k {
			return &t.pons[seat][i], true
		}
	}
	return nil, false
}

// fives fills dst with n tiles of kind k, the first red ones red.
func fives(dst []pai, k tile.Tile, red int) {
	for i := range dst {
		dst[i] = paiOf(k, i < red)
	}
}

// answerOf returns the mjai answer that states action a of seat (0..3) in the hand t follows. A
// discard declaring riichi is its dahai (the reach before it is a message of its own).
func answerOf(a game.Action, t *table, seat int) msg {
	var m msg
	m.reset()
	m.actor = int8(seat)
	switch a.Kind {
	case game.Discard:
		m.typ = msgDahai
		m.pai = paiOf(a.Tile, a.Red > 0)
		m.tsumogiri = 0
		if a.Drawn {
			m.tsumogiri = 1
		}
	case game.Pass:
		m.typ, m.actor = msgNone, -1
	case game.Abort:
		m.typ = msgRyukyoku
	case game.Win:
		m.typ = msgHora
		m.target = int8(seat)
		if a.From.IsValid() {
			m.target = int8(a.From.Index())
		}
		if a.Tile != tile.None {
			m.pai = paiOf(a.Tile, false)
		}
	case game.Pung:
		m.typ, m.target, m.pai, m.nCons = msgPon, t.lastFrom, t.lastPai, 2
		fives(m.consumed[:2], a.Tile, int(a.Red))
	case game.Chow:
		m.typ, m.target, m.pai, m.nCons = msgChi, t.lastFrom, t.lastPai, 2
		n := 0
		for k := a.Chow; k < a.Chow+3; k++ {
			if k != a.Tile && n < 2 {
				m.consumed[n] = paiOf(k, a.Red > 0 && (k == tile.Character5 || k == tile.Circle5 || k == tile.Bamboo5))
				n++
			}
		}
	case game.Kong:
		switch p, ok := t.ponOf(seat, a.Tile); {
		case a.From.IsValid():
			m.typ, m.target, m.pai, m.nCons = msgDaiminkan, t.lastFrom, t.lastPai, 3
			fives(m.consumed[:3], a.Tile, int(a.Red))
		case ok:
			m.typ, m.pai, m.nCons = msgKakan, paiOf(a.Tile, a.Red > 0), 3
			copy(m.consumed[:], p.tiles[:])
		default:
			m.typ, m.nCons = msgAnkan, 4
			fives(m.consumed[:4], a.Tile, int(a.Red))
		}
	case game.NoAction, game.Exchange, game.ChooseSuit, game.SetAside: // not in four-player riichi
		m.typ, m.typed = msgError, true
	}
	m.typed = true
	return m
}

// sameAnswer reports whether the bot's answer got states the action want (from [answerOf]): the same
// type and seats, the same tiles (consumed in any order; a win's tile by kind, when given), and the
// same tsumogiri flag when the bot gives one.
func sameAnswer(got, want *msg) bool {
	if got.typ != want.typ || got.actor != want.actor && got.typ != msgNone {
		return false
	}
	switch got.typ {
	case msgHora:
		return got.target == want.target && (got.pai == 0 || want.pai == 0 || got.pai.kind() == want.pai.kind())
	case msgDahai:
		return got.pai == want.pai && (got.tsumogiri < 0 || got.tsumogiri == want.tsumogiri)
	case msgChi, msgPon, msgDaiminkan, msgKakan, msgAnkan:
		if got.pai != want.pai && got.typ != msgAnkan || got.nCons != want.nCons ||
			got.typ <= msgDaiminkan && got.target != want.target {
			return false
		}
		a, b := got.consumed, want.consumed
		slices.Sort(a[:got.nCons])
		slices.Sort(b[:want.nCons])
		return slices.Equal(a[:got.nCons], b[:want.nCons])
	default: // pass (none) and ryukyoku carry nothing more than their kind
		return true
	}
}

// conv turns the referee's events of one hand into mjai events (docs/interop.md, "mjai bots"): the
// deal becomes start_kyoku and the dealer's first tsumo, a declaring discard reach, dahai and (once no
// ron takes it) reach_accepted, an open kan's new indicator moves before the discard it is revealed
// at, and claims and kans name their tiles from the actions that made them.
type conv struct {
	table
	head      msg // start_kyoku, filled by start
	nDeals    int
	dealer    int
	dealt14   tile.ID // the dealer's 14th tile, shown as its first tsumo
	firstTurn bool    // the dealer has not discarded yet
	riichi    int8    // the seat whose declaring discard awaits acceptance, or -1
	announced [4]bool // reach already sent for the seat (the two-step answer)
	skipDora  bool    // the next indicator was sent before its discard
	claims    [4]game.Action
	turn      game.Action
	nWins     int
}

// start begins a hand dealt with cfg: scores and counters from cfg, kyoku from the dealer (seat 0 is
// the first dealer).
func (c *conv) start(cfg game.Config) {
	*c = conv{riichi: -1}
	c.table.reset()
	c.head.reset()
	c.head.typ, c.head.typed = msgStartKyoku, true
	wind := cfg.Prevailing
	if wind == tile.None {
		wind = tile.East
	}
	c.head.bakaze = paiOf(wind, false)
	c.dealer = cfg.Dealer.Index()
	c.head.oya = int8(c.dealer)
	c.head.kyoku = c.dealer + 1
	c.head.honba, c.head.kyotaku = cfg.Counters, cfg.Deposits
	c.head.nScores = 4
	copy(c.head.scores[:], cfg.Scores[:])
}

// note records an action about to be applied: claims and kans are shown with its tiles.
func (c *conv) note(a game.Action) {
	if a.Seat.IsValid() {
		if a.From.IsValid() {
			c.claims[a.Seat.Index()] = a
		} else {
			c.turn = a
		}
	}
}

func faceOf(e *game.Event) pai { return paiOf(e.Tile.Kind(), e.Red) }

// add appends the mjai messages of evs (the events one Apply added, or the deal) to out; g gives the
// wins' payments.
func (c *conv) add(out []msg, evs []game.Event, g *game.Game) []msg {
	for i := range evs {
		e := &evs[i]
		var m msg
		m.reset()
		m.typed = true
		if e.Seat.IsValid() {
			m.actor = int8(e.Seat.Index())
		}
		switch e.Kind {
		case game.EventDeal:
			s := e.Seat.Index()
			ids := slices.Clone(e.Tiles)
			if s == c.dealer && len(ids) == 14 {
				c.dealt14 = ids[13]
				ids = ids[:13]
			}
			slices.Sort(ids)
			for j, id := range ids {
				if j < 14 {
					c.head.tehais[s][j] = paiOf(id.Kind(), g.IsRed(id))
				}
			}
			c.head.nTehai[s] = uint8(min(len(ids), 14))
			c.nDeals++
			continue
		case game.EventIndicator:
			if c.nDeals > 0 && c.head.dora == 0 {
				c.head.dora = faceOf(e)
				out = append(out, c.head)
				if c.dealt14 != 0 {
					m.typ, m.actor, m.pai = msgTsumo, int8(c.dealer), paiOf(c.dealt14.Kind(), g.IsRed(c.dealt14))
					out = append(out, m)
					c.firstTurn = true
				}
				continue
			}
			if c.skipDora {
				c.skipDora = false
				continue
			}
			m.typ, m.actor, m.dora = msgDora, -1, faceOf(e)
		case game.EventDraw:
			m.typ, m.pai = msgTsumo, faceOf(e)
		case game.EventDiscard:
			s := e.Seat.Index()
			if e.Call {
				if !c.announced[s] {
					r := m
					r.typ = msgReach
					out = append(out, r)
				}
				c.announced[s] = false
				c.riichi = int8(s)
			}
			if i+1 < len(evs) && evs[i+1].Kind == game.EventIndicator {
				d := m
				d.typ, d.actor, d.dora = msgDora, -1, faceOf(&evs[i+1])
				out = append(out, d)
				c.skipDora = true
			}
			m.typ, m.pai = msgDahai, faceOf(e)
			m.tsumogiri = 0
			if e.Drawn || c.firstTurn && s == c.dealer && e.Tile == c.dealt14 {
				m.tsumogiri = 1
			}
			if s == c.dealer {
				c.firstTurn = false
			}
			c.lastPai, c.lastFrom = m.pai, int8(s)
		case game.EventResolve:
			if c.riichi >= 0 && e.Claim != claim.Win {
				m.typ, m.actor = msgReachAccepted, c.riichi
				c.riichi = -1
				break
			}
			continue
		case game.EventClaim:
			s := e.Seat.Index()
			a := c.claims[s]
			a.Tile = e.Tile.Kind()
			switch e.Claim {
			case claim.Chow:
				a.Kind = game.Chow
			case claim.Pung:
				a.Kind = game.Pung
			default:
				a.Kind = game.Kong
			}
			m = answerOf(a, &c.table, s)
			m.target, m.pai = int8(e.From.Index()), faceOf(e)
			if m.typ == msgPon {
				c.addPon(s, [3]pai{m.consumed[0], m.consumed[1], m.pai})
			}
		case game.EventKong:
			s := e.Seat.Index()
			a := c.turn
			a.Kind, a.Tile, a.From = game.Kong, e.Tile.Kind(), tile.NoSeat
			if e.KongKind == variant.AddedFresh || e.KongKind == variant.AddedHeld {
				a.Red = 0
				if e.Red {
					a.Red = 1
				}
			}
			m = answerOf(a, &c.table, s)
			if m.typ == msgKakan {
				c.lastPai, c.lastFrom = m.pai, int8(s)
			}
		case game.EventWin:
			m.typ, m.target = msgHora, c.lastFrom
			if winfacts.SelfDrawn(e.Source) {
				m.target = m.actor
			}
			m.pai = faceOf(e)
			if ws := g.Wins(); c.nWins < len(ws) {
				w := &ws[c.nWins]
				m.deltas = w.Result.Payments.Net()
				m.deltas[e.Seat.Index()] += w.Result.Collected
				m.nDeltas = 4
				for _, u := range w.Context.HiddenIndicators {
					if u != tile.None && m.nUra < uint8(len(m.ura)) {
						m.ura[m.nUra] = paiOf(u, false)
						m.nUra++
					}
				}
			}
			c.nWins++
		case game.EventEnd:
			if !e.Exhausted {
				continue
			}
			m.typ, m.actor, m.deltas, m.nDeltas = msgRyukyoku, -1, g.Ledger().Net(), 4
		case game.EventAbort:
			m.typ, m.actor, m.nDeltas = msgRyukyoku, -1, 4
		default:
			continue
		}
		out = append(out, m)
	}
	return out
}
