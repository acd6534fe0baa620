// Command replay checks game logs against the library's referee: it replays every hand of each log
// (Tenhou mjlog XML, plain or gzip, tenhou.net/6 JSON, or an mjai log) and prints one line per hand
// that differs, with the first difference, then one summary line:
//
//	hands: M/N match, games: G/H match
//
// where N counts the hands read, M those that replay exactly, H the logs that hold a whole game (from
// its first hand to its end) and G those of them that match throughout, the joins between hands and
// the final result included.
//
//	go run ./examples/replay interop/testdata/logs
//	go run ./examples/replay -v game.mjlog other.json.gz
//
// Arguments are files or directories (searched for .xml, .mjlog, .json, .jsonl, .mjson and .log
// files, gzip allowed). A file that cannot be read as a log is named with the reason and counted;
// it never stops the others. The exit status is 0 when every hand, every join and every file agrees,
// 1 otherwise, and 2 for bad flags; -h prints the flags and these examples and exits 0.
package main

import (
	"bytes"
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/replay"
	"github.com/mahjong-go/mahjong/interop/tenhou"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// examples are the invocations -h shows.
const examples = `  go run ./examples/replay interop/testdata/logs
  go run ./examples/replay -v 2019021004gm-00a9-0000-e2f6516d.mjlog game.json.gz mortal.jsonl
`

// maxFile bounds what is read of one file, compressed or not (the readers' own limit).
const maxFile = 16 << 20

// tally counts what the files held.
type tally struct {
	hands, handsOK, games, gamesOK, unreadable int
	differs                                    bool
}

// run runs the command and returns the exit status.
func run(args []string, out, errOut io.Writer) int {
	f := flag.NewFlagSet("replay", flag.ContinueOnError)
	f.SetOutput(errOut)
	verbose := f.Bool("v", false, "also print one line per file with its counts")
	f.Usage = func() {
		fmt.Fprint(out, "Usage: replay [-v] FILE|DIR...\n\nExamples:\n"+examples+"\nFlags:\n")
		f.SetOutput(out)
		f.PrintDefaults()
	}
	if err := f.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if f.NArg() == 0 {
		fmt.Fprintln(errOut, "replay: no file given (try -h)")
		return 2
	}
	var t tally
	for _, arg := range f.Args() {
		for _, path := range files(arg, &t, out) {
			t.file(path, *verbose, out)
		}
	}
	if t.unreadable > 0 {
		fmt.Fprintf(out, "unreadable: %d files\n", t.unreadable)
	}
	fmt.Fprintf(out, "hands: %d/%d match, games: %d/%d match\n", t.handsOK, t.hands, t.gamesOK, t.games)
	if t.differs || t.unreadable > 0 || t.handsOK != t.hands || t.gamesOK != t.games {
		return 1
	}
	return 0
}

// logExts are the file names a directory is searched for.
var logExts = []string{".xml", ".mjlog", ".json", ".jsonl", ".mjson", ".log"}

// files lists the logs an argument names: the file itself, or a directory's log files in order.
func files(arg string, t *tally, out io.Writer) []string {
	st, err := os.Stat(arg)
	if err != nil || !st.IsDir() {
		return []string{arg}
	}
	var list []string
	err = filepath.WalkDir(arg, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := strings.TrimSuffix(d.Name(), ".gz")
		for _, ext := range logExts {
			if !d.IsDir() && strings.HasSuffix(name, ext) {
				list = append(list, path)
				break
			}
		}
		return nil
	})
	if err != nil {
		t.unreadable++
		fmt.Fprintf(out, "%s: unreadable: %v\n", arg, err)
	}
	return list
}

// file replays one log and counts it.
func (t *tally) file(path string, verbose bool, out io.Writer) {
	g, err := readLog(path)
	if err != nil {
		t.unreadable++
		fmt.Fprintf(out, "%s: unreadable: %v\n", path, err)
		return
	}
	r, err := replay.Check(g)
	if err != nil {
		t.unreadable++
		fmt.Fprintf(out, "%s: unreadable: %v\n", path, err)
		return
	}
	matched := 0
	for _, d := range r.Hands {
		if d != nil {
			fmt.Fprintf(out, "%s: %s\n", path, d)
		} else {
			matched++
		}
	}
	if r.End != nil {
		fmt.Fprintf(out, "%s: %s\n", path, r.End)
		t.differs = true
	}
	t.hands += len(r.Hands)
	t.handsOK += matched
	if r.Whole {
		t.games++
		if r.Match() {
			t.gamesOK++
		}
	}
	if verbose {
		whole := "part of a game"
		if r.Whole {
			whole = "whole game"
		}
		fmt.Fprintf(out, "%s: %d/%d hands match, %s\n", path, matched, len(r.Hands), whole)
	}
}

// readLog reads a log of any of the three formats, gzip allowed, by its first bytes: '<' is mjlog,
// a JSON object whose first line has a "type" (or a JSON array, mjai.app's batches) is mjai, any
// other JSON object is tenhou.net/6.
func readLog(path string) (*interop.Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxFile+1))
	if err != nil {
		return nil, err
	}
	if len(b) > 1 && b[0] == 0x1f && b[1] == 0x8b {
		z, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		if b, err = io.ReadAll(io.LimitReader(z, maxFile+1)); err != nil {
			return nil, err
		}
	}
	if len(b) > maxFile {
		return nil, errors.New("larger than 16 MiB")
	}
	s := bytes.TrimLeft(b, " \t\r\n\ufeff")
	first, _, _ := bytes.Cut(s, []byte("\n"))
	switch {
	case len(s) == 0:
		return nil, errors.New("empty file")
	case s[0] == '<':
		return tenhou.ReadXML(bytes.NewReader(b))
	case s[0] == '[' || s[0] == '{' && bytes.Contains(first, []byte(`"type"`)):
		return mjai.Read(bytes.NewReader(b))
	case s[0] == '{':
		return tenhou.ReadJSON(bytes.NewReader(b))
	}
	return nil, errors.New("not a log of a known format")
}
