package riichicase_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/internal/riichicase"
	"github.com/mahjong-go/mahjong/tile"
)

const sample = `# a comment
case: X1 pinfu tsumo riichi (spec X1)
hand: 23m456m345p678s88s 4m
win: tsumo
seat: S
riichi: yes
dora: 9p
ura: 1z
sticks: 1
want: han=4 fu=20 yaku=riichi:1,menzen-tsumo:1,pinfu:1,tanyao:1 dora=0 aka=0 ura=0
pay: E=-2600 S=+5200 W=-1300 N=-1300 sticks=+1000

# open hand, options
case: X13-kiriage open tanyao
hand: 567p345s66s67m 234m@N 8m
win: ron W
seat: S
round: S
riichi: no
facts: haitei renhou
honba: 2
pao: N
options: preset=wrc2022 Kiriage=true RedFives=1,2,1
want: han=1 fu=30 limit=mangan
pay: S=+1000 W=-1000

case: bad1 contradictory
hand: 23m456m345p678s88s 4m
win: ron E
seat: S
riichi: double
facts: rinshan
want: error=context

case: nw
hand: 23m456m345p678s88s 4m
win: tsumo
seat: E
want: nowin
`

func TestParseSample(t *testing.T) {
	cs, err := riichicase.Parse("sample.txt", sample)
	require.NoError(t, err)
	require.Len(t, cs, 4)

	x1 := cs[0]
	assert.Equal(t, "X1", x1.ID)
	assert.Equal(t, "pinfu tsumo riichi (spec X1)", x1.Title)
	assert.Equal(t, 2, x1.Line)
	assert.Equal(t, "23m456m345p678s88s", x1.Hand)
	assert.Equal(t, "4m", x1.Winning)
	assert.Equal(t, "23m456m345p678s88s4m", x1.FullHand())
	assert.True(t, x1.Tsumo)
	assert.Equal(t, tile.NoSeat, x1.From)
	assert.Equal(t, tile.SeatSouth, x1.Seat)
	assert.Equal(t, tile.East, x1.Round)
	assert.Equal(t, riichicase.SingleRiichi, x1.Riichi)
	assert.Equal(t, []tile.Tile{tile.Circle9}, x1.Dora)
	assert.Equal(t, []tile.Tile{tile.East}, x1.Ura)
	assert.Equal(t, 1, x1.Sticks)
	assert.Equal(t, tile.NoSeat, x1.Pao)
	assert.Equal(t, riichicase.Want{Outcome: riichicase.Scored, Han: 4, Fu: 20, HasYaku: true,
		Yaku: []riichicase.Yaku{{"riichi", 1}, {"menzen-tsumo", 1}, {"pinfu", 1}, {"tanyao", 1}}, Nuki: -1}, x1.Want)
	assert.Equal(t, riichicase.Pay{Net: [4]int{-2600, 5200, -1300, -1300}, Sticks: 1000}, x1.Pay)

	x13 := cs[1]
	assert.Equal(t, "567p345s66s67m 234m@N", x13.Hand)
	assert.Equal(t, "567p345s66s67m8m / 234m@N", x13.FullHand())
	assert.False(t, x13.Tsumo)
	assert.Equal(t, tile.SeatWest, x13.From)
	assert.Equal(t, tile.South, x13.Round)
	assert.Equal(t, riichicase.NoRiichi, x13.Riichi)
	assert.Equal(t, []riichicase.Fact{"haitei", "renhou"}, x13.Facts)
	assert.True(t, x13.Has("renhou"))
	assert.False(t, x13.Has("ippatsu"))
	assert.Equal(t, 2, x13.Honba)
	assert.Equal(t, tile.SeatNorth, x13.Pao)
	assert.Equal(t, "wrc2022", x13.Preset)
	assert.Equal(t, []riichicase.Option{{"Kiriage", "true"}, {"RedFives", "1,2,1"}}, x13.Options)
	assert.Equal(t, "mangan", x13.Want.Limit)
	assert.Equal(t, -1, x13.Want.Dora)
	assert.Equal(t, 1, x13.Want.Han)
	assert.Equal(t, -1, cs[2].Want.Fu)
	assert.False(t, x13.Want.HasYaku)
	assert.Equal(t, [4]int{0, 1000, -1000, 0}, x13.Pay.Net)

	assert.Equal(t, riichicase.ErrorContext, cs[2].Want.Outcome)
	assert.Equal(t, riichicase.DoubleRiichi, cs[2].Riichi)
	assert.Equal(t, riichicase.NoWin, cs[3].Want.Outcome)
}

// TestParseRejects checks that each malformed block is refused with ErrFormat: a typo can never drop
// a fact silently.
func TestParseRejects(t *testing.T) {
	base := []string{
		"case: a x", "hand: 23m456m345p678s88s 4m", "win: tsumo", "seat: S",
		"want: han=4 fu=20", "pay: E=-2600 S=+5200 W=-1300 N=-1300",
	}
	with := func(edit func([]string) []string) string {
		return strings.Join(edit(append([]string(nil), base...)), "\n")
	}
	set := func(i int, s string) func([]string) []string {
		return func(l []string) []string { l[i] = s; return l }
	}
	add := func(s string) func([]string) []string {
		return func(l []string) []string { return append(l, s) }
	}
	drop := func(i int) func([]string) []string {
		return func(l []string) []string { return append(l[:i], l[i+1:]...) }
	}
	_, err := riichicase.Parse("ok", with(func(l []string) []string { return l }))
	require.NoError(t, err)
	bad := map[string]string{
		"unknown key":        with(add("dorra: 1m")),
		"repeated key":       with(add("seat: E")),
		"no case":            with(drop(0)),
		"no hand":            with(drop(1)),
		"no win":             with(drop(2)),
		"no seat":            with(drop(3)),
		"no want":            with(drop(4)),
		"no pay":             with(drop(5)),
		"not key value":      with(add("riichi yes")),
		"block without case": "hand: 1m 1m\n",
		"bad id":             with(set(0, "case: a/b x")),
		"no winning tile":    with(set(1, "hand: 23m456m345p678s88s4m")),
		"winning two tiles":  with(set(1, "hand: 23m456m345p678s88s 45m")),
		"winning bad suit":   with(set(1, "hand: 23m456m345p678s88s 4x")),
		"win bad":            with(set(2, "win: ron")),
		"win bad seat":       with(set(2, "win: ron Q")),
		"seat bad":           with(set(3, "seat: East")),
		"round bad":          with(add("round: X")),
		"riichi bad":         with(add("riichi: maybe")),
		"fact unknown":       with(add("facts: ippatsu tsumogiri")),
		"fact repeated":      with(add("facts: ippatsu ippatsu")),
		"dora bad":           with(add("dora: 1q")),
		"dora empty":         with(add("dora:")),
		"honba negative":     with(add("honba: -1")),
		"honba huge":         with(add("honba: 99999")),
		"sticks text":        with(add("sticks: two")),
		"pao bad":            with(add("pao: 1z")),
		"option no value":    with(add("options: Kiriage")),
		"option lower":       with(add("options: kiriage=true")),
		"preset not first":   with(add("options: Kiriage=true preset=wrc2022")),
		"option repeated":    with(add("options: Kiriage=true Kiriage=false")),
		"want unknown key":   with(set(4, "want: han=4 fuu=20")),
		"want empty":         with(set(4, "want:")),
		"want bad fu":        with(set(4, "want: han=4 fu=22")),
		"want small fu":      with(set(4, "want: han=4 fu=10")),
		"want repeated":      with(set(4, "want: han=4 han=5")),
		"want bad yaku":      with(set(4, "want: han=4 yaku=riichi")),
		"want yaku zero":     with(set(4, "want: han=4 yaku=riichi:0")),
		"want yaku twice":    with(set(4, "want: han=4 yaku=riichi:1,riichi:1")),
		"pay unsigned":       with(set(5, "pay: E=-2600 S=5200 W=-1300 N=-1300")),
		"pay bad seat":       with(set(5, "pay: E=-2600 X=+5200 W=-1300 N=-1300")),
		"pay not zero sum":   with(set(5, "pay: E=-2600 S=+5300 W=-1300 N=-1300")),
		"pay repeated":       with(set(5, "pay: E=-2600 E=-2600")),
		"pay negative stick": with(set(5, "pay: S=+100 E=-100 sticks=-1000")),
		"sticks mismatch":    with(set(5, "pay: E=-2600 S=+5200 W=-1300 N=-1300 sticks=+1000")),
		"pay with nowin":     with(set(4, "want: nowin")),
		"duplicate id":       with(func(l []string) []string { return l }) + "\n\n" + with(func(l []string) []string { return l }),
	}
	for name, text := range bad {
		t.Run(name, func(t *testing.T) {
			_, err := riichicase.Parse("bad.txt", text)
			require.Error(t, err)
			assert.ErrorIs(t, err, riichicase.ErrFormat)
			assert.Contains(t, err.Error(), "bad.txt:")
		})
	}
}

// TestGoldenFilesParse reads every golden file of testdata/riichi, so the files keep to the format even
// where no scorer reads them.
func TestGoldenFilesParse(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "riichi", "*.txt"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	ids := map[string]string{}
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		cs, err := riichicase.Parse(filepath.Base(f), string(data))
		require.NoError(t, err)
		for _, c := range cs {
			prev, dup := ids[c.ID]
			assert.False(t, dup, "case %s in %s and %s", c.ID, prev, f)
			ids[c.ID] = f
		}
		n += len(cs)
	}
	assert.GreaterOrEqual(t, n, 150)
}

func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("case: a\nhand: 1m 1m\nwin: tsumo\nseat: E\nwant: nowin\n")
	f.Add("case: a\nwant: han=1 yaku=a:1,b:2 dora=1\npay: E=+1 S=-1 sticks=+0")
	f.Fuzz(func(t *testing.T, s string) {
		cs, err := riichicase.Parse("f", s)
		if err != nil {
			if !errors.Is(err, riichicase.ErrFormat) {
				t.Fatalf("error does not wrap ErrFormat: %v", err)
			}
			return
		}
		for _, c := range cs {
			if c.ID == "" || c.Hand == "" || len(c.Winning) != 2 {
				t.Fatalf("incomplete case %+v", c)
			}
			sum := 0
			for _, n := range c.Pay.Net {
				sum += n
			}
			if sum != 0 {
				t.Fatalf("payments of %s sum to %d", c.ID, sum)
			}
		}
	})
}
