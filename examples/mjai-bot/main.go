// Command mjai-bot plays one of the library's bots in an mjai server: it reads the server's events on
// its standard input and writes its answers on its standard output, one JSON line each
// (docs/interop.md, "mjai bots").
//
//	go run ./examples/mjai-bot -bot greedy
//	go run ./examples/mjai-bot -bot random -seed 7 -dialect batched 2
//
// -bot is greedy (lowers its shanten number, takes every win; the default) or random (a uniformly
// random legal action, from -seed). -dialect is the server's turn-taking: strict (an answer to every
// event, gimite's server; the default), mortal (an answer only where the bot can act) or batched
// (mjai.app: arrays of events, one answer per line). The optional argument is the bot's seat, 0..3,
// for servers whose start_game does not say it (mjai.app passes it this way). -preset names the
// riichi rules the server plays (tenhou by default). -h prints the flags and these examples.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"

	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

func main() {
	err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	if err != nil && !errors.Is(err, errUsage) {
		fmt.Fprintln(os.Stderr, "mjai-bot:", err)
		os.Exit(2)
	}
}

// errUsage is returned after -h printed the usage.
var errUsage = errors.New("usage")

const examples = `  go run ./examples/mjai-bot -bot greedy
  go run ./examples/mjai-bot -bot random -seed 7 -dialect batched 2
`

func run(args []string, in io.Reader, out, errOut io.Writer) error {
	fs := flag.NewFlagSet("mjai-bot", flag.ContinueOnError)
	fs.SetOutput(errOut)
	fs.Usage = func() {
		fmt.Fprint(errOut, "Usage: mjai-bot [flags] [SEAT]\n\nReads mjai events on stdin, answers on stdout.\n\nExamples:\n"+examples+"\nFlags:\n")
		fs.PrintDefaults()
	}
	name := fs.String("bot", "greedy", "the bot: greedy or random")
	seed := fs.Uint64("seed", 1, "the random bot's seed")
	dialect := fs.String("dialect", "strict", "the server's turn-taking: strict, mortal or batched")
	preset := fs.String("preset", "tenhou", "the riichi rules the server plays")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errUsage
		}
		return err
	}
	b, err := newBot(*name, *seed, *dialect, *preset)
	if err != nil {
		return err
	}
	switch fs.NArg() {
	case 0:
	case 1:
		n, err := strconv.Atoi(fs.Arg(0))
		if err != nil || n < 0 || n > 3 {
			return fmt.Errorf("the seat must be 0, 1, 2 or 3, not %.8q", fs.Arg(0))
		}
		b.Seat = tile.SeatAt(n)
	default:
		return fmt.Errorf("one seat at most, got %d arguments", fs.NArg())
	}
	return b.Serve(in, out)
}

func newBot(name string, seed uint64, dialect, preset string) (mjai.Bot, error) {
	o, err := riichi.Preset(preset)
	if err != nil {
		return mjai.Bot{}, err
	}
	r, err := riichi.New(o)
	if err != nil {
		return mjai.Bot{}, err
	}
	d, err := mjai.ParseDialect(dialect)
	if err != nil {
		return mjai.Bot{}, err
	}
	var p bot.Player
	switch name {
	case "greedy":
		p = bot.NewGreedy(r.Table())
	case "random":
		p = bot.NewRandom(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	default:
		return mjai.Bot{}, fmt.Errorf("unknown bot %.16q (greedy or random)", name)
	}
	return mjai.Bot{Player: p, Rules: r, Dialect: d}, nil
}
