package interop

import (
	"github.com/mahjong-go/mahjong/tile"
)

// Game is one logged four-player riichi game: the rules the log states, the players, every hand in
// play order with its events on physical tiles, and the final result.
//
// Seats are the log's seats: [tile.SeatEast] is the first dealer and the others follow in turn order,
// so log seat i is [tile.SeatAt](i). Points are full points (25,000, not 250).
type Game struct {
	// Rules are the rules the log states, or nil when it states none (an mjai log without the
	// akochan fields).
	Rules *Rules
	// Players holds each seat's name and, for Tenhou logs, rank, rating and sex.
	Players [4]Player
	// Hands are the hands in play order.
	Hands []Hand
	// End is the final result, or nil when the log does not give it.
	End *End
	// Tenhou holds descriptive fields of Tenhou's logs that do not change play.
	Tenhou TenhouInfo
}

// Rules are the rule facts a Tenhou log states (its GO type bits, or the JSON's rule entry).
type Rules struct {
	Red     bool // one red five per suit (copy 0 of each five)
	Kuitan  bool // open tanyao counts
	Hanchan bool // an east-south game; false is an east-only game (tonpuusen)
	Fast    bool // Tenhou's fast lobby
	Human   bool // human opponents (GO type bit 0x01)
	Room    int  // Tenhou's room: 0 ippan, 1 joukyuu, 2 tokujou, 3 houou
}

// Player describes one seat's player. Only Name is common to the formats; the rest come from Tenhou.
type Player struct {
	Name string
	Dan  string  // Tenhou's rank name, such as "七段"
	Rate float64 // Tenhou's rating
	Sex  string  // "M" or "F" on Tenhou
}

// TenhouInfo holds the fields of Tenhou's logs that only describe the game.
type TenhouInfo struct {
	Ref         string   // the log's id, such as "2019021004gm-00a9-0000-e2f6516d"
	Version     string   // the JSON's "ver" as written ("2.3"), or empty
	RatingClass string   // the JSON's "ratingc" ("PF4"), or empty
	Lobby       int      // the lobby number (GO lobby)
	Disp        string   // the JSON rule label when it is not the one Rules gives, else empty
	Title       []string // the JSON's "title", or nil when absent
}

// End is a game's final result.
type End struct {
	Points  [4]int // final points, leftover riichi sticks already given to first place
	Results [4]int // the result after oka and uma, in tenths (-46.0 is -460, 63.8 is 638)
}

// Hand is one hand of a game.
type Hand struct {
	// Round is Tenhou's round index: 0..3 are East 1..4, 4..7 South 1..4, 8..11 West 1..4. The hand's
	// dealer is tile.SeatAt(Round % 4), seats counted from the first dealer.
	Round  int
	Honba  int    // counters (honba) at the start of the hand
	Sticks int    // riichi sticks on the table at the start of the hand, 1,000 points each
	Dice   [2]int // the dice, 1..6 each, or zeros when the log does not give them
	Scores [4]int // each seat's points at the start of the hand
	// Indicator is the first dora indicator; later ones are [EventDora] events.
	Indicator tile.ID
	// Ura holds the ura dora indicators when the log shows them (a winner was in riichi), else nil.
	Ura []tile.ID
	// Deal holds each seat's 13 starting tiles, in the log's order.
	Deal [4][13]tile.ID
	// Events are the hand's events in play order; the last is a win or a drawn hand.
	Events []Event
}

// Kind is the kind of an [Event].
type Kind uint8

// The event kinds. The zero Kind is not an event.
const (
	EventDraw           Kind = iota + 1 // Seat draws Tile (a replacement draw after a kan too)
	EventDiscard                        // Seat discards Tile; Tsumogiri when it is the tile just drawn
	EventRiichi                         // Seat declares riichi; its discard follows
	EventRiichiAccepted                 // Seat's declaring discard was not ronned: the 1,000 stick is paid
	EventChi                            // Seat calls Tile from From with Consumed[0:2]
	EventPon                            // Seat calls Tile from From with Consumed[0:2]
	EventDaiminkan                      // Seat calls Tile from From with Consumed[0:3] for an open kan
	EventAnkan                          // Seat declares a concealed kan of Consumed[0:4]
	EventKakan                          // Seat adds Tile to its pon of that kind
	EventDora                           // a new dora indicator Tile is revealed
	EventWin                            // Seat wins from From (equal for tsumo); Win holds the value
	EventRyuukyoku                      // the hand ends in a draw; Ryuukyoku holds the kind and payments
)

// String returns the kind's name, such as "draw".
func (k Kind) String() string {
	if k == 0 || int(k) > len(kindNames) {
		return "Kind(" + itoa(int(k)) + ")"
	}
	return kindNames[k-1]
}

var kindNames = [...]string{"draw", "discard", "riichi", "riichi accepted", "chi", "pon",
	"daiminkan", "ankan", "kakan", "dora", "win", "ryuukyoku"}

// Event is one step of a hand. Fields an event kind does not use are zero.
type Event struct {
	Kind Kind
	// Seat is who acts: the drawer, discarder, caller, winner or kyuushu declarer; tile.NoSeat for
	// a dora indicator and for other drawn hands.
	Seat tile.Seat
	// Tile is the tile drawn, discarded, called, added to a pon, revealed as an indicator, or won on.
	Tile tile.ID
	// From is the seat a called tile or a won tile came from (the winner itself for a tsumo).
	From tile.Seat
	// Consumed holds a call's own tiles in ascending id order: two for chi and pon, three for an
	// open kan, four for a closed kan; none for an added kan.
	Consumed  [4]tile.ID
	Tsumogiri bool       // a discard of the tile just drawn
	Win       *Win       // for EventWin
	Ryuukyoku *Ryuukyoku // for EventRyuukyoku
}

// Win is the value of one win. Tenhou's values ignore honba and sticks; Deltas include them.
type Win struct {
	Pao    tile.Seat // the liable seat (sekinin barai), or tile.NoSeat
	Fu     int       // fu; 0 when the log does not give it (a limit hand from tenhou.net/6 JSON)
	Points int       // the hand's value before honba and sticks (a tsumo's total)
	Limit  int       // 0 below mangan, 1 mangan, 2 haneman, 3 baiman, 4 sanbaiman, 5 yakuman
	// Yaku are the yaku by Tenhou's ids (0..54), the regular ones in ascending id, then dora (52)
	// and aka dora (54) when they count, then ura dora (53) exactly when the winner is in riichi. The
	// win's total han is the sum of their Han.
	Yaku   []Yaku
	Deltas [4]int // each seat's change, honba and sticks included
}

// Yaku is one yaku of a win by Tenhou's id and its han; a yakuman has Han 13.
type Yaku struct {
	ID  int
	Han int
}

// RyuukyokuKind is the kind of a drawn hand. The zero value is not a kind.
type RyuukyokuKind uint8

// The kinds of drawn hands.
const (
	Exhaustive    RyuukyokuKind = iota + 1 // the live wall ran out; noten payments
	NagashiMangan                          // the wall ran out and a seat had only terminal and honour discards
	NineTerminals                          // kyuushu kyuuhai declared by Seat
	FourRiichi                             // all four seats declared riichi
	TripleRon                              // three seats ronned one discard
	FourKans                               // four kans by more than one seat
	FourWinds                              // the same wind discarded by all four on the first go-around
)

// Ryuukyoku is a drawn hand's outcome.
type Ryuukyoku struct {
	Kind   RyuukyokuKind
	Deltas [4]int  // each seat's change
	Shown  [4]bool // the seats whose concealed tiles the log shows (tenpai seats, the declarer, ...)
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
