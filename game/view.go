package game

import (
	"slices"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// View is what one seat may know of a hand: its own concealed tiles and everything public. It never
// holds another seat's concealed tiles or the order of the wall.
//
// A View is a snapshot that shares no memory with the game; it marshals to JSON with every key in
// lower camel case and no list null ([View.MarshalJSON]).
type View struct {
	// Seat is the seat the view is for.
	Seat tile.Seat `json:"seat"`
	// Variant is the name of the rules.
	Variant string `json:"variant"`
	Phase   Phase  `json:"phase"`
	// Dealer, Prevailing: the hand's dealer and prevailing wind.
	Dealer     tile.Seat `json:"dealer"`
	Prevailing tile.Tile `json:"prevailing,omitempty"`
	// Turn is the seat whose turn it is (NoSeat before play and after the hand).
	Turn tile.Seat `json:"turn"`
	// Pending are the seats whose decision is awaited; MustAct reports whether Seat is one of them.
	Pending claim.Seats `json:"pending"`
	MustAct bool        `json:"mustAct"`
	// Hand is the seat's own hand (concealed tiles, melds, bonus tiles); Concealed its concealed tiles
	// sorted; Drawn the tile it just drew, if it is its turn.
	Hand hand.Hand `json:"hand"`
	// Options are the seat's analysis options: the table's winning shapes and the kinds the seat may
	// use (its missing suit left out once chosen). [View.Acceptance] and [View.AppendDiscards] use them.
	Options   hand.Options `json:"options"`
	Concealed []tile.Tile  `json:"concealed"`
	Drawn     tile.Tile    `json:"drawn,omitempty"`
	// Tiles are the seat's own concealed physical tiles, sorted, and DrawnTile the one it just drew
	// (zero if none): they tell its red fives ([Game.IsRed]) and which copy is the drawn one. Hand
	// marks the same red fives ([hand.Hand.ConcealedRed], [meld.Meld.Red]).
	Tiles     []tile.ID `json:"tiles"`
	DrawnTile tile.ID   `json:"drawnTile,omitempty"`
	// Passing is what the seat chose to pass in the exchange, until the tiles are passed.
	Passing []tile.Tile `json:"passing,omitempty"`
	// Latest is the tile open to claims (a discard, or a tile being added to a kong) and its owner.
	Latest    tile.Tile `json:"latest,omitempty"`
	Discarder tile.Seat `json:"discarder"`
	// SetAside reports that the rob window's tile is one the discarder set aside ([SetAside]: kita),
	// which its [PlayerView.Bonus] already shows, rather than a tile added to a kong.
	SetAside bool `json:"setAside,omitempty"`
	// Dice are the break dice, thrown in the open (zero for a fixed wall without dice).
	Dice wall.Dice `json:"dice,omitzero"`
	// ExchangeRolls are the dice rolled again to find the exchange direction, once it is known (see
	// [DiceExchanger]).
	ExchangeRolls []wall.Dice `json:"exchangeRolls,omitempty"`
	// Direction is the exchange direction once known (DirectionSet). The JSON has both only then
	// ([View.MarshalJSON]), so a view of a variant without an exchange never shows them.
	Direction    variant.Direction `json:"direction"`
	DirectionSet bool              `json:"directionSet"`
	// Live is the number of tiles in the live wall, KongBox the replacement tiles left in the dead wall
	// (the kong box; riichi's rinshan tiles). The JSON key "kongBox" is the same for every variant.
	Live    int `json:"live"`
	KongBox int `json:"kongBox"`
	// Indicators are the dead wall's indicator tiles face up, in the order they were turned.
	Indicators []tile.Tile `json:"indicators,omitempty"`
	// Players shows every seat's public information.
	Players [tile.NumSeats]PlayerView `json:"players"`
	// Wins lists the wins so far; Payments every payment so far.
	Wins     []variant.Win `json:"wins"`
	Payments score.Ledger  `json:"payments"`
	// Scores are the running totals: the totals before the hand plus the payments so far.
	Scores [tile.NumSeats]int `json:"scores"`
	// Furiten reports that the seat may not win on another player's tile now ([Game.Furiten]); it is
	// shown to the seat alone.
	Furiten bool `json:"furiten,omitempty"`
	// Legal lists the seat's legal actions now.
	Legal []Action `json:"legal"`
}

// RiverTile is one discard in a seat's river as every player sees it: its face and how it was played,
// never which physical copy it is.
type RiverTile struct {
	// Tile is the tile's kind; Red reports a red five.
	Tile tile.Tile `json:"tile"`
	Red  bool      `json:"red,omitempty"`
	// Drawn reports a discard of the tile just drawn (tsumogiri) rather than one from the hand.
	Drawn bool `json:"drawn,omitempty"`
	// Sideways reports the tile turned sideways to mark the seat's declaration (riichi, Original
	// Call): the declaring discard, or, when another seat claimed that tile, the seat's next discard.
	Sideways bool `json:"sideways,omitempty"`
	// Called reports that another seat claimed the tile (or won on it): it has left the river.
	Called bool `json:"called,omitempty"`
}

// PlayerView is the public information about one seat.
type PlayerView struct {
	// Melds are the declared melds, concealed kongs included (shown as kongs).
	Melds []meld.Meld `json:"melds"`
	// Bonus are the exposed bonus tiles.
	Bonus []tile.Tile `json:"bonus,omitempty"`
	// River is the seat's discards in order, as the table shows them.
	River []RiverTile `json:"river"`
	// Concealed is the number of concealed tiles.
	Concealed int `json:"concealed"`
	// Missing is the missing suit once every seat has chosen (the viewer's own as soon as chosen).
	Missing tile.Suit `json:"missing,omitempty"`
	// Chose reports that the seat has chosen its missing suit; Passed that it chose its exchange.
	Chose  bool `json:"chose,omitempty"`
	Passed bool `json:"passed,omitempty"`
	// Out reports that the seat has won; WinningHand is then its whole hand, shown to all.
	Out         bool      `json:"out,omitempty"`
	WinningHand hand.Hand `json:"winningHand,omitzero"`
	// Called reports a declaration with a discard: an Original Call, or riichi.
	Called bool `json:"called,omitempty"`
}

// View returns what seat s may see now. An invalid seat gets only the public information.
func (g *Game) View(s tile.Seat) View {
	if !s.IsValid() {
		s = tile.NoSeat // an out-of-range seat would not marshal
	}
	v := View{
		Seat: s, Variant: g.rules.Name(), Phase: g.phase, Dealer: g.cfg.Dealer, Prevailing: g.cfg.Prevailing,
		Turn: g.Turn(), Pending: g.Pending(), Discarder: tile.NoSeat,
		Direction: g.direction, DirectionSet: g.directionSet, Dice: g.wall.Dice(),
		Live: g.wall.LiveCount(), KongBox: g.wall.KongBoxCount(),
		Wins: g.Wins(), Payments: g.Ledger(), Scores: g.cfg.Scores, Indicators: g.Indicators(),
	}
	v.MustAct = v.Pending.Has(s)
	if len(g.rolls) > 0 {
		v.ExchangeRolls = append([]wall.Dice(nil), g.rolls...)
	}
	if g.phase == PhaseClaim || g.phase == PhaseRob {
		v.Latest, v.Discarder, v.SetAside = g.latest.Kind(), g.discarder, g.robAside
	}
	for i, n := range g.Net() {
		v.Scores[i] += n
	}
	allChose := true
	for i := range g.seats {
		allChose = allChose && g.seats[i].chose
	}
	for i := range g.seats {
		st := &g.seats[i]
		p := &v.Players[i]
		p.Melds = g.redMelds(tile.SeatAt(i), st.h.Melds())
		for _, id := range st.bonus {
			p.Bonus = append(p.Bonus, id.Kind())
		}
		p.River = make([]RiverTile, len(st.river))
		for j, r := range st.river {
			p.River[j] = RiverTile{Tile: r.ID.Kind(), Red: g.isRed(r.ID), Drawn: r.Drawn, Sideways: r.Sideways,
				Called: r.Taken}
		}
		p.Concealed = int(st.n)
		p.Chose, p.Passed = st.chose, st.gave
		if st.chose && (allChose || tile.SeatAt(i) == s) {
			p.Missing = st.missing
		}
		p.Out, p.Called = st.out, st.called
		if st.out {
			p.WinningHand = g.withRed(tile.SeatAt(i), st.h, st.extra)
		}
	}
	if s.IsValid() {
		st := &g.seats[s.Index()]
		v.Hand = g.withRed(s, st.h, 0)
		v.Options = g.analysisOptions(s)
		v.Concealed = st.h.Concealed().Tiles(nil)
		v.Tiles = append([]tile.ID{}, st.ids[:st.n]...)
		slices.Sort(v.Tiles)
		if g.phase == PhaseTurn && g.turn == s && g.drawn != 0 {
			v.Drawn = g.drawn.Kind()
			v.DrawnTile = g.drawn
		}
		if st.gave && !g.directionSet {
			v.Passing = tile.Kinds(st.give[:st.ngive])
		}
		v.Legal = g.Legal(s)
		v.Furiten = g.Furiten(s)
	}
	return v
}
