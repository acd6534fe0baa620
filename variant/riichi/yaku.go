package riichi

import "slices"

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
	yNorth // a North triplet with three players (Options.NorthYakuhai)
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
	yRed: "yakuhai-red", ySeatWind: "yakuhai-seat-wind", yRoundWind: "yakuhai-round-wind", yNorth: "yakuhai-north",
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

// YakuNames returns the names of every yaku and yakuman as results print them, each once, regular yaku
// first, in the order of docs/rules/riichi.md §8. Renhou is one name whether the options make it a
// regular yaku or a yakuman.
func YakuNames() []string {
	names := make([]string, 0, numYaku)
	for _, n := range yakuNames {
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}

// YakuName is the display name of a yaku, a yakuman or a kind of dora in three languages, for a user
// interface: English, the romaji players use, and Japanese. It is a plain value, safe for concurrent
// use.
type YakuName struct {
	English  string `json:"english"`
	Romaji   string `json:"romaji"`
	Japanese string `json:"japanese"`
}

// DisplayName returns the display names of a han or dora item of a riichi result, given the item's
// name: one of [YakuNames], or "dora", "aka", "ura" or "nuki". It reports false for any other name.
func DisplayName(item string) (YakuName, bool) {
	for i, n := range yakuNames {
		if n == item {
			return yakuDisplay[i], true
		}
	}
	for _, d := range doraDisplay {
		if d.item == item {
			return d.name, true
		}
	}
	return YakuName{}, false
}

// yakuDisplay are the display names of the yaku, indexed like yakuNames (docs/rules/riichi.md §8).
var yakuDisplay = [numYaku]YakuName{
	yRiichi:           {"Riichi", "riichi", "立直"},
	yDoubleRiichi:     {"Double riichi", "daburu riichi", "ダブル立直"},
	yOpenRiichi:       {"Open riichi", "oopun riichi", "オープン立直"},
	yDoubleOpenRiichi: {"Double open riichi", "daburu oopun riichi", "ダブルオープン立直"},
	yIppatsu:          {"One shot", "ippatsu", "一発"},
	yMenzenTsumo:      {"Fully concealed self-draw", "menzen tsumo", "門前清自摸和"},
	yPinfu:            {"All sequences", "pinfu", "平和"},
	yIipeikou:         {"Pure double sequence", "iipeikou", "一盃口"},
	yHaitei:           {"Win on the last tile", "haitei raoyue", "海底摸月"},
	yHoutei:           {"Win on the last discard", "houtei raoyui", "河底撈魚"},
	yRinshan:          {"Win on a kan replacement", "rinshan kaihou", "嶺上開花"},
	yChankan:          {"Robbing a kan", "chankan", "槍槓"},
	yTanyao:           {"All simples", "tanyao", "断幺九"},
	yWhite:            {"White dragon", "yakuhai haku", "役牌 白"},
	yGreen:            {"Green dragon", "yakuhai hatsu", "役牌 發"},
	yRed:              {"Red dragon", "yakuhai chun", "役牌 中"},
	ySeatWind:         {"Seat wind", "jikaze", "自風"},
	yRoundWind:        {"Round wind", "bakaze", "場風"},
	yNorth:            {"North wind", "yakuhai pei", "役牌 北"},
	yChiitoitsu:       {"Seven pairs", "chiitoitsu", "七対子"},
	yChanta:           {"Half outside hand", "chanta", "混全帯幺九"},
	yIttsu:            {"Pure straight", "ittsu", "一気通貫"},
	ySanshoku:         {"Mixed triple sequence", "sanshoku doujun", "三色同順"},
	ySanshokuDoukou:   {"Triple triplets", "sanshoku doukou", "三色同刻"},
	ySankantsu:        {"Three kans", "sankantsu", "三槓子"},
	yToitoi:           {"All triplets", "toitoi", "対々和"},
	ySanankou:         {"Three concealed triplets", "sanankou", "三暗刻"},
	yShousangen:       {"Little three dragons", "shousangen", "小三元"},
	yHonroutou:        {"All terminals and honours", "honroutou", "混老頭"},
	yRyanpeikou:       {"Twice pure double sequence", "ryanpeikou", "二盃口"},
	yJunchan:          {"Fully outside hand", "junchan", "純全帯幺九"},
	yHonitsu:          {"Half flush", "honitsu", "混一色"},
	yChinitsu:         {"Full flush", "chinitsu", "清一色"},
	yRenhou:           {"Blessing of man", "renhou", "人和"},

	yKokushi:       {"Thirteen orphans", "kokushi musou", "国士無双"},
	yKokushi13:     {"Thirteen orphans, 13-sided wait", "kokushi musou juusan menmachi", "国士無双十三面待ち"},
	ySuuankou:      {"Four concealed triplets", "suuankou", "四暗刻"},
	ySuuankouTanki: {"Four concealed triplets, single wait", "suuankou tanki", "四暗刻単騎"},
	yDaisangen:     {"Big three dragons", "daisangen", "大三元"},
	yShousuushii:   {"Little four winds", "shousuushii", "小四喜"},
	yDaisuushii:    {"Big four winds", "daisuushii", "大四喜"},
	yTsuuiisou:     {"All honours", "tsuuiisou", "字一色"},
	yChinroutou:    {"All terminals", "chinroutou", "清老頭"},
	yRyuuiisou:     {"All green", "ryuuiisou", "緑一色"},
	yChuuren:       {"Nine gates", "chuuren poutou", "九蓮宝燈"},
	yChuuren9:      {"Nine gates, nine-sided wait", "junsei chuuren poutou", "純正九蓮宝燈"},
	ySuukantsu:     {"Four kans", "suukantsu", "四槓子"},
	yTenhou:        {"Blessing of heaven", "tenhou", "天和"},
	yChiihou:       {"Blessing of earth", "chiihou", "地和"},
	yRenhouYakuman: {"Blessing of man", "renhou", "人和"},
	yDaisharin:     {"Big wheels", "daisharin", "大車輪"},
	yDaichikurin:   {"Bamboo forest", "daichikurin", "大竹林"},
	yDaisuurin:     {"Numerous neighbours", "daisuurin", "大数隣"},
	yDaichisei:     {"Big seven stars", "daichisei", "大七星"},
	yOpenDealIn:    {"Dealing into an open riichi", "oopun riichi houjuu", "オープン立直放銃"},
	yPaarenchan:    {"Eight dealer wins in a row", "paarenchan", "八連荘"},
}

// doraDisplay are the display names of the dora items of a result.
var doraDisplay = [...]struct {
	item string
	name YakuName
}{
	{"dora", YakuName{"Dora", "dora", "ドラ"}},
	{"aka", YakuName{"Red five", "akadora", "赤ドラ"}},
	{"ura", YakuName{"Ura dora", "uradora", "裏ドラ"}},
	{"nuki", YakuName{"North set aside", "nukidora", "抜きドラ"}},
}

// closedHan and openHan are the han of each regular yaku closed and open (0: not open).
var closedHan = [firstYakuman]uint8{
	yRiichi: 1, yDoubleRiichi: 2, yOpenRiichi: 2, yDoubleOpenRiichi: 3, yIppatsu: 1, yMenzenTsumo: 1,
	yPinfu: 1, yIipeikou: 1, yHaitei: 1, yHoutei: 1, yRinshan: 1, yChankan: 1, yTanyao: 1, yWhite: 1, yGreen: 1, yRed: 1, ySeatWind: 1,
	yRoundWind: 1, yNorth: 1, yChiitoitsu: 2, yChanta: 2, yIttsu: 2, ySanshoku: 2, ySanshokuDoukou: 2, ySankantsu: 2,
	yToitoi: 2, ySanankou: 2, yShousangen: 2, yHonroutou: 2, yRyanpeikou: 3, yJunchan: 3, yHonitsu: 3,
	yChinitsu: 6, yRenhou: 5,
}

var openHan = [firstYakuman]uint8{
	yHaitei: 1, yHoutei: 1, yRinshan: 1, yChankan: 1, yTanyao: 1, yWhite: 1, yGreen: 1, yRed: 1,
	ySeatWind: 1, yRoundWind: 1, yNorth: 1, yChanta: 1, yIttsu: 1, ySanshoku: 1, ySanshokuDoukou: 2, ySankantsu: 2,
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
