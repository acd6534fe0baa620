// Command simulate plays hands of mahjong with bots under the library's referee and prints a readable
// log and the settlement of each hand, then the running totals.
//
//	go run ./examples/simulate                                  # one hand of each variant, seed 1
//	go run ./examples/simulate -variant sichuan -hands 16 -v 0  # a whole Sichuan session, totals only
//	go run ./examples/simulate -variant classic -bots random -seed 7 -v 2
//
// Verbosity 0 prints each hand's result, 1 adds the public events of the hand (leaving out discards
// nobody claimed), 2 adds every event, private ones (deals, draws, exchange choices) included.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic"
	_ "github.com/mahjong-go/mahjong/variant/sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "simulate:", err)
		os.Exit(2)
	}
}

type options struct {
	variants []string
	seed     uint64
	hands    int
	bots     string
	verbose  int
}

func parse(args []string, out io.Writer) (options, error) {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(out)
	name := fs.String("variant", "all", "rules to play: all, or one of "+strings.Join(variant.Names(), ", "))
	seed := fs.Uint64("seed", 1, "session seed; the same seed plays the same hands")
	hands := fs.Int("hands", 1, "hands to play per variant (the session may end sooner)")
	bots := fs.String("bots", "greedy", "players: greedy (lowers its shanten, takes every win) or random")
	verbose := fs.Int("v", 1, "verbosity: 0 results only, 1 public events, 2 every event")
	if err := fs.Parse(args); err != nil {
		return options{}, err
	}
	o := options{seed: *seed, hands: *hands, bots: *bots, verbose: *verbose}
	switch {
	case *hands < 1:
		return o, errors.New("-hands must be at least 1")
	case *bots != "greedy" && *bots != "random":
		return o, fmt.Errorf("unknown bots %q (greedy or random)", *bots)
	case *verbose < 0 || *verbose > 2:
		return o, errors.New("-v must be 0, 1 or 2")
	}
	if *name == "all" {
		o.variants = variant.Names()
	} else {
		if _, ok := variant.Lookup(*name); !ok {
			return o, fmt.Errorf("unknown variant %q (have %s)", *name, strings.Join(variant.Names(), ", "))
		}
		o.variants = []string{*name}
	}
	return o, nil
}

func run(args []string, out io.Writer) error {
	o, err := parse(args, out)
	if err != nil {
		return err
	}
	for _, name := range o.variants {
		r, _ := variant.Lookup(name)
		if err := playSession(r, o, out); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
	}
	return nil
}

func players(r variant.Rules, o options) [tile.NumSeats]bot.Player {
	var ps [tile.NumSeats]bot.Player
	for i := range ps {
		if o.bots == "random" {
			ps[i] = bot.NewRandom(rand.NewPCG(o.seed, uint64(i)))
		} else {
			ps[i] = bot.NewGreedy(r.Table())
		}
	}
	return ps
}

func playSession(r variant.Rules, o options, out io.Writer) error {
	s, err := game.NewSession(r, game.SessionConfig{Seed: wall.SeedOf(o.seed)})
	if err != nil {
		return err
	}
	ps := players(r, o)
	fmt.Fprintf(out, "=== %s, seed %d, %s bots\n", r.Name(), o.seed, o.bots)
	for n := 1; n <= o.hands && !s.Over(); n++ {
		st := s.State()
		g, err := s.Next()
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "--- hand %d: dealer %s", n, st.Dealer)
		if st.Prevailing != tile.None {
			fmt.Fprintf(out, ", prevailing %s", st.Prevailing.Name())
		}
		fmt.Fprintln(out)
		if err := bot.Play(g, ps); err != nil {
			return err
		}
		printHand(g, o.verbose, out)
		if err := s.Finish(); err != nil {
			return err
		}
	}
	sc := s.Scores()
	fmt.Fprintf(out, "totals: E %d, S %d, W %d, N %d", sc[0], sc[1], sc[2], sc[3])
	if s.Over() {
		fmt.Fprint(out, " (session over)")
	}
	fmt.Fprintln(out)
	return nil
}

func printHand(g *game.Game, verbose int, out io.Writer) {
	if verbose > 0 {
		for _, e := range g.Events() {
			// Unclaimed discards are the common case; verbosity 1 leaves their "resolve: pass" out.
			quiet := e.Kind == game.EventResolve && e.Claim == claim.Pass
			if verbose > 1 || (e.Public() && !quiet) {
				fmt.Fprintf(out, "  %s\n", e)
			}
		}
	}
	wins := g.Wins()
	if len(wins) == 0 {
		fmt.Fprintln(out, "no winner: the wall is exhausted")
	}
	for _, w := range wins {
		fmt.Fprintf(out, "%s wins on %s (%s)\n", w.Context.Winner, w.Context.Winning, w.Context.Source)
		fmt.Fprint(out, indent(w.Result.String()))
	}
	l := g.Ledger()
	n := l.Net()
	fmt.Fprintf(out, "hand settlement: E %+d, S %+d, W %+d, N %+d\n", n[0], n[1], n[2], n[3])
}

func indent(s string) string {
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for _, l := range lines {
		if l != "" {
			b.WriteString("    ")
			b.WriteString(l)
		}
	}
	return b.String()
}
