package tile

var rankWords = [...]string{"", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"}

// suitWords are the spoken suit names of the classic leaflet.
var suitWords = [...]string{Characters: "Numbers", Circles: "Balls", Bamboo: "Bamboo"}

var honorNames = [...]string{
	East - East: "East Wind", South - East: "South Wind", West - East: "West Wind", North - East: "North Wind",
	White - East: "White Dragon", Green - East: "Green Dragon", Red - East: "Red Dragon",
	Flower1 - East: "Plum", Flower2 - East: "Orchid", Flower3 - East: "Chrysanthemum", Flower4 - East: "Bamboo",
	Season1 - East: "Spring", Season2 - East: "Summer", Season3 - East: "Autumn", Season4 - East: "Winter",
}

var chineseNames = [...]string{
	East - East: "Dong", South - East: "Nan", West - East: "Xi", North - East: "Bei",
	White - East: "Bai", Green - East: "Fa", Red - East: "Chung",
	Flower1 - East: "Mei", Flower2 - East: "Lan", Flower3 - East: "Ju", Flower4 - East: "Zhu",
	Season1 - East: "Chun", Season2 - East: "Xia", Season3 - East: "Qiu", Season4 - East: "Dong",
}

// Name returns the spoken English name of t as the classic leaflet says it when discarding: "One of
// Bamboo", "Five of Numbers" (Characters), "Nine of Balls" (Circles), "East Wind", "Red Dragon", "Plum",
// "Winter". It returns "" for an invalid value.
func (t Tile) Name() string {
	switch {
	case t.IsSuited():
		return rankWords[t.Rank()] + " of " + suitWords[t.Suit()]
	case t.IsValid():
		return honorNames[t-East]
	}
	return ""
}

// ChineseName returns the Chinese name the classic leaflet gives an honour or bonus tile (Chung, Fa and
// Bai for the Red, Green and White dragons; Dong, Nan, Xi and Bei for the winds; Mei, Lan, Ju and Zhu for
// the flowers; Chun, Xia, Qiu and Dong for the seasons), or "" for suit tiles and invalid values.
func (t Tile) ChineseName() string {
	if t.IsHonor() || t.IsBonus() {
		return chineseNames[t-East]
	}
	return ""
}

// Unicode code points of the Mahjong Tiles block.
const (
	glyphEast       = 0x1F000 // winds E S W N, then Red, Green, White dragons
	glyphMan1       = 0x1F007
	glyphSou1       = 0x1F010
	glyphPin1       = 0x1F019
	glyphPlum       = 0x1F022 // Plum, Orchid, Bamboo, Chrysanthemum, Spring .. Winter
	glyphRedDragon  = 0x1F004
	glyphWhite      = 0x1F006
	glyphBambooFlwr = 0x1F024
)

// Glyph returns the Unicode character of t from the Mahjong Tiles block (U+1F000..U+1F029), or the
// replacement character U+FFFD for an invalid value.
func (t Tile) Glyph() rune {
	switch {
	case t >= Man1 && t <= Man9:
		return glyphMan1 + rune(t-Man1)
	case t >= Pin1 && t <= Pin9:
		return glyphPin1 + rune(t-Pin1)
	case t >= Sou1 && t <= Sou9:
		return glyphSou1 + rune(t-Sou1)
	case t.IsWind():
		return glyphEast + rune(t-East)
	case t == Red:
		return glyphRedDragon
	case t == Green:
		return glyphRedDragon + 1
	case t == White:
		return glyphWhite
	case t == Flower3: // Unicode orders the flowers Plum, Orchid, Bamboo, Chrysanthemum.
		return glyphBambooFlwr + 1
	case t == Flower4:
		return glyphBambooFlwr
	case t.IsBonus():
		return glyphPlum + rune(t-Flower1)
	}
	return '\uFFFD'
}
