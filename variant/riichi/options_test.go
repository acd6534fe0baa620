package riichi_test

import (
	"encoding"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/variantopt"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// presetTable is the options table of docs/rules/riichi.md §14, written out by hand: for every field,
// its text form in the tenhou, mahjongsoul, ema2016, wrc2022, mleague, jpml-a, jpml-b, tenhou-sanma and
// mahjongsoul-sanma columns.
var presetTable = map[string][9]string{
	"RedFives":            {"1,1,1", "1,1,1", "0,0,0", "0,0,0", "1,1,1", "0,0,0", "0,0,0", "0,1,1", "0,1,1"},
	"OpenTanyao":          {"on", "on", "on", "on", "on", "on", "on", "on", "on"},
	"Kuikae":              {"forbidden", "forbidden", "forbidden", "forbidden", "forbidden", "same-kind-only", "same-kind-only", "forbidden", "forbidden"},
	"KanDoraImmediate":    {"off", "off", "on", "on", "on", "on", "on", "off", "off"},
	"UraDora":             {"on", "on", "on", "on", "on", "off", "on", "on", "on"},
	"KanUraDora":          {"on", "on", "on", "on", "on", "off", "on", "on", "on"},
	"Ippatsu":             {"on", "on", "on", "on", "on", "off", "on", "on", "on"},
	"KokushiRobsAnkan":    {"off", "on", "on", "on", "off", "on", "on", "off", "on"},
	"RiichiMinPoints":     {"1000", "1000", "-1", "-1", "-1", "-1", "-1", "1000", "1000"},
	"RiichiMinLiveTiles":  {"4", "4", "4", "4", "-1", "4", "4", "3", "3"},
	"RiichiAnkan":         {"waits-unchanged", "waits-unchanged", "strict", "strict", "waits-unchanged", "waits-unchanged", "waits-unchanged", "waits-unchanged", "waits-unchanged"},
	"FifthTileAnyHeld":    {"off", "off", "on", "on", "off", "off", "off", "off", "off"},
	"MultipleRon":         {"double-only", "all", "all", "head-bump", "head-bump", "head-bump", "head-bump", "double-only", "all"},
	"HonbaToEachWinner":   {"off", "off", "on", "off", "off", "off", "off", "off", "off"},
	"Kiriage":             {"off", "off", "off", "on", "off", "off", "off", "off", "off"},
	"Kazoe":               {"yakuman", "yakuman", "sanbaiman", "sanbaiman", "sanbaiman", "sanbaiman", "sanbaiman", "yakuman", "yakuman"},
	"YakumanStacking":     {"on", "on", "off", "on", "on", "off", "off", "on", "on"},
	"DoubleKokushi13":     {"off", "on", "off", "off", "off", "off", "off", "off", "on"},
	"DoubleSuuankouTanki": {"off", "on", "off", "off", "off", "off", "off", "off", "on"},
	"DoubleChuuren9":      {"off", "on", "off", "off", "off", "off", "off", "off", "on"},
	"DoubleDaisuushii":    {"off", "on", "off", "off", "off", "off", "off", "off", "on"},
	"RyuuiisouNeedsGreen": {"off", "off", "off", "off", "off", "on", "on", "off", "off"},
	"Renhou":              {"off", "off", "mangan", "mangan", "off", "mangan", "mangan", "off", "off"},
	"DoubleWindPairFu":    {"4", "4", "4", "2", "2", "4", "4", "4", "4"},
	"NagashiMangan":       {"on", "on", "off", "on", "on", "off", "off", "on", "on"},
	"AbortKyuushu":        {"on", "on", "off", "off", "off", "off", "off", "on", "on"},
	"AbortSuufon":         {"on", "on", "off", "off", "off", "off", "off", "off", "off"},
	"AbortSuucha":         {"on", "on", "off", "off", "off", "off", "off", "off", "off"},
	"AbortSuukaikan":      {"on", "on", "off", "off", "off", "off", "off", "on", "on"},
	"Sanchahou":           {"on", "off", "off", "off", "off", "off", "off", "off", "off"},
	"PaoSuukantsu":        {"off", "off", "off", "off", "on", "off", "off", "off", "off"},
	"PaoYakumanOnly":      {"off", "on", "off", "off", "on", "off", "off", "off", "on"},
	"PaoHonbaByDiscarder": {"off", "off", "on", "off", "off", "off", "off", "off", "off"},
	"Length":              {"hanchan", "hanchan", "hanchan", "hanchan", "hanchan", "hanchan", "hanchan", "hanchan", "hanchan"},
	"StartPoints":         {"25000", "25000", "30000", "30000", "25000", "30000", "30000", "35000", "35000"},
	"ReturnPoints":        {"30000", "25000", "30000", "30000", "30000", "30000", "30000", "40000", "35000"},
	"TargetPoints":        {"30000", "30000", "30000", "30000", "30000", "30000", "30000", "40000", "40000"},
	"Uma":                 {"20,10,-10,-20", "15,5,-5,-15", "15,5,-5,-15", "15,5,-5,-15", "30,10,-10,-30", "15,5,-5,-15", "15,5,-5,-15", "20,0,-20,0", "15,0,-15,0"},
	"Bust":                {"on", "on", "off", "off", "off", "off", "off", "on", "on"},
	"AllLastDealerStop":   {"on", "on", "off", "off", "off", "off", "off", "on", "on"},
	"Extension":           {"on", "on", "off", "off", "off", "off", "off", "on", "on"},
	"LeftoverSticksLost":  {"off", "off", "off", "on", "off", "off", "off", "off", "off"},
	"TiesSplitUma":        {"off", "off", "on", "on", "on", "on", "on", "off", "off"},
	"KanDora":             {"on", "on", "on", "on", "on", "off", "on", "on", "on"},
	"Aotenjou":            {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"OpenRiichi":          {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"Paarenchan":          {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"Daisharin":           {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"Daichisei":           {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"PinfuTsumoFu":        {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"OpenPinfuFu":         {"on", "on", "on", "on", "on", "on", "on", "on", "on"},
	"TenhouAnyTile":       {"on", "on", "on", "on", "on", "on", "on", "on", "on"},
	"Players":             {"4", "4", "4", "4", "4", "4", "4", "3", "3"},
	"NorthBisection":      {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"NukiDora":            {"off", "off", "off", "off", "off", "off", "off", "on", "on"},
	"KitaRinshan":         {"off", "off", "off", "off", "off", "off", "off", "on", "on"},
	"NorthYakuhai":        {"off", "off", "off", "off", "off", "off", "off", "off", "off"},
	"HonbaUnit":           {"100", "100", "100", "100", "100", "100", "100", "100", "100"},
	"NotenPool":           {"3000", "3000", "3000", "3000", "3000", "3000", "3000", "2000", "2000"},
}

// fieldText returns the text form of o's field name.
func fieldText(t require.TestingT, o riichi.Options, name string) string {
	f := reflect.ValueOf(o).FieldByName(name)
	require.True(t, f.IsValid(), name)
	if m, ok := f.Interface().(encoding.TextMarshaler); ok {
		b, err := m.MarshalText()
		require.NoError(t, err)
		return string(b)
	}
	return itoa(f.Int())
}

func TestPresetColumns(t *testing.T) {
	assert.ElementsMatch(t, riichi.OptionNames(), keys(presetTable), "one table row per field")
	for col, name := range riichi.Presets() {
		t.Run(name, func(t *testing.T) {
			o, err := riichi.Preset(name)
			require.NoError(t, err)
			require.NoError(t, o.Validate())
			for field, want := range presetTable {
				got := fieldText(t, o, field)
				if n := reflect.ValueOf(o).FieldByName(field); n.Kind() == reflect.Int {
					got = itoa(n.Int())
				}
				assert.Equal(t, want[col], got, "%s.%s", name, field)
			}
		})
	}
}

func TestZeroIsTenhou(t *testing.T) {
	ten, err := riichi.Preset("tenhou")
	require.NoError(t, err)
	assert.Equal(t, ten, riichi.Options{}.Resolved())
	a, err := json.Marshal(riichi.Options{})
	require.NoError(t, err)
	b, err := json.Marshal(ten)
	require.NoError(t, err)
	assert.JSONEq(t, string(b), string(a))
	r, err := variant.Lookup("riichi")
	require.NoError(t, err)
	assert.Equal(t, ten, r.(*riichi.Rules).Options())
}

func TestPresetUnknown(t *testing.T) {
	_, err := riichi.Preset("tenhou2")
	require.ErrorIs(t, err, variant.ErrOptions)
}

func TestOptionsJSONReadable(t *testing.T) {
	for _, name := range riichi.Presets() {
		o, err := riichi.Preset(name)
		require.NoError(t, err)
		r, err := riichi.New(o)
		require.NoError(t, err)
		b, err := r.OptionsJSON()
		require.NoError(t, err)
		var m map[string]any
		require.NoError(t, json.Unmarshal(b, &m))
		assert.Equal(t, presetTable["Kazoe"][indexOf(name)], m["kazoe"])
		assert.Equal(t, presetTable["RedFives"][indexOf(name)], m["redFives"])
		assert.Equal(t, presetTable["Uma"][indexOf(name)], m["uma"])
		back, err := variantopt.Decode("riichi", b)
		require.NoError(t, err)
		assert.Equal(t, o, back.(*riichi.Rules).Options())
		assert.True(t, variantopt.Same(r, back))
	}
}

func TestValidateBounds(t *testing.T) {
	tests := []struct {
		name string
		edit func(*riichi.Options)
	}{
		{"red fives 5", func(o *riichi.Options) { o.RedFives = riichi.RedFivesOf(1, 5, 1) }},
		{"toggle 3", func(o *riichi.Options) { o.Kiriage = 3 }},
		{"kazoe 3", func(o *riichi.Options) { o.Kazoe = 3 }},
		{"daisharin 3", func(o *riichi.Options) { o.Daisharin = 3 }},
		{"daichisei 3", func(o *riichi.Options) { o.Daichisei = 3 }},
		{"aotenjou 3", func(o *riichi.Options) { o.Aotenjou = 3 }},
		{"renhou 4", func(o *riichi.Options) { o.Renhou = 4 }},
		{"ties split uma 9", func(o *riichi.Options) { o.TiesSplitUma = 9 }},
		{"min points -2", func(o *riichi.Options) { o.RiichiMinPoints = -2 }},
		{"min points huge", func(o *riichi.Options) { o.RiichiMinPoints = 1 << 40 }},
		{"live tiles 71", func(o *riichi.Options) { o.RiichiMinLiveTiles = 71 }},
		{"wind pair 3", func(o *riichi.Options) { o.DoubleWindPairFu = 3 }},
		{"start odd", func(o *riichi.Options) { o.StartPoints = 25050 }},
		{"start negative", func(o *riichi.Options) { o.StartPoints = -100 }},
		{"return below start", func(o *riichi.Options) { o.StartPoints, o.ReturnPoints = 30000, 25000 }},
		{"target huge", func(o *riichi.Options) { o.TargetPoints = 20_000_000 }},
		{"uma not zero-sum", func(o *riichi.Options) { o.Uma = riichi.Uma{20, 10, -10, -10} }},
		{"uma ascending", func(o *riichi.Options) { o.Uma = riichi.Uma{-20, -10, 10, 20} }},
		{"uma huge", func(o *riichi.Options) { o.Uma = riichi.Uma{5000, 0, 0, -5000} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var o riichi.Options
			tt.edit(&o)
			require.ErrorIs(t, o.Validate(), variant.ErrOptions)
			_, err := riichi.New(o)
			require.ErrorIs(t, err, variant.ErrOptions)
			b, err := json.Marshal(o)
			if err == nil {
				_, err = variantopt.Decode("riichi", b)
				require.ErrorIs(t, err, variant.ErrOptions)
			}
		})
	}
	var ok riichi.Options
	ok.RiichiMinLiveTiles = -1
	ok.RedFives = riichi.RedFivesOf(1, 2, 1)
	ok.Uma = riichi.Uma{30, 10, -10, -30}
	require.NoError(t, ok.Validate())
}

func TestDecodeRefusesUnknownFields(t *testing.T) {
	_, err := variantopt.Decode("riichi", []byte(`{"kiriage":"on","akaDora":3}`))
	require.ErrorIs(t, err, variant.ErrOptions)
	_, err = variantopt.Decode("riichi", []byte(`{"kazoe":"double"}`))
	require.ErrorIs(t, err, variant.ErrOptions)
	r, err := variantopt.Decode("riichi", []byte(`{"kiriage":"on","kazoe":"sanbaiman","redFives":"0,2,0"}`))
	require.NoError(t, err)
	o := r.(*riichi.Rules).Options()
	assert.Equal(t, riichi.On, o.Kiriage)
	assert.Equal(t, riichi.KazoeSanbaiman, o.Kazoe)
	assert.Equal(t, [3]int{0, 2, 0}, o.RedFives.Counts())
}

func TestSet(t *testing.T) {
	var o riichi.Options
	require.NoError(t, o.Set("Kiriage", "true"))
	require.NoError(t, o.Set("Kazoe", "sanbaiman"))
	require.NoError(t, o.Set("RedFives", "1,2,1"))
	require.NoError(t, o.Set("DoubleWindPairFu", "2"))
	require.NoError(t, o.Set("Uma", "15,5,-5,-15"))
	assert.Equal(t, riichi.On, o.Kiriage)
	assert.Equal(t, riichi.KazoeSanbaiman, o.Kazoe)
	assert.Equal(t, 2, o.RedFives.Counts()[1])
	assert.Equal(t, 2, o.DoubleWindPairFu)
	assert.Equal(t, riichi.Uma{15, 5, -5, -15}, o.Uma)
	before := o
	for _, bad := range [][2]string{{"kiriage", "on"}, {"Kiriage", "maybe"}, {"Kazoe", ""}, {"DoubleWindPairFu", "two"},
		{"RedFives", "1,1"}, {"RedFives", "1,1,9"}, {"Uma", "a,b,c,d"}, {"opt", "1"}} {
		require.ErrorIs(t, o.Set(bad[0], bad[1]), variant.ErrOptions, bad)
		assert.Equal(t, before, o, "unchanged after %v", bad)
	}
}

// TestEnumTextGarbage: every enum's text form parses back; garbage text is an error wrapping
// variant.ErrOptions that leaves the value unchanged; out-of-range values print without panicking.
func TestEnumTextGarbage(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var o riichi.Options
		v := reflect.ValueOf(&o).Elem()
		i := rapid.IntRange(0, v.NumField()-1).Draw(t, "field")
		f := v.Field(i)
		u, ok := f.Addr().Interface().(encoding.TextUnmarshaler)
		if !ok {
			return
		}
		if f.Kind() == reflect.Uint8 {
			f.SetUint(uint64(rapid.Uint8().Draw(t, "value")))
			_ = f.Interface().(interface{ String() string }).String()
			if b, err := f.Interface().(encoding.TextMarshaler).MarshalText(); err == nil {
				g := reflect.New(f.Type())
				require.NoError(t, g.Interface().(encoding.TextUnmarshaler).UnmarshalText(b))
				require.Equal(t, f.Interface(), g.Elem().Interface())
			} else {
				require.ErrorIs(t, err, variant.ErrOptions)
				require.ErrorIs(t, o.Validate(), variant.ErrOptions)
			}
		}
		before := f.Interface()
		if err := u.UnmarshalText([]byte(rapid.String().Draw(t, "text"))); err != nil {
			require.ErrorIs(t, err, variant.ErrOptions)
			require.Equal(t, before, f.Interface())
		}
	})
}

func keys(m map[string][9]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

func indexOf(name string) int {
	for i, n := range riichi.Presets() {
		if n == name {
			return i
		}
	}
	return -1
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// TestOptionsJSONProperty: any valid options marshal to JSON and decode back to the same rules; the
// text of every field sets it back through Options.Set.
func TestOptionsJSONProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var o riichi.Options
		v := reflect.ValueOf(&o).Elem()
		for i := range v.NumField() {
			f := v.Field(i)
			switch {
			case f.Type() == reflect.TypeFor[riichi.RedFives]():
				f.Set(reflect.ValueOf(riichi.RedFivesOf(rapid.IntRange(0, 4).Draw(t, "m"),
					rapid.IntRange(0, 4).Draw(t, "p"), rapid.IntRange(0, 4).Draw(t, "s"))))
			case f.Type() == reflect.TypeFor[riichi.Uma]():
				a := rapid.IntRange(0, 30).Draw(t, "uma1")
				b := rapid.IntRange(0, a).Draw(t, "uma2")
				f.Set(reflect.ValueOf(riichi.Uma{a, b, -b, -a}))
			case f.Kind() == reflect.Uint8:
				for {
					f.SetUint(uint64(rapid.IntRange(0, 3).Draw(t, v.Type().Field(i).Name)))
					if _, err := f.Interface().(encoding.TextMarshaler).MarshalText(); err == nil {
						break
					}
				}
			}
		}
		o.DoubleWindPairFu = rapid.SampledFrom([]int{0, 2, 4}).Draw(t, "wind fu")
		o.HonbaUnit = 100 * rapid.IntRange(0, 100).Draw(t, "honba unit")
		o.Players = rapid.SampledFrom([]int{0, 3, 4}).Draw(t, "players")
		if o.Players == 3 {
			// Three players: no 5m, no four-player abortive draws, no fourth uma, and rinshan on a kita
			// only with kita.
			c := o.RedFives.Counts()
			o.RedFives = riichi.RedFivesOf(0, c[1], c[2])
			if c[1] == 1 && c[2] == 1 {
				o.RedFives = riichi.RedFives{}
			}
			o.AbortSuufon, o.AbortSuucha, o.Sanchahou = riichi.Default, riichi.Off, riichi.Default
			o.Uma = riichi.Uma{o.Uma[0], 0, -o.Uma[0], 0}
			if o.NukiDora == riichi.Off {
				o.KitaRinshan = riichi.Off
			}
			o.NotenPool = 200 * rapid.IntRange(0, 20).Draw(t, "noten pool")
		} else {
			o.NorthBisection = riichi.Off
			o.NukiDora, o.KitaRinshan, o.NorthYakuhai = riichi.Default, riichi.Off, riichi.Default
			o.NotenPool = 600 * rapid.IntRange(0, 20).Draw(t, "noten pool")
		}
		o.StartPoints = 100 * rapid.IntRange(1, 300).Draw(t, "start")
		o.ReturnPoints = o.StartPoints + 100*rapid.IntRange(1, 100).Draw(t, "return")
		require.NoError(t, o.Validate())
		b, err := json.Marshal(o)
		require.NoError(t, err)
		r, err := variantopt.Decode("riichi", b)
		require.NoError(t, err)
		require.Equal(t, o.Resolved(), r.(*riichi.Rules).Options())
		var set riichi.Options
		for _, name := range riichi.OptionNames() {
			require.NoError(t, set.Set(name, fieldText(t, o.Resolved(), name)), name)
		}
		require.Equal(t, o.Resolved(), set.Resolved())
	})
}

// TestOptionErrorsSayItOnce: an invalid enum option, through JSON or Options.Set, is an error wrapping
// ErrOptions whose message says "variant: invalid options" and "riichi:" once, names the field (Set)
// and lists the valid values; a 1 MB value is quoted by a short prefix.
func TestOptionErrorsSayItOnce(t *testing.T) {
	var o riichi.Options
	err := o.Set("Kiriage", "bogus")
	require.ErrorIs(t, err, variant.ErrOptions)
	msg := err.Error()
	assert.Equal(t, 1, strings.Count(msg, variant.ErrOptions.Error()), msg)
	assert.Equal(t, 1, strings.Count(msg, "riichi:")+strings.Count(msg, "riichi."), msg)
	assert.Contains(t, msg, "Kiriage")
	assert.Contains(t, msg, "default, on or off")
	assert.Equal(t, riichi.Options{}, o)

	for _, opts := range []string{`{"kiriage":"bogus"}`, `{"multipleRon":"bogus"}`, `{"kazoe":"double"}`} {
		_, err = variantopt.Decode("riichi", []byte(opts))
		require.ErrorIs(t, err, variant.ErrOptions, opts)
		msg := err.Error()
		assert.Equal(t, 1, strings.Count(msg, variant.ErrOptions.Error()), msg)
		assert.Equal(t, 1, strings.Count(msg, "riichi:")+strings.Count(msg, "riichi."), msg)
		assert.Contains(t, msg, " or ", msg)
	}
	_, err = variantopt.Decode("riichi", []byte(`{"kazoe":"double"}`))
	assert.Contains(t, err.Error(), "yakuman, sanbaiman or multiple")

	big := strings.Repeat("x", 1<<20)
	for _, opts := range []string{`{"` + big + `":1}`, `{"kiriage":"` + big + `"}`, `{"startPoints":"` + big + `"}`} {
		_, err = variantopt.Decode("riichi", []byte(opts))
		require.ErrorIs(t, err, variant.ErrOptions)
		assert.LessOrEqual(t, len(err.Error()), 200)
	}
	err = o.Set(big, "on")
	require.ErrorIs(t, err, variant.ErrOptions)
	assert.LessOrEqual(t, len(err.Error()), 200)
}
