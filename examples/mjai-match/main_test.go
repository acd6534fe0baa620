package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/replay"
	"github.com/mahjong-go/mahjong/interop/tenhou"
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

// TestRunLogs writes a whole game in the three formats; each reads back, and the mjlog replays
// through the referee with no difference.
func TestRunLogs(t *testing.T) {
	dir := t.TempDir()
	paths := []string{filepath.Join(dir, "g.mjson"), filepath.Join(dir, "g.mjlog"), filepath.Join(dir, "g.json")}
	var res bytes.Buffer
	require.NoError(t, run([]string{"-seed", "5", "-log", paths[0], "-mjlog", paths[1], "-tenhou6", paths[2]}, &res, &bytes.Buffer{}))
	require.Contains(t, res.String(), "over: true")
	readers := []func(io.Reader) (*interop.Game, error){mjai.Read, tenhou.ReadXML, tenhou.ReadJSON}
	var hands int
	for i, p := range paths {
		f, err := os.Open(p)
		require.NoError(t, err)
		g, err := readers[i](f)
		require.NoError(t, f.Close())
		require.NoError(t, err, p)
		if i == 0 {
			hands = len(g.Hands)
		}
		require.Len(t, g.Hands, hands, p)
		if i == 1 {
			rep, err := replay.Check(g)
			require.NoError(t, err)
			require.True(t, rep.Match(), "the game replays with no difference")
			require.True(t, rep.Whole)
		}
	}
}
