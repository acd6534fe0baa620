package variant

import (
	"errors"
	"math/rand/v2"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// ErrValue means a text or JSON value that names no [Direction], [KongKind], [Words] or
// [IndicatorTiming].
var ErrValue = errors.New("variant: unknown value")

// Rules is everything the game referee and the scorers ask of a variant. Implementations are immutable
// values, safe for concurrent use. Every difference between variants is either data in [Table] or the
// answer of one of these methods; the game package knows no variant by name.
type Rules interface {
	// Name returns the name the variant registers under, such as "classic".
	Name() string
	// Table returns the static rule data a hand is played with.
	Table() Table
	// CanWin reports whether h (which includes the winning tile) is a legal win with the facts w:
	// the shape and every variant condition (a missing suit, a chow limit, ...), but not the
	// passed-win restriction, which the referee tracks.
	CanWin(h hand.Hand, w score.WinContext) bool
	// Claims returns the claim policy: which claims are allowed, which tiles complete a legal win on a
	// discard or a robbed kong (passed-win restriction included, from the facts the referee supplies),
	// and whether several players may win on one tile.
	Claims() claim.Policy
	// Scorer scores a win: the breakdown and the payments of that win alone.
	score.Scorer
	// Settle returns the transfers due at the end of a hand besides the wins' own payments (Sichuan's
	// exhaustion checks and kong money; nothing in classic).
	Settle(s Summary) (score.Ledger, error)
	// Advance returns the session state for the next hand after a hand that ended as s says, and
	// whether the session is over.
	Advance(cur Session, s Summary) (next Session, over bool)
}

// Exchanger is implemented by variants whose players pass tiles before play (Sichuan's exchange of
// three, [BeforePlayRules.Exchange] tiles each). Like [Rules], implementations are immutable and safe for
// concurrent use.
type Exchanger interface {
	// ExchangeDirection returns the direction of the pass for a hand, given the break dice and the
	// hand's random source (used only where the variant's option says so).
	ExchangeDirection(dice wall.Dice, src rand.Source) Direction
	// ValidateExchange returns an error if the player holding h may not pass the tiles ts: the wrong
	// number, tiles not held, or tiles not all of one suit.
	ValidateExchange(h hand.Hand, ts []tile.Tile) error
}

// Direction is where passed tiles go. The zero value is [ToNext]. Direction is a small value, safe for
// concurrent use; values outside the constants print as "variant.Direction(n)" and target no seat.
type Direction uint8

// The pass directions.
const (
	ToNext     Direction = iota // to the next player in turn order
	ToPrevious                  // to the previous player
	Across                      // to the opposite player
)

var directionNames = [...]string{ToNext: "to-next", ToPrevious: "to-previous", Across: "across"}

// String returns "to-next", "to-previous" or "across".
func (d Direction) String() string { return enumtext.String(directionNames[:], "variant.Direction", d) }

// MarshalText implements [encoding.TextMarshaler]: the direction's name. A value out of range is an
// error wrapping [ErrValue].
func (d Direction) MarshalText() ([]byte, error) {
	return enumtext.Marshal(directionNames[:], "variant.Direction", d, ErrValue)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrValue], and d is unchanged.
func (d *Direction) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(directionNames[:], "variant.Direction", d, b, ErrValue)
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]: a name, or a number as records wrote it before names.
func (d *Direction) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "variant.Direction", d.UnmarshalText, ErrValue)
}

// Target returns the seat that receives the tiles seat s passes.
func (d Direction) Target(s tile.Seat) tile.Seat {
	switch d {
	case ToNext:
		return s.Next()
	case ToPrevious:
		return s.Add(-1)
	case Across:
		return s.Add(2)
	}
	return tile.NoSeat
}

// PassedWin is the rule for a player who could have won on another player's tile and passed. The zero
// value is [PassedWinDefault]: in a variant's options it means the variant's default rule; in a
// [Table] ([PassedWinRules.Rule]) the referee reads it as [NoPassedWinRule]. PassedWin is a small
// value, safe for concurrent use; it marshals to text as its name.
type PassedWin uint8

// The passed-win rules.
const (
	// PassedWinDefault: the variant's default rule (options only).
	PassedWinDefault PassedWin = iota
	// NoPassedWinRule: passing a win has no consequence.
	NoPassedWinRule
	// UntilDraw: no win on another player's tile until the player's next draw.
	UntilDraw
	// UntilDrawUnlessHigher: as UntilDraw, unless the new win has a higher capped base than the highest
	// passed since the last draw (Sichuan's default).
	UntilDrawUnlessHigher
	// ShapeUntilDraw: no win on another player's tile until the player's next draw or discard, after
	// letting go any tile of one of the player's shape waits, whether or not the win was legal (riichi's
	// temporary furiten, docs/rules/riichi.md §6.3).
	ShapeUntilDraw
)

var passedWinNames = [...]string{
	PassedWinDefault: "default", NoPassedWinRule: "none", UntilDraw: "until-draw",
	UntilDrawUnlessHigher: "until-draw-unless-higher", ShapeUntilDraw: "shape-until-draw",
}

// String returns the rule's name.
func (p PassedWin) String() string { return enumtext.String(passedWinNames[:], "variant.PassedWin", p) }

// MarshalText implements [encoding.TextMarshaler]: the rule's name. A value out of range is an error
// wrapping [ErrOptions].
func (p PassedWin) MarshalText() ([]byte, error) {
	return enumtext.Marshal(passedWinNames[:], "variant.PassedWin", p, ErrOptions)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrOptions], and p is unchanged.
func (p *PassedWin) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(passedWinNames[:], "variant.PassedWin", p, b, ErrOptions)
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]: a name, or a number.
func (p *PassedWin) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "variant.PassedWin", p.UnmarshalText, ErrOptions)
}

// Table is the static data of a variant's rules that the referee plays a hand with, grouped by concern:
// the wall, the winning shapes and the words at the top, then what happens before play
// ([Table.BeforePlay]), the claims and kongs ([Table.Claims]), the passed-win restrictions
// ([Table.PassedWins]), the declarations ([Table.Declarations]), the facts and money of a win
// ([Table.Scoring]) and the tile set aside ([Table.SetAside]). The zero value of each group is "the
// variant has none of it"; the zero Table describes no playable table (its wall spec is invalid);
// variants fill it in [Rules.Table]. Table is a plain, comparable value: store and pass it by value; it
// is safe for concurrent use once built.
type Table struct {
	// Wall describes the tile set, the wall and the deal. It also says how many seats play
	// ([wall.Spec.Seats]): a wall with no side before North ([wall.Spec.Seats] 3) seats three players, East,
	// South and West, and North is never a seat (docs/rules/riichi.md §17); otherwise four.
	Wall wall.Spec
	// Shapes are the winning shapes (for waits, shanten and bots; CanWin decides wins).
	Shapes hand.Shape
	// Words is the vocabulary the game's text forms use for this variant's actions and events (see
	// [Words]); the zero value, [ClassicWords], is the English of the classic game.
	Words Words
	// BeforePlay is what players do between the deal and the first discard (Sichuan's exchange and
	// missing suit).
	BeforePlay BeforePlayRules
	// Claims are the claims allowed on a discard and the kongs that may be made or robbed.
	Claims ClaimRules
	// PassedWins are the restrictions on winning on another player's tile (riichi's furiten).
	PassedWins PassedWinRules
	// Declarations are the declarations a player may make with a discard (classic's Original Call,
	// riichi's riichi) and what they cost and reveal.
	Declarations DeclarationRules
	// Scoring are the facts the referee gathers for a win's scorer and the session's starting score.
	Scoring ScoringRules
	// SetAside is the tile a player may set aside for a replacement (three-player riichi's kita).
	SetAside SetAsideRules
}

// BeforePlayRules is the part of a [Table] about what players do between the deal and the first discard,
// and the discard rule that follows from it. The zero value is nothing: no tiles passed, no missing
// suit. It is a plain value, safe for concurrent use.
type BeforePlayRules struct {
	// Exchange is the number of tiles of one suit each player passes before play (0: none).
	Exchange int
	// MissingSuit: each player chooses a missing suit after the exchange.
	MissingSuit bool
	// MustDiscardMissingFirst: a player holding a tile of the missing suit must discard one.
	MustDiscardMissingFirst bool
}

// ClaimRules is the part of a [Table] about claims on a discard and about kongs: which claims are
// allowed, how many may win on one tile, and which kongs may be made or robbed. The zero value allows
// no chow and no robbing, lets an added kong be made with any tile held, and ends the hand at the
// first win (a MaxWinners of 0 is read as 1). It is a plain value, safe for concurrent use.
type ClaimRules struct {
	// Chow reports whether chows may be claimed (from the previous player only).
	Chow bool
	// MaxWinners is the number of winners that ends the hand (1 classic, 3 Sichuan; 0 is read as 1);
	// play continues after a win while fewer have won.
	MaxWinners int
	// LastDiscardPung: the discard after the last tile may be punged as well as won on (Sichuan's
	// chain); otherwise it may only be won on.
	LastDiscardPung bool
	// RobAddedKong: an added kong may be robbed (both built-in variants).
	RobAddedKong bool
	// RobConcealedKong are the winning shapes with which another player may rob a concealed kong of
	// the tile it waits on (riichi's kokushi musou with its option, docs/rules/riichi.md §4.7); zero
	// means a concealed kong is never robbed. A win with another shape may not rob it. When it is not
	// zero, every concealed kong opens a rob window that waits for every other player still in, as a
	// discard's claim window does, whether or not any of them may rob it: whether one can is hidden.
	RobConcealedKong hand.Shape
	// AddedKongDrawnOnly: an added kong may only be made with a tile taken from the wall earlier in the
	// same turn (classic); otherwise with any tile held (Sichuan).
	AddedKongDrawnOnly bool
}

// PassedWinRules is the part of a [Table] about who may not win on another player's tile (riichi's
// furiten, docs/rules/riichi.md §6). The zero value restricts nothing. It is a plain value, safe for
// concurrent use.
type PassedWinRules struct {
	// Rule is the rule for a declined win; the zero value, PassedWinDefault, is read as
	// NoPassedWinRule.
	Rule PassedWin
	// DiscardFuriten: a player one of whose shape waits is among their own discards (claimed ones
	// included) may not win on another player's tile (docs/rules/riichi.md §6.2).
	DiscardFuriten bool
	// DeclaredPassBars: a player who has declared with a discard (an Original Call) and lets a tile go
	// that Rule counts may not win on another player's tile for the rest of the hand
	// (docs/rules/riichi.md §6.4).
	DeclaredPassBars bool
}

// DeclarationRules is the part of a [Table] about declaring with a discard: classic's Original Call and
// riichi's riichi (see [Declarer]). The zero value has no declaration. It is a plain value, safe for
// concurrent use.
type DeclarationRules struct {
	// OriginalCall: a player may announce an Original Call with their first discard (classic).
	OriginalCall bool
	// Deposit is what a player who declares with a discard puts on the table once that discard is not
	// won on (riichi's stick: 1,000); 0 for none. A winner collects the deposits on the table as its
	// scorer says ([score.Result.Collected]).
	Deposit int
	// HiddenIndicators: the facts of a win by a player who declared with a discard carry the tiles
	// under the indicators face up (riichi's ura indicators); nobody sees them before.
	HiddenIndicators bool
}

// ScoringRules is the part of a [Table] about the facts the referee gathers for a win's scorer, and
// the score each player starts a session with. The zero value gives the scorer every win flag and
// nothing else: no indicators turned by kongs, no red fives, no counters for a second winner, and a
// starting score of 0. It is a plain value, safe for concurrent use.
type ScoringRules struct {
	// WinFlags are the win flags ([score.Flag]) the variant's scorer reads; the referee sets no others
	// in a [score.WinContext]. Zero means every flag.
	WinFlags score.Flag
	// StartingScore is each player's score when a session starts.
	StartingScore int
	// WinNeedsFacts: a win on another player's tile must also pass the Rules' CanWin with the win's
	// facts (winds, indicators, status), not only the claim policy (riichi: a yaku may depend on them).
	WinNeedsFacts bool
	// CountersToEachWinner: every winner on one tile is scored with the counters on the table
	// ([score.WinContext.Counters]); otherwise only the winner nearest after the discarder.
	CountersToEachWinner bool
	// KongIndicator is when a kong turns the next indicator of the dead wall face up (a wall with a
	// [wall.FixedDeadWall] shows its first indicator from the start); zero: kongs turn none.
	KongIndicator IndicatorTiming
	// RedFives is how many copies of the five of each number suit (characters, circles, bamboo) are
	// red: copies 0 to n-1 of the five ([tile.ID.Copy] < n), 0..4 each and only for fives the wall
	// holds. The referee marks the red fives a winner holds in the hand it scores (riichi's aka dora,
	// docs/rules/riichi.md §8.5); zero paints none.
	RedFives [3]uint8
}

// SetAsideRules is the part of a [Table] about a tile a player may set aside for a replacement
// (three-player riichi's kita, docs/rules/riichi.md §17.4). The zero value allows none. It is a plain
// value, safe for concurrent use.
type SetAsideRules struct {
	// Kind is the playing kind a player may set aside face up on its own turn, after a draw and before
	// discarding, taking a replacement tile for it (three-player riichi's kita: North as a bonus dora);
	// [tile.None], the zero value, for none. The set-aside tile may be robbed by a win on it (not a
	// robbed kong), it breaks the first go-around and every declarer's uninterrupted chance unless
	// robbed, it needs a tile in the live wall, it is not allowed in a turn that began with a claim, and
	// a declared player may set aside only the tile just drawn. The winner's count of set-aside tiles
	// reaches the scorer as [score.WinContext.Kita].
	Kind tile.Tile
	// NoRinshan: a self-drawn win on the replacement of a tile set aside is scored as drawn from the
	// live wall ([score.Wall]), not as a replacement tile (riichi's KitaRinshan off,
	// docs/rules/riichi.md §17.4); otherwise it is a [score.Replacement] win like one after a kong.
	NoRinshan bool
}

// Words is the vocabulary a variant's players use for its actions and events, which the game package
// writes in text forms and reads back (game.Action.Text, game.Event.Text). It changes only text: JSON
// and the rules are the same whatever the words. The zero value is [ClassicWords]. Words is a small
// value, safe for concurrent use.
type Words uint8

// The vocabularies.
const (
	// ClassicWords are the English words of the classic game, also used for Sichuan: chow, pung, kong
	// (concealed, added, exposed), win, Original Call and the kong box.
	ClassicWords Words = iota
	// RiichiWords are riichi's own words: chi, pon, kan (closed, added, open), ron, tsumo, riichi and the
	// dead wall.
	RiichiWords
)

var wordsNames = [...]string{ClassicWords: "classic", RiichiWords: "riichi"}

// String returns "classic" or "riichi", or "variant.Words(n)" out of range.
func (w Words) String() string { return enumtext.String(wordsNames[:], "variant.Words", w) }

// MarshalText implements [encoding.TextMarshaler]: the name String returns. A value out of range is an
// error wrapping [ErrValue].
func (w Words) MarshalText() ([]byte, error) {
	return enumtext.Marshal(wordsNames[:], "variant.Words", w, ErrValue)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrValue], and w is unchanged.
func (w *Words) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(wordsNames[:], "variant.Words", w, b, ErrValue)
}

// Declarer is implemented by variants in which a player may declare with a discard on any turn, under
// the variant's own conditions (riichi), instead of the Original Call of
// [DeclarationRules.OriginalCall] (first discard, ready hand). A declared player's hand is locked as
// after an Original Call: the drawn tile is discarded, claims are only for a win, and kongs only as
// LockedKong allows. Implementations are immutable and safe for concurrent use.
type Declarer interface {
	// Declarations returns the kinds whose discard a player holding h (before the discard) may declare
	// with, in situation f.
	Declarations(h hand.Hand, f DeclareFacts) tile.Set
	// LockedKong reports whether a declared player holding h (the 13 tiles before the draw) may make a
	// concealed kong of drawn, the tile just drawn.
	LockedKong(h hand.Hand, drawn tile.Tile) bool
}

// DeclareFacts is the situation of a declaration: the declarer's points and the tiles left in the live
// wall. The zero value is a player with no points and an empty live wall. It is a small value, safe
// for concurrent use.
type DeclareFacts struct {
	Score int
	Live  int
}

// CallRestricter is implemented by variants that forbid some discards right after a chow or pung claim
// (riichi's kuikae, docs/rules/riichi.md §4.4). The referee then also refuses a claim after which every
// tile held would be forbidden. Implementations are immutable and safe for concurrent use.
type CallRestricter interface {
	// AfterCall returns the kinds the caller may not discard right after claiming claimed, for a chow
	// whose lowest tile is low (k = [meld.Chow]) or a pung (k = [meld.Pung]).
	AfterCall(k meld.Kind, claimed, low tile.Tile) tile.Set
}

// Liabler is implemented by variants in which a claim can make the discarder liable for the claimant's
// win (riichi's pao, docs/rules/riichi.md §10.5): the referee then names that seat as the win's
// [score.WinContext.Liable]. Implementations are immutable and safe for concurrent use.
type Liabler interface {
	// Liable reports whether claiming claimed for a pung or kong, which gave the claimant the hand h
	// (the new meld declared), makes the discarder liable.
	Liable(h hand.Hand, claimed tile.Tile) bool
}

// Aborter is implemented by variants with abortive draws (riichi, docs/rules/riichi.md §11): the
// referee asks it where one may happen and, when it says so, ends the hand with no win and no
// settlement of an exhausted wall ([Summary.Aborted]). Implementations are immutable and safe for
// concurrent use.
type Aborter interface {
	// CanAbort reports whether a player holding h (14 tiles), on their first turn with no call made in
	// the hand, may declare an abortive draw instead of discarding.
	CanAbort(h hand.Hand) bool
	// AbortAfterDiscard reports whether the discard f describes, which nobody won on, ends the hand.
	AbortAfterDiscard(f AbortFacts) bool
	// AbortRons reports whether n players winning on one discard, or robbing one kong, end the hand
	// instead (their wins void; a robbed kong is then not made).
	AbortRons(n int) bool
}

// AbortFacts describe a discard nobody won on, for [Aborter.AbortAfterDiscard]. The zero value is a
// discard with nothing special about it. It is a plain value, safe for concurrent use.
type AbortFacts struct {
	// FirstDiscards holds each seat's first discard when this discard was the fourth of the hand and no
	// call of any kind had been made; zero otherwise.
	FirstDiscards [tile.NumSeats]tile.Tile
	// Declared is the number of players whose declaration stands (their deposits on the table).
	Declared int
	// Kongs counts the kongs each seat has made (robbed ones not included).
	Kongs [tile.NumSeats]int
	// AfterKong: the discarder made a kong in the turn of this discard.
	AfterKong bool
}

// WinFacter is implemented by variants whose scorers read the declaration and first-turn facts of a win
// ([score.WinContext] fields Declaration, FirstDraw and BeforeFirstDraw): the referee asks it to fill
// them in each win's facts from what it keeps about the winner. Implementations are immutable and safe
// for concurrent use.
type WinFacter interface {
	// WinFacts returns w, the facts of a win by a player whose situation is f, with the variant's
	// declaration and first-turn facts filled in.
	WinFacts(w score.WinContext, f SeatFacts) score.WinContext
}

// SeatFacts is what the referee knows about a winner's declaration and first turn. The zero value is a
// player who did not declare and is past the first go-around. It is a small value, safe for concurrent
// use.
type SeatFacts struct {
	// Declared: the player declared with a discard that was not won on.
	Declared bool
	// DeclaredFirst: the declaring discard was the player's first, and no call of any kind (a kong
	// included) had been made in the hand.
	DeclaredFirst bool
	// Uninterrupted: the player declared, no call of any kind has been made since, and the win comes
	// before the player's next discard after the declaration (riichi's ippatsu).
	Uninterrupted bool
	// FirstTurn: the player has not discarded yet and no call of any kind has been made in the hand.
	FirstTurn bool
}

// IndicatorTiming is when a kong turns the next indicator tile of the dead wall face up
// (docs/rules/riichi.md §2.6). The zero value is [NoKongIndicator]. IndicatorTiming is a small value,
// safe for concurrent use.
type IndicatorTiming uint8

// The indicator timings.
const (
	// NoKongIndicator: kongs turn no indicator.
	NoKongIndicator IndicatorTiming = iota
	// IndicatorAtOnce: every kong turns the next indicator at once, before the replacement draw; an
	// added kong once nobody robbed it.
	IndicatorAtOnce
	// IndicatorConcealedAtOnce: a concealed kong turns the next indicator at once, before the
	// replacement draw; a claimed or added kong turns it when the konger next discards, before anyone
	// answers the discard, or when the konger declares another kong, before that kong's own.
	IndicatorConcealedAtOnce
)

var indicatorTimingNames = [...]string{NoKongIndicator: "none", IndicatorAtOnce: "at-once",
	IndicatorConcealedAtOnce: "concealed-at-once"}

// String returns the timing's name.
func (t IndicatorTiming) String() string {
	return enumtext.String(indicatorTimingNames[:], "variant.IndicatorTiming", t)
}

// MarshalText implements [encoding.TextMarshaler]: the name String returns. A value out of range is an
// error wrapping [ErrValue].
func (t IndicatorTiming) MarshalText() ([]byte, error) {
	return enumtext.Marshal(indicatorTimingNames[:], "variant.IndicatorTiming", t, ErrValue)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrValue], and t is unchanged.
func (t *IndicatorTiming) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(indicatorTimingNames[:], "variant.IndicatorTiming", t, b, ErrValue)
}

// Session is the state carried between hands of a session. The zero value is the start of a session
// with East dealing (and, in classic, the East round). Session is a plain value, safe for concurrent
// use; [Rules.Advance] returns a new one rather than changing it.
type Session struct {
	// Hands is the number of hands played so far.
	Hands int `json:"hands"`
	// Dealer is the dealer of the next hand.
	Dealer tile.Seat `json:"dealer"`
	// Prevailing is the prevailing wind of the next hand (tile.None where the variant has none).
	Prevailing tile.Tile `json:"prevailing,omitempty"`
	// Game numbers the hands within the current wind round, from 1 (classic).
	Game int `json:"game,omitempty"`
	// Round counts the wind rounds played, from 0 (classic).
	Round int `json:"round,omitempty"`
	// Counters is the number of continuance counters on the table for the next hand (riichi: honba).
	Counters int `json:"counters,omitempty"`
	// Deposits is the number of deposits left on the table (riichi: sticks); the referee sets it after
	// each hand, before [Rules.Advance].
	Deposits int `json:"deposits,omitempty"`
	// Scores are the running totals after the hands played; the referee sets them after each hand,
	// before [Rules.Advance].
	Scores [tile.NumSeats]int `json:"scores,omitzero"`
}

// Win is one win of a finished hand. The zero value is not a valid win (its context has no source).
// Win is a plain value; it shares the Result's slices, so treat it as read-only once built.
type Win struct {
	Context score.WinContext `json:"context"`
	Result  score.Result     `json:"result"`
	// Group numbers the discard or robbed kong the win was on; wins on one tile share it (several
	// winners). Self-drawn wins have a group of their own.
	Group int `json:"group"`
}

// KongKind tells how a kong was made, for kong payments. The zero value is [ConcealedKong]. KongKind is
// a small value, safe for concurrent use.
type KongKind uint8

// The kong kinds.
const (
	ConcealedKong KongKind = iota // four of a kind from the concealed hand
	ExposedKong                   // a claimed discard onto a concealed pung
	AddedFresh                    // the tile drawn this turn added to an exposed pung
	AddedHeld                     // a tile held since an earlier turn added to an exposed pung
)

var kongKindNames = [...]string{ConcealedKong: "concealed", ExposedKong: "exposed", AddedFresh: "added-fresh", AddedHeld: "added-held"}

// String returns the kind's name.
func (k KongKind) String() string { return enumtext.String(kongKindNames[:], "variant.KongKind", k) }

// MarshalText implements [encoding.TextMarshaler]: the kind's name. A value out of range is an error
// wrapping [ErrValue].
func (k KongKind) MarshalText() ([]byte, error) {
	return enumtext.Marshal(kongKindNames[:], "variant.KongKind", k, ErrValue)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrValue], and k is unchanged.
func (k *KongKind) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(kongKindNames[:], "variant.KongKind", k, b, ErrValue)
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]: a name, or a number as records wrote it before names.
func (k *KongKind) UnmarshalJSON(b []byte) error {
	return enumtext.JSON(b, "variant.KongKind", k.UnmarshalText, ErrValue)
}

// Kong is one kong declared in a hand, with what kong payments need to know. The zero value is not a
// valid record: Seat, StillIn and Turn must be set (seats are [tile.Seat] values, whose zero value is
// "no seat", so a forgotten seat is an error rather than East). Kong is a plain value; its Shot slice
// is shared by copies.
type Kong struct {
	// Seat is the konger (required).
	Seat tile.Seat `json:"seat"`
	Tile tile.Tile `json:"tile"`
	Kind KongKind  `json:"kind"`
	// Supplier is the discarder of the claimed tile (ExposedKong, required there); tile.NoSeat
	// otherwise.
	Supplier tile.Seat `json:"supplier"`
	// StillIn marks the players still in when the kong was declared; the konger is one of them, and so
	// is every player who has not won by the end of the hand.
	StillIn [tile.NumSeats]bool `json:"stillIn"`
	// Turn numbers the konger's turn, from 1; the kongs of one turn share it, and the kongs of a hand
	// are listed in turn order.
	Turn int `json:"turn"`
	// Robbed: the added kong was robbed, so it was never made.
	Robbed bool `json:"robbed,omitempty"`
	// Shot lists the winners, in turn order from the konger, when the konger's first discard after the
	// kongs of this turn was won on, or an added kong of this turn was robbed; empty otherwise.
	Shot []tile.Seat `json:"shot,omitempty"`
}

// Summary is what a finished hand leaves for settlement and for the next hand. The zero value is a hand
// that ended with no win and without exhaustion. Summary holds slices: copies share them, so treat a
// Summary as read-only once the game hands it over; it is then safe for concurrent reading.
type Summary struct {
	Dealer     tile.Seat `json:"dealer"`
	Prevailing tile.Tile `json:"prevailing,omitempty"`
	// Wins lists the wins in the order they happened.
	Wins []Win `json:"wins"`
	// Exhausted reports whether the hand ended with the wall exhausted (a washout when nobody won).
	Exhausted bool `json:"exhausted"`
	// Aborted reports an abortive draw ([Aborter]).
	Aborted bool `json:"aborted,omitempty"`
	// Hands are the players' final hands; Missing their missing suits (tile.NoSuit where none).
	Hands   [tile.NumSeats]hand.Hand `json:"hands"`
	Missing [tile.NumSeats]tile.Suit `json:"missing"`
	// Discards are each player's discards in order (claimed ones included).
	Discards [tile.NumSeats][]tile.Tile `json:"discards"`
	// Taken marks, for each discard, whether another player claimed it (or won on it).
	Taken [tile.NumSeats][]bool `json:"taken"`
	// Declared marks the players who declared with a discard that was not won on (riichi).
	Declared [tile.NumSeats]bool `json:"declared,omitzero"`
	// Kongs lists the kongs in the order they were declared (robbed added kongs included).
	Kongs []Kong `json:"kongs"`
}
