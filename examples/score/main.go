// Command score scores one winning hand under a registered variant and prints the breakdown and the
// payments.
//
//	go run ./examples/score -hand 123m456p789s11222z -win 2z
//	go run ./examples/score -variant classic -hand "234m777m333z55m / [1111m]" -win 5m \
//	    -winner W -dealer W -prevailing S
//	go run ./examples/score -variant sichuan -hand "123m456m789m234p55p" -win 5p \
//	    -winner E -supplier W -missing s
//	go run ./examples/score -variant riichi -hand "23m456m345p678s88s4m" -win 4m -winner S \
//	    -riichi -dora 9p -ura 1z -sticks 1
//	go run ./examples/score -variant riichi -preset tenhou-sanma -hand 111m456p345s678s99m -win 9m \
//	    -winner S -riichi -dora 1z -kita 2
//
// The hand is in the library's hand notation and includes the winning tile; see package hand. Only
// -hand and -win are required, except that a win on another player's tile needs -supplier (the
// discarder, or the konger of a robbed kong) and a variant with missing suits needs -missing (m, p, s,
// or characters, circles, bamboo). -source defaults to discard when -supplier is given and to wall
// otherwise. A flag that does not apply to the chosen variant, and any argument after the flags, is an
// error; -h prints the flags and these examples.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/riichi"
	_ "github.com/mahjong-go/mahjong/variant/sichuan"
)

func main() {
	err := run(os.Args[1:], os.Stdout)
	if err != nil && !errors.Is(err, errUsage) {
		// The errors name the flag to set, or come from the library with its own package prefix.
		fmt.Fprintln(os.Stderr, err)
	}
	os.Exit(exitCode(err))
}

// exitCode is the status for the result of run: 0 after -h printed the usage, 2 for any error.
func exitCode(err error) int {
	switch {
	case err == nil, errors.Is(err, errUsage):
		return 0
	}
	return 2
}

// errUsage is returned after the usage was printed for -help.
var errUsage = errors.New("usage")

// examples are the invocations -h shows.
const examples = `  go run ./examples/score -hand 123m456p789s11222z -win 2z
  go run ./examples/score -variant classic -hand "234m777m333z55m / [1111m]" -win 5m -winner W -dealer W -prevailing S
  go run ./examples/score -variant sichuan -hand 123m456m789m234p55p -win 5p -winner E -supplier W -missing s
  go run ./examples/score -variant riichi -hand 23m456m345p678s88s4m -win 4m -winner S -riichi -dora 9p -ura 1z -sticks 1
  go run ./examples/score -variant riichi -preset tenhou-sanma -hand 111m456p345s678s99m -win 9m -winner S -riichi -dora 1z -kita 2
`

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("score", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {
		fmt.Fprint(out, "Usage: score -hand TILES -win TILE [flags]\n\nExamples:\n"+examples+"\nFlags:\n")
		fs.PrintDefaults()
	}
	var (
		name       = fs.String("variant", "classic", "rules: "+strings.Join(variant.Names(), ", "))
		handText   = fs.String("hand", "", "the winning hand, winning tile included (required)")
		win        = fs.String("win", "", "the winning tile, such as 5m (required)")
		source     = fs.String("source", "", "where the winning tile came from: wall, replacement, discard, robbed-kong (default discard with -supplier, wall without)")
		winner     = fs.String("winner", "E", "the winner's seat: E, S, W or N")
		supplier   = fs.String("supplier", "", "the discarder or konger: required for a discard or robbed-kong win")
		dealer     = fs.String("dealer", "E", "the dealer's seat")
		prevailing = fs.String("prevailing", "", "the prevailing wind as a seat letter, E if unset (variants with winds)")
		missing    = fs.String("missing", "", "the winner's missing suit: m, p or s (or characters, circles, bamboo; variants with missing suits)")
		flags      = fs.String("flags", "", "facts joined by ',' or '|': "+strings.Join(flagList(), ", "))
		outSeats   = fs.String("out", "", "seats already out, such as SN (variants where play goes on after a win)")
	)
	rf := addRiichiFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return errUsage
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q: every input is a flag (see -help)", clip(fs.Arg(0)))
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	switch {
	case *handText == "":
		return errors.New("-hand is required: the winning hand, such as 123m456p789s11222z")
	case *win == "":
		return errors.New("-win is required: the winning tile, such as 2z")
	}
	r, err := variant.Lookup(*name)
	if err != nil {
		return fmt.Errorf("-variant: %w", err)
	}
	if *name == riichi.Name {
		var err error
		if r, err = rf.rules(); err != nil {
			return err
		}
	} else if f := rf.foreign(set); f != "" {
		return fmt.Errorf("-%s does not apply to %s (riichi only)", f, r.Name())
	}
	t := r.Table()
	winds := t.Wall.Kinds.Has(tile.East)
	switch {
	case set["missing"] && !t.BeforePlay.MissingSuit:
		return fmt.Errorf("-missing does not apply to %s (no missing suits)", r.Name())
	case !set["missing"] && t.BeforePlay.MissingSuit:
		return fmt.Errorf("-missing is required for %s: m, p or s", r.Name())
	case set["prevailing"] && !winds:
		return fmt.Errorf("-prevailing does not apply to %s (no winds)", r.Name())
	case set["out"] && t.Claims.MaxWinners <= 1:
		return fmt.Errorf("-out does not apply to %s (the first win ends the hand)", r.Name())
	}

	h, err := hand.Parse(*handText)
	if err != nil {
		return fmt.Errorf("-hand: %w", err)
	}
	var w score.WinContext
	if w.Winning, err = tile.Parse(*win); err != nil {
		return fmt.Errorf("-win: %w", err)
	}
	src := *source
	if src == "" {
		src = "wall"
		if *supplier != "" {
			src = "discard"
		}
	}
	if err := w.Source.UnmarshalText([]byte(src)); err != nil {
		return fmt.Errorf("-source: %w", err)
	}
	if err := seat("-winner", *winner, &w.Winner); err != nil {
		return err
	}
	if err := seat("-dealer", *dealer, &w.Dealer); err != nil {
		return err
	}
	if err := w.Flags.UnmarshalText([]byte(strings.ReplaceAll(*flags, ",", "|"))); err != nil {
		return fmt.Errorf("-flags: %w", err)
	}
	switch {
	case w.NeedsSupplier() && *supplier == "":
		return fmt.Errorf("-supplier is required for a %s win", w.Source)
	case !w.NeedsSupplier() && *supplier != "":
		return fmt.Errorf("-supplier does not apply to a %s win (only to a discard or robbed-kong win)", w.Source)
	case *supplier != "":
		if err := seat("-supplier", *supplier, &w.Supplier); err != nil {
			return err
		}
	}
	if *prevailing != "" {
		s, err := tile.ParseSeat(*prevailing)
		if err != nil {
			return fmt.Errorf("-prevailing: %w", err)
		}
		w.Prevailing = s.Wind()
	}
	if *missing != "" {
		if err := w.MissingSuit.UnmarshalText([]byte(*missing)); err != nil || !w.MissingSuit.IsNumber() {
			return fmt.Errorf("-missing %q: m, p or s (or characters, circles, bamboo)", clip(*missing))
		}
	}
	for _, c := range *outSeats {
		s, err := tile.ParseSeat(string(c))
		if err != nil {
			return fmt.Errorf("-out: %w", err)
		}
		w.Out[s.Index()] = true
	}
	if *name == riichi.Name {
		if err := rf.apply(&w); err != nil {
			return err
		}
	}
	res, err := r.Score(h, w)
	if err != nil {
		return err // the library's error, prefixed "score: ..."
	}
	fmt.Fprint(out, res)
	return nil
}

// seat reads a seat letter into s, with an error naming the flag.
func seat(flagName, text string, s *tile.Seat) error {
	p, err := tile.ParseSeat(text)
	if err != nil {
		return fmt.Errorf("%s %q: a seat is E, S, W or N", flagName, clip(text))
	}
	*s = p
	return nil
}

// flagList lists the names of the win flags.
func flagList() []string {
	var names []string
	for f := score.LastTile; f != 0 && f <= score.ExposedKongReplacement; f <<= 1 {
		names = append(names, f.String())
	}
	return names
}

// clip returns at most the first 64 bytes of s, for quoting bad input.
func clip(s string) string {
	if len(s) > 64 {
		return s[:64]
	}
	return s
}
