package riichi

// yakuID names a yaku or yakuman in the order the breakdown lists them (docs/rules/riichi.md §8).
type yakuID uint8

// The regular yaku (docs/rules/riichi.md §8.1), then the yakuman (docs/rules/riichi.md §8.3).
const (
	yRiichi yakuID = iota
	yDoubleRiichi
	yOpenRiichi       // riichi declared open (Options.OpenRiichi)
	yDoubleOpenRiichi // double riichi declared open
	yIppatsu
	yMenzenTsumo
	yPinfu
	yIipeikou
	yHaitei
	yHoutei
	yRinshan
	yChankan
	yTanyao
	yWhite
	yGreen
	yRed
	ySeatWind
	yRoundWind
	yChiitoitsu
	yChanta
	yIttsu
	ySanshoku
	ySanshokuDoukou
	ySankantsu
	yToitoi
	ySanankou
	yShousangen
	yHonroutou
	yRyanpeikou
	yJunchan
	yHonitsu
	yChinitsu
	yRenhou // the regular renhou of Renhou = five-han or mangan

	yKokushi
	yKokushi13
	ySuuankou
	ySuuankouTanki
	yDaisangen
	yShousuushii
	yDaisuushii
	yTsuuiisou
	yChinroutou
	yRyuuiisou
	yChuuren
	yChuuren9
	ySuukantsu
	yTenhou
	yChiihou
	yRenhouYakuman
	yDaisharin   // 22334455667788p closed (Options.Daisharin)
	yDaichikurin // the same in bamboo
	yDaisuurin   // the same in characters
	yDaichisei   // seven pairs of honours (Options.Daichisei)
	yOpenDealIn  // a player not in riichi dealt into an open riichi (Options.OpenRiichi)
	yPaarenchan  // the dealer's eighth win in a row (Options.Paarenchan)

	numYaku
)

// firstYakuman is the first yakuman in the table.
const firstYakuman = yKokushi

var yakuNames = [numYaku]string{
	yRiichi: "riichi", yDoubleRiichi: "double-riichi", yOpenRiichi: "open-riichi",
	yDoubleOpenRiichi: "double-open-riichi", yIppatsu: "ippatsu", yMenzenTsumo: "menzen-tsumo",
	yPinfu: "pinfu", yIipeikou: "iipeikou", yHaitei: "haitei", yHoutei: "houtei", yRinshan: "rinshan",
	yChankan: "chankan", yTanyao: "tanyao", yWhite: "yakuhai-white", yGreen: "yakuhai-green",
	yRed: "yakuhai-red", ySeatWind: "yakuhai-seat-wind", yRoundWind: "yakuhai-round-wind",
	yChiitoitsu: "chiitoitsu", yChanta: "chanta", yIttsu: "ittsu", ySanshoku: "sanshoku",
	ySanshokuDoukou: "sanshoku-doukou", ySankantsu: "sankantsu", yToitoi: "toitoi", ySanankou: "sanankou",
	yShousangen: "shousangen", yHonroutou: "honroutou", yRyanpeikou: "ryanpeikou", yJunchan: "junchan",
	yHonitsu: "honitsu", yChinitsu: "chinitsu", yRenhou: "renhou",
	yKokushi: "kokushi", yKokushi13: "kokushi-13", ySuuankou: "suuankou", ySuuankouTanki: "suuankou-tanki",
	yDaisangen: "daisangen", yShousuushii: "shousuushii", yDaisuushii: "daisuushii", yTsuuiisou: "tsuuiisou",
	yChinroutou: "chinroutou", yRyuuiisou: "ryuuiisou", yChuuren: "chuuren", yChuuren9: "chuuren-9",
	ySuukantsu: "suukantsu", yTenhou: "tenhou", yChiihou: "chiihou", yRenhouYakuman: "renhou",
	yDaisharin: "daisharin", yDaichikurin: "daichikurin", yDaisuurin: "daisuurin", yDaichisei: "daichisei",
	yOpenDealIn: "open-riichi-deal-in", yPaarenchan: "paarenchan",
}

// YakuNames returns the names of every yaku and yakuman as results print them, regular yaku first, in
// the order of docs/rules/riichi.md §8.
func YakuNames() []string { return append([]string(nil), yakuNames[:]...) }

// closedHan and openHan are the han of each regular yaku closed and open (0: not open).
var closedHan = [firstYakuman]uint8{
	yRiichi: 1, yDoubleRiichi: 2, yOpenRiichi: 2, yDoubleOpenRiichi: 3, yIppatsu: 1, yMenzenTsumo: 1, yPinfu: 1, yIipeikou: 1, yHaitei: 1,
	yHoutei: 1, yRinshan: 1, yChankan: 1, yTanyao: 1, yWhite: 1, yGreen: 1, yRed: 1, ySeatWind: 1,
	yRoundWind: 1, yChiitoitsu: 2, yChanta: 2, yIttsu: 2, ySanshoku: 2, ySanshokuDoukou: 2, ySankantsu: 2,
	yToitoi: 2, ySanankou: 2, yShousangen: 2, yHonroutou: 2, yRyanpeikou: 3, yJunchan: 3, yHonitsu: 3,
	yChinitsu: 6, yRenhou: 5,
}

var openHan = [firstYakuman]uint8{
	yHaitei: 1, yHoutei: 1, yRinshan: 1, yChankan: 1, yTanyao: 1, yWhite: 1, yGreen: 1, yRed: 1,
	ySeatWind: 1, yRoundWind: 1, yChanta: 1, yIttsu: 1, ySanshoku: 1, ySanshokuDoukou: 2, ySankantsu: 2,
	yToitoi: 2, ySanankou: 2, yShousangen: 2, yHonroutou: 2, yJunchan: 2, yHonitsu: 2, yChinitsu: 5,
}

// Limit names.
const (
	limitNone         = ""
	limitMangan       = "mangan"
	limitHaneman      = "haneman"
	limitBaiman       = "baiman"
	limitSanbaiman    = "sanbaiman"
	limitKazoe        = "kazoe-yakuman"
	limitKazoeCapped  = "sanbaiman" // 13+ han capped by Kazoe = sanbaiman
	limitAotenjou     = "aotenjou"  // no limit (Options.Aotenjou)
	limitYakuman      = "yakuman"
	limitDoubleYakuma = "double-yakuman"
)

var yakumanLimitNames = [...]string{"", limitYakuman, limitDoubleYakuma, "triple-yakuman", "quadruple-yakuman",
	"quintuple-yakuman", "sextuple-yakuman", "septuple-yakuman", "octuple-yakuman"}
