package game

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBoundLists: lists within their bounds pass, one element more is refused, and so is JSON nested
// deeper than a record nests; a list of bad elements is refused at its bound without reading on.
func TestBoundLists(t *testing.T) {
	list := func(n int) string { return "[" + strings.TrimSuffix(strings.Repeat("1,", n), ",") + "]" }
	ok := []string{
		`{"config":{"wall":` + list(144) + `}}`,
		`{"actions":` + list(maxActions) + `}`,
		`{"current":{"actions":` + list(maxActions) + `}}`,
		`{"summaries":[{"wins":[{},{},{}],"discards":[` + list(288) + `,[],[],[]]}]}`,
		`{"x":"a \" ] [ string","y":[true,false,null,-1.5e3]}`,
		`null`, `[]`, `{}`,
		`{"config":{"wall":"` + strings.Repeat("A", 192) + `"}}`, // 144 bytes in base64
	}
	for _, b := range ok {
		require.True(t, json.Valid([]byte(b)), b[:min(len(b), 40)])
		assert.NoError(t, boundLists([]byte(b), listLimits), b[:min(len(b), 40)])
	}
	bad := []string{
		`{"config":{"wall":` + list(145) + `}}`,
		`{"actions":` + list(maxActions+1) + `}`,
		`{"summaries":[{"wins":[{},{},{},{}]}]}`,
		`{"summaries":[{"discards":[` + list(289) + `]}]}`,
		`{"options":{"uma":` + list(maxListDefault+1) + `}}`,
		strings.Repeat("[", maxDepth+2) + strings.Repeat("]", maxDepth+2),
		`{"config":{"wall":"` + strings.Repeat("A", 200) + `"}}`, // 150 bytes in base64
		`{"actions":[{"tiles":"` + strings.Repeat("A", 200) + `"}]}`,
		`{"source":"` + strings.Repeat("A", 100) + `"}`,
	}
	for _, b := range bad {
		assert.Error(t, boundLists([]byte(b), listLimits), b[:min(len(b), 40)])
	}
}

// FuzzBoundLists: the scan never panics, reads every valid JSON text (its only errors for one are
// bounds), and agrees with eachElement on how many elements a list holds.
func FuzzBoundLists(f *testing.F) {
	f.Add([]byte(`{"config":{"wall":[1,2,3]},"actions":[{"kind":"pass"}]}`))
	f.Add([]byte(`[{"dealer":"E"},{"a":"\"]"}]`))
	f.Add([]byte(`{"a":[[[1]]]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		err := boundLists(b, listLimits)
		if json.Valid(b) && err != nil {
			require.False(t, errors.Is(err, errBounds), "valid JSON %q: %v", b, err)
		}
		var list []json.RawMessage
		if err == nil && json.Unmarshal(b, &list) == nil && list != nil {
			n := 0
			require.NoError(t, eachElement(b, func(i int, elem []byte) error {
				require.Equal(t, n, i)
				require.JSONEq(t, string(list[i]), string(elem))
				n++
				return nil
			}))
			require.Equal(t, len(list), n)
		}
	})
}

// TestRecordsUnmarshalNull: null leaves a record as it is, as encoding/json does for other values.
func TestRecordsUnmarshalNull(t *testing.T) {
	r := Record{Variant: "classic"}
	require.NoError(t, json.Unmarshal([]byte("null"), &r))
	assert.Equal(t, "classic", r.Variant)
	s := SessionRecord{Variant: "sichuan"}
	require.NoError(t, json.Unmarshal([]byte("null"), &s))
	assert.Equal(t, "sichuan", s.Variant)
}
