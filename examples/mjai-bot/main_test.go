package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// script is the start of a hand as an mjai server sends it to seat 0 (docs/interop.md, "mjai bots").
const script = `{"type":"start_game","id":0}
{"type":"start_kyoku","bakaze":"E","dora_marker":"9p","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4p","5pr","6p","2s","3s","7s","8s","9s","E","E"],["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?","?","?","?","?","?","?","?","?","?","?","?","?"],["?","?","?","?","?","?","?","?","?","?","?","?","?"]]}
{"type":"tsumo","actor":0,"pai":"N"}
{"type":"reach","actor":0}
{"type":"dahai","actor":0,"pai":"N","tsumogiri":true}
{"type":"reach_accepted","actor":0}
{"type":"tsumo","actor":1,"pai":"?"}
{"type":"dahai","actor":1,"pai":"4s","tsumogiri":false}
`

// TestRunGreedy: the greedy bot declares riichi on its tenpai hand (reach, then the dahai when the
// reach comes back), and rons the 4s it waits on.
func TestRunGreedy(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, run([]string{"-bot", "greedy"}, strings.NewReader(script), &out, &bytes.Buffer{}))
	assert.Equal(t, `{"type":"none"}
{"type":"none"}
{"type":"reach","actor":0}
{"type":"dahai","actor":0,"pai":"N","tsumogiri":true}
{"type":"none"}
{"type":"none"}
{"type":"none"}
{"type":"hora","actor":0,"target":1,"pai":"4s"}
`, out.String())
}

// TestRunBatched answers each array line once, with the seat from the argument.
func TestRunBatched(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(script), "\n")
	in := "[" + strings.Join(lines[1:3], ",") + "]\n"
	var out bytes.Buffer
	require.NoError(t, run([]string{"-dialect", "batched", "0"}, strings.NewReader(in), &out, &bytes.Buffer{}))
	assert.Equal(t, `{"type":"reach","actor":0}`+"\n", out.String())
}

func TestRunUsage(t *testing.T) {
	var errOut bytes.Buffer
	require.ErrorIs(t, run([]string{"-h"}, strings.NewReader(""), &bytes.Buffer{}, &errOut), errUsage)
	assert.Contains(t, errOut.String(), "go run ./examples/mjai-bot -bot greedy")
	for _, args := range [][]string{{"-bot", "smart"}, {"-dialect", "x"}, {"4"}, {"0", "1"}, {"-preset", "nope"}} {
		assert.Error(t, run(args, strings.NewReader(""), &bytes.Buffer{}, &bytes.Buffer{}), "%v", args)
	}
	assert.Error(t, run(nil, strings.NewReader("not json\n"), &bytes.Buffer{}, &bytes.Buffer{}))
}
