package riichi

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
)

// TestDoraOrder checks docs/rules/riichi.md §1.4: an indicator names the next kind, suits wrapping
// 9 to 1, winds East to North to East, dragons White to Red to White.
func TestDoraOrder(t *testing.T) {
	for ind, want := range map[string]string{
		"1m": "2m", "9m": "1m", "9p": "1p", "5s": "6s", "9s": "1s",
		"1z": "2z", "3z": "4z", "4z": "1z", "5z": "6z", "6z": "7z", "7z": "5z",
	} {
		assert.Equal(t, tile.MustParseTiles(want)[0], doraOf(tile.MustParseTiles(ind)[0]), ind)
	}
	assert.Equal(t, tile.None, doraOf(tile.Flower1))
}

func TestYakumanLimitNames(t *testing.T) {
	assert.Equal(t, "yakuman", yakumanLimit(1))
	assert.Equal(t, "double-yakuman", yakumanLimit(2))
	assert.Equal(t, "sextuple-yakuman", yakumanLimit(6))
	assert.Equal(t, "yakuman-x9", yakumanLimit(9))
	assert.Equal(t, "yakuman-x12", yakumanLimit(12))
}

// TestYakuNamesMatchTheGoldenFormat: the printed names are the lower-case hyphenated romaji the golden
// cases use, each once among the regular yaku and once among the yakuman (renhou in both).
func TestYakuNamesMatchTheGoldenFormat(t *testing.T) {
	names := YakuNames()
	assert.Len(t, names, int(numYaku)-1, "renhou, a regular yaku or a yakuman by option, is listed once")
	want := []string{"riichi", "double-riichi", "open-riichi", "double-open-riichi", "ippatsu",
		"menzen-tsumo", "pinfu", "iipeikou", "haitei",
		"houtei", "rinshan", "chankan", "tanyao", "yakuhai-white", "yakuhai-green", "yakuhai-red",
		"yakuhai-seat-wind", "yakuhai-round-wind", "yakuhai-north", "chiitoitsu", "chanta", "ittsu", "sanshoku",
		"sanshoku-doukou", "sankantsu", "toitoi", "sanankou", "shousangen", "honroutou", "ryanpeikou",
		"junchan", "honitsu", "chinitsu", "renhou", "kokushi", "kokushi-13", "suuankou", "suuankou-tanki",
		"daisangen", "shousuushii", "daisuushii", "tsuuiisou", "chinroutou", "ryuuiisou", "chuuren",
		"chuuren-9", "suukantsu", "tenhou", "chiihou", "daisharin", "daichikurin", "daisuurin",
		"daichisei", "open-riichi-deal-in", "paarenchan"}
	assert.Equal(t, want, names)
	for id := range firstYakuman {
		assert.NotZero(t, closedHan[id], names[id])
	}
}

// TestKindProps checks the kind property table against the tile predicates, and its green kinds against
// ryuuiisou's list (docs/rules/riichi.md §8.3).
func TestKindProps(t *testing.T) {
	green := tile.SetOf(tile.MustParseTiles("23468s6z")...)
	for k := tile.Character1; k <= tile.Red; k++ {
		p := kindProps[k]
		assert.Equal(t, k.IsHonor(), p&pHonor != 0, "%s", k)
		assert.Equal(t, k.IsTerminal(), p&pTerminal != 0, "%s", k)
		assert.Equal(t, k.IsMajor(), p&pMajor != 0, "%s", k)
		assert.Equal(t, green.Has(k), p&pGreen != 0, "%s", k)
		if k.IsSuited() {
			assert.Equal(t, pMan<<(k.Index()/9), p&(pMan|pPin|pSou), "%s", k)
		}
	}
}

// TestAppendSeatMatchesString: the explanation writes a seat as tile.Seat.String does, for every value.
func TestAppendSeatMatchesString(t *testing.T) {
	for i := range 256 {
		s := tile.Seat(i)
		assert.Equal(t, s.String(), string(appendSeat(nil, s)), i)
	}
}

// TestAppendIntMatchesStrconv: the explanation's number formatting writes what strconv writes.
func TestAppendIntMatchesStrconv(t *testing.T) {
	for _, x := range []int{0, 1, 9, 10, 99, 100, 101, 999, 1000, 1280, 2560, 12000, 9999, 10000, 99999, 100000, 999999, 1000000, 1234567,
		99999999, 100000000, 1 << 40, -1, -1280} {
		assert.Equal(t, strconv.Itoa(x), string(appendInt([]byte("x"), x))[1:], x)
	}
	for x := range 20000 {
		require.Equal(t, strconv.Itoa(x), string(appendInt(nil, x)))
	}
	for x := 20000; x < 1100000; x += 37 { // every length up to seven digits, every branch
		require.Equal(t, strconv.Itoa(x), string(appendInt(nil, x)))
	}
}
