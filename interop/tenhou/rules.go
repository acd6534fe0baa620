package tenhou

import (
	"strings"

	"github.com/mahjong-go/mahjong/interop"
)

// The bits of the GO tag's type attribute.
const (
	typeHuman   = 0x01
	typeNoRed   = 0x02
	typeNoKui   = 0x04
	typeHanchan = 0x08
	typeSanma   = 0x10
	typeFast    = 0x40
	typeRoomLo  = 0x20
	typeRoomHi  = 0x80
)

// roomBits maps Rules.Room (0 ippan, 1 joukyuu, 2 tokujou, 3 houou) to its GO bits.
var roomBits = [4]int{0, typeRoomHi, typeRoomLo, typeRoomLo | typeRoomHi}

func rulesOfType(t int) (*interop.Rules, error) {
	if t < 0 || t > 0xFF {
		return nil, interop.ErrUnsupported
	}
	if t&typeSanma != 0 {
		return nil, interop.ErrThreePlayer
	}
	r := &interop.Rules{
		Human: t&typeHuman != 0, Red: t&typeNoRed == 0, Kuitan: t&typeNoKui == 0,
		Hanchan: t&typeHanchan != 0, Fast: t&typeFast != 0,
	}
	for i, b := range roomBits {
		if t&(typeRoomLo|typeRoomHi) == b {
			r.Room = i
		}
	}
	return r, nil
}

func typeOfRules(r *interop.Rules) int {
	t := roomBits[r.Room&3]
	if r.Human {
		t |= typeHuman
	}
	if !r.Red {
		t |= typeNoRed
	}
	if !r.Kuitan {
		t |= typeNoKui
	}
	if r.Hanchan {
		t |= typeHanchan
	}
	if r.Fast {
		t |= typeFast
	}
	return t
}

var roomChars = [4]string{"般", "上", "特", "鳳"}

// dispOfRules returns Tenhou's lobby label for r, such as "鳳南喰赤".
func dispOfRules(r *interop.Rules) string {
	s := roomChars[r.Room&3]
	if r.Hanchan {
		s += "南"
	} else {
		s += "東"
	}
	if r.Kuitan {
		s += "喰"
	}
	if r.Red {
		s += "赤"
	}
	if r.Fast {
		s += "速"
	}
	return s
}

// rulesOfDisp reads what a JSON rule label says; red fives come from the aka keys.
func rulesOfDisp(disp string, red bool) (*interop.Rules, error) {
	if strings.Contains(disp, "三") || strings.Contains(disp, "3-Player") {
		return nil, interop.ErrThreePlayer
	}
	r := &interop.Rules{Red: red, Human: true, Hanchan: !strings.Contains(disp, "東") && !strings.Contains(disp, "East"),
		Kuitan: strings.Contains(disp, "喰") || !strings.ContainsAny(disp, "般上特鳳"), Fast: strings.Contains(disp, "速")}
	for i, c := range roomChars {
		if strings.HasPrefix(disp, c) {
			r.Room = i
		}
	}
	return r, nil
}

// danNames are Tenhou's rank names by the UN dan number.
var danNames = [...]string{"新人", "９級", "８級", "７級", "６級", "５級", "４級", "３級", "２級", "１級",
	"初段", "二段", "三段", "四段", "五段", "六段", "七段", "八段", "九段", "十段", "天鳳位"}

// yakuNames are Tenhou's Japanese yaku names by id (0..54).
var yakuNames = [55]string{
	"門前清自摸和", "立直", "一発", "槍槓", "嶺上開花", "海底摸月", "河底撈魚", "平和", "断幺九", "一盃口",
	"自風 東", "自風 南", "自風 西", "自風 北", "場風 東", "場風 南", "場風 西", "場風 北",
	"役牌 白", "役牌 發", "役牌 中", "両立直", "七対子", "混全帯幺九", "一気通貫", "三色同順", "三色同刻",
	"三槓子", "対々和", "三暗刻", "小三元", "混老頭", "二盃口", "純全帯幺九", "混一色", "清一色",
	"人和", "天和", "地和", "大三元", "四暗刻", "四暗刻単騎", "字一色", "緑一色", "清老頭",
	"九蓮宝燈", "純正九蓮宝燈", "国士無双", "国士無双１３面", "大四喜", "小四喜", "四槓子",
	"ドラ", "裏ドラ", "赤ドラ",
}

// limitNames are the value labels of limit hands (index = limit).
var limitNames = [6]string{"", "満貫", "跳満", "倍満", "三倍満", "役満"}
