package main

import (
	"compress/flate"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestRunWritesTheTables checks that the command writes the three files internal/shanten embeds and compiles, and
// that its Go file is the committed one (at the fastest compression; `go generate` writes the best).
func TestRunWritesTheTables(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, run(dir, "shanten", flate.BestSpeed))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
		info, err := e.Info()
		require.NoError(t, err)
		require.Positive(t, info.Size(), e.Name())
	}
	require.ElementsMatch(t, []string{"suit.bin.deflate", "honor.bin.deflate", "tables_gen.go"}, names)
	got, err := os.ReadFile(filepath.Join(dir, "tables_gen.go"))
	require.NoError(t, err)
	want, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "internal", "shanten", "tables_gen.go"))
	require.NoError(t, err)
	require.Equal(t, string(want), string(got))
	require.Error(t, run(filepath.Join(dir, "missing"), "shanten", flate.BestSpeed), "a directory that does not exist")
}
