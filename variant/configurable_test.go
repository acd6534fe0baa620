package variant_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

func TestDecodeRebuildsOptions(t *testing.T) {
	def, err := variant.Lookup("classic")
	require.NoError(t, err)

	r, err := variant.Decode("classic", nil)
	require.NoError(t, err)
	assert.Same(t, def, r, "no options: the registered rules")

	r, err = variant.Decode("classic", []byte(`{"limit":1000,"noBonusTiles":true}`))
	require.NoError(t, err)
	assert.Equal(t, 1000, r.(*classic.Rules).Options().Limit)
	assert.Equal(t, 136, r.Table().Wall.Size())
	assert.False(t, variant.SameOptions(def, r))

	// The options written by OptionsJSON rebuild equal rules.
	b, err := r.(variant.Configurable).OptionsJSON()
	require.NoError(t, err)
	again, err := variant.Decode("classic", b)
	require.NoError(t, err)
	assert.True(t, variant.SameOptions(r, again))

	s, err := variant.Decode("sichuan", []byte(`{"fanCap":4,"kongPayments":true}`))
	require.NoError(t, err)
	assert.Equal(t, 4, s.(*sichuan.Rules).Options().FanCap)
	s4, err := sichuan.New(sichuan.Options{FanCap: 4, KongPayments: true})
	require.NoError(t, err)
	assert.True(t, variant.SameOptions(s, s4))
	assert.False(t, variant.SameOptions(s, def))
}

func TestDecodeRejectsBadOptions(t *testing.T) {
	for _, tc := range []struct{ name, options string }{
		{"classic", `{"limit":`},
		{"classic", `{"noSuchOption":1}`},
		{"classic", `{"limit":-5}`},
		{"sichuan", `{"fanCap":-1}`},
		{"sichuan", `[1,2]`},
	} {
		_, err := variant.Decode(tc.name, []byte(tc.options))
		require.ErrorIs(t, err, variant.ErrOptions, "%s %s", tc.name, tc.options)
	}
	sd, err := sichuan.New(sichuan.Options{})
	require.NoError(t, err)
	assert.False(t, variant.SameOptions(nil, sd))
}

// TestLookupNamesTheMissingImport: a built-in variant whose package is not imported (riichi, in this
// test binary) is an error naming the import to add, and nil rules; another unknown name lists the
// registered ones. Decode of such a name says the same.
func TestLookupNamesTheMissingImport(t *testing.T) {
	r, err := variant.Lookup("riichi")
	require.ErrorIs(t, err, variant.ErrNotRegistered)
	assert.Nil(t, r)
	assert.Contains(t, err.Error(), `import _ "github.com/mahjong-go/mahjong/variant/riichi"`)

	_, err = variant.Lookup("mahjong-solitaire")
	require.ErrorIs(t, err, variant.ErrNotRegistered)
	assert.Contains(t, err.Error(), `"mahjong-solitaire"`)
	assert.Contains(t, err.Error(), "classic, sichuan")

	_, err = variant.Decode("riichi", nil)
	require.ErrorIs(t, err, variant.ErrNotRegistered)
	assert.Contains(t, err.Error(), `import _ "github.com/mahjong-go/mahjong/variant/riichi"`)

	r, err = variant.Lookup("classic")
	require.NoError(t, err)
	assert.Equal(t, "classic", r.Name())
}

// TestHostileInputQuotedShort: a 1 MB variant name, unknown option name or option value gives an
// error of a few hundred bytes at most, still wrapping the right sentinel.
func TestHostileInputQuotedShort(t *testing.T) {
	big := strings.Repeat("x", 1<<20)
	_, err := variant.Lookup(big)
	require.ErrorIs(t, err, variant.ErrNotRegistered)
	assert.Less(t, len(err.Error()), 300)
	assert.Contains(t, err.Error(), strings.Repeat("x", 64))

	_, err = variant.Decode(big, []byte(`{}`))
	require.ErrorIs(t, err, variant.ErrNotRegistered)
	assert.Less(t, len(err.Error()), 300)

	for _, name := range []string{"classic", "sichuan"} {
		for _, opts := range []string{
			`{"` + big + `":1}`,                 // encoding/json quotes an unknown field whole
			`{"limit":"` + big + `"}`,           // a string for a number
			`{"fanCap":1,"tenpaiCheck":"` + big, // unterminated
			`{"payments":"` + big + `"}`,        // an enum value (classic)
			`{"pairWait":"` + big + `"}`,        // an enum value (sichuan)
		} {
			_, err := variant.Decode(name, []byte(opts))
			require.ErrorIs(t, err, variant.ErrOptions, "%s %.40s", name, opts)
			assert.LessOrEqual(t, len(err.Error()), 200, "%s %.40s", name, opts)
		}
	}
}

// TestOptionErrorsSayItOnce: an enum option's error wraps ErrOptions with its prefix once and lists
// the valid values.
func TestOptionErrorsSayItOnce(t *testing.T) {
	for _, tc := range []struct{ name, options, want string }{
		{"classic", `{"payments":"bogus"}`, "leaflet or classical"},
		{"sichuan", `{"pairWait":"bogus"}`, "literal, all-triplets or declared-sets"},
		{"classic", `{"limit":-5}`, "Limit -5"},
	} {
		_, err := variant.Decode(tc.name, []byte(tc.options))
		require.ErrorIs(t, err, variant.ErrOptions, tc.options)
		msg := err.Error()
		assert.Equal(t, 1, strings.Count(msg, variant.ErrOptions.Error()), msg)
		assert.Equal(t, 1, strings.Count(msg, tc.name+":")+strings.Count(msg, tc.name+"."), msg)
		assert.Contains(t, msg, tc.want)
	}
}
