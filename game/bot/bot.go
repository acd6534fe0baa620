package bot

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// ErrStuck means a game waiting for nobody before its end, or a player choosing an illegal action.
var ErrStuck = errors.New("bot: game stuck")

// Situation is what a player decides from: its seat, the phase, its own hand and missing suit, its
// analysis options and the tiles it can see outside its hand, and its legal actions (never empty). It
// holds nothing another seat could not see besides the player's own tiles. [Play] builds it with
// [NewSituation]; a server holding a seat's [game.View] builds it with [SituationOf]. Legal is valid
// only during the call to [Player.Choose].
//
// A Situation built by hand may leave Options and Visible zero: [NewGreedy]'s player then derives its options
// from its table and Missing, and counts no tile as seen.
type Situation struct {
	Seat    tile.Seat
	Phase   game.Phase
	Hand    hand.Hand
	Missing tile.Suit
	// Options are the seat's analysis options and Visible the playing tiles it can see outside its own
	// hand ([game.Game.Analysis], [game.View.Visible]).
	Options hand.Options
	Visible tile.Counts
	Legal   []game.Action
}

// NewSituation returns seat s's situation in g with the legal actions legal.
func NewSituation(g *game.Game, s tile.Seat, legal []game.Action) Situation {
	var sit Situation
	sit.fill(g, s, legal)
	return sit
}

// fill makes sit seat s's situation in g with the legal actions legal, in place.
func (sit *Situation) fill(g *game.Game, s tile.Seat, legal []game.Action) {
	sit.Seat, sit.Phase, sit.Hand, sit.Missing, sit.Legal = s, g.Phase(), g.Hand(s), g.Missing(s), legal
	sit.Options, sit.Visible = g.Analysis(s)
}

// SituationOf returns the situation of the view's seat, with the view's legal actions.
func SituationOf(v *game.View) Situation {
	var missing tile.Suit
	if v.Seat.IsValid() {
		missing = v.Players[v.Seat.Index()].Missing
	}
	return Situation{Seat: v.Seat, Phase: v.Phase, Hand: v.Hand, Missing: missing, Options: v.Options,
		Visible: v.Visible(), Legal: v.Legal}
}

// Player chooses one of the legal actions of a situation.
type Player interface {
	Choose(s Situation) game.Action
}

// Play plays g to its end, asking players[s] for seat s's decisions; the seat with a pending decision
// nearest after East acts first. A [NewGreedy] player is not asked when only one action is legal (it would
// take that one). It returns [ErrStuck] (wrapping the game's error) if a player chooses
// an illegal action, and an error wrapping [game.ErrVariant] if the variant failed.
func Play(g *game.Game, players [tile.NumSeats]Player) error {
	buf := make([]game.Action, 0, 64) // room for the longest usual listing (an exchange's choices)
	// Players that look only at the legal actions are asked without building the situation, and those
	// that take the only legal action are not asked when there is one.
	var pickers [tile.NumSeats]legalPicker
	var takers [tile.NumSeats]bool
	var greedy [tile.NumSeats]*greedyPlayer // greedy players, asked with their situation in place
	var greedyVals [tile.NumSeats]greedyPlayer
	for i, p := range players {
		pickers[i], _ = p.(legalPicker)
		_, takers[i] = p.(onlyTaker)
		if q, ok := p.(greedyPlayer); ok {
			greedyVals[i] = q
			greedy[i] = &greedyVals[i]
		}
	}
	var sit Situation
	var table [14]hand.Discard // room for the greedy players' discard tables, made in place
	for !g.Over() {
		s := g.Pending().First()
		if s == tile.NoSeat {
			return fmt.Errorf("%w: nobody to act in phase %v", ErrStuck, g.Phase())
		}
		buf = g.AppendLegal(buf[:0], s)
		if len(buf) == 0 {
			return fmt.Errorf("%w: no legal action for %v in phase %v", ErrStuck, s, g.Phase())
		}
		var err error
		if p := pickers[s.Index()]; p != nil {
			i := 0 // a single legal action needs no choice
			if len(buf) > 1 {
				i = p.pick(buf)
			}
			err = g.Apply(buf[i])
		} else if len(buf) == 1 && takers[s.Index()] {
			err = g.Apply(buf[0])
		} else if p := greedy[s.Index()]; p != nil {
			sit.fill(g, s, buf)
			err = g.Apply(p.choose(&sit, table[:0]))
		} else {
			err = g.Apply(players[s.Index()].Choose(NewSituation(g, s, buf)))
		}
		if err != nil {
			if errors.Is(err, game.ErrVariant) {
				return err
			}
			return fmt.Errorf("%w: %w", ErrStuck, err)
		}
	}
	return g.Err()
}

// legalPicker is a [Player] whose choice depends on the legal actions alone: legal[pick(legal)] is
// Choose(Situation{Legal: legal}) whatever the other fields.
type legalPicker interface {
	pick(legal []game.Action) int
}

// onlyTaker is a [Player] whose Choose returns the only legal action when there is one, and has no
// other effect.
type onlyTaker interface {
	takesOnlyAction()
}

// randomPlayer is the player [NewRandom] returns: it picks uniformly among the legal actions, with draws from an injected source (none when only
// one action is legal).
//
// A randomPlayer is not safe for concurrent use.
type randomPlayer struct{ rng *rand.Rand }

// NewRandom returns a player that picks uniformly among the legal actions, drawing from src (no draw
// when only one action is legal). The player is not safe for concurrent use.
func NewRandom(src rand.Source) Player { return &randomPlayer{rng: rand.New(src)} }

// Choose implements [Player].
func (r *randomPlayer) Choose(s Situation) game.Action { return s.Legal[r.pick(s.Legal)] }

func (r *randomPlayer) pick(legal []game.Action) int {
	if len(legal) <= 1 {
		return 0
	}
	return r.rng.IntN(len(legal))
}

// greedyPlayer is the player [NewGreedy] returns.
type greedyPlayer struct {
	shapes  hand.Shape
	kinds   tile.Set
	declare bool
}

// NewGreedy returns a greedy player for a variant's table (its winning shapes and tile set, and whether
// a declaration puts a deposit on the table).
//
// The player takes every win, chooses as missing suit (and passes in the exchange) the suit it holds
// fewest of, discards by the discard table of its hand ([hand.AppendDiscards]: the lowest shanten
// number, then the most live tiles accepted, with the tiles it can see), and claims or declares a set
// when that lowers (a kong: does not raise) its shanten number. Where a declaration puts a deposit on
// the table (riichi), it declares whenever its chosen discard allows it.
//
// Of the listed ways to discard or claim with the same kinds, the player takes the first: [game.Game.Legal]
// lists plain fives before red ones and a tile from the hand before the drawn one, so it keeps its
// red fives (aka dora) in hand as long as a plain copy of the same kind can go instead.
//
// The player is a small value; it is safe for concurrent use.
func NewGreedy(t variant.Table) Player {
	return greedyPlayer{shapes: t.Shapes, kinds: t.Wall.Kinds & tile.PlayingKinds, declare: t.Declarations.Deposit > 0}
}

// takesOnlyAction implements onlyTaker: every branch of Choose returns Legal[0] when it is the only
// legal action (TestGreedyPlayUnasked).
func (greedyPlayer) takesOnlyAction() {}

// opts returns the analysis options of s: its own when set, else those of the table and its missing
// suit. Where the options only leave out the kinds the tile set lacks (three-player riichi's 2m–8m),
// nobody can hold those kinds, so the analysis without the restriction is the same and takes the
// engine's fast path: opts drops it, and turn counts those kinds as all seen, so that they never count
// as live tiles.
func (g *greedyPlayer) opts(s *Situation) hand.Options {
	o, _ := g.optsOf(s)
	return o
}

// optsOf is opts, also reporting whether it dropped the restriction to the tile set's kinds.
func (g *greedyPlayer) optsOf(s *Situation) (hand.Options, bool) {
	o := s.Options
	if o == (hand.Options{}) {
		o = hand.Options{Shapes: g.shapes}
		if s.Missing != tile.NoSuit {
			o.Kinds = g.kinds &^ s.Missing.Kinds()
		}
	}
	if o.Kinds == g.kinds && g.kinds != tile.PlayingKinds {
		o.Kinds = 0
		return o, true
	}
	return o, false
}

// visible returns the tiles s sees, with the kinds the tile set lacks counted as all seen where opts
// dropped the restriction to the set's kinds (dropped).
func (g *greedyPlayer) visible(s *Situation, dropped bool) tile.Counts {
	v := s.Visible
	if dropped {
		for t := range (tile.PlayingKinds &^ g.kinds).All() {
			v[t] = 4
		}
	}
	return v
}

// Choose implements [Player].
func (g greedyPlayer) Choose(s Situation) game.Action { return g.choose(&s, nil) }

// choose is Choose with the situation in place, and table room for a discard table (nil: none).
func (g *greedyPlayer) choose(s *Situation, table []hand.Discard) game.Action {
	if s.Phase != game.PhaseTurn { // turn takes a win itself, in its one pass over the actions
		for _, a := range s.Legal {
			if a.Kind == game.Win {
				return a
			}
		}
	}
	switch s.Phase {
	case game.PhaseExchange:
		return g.exchange(s)
	case game.PhaseMissingSuit:
		return g.suit(s)
	case game.PhaseTurn:
		return g.turn(s, table)
	case game.PhaseClaim:
		return g.claim(s)
	case game.PhaseNone, game.PhaseRob, game.PhaseOver:
	}
	return s.Legal[0]
}

// suitCount returns the number of concealed tiles of suit su in h (0 for a suit without ranks).
func suitCount(h hand.Hand, su tile.Suit) int {
	first := tile.Of(su, 1)
	if first == tile.None {
		return 0
	}
	c := h.Concealed()
	n := 0
	for _, k := range c[first : first+9] {
		n += int(k)
	}
	return n
}

func (g *greedyPlayer) suit(s *Situation) game.Action {
	best, bestN := s.Legal[0], 99
	for _, a := range s.Legal {
		if n := suitCount(s.Hand, a.Suit); n < bestN {
			best, bestN = a, n
		}
	}
	return best
}

func (g *greedyPlayer) exchange(s *Situation) game.Action {
	best, bestKey := s.Legal[0], 1<<30
	c := s.Hand.Concealed()
	var near [tile.NumSlots]int // neighbours(c, t) of the suit kinds
	suitNeighbours(&c, &near)
	var counts [tile.Bamboo + 1]int // suitCount(s.Hand, su) of the suits
	for su := tile.Characters; su <= tile.Bamboo; su++ {
		counts[su] = suitCount(s.Hand, su)
	}
	for _, a := range s.Legal {
		su := a.Tiles[0].Suit()
		var key int
		if su < tile.Suit(len(counts)) {
			key = counts[su] * 1000
		} else {
			key = suitCount(s.Hand, su) * 1000
		}
		// Within the suit, pass the tiles with fewest neighbours.
		for _, t := range a.Tiles {
			if t.IsSuited() {
				key += near[t]
			} else {
				key += neighbours(c, t)
			}
		}
		if key < bestKey {
			best, bestKey = a, key
		}
	}
	return best
}

// suitNeighbours sets near[t] to neighbours(c, t) for every suit kind t, reading each suit's counts once:
// three per other copy of t, two per tile one rank away and one per tile two ranks away.
func suitNeighbours(c *tile.Counts, near *[tile.NumSlots]int) {
	for su := tile.Characters; su <= tile.Bamboo; su++ {
		first := tile.Of(su, 1)
		var p [13]int // the suit's counts, ranks 1 to 9 at 2 to 10, with two empty ranks either side
		for r := range 9 {
			p[r+2] = int(c[first+tile.Tile(r)])
		}
		for r := range 9 {
			i := r + 2
			near[first+tile.Tile(r)] = 3*(p[i]-1) + 2*(p[i-1]+p[i+1]) + p[i-2] + p[i+2]
		}
	}
}

// neighbours measures how well t fits with the other concealed tiles.
func neighbours(c tile.Counts, t tile.Tile) int {
	n := 3 * (c.Count(t) - 1)
	for _, u := range [...]tile.Tile{t.Prev(), t.Next()} {
		if u != tile.None {
			n += 2 * c.Count(u)
			if v := u.Prev(); v != tile.None && v != t {
				n += c.Count(v)
			}
			if v := u.Next(); v != tile.None && v != t {
				n += c.Count(v)
			}
		}
	}
	return n
}

// bestDiscard returns the kind among kinds (held, at least one) whose discard leaves the lowest
// shanten number and then accepts the most live tiles: the first line of the discard table of h
// ([hand.AppendDiscardsOf]) among those kinds, of which only the lines of the lowest shanten are
// computed and only the first is kept ([hand.FirstOnly]), made in buf when it has room for 14 lines. It reports false if the table cannot be made (a hand not of 14 tiles or
// impossible visible counts, in a situation built by hand).
//
// The lines of the kinds outside o.Kinds (a missing suit) differ in their tile alone: each leaves the
// same usable tiles, so the same shanten number and accepted kinds, and the accepted kinds' live
// counts do not depend on the unusable tiles held. Of those only the lowest kind can come first, and
// only its line is computed.
func bestDiscard(h *hand.Hand, o hand.Options, visible *tile.Counts, kinds tile.Set, buf []hand.Discard) (tile.Tile, bool) {
	if o.Kinds != 0 {
		if dead := kinds &^ o.Kinds; dead&(dead-1) != 0 {
			kinds &^= dead &^ (dead & -dead) // keep the lowest unusable kind
		}
	}
	if kinds&(kinds-1) == 0 {
		return tile.Tile(bits.TrailingZeros64(uint64(kinds))), true // nothing to compare
	}
	if cap(buf) < 14 {
		var local [14]hand.Discard
		buf = local[:0]
	}
	table, err := hand.AppendDiscardsOf(buf[:0], *h, o, *visible, kinds, hand.FirstOnly)
	if err != nil || len(table) == 0 {
		return tile.None, false
	}
	return table[0].Tile, true
}

func (g *greedyPlayer) turn(s *Situation, table []hand.Discard) game.Action {
	o, dropped := g.optsOf(s)
	var kinds tile.Set // the kinds of the legal discards
	var first game.Action
	kongs := false
	for _, a := range s.Legal {
		switch {
		case a.Kind == game.Win:
			return a
		case a.Kind == game.SetAside:
			if g.setAside(s, o, a.Tile) {
				return a
			}
		case a.Kind == game.Kong:
			kongs = true
		case a.Kind == game.Discard && !a.Call:
			if kinds == 0 {
				first = a
			}
			kinds = kinds.With(a.Tile)
		}
	}
	if kongs {
		if a, ok := g.kong(s, o); ok {
			return a
		}
	}
	if kinds == 0 {
		return s.Legal[0]
	}
	vis := g.visible(s, dropped)
	t, ok := bestDiscard(&s.Hand, o, &vis, kinds, table)
	if !ok {
		t = first.Tile
	}
	// The discard of t, with the declaration where the table puts a deposit on it and it is legal.
	var plain game.Action
	for _, a := range s.Legal {
		if a.Kind == game.Discard && a.Tile == t {
			if a.Call == g.declare {
				return a
			}
			if !a.Call {
				plain = a
			}
		}
	}
	return plain
}

// setAside reports whether setting a tile of kind t aside (riichi's kita: a bonus dora and a fresh
// tile) leaves the hand no further from ready than keeping it.
func (g *greedyPlayer) setAside(s *Situation, o hand.Options, t tile.Tile) bool {
	h, err := s.Hand.Without(t)
	return err == nil && h.Shanten(o) <= s.Hand.Shanten(o)
}

// kong returns the first legal kong that does not raise the shanten number of the hand.
func (g *greedyPlayer) kong(s *Situation, o hand.Options) (game.Action, bool) {
	cur, known := 0, false // the current shanten number, computed when a kong needs it
	for _, a := range s.Legal {
		if a.Kind != game.Kong {
			continue
		}
		if !known {
			cur, known = s.Hand.Shanten(o), true
		}
		var m meld.Meld
		if s.Hand.Concealed().Count(a.Tile) == 4 {
			m = meld.MustNew(meld.Kong, a.Tile)
		} else if p, err := meld.NewClaimed(meld.Pung, a.Tile, tile.NoSeat); err == nil {
			if m, err = p.Upgrade(); err != nil {
				continue
			}
		}
		if h2, err := s.Hand.Declare(m); err == nil && h2.Shanten(o) <= cur {
			return a, true
		}
	}
	return game.Action{}, false
}

func (g *greedyPlayer) claim(s *Situation) game.Action {
	o := g.opts(s)
	cur, known := 0, false // the current shanten number, computed when a claim needs it
	pass := s.Legal[0]
	var prev game.Action // the claim tried last: the next choice of the same set differs only in Red
	for _, a := range s.Legal {
		if a.Kind == prev.Kind && a.Tile == prev.Tile && a.Chow == prev.Chow {
			continue
		}
		prev = a
		c, ok := a.Kind.Claim()
		if c == claim.Pass {
			pass = a
			continue
		}
		if !ok || c == claim.Win {
			continue
		}
		first := a.Tile // a pung or kong's kind; a chow's lowest tile
		if c == claim.Chow {
			first = a.Chow
		}
		m, err := meld.NewClaimed(meld.Kind(c), first, tile.NoSeat)
		if err != nil {
			continue
		}
		if !known {
			cur, known = s.Hand.Shanten(o), true
		}
		if cur <= 0 && a.Kind != game.Kong {
			continue // nothing is below a ready hand's 0 (see after)
		}
		h, err := s.Hand.With(a.Tile)
		if err != nil {
			continue
		}
		if h, err = h.Declare(m); err != nil {
			continue
		}
		// After a chow or pung the claimant discards at once: the shanten number of a 14-size hand is
		// the best after one discard, at least 0 (a kong leaves 13 tiles, whose shanten is at least 0).
		after := max(h.Shanten(o), 0)
		if after < cur || (a.Kind == game.Kong && after <= cur) {
			return a
		}
	}
	return pass
}
