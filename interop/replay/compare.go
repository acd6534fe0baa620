package replay

import (
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// faceOf is what a player at the table sees of a tile, as a number: its kind and whether it is red.
// Copies of one face are interchangeable, and an action names only faces, so the replay compares
// faces.
func faceOf(id tile.ID, red bool) int {
	f := int(id.Kind()) << 1
	if red && id.IsRed() {
		f |= 1
	}
	return f
}

// face writes the face of a tile, such as "0m" for a red five.
func face(id tile.ID, red bool) string {
	if id == 0 {
		return "-"
	}
	if red && id.IsRed() {
		return "0" + id.Kind().String()[1:]
	}
	return id.Kind().String()
}

// compareHand returns the first difference between the log's hand and the referee's, or nil.
func compareHand(lg, ref *interop.Hand, red bool) *Diff {
	for i := range 4 {
		for j := range 13 {
			if faceOf(lg.Deal[i][j], red) != faceOf(ref.Deal[i][j], red) {
				return &Diff{Event: -1, What: "deal", Log: dealText(lg, i, red), Referee: dealText(ref, i, red)}
			}
		}
	}
	if lg.Dice != [2]int{} && lg.Dice != ref.Dice {
		return &Diff{Event: -1, What: "dice", Log: fmt.Sprint(lg.Dice), Referee: fmt.Sprint(ref.Dice)}
	}
	if faceOf(lg.Indicator, red) != faceOf(ref.Indicator, red) {
		return &Diff{Event: -1, What: "indicator", Log: face(lg.Indicator, red), Referee: face(ref.Indicator, red)}
	}
	n := min(len(lg.Events), len(ref.Events))
	for i := range n {
		a, b := &lg.Events[i], &ref.Events[i]
		if d := compareEvent(a, b, red); d != "" {
			return &Diff{Event: i, What: d, Log: describe(a, red), Referee: describe(b, red)}
		}
	}
	if len(lg.Events) != len(ref.Events) {
		d := &Diff{Event: n, What: "events", Log: "the hand ends", Referee: "the hand ends"}
		if n < len(lg.Events) {
			d.Log = describe(&lg.Events[n], red)
		} else {
			d.Referee = describe(&ref.Events[n], red)
			d.Event = n - 1
		}
		return d
	}
	if lg.Ura != nil {
		if len(lg.Ura) != len(ref.Ura) {
			return &Diff{Event: -2, What: "ura indicators", Log: faces(lg.Ura, red), Referee: faces(ref.Ura, red)}
		}
		for i := range lg.Ura {
			if faceOf(lg.Ura[i], red) != faceOf(ref.Ura[i], red) {
				return &Diff{Event: -2, What: "ura indicators", Log: faces(lg.Ura, red), Referee: faces(ref.Ura, red)}
			}
		}
	}
	return nil
}

// compareEvent names what differs between two events, or returns "".
func compareEvent(a, b *interop.Event, red bool) string {
	if a.Kind != b.Kind || a.Seat != b.Seat {
		return "event"
	}
	if a.Tile != b.Tile && faceOf(a.Tile, red) != faceOf(b.Tile, red) || a.From != b.From || a.Tsumogiri != b.Tsumogiri {
		return a.Kind.String()
	}
	if a.Consumed != b.Consumed {
		for j := range a.Consumed {
			if faceOf(a.Consumed[j], red) != faceOf(b.Consumed[j], red) {
				return a.Kind.String()
			}
		}
	}
	switch {
	case a.Win != nil && b.Win != nil:
		return compareWin(a.Win, b.Win)
	case a.Ryuukyoku != nil && b.Ryuukyoku != nil:
		x, y := a.Ryuukyoku, b.Ryuukyoku
		if x.Kind != y.Kind {
			return "drawn hand"
		}
		if x.Deltas != y.Deltas {
			return "payments"
		}
		if x.Kind == interop.Exhaustive && x.Shown != y.Shown && x.Deltas != [4]int{} {
			return "tenpai"
		}
	}
	return ""
}

func compareWin(a, b *interop.Win) string {
	if a.Points == 0 && len(a.Yaku) == 0 {
		// A log without win values (mjai): only the payments.
		if a.Deltas != b.Deltas {
			return "payments"
		}
		return ""
	}
	switch {
	case a.Fu != 0 && a.Fu != b.Fu && a.Limit < 5:
		return "fu"
	case a.Points != b.Points || a.Limit != b.Limit:
		return "win value"
	case len(a.Yaku) != len(b.Yaku):
		return "yaku"
	case a.Deltas != b.Deltas:
		return "payments"
	case a.Pao != b.Pao:
		return "pao"
	}
	for i := range a.Yaku {
		if a.Yaku[i] != b.Yaku[i] {
			return "yaku"
		}
	}
	return ""
}

func faces(ids []tile.ID, red bool) string {
	var b strings.Builder
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(face(id, red))
	}
	return b.String()
}

func dealText(h *interop.Hand, s int, red bool) string {
	return tile.SeatAt(s).String() + " dealt " + faces(h.Deal[s][:], red)
}

// describe writes an event in a few words, such as "S discards 5m (tsumogiri)".
func describe(e *interop.Event, red bool) string {
	s := e.Seat.String() + " "
	switch e.Kind {
	case interop.EventDraw:
		return s + "draws " + face(e.Tile, red)
	case interop.EventDiscard:
		s += "discards " + face(e.Tile, red)
		if e.Tsumogiri {
			s += " (tsumogiri)"
		}
		return s
	case interop.EventRiichi:
		return s + "declares riichi"
	case interop.EventRiichiAccepted:
		return s + "pays the riichi stick"
	case interop.EventChi, interop.EventPon, interop.EventDaiminkan:
		return s + e.Kind.String() + " " + face(e.Tile, red) + " from " + e.From.String() + " with " +
			faces(e.Consumed[:consumedLen(e.Kind)], red)
	case interop.EventAnkan:
		return s + "ankan " + faces(e.Consumed[:], red)
	case interop.EventKakan:
		return s + "kakan " + face(e.Tile, red)
	case interop.EventDora:
		return "indicator " + face(e.Tile, red)
	case interop.EventWin:
		if e.From == e.Seat {
			s += "tsumo " + face(e.Tile, red)
		} else {
			s += "ron " + face(e.Tile, red) + " from " + e.From.String()
		}
		if w := e.Win; w != nil {
			s += fmt.Sprintf(" (%d fu %d han, %d points, yaku %s, payments %v", w.Fu, track.Han(w), w.Points, yakuText(w.Yaku), w.Deltas)
			if w.Pao.IsValid() {
				s += ", pao " + w.Pao.String()
			}
			s += ")"
		}
		return s
	case interop.EventRyuukyoku:
		if r := e.Ryuukyoku; r != nil {
			return "drawn hand (" + drawNames[r.Kind] + ", payments " + fmt.Sprint(r.Deltas) + ", tenpai " + fmt.Sprint(r.Shown) + ")"
		}
	}
	return e.Kind.String()
}

var drawNames = [...]string{"", "exhaustive", "nagashi mangan", "kyuushu kyuuhai", "four riichi", "triple ron",
	"four kans", "four winds"}

func consumedLen(k interop.Kind) int {
	switch k {
	case interop.EventDaiminkan:
		return 3
	case interop.EventAnkan:
		return 4
	default: // chi and pon
		return 2
	}
}

// between checks what joins the hands: each hand's next state (dealer, round, counters, sticks and
// scores, or the end of the game) against the log's next hand, and the final result.
//
// ended reports that the last hand ends the game, as the referee sees it.
func between(rules *riichi.Rules, g *interop.Game, games []*game.Game, ended *bool) (*Diff, *interop.End) {
	for i, gm := range games {
		if gm == nil || !gm.Over() {
			return nil, nil // the hand's own difference says it
		}
		h := &g.Hands[i]
		cur := sessionOf(h)
		net := gm.Net()
		for s := range 4 {
			cur.Scores[s] += net[s]
		}
		cur.Deposits = gm.Deposits()
		next, over := rules.Advance(cur, gm.Summary())
		if i+1 < len(g.Hands) {
			n := &g.Hands[i+1]
			want := sessionOf(n)
			if over && g.End == nil && i+1 == len(g.Hands) {
				continue
			}
			got := fmt.Sprintf("%s, sticks %d, scores %v", roundName(roundOf(next), next.Counters), cur.Deposits, cur.Scores)
			if over {
				got = "the game ends (scores " + fmt.Sprint(cur.Scores) + ")"
			}
			exp := fmt.Sprintf("%s, sticks %d, scores %v", roundName(n.Round, n.Honba), n.Sticks, n.Scores)
			if over || roundOf(next) != n.Round || next.Counters != n.Honba || cur.Deposits != n.Sticks || cur.Scores != want.Scores {
				return &Diff{Hand: i, Event: -2, What: "next hand", Log: exp, Referee: got}, nil
			}
			continue
		}
		*ended = over
		if g.End == nil {
			return nil, nil
		}
		if !over {
			return &Diff{Hand: i, Event: -2, What: "end of game", Log: "the game ends",
				Referee: "the game goes on with " + roundName(roundOf(next), next.Counters)}, nil
		}
		st := rules.Standings(variant.Session{Scores: cur.Scores, Deposits: cur.Deposits}, tile.SeatEast)
		e := endOf(st, tile.SeatEast)
		if e.Points != g.End.Points || !sameResults(g.End.Results, e.Results) {
			return &Diff{Hand: i, Event: -2, What: "final result",
				Log:     fmt.Sprintf("points %v, results %v", g.End.Points, g.End.Results),
				Referee: fmt.Sprintf("points %v, results %v", e.Points, e.Results)}, e
		}
		return nil, g.End // the log's era of rounding (docs/interop.md)
	}
	return nil, nil
}

// sessionOf returns the session state at the start of hand h.
func sessionOf(h *interop.Hand) variant.Session {
	return variant.Session{Dealer: track.Dealer(h), Prevailing: tile.East + tile.Tile(h.Round/4%4), Round: h.Round / 4,
		Game: h.Round%4 + 1, Counters: h.Honba, Deposits: h.Sticks, Scores: h.Scores}
}

// roundOf returns Tenhou's round index of a session state.
func roundOf(s variant.Session) int { return 4*s.Round + max(s.Game-1, 0) }

// sameResults compares final results in tenths; a log of the era that rounded them to whole numbers
// (docs/interop.md) agrees with any exact value within one point.
func sameResults(lg, ref [4]int) bool {
	for i := range lg {
		if d := lg[i] - ref[i]; d != 0 && (lg[i]%10 != 0 || d <= -10 || d >= 10) {
			return false
		}
	}
	return true
}

// yakuText writes yaku as Tenhou's id and han, such as "1:1 54:1 53:0".
func yakuText(ys []interop.Yaku) string {
	if len(ys) == 0 {
		return "none"
	}
	var b strings.Builder
	for i, y := range ys {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d:%d", y.ID, y.Han)
	}
	return b.String()
}
