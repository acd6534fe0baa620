package riichi

import (
	"fmt"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// Amounts fixed in every preset (docs/rules/riichi.md §10, docs/rules/riichi.md §11, docs/rules/riichi.md §14).
const (
	// notenTotal is the total of the noten payments at an exhaustive draw.
	notenTotal = 3000
	// stickValue is the value of one riichi stick (the table's Declarations.Deposit).
	stickValue = 1000
)

// notenPayments returns each seat's change in points at a four-player exhaustive draw without
// nagashi mangan (docs/rules/riichi.md §11): the noten players share notenTotal out to the tenpai
// players, so one tenpai player receives 1,000 from each other, two receive 1,500 each and three 1,000
// each; with nobody or everybody tenpai nothing is paid. The changes sum to zero.
func notenPayments(tenpai [tile.NumSeats]bool) [tile.NumSeats]int {
	var l score.Ledger
	_ = payNoten(&l, tenpai, tile.NumSeats, notenTotal) // the seats are valid and the amounts small
	return l.Net()
}

// payNoten records in l the noten payments among the first players seats: each noten player pays each
// tenpai player the same share of pool (docs/rules/riichi.md §11.1, docs/rules/riichi.md §17.10).
func payNoten(l *score.Ledger, tenpai [tile.NumSeats]bool, players, pool int) error {
	nt := 0
	for _, t := range tenpai[:players] {
		if t {
			nt++
		}
	}
	if nt == 0 || nt == players {
		return nil
	}
	each := pool / (nt * (players - nt))
	for n, tn := range tenpai[:players] {
		for t, tt := range tenpai[:players] {
			if !tn && tt {
				if err := l.Pay(tile.SeatAt(n), tile.SeatAt(t), each, "noten"); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// payNagashi records in l the nagashi mangan of each seat marked in nagashi, paid as a mangan tsumo
// (docs/rules/riichi.md §11.2, docs/rules/riichi.md §17.10); o are resolved options.
func (o *Options) payNagashi(l *score.Ledger, dealer tile.Seat, nagashi [tile.NumSeats]bool) error {
	for s, q := range nagashi[:o.Players] {
		if !q {
			continue
		}
		w := tile.SeatAt(s)
		for i := range o.Players {
			if p := tile.SeatAt(i); p != w {
				if err := l.Pay(p, w, o.tsumoShare(2000, w == dealer, p == dealer), "nagashi mangan"); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// nagashiRiver reports whether a river qualifies for nagashi mangan (docs/rules/riichi.md §11): it is
// not empty, every discard is a terminal or an honour, and none was taken by another player's call.
// river lists the player's discards in order, taken[i] whether discard i was called.
func nagashiRiver(river []tile.Tile, taken []bool) bool {
	if len(river) == 0 || len(taken) != len(river) {
		return false
	}
	for i, t := range river {
		if taken[i] || !(t.IsHonor() || t.IsTerminal()) {
			return false
		}
	}
	return true
}

// nagashiPayments returns each seat's change in points when the seats marked in nagashi are paid
// nagashi mangan at a four-player table (docs/rules/riichi.md §11): each is paid as a mangan won by
// self-draw, the dealer 4,000 from each other player, a non-dealer 4,000 from the dealer and 2,000 from
// each other; no honba and no sticks. The changes sum to zero. An unset or invalid dealer is an error
// wrapping [score.ErrContext]: who pays what depends on it.
func nagashiPayments(dealer tile.Seat, nagashi [tile.NumSeats]bool) ([tile.NumSeats]int, error) {
	if !dealer.IsValid() {
		return [tile.NumSeats]int{}, fmt.Errorf("%w: riichi: nagashi mangan with dealer %v", score.ErrContext, dealer)
	}
	var l score.Ledger
	o := Options{}.Resolved()
	err := o.payNagashi(&l, dealer, nagashi)
	return l.Net(), err
}

// exhaustiveDraw is what the settlement of an exhaustive draw needs. The zero value is a draw in which
// nobody is tenpai and no dealer is set, which settleExhaustive refuses. It is a small value,
// safe for concurrent use.
type exhaustiveDraw struct {
	Dealer tile.Seat
	// Tenpai marks the ready players (players in riichi always are).
	Tenpai [tile.NumSeats]bool
	// Nagashi marks the players whose river qualifies ([nagashiRiver]).
	Nagashi [tile.NumSeats]bool
}

// settleExhaustive returns each seat's change in points at an exhaustive draw (docs/rules/riichi.md
// §11, with three players docs/rules/riichi.md §17.10): with [Options.NagashiMangan] on and a qualifying
// player, the nagashi payments (under [Options.NorthBisection] with three players) and no noten payments;
// otherwise the noten players pay [Options.NotenPool] in all to the tenpai players. Riichi sticks stay
// on the table and no honba is paid. The second result reports whether the dealer keeps the deal, which
// is exactly whether the dealer is tenpai, nagashi mangan or not: a noten dealer paid nagashi mangan
// passes the deal (docs/rules/riichi.md §11.2, docs/rules/riichi.md §12.1). An unset or invalid dealer,
// and with three players a North dealer or a North marked tenpai or nagashi, is an error wrapping
// [score.ErrContext].
func (o Options) settleExhaustive(d exhaustiveDraw) ([tile.NumSeats]int, bool, error) {
	l, err := o.Resolved().exhaustiveLedger(d)
	if err != nil {
		return [tile.NumSeats]int{}, false, err
	}
	return l.Net(), d.Tenpai[d.Dealer.Index()], nil
}

// exhaustiveLedger returns the payments of an exhaustive draw under resolved options o, as
// settleExhaustive describes them.
func (o Options) exhaustiveLedger(d exhaustiveDraw) (score.Ledger, error) {
	switch {
	case !d.Dealer.IsValid():
		return nil, fmt.Errorf("%w: riichi: exhaustive draw with dealer %v", score.ErrContext, d.Dealer)
	case o.Players == 3 && (d.Dealer == tile.SeatNorth || d.Tenpai[3] || d.Nagashi[3]):
		return nil, fmt.Errorf("%w: riichi: a North seat at an exhaustive draw with three players", score.ErrContext)
	}
	var l score.Ledger
	if o.NagashiMangan == On && d.Nagashi != [tile.NumSeats]bool{} {
		return l, o.payNagashi(&l, d.Dealer, d.Nagashi)
	}
	return l, payNoten(&l, d.Tenpai, o.Players, o.NotenPool)
}

// nineTerminals reports whether c, a player's 14 tiles on their first turn, holds at least nine
// different terminal-or-honour kinds: the condition of kyuushu kyuuhai (docs/rules/riichi.md §11),
// which the player may then declare when [Options.AbortKyuushu] is on and the first go-around is
// unbroken.
func nineTerminals(c tile.Counts) bool {
	n := 0
	for _, t := range orphanKinds {
		if c.Count(t) > 0 {
			n++
		}
	}
	return n >= 9
}

// orphanKinds are the thirteen terminal and honour kinds.
var orphanKinds = [13]tile.Tile{
	tile.Character1, tile.Character9, tile.Circle1, tile.Circle9, tile.Bamboo1, tile.Bamboo9,
	tile.East, tile.South, tile.West, tile.North, tile.White, tile.Green, tile.Red,
}

// fourWinds reports whether the first four discards of a hand are all of the same wind kind: the
// condition of suufon renda (docs/rules/riichi.md §11), an abortive draw when [Options.AbortSuufon] is
// on and no call broke the first go-around.
func fourWinds(first [tile.NumSeats]tile.Tile) bool {
	return first[0].IsWind() && first[1] == first[0] && first[2] == first[0] && first[3] == first[0]
}

// abort is an abortive draw (docs/rules/riichi.md §11). The zero value is noAbort. abort is a small
// value, safe for concurrent use.
type abort uint8

// The abortive draws.
const (
	noAbort    abort = iota // no abortive draw
	nineKinds               // kyuushu kyuuhai: nine terminal and honour kinds on the first turn
	fourWind                // suufon renda: the first four discards the same wind
	fourRiichi              // suucha riichi: all four players in riichi
	fourKans                // suukaikan: four kans by more than one player
	tripleRon               // sanchahou: three rons on one discard
)

var abortNames = [...]string{noAbort: "none", nineKinds: "nine-kinds", fourWind: "four-winds",
	fourRiichi: "four-riichi", fourKans: "four-kans", tripleRon: "triple-ron"}

// String returns the abort's name, such as "four-riichi", or "riichi.Abort(N)" out of range.
func (a abort) String() string { return enumtext.String(abortNames[:], "riichi.abort", a) }

// enabled reports whether the options allow the abortive draw a ([Options.AbortKyuushu],
// [Options.AbortSuufon], [Options.AbortSuucha], [Options.AbortSuukaikan], [Options.Sanchahou]; for
// tripleRon also [Options.MultipleRon] must be DoubleOnly, the only rule under which a third ron is
// refused).
func (o Options) enabled(a abort) bool {
	r := o.Resolved()
	switch a {
	case nineKinds:
		return r.AbortKyuushu == On
	case fourWind:
		return r.AbortSuufon == On
	case fourRiichi:
		return r.AbortSuucha == On
	case fourKans:
		return r.AbortSuukaikan == On
	case tripleRon:
		return r.Sanchahou == On && r.MultipleRon == DoubleOnly
	case noAbort:
	}
	return false
}

// ronWinners returns, from the seats that declared ron on one discard by discarder, the seats that win
// under [Options.MultipleRon] (docs/rules/riichi.md §10, docs/rules/riichi.md §11), in turn order from
// the discarder (over East, South and West with three players, docs/rules/riichi.md §17.3), and
// whether the hand is instead aborted by sanchahou. DoubleOnly: up to two win; three abort the hand
// when [Options.Sanchahou] is on, otherwise the two nearest win. AllWin: everyone wins. HeadBump: the
// nearest alone wins. An unset discarder, or a discarder among the rons, gives no winner.
func (o Options) ronWinners(discarder tile.Seat, ron [tile.NumSeats]bool) ([]tile.Seat, bool) {
	if !discarder.IsValid() || ron[discarder.Index()] {
		return nil, false
	}
	n := o.Resolved().Players
	if discarder.Index() >= n {
		return nil, false // North does not play with three
	}
	var out []tile.Seat
	for k := 1; k < n; k++ {
		if s := tile.SeatAt((discarder.Index() + k) % n); ron[s.Index()] {
			out = append(out, s)
		}
	}
	switch o.MultipleRon {
	case HeadBump:
		return out[:min(len(out), 1)], false
	case DoubleOnly:
		if len(out) == 3 {
			if o.enabled(tripleRon) {
				return nil, true
			}
			return out[:2], false
		}
	case AllWin:
	}
	return out, false
}
