package variant_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

func TestDecodeRebuildsOptions(t *testing.T) {
	def, ok := variant.Lookup("classic")
	require.True(t, ok)

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
	assert.Equal(t, 16, s.(*sichuan.Rules).Cap())
	assert.True(t, variant.SameOptions(s, sichuan.MustNew(sichuan.Options{FanCap: 4, KongPayments: true})))
	assert.False(t, variant.SameOptions(s, def))
}

func TestDecodeRejectsBadOptions(t *testing.T) {
	for _, tc := range []struct{ name, options string }{
		{"nope", `{}`},
		{"classic", `{"limit":`},
		{"classic", `{"noSuchOption":1}`},
		{"classic", `{"limit":-5}`},
		{"sichuan", `{"fanCap":-1}`},
		{"sichuan", `[1,2]`},
	} {
		_, err := variant.Decode(tc.name, []byte(tc.options))
		require.ErrorIs(t, err, variant.ErrOptions, "%s %s", tc.name, tc.options)
	}
	assert.False(t, variant.SameOptions(nil, sichuan.MustNew(sichuan.Options{})))
}
