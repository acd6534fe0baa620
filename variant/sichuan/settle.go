package sichuan

import (
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// The reasons written on the transfers of [Rules.Score] and [Rules.Settle].
const (
	reasonDiscard        = "discard"
	reasonRobbing        = "robbing the kong"
	reasonSelfDraw       = "self-draw"
	reasonExposedKongWin = "replacement after exposed kong"
	reasonKongConcealed  = "concealed kong"
	reasonKongExposed    = "exposed kong"
	reasonKongAdded      = "added kong"
	reasonKongReturned   = "kong money returned"
	reasonKongTransfer   = "kong money transferred"
	reasonFlowerPig      = "flower pig"
	reasonTenpaiCheck    = "tenpai check"
	reasonKongRefund     = "kong refund"
)

// Waits returns the waits of the 13-tile hand h of a player whose missing suit is m
// (docs/rules/sichuan.md §7): the kinds that complete a legal win, leaving out kinds of which h holds
// all four copies. It is empty when h holds a tile of the missing suit, when m is not a suit, or when h
// does not have 13 tiles.
func (r *Rules) Waits(h hand.Hand, m tile.Suit) tile.Set {
	u := usableKinds(m)
	if u == 0 || h.Size() != 13 || h.Bonus() != 0 {
		return 0
	}
	w, err := h.Waits(hand.Options{Shapes: winShapes, Kinds: u, ExcludeHeld: true})
	if err != nil {
		return 0 // unreachable: the size is 13
	}
	return w
}

// WaitValue returns the value of the wait t of the 13-tile hand h with missing suit m as the tenpai
// check counts it (docs/rules/sichuan.md §11): the capped base of h plus t with shape Fan only (Root,
// All triplets, Pair wait, Pure suit, Seven pairs), no +1. It is 0 if t is not a wait of h.
func (r *Rules) WaitValue(h hand.Hand, m tile.Suit, t tile.Tile) int {
	if !r.Waits(h, m).Has(t) {
		return 0
	}
	return r.waitValue(h, usableKinds(m), t)
}

func (r *Rules) waitValue(h hand.Hand, u tile.Set, t tile.Tile) int {
	w, err := h.With(t)
	if err != nil {
		return 0
	}
	ev, ok := r.evaluate(w, t, u, situation{})
	if !ok {
		return 0
	}
	return r.base(ev.fan)
}

// ReadyValue returns the ready value of the 13-tile hand h with missing suit m
// (docs/rules/sichuan.md §11): the highest [Rules.WaitValue] over its waits, and the first wait (in
// kind order) that has it. It returns 0 and tile.None when the hand is not ready.
func (r *Rules) ReadyValue(h hand.Hand, m tile.Suit) (value int, wait tile.Tile) {
	u := usableKinds(m)
	for t := range r.Waits(h, m).All() {
		if v := r.waitValue(h, u, t); v > value {
			value, wait = v, t
		}
	}
	return value, wait
}

// IsFlowerPig reports whether a player still in at exhaustion, holding h with missing suit m and having
// discarded ds this hand, is a flower pig (docs/rules/sichuan.md §11): h holds a tile of the missing
// suit, unless every tile discarded was of that suit (a player with no discards is exempt).
func IsFlowerPig(h hand.Hand, m tile.Suit, ds []tile.Tile) bool {
	if h.All().Kinds()&m.Kinds() == 0 {
		return false
	}
	for _, t := range ds {
		if t.Suit() != m {
			return true
		}
	}
	return false
}

// payer records transfers on a ledger and keeps the first error (wrapping [score.ErrPayment]), so that
// no failed transfer goes unnoticed; the bounds of the options rule such errors out.
type payer struct {
	l   *score.Ledger
	err error
}

func (p *payer) pay(from, to tile.Seat, amount int, reason string) {
	if p.err == nil {
		p.err = p.l.Pay(from, to, amount, reason)
	}
}

type kongPayment struct {
	from, to tile.Seat
	amount   int
}

// Settle returns the transfers of a finished hand besides the wins' own payments, in this order:
//
//   - with KongPayments on, each turn's kong payments as declared (docs/rules/sichuan.md §6.3:
//     concealed 2 from each other player still in, exposed 2 from the discarder, added fresh 1 from
//     each other player still in, added held 0; robbed kongs nothing), each followed, when the
//     konger's first discard after the kongs was won on or an added kong of that turn was robbed
//     (Kong.Shot), by their return to the payers or, with TransferToWinner, by their transfer to the
//     winners split equally (leftover units one each to the winners in the order of Kong.Shot, turn
//     order from the konger);
//   - when the wall is exhausted (s.Exhausted) with at least two players still in, the settlement
//     of docs/rules/sichuan.md §11: a flower pigs ([IsFlowerPig]) pay FlowerPigAmount to each other
//     player still in who is not a flower pig; b each player still in who is neither ready nor a
//     flower pig pays each ready player still in their [Rules.ReadyValue] (2^FanCap with CapAmount);
//     c with KongPayments on, each player still in who is not ready returns all kong money not yet
//     returned or transferred to its payers.
//
// Errors wrap [score.ErrContext]: a kong record [variant.Summary.ValidateKongs] refuses (an unset
// konger or supplier, a StillIn that leaves out players still in, a Shot list out of turn order, turns
// out of sequence, ...), or at exhaustion a player still in with an invalid missing suit or a hand that
// does not have 13 tiles; errors wrap [score.ErrPayment] should a transfer fail, which the bounds of
// the options rule out. On error the ledger is nil.
func (r *Rules) Settle(s variant.Summary) (score.Ledger, error) {
	if err := s.ValidateKongs(); err != nil {
		return nil, err
	}
	var l score.Ledger
	pay := &payer{l: &l}
	var pending []kongPayment
	if r.opt.KongPayments {
		pending = r.settleKongs(pay, s.Kongs)
	}
	if pay.err != nil {
		return nil, pay.err
	}
	if !s.Exhausted {
		return l, nil
	}
	out := s.Out()
	var in []tile.Seat
	for p := range tile.Seats() {
		if !out[p.Index()] {
			in = append(in, p)
		}
	}
	if len(in) < 2 {
		return l, nil
	}
	var pig, ready [tile.NumSeats]bool
	var value [tile.NumSeats]int
	for _, p := range in {
		m, h := s.Missing[p.Index()], s.Hands[p.Index()]
		if !validMissing(m) {
			return nil, fmt.Errorf("%w: seat %v has missing suit %v", score.ErrContext, p, m)
		}
		if h.Size() != 13 {
			return nil, fmt.Errorf("%w: seat %v holds %d tiles at exhaustion", score.ErrContext, p, h.Size())
		}
		pig[p.Index()] = IsFlowerPig(h, m, s.Discards[p.Index()])
		if !pig[p.Index()] {
			value[p.Index()], _ = r.ReadyValue(h, m)
			ready[p.Index()] = value[p.Index()] > 0
			if r.opt.TenpaiCheckAmount == CapAmount {
				value[p.Index()] = r.maxBase() * min(value[p.Index()], 1)
			}
		}
	}
	for _, p := range in { // a
		if pig[p.Index()] {
			for _, q := range in {
				if q != p && !pig[q.Index()] {
					pay.pay(p, q, r.opt.FlowerPigAmount, reasonFlowerPig)
				}
			}
		}
	}
	for _, q := range in { // b
		if ready[q.Index()] {
			for _, p := range in {
				if !ready[p.Index()] && !pig[p.Index()] {
					pay.pay(p, q, value[q.Index()], reasonTenpaiCheck)
				}
			}
		}
	}
	for _, k := range pending { // c
		if !out[k.to.Index()] && !ready[k.to.Index()] {
			pay.pay(k.to, k.from, k.amount, reasonKongRefund)
		}
	}
	if pay.err != nil {
		return nil, pay.err
	}
	return l, nil
}

// settleKongs appends the kong payments of ks to l, returning or transferring those of shot turns, and
// returns the payments still held. The kongs have been validated ([variant.Summary.ValidateKongs]).
func (r *Rules) settleKongs(pay *payer, ks []variant.Kong) []kongPayment {
	type turnKey struct {
		seat tile.Seat
		turn int
	}
	var pending []kongPayment
	done := map[turnKey]bool{}
	for _, k := range ks {
		key := turnKey{k.Seat, k.Turn}
		if done[key] {
			continue
		}
		done[key] = true
		var pays []kongPayment
		var shot []tile.Seat
		for _, o := range ks {
			if o.Seat != k.Seat || o.Turn != k.Turn {
				continue
			}
			if len(shot) == 0 {
				shot = o.Shot
			}
			if o.Robbed {
				continue
			}
			reason := kongKindReasons[o.Kind]
			switch o.Kind {
			case variant.ConcealedKong, variant.AddedFresh:
				amt := 2
				if o.Kind == variant.AddedFresh {
					amt = 1
				}
				for p := range tile.Seats() {
					if p != o.Seat && o.StillIn[p.Index()] {
						pays = append(pays, kongPayment{p, o.Seat, amt})
						pay.pay(p, o.Seat, amt, reason)
					}
				}
			case variant.ExposedKong:
				pays = append(pays, kongPayment{o.Supplier, o.Seat, 2})
				pay.pay(o.Supplier, o.Seat, 2, reason)
			case variant.AddedHeld:
			}
		}
		if len(shot) == 0 {
			pending = append(pending, pays...)
			continue
		}
		switch r.opt.KongShootMoney {
		case Cancel:
			for _, p := range pays {
				pay.pay(p.to, p.from, p.amount, reasonKongReturned)
			}
		case TransferToWinner:
			total := 0
			for _, p := range pays {
				total += p.amount
			}
			n := len(shot)
			for i, w := range shot {
				amt := total / n
				if i < total%n {
					amt++
				}
				pay.pay(k.Seat, w, amt, reasonKongTransfer)
			}
		}
	}
	return pending
}

var kongKindReasons = [...]string{
	variant.ConcealedKong: reasonKongConcealed,
	variant.ExposedKong:   reasonKongExposed,
	variant.AddedFresh:    reasonKongAdded,
	variant.AddedHeld:     reasonKongAdded,
}
