package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop/mjai"
)

// TestRunLibrary plays two hands of library bots and writes a log that reads back.
func TestRunLibrary(t *testing.T) {
	var out, errOut bytes.Buffer
	require.NoError(t, run([]string{"-seat", "S=random", "-hands", "2", "-seed", "4", "-log", "-"}, &out, &errOut))
	g, err := mjai.Read(&out)
	require.NoError(t, err)
	assert.Len(t, g.Hands, 2)
	assert.Contains(t, errOut.String(), "hands: 2, over: false")
	assert.Contains(t, errOut.String(), "faults: 0")
}

// TestRunExternal seats the mjai-bot command as an external bot (built from examples/mjai-bot) in two
// dialects and plays a whole game with no fault.
func TestRunExternal(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts a command")
	}
	bin := filepath.Join(t.TempDir(), "mjai-bot")
	out, err := exec.Command("go", "build", "-o", bin, "../mjai-bot").CombinedOutput()
	require.NoError(t, err, "%s", out)
	logPath := filepath.Join(t.TempDir(), "game.mjson")
	var res bytes.Buffer
	require.NoError(t, run([]string{"-seat", "E=cmd:" + bin, "-seat", "W=cmd:" + bin + " -dialect batched",
		"-dialect", "W=batched", "-seed", "9", "-log", logPath}, &res, &bytes.Buffer{}))
	assert.Contains(t, res.String(), "over: true")
	assert.Contains(t, res.String(), "faults: 0")
	f, err := os.Open(logPath)
	require.NoError(t, err)
	defer f.Close()
	_, err = mjai.Read(f)
	require.NoError(t, err)
}

func TestRunUsage(t *testing.T) {
	var errOut bytes.Buffer
	require.ErrorIs(t, run([]string{"-h"}, &bytes.Buffer{}, &errOut), errUsage)
	assert.True(t, strings.Contains(errOut.String(), "-seat 'E=cmd:go run ./examples/mjai-bot'"))
	for _, args := range [][]string{{"-seat", "X=greedy"}, {"-seat", "E=smart"}, {"-seat", "E=greedy", "-seat", "E=random"},
		{"-dialect", "E=batched"}, {"-seat", "E=cmd:x", "-dialect", "E=odd"}, {"extra"}, {"-seat", "E=cmd:"}} {
		assert.Error(t, run(args, &bytes.Buffer{}, &bytes.Buffer{}), "%v", args)
	}
}
