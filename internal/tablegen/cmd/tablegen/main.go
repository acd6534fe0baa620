// Command tablegen writes the lookup tables of package internal/shanten into a directory (by default the current
// one, which is the engine's when `go generate ./...` runs it): suit.bin.deflate, honor.bin.deflate and tables_gen.go.
package main

import (
	"compress/flate"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mahjong-go/mahjong/internal/tablegen"
)

func main() {
	dir := flag.String("dir", ".", "the directory to write the tables into")
	pkg := flag.String("pkg", "shanten", "the package of the generated Go file")
	flag.Parse()
	if err := run(*dir, *pkg, flate.BestCompression); err != nil {
		fmt.Fprintln(os.Stderr, "tablegen:", err)
		os.Exit(1)
	}
}

// run writes the tables into dir, the binary ones compressed at the flate level.
func run(dir, pkg string, level int) error {
	suit, err := tablegen.EncodeSuit(tablegen.BuildSuit(), level)
	if err != nil {
		return err
	}
	honor, err := tablegen.EncodeHonor(tablegen.BuildHonor(), level)
	if err != nil {
		return err
	}
	src, err := tablegen.GoSource(pkg)
	if err != nil {
		return err
	}
	for name, data := range map[string][]byte{"suit.bin.deflate": suit, "honor.bin.deflate": honor, "tables_gen.go": src} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}
