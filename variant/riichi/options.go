package riichi

import (
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// noMinimum (-1), as [Options.RiichiMinPoints] or [Options.RiichiMinLiveTiles], means no minimum at all.
const noMinimum = -1

// Defaults of the numeric options whose zero value means the tenhou column of docs/rules/riichi.md §14.
const (
	defaultRiichiMinPoints    = 1000
	defaultRiichiMinLiveTiles = 4
	defaultDoubleWindPairFu   = 4
	defaultStartPoints        = 25000
	defaultReturnPoints       = 30000
	defaultTargetPoints       = 30000
)

// The default honba unit, then the defaults that differ with three players (docs/rules/riichi.md §17):
// the tenhou-sanma column, and the bounds of the options of honba and noten payments.
const (
	defaultHonbaUnit        = 100
	sanmaRiichiMinLiveTiles = 3
	sanmaStartPoints        = 35000
	sanmaReturnPoints       = 40000
	sanmaTargetPoints       = 40000
	sanmaNotenPool          = 2000
	fourNotenPool           = notenTotal
	maxHonbaUnit            = 10000
	maxNotenPool            = 120000
)

// Bounds that keep every sum of points far from overflow.
const (
	maxPoints    = 10_000_000
	maxLiveTiles = 70
	maxUma       = 1000
)

// defaultUma is the tenhou uma: +20, +10, −10, −20 (in thousands of points).
var defaultUma = Uma{20, 10, -10, -20}

// Options are the rules that differ between the riichi presets: one field per row of the options table
// (docs/rules/riichi.md §14). The zero value is the `tenhou` column: a zero [Toggle] and every zero
// number mean that column's value. [Preset] returns the named columns.
//
// Options marshal to JSON with readable names, every default written out (so the zero value and
// Preset("tenhou") marshal alike). Options is a plain comparable value: store and pass it by value; it
// is safe for concurrent use.
type Options struct {
	// RedFives is the number of red fives per suit (default one each; three players: none in man).
	RedFives RedFives `json:"redFives"`
	// OpenTanyao: tanyao counts in an open hand (kuitan; default on).
	OpenTanyao Toggle `json:"openTanyao"`
	// Kuikae is the swap-calling rule (default forbidden).
	Kuikae Kuikae `json:"kuikae"`
	// KanDoraImmediate: every kan reveals its indicator at once (default off: a closed kan at once, an
	// open kan at the konger's next discard).
	KanDoraImmediate Toggle `json:"kanDoraImmediate"`
	// KanDora: a kan turns a new dora indicator (default on).
	KanDora Toggle `json:"kanDora"`
	// UraDora: a riichi winner counts the ura indicators (default on).
	UraDora Toggle `json:"uraDora"`
	// KanUraDora: a riichi winner also counts the ura indicators under kan indicators (default on).
	KanUraDora Toggle `json:"kanUraDora"`
	// Ippatsu: the ippatsu yaku exists (default on).
	Ippatsu Toggle `json:"ippatsu"`
	// KokushiRobsAnkan: kokushi musou may rob a closed kan (default off).
	KokushiRobsAnkan Toggle `json:"kokushiRobsAnkan"`
	// RiichiMinPoints is the least a player must hold to declare riichi: 0 means 1,000, -1
	// none.
	RiichiMinPoints int `json:"riichiMinPoints"`
	// RiichiMinLiveTiles is the least number of live-wall tiles left for a riichi: 0 means 4 (3 with
	// three players), -1 none.
	RiichiMinLiveTiles int `json:"riichiMinLiveTiles"`
	// RiichiAnkan is the rule for a closed kan after riichi (default waits unchanged).
	RiichiAnkan RiichiAnkan `json:"riichiAnkan"`
	// FifthTileAnyHeld: a kind whose four copies are anywhere in the player's hand, melds and kans
	// included, is no wait (default off: only four among the concealed tiles).
	FifthTileAnyHeld Toggle `json:"fifthTileAnyHeld"`
	// MultipleRon is the rule for several rons on one discard (default double only).
	MultipleRon MultipleRon `json:"multipleRon"`
	// HonbaToEachWinner: every winner of one discard gets the honba (default off: only the winner
	// nearest after the discarder).
	HonbaToEachWinner Toggle `json:"honbaToEachWinner"`
	// Kiriage: 4 han 30 fu and 3 han 60 fu are mangan (default off).
	Kiriage Toggle `json:"kiriage"`
	// Kazoe is the value of 13 or more han without a yakuman (default a yakuman).
	Kazoe Kazoe `json:"kazoe"`
	// Aotenjou: no limits at all; the basic points are fu × 2^(2+han), a yakuman counting 13 han per
	// multiple (default off).
	Aotenjou Toggle `json:"aotenjou"`
	// YakumanStacking: different yakuman in one hand add up (default on).
	YakumanStacking Toggle `json:"yakumanStacking"`
	// DoubleKokushi13: kokushi musou on a 13-sided wait is a double yakuman (default off).
	DoubleKokushi13 Toggle `json:"doubleKokushi13"`
	// DoubleSuuankouTanki: suuankou won on the pair is a double yakuman (default off).
	DoubleSuuankouTanki Toggle `json:"doubleSuuankouTanki"`
	// DoubleChuuren9: chuuren poutou on the 9-sided wait is a double yakuman (default off).
	DoubleChuuren9 Toggle `json:"doubleChuuren9"`
	// DoubleDaisuushii: daisuushii is a double yakuman (default off).
	DoubleDaisuushii Toggle `json:"doubleDaisuushii"`
	// RyuuiisouNeedsGreen: ryuuiisou needs the green dragon (default off).
	RyuuiisouNeedsGreen Toggle `json:"ryuuiisouNeedsGreen"`
	// Renhou is the value of renhou (default off).
	Renhou Renhou `json:"renhou"`
	// OpenRiichi: a riichi may be declared open, worth one han more, and a player not in riichi who
	// deals into it pays a yakuman (default off).
	OpenRiichi Toggle `json:"openRiichi"`
	// Paarenchan: the dealer's eighth win in a row is a yakuman (default off).
	Paarenchan Toggle `json:"paarenchan"`
	// Daisharin says which closed 22334455667788 hands of one suit are a yakuman (default none).
	Daisharin Daisharin `json:"daisharin"`
	// Daichisei is the value of seven pairs of honours (default tsuuiisou, one yakuman).
	Daichisei Daichisei `json:"daichisei"`
	// PinfuTsumoFu: a pinfu tsumo takes the 2 tsumo fu, 30 fu in all (default off: 20 fu).
	PinfuTsumoFu Toggle `json:"pinfuTsumoFu"`
	// OpenPinfuFu: an open hand won by ron with no fu beyond the base scores 30 fu (default on; off:
	// 20 fu).
	OpenPinfuFu Toggle `json:"openPinfuFu"`
	// TenhouAnyTile: any of a heavenly hand's 14 tiles may be read as the winning tile (default on;
	// off: only the drawn tile).
	TenhouAnyTile Toggle `json:"tenhouAnyTile"`
	// DoubleWindPairFu is the fu of a pair of a wind that is both seat and round wind: 0 means 4; 2 or 4.
	DoubleWindPairFu int `json:"doubleWindPairFu"`
	// NagashiMangan: nagashi mangan is paid at an exhaustive draw (default on).
	NagashiMangan Toggle `json:"nagashiMangan"`
	// AbortKyuushu: the kyuushu kyuuhai abortive draw (default on).
	AbortKyuushu Toggle `json:"abortKyuushu"`
	// AbortSuufon: the four-winds abortive draw (default on).
	AbortSuufon Toggle `json:"abortSuufon"`
	// AbortSuucha: the four-riichi abortive draw (default on).
	AbortSuucha Toggle `json:"abortSuucha"`
	// AbortSuukaikan: the four-kans abortive draw (default on).
	AbortSuukaikan Toggle `json:"abortSuukaikan"`
	// Sanchahou: three rons on one discard, or robbing one kan, abort the hand (default on).
	Sanchahou Toggle `json:"sanchahou"`
	// PaoSuukantsu: a fourth kan by daiminkan makes the discarder liable for suukantsu (default off).
	PaoSuukantsu Toggle `json:"paoSuukantsu"`
	// PaoYakumanOnly: with stacked yakuman the liable player covers only the pao yakuman's share, the
	// rest paid as usual (default off: the whole hand).
	PaoYakumanOnly Toggle `json:"paoYakumanOnly"`
	// PaoHonbaByDiscarder: the discarder, not the liable player, pays the honba of a ron split by pao
	// (default off).
	PaoHonbaByDiscarder Toggle `json:"paoHonbaByDiscarder"`
	// Length is the length of a game (default hanchan).
	Length Length `json:"length"`
	// StartPoints is each player's points at the start: 0 means 25,000 (35,000 with three players).
	StartPoints int `json:"startPoints"`
	// ReturnPoints is the reference for the final score: 0 means 30,000 (40,000 with three players).
	ReturnPoints int `json:"returnPoints"`
	// TargetPoints is the points that end an extension or let the last dealer stop: 0 means 30,000
	// (40,000 with three players).
	TargetPoints int `json:"targetPoints"`
	// Uma is the uma by rank in thousands of points: the zero value means +20/+10/−10/−20 (three
	// players: +20/0/−20, the fourth entry 0).
	Uma Uma `json:"uma"`
	// Bust: a player below zero ends the game (default on).
	Bust Toggle `json:"bust"`
	// AllLastDealerStop: the last dealer in first place with TargetPoints may end the game (default on).
	AllLastDealerStop Toggle `json:"allLastDealerStop"`
	// Extension: without anyone at TargetPoints the game goes on into the next round (default on).
	Extension Toggle `json:"extension"`
	// LeftoverSticksLost: sticks left on the table at the end are lost (default off: they go to first
	// place).
	LeftoverSticksLost Toggle `json:"leftoverSticksLost"`
	// TiesSplitUma: players with equal points share the uma of their places (default off: seat order
	// from the first dealer).
	TiesSplitUma Toggle `json:"tiesSplitUma"`

	// Players is the number of players: 0 means 4; 3 is three-player riichi (sanma,
	// docs/rules/riichi.md §17), whose zero-valued options mean the tenhou-sanma column.
	Players int `json:"players"`
	// NorthBisection: on a three-player tsumo the absent North's share is split between the two
	// payers (default off: tsumo loss, the share is not paid; four players: must stay off).
	NorthBisection Toggle `json:"northBisection"`
	// NukiDora: with three players a North may be set aside as a bonus dora (kita; default on with
	// three players, off with four, where it cannot be on).
	NukiDora Toggle `json:"nukiDora"`
	// KitaRinshan: a tsumo on the replacement tile of a kita is rinshan kaihou (default on with three
	// players, off with four, where it cannot be on).
	KitaRinshan Toggle `json:"kitaRinshan"`
	// NorthYakuhai: with three players a North triplet is worth 1 han to everyone and a North pair 2 fu
	// (default off; four players: it cannot be on).
	NorthYakuhai Toggle `json:"northYakuhai"`
	// HonbaUnit is what each payer of a tsumo pays per honba; a ron pays it once per other player:
	// 0 means 100.
	HonbaUnit int `json:"honbaUnit"`
	// NotenPool is the total of the noten payments at an exhaustive draw: 0 means 3,000 with four
	// players and 2,000 with three.
	NotenPool int `json:"notenPool"`
}

// Resolved returns o with every default written out: each Default toggle as On or Off, each zero
// number as the tenhou value. Two options that mean the same rules have equal Resolved values.
func (o Options) Resolved() Options {
	if o.Players == 3 {
		return o.resolvedSanma()
	}
	o.Players = orInt(o.Players, 4)
	o.NukiDora = o.NukiDora.or(Off)
	o.KitaRinshan = o.KitaRinshan.or(Off)
	o.NorthYakuhai = o.NorthYakuhai.or(Off)
	o.NotenPool = orInt(o.NotenPool, fourNotenPool)
	return o.resolvedCommon()
}

// resolvedSanma writes out the defaults of three-player riichi: the tenhou-sanma column
// (docs/rules/riichi.md §17.9). The abortive draws that need four players resolve to off, and the
// zero RedFives, one of each suit, to none of the absent man five.
func (o Options) resolvedSanma() Options {
	o.NukiDora = o.NukiDora.or(On)
	o.KitaRinshan = o.KitaRinshan.or(o.NukiDora) // no rinshan on a kita that cannot be made
	o.NorthYakuhai = o.NorthYakuhai.or(Off)
	o.AbortSuufon = o.AbortSuufon.or(Off)
	o.AbortSuucha = o.AbortSuucha.or(Off)
	o.Sanchahou = o.Sanchahou.or(Off)
	if o.RedFives == (RedFives{}) {
		o.RedFives = RedFivesOf(0, 1, 1)
	}
	o.NotenPool = orInt(o.NotenPool, sanmaNotenPool)
	o.RiichiMinLiveTiles = orInt(o.RiichiMinLiveTiles, sanmaRiichiMinLiveTiles)
	// Tenhou-sanma's uma: the fourth place is always 0 with three players.
	o.orPoints(sanmaStartPoints, sanmaReturnPoints, sanmaTargetPoints, Uma{20, 0, -20, 0})
	return o.resolvedCommon()
}

// resolvedCommon writes out the defaults that do not depend on the number of players.
func (o Options) resolvedCommon() Options {
	o.HonbaUnit = orInt(o.HonbaUnit, defaultHonbaUnit)
	o.OpenTanyao = o.OpenTanyao.or(On)
	o.KanDora = o.KanDora.or(On)
	o.UraDora = o.UraDora.or(On)
	o.KanUraDora = o.KanUraDora.or(On)
	o.Ippatsu = o.Ippatsu.or(On)
	o.KokushiRobsAnkan = o.KokushiRobsAnkan.or(Off)
	o.Kiriage = o.Kiriage.or(Off)
	o.YakumanStacking = o.YakumanStacking.or(On)
	o.DoubleKokushi13 = o.DoubleKokushi13.or(Off)
	o.DoubleSuuankouTanki = o.DoubleSuuankouTanki.or(Off)
	o.DoubleChuuren9 = o.DoubleChuuren9.or(Off)
	o.DoubleDaisuushii = o.DoubleDaisuushii.or(Off)
	o.RyuuiisouNeedsGreen = o.RyuuiisouNeedsGreen.or(Off)
	o.Aotenjou = o.Aotenjou.or(Off)
	o.OpenRiichi = o.OpenRiichi.or(Off)
	o.Paarenchan = o.Paarenchan.or(Off)
	o.PinfuTsumoFu = o.PinfuTsumoFu.or(Off)
	o.OpenPinfuFu = o.OpenPinfuFu.or(On)
	o.TenhouAnyTile = o.TenhouAnyTile.or(On)
	o.NagashiMangan = o.NagashiMangan.or(On)
	o.AbortKyuushu = o.AbortKyuushu.or(On)
	o.AbortSuufon = o.AbortSuufon.or(On)
	o.AbortSuucha = o.AbortSuucha.or(On)
	o.AbortSuukaikan = o.AbortSuukaikan.or(On)
	o.Sanchahou = o.Sanchahou.or(On)
	o.PaoSuukantsu = o.PaoSuukantsu.or(Off)
	o.Bust = o.Bust.or(On)
	o.AllLastDealerStop = o.AllLastDealerStop.or(On)
	o.Extension = o.Extension.or(On)
	o.KanDoraImmediate = o.KanDoraImmediate.or(Off)
	o.FifthTileAnyHeld = o.FifthTileAnyHeld.or(Off)
	o.NorthBisection = o.NorthBisection.or(Off)
	o.TiesSplitUma = o.TiesSplitUma.or(Off)
	o.LeftoverSticksLost = o.LeftoverSticksLost.or(Off)
	o.PaoHonbaByDiscarder = o.PaoHonbaByDiscarder.or(Off)
	o.PaoYakumanOnly = o.PaoYakumanOnly.or(Off)
	o.HonbaToEachWinner = o.HonbaToEachWinner.or(Off)
	o.RiichiMinPoints = orInt(o.RiichiMinPoints, defaultRiichiMinPoints)
	o.RiichiMinLiveTiles = orInt(o.RiichiMinLiveTiles, defaultRiichiMinLiveTiles)
	o.DoubleWindPairFu = orInt(o.DoubleWindPairFu, defaultDoubleWindPairFu)
	o.orPoints(defaultStartPoints, defaultReturnPoints, defaultTargetPoints, defaultUma)
	return o
}

// orPoints writes out the unset start, return and target points and the unset uma as the given ones.
func (o *Options) orPoints(start, ret, target int, uma Uma) {
	o.StartPoints = orInt(o.StartPoints, start)
	o.ReturnPoints = orInt(o.ReturnPoints, ret)
	o.TargetPoints = orInt(o.TargetPoints, target)
	if o.Uma == (Uma{}) {
		o.Uma = uma
	}
}

func orInt(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

// Validate reports a field outside its range, wrapping [variant.ErrOptions]: an unknown enum value,
// more than 4 red fives of a suit, a negative count other than -1 (no minimum), a double-wind pair fu other
// than 2 or 4, points that are negative, above 10,000,000 or not a multiple of 100, ReturnPoints below
// StartPoints, or an uma that is not in descending order, above 1,000 or does not sum to zero.
func (o Options) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: riichi: "+format, append([]any{variant.ErrOptions}, a...)...)
	}
	for i, n := range o.RedFives.Counts() {
		if n < 0 || n > 4 {
			return bad("RedFives: %d red fives of suit %d", n, i)
		}
	}
	v := reflect.ValueOf(o)
	for i := range v.NumField() {
		f := v.Field(i)
		if m, ok := f.Interface().(encoding.TextMarshaler); ok {
			if _, err := m.MarshalText(); err != nil {
				return bad("%s: %v", v.Type().Field(i).Name, f.Interface())
			}
		}
	}
	if o.Players != 0 && o.Players != 3 && o.Players != 4 {
		return bad("Players %d (want 3 or 4)", o.Players)
	}
	r := o.Resolved()
	switch {
	case r.RiichiMinPoints < noMinimum || r.RiichiMinPoints > maxPoints:
		return bad("RiichiMinPoints %d", o.RiichiMinPoints)
	case r.RiichiMinLiveTiles < noMinimum || r.RiichiMinLiveTiles > maxLiveTiles:
		return bad("RiichiMinLiveTiles %d", o.RiichiMinLiveTiles)
	case r.DoubleWindPairFu != 2 && r.DoubleWindPairFu != 4:
		return bad("DoubleWindPairFu %d (want 2 or 4)", o.DoubleWindPairFu)
	}
	for _, p := range [...]struct {
		name string
		v    int
	}{{"StartPoints", r.StartPoints}, {"ReturnPoints", r.ReturnPoints}, {"TargetPoints", r.TargetPoints}} {
		if p.v < 0 || p.v > maxPoints || p.v%100 != 0 {
			return bad("%s %d (want a multiple of 100 in 0..%d)", p.name, p.v, maxPoints)
		}
	}
	if r.ReturnPoints < r.StartPoints {
		return bad("ReturnPoints %d below StartPoints %d", r.ReturnPoints, r.StartPoints)
	}
	sum := 0
	for i, u := range r.Uma[:r.Players] {
		if u < -maxUma || u > maxUma || (i > 0 && u > r.Uma[i-1]) {
			return bad("Uma %v (want descending values within ±%d)", r.Uma, maxUma)
		}
		sum += u
	}
	if sum != 0 {
		return bad("Uma %v sums to %d", r.Uma, sum)
	}
	if r.HonbaUnit < 0 || r.HonbaUnit > maxHonbaUnit || r.HonbaUnit%100 != 0 {
		return bad("HonbaUnit %d (want a multiple of 100 in 0..%d)", o.HonbaUnit, maxHonbaUnit)
	}
	return r.validatePlayers(bad)
}

// validatePlayers checks the options that depend on the number of players, of resolved options r
// (docs/rules/riichi.md §17.9).
func (r Options) validatePlayers(bad func(string, ...any) error) error {
	// Each noten share must be a whole number of hundreds: the pool divides by 1, 2 and 3 with four
	// players (6 hundreds), by 1 and 2 with three (2 hundreds).
	unit := 600
	if r.Players == 4 {
		switch {
		case r.NorthBisection == On:
			return bad("NorthBisection with four players")
		case r.NukiDora == On, r.KitaRinshan == On, r.NorthYakuhai == On:
			return bad("NukiDora, KitaRinshan and NorthYakuhai need three players")
		}
	} else {
		unit = 200
		switch {
		case r.RedFives.of(tile.Characters) != 0:
			return bad("RedFives %s: three players have no 5m", r.RedFives)
		case r.AbortSuufon == On, r.AbortSuucha == On, r.Sanchahou == On:
			return bad("AbortSuufon, AbortSuucha and Sanchahou need four players")
		case r.Uma[3] != 0:
			return bad("Uma %v: three players have no fourth place", r.Uma)
		case r.KitaRinshan == On && r.NukiDora != On:
			return bad("KitaRinshan without NukiDora")
		}
	}
	if r.NotenPool < 0 || r.NotenPool > maxNotenPool || r.NotenPool%unit != 0 {
		return bad("NotenPool %d (want a multiple of %d in 0..%d)", r.NotenPool, unit, maxNotenPool)
	}
	return nil
}

// MarshalJSON writes the options with every default written out ([Options.Resolved]) and enums by name.
func (o Options) MarshalJSON() ([]byte, error) {
	type plain Options
	return json.Marshal(plain(o.Resolved()))
}

// Preset names, in the order of the options table.
const (
	presetTenhou      = "tenhou"
	presetMahjongSoul = "mahjongsoul"
	presetEMA2016     = "ema2016"
	presetWRC2022     = "wrc2022"
	presetMLeague     = "mleague"
	presetJPMLA       = "jpml-a"
	presetJPMLB       = "jpml-b"
	// The three-player presets (docs/rules/riichi.md §17.9).
	presetTenhouSanma      = "tenhou-sanma"
	presetMahjongSoulSanma = "mahjongsoul-sanma"
)

// Presets returns the preset names in the order of the options table: tenhou, mahjongsoul, ema2016,
// wrc2022, mleague, jpml-a, jpml-b, then the three-player tenhou-sanma and mahjongsoul-sanma.
func Presets() []string {
	return []string{presetTenhou, presetMahjongSoul, presetEMA2016, presetWRC2022, presetMLeague,
		presetJPMLA, presetJPMLB, presetTenhouSanma, presetMahjongSoulSanma}
}

// setTournament sets what the tournament presets (ema2016, wrc2022, mleague, jpml-a, jpml-b) share: kan
// dora turned at once, kazoe yakuman capped at sanbaiman, no abortive draws and no triple-ron draw, no
// bust, all-last or extension, and tied players splitting uma.
func (o *Options) setTournament() {
	o.KanDoraImmediate = On
	o.Kazoe = KazoeSanbaiman
	o.AbortKyuushu, o.AbortSuufon, o.AbortSuucha, o.AbortSuukaikan = Off, Off, Off, Off
	o.Sanchahou = Off
	o.Bust, o.AllLastDealerStop, o.Extension = Off, Off, Off
	o.TiesSplitUma = On
}

// Preset returns the named column of the options table (docs/rules/riichi.md §14), every default
// written out. An unknown name is an error wrapping [variant.ErrOptions].
func Preset(name string) (Options, error) {
	var o Options
	switch name {
	case presetTenhou:
	case presetTenhouSanma:
		o.Players = 3
	case presetMahjongSoul, presetMahjongSoulSanma:
		o.KokushiRobsAnkan = On
		o.MultipleRon = AllWin
		o.DoubleKokushi13, o.DoubleSuuankouTanki, o.DoubleChuuren9, o.DoubleDaisuushii = On, On, On, On
		o.Sanchahou = Off
		o.PaoYakumanOnly = On
		o.ReturnPoints = 25000
		o.Uma = Uma{15, 5, -5, -15}
		if name == presetMahjongSoulSanma {
			o.Players = 3
			o.Sanchahou = Default // no third player to ron
			o.StartPoints, o.ReturnPoints = 35000, 35000
			o.Uma = Uma{15, 0, -15, 0}
		}
	case presetEMA2016, presetWRC2022, presetJPMLA, presetJPMLB:
		o.setTournament()
		o.RedFives = RedFivesOf(0, 0, 0)
		o.KokushiRobsAnkan = On
		o.RiichiMinPoints = noMinimum
		o.Renhou = RenhouMangan
		o.StartPoints, o.ReturnPoints = 30000, 30000
		o.Uma = Uma{15, 5, -5, -15}
		switch name {
		case presetEMA2016:
			o.RiichiAnkan = Strict
			o.FifthTileAnyHeld = On
			o.MultipleRon = AllWin
			o.HonbaToEachWinner = On
			o.YakumanStacking = Off
			o.NagashiMangan = Off
			o.PaoHonbaByDiscarder = On
		case presetWRC2022:
			o.RiichiAnkan = Strict
			o.FifthTileAnyHeld = On
			o.MultipleRon = HeadBump
			o.Kiriage = On
			o.DoubleWindPairFu = 2
			o.LeftoverSticksLost = On
		default: // JPML A and B
			o.Kuikae = KuikaeSameKindOnly
			if name == presetJPMLA {
				o.KanDora, o.UraDora, o.KanUraDora, o.Ippatsu = Off, Off, Off, Off
			}
			o.MultipleRon = HeadBump
			o.YakumanStacking = Off
			o.RyuuiisouNeedsGreen = On
			o.NagashiMangan = Off
		}
	case presetMLeague:
		o.setTournament()
		o.RiichiMinPoints, o.RiichiMinLiveTiles = noMinimum, noMinimum
		o.MultipleRon = HeadBump
		o.DoubleWindPairFu = 2
		o.PaoSuukantsu = On
		o.PaoYakumanOnly = On
		o.Uma = Uma{30, 10, -10, -30}
	default:
		return Options{}, fmt.Errorf("%w: riichi: unknown preset %q (want one of %s)", variant.ErrOptions,
			clip([]byte(name)), strings.Join(Presets(), ", "))
	}
	return o.Resolved(), nil
}

// Set sets the field named field (its Go name, such as "Kiriage") from its text form, as the field's
// JSON holds it: a toggle "on", "off", "true", "false" or "default", an enum by name ("sanbaiman"),
// a number in decimal, RedFives as "1,2,1" and Uma as "15,5,-5,-15". An unknown field or a value that
// does not parse is an error wrapping [variant.ErrOptions], and o is unchanged. Set does not validate
// ranges; call [Options.Validate].
func (o *Options) Set(field, value string) error {
	f, ok := reflect.TypeFor[Options]().FieldByName(field)
	if !ok || !f.IsExported() {
		return fmt.Errorf("%w: riichi: unknown option %q", variant.ErrOptions, clip([]byte(field)))
	}
	n := *o
	fv := reflect.ValueOf(&n).Elem().FieldByIndex(f.Index)
	if u, ok := fv.Addr().Interface().(encoding.TextUnmarshaler); ok {
		if err := u.UnmarshalText([]byte(value)); err != nil {
			if !errors.Is(err, variant.ErrOptions) {
				return fmt.Errorf("%w: riichi: %s: %w", variant.ErrOptions, field, err)
			}
			// The field's own error wraps variant.ErrOptions and names its type ("riichi.Toggle"): name
			// the field once, without a second prefix.
			msg := strings.TrimPrefix(err.Error(), variant.ErrOptions.Error()+": ")
			msg = strings.TrimPrefix(msg, "riichi: ")
			return fmt.Errorf("%w: %s: %s", variant.ErrOptions, field, msg)
		}
	} else {
		i, err := strconv.Atoi(value)
		if err != nil {
			return fmt.Errorf("%w: riichi: %s: %q is not a number", variant.ErrOptions, field, clip([]byte(value)))
		}
		fv.SetInt(int64(i))
	}
	*o = n
	return nil
}

// OptionNames returns the Go names of the option fields, in table order.
func OptionNames() []string {
	t := reflect.TypeFor[Options]()
	names := make([]string, 0, t.NumField())
	for i := range t.NumField() {
		names = append(names, t.Field(i).Name)
	}
	return names
}

// RedFives is the number of red fives per suit. The zero value means one of each (the default);
// build other values with [RedFivesOf]. Its text form is "m,p,s", such as "1,2,1" or "0,0,0". RedFives
// is a small comparable value, safe for concurrent use.
type RedFives struct {
	// delta holds count XOR 1 for characters, circles and bamboo, so that the zero value is one each.
	delta [3]uint8
}

// RedFivesOf returns m red 5m, p red 5p and s red 5s (each 0..4 for valid options).
func RedFivesOf(m, p, s int) RedFives {
	return RedFives{delta: [3]uint8{uint8(m) ^ 1, uint8(p) ^ 1, uint8(s) ^ 1}}
}

// Counts returns the counts for characters, circles and bamboo.
func (r RedFives) Counts() [3]int {
	return [3]int{int(r.delta[0] ^ 1), int(r.delta[1] ^ 1), int(r.delta[2] ^ 1)}
}

// Of returns the number of red fives of suit s (0 for honours).
func (r RedFives) of(s tile.Suit) int {
	switch s {
	case tile.Characters:
		return int(r.delta[0] ^ 1)
	case tile.Circles:
		return int(r.delta[1] ^ 1)
	case tile.Bamboo:
		return int(r.delta[2] ^ 1)
	default:
		return 0
	}
}

// String returns the text form "m,p,s".
func (r RedFives) String() string {
	c := r.Counts()
	return fmt.Sprintf("%d,%d,%d", c[0], c[1], c[2])
}

// MarshalText implements [encoding.TextMarshaler].
func (r RedFives) MarshalText() ([]byte, error) {
	for _, n := range r.Counts() {
		if n > 4 {
			return nil, fmt.Errorf("%w: riichi: RedFives %s", variant.ErrOptions, r)
		}
	}
	return []byte(r.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]; on error r is unchanged.
func (r *RedFives) UnmarshalText(b []byte) error {
	c, err := parseInts(b, 3, 0, 4)
	if err != nil {
		return fmt.Errorf("%w: riichi: RedFives %q: %w", variant.ErrOptions, clip(b), err)
	}
	*r = RedFivesOf(c[0], c[1], c[2])
	return nil
}

// Uma is the uma by final rank, first to fourth, in thousands of points. The zero value means the
// default +20/+10/−10/−20 (defaultUma); with three players only the first three entries count and the
// fourth must be 0. Its text form is "20,10,-10,-20". Uma is a small comparable
// value, safe for concurrent use.
type Uma [4]int

// String returns the text form.
func (u Uma) String() string { return fmt.Sprintf("%d,%d,%d,%d", u[0], u[1], u[2], u[3]) }

// MarshalText implements [encoding.TextMarshaler].
func (u Uma) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]; on error u is unchanged.
func (u *Uma) UnmarshalText(b []byte) error {
	c, err := parseInts(b, 4, -maxUma, maxUma)
	if err != nil {
		return fmt.Errorf("%w: riichi: Uma %q: %w", variant.ErrOptions, clip(b), err)
	}
	copy(u[:], c)
	return nil
}

// parseInts parses n integers each in lo..hi, separated by commas or slashes and optionally in
// brackets ("1,2,1", "[1, 2, 1]", "15/5/-5/-15").
func parseInts(b []byte, n, lo, hi int) ([]int, error) {
	text := strings.TrimSpace(string(b))
	if len(text) >= 2 && text[0] == '[' && text[len(text)-1] == ']' {
		text = text[1 : len(text)-1]
	}
	parts := strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == '/' })
	if len(parts) != n {
		return nil, fmt.Errorf("want %d comma-separated numbers", n)
	}
	out := make([]int, n)
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || v < lo || v > hi {
			return nil, fmt.Errorf("want numbers in %d..%d", lo, hi)
		}
		out[i] = v
	}
	return out, nil
}
