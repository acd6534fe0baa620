package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCmd(args ...string) (int, string) {
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return code, out.String() + errOut.String()
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

// TestSamples: over the shipped logs the summary counts every hand and whole game; the two known
// difference (the refused tournament log) makes the status 1.
func TestSamples(t *testing.T) {
	code, out := runCmd("../../interop/testdata/logs")
	assert.Equal(t, 1, code)
	assert.Equal(t, "hands: 61/61 match, games: 5/5 match", lastLine(out))
	assert.Contains(t, out, "newattr2023.xml: unreadable: ")
	assert.Contains(t, out, "unreadable: 1 files\n")
}

// TestMatchingFilesExitZero: files that all replay exactly, one of them gzip-compressed, exit 0
// with one line per file under -v.
func TestMatchingFilesExitZero(t *testing.T) {
	dir := t.TempDir()
	in, err := os.ReadFile("../../interop/testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")
	require.NoError(t, err)
	var z bytes.Buffer
	w := gzip.NewWriter(&z)
	_, err = w.Write(in)
	require.NoError(t, err)
	require.NoError(t, w.Close())
	gz := filepath.Join(dir, "game.mjlog.gz")
	require.NoError(t, os.WriteFile(gz, z.Bytes(), 0o600))
	code, out := runCmd("-v", gz, "../../interop/testdata/logs/2019080322gm-00a9-0000-81e85e04.json",
		"../../interop/testdata/logs/riichienv/126_204_0_mjai.first2.jsonl")
	assert.Equal(t, 0, code, out)
	assert.Equal(t, "hands: 25/25 match, games: 2/2 match", lastLine(out))
	assert.Contains(t, out, "game.mjlog.gz: 10/10 hands match, whole game\n")
	assert.Contains(t, out, "first2.jsonl: 2/2 hands match, part of a game\n")
}

// TestBrokenFiles: broken, truncated, empty and missing files are named and counted, never a crash.
func TestBrokenFiles(t *testing.T) {
	dir := t.TempDir()
	in, err := os.ReadFile("../../interop/testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")
	require.NoError(t, err)
	broken := map[string][]byte{
		"truncated.xml": in[:len(in)/2],
		"empty.json":    nil,
		"garbage.log":   []byte("\x00\x01 not a log"),
		"bad.json.gz":   {0x1f, 0x8b, 1, 2, 3},
		"noise.jsonl":   []byte(`{"type":"start_kyoku","bakaze":"E"` + "\n"),
	}
	for name, b := range broken {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), b, 0o600))
	}
	code, out := runCmd(dir, filepath.Join(dir, "missing.xml"))
	assert.Equal(t, 1, code)
	assert.Equal(t, "hands: 0/0 match, games: 0/0 match", lastLine(out))
	assert.Contains(t, out, "unreadable: 6 files\n")
	for name := range broken {
		assert.Contains(t, out, name+": unreadable: ")
	}
}

func TestUsage(t *testing.T) {
	code, out := runCmd("-h")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "go run ./examples/replay interop/testdata/logs")
	code, _ = runCmd()
	assert.Equal(t, 2, code)
	code, _ = runCmd("-x", "file")
	assert.Equal(t, 2, code)
}

// TestThreePlayerLogIsNamed: a three-player log is refused by name (interop.ErrThreePlayer).
func TestThreePlayerLogIsNamed(t *testing.T) {
	in, err := os.ReadFile("../../interop/testdata/example/hand.mjlog.xml")
	require.NoError(t, err)
	sanma := bytes.Replace(in, []byte(`<GO type="9"`), []byte(`<GO type="25"`), 1)
	require.NotEqual(t, in, sanma)
	path := filepath.Join(t.TempDir(), "sanma.mjlog")
	require.NoError(t, os.WriteFile(path, sanma, 0o600))
	code, out := runCmd(path)
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "sanma.mjlog: unreadable: ")
	assert.Contains(t, out, "three-player")
	assert.Equal(t, "hands: 0/0 match, games: 0/0 match", lastLine(out))
}
