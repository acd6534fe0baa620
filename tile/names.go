package tile

var rankWords = [...]string{"", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine"}

// suitWords are the spoken suit names.
var suitWords = [...]string{Characters: "Characters", Circles: "Circles", Bamboo: "Bamboo"}

// honorNames and chineseNames are indexed by Tile; suit tiles have no entry.
var honorNames = [NumSlots]string{
	East: "East Wind", South: "South Wind", West: "West Wind", North: "North Wind",
	White: "White Dragon", Green: "Green Dragon", Red: "Red Dragon",
	Flower1: "Plum", Flower2: "Orchid", Flower3: "Chrysanthemum", Flower4: "Bamboo",
	Season1: "Spring", Season2: "Summer", Season3: "Autumn", Season4: "Winter",
}

var chineseNames = [NumSlots]string{
	East: "Dong", South: "Nan", West: "Xi", North: "Bei",
	White: "Bai", Green: "Fa", Red: "Chung",
	Flower1: "Mei", Flower2: "Lan", Flower3: "Ju", Flower4: "Zhu",
	Season1: "Chun", Season2: "Xia", Season3: "Qiu", Season4: "Dong",
}

// Name returns the spoken English name of t, as a player says it when discarding: "One of
// Bamboo", "Five of Characters", "Nine of Circles", "East Wind", "Red Dragon", "Plum",
// "Winter". It returns "" for an invalid value.
func (t Tile) Name() string {
	switch {
	case t.IsSuited():
		return rankWords[t.Rank()] + " of " + suitWords[t.Suit()]
	case t.IsValid():
		return honorNames[t]
	}
	return ""
}

// ChineseName returns the Chinese name tile sets give an honour or bonus tile (Chung, Fa and
// Bai for the Red, Green and White dragons; Dong, Nan, Xi and Bei for the winds; Mei, Lan, Ju and Zhu for
// the flowers; Chun, Xia, Qiu and Dong for the seasons), or "" for suit tiles and invalid values.
func (t Tile) ChineseName() string {
	if t.IsHonor() || t.IsBonus() {
		return chineseNames[t]
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
	case t >= Character1 && t <= Character9:
		return glyphMan1 + rune(t-Character1)
	case t >= Circle1 && t <= Circle9:
		return glyphPin1 + rune(t-Circle1)
	case t >= Bamboo1 && t <= Bamboo9:
		return glyphSou1 + rune(t-Bamboo1)
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
