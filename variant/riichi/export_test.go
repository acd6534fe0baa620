package riichi

import (
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

// BruteBest scores every reading of the win found independently of the scorer's own enumeration:
// the standard arrangements of hand.AllArrangements with the winning tile placed in each group or the
// pair that holds it, plus the chiitoitsu and kokushi shapes of hand.Shapes. It returns the best basic
// points, han and fu by docs/rules/riichi.md §7.5, and false when no reading has a yaku.
func BruteBest(r *Rules, h hand.Hand, w score.WinContext) (basic, han, fu int, ok bool) {
	var s situation
	if err := r.check(h, w, &s); err != nil {
		return 0, 0, 0, false
	}
	var best value
	found := false
	try := func(rd *reading) {
		var v value
		if s.evaluate(rd, &v) && (!found || better(&v, &best)) {
			best, found = v, true
		}
	}
	wins := []tile.Tile{w.Winning}
	if s.tenhou && r.opt.TenhouAnyTile == On {
		wins = s.conc.Tiles(nil)
	}
	shapes := h.Shapes()
	for _, wt := range wins {
		if shapes&hand.ThirteenOrphans != 0 {
			try(&reading{shape: shapeKokushi, win: -1, wait: wNone, winTile: wt})
		}
		if shapes&hand.SevenPairs != 0 {
			try(&reading{shape: shapePairs, win: -1, wait: wTanki, winTile: wt, pair: wt})
		}
		for a := range h.AllArrangements() {
			rd := reading{shape: shapeStandard, ng: 4, pair: a.Pair, winTile: wt}
			for i, m := range a.Melds {
				g := group{t: m.Tile(), melded: i < h.NumMelds(), open: m.IsExposed()}
				switch m.Kind() {
				case meld.Chow:
					g.kind = gSeq
				case meld.Pung:
					g.kind = gTrip
				default:
					g.kind = gQuad
				}
				rd.g[i] = g
			}
			if a.Pair == wt {
				rd.win, rd.wait = -1, wTanki
				try(&rd)
			}
			for i := h.NumMelds(); i < 4; i++ {
				m := a.Melds[i]
				if !m.Contains(wt) {
					continue
				}
				rd.win = int8(i)
				if m.Kind() == meld.Chow {
					rd.wait = seqWait(m.Tile(), wt)
				} else {
					rd.wait = wShanpon
				}
				try(&rd)
			}
		}
	}
	return best.basic, best.han, best.fu, found
}

// Facts are the riichi facts of a win as the tests write them; [WithFacts] puts them in the fields of
// a [score.WinContext] and [FactsOf] reads them back.
type Facts struct {
	Riichi                                                    score.DeclarationKind
	Ippatsu, Chiihou, Renhou, Furiten, OpenRiichi, OpenDealIn bool
	DealerStreak                                              int
}

// The riichi declarations, as the tests name them.
const (
	NoRiichi     = score.NotDeclared
	Riichi       = score.Declared
	DoubleRiichi = score.DeclaredFirst
)

// WithFacts returns w with the riichi facts f.
func WithFacts(w score.WinContext, f Facts) score.WinContext {
	w.Declaration = score.Declaration{Kind: f.Riichi, Uninterrupted: f.Ippatsu, Open: f.OpenRiichi}
	w.FirstDraw, w.BeforeFirstDraw, w.Furiten, w.OpenDealIn = f.Chiihou, f.Renhou, f.Furiten, f.OpenDealIn
	w.DealerStreak = f.DealerStreak
	return w
}

// FactsOf returns the riichi facts of w.
func FactsOf(w score.WinContext) Facts {
	return Facts{Riichi: w.Declaration.Kind, Ippatsu: w.Declaration.Uninterrupted, Chiihou: w.FirstDraw,
		Renhou: w.BeforeFirstDraw, Furiten: w.Furiten, OpenRiichi: w.Declaration.Open,
		OpenDealIn: w.OpenDealIn, DealerStreak: w.DealerStreak}
}

// Tsumo returns the facts of a win by winner on the tile winning drawn from the live wall.
func Tsumo(winner, dealer tile.Seat, round, winning tile.Tile) score.WinContext {
	return score.WinContext{Winner: winner, Dealer: dealer, Prevailing: round, Winning: winning, Source: score.Wall}
}

// Ron returns the facts of a win by winner on the tile winning discarded by discarder.
func Ron(winner, discarder, dealer tile.Seat, round, winning tile.Tile) score.WinContext {
	return score.WinContext{Winner: winner, Dealer: dealer, Prevailing: round, Winning: winning,
		Source: score.Discard, Supplier: discarder}
}

// The standalone helpers the referee's capabilities use, exported for the tests.
var (
	NotenPayments   = notenPayments
	NagashiRiver    = nagashiRiver
	NagashiPayments = nagashiPayments
	NineTerminals   = nineTerminals
	FourWinds       = fourWinds
	ErrRiichi       = errRiichi
)

type (
	ExhaustiveDraw = exhaustiveDraw
	Abort          = abort
	RiichiState    = riichiState
)

const (
	NoAbort    = noAbort
	NineKinds  = nineKinds
	FourWind   = fourWind
	FourRiichi = fourRiichi
	FourKans   = fourKans
	TripleRon  = tripleRon
)

func (o Options) SettleExhaustive(d ExhaustiveDraw) ([tile.NumSeats]int, bool, error) {
	return o.settleExhaustive(d)
}
func (o Options) Enabled(a Abort) bool { return o.enabled(a) }
func (o Options) RonWinners(discarder tile.Seat, ron [tile.NumSeats]bool) ([]tile.Seat, bool) {
	return o.ronWinners(discarder, ron)
}
func (o Options) CheckRiichi(h hand.Hand, discard tile.Tile, s RiichiState) error {
	return o.checkRiichi(h, discard, s)
}
func (o Options) RiichiDiscards(h hand.Hand) tile.Set { return o.riichiDiscards(h) }
func (o Options) RiichiAnkanAllowed(h hand.Hand, drawn tile.Tile) bool {
	return o.riichiAnkanAllowed(h, drawn)
}
func (o Options) KuikaeForbidden(k meld.Kind, claimed, low tile.Tile) tile.Set {
	return o.kuikaeForbidden(k, claimed, low)
}

// Defaults of the options, for the tests.
const (
	DefaultRiichiMinPoints    = defaultRiichiMinPoints
	DefaultRiichiMinLiveTiles = defaultRiichiMinLiveTiles
)

// Shapes are the winning shapes, for the external tests.
const Shapes = winShapes

// Tenpai reports whether the 13-size hand h is ready, for the external tests.
func (o Options) Tenpai(h hand.Hand) bool { return o.tenpai(h) }

// StickValue is the value of one riichi stick, for the external tests.
const StickValue = stickValue
