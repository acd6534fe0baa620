// Command mjai-match plays a game of riichi (a hanchan under the tenhou preset) between library bots
// and external mjai bots, with the library as the referee, and writes the game's mjai log
// (docs/interop.md, "mjai bots").
//
//	go run ./examples/mjai-match -seat 'E=cmd:go run ./examples/mjai-bot' -seat S=greedy -seat W=random -seat N=greedy
//	go run ./examples/mjai-match -seat 'E=cmd:./mybot --fast' -dialect E=batched -timeout 3s -log game.mjson -seed 42
//	go run ./examples/mjai-match -seed 7 -log game.mjson -mjlog game.mjlog -tenhou6 game.json
//
// Each -seat is SEAT=greedy, SEAT=random or SEAT=cmd:COMMAND (the command and its arguments split at
// spaces, no shell quoting), SEAT being E, S, W or N (E is mjai's seat 0, the first dealer); seats
// left out play greedy. -dialect SEAT=strict|mortal|batched sets an external bot's turn-taking (strict
// by default). Each external bot's answer must come within -timeout and be at most -max-line bytes;
// a bot that misbehaves is reported, plays the default (tsumogiri or pass) and the game goes on.
// -log writes the full mjai log (- for standard output), -mjlog the game as Tenhou mjlog XML and
// -tenhou6 as tenhou.net/6 JSON (for the Tenhou viewer and mjai-reviewer). -hands stops after that
// many hands. The result, the final standings and every fault are printed. -h prints the flags and
// these examples.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/replay"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

func main() {
	err := run(os.Args[1:], os.Stdout, os.Stderr)
	if err != nil && !errors.Is(err, errUsage) {
		fmt.Fprintln(os.Stderr, "mjai-match:", err)
		os.Exit(2)
	}
}

var errUsage = errors.New("usage")

const examples = `  go run ./examples/mjai-match -seat 'E=cmd:go run ./examples/mjai-bot' -seat S=greedy -seat W=random -seat N=greedy
  go run ./examples/mjai-match -seat 'E=cmd:./mybot --fast' -dialect E=batched -timeout 3s -log game.mjson -seed 42
  go run ./examples/mjai-match -seed 7 -log game.mjson -mjlog game.mjlog -tenhou6 game.json
`

// seatList collects repeated SEAT=VALUE flags.
type seatList map[tile.Seat]string

func (l seatList) String() string { return "" }

func (l seatList) Set(v string) error {
	k, val, ok := strings.Cut(v, "=")
	s, err := tile.ParseSeat(k)
	if !ok || err != nil || !s.IsValid() {
		return fmt.Errorf("want SEAT=VALUE with SEAT one of E, S, W, N, got %.32q", v)
	}
	if _, dup := l[s]; dup {
		return fmt.Errorf("seat %v given twice", s)
	}
	l[s] = val
	return nil
}

func run(args []string, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("mjai-match", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.Usage = func() {
		fmt.Fprint(errOut, "Usage: mjai-match [-seat SEAT=greedy|random|cmd:COMMAND]... [flags]\n\nExamples:\n"+examples+"\nFlags:\n")
		fs.PrintDefaults()
	}
	seats, dialects := seatList{}, seatList{}
	fs.Var(seats, "seat", "a seat's player: SEAT=greedy, SEAT=random or SEAT=cmd:COMMAND (repeatable)")
	fs.Var(dialects, "dialect", "an external bot's dialect: SEAT=strict, SEAT=mortal or SEAT=batched (repeatable)")
	seed := fs.Uint64("seed", 0, "the game's seed (0: a fresh one)")
	timeout := fs.Duration("timeout", 5*time.Second, "the time an external bot has for each answer")
	maxLine := fs.Int("max-line", 4096, "the longest answer line accepted, in bytes")
	logPath := fs.String("log", "", "write the mjai log to this file (- for standard output)")
	mjlogPath := fs.String("mjlog", "", "write the game as Tenhou mjlog XML to this file")
	jsonPath := fs.String("tenhou6", "", "write the game as tenhou.net/6 JSON to this file")
	hands := fs.Int("hands", 0, "stop after this many hands (0: play the whole game)")
	preset := fs.String("preset", "tenhou", "the riichi rules")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errUsage
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %.32q", fs.Arg(0))
	}
	o, err := riichi.Preset(*preset)
	if err != nil {
		return err
	}
	r, err := riichi.New(o)
	if err != nil {
		return err
	}
	m := mjai.Match{Rules: r, Timeout: *timeout, MaxLine: *maxLine, MaxHands: *hands, Stderr: errOut}
	if *seed != 0 {
		m.Seed = wall.SeedOf(*seed)
	}
	for i := range m.Seats {
		s := tile.SeatAt(i)
		st := &m.Seats[i]
		switch v := seats[s]; {
		case v == "" || v == "greedy":
			st.Player, st.Name = bot.NewGreedy(r.Table()), "greedy"
		case v == "random":
			st.Player, st.Name = bot.NewRandom(rand.NewPCG(*seed, uint64(i))), "random"
		case strings.HasPrefix(v, "cmd:") && len(strings.Fields(v[4:])) > 0:
			st.Command = strings.Fields(v[4:])
			st.Name = filepath.Base(st.Command[0])
		default:
			return fmt.Errorf("seat %v: want greedy, random or cmd:COMMAND, got %.32q", s, v)
		}
		if d, ok := dialects[s]; ok {
			if st.Command == nil {
				return fmt.Errorf("seat %v: -dialect is for external bots", s)
			}
			if st.Dialect, err = mjai.ParseDialect(d); err != nil {
				return err
			}
		}
	}
	switch *logPath {
	case "":
	case "-":
		m.Log = out
	default:
		f, err := os.Create(*logPath)
		if err != nil {
			return err
		}
		defer f.Close()
		m.Log = f
	}
	var played []*game.Game
	m.OnHand = func(g *game.Game) { played = append(played, g) }
	sess, faults, err := m.Play()
	if err != nil {
		return err
	}
	if err := writeLogs(played, sess, *mjlogPath, *jsonPath); err != nil {
		return err
	}
	w := out
	if m.Log == out {
		w = errOut
	}
	fmt.Fprintf(w, "hands: %d, over: %v\n", len(sess.Summaries()), sess.Over())
	st := sess.Standings()
	for _, p := range st.Places {
		fmt.Fprintf(w, "%d. %v %-8s %6d points, %+.1f\n", p.Rank, p.Seat, m.Seats[p.Seat.Index()].Name, p.Points, float64(p.Final)/1000)
	}
	fmt.Fprintf(w, "faults: %d\n", len(faults))
	for _, f := range faults {
		fmt.Fprintf(w, "  %v\n", f)
	}
	return nil
}

// writeLogs writes the game as mjlog XML and tenhou.net/6 JSON to the files named (none when empty).
func writeLogs(hands []*game.Game, sess *game.Session, mjlogPath, jsonPath string) error {
	if mjlogPath == "" && jsonPath == "" {
		return nil
	}
	rec, err := replay.Export(hands, sess)
	if err != nil {
		return err
	}
	for _, out := range []struct {
		path  string
		write func(io.Writer, *interop.Game) error
	}{{mjlogPath, tenhou.WriteXML}, {jsonPath, tenhou.WriteJSON}} {
		if out.path == "" {
			continue
		}
		f, err := os.Create(out.path)
		if err != nil {
			return err
		}
		err = out.write(f, rec)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	return nil
}
