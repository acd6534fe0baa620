package game_test

import (
	"errors"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/summary"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// fake is a small variant for tests: either classic-like (chows, bonus tiles, Kong Box, one winner) or
// sichuan-like (exchange, missing suit, no chows, several winners, play after a win).
type fake struct {
	name  string
	table variant.Table
	hands int
}

// sichuanWall is the Sichuan wall: 108 suit tiles, no dead wall.
var sichuanWall = wall.Spec{Kinds: tile.SuitedKinds, Sides: [4]uint8{14, 13, 14, 13}, DeadWall: wall.NoDeadWall,
	Deal: wall.DealDealerLast}

// riichiWall is the riichi wall: 136 tiles, a fixed dead wall of 14.
var riichiWall = wall.Spec{Kinds: tile.PlayingKinds, Sides: [4]uint8{17, 17, 17, 17}, DeadWall: wall.FixedDeadWall,
	Deal: wall.DealDealerLast}

func fakeClassic() fake {
	return fake{name: "fake-classic", hands: 8, table: variant.Table{
		Wall:         wall.Spec{Kinds: tile.AllKinds, Sides: [4]uint8{18, 18, 18, 18}, DeadWall: wall.DiceKongBox, Deal: wall.DealDealerPair},
		Shapes:       hand.AllShapes,
		Claims:       variant.ClaimRules{Chow: true, MaxWinners: 1, RobAddedKong: true, AddedKongDrawnOnly: true},
		Declarations: variant.DeclarationRules{OriginalCall: true},
		Scoring:      variant.ScoringRules{StartingScore: 2000},
	}}
}

func fakeSichuan() fake {
	return fake{name: "fake-sichuan", hands: 8, table: variant.Table{
		Wall:       sichuanWall,
		Shapes:     hand.Standard | hand.SevenPairsQuads,
		BeforePlay: variant.BeforePlayRules{Exchange: 3, MissingSuit: true},
		Claims:     variant.ClaimRules{MaxWinners: 3, LastDiscardPung: true, RobAddedKong: true},
		PassedWins: variant.PassedWinRules{Rule: variant.UntilDraw},
	}}
}

func (f fake) Name() string         { return f.name }
func (f fake) Table() variant.Table { return f.table }
func (f fake) Claims() claim.Policy {
	b := claim.Basic{Shapes: f.table.Shapes, Multiple: f.table.Claims.MaxWinners > 1, BarPassed: f.table.PassedWins.Rule != 0}
	if !f.table.Claims.Chow {
		b.Forbid = claim.KindsOf(claim.Chow)
	}
	if f.table.Claims.LastDiscardPung {
		b.OnLast = claim.KindsOf(claim.Win, claim.Pung)
	}
	return b
}

func (f fake) opts(s tile.Suit) hand.Options {
	o := hand.Options{Shapes: f.table.Shapes}
	if s != tile.NoSuit {
		o.Kinds = f.table.Wall.Kinds & tile.PlayingKinds &^ s.Kinds()
	}
	return o
}

func (f fake) CanWin(h hand.Hand, w score.WinContext) bool { return h.IsWin(f.opts(w.MissingSuit)) }

var errFake = errors.New("fake: bad facts")

func (f fake) Score(h hand.Hand, w score.WinContext) (score.Result, error) {
	if !f.CanWin(h, w) {
		return score.Result{}, score.ErrNotWin
	}
	if h.Concealed().Count(w.Winning) == 0 || w.Source == score.SourceNone || w.Out[w.Winner.Index()] {
		return score.Result{}, errFake
	}
	v := 1 + h.NumMelds()
	r := score.Result{Variant: f.name, Hand: h.String(), Raw: v, Value: v}
	switch w.Source {
	case score.Discard, score.RobbedKong:
		if err := r.Payments.Pay(w.Supplier, w.Winner, v, "win"); err != nil {
			return score.Result{}, err
		}
	case score.Wall, score.Replacement:
		for s := range tile.NumSeats {
			if tile.SeatAt(s) != w.Winner && !w.Out[s] {
				_ = r.Payments.Pay(tile.SeatAt(s), w.Winner, v+1, "self-draw")
			}
		}
	case score.SourceNone:
	}
	return r, nil
}

// Settle: at exhaustion, each player still in who is not ready pays 1 to each ready player still in.
func (f fake) Settle(s variant.Summary) (score.Ledger, error) {
	var l score.Ledger
	if !s.Exhausted || f.table.Claims.MaxWinners == 1 {
		return l, nil
	}
	out := summary.Out(&s)
	var ready [tile.NumSeats]bool
	for i, h := range s.Hands {
		if !out[i] && h.Size() == 13 {
			w, err := h.Waits(f.opts(s.Missing[i]))
			ready[i] = err == nil && w != 0
		}
	}
	for i := range tile.NumSeats {
		for j := range tile.NumSeats {
			if !out[i] && !out[j] && !ready[i] && ready[j] {
				if err := l.Pay(tile.SeatAt(i), tile.SeatAt(j), 1, "ready"); err != nil {
					return nil, err
				}
			}
		}
	}
	return l, nil
}

func (f fake) Advance(cur variant.Session, s variant.Summary) (variant.Session, bool) {
	next := cur
	next.Hands++
	if len(s.Wins) > 0 && s.Wins[0].Context.Winner != s.Dealer {
		next.Dealer = s.Wins[0].Context.Winner
	}
	return next, next.Hands >= f.hands
}

func (f fake) ExchangeDirection(_ wall.Dice, src rand.Source) variant.Direction {
	return variant.Direction(src.Uint64() % 3)
}

var errExchange = errors.New("fake: bad exchange")

func (f fake) ValidateExchange(h hand.Hand, ts []tile.Tile) error {
	if len(ts) != f.table.BeforePlay.Exchange {
		return errExchange
	}
	c := h.Concealed()
	for _, t := range ts {
		if !c.Remove(t) || t.Suit() != ts[0].Suit() {
			return errExchange
		}
	}
	return nil
}
