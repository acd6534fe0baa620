package riichi

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// ErrTooLarge means a win whose value without limits ([Options.Aotenjou]) is beyond what a payment
// ledger holds ([score.MaxAmount]): basic points above about 1.5 × 10^15, such as 44 han at 30 fu or
// four yakuman (52 han). Nothing is scored.
var ErrTooLarge = errors.New("riichi: value too large")

// maxCounters bounds the honba and the riichi sticks a win names, so no payment overflows.
const maxCounters = 1000

// The payment reasons of the honba in the ledger of a result, which a reader of the ledger may need to
// tell from the payment of the hand itself (its other reasons are "ron", "tsumo", "pao" and
// "pao share").
const (
	ReasonHonba    = "honba"
	ReasonPaoHonba = "pao honba"
)

// The other payment reasons in the ledger of a result.
const (
	reasonRon       = "ron"
	reasonTsumo     = "tsumo"
	reasonPao       = "pao"
	reasonPaoShared = "pao share"
)

// knownFlags are the flags riichi reads: haitei, houtei and tenhou.
const knownFlags = score.LastTile | score.LastDiscard | score.HeavensBlessing

// Score scores the win h (14 tiles, the winning tile included) with the facts w and lists its payments
// (docs/rules/riichi.md §7 to docs/rules/riichi.md §10, docs/rules/riichi.md §13). The riichi, ippatsu,
// chiihou, renhou, furiten, open-riichi deal-in and dealer-streak facts come from w.Declaration,
// w.FirstDraw, w.BeforeFirstDraw, w.Furiten, w.OpenDealIn and w.DealerStreak; the dora and ura indicators from w.Indicators and
// w.HiddenIndicators (none given counts no dora; a riichi winner's ura indicators are either as many
// as the dora indicators or none, which counts no ura dora); honba from w.Counters, riichi sticks from w.Deposits and the seat liable for pao
// from w.Liable.
//
// The result's items list each yaku (unit han; a yakuman 13 per multiple), the dora, aka and ura
// counts (unit dora) and the fu breakdown (unit fu); Han, Fu, Limit and Value (the basic points) are
// those of the best reading (docs/rules/riichi.md §7.5); Raw is fu × 2^(2+han) below 13 han and the
// limit's basic points from 13 han on and for a yakuman. The ledger holds the value ("ron", "tsumo"),
// the honba ("honba") and any liability ("pao", "pao share", "pao honba") as separate transfers; the
// sticks taken from the table are Collected.
//
// Errors wrap [score.ErrContext] for facts that contradict each other or the hand (the list of
// docs/rules/riichi.md §13.2), and [score.ErrNotWin] for a hand that is not a winning shape, has no
// yaku, or is furiten on a ron.
func (r *Rules) Score(h hand.Hand, w score.WinContext) (score.Result, error) {
	var s situation
	if err := r.best(h, w, &s); err != nil {
		return score.Result{}, err
	}
	var res score.Result
	r.result(&res, h, w, &s, &s.bestR, &s.best)
	return res, nil
}

// Value returns the basic points of the win h with the facts w (the Value of [Rules.Score]) without
// building the breakdown or the payments; it does not allocate. Errors are those of Score.
func (r *Rules) Value(h hand.Hand, w score.WinContext) (int, error) {
	var s situation
	if err := r.best(h, w, &s); err != nil {
		return 0, err
	}
	return s.best.basic, nil
}

// best checks the facts and finds the best reading into s.
func (r *Rules) best(h hand.Hand, w score.WinContext, s *situation) error {
	if err := r.check(h, w, s); err != nil {
		return err
	}
	wins := tile.Set(0).With(w.Winning)
	if s.tenhou && r.opt.TenhouAnyTile == On {
		wins = s.conc.Kinds() // any of the 14 tiles may be the winning one
	}
	s.readings(wins)
	if !s.found {
		return errNoYaku{}
	}
	if s.overflow {
		return fmt.Errorf("%w: riichi: the value without limits exceeds %d basic points", ErrTooLarge, maxBasic)
	}
	if w.Liable != tile.NoSeat && s.best.paoMult == 0 {
		return ctxErr("liable seat %s without a pao yakuman", w.Liable)
	}
	return nil
}

// errNoYaku is the refusal of a winning shape without a yaku: it wraps [score.ErrNotWin] and, having
// no fields, costs no allocation (the referee asks [Rules.CanWin] of yakuless open hands often).
type errNoYaku struct{}

func (errNoYaku) Error() string {
	return score.ErrNotWin.Error() + ": riichi: no winning reading with a yaku"
}
func (errNoYaku) Unwrap() error { return score.ErrNotWin }

func ctxErr(format string, a ...any) error {
	return fmt.Errorf("%w: riichi: "+format, append([]any{score.ErrContext}, a...)...)
}

// check validates the facts and fills the situation.
func (r *Rules) check(h hand.Hand, w score.WinContext, s *situation) error {
	if err := w.Validate(); err != nil {
		return err
	}
	f := factsOf(w)
	s.opt = &r.opt
	s.f = f
	switch w.Source {
	case score.Wall, score.Replacement:
		s.tsumo = true
	case score.Discard, score.RobbedKong:
	case score.SourceNone:
		return ctxErr("the source of the winning tile is required")
	default:
		return ctxErr("source %s", w.Source)
	}
	s.rinshan = w.Source == score.Replacement
	s.chankan = w.Source == score.RobbedKong
	s.haitei = w.Flags&score.LastTile != 0
	s.houtei = w.Flags&score.LastDiscard != 0
	s.tenhou = w.Flags&score.HeavensBlessing != 0
	s.round = winfacts.Prevailing(&w)
	n := r.opt.Players // the seats in play are the first n: East to North, or East to West
	if n == 3 {
		if err := sanmaSeats(w); err != nil {
			return err
		}
	} else if w.Kita != 0 || w.KitaRon {
		return ctxErr("kita with four players")
	}
	if n == 3 {
		s.seat = tile.East + tile.Tile((w.Winner.Index()-w.Dealer.Index()+3)%3)
	} else {
		s.seat = tile.East + tile.Tile(w.Dealer.Distance(w.Winner))
	}
	dealer := w.Winner == w.Dealer
	switch {
	case w.Flags&^knownFlags != 0:
		return ctxErr("flags %s are not riichi facts", w.Flags&^knownFlags)
	case w.MissingSuit != tile.NoSuit:
		return ctxErr("a missing suit (%s) in riichi", w.MissingSuit)
	case w.Out != [tile.NumSeats]bool{}:
		return ctxErr("players out before a riichi win")
	case w.Counters < 0 || w.Counters > maxCounters:
		return ctxErr("%d honba (want 0..%d)", w.Counters, maxCounters)
	case w.Deposits < 0 || w.Deposits > maxCounters:
		return ctxErr("%d riichi sticks (want 0..%d)", w.Deposits, maxCounters)
	}
	if err := w.Indicators.Validate(); err != nil {
		return err
	}
	if err := w.HiddenIndicators.Validate(); err != nil {
		return err
	}
	// Contradictory facts (docs/rules/riichi.md §13.2).
	nMelds := h.NumMelds()
	hasKong := false
	for i := range nMelds {
		hasKong = hasKong || h.Meld(i).Kind() == meld.Kong
	}
	s.prepare(h)
	riichi := f.riichi != score.NotDeclared
	switch {
	case !s.tsumo && s.haitei:
		return ctxErr("haitei on a ron")
	case s.tsumo && s.houtei:
		return ctxErr("houtei on a tsumo")
	case s.haitei && s.houtei:
		return ctxErr("haitei and houtei")
	case s.chankan && s.houtei:
		return ctxErr("chankan and houtei")
	case s.rinshan && s.haitei:
		return ctxErr("rinshan and haitei")
	case s.rinshan && !hasKong && (w.Kita == 0 || r.opt.KitaRinshan != On):
		return ctxErr("rinshan without a quad or a kita")
	case f.ippatsu && !riichi:
		return ctxErr("ippatsu without riichi")
	case f.ippatsu && s.rinshan:
		return ctxErr("ippatsu with rinshan")
	case riichi && !s.closed:
		return ctxErr("riichi with an open hand")
	case f.openRiichi && !riichi:
		return ctxErr("open riichi without riichi")
	case f.openRiichi && r.opt.OpenRiichi != On:
		return ctxErr("open riichi with OpenRiichi off")
	case f.openDealIn && (!f.openRiichi || s.tsumo):
		return ctxErr("a deal-in to an open riichi needs an open riichi won by ron")
	case f.dealerStreak > 0 && !dealer:
		return ctxErr("a dealer streak for a non-dealer")
	}
	s.openDealIn = f.openDealIn
	s.paarenchan = dealer && f.dealerStreak >= 7 && r.opt.Paarenchan == On
	other := s.haitei || s.houtei || s.rinshan || s.chankan || f.ippatsu || riichi
	switch {
	case s.tenhou && (!dealer || w.Source != score.Wall || nMelds > 0 || other || f.chiihou || f.renhou):
		return ctxErr("tenhou needs the dealer's tsumo without melds, riichi or other facts")
	case f.chiihou && (dealer || w.Source != score.Wall || nMelds > 0 || other || f.renhou):
		return ctxErr("chiihou needs a non-dealer's tsumo without melds, riichi or other facts")
	case f.renhou && (dealer || w.Source != score.Discard || nMelds > 0 || other):
		return ctxErr("renhou needs a non-dealer's ron without melds, riichi or other facts")
	}
	s.renhou = f.renhou && r.opt.Renhou != RenhouOff
	nDora, nUra := w.Indicators.Len(), w.HiddenIndicators.Len()
	switch {
	case nDora > 1 && r.opt.KanDora == Off:
		return ctxErr("%d dora indicators with KanDora off", nDora)
	case nUra > 0 && !riichi:
		return ctxErr("ura indicators without riichi")
	case nUra > 0 && r.opt.UraDora == Off:
		return ctxErr("ura indicators with UraDora off")
	case riichi && r.opt.UraDora == On && nUra != 0 && nUra != nDora:
		return ctxErr("%d ura indicators for %d dora indicators", nUra, nDora)
	}
	switch {
	case w.Liable == tile.NoSeat:
	case !w.Liable.IsValid():
		return ctxErr("liable seat %s", w.Liable)
	case w.Liable == w.Winner:
		return ctxErr("the winner %s is liable", w.Liable)
	}
	if size := h.Size(); size != 14 || h.Bonus() != 0 {
		if size == 13 && h.Bonus() == 0 {
			return fmt.Errorf("%w: riichi: %d tiles: the winning tile is missing (a hand to score includes it)",
				score.ErrNotWin, size)
		}
		return fmt.Errorf("%w: riichi: %d tiles", score.ErrNotWin, size)
	}
	if !w.Winning.IsPlaying() || s.conc[w.Winning] == 0 {
		return ctxErr("winning tile %s is not among the concealed tiles", w.Winning)
	}
	if s.chankan && s.all[w.Winning] != 1 {
		return ctxErr("chankan on %s with another copy in the hand", w.Winning)
	}
	if err := r.checkRedFives(h); err != nil {
		return err
	}
	if n == 3 {
		if err := r.checkKita(w, s); err != nil {
			return err
		}
	}
	if f.furiten && !s.tsumo {
		return fmt.Errorf("%w: riichi: furiten", score.ErrNotWin)
	}
	s.dora = countDora(&s.all, w.Indicators, n, w.Kita)
	s.aka = redFives(h)
	s.nuki = w.Kita
	if riichi && r.opt.UraDora == On {
		ura := w.HiddenIndicators
		if r.opt.KanUraDora == Off {
			ura = score.Indicators{ura[0]}
		}
		s.ura = countDora(&s.all, ura, n, w.Kita)
	}
	return nil
}

// sanmaSeats refuses, with three players, a North seat among the winner, the dealer, the discarder
// and the liable seat, and a North round (docs/rules/riichi.md §17.1).
func sanmaSeats(w score.WinContext) error {
	for _, p := range [...]tile.Seat{w.Winner, w.Dealer, w.Supplier, w.Liable} {
		if p == tile.SeatNorth {
			return ctxErr("seat %s with three players", p)
		}
	}
	if winfacts.Prevailing(&w) == tile.North {
		return ctxErr("a North round with three players")
	}
	return nil
}

// checkKita refuses the three-player facts that contradict each other or the hand
// (docs/rules/riichi.md §17.8): a tile of the absent 2m to 8m in the hand or among the indicators,
// more Norths than exist, a kita with NukiDora off, a kita before a heavenly or earthly hand or
// renhou, and a ron on a kita that is not a plain ron on a North.
func (r *Rules) checkKita(w score.WinContext, s *situation) error {
	for t := tile.Character2; t <= tile.Character8; t++ {
		if s.all[t] != 0 {
			return ctxErr("%s with three players", t)
		}
	}
	for _, in := range [...]score.Indicators{w.Indicators, w.HiddenIndicators} {
		for _, t := range in[:in.Len()] {
			if t >= tile.Character2 && t <= tile.Character8 {
				return ctxErr("indicator %s with three players", t)
			}
		}
	}
	switch {
	case w.Kita < 0 || w.Kita > 4 || w.Kita+int(s.all[tile.North]) > 4:
		return ctxErr("%d kita with %d Norths in the hand", w.Kita, s.all[tile.North])
	case w.Kita > 0 && r.opt.NukiDora != On:
		return ctxErr("kita with NukiDora off")
	case w.Kita > 0 && (s.tenhou || s.f.chiihou || s.f.renhou):
		return ctxErr("kita before a tenhou, chiihou or renhou")
	case w.KitaRon && (w.Source != score.Discard || s.houtei || s.f.renhou || w.Winning != tile.North):
		return ctxErr("a ron on a kita is a plain ron on the North")
	}
	return nil
}

// ceil100 rounds up to a multiple of 100.
func ceil100(x int) int { return (x + 99) / 100 * 100 }

// pay fills the ledger and the sticks collected (docs/rules/riichi.md §10.2 to docs/rules/riichi.md
// §10.5, with three players docs/rules/riichi.md §17.7), and appends to b a line for each kind of
// payment, each ended by a newline.
func (r *Rules) pay(res *score.Result, w score.WinContext, v *value, b []byte) []byte {
	res.Payments = make(score.Ledger, 0, 8)
	winner, liable := w.Winner, w.Liable
	dealer := w.Winner == w.Dealer
	honba := w.Counters
	players, unit := r.opt.Players, r.opt.HonbaUnit
	perHonba := (players - 1) * unit // the honba of a ron, or of a tsumo paid by one player
	res.Collected = 1000 * w.Deposits
	ronMul := 4
	if dealer {
		ronMul = 6
	}
	basic := v.basic
	paoB := 0
	if liable != tile.NoSeat {
		paoB = basic
		if r.opt.PaoYakumanOnly == On {
			paoB = 8000 * v.paoMult
		}
	}
	rest := basic - paoB
	if winfacts.SelfDrawn(w.Source) {
		if paoB > 0 {
			b = append(b, "pao: "...)
			b = appendSeat(b, liable)
			if players == 4 {
				_ = res.Payments.Pay(liable, winner, ceil100(ronMul*paoB), reasonPao)
				b = append(b, ", liable, pays as for a ron: "...)
				b = appendTimes(b, ronMul, paoB)
			} else {
				total := 0
				for i := range players {
					p := tile.SeatAt(i)
					if p != winner {
						total += r.opt.tsumoShare(paoB, dealer, p == w.Dealer)
					}
				}
				_ = res.Payments.Pay(liable, winner, total, reasonPao)
				b = append(b, ", liable, pays what the other players would pay on a tsumo: "...)
				b = appendInt(b, total)
			}
			b = append(b, '\n')
			_ = res.Payments.Pay(liable, winner, perHonba*honba, ReasonPaoHonba)
			if honba > 0 {
				b = appendPays(append(b, "pao honba: "...), liable, honba, perHonba)
				b = append(b, '\n')
			}
			honba = 0
		}
		if rest > 0 {
			for i := range players {
				p := tile.SeatAt(i)
				if p != winner {
					_ = res.Payments.Pay(p, winner, r.opt.tsumoShare(rest, dealer, p == w.Dealer), reasonTsumo)
				}
			}
			b = r.appendTsumo(b, w, rest, paoB > 0)
		}
		if honba > 0 {
			for i := range players {
				p := tile.SeatAt(i)
				if p != winner {
					_ = res.Payments.Pay(p, winner, unit*honba, ReasonHonba)
				}
			}
			b = appendCount(append(b, "honba: each other player pays "...), honba, unit)
			b = append(b, '\n')
		}
		return appendSticks(b, w.Deposits)
	}
	discarder := w.Supplier
	if paoB > 0 && liable != discarder {
		half := ceil100(ronMul*paoB) / 2
		_ = res.Payments.Pay(discarder, winner, half, reasonPaoShared)
		_ = res.Payments.Pay(liable, winner, ceil100(ronMul*paoB)-half, reasonPao)
		b = append(b, "pao: "...)
		b = appendSeat(b, liable)
		b = append(b, ", liable, and the discarder "...)
		b = appendSeat(b, discarder)
		b = append(b, " share "...)
		b = appendTimes(b, ronMul, paoB)
		b = append(b, ": "...)
		b = appendInt(b, ceil100(ronMul*paoB)-half)
		b = append(b, " and "...)
		b = appendInt(b, half)
		b = append(b, '\n')
		if r.opt.PaoHonbaByDiscarder == Off {
			_ = res.Payments.Pay(liable, winner, perHonba*honba, ReasonPaoHonba)
			if honba > 0 {
				b = appendPays(append(b, "pao honba: "...), liable, honba, perHonba)
				b = append(b, '\n')
			}
			honba = 0
		}
	} else {
		rest = basic
	}
	_ = res.Payments.Pay(discarder, winner, ceil100(ronMul*rest), reasonRon)
	_ = res.Payments.Pay(discarder, winner, perHonba*honba, ReasonHonba)
	if rest > 0 {
		b = append(b, "ron on "...)
		b = appendSeat(b, discarder)
		if w.KitaRon {
			b = append(b, "'s kita"...)
		} else {
			b = append(b, "'s discard"...)
		}
		switch {
		case paoB > 0 && liable == discarder:
			b = append(b, ", liable as well"...)
		case paoB > 0:
			b = append(b, ", the other "...)
			b = appendInt(b, rest)
			b = append(b, " basic points"...)
		}
		if dealer {
			b = append(b, ", won by the dealer"...)
		}
		b = append(b, ": "...)
		b = appendSeat(b, discarder)
		b = append(b, " pays "...)
		b = appendTimes(b, ronMul, rest)
		b = append(b, '\n')
	}
	if honba > 0 {
		b = appendPays(append(b, "honba: "...), discarder, honba, perHonba)
		b = append(b, '\n')
	}
	return appendSticks(b, w.Deposits)
}

// tsumoHalves returns what a payer pays of a tsumo worth basic points b, in halves of b: with four
// players or tsumo loss the dealer's 2b (4 halves) and a non-dealer's b (2 halves); under north
// bisection the absent player's b is split between the two payers, so 2.5b and 1.5b, and 3b each for
// a dealer's tsumo (docs/rules/riichi.md §17.7).
func (o *Options) tsumoHalves(dealerWins, payerDeals bool) int {
	switch {
	case o.NorthBisection != On || o.Players != 3:
		if dealerWins || payerDeals {
			return 4
		}
		return 2
	case dealerWins:
		return 6
	case payerDeals:
		return 5
	}
	return 3
}

// tsumoShare returns one payer's share of a tsumo worth b basic points, rounded up to 100; o are
// resolved options.
func (o *Options) tsumoShare(b int, dealerWins, payerDeals bool) int {
	return (o.tsumoHalves(dealerWins, payerDeals)*b + 199) / 200 * 100
}

// appendTimesHalves appends "h/2 × x = y" (h/2 written as 2.5 for h = 5), rounded up to 100.
func appendTimesHalves(b []byte, h, x int) []byte {
	if h%2 == 0 {
		return appendTimes(b, h/2, x)
	}
	b = appendInt(b, h/2)
	b = append(b, ".5 × "...)
	b = appendInt(b, x)
	b = append(b, " = "...)
	return appendRounded(b, h*x/2) // x is even: basic points are
}

// appendTsumo appends the line of a tsumo's shares worth rest basic points (after pao's, if any).
func (r *Rules) appendTsumo(b []byte, w score.WinContext, rest int, pao bool) []byte {
	dealer := w.Winner == w.Dealer
	b = append(b, "tsumo"...)
	if pao {
		b = append(b, " for the other "...)
		b = appendInt(b, rest)
		b = append(b, " basic points"...)
	}
	if dealer {
		b = append(b, " by the dealer: each other player pays "...)
		b = appendTimesHalves(b, r.opt.tsumoHalves(true, true), rest)
	} else {
		b = append(b, ": the dealer "...)
		b = appendSeat(b, w.Dealer)
		b = append(b, " pays "...)
		b = appendTimesHalves(b, r.opt.tsumoHalves(false, true), rest)
		if r.opt.Players == 3 {
			b = append(b, "; the other player "...)
			for i := range r.opt.Players {
				p := tile.SeatAt(i)
				if p != w.Dealer && p != w.Winner {
					b = appendSeat(b, p)
				}
			}
			b = append(b, ": "...)
		} else {
			b = append(b, "; each other player "...)
		}
		if h := r.opt.tsumoHalves(false, false); h == 2 {
			b = appendRounded(b, rest)
		} else {
			b = appendTimesHalves(b, h, rest)
		}
	}
	if r.opt.Players == 3 {
		if r.opt.NorthBisection == On {
			b = append(b, " (the absent North's share split: north bisection)"...)
		} else {
			b = append(b, " (no North player: tsumo loss)"...)
		}
	}
	return append(b, '\n')
}

// appendSticks appends the line of the riichi sticks the winner collects, if any.
func appendSticks(b []byte, n int) []byte {
	if n > 0 {
		b = appendCount(append(b, "riichi sticks: "...), n, 1000)
		b = append(b, " from the table"...)
		b = append(b, '\n')
	}
	return b
}
