package enumtext_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/internal/enumtext"
)

var errBad = errors.New("bad")

var names = []string{"zero", "one", "two"}

func TestEnum(t *testing.T) {
	for v := range uint64(3) {
		b, err := enumtext.Name(names, v, "T", errBad)
		require.NoError(t, err)
		assert.Equal(t, names[v], string(b))
		for _, in := range []string{names[v], strconv.FormatUint(v, 10), strings.ToUpper(names[v]), "_" + names[v]} {
			got, err := enumtext.Parse(names, []byte(in), "T", errBad)
			require.NoError(t, err, in)
			assert.Equal(t, v, got, in)
		}
	}
	_, err := enumtext.Name(names, 3, "T", errBad)
	require.ErrorIs(t, err, errBad)
	for _, in := range []string{"", "three", "3", "-1", "1.0", " one", "one1", strings.Repeat("x", 1<<20), strings.Repeat("1", 100)} {
		_, err := enumtext.Parse(names, []byte(in), "T", errBad)
		require.ErrorIs(t, err, errBad, in)
		assert.Less(t, len(err.Error()), 200, "errors quote a short prefix")
	}
}

// kind is an enum for the generic helpers.
type kind uint8

func TestGeneric(t *testing.T) {
	for v := kind(0); v < 3; v++ {
		assert.Equal(t, names[v], enumtext.String(names, "x.kind", v))
		b, err := enumtext.Marshal(names, "x.kind", v, errBad)
		require.NoError(t, err)
		var back kind
		require.NoError(t, enumtext.Unmarshal(names, "x.kind", &back, b, errBad))
		assert.Equal(t, v, back)
	}
	assert.Equal(t, "x.kind(7)", enumtext.String(names, "x.kind", kind(7)))
	_, err := enumtext.Marshal(names, "x.kind", kind(7), errBad)
	require.ErrorIs(t, err, errBad)
	k := kind(2)
	err = enumtext.Unmarshal(names, "x.kind", &k, []byte(strings.Repeat("z", 1000)), errBad)
	require.ErrorIs(t, err, errBad)
	assert.Contains(t, err.Error(), "want zero, one or two", "the valid names")
	assert.Equal(t, kind(2), k, "unchanged")
}

func TestSet(t *testing.T) {
	b, err := enumtext.SetText(names, 0b101, "S", errBad)
	require.NoError(t, err)
	assert.Equal(t, "zero|two", string(b))
	b, err = enumtext.SetText(names, 0, "S", errBad)
	require.NoError(t, err)
	assert.Equal(t, "none", string(b))
	_, err = enumtext.SetText(names, 0b1000, "S", errBad)
	require.ErrorIs(t, err, errBad)
	for in, want := range map[string]uint64{"": 0, "none": 0, "two|zero": 0b101, "5": 0b101, "7": 7, "one": 2} {
		got, err := enumtext.ParseSet(names, []byte(in), "S", errBad)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"8", "one|one", "one|", "|one", "four", "none|one", "-1", "99999999999999999999999"} {
		_, err := enumtext.ParseSet(names, []byte(in), "S", errBad)
		require.ErrorIs(t, err, errBad, in)
	}
}

// SetString names the bits like SetText, and writes the bits without a name in hexadecimal instead
// of failing.
func TestSetString(t *testing.T) {
	assert.Equal(t, "none", enumtext.SetString(names, 0, "S"))
	assert.Equal(t, "zero|two", enumtext.SetString(names, 0b101, "S"))
	assert.Equal(t, "one|S(0x18)", enumtext.SetString(names, 0b11010, "S"))
	assert.Equal(t, "S(0x8)", enumtext.SetString(names, 0b1000, "S"))
}

// UnmarshalSet stores what ParseSet reads, and leaves the value unchanged on error.
func TestUnmarshalSet(t *testing.T) {
	v := uint16(1)
	require.NoError(t, enumtext.UnmarshalSet(names, "S", &v, []byte("zero|two"), errBad))
	assert.Equal(t, uint16(0b101), v)
	require.ErrorIs(t, enumtext.UnmarshalSet(names, "S", &v, []byte("four"), errBad), errBad)
	assert.Equal(t, uint16(0b101), v, "unchanged on error")
}

func TestJSON(t *testing.T) {
	var got string
	text := func(b []byte) error { got = string(b); return nil }
	require.NoError(t, enumtext.JSON([]byte(`"one|two"`), "T", text, errBad))
	assert.Equal(t, "one|two", got)
	require.NoError(t, enumtext.JSON([]byte(`12`), "T", text, errBad))
	assert.Equal(t, "12", got)
	got = "kept"
	require.NoError(t, enumtext.JSON([]byte(`null`), "T", text, errBad))
	assert.Equal(t, "kept", got)
	for _, in := range []string{`true`, `[1]`, `{}`, `-1`, `"unterminated`} {
		require.ErrorIs(t, enumtext.JSON([]byte(in), "T", text, errBad), errBad, in)
	}
}

// TestPropSetRoundTrip: every set of named bits writes a text that reads back the same set.
func TestPropSetRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		v := rapid.Uint64Range(0, 7).Draw(t, "v")
		b, err := enumtext.SetText(names, v, "S", errBad)
		require.NoError(t, err)
		back, err := enumtext.ParseSet(names, b, "S", errBad)
		require.NoError(t, err)
		require.Equal(t, v, back)
	})
}

func FuzzParseSet(f *testing.F) {
	for _, s := range []string{"", "none", "zero|two", "5", "one|one", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := enumtext.ParseSet(names, []byte(s), "S", errBad)
		if err != nil {
			require.ErrorIs(t, err, errBad)
			return
		}
		b, err := enumtext.SetText(names, v, "S", errBad)
		require.NoError(t, err)
		back, err := enumtext.ParseSet(names, b, "S", errBad)
		require.NoError(t, err)
		require.Equal(t, v, back)
	})
}
