package mjai

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// liveTiles is the live wall of a four-player riichi hand after the deal: 136 − 14 − 52.
const liveTiles = 70

// client is the bot side of the protocol: it follows one seat's game from the mjai events it receives
// (never from a referee, so that it plays against any server), lists that seat's legal actions, asks
// a [bot.Player] and writes the answer (docs/interop.md, "mjai bots").
//
// Its list of legal actions is the riichi rules' (tenhou preset) as far as a seat can know them, with
// two omissions that only cost the bot choices: no kyuushu kyuuhai and no chankan on a closed kan.
type client struct {
	p       bot.Player
	rules   variant.Rules
	opts    hand.Options
	dialect Dialect
	seat    int // 0..3, or -1 until start_game names it
	t       table
	h       hand.Hand
	drawn   pai
	rinshan bool // the next own tsumo is a replacement tile
	riichi  bool // declared: the hand is locked
	pending game.Action
	reach   bool // a reach was answered; the dahai in pending follows
	// discards are the kinds the seat discarded this hand; skipped is a win let go since its last
	// discard (for good once in riichi): both make it furiten.
	discards tile.Set
	skipped  bool
	kuikae   tile.Set // kinds the seat may not discard after its call
	live     int
	kans     int
	scores   [4]int
	dealer   tile.Seat
	wind     tile.Tile
	visible  tile.Counts
	legal    []game.Action
	m        msg
}

func newClient(p bot.Player, rules variant.Rules, d Dialect, seat tile.Seat) *client {
	c := &client{p: p, rules: rules, dialect: d, seat: -1, legal: make([]game.Action, 0, 64)}
	t := rules.Table()
	c.opts = hand.Options{Shapes: t.Shapes, Kinds: t.Wall.Kinds & tile.PlayingKinds}
	if seat.IsValid() {
		c.seat = seat.Index()
	}
	return c
}

// errProtocol is a line the bot side cannot follow: not mjai, or a game it cannot have seen.
var errProtocol = errors.New("mjai: unexpected event")

// handle reads one input line (one event, or an array of events) and appends the answer line, if one
// is due, to out.
func (c *client) handle(line []byte, out []byte) ([]byte, error) {
	i := skipWS(line, 0)
	if i < len(line) && line[i] == '[' {
		act := false
		var a game.Action
		i = skipWS(line, i+1)
		for i < len(line) && line[i] != ']' {
			j, err := skipValue(line, i, 0)
			if err != nil {
				return out, err
			}
			if a, act, err = c.event(line[i:j]); err != nil {
				return out, err
			}
			i = skipWS(line, j)
			if i < len(line) && line[i] == ',' {
				i = skipWS(line, i+1)
			}
		}
		if !act {
			a = game.Action{Kind: game.Pass}
		}
		return c.answer(out, a), nil
	}
	a, act, err := c.event(line)
	if err != nil {
		return out, err
	}
	if !act {
		if c.dialect == Mortal {
			return out, nil
		}
		a = game.Action{Kind: game.Pass}
	}
	return c.answer(out, a), nil
}

// answer appends the line stating a (a Pass is none; a declaring discard is reach, its dahai comes
// when the reach is echoed).
func (c *client) answer(out []byte, a game.Action) []byte {
	var m msg
	if a.Kind == game.Discard && a.Call {
		c.pending, c.reach = a, true
		m.reset()
		m.typ, m.typed, m.actor = msgReach, true, int8(c.seat)
	} else {
		m = answerOf(a, &c.t, c.seat)
	}
	out = appendMsg(out, &m, -1)
	return append(out, '\n')
}

// event follows one event and returns the action the seat takes, if it has a decision.
func (c *client) event(b []byte) (game.Action, bool, error) {
	m := &c.m
	if err := parseMsg(b, m); err != nil {
		return game.Action{}, false, fmt.Errorf("%w: %w", errProtocol, err)
	}
	if m.typ == msgStartGame {
		if m.id >= 0 {
			c.seat = int(m.id)
		}
		return game.Action{}, false, nil
	}
	if c.seat < 0 {
		if m.typ == msgHello || m.typ == msgError || m.typ == msgNone {
			return game.Action{}, false, nil
		}
		return game.Action{}, false, fmt.Errorf("%w: %s before the seat is known", errProtocol, msgNames[m.typ])
	}
	own := int(m.actor) == c.seat
	var err error
	switch m.typ {
	case msgStartKyoku:
		err = c.start(m)
	case msgTsumo:
		c.live--
		if own {
			if !m.pai.valid() {
				return game.Action{}, false, fmt.Errorf("%w: own tsumo hidden", errProtocol)
			}
			if c.h, err = addPai(c.h, m.pai); err != nil {
				break
			}
			c.drawn, c.kuikae = m.pai, 0
			return c.decide(game.PhaseTurn)
		}
	case msgDahai:
		c.visible.Add(m.pai.kind())
		if own {
			if c.h, err = removePai(c.h, m.pai); err != nil {
				break
			}
			c.discards = c.discards.With(m.pai.kind())
			c.drawn, c.kuikae, c.rinshan, c.reach = 0, 0, false, false
			if !c.riichi {
				c.skipped = false
			}
			return game.Action{}, false, nil
		}
		c.t.lastPai, c.t.lastFrom = m.pai, m.actor
		return c.decide(game.PhaseClaim)
	case msgChi, msgPon, msgDaiminkan:
		if !own {
			c.see(m.consumed[:m.nCons])
			if m.typ == msgDaiminkan {
				c.kans++
			}
			if m.typ == msgPon {
				c.t.addPon(int(m.actor), [3]pai{m.consumed[0], m.consumed[1], m.pai})
			}
			return game.Action{}, false, nil
		}
		return c.call(m)
	case msgKakan:
		c.kans++
		if !own {
			c.visible.Add(m.pai.kind())
			c.t.lastPai, c.t.lastFrom = m.pai, m.actor
			return c.decide(game.PhaseRob)
		}
		err = c.kakan(m.pai)
	case msgAnkan:
		c.kans++
		if !own {
			c.see(m.consumed[:4])
			return game.Action{}, false, nil
		}
		err = c.ankan(m)
	case msgDora:
		c.visible.Add(m.dora.kind())
	case msgReach:
		if own {
			c.riichi = true
			if c.reach {
				c.reach = false
				a := c.pending
				a.Call = false // its dahai: the reach is said
				return a, true, nil
			}
		}
	case msgReachAccepted:
		c.scores[m.actor] -= 1000
	case msgNone, msgStartGame, msgHora, msgRyukyoku, msgEndKyoku, msgEndGame, msgError, msgHello, numMsgTypes:
	}
	if err != nil {
		return game.Action{}, false, fmt.Errorf("%w: %s: %w", errProtocol, msgNames[m.typ], err)
	}
	return game.Action{}, false, nil
}

func (c *client) see(ps []pai) {
	for _, p := range ps {
		c.visible.Add(p.kind())
	}
}

func (c *client) start(m *msg) error {
	c.t.reset()
	c.h, c.drawn, c.rinshan, c.riichi, c.reach = hand.Hand{}, 0, false, false, false
	c.discards, c.skipped, c.kuikae, c.live, c.kans = 0, false, 0, liveTiles, 0
	c.visible = tile.Counts{}
	c.visible.Add(m.dora.kind())
	copy(c.scores[:], m.scores[:])
	c.dealer, c.wind = tile.SeatAt(int(m.oya)), m.bakaze.kind()
	var counts tile.Counts
	var reds [3]int
	for _, p := range m.tehais[c.seat][:m.nTehai[c.seat]] {
		if !p.valid() {
			return fmt.Errorf("%w: own tehai hidden", errProtocol)
		}
		counts.Add(p.kind())
		if p.red() {
			reds[p.kind().Suit()-tile.Characters]++
		}
	}
	h, err := hand.FromCounts(counts, nil, 0)
	for s, n := range reds {
		if err == nil && n > 0 {
			h, err = h.MarkRed(tile.Characters+tile.Suit(s), n)
		}
	}
	c.h = h
	return err
}

func addPai(h hand.Hand, p pai) (hand.Hand, error) {
	if p.red() {
		return h.WithRed(p.kind())
	}
	return h.With(p.kind())
}

func removePai(h hand.Hand, p pai) (hand.Hand, error) {
	if p.red() {
		return h.WithoutRed(p.kind())
	}
	return h.Without(p.kind())
}

func redCount(ps []pai) int {
	n := 0
	for _, p := range ps {
		if p.red() {
			n++
		}
	}
	return n
}

// call follows the seat's own chi, pon or daiminkan.
func (c *client) call(m *msg) (game.Action, bool, error) {
	h, err := addPai(c.h, m.pai)
	if err != nil {
		return game.Action{}, false, err
	}
	c.visible.Remove(m.pai.kind()) // the called tile leaves the river for the seat's own meld
	k, low := m.pai.kind(), m.pai.kind()
	var mk meld.Kind
	switch m.typ {
	case msgChi:
		mk = meld.Chow
		for _, p := range m.consumed[:2] {
			low = min(low, p.kind())
		}
	case msgPon:
		mk = meld.Pung
		c.t.addPon(c.seat, [3]pai{m.consumed[0], m.consumed[1], m.pai})
	default:
		mk = meld.Kong
		c.kans++
		c.rinshan = true
	}
	md, err := meld.NewClaimed(mk, low, tile.SeatAt(int(m.target)))
	if err == nil {
		md, err = md.WithRed(redCount(m.consumed[:m.nCons]) + redCount([]pai{m.pai}))
	}
	if err == nil {
		h, err = h.Declare(md)
	}
	if err != nil {
		return game.Action{}, false, err
	}
	c.h, c.drawn = h, 0
	if mk == meld.Kong {
		return game.Action{}, false, nil
	}
	if mk == meld.Chow {
		c.kuikae = kuikaeOf(k, low)
	} else {
		c.kuikae = kuikaeOf(k, tile.None)
	}
	return c.decide(game.PhaseTurn)
}

// kuikaeOf returns the kinds a seat may not discard after calling k (docs/rules/riichi.md): k itself,
// and after a chi whose run starts at low with k at one end, the kind beyond the run's other end.
func kuikaeOf(k, low tile.Tile) tile.Set {
	s := tile.Set(0).With(k)
	switch {
	case low == tile.None:
	case k == low && k.Rank() <= 6:
		s = s.With(k + 3)
	case k == low+2 && k.Rank() >= 4:
		s = s.With(k - 3)
	}
	return s
}

// discardLeft reports whether, after a call that takes the tiles of kinds used from the concealed
// tiles conc, a tile outside the forbidden kinds is left to discard.
func discardLeft(conc tile.Counts, forbidden tile.Set, used ...tile.Tile) bool {
	for _, u := range used {
		conc.Remove(u)
	}
	for k := tile.Character1; k <= tile.Red; k++ {
		if conc.Count(k) > 0 && !forbidden.Has(k) {
			return true
		}
	}
	return false
}

func (c *client) kakan(p pai) error {
	for _, md := range c.h.Melds() {
		if md.Kind() != meld.Pung || md.Tile() != p.kind() {
			continue
		}
		up, err := md.Upgrade()
		if err == nil && p.red() {
			up, err = up.WithRed(md.Red() + 1)
		}
		if err != nil {
			return err
		}
		if c.h, err = c.h.Declare(up); err != nil {
			return err
		}
		c.drawn, c.rinshan = 0, true
		return nil
	}
	return errors.New("no pon to add to")
}

func (c *client) ankan(m *msg) error {
	md, err := meld.New(meld.Kong, m.consumed[0].kind())
	if err == nil {
		md, err = md.WithRed(redCount(m.consumed[:4]))
	}
	if err == nil {
		c.h, err = c.h.Declare(md)
	}
	c.drawn, c.rinshan = 0, true
	return err
}

// decide lists the seat's legal actions in phase ph and asks the player; it reports false when the only
// action is a pass.
func (c *client) decide(ph game.Phase) (game.Action, bool, error) {
	s := tile.SeatAt(c.seat)
	if c.m.canAct == 0 && ph != game.PhaseTurn {
		return game.Action{Kind: game.Pass, Seat: s}, false, nil // the server says the seat may not act
	}
	c.legal = c.legal[:0]
	if ph == game.PhaseTurn {
		c.turnActions(s)
	} else {
		c.legal = append(c.legal, game.Action{Kind: game.Pass, Seat: s})
		c.claimActions(s, ph)
		if len(c.legal) == 1 {
			return c.legal[0], false, nil
		}
	}
	if len(c.legal) == 0 {
		return game.Action{}, false, errors.New("no legal action")
	}
	a := c.p.Choose(bot.Situation{Seat: s, Phase: ph, Hand: c.h, Options: c.opts, Visible: c.visible, Legal: c.legal})
	ok := false
	for _, l := range c.legal {
		if l.Kind == a.Kind && l.Tile == a.Tile && l.Chow == a.Chow && l.Red == a.Red && l.Drawn == a.Drawn &&
			l.Call == a.Call && l.From == a.From {
			ok = true
			break
		}
	}
	if !ok {
		a = c.legal[0] // a player's choice outside the list is not sent
	}
	if ph != game.PhaseTurn && a.Kind != game.Win {
		for _, l := range c.legal {
			if l.Kind == game.Win {
				c.skipped = true // a win let go: furiten until the seat's next discard
			}
		}
	}
	return a, true, nil
}

// winContext returns the facts of a win by the seat on kind k from src.
func (c *client) winContext(s tile.Seat, k tile.Tile, src score.Source, from tile.Seat) score.WinContext {
	w := score.WinContext{Winner: s, Winning: k, Source: src, Supplier: from, Dealer: c.dealer, Prevailing: c.wind}
	if c.live <= 0 {
		if src == score.Wall { // a replacement tile is never the last tile (haitei)
			w.Flags |= score.LastTile
		} else if src == score.Discard {
			w.Flags |= score.LastDiscard
		}
	}
	if c.riichi {
		w.Declaration.Kind = score.Declared
	}
	return w
}

func (c *client) turnActions(s tile.Seat) {
	h := c.h
	if c.drawn != 0 {
		src := score.Wall
		if c.rinshan {
			src = score.Replacement
		}
		if h.IsWin(c.opts) && c.rules.CanWin(h, c.winContext(s, c.drawn.kind(), src, tile.NoSeat)) {
			c.legal = append(c.legal, game.Action{Kind: game.Win, Seat: s})
		}
	}
	decl, _ := c.rules.(variant.Declarer)
	if c.riichi {
		if c.drawn == 0 {
			return
		}
		k := c.drawn.kind()
		if decl != nil && c.live > 0 && c.kans < 4 && h.Concealed().Count(k) == 4 {
			if before, err := removePai(h, c.drawn); err == nil && decl.LockedKong(before, k) {
				c.legal = append(c.legal, game.Action{Kind: game.Kong, Seat: s, Tile: k, Red: uint8(redsOf(h, k))})
			}
		}
		c.legal = append(c.legal, game.Action{Kind: game.Discard, Seat: s, Tile: k, Red: b2u(c.drawn.red()), Drawn: true})
		return
	}
	if c.drawn != 0 && c.live > 0 && c.kans < 4 { // kans first, as the referee lists them
		c.kanActions(s, h)
	}
	conc := h.Concealed()
	closed := true
	for _, md := range h.Melds() {
		closed = closed && md.IsConcealed()
	}
	var ready tile.Set // the kinds whose discard leaves the hand ready: the declaring discards
	if closed && c.drawn != 0 && decl != nil {
		ready = decl.Declarations(h, variant.DeclareFacts{Score: c.scores[c.seat], Live: c.live})
	}
	for kinds := conc.Kinds() &^ c.kuikae; kinds != 0; kinds &= kinds - 1 {
		k := tile.Tile(bits.TrailingZeros64(uint64(kinds)))
		cnt := conc.Count(k)
		red := redsOf(h, k)
		plain := cnt - red
		dk, dr := c.drawn.kind() == k && c.drawn != 0, c.drawn.red()
		for _, o := range [4]struct{ red, drawn bool }{{false, false}, {false, true}, {true, false}, {true, true}} {
			var have bool
			switch {
			case !o.red && !o.drawn:
				have = plain-b2i(dk && !dr) > 0
			case !o.red && o.drawn:
				have = dk && !dr
			case o.red && !o.drawn:
				have = red-b2i(dk && dr) > 0
			default:
				have = dk && dr
			}
			if !have {
				continue
			}
			a := game.Action{Kind: game.Discard, Seat: s, Tile: k, Red: b2u(o.red), Drawn: o.drawn}
			c.legal = append(c.legal, a)
			if ready.Has(k) { // the declaring discard right after its plain twin, as the referee lists them
				a.Call = true
				c.legal = append(c.legal, a)
			}
		}
	}
}

func (c *client) kanActions(s tile.Seat, h hand.Hand) {
	conc := h.Concealed()
	for kinds := conc.Kinds(); conc.Max() == 4 && kinds != 0; kinds &= kinds - 1 {
		if k := tile.Tile(bits.TrailingZeros64(uint64(kinds))); conc.Count(k) == 4 {
			c.legal = append(c.legal, game.Action{Kind: game.Kong, Seat: s, Tile: k, Red: uint8(redsOf(h, k))})
		}
	}
	for _, md := range h.Melds() {
		if k := md.Tile(); md.Kind() == meld.Pung && conc.Count(k) > 0 {
			c.legal = append(c.legal, game.Action{Kind: game.Kong, Seat: s, Tile: k, Red: uint8(min(redsOf(h, k), 1))})
		}
	}
}

// redsOf returns the concealed red fives of kind k (0 unless k is a five).
func redsOf(h hand.Hand, k tile.Tile) int {
	if k.Rank() == 5 && k.Suit().IsNumber() {
		return h.ConcealedRed(k.Suit())
	}
	return 0
}

func (c *client) claimActions(s tile.Seat, ph game.Phase) {
	p, from := c.t.lastPai, tile.SeatAt(int(c.t.lastFrom))
	k := p.kind()
	h := c.h
	if won, err := addPai(h, p); err == nil && won.IsWin(c.opts) && !c.skipped {
		src := score.Discard
		if ph == game.PhaseRob {
			src = score.RobbedKong
		}
		waits, _ := h.Waits(c.opts)
		if waits&c.discards == 0 && c.rules.CanWin(won, c.winContext(s, k, src, from)) {
			c.legal = append(c.legal, game.Action{Kind: game.Win, Seat: s, Tile: k, From: from})
		}
	}
	if ph != game.PhaseClaim || c.riichi || c.live <= 0 {
		return
	}
	conc := h.Concealed()
	cnt := conc.Count(k)
	red := redsOf(h, k)
	if k.Suit().IsNumber() && from.Next() == s {
		for d := 2; d >= 0; d-- {
			low := k - tile.Tile(d)
			if int(k) < d || low.Suit() != k.Suit() || low.Rank() > 7 {
				continue
			}
			five, ok := tile.None, true
			for o := low; o < low+3; o++ {
				if o != k {
					ok = ok && conc.Count(o) > 0
					if o.Rank() == 5 {
						five = o
					}
				}
			}
			if !ok {
				continue
			}
			var used [2]tile.Tile
			n := 0
			for o := low; o < low+3; o++ {
				if o != k {
					used[n] = o
					n++
				}
			}
			if !discardLeft(conc, kuikaeOf(k, low), used[:]...) {
				continue
			}
			fr := 0
			if five != tile.None {
				fr = h.ConcealedRed(five.Suit())
			}
			if five == tile.None || conc.Count(five) > fr {
				c.legal = append(c.legal, game.Action{Kind: game.Chow, Seat: s, Tile: k, Chow: low, From: from})
			}
			if five != tile.None && fr > 0 {
				c.legal = append(c.legal, game.Action{Kind: game.Chow, Seat: s, Tile: k, Chow: low, From: from, Red: 1})
			}
		}
	}
	if cnt >= 2 && discardLeft(conc, kuikaeOf(k, tile.None), k, k) {
		for r := max(0, 2-(cnt-red)); r <= min(2, red); r++ {
			c.legal = append(c.legal, game.Action{Kind: game.Pung, Seat: s, Tile: k, From: from, Red: uint8(r)})
		}
	}
	if cnt == 3 && c.kans < 4 {
		c.legal = append(c.legal, game.Action{Kind: game.Kong, Seat: s, Tile: k, From: from, Red: uint8(red)})
	}
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

func b2i(b bool) int { return int(b2u(b)) }
