package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// ErrStuck means a game waiting for nobody before its end, or a player choosing an illegal action.
var ErrStuck = errors.New("bot: game stuck")

// Situation is what a player decides from: its seat, the phase, its own hand and missing suit, and its
// legal actions (never empty). It holds nothing another seat could not see besides the player's own
// tiles. Legal is valid only during the call to [Player.Choose].
type Situation struct {
	Seat    tile.Seat
	Phase   game.Phase
	Hand    hand.Hand
	Missing tile.Suit
	Legal   []game.Action
}

// Player chooses one of the legal actions of a situation.
type Player interface {
	Choose(s Situation) game.Action
}

// Play plays g to its end, asking players[s] for seat s's decisions; the seat with a pending decision
// nearest after East acts first. It returns [ErrStuck] (wrapping the game's error) if a player chooses
// an illegal action, and an error wrapping [game.ErrVariant] if the variant failed.
func Play(g *game.Game, players [tile.NumSeats]Player) error {
	buf := make([]game.Action, 0, 64) // room for the longest usual listing (an exchange's choices)
	// Players that look only at the legal actions are asked without building the situation.
	var pickers [tile.NumSeats]legalPicker
	for i, p := range players {
		pickers[i], _ = p.(legalPicker)
	}
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
		if p := pickers[s]; p != nil {
			i := 0 // a single legal action needs no choice
			if len(buf) > 1 {
				i = p.pick(buf)
			}
			err = g.Apply(buf[i])
		} else {
			err = g.Apply(players[s].Choose(Situation{Seat: s, Phase: g.Phase(), Hand: g.Hand(s), Missing: g.Missing(s), Legal: buf}))
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

// Random picks uniformly among the legal actions, with draws from an injected source (none when only
// one action is legal).
//
// A Random is not safe for concurrent use.
type Random struct{ rng *rand.Rand }

// NewRandom returns a random player drawing from src.
func NewRandom(src rand.Source) *Random { return &Random{rng: rand.New(src)} }

// Choose implements [Player].
func (r *Random) Choose(s Situation) game.Action { return s.Legal[r.pick(s.Legal)] }

func (r *Random) pick(legal []game.Action) int {
	if len(legal) <= 1 {
		return 0
	}
	return r.rng.IntN(len(legal))
}

// Greedy takes every win, chooses as missing suit (and passes in the exchange) the suit it holds
// fewest of, discards to lower its shanten number, and claims or declares a set when that lowers (a
// kong: does not raise) its shanten number. Where a declaration puts a deposit on the table (riichi),
// it declares whenever its chosen discard allows it.
//
// Greedy is a small value; it is safe for concurrent use.
type Greedy struct {
	shapes  hand.Shape
	kinds   tile.Set
	declare bool
}

// NewGreedy returns a greedy player for a variant's table (its winning shapes and tile set, and whether
// a declaration puts a deposit on the table).
func NewGreedy(t variant.Table) Greedy {
	return Greedy{shapes: t.Shapes, kinds: t.Wall.Kinds & tile.PlayingKinds, declare: t.DeclarationDeposit > 0}
}

func (g Greedy) opts(missing tile.Suit) hand.Options {
	o := hand.Options{Shapes: g.shapes}
	if missing != tile.NoSuit {
		o.Kinds = g.kinds &^ missing.Kinds()
	}
	return o
}

// Choose implements [Player].
func (g Greedy) Choose(s Situation) game.Action {
	for _, a := range s.Legal {
		if a.Kind == game.Win {
			return a
		}
	}
	switch s.Phase {
	case game.PhaseExchange:
		return g.exchange(s)
	case game.PhaseMissingSuit:
		return g.suit(s)
	case game.PhaseTurn:
		return g.turn(s)
	case game.PhaseClaim:
		return g.claim(s)
	case game.PhaseNone, game.PhaseRob, game.PhaseOver:
	}
	return s.Legal[0]
}

func suitCount(h hand.Hand, su tile.Suit) int {
	c := h.Concealed()
	n := 0
	for r := 1; r <= 9; r++ {
		n += c.Count(tile.Of(su, r))
	}
	return n
}

func (g Greedy) suit(s Situation) game.Action {
	best, bestN := s.Legal[0], 99
	for _, a := range s.Legal {
		if n := suitCount(s.Hand, a.Suit); n < bestN {
			best, bestN = a, n
		}
	}
	return best
}

func (g Greedy) exchange(s Situation) game.Action {
	best, bestKey := s.Legal[0], 1<<30
	for _, a := range s.Legal {
		su := a.Tiles[0].Suit()
		key := suitCount(s.Hand, su) * 1000
		// Within the suit, pass the tiles with fewest neighbours.
		for _, t := range a.Tiles {
			key += neighbours(s.Hand.Concealed(), t)
		}
		if key < bestKey {
			best, bestKey = a, key
		}
	}
	return best
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

// bestDiscard returns the least shanten reachable by discarding one tile of h, and the discard.
func (g Greedy) bestDiscard(h hand.Hand, o hand.Options, legal []game.Action) (int, game.Action, bool) {
	best, bestKey, found := game.Action{}, 1<<30, false
	bestSh := 99
	c := h.Concealed()
	for _, a := range legal {
		if a.Kind != game.Discard || a.Call {
			continue
		}
		h2, err := h.Without(a.Tile)
		if err != nil {
			continue
		}
		sh := h2.Shanten(o)
		key := sh*1000 + neighbours(c, a.Tile)
		if o.Kinds != 0 && !o.Kinds.Has(a.Tile) {
			key -= 500
		}
		if key < bestKey {
			best, bestKey, bestSh, found = a, key, sh, true
		}
	}
	return bestSh, best, found
}

func (g Greedy) turn(s Situation) game.Action {
	o := g.opts(s.Missing)
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
			return a
		}
	}
	if _, a, ok := g.bestDiscard(s.Hand, o, s.Legal); ok {
		if g.declare {
			for _, d := range s.Legal {
				if d.Kind == game.Discard && d.Call && d.Tile == a.Tile {
					return d
				}
			}
		}
		return a
	}
	return s.Legal[0]
}

func (g Greedy) claim(s Situation) game.Action {
	o := g.opts(s.Missing)
	cur, known := 0, false // the current shanten number, computed when a claim needs it
	pass := s.Legal[0]
	for _, a := range s.Legal {
		var m meld.Meld
		var err error
		switch a.Kind {
		case game.Pung:
			m, err = meld.NewClaimed(meld.Pung, a.Tile, tile.NoSeat)
		case game.Kong:
			m, err = meld.NewClaimed(meld.Kong, a.Tile, tile.NoSeat)
		case game.Chow:
			m, err = meld.NewClaimed(meld.Chow, a.Chow, tile.NoSeat)
		case game.Pass:
			pass = a
			continue
		default:
			continue
		}
		if err != nil {
			continue
		}
		h, err := s.Hand.With(a.Tile)
		if err != nil {
			continue
		}
		if h, err = h.Declare(m); err != nil {
			continue
		}
		if !known {
			cur, known = s.Hand.Shanten(o), true
		}
		after := h.Shanten(o)
		if a.Kind != game.Kong {
			// The claimant discards at once: the best discard's shanten.
			after = 99
			c := h.Concealed()
			for t := tile.Character1; t <= tile.Red; t++ {
				if c[t] > 0 {
					if h2, err := h.Without(t); err == nil {
						after = min(after, h2.Shanten(o))
					}
				}
			}
		}
		if after < cur || (a.Kind == game.Kong && after <= cur) {
			return a
		}
	}
	return pass
}
