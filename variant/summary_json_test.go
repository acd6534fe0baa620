package variant_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/variant"
)

// TestSummaryLegacyStatus: a saved session's summaries written when a win's declaration facts were a
// packed "status" number load with the facts as fields, and save them by name.
func TestSummaryLegacyStatus(t *testing.T) {
	in := `{"dealer":"E","wins":[{"context":{"winner":"S","winning":"4m","source":"wall","supplier":"-",` +
		`"dealer":"E","status":6},"result":{"variant":"riichi","hand":"","reading":"","items":[],"raw":0,` +
		`"value":0},"group":0}],"exhausted":false,"hands":[],"missing":[],"discards":[],"taken":[],"kongs":[]}`
	var s variant.Summary
	require.NoError(t, json.Unmarshal([]byte(in), &s))
	require.Len(t, s.Wins, 1)
	assert.Equal(t, score.Declaration{Kind: score.DeclaredFirst, Uninterrupted: true}, s.Wins[0].Context.Declaration)
	b, err := json.Marshal(s.Wins[0].Context)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"declaration":{"kind":"first","uninterrupted":true}`)
	assert.NotContains(t, string(b), "status")
}
