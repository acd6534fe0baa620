// Command score scores one winning hand under a registered variant and prints the breakdown and the
// payments.
//
//	go run ./examples/score -variant classic -hand "234m777m333z55m [1111m]" -win 5m -source wall \
//	    -winner W -dealer W -prevailing S
//	go run ./examples/score -variant sichuan -hand "123m456m789m234p55p" -win 5p -source discard \
//	    -winner E -supplier W -missing bamboo
//
// The hand is in the library's hand notation and includes the winning tile; see package hand.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic"
	_ "github.com/mahjong-go/mahjong/variant/sichuan"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "score:", err)
		os.Exit(2)
	}
}

var flagNames = map[string]score.Flag{
	"last-tile":                score.LastTile,
	"last-discard":             score.LastDiscard,
	"original-call":            score.OriginalCall,
	"heavens-blessing":         score.HeavensBlessing,
	"earths-blessing":          score.EarthsBlessing,
	"kong-upon-kong":           score.KongUponKong,
	"after-kong-discard":       score.AfterKongDiscard,
	"exposed-kong-replacement": score.ExposedKongReplacement,
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("score", flag.ContinueOnError)
	fs.SetOutput(out)
	var (
		name       = fs.String("variant", "classic", "rules: "+strings.Join(variant.Names(), ", "))
		handText   = fs.String("hand", "", "the winning hand, winning tile included (required)")
		win        = fs.String("win", "", "the winning tile, such as 5m (required)")
		source     = fs.String("source", "wall", "where the winning tile came from: wall, replacement, discard, robbed-kong")
		winner     = fs.String("winner", "E", "the winner's seat: E, S, W or N")
		supplier   = fs.String("supplier", "-", "the discarder or konger (discard and robbed-kong wins)")
		dealer     = fs.String("dealer", "E", "the dealer's seat")
		prevailing = fs.String("prevailing", "", "the prevailing wind as a seat letter (classic); empty for none")
		missing    = fs.String("missing", "", "the winner's missing suit: characters, circles or bamboo (sichuan)")
		flags      = fs.String("flags", "", "comma-separated facts: "+strings.Join(sortedKeys(), ", "))
		out2       = fs.String("out", "", "seats already out, such as SN (sichuan)")
	)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *handText == "" || *win == "" {
		fs.Usage()
		return errors.New("-hand and -win are required")
	}
	r, ok := variant.Lookup(*name)
	if !ok {
		return fmt.Errorf("unknown variant %q (have %s)", *name, strings.Join(variant.Names(), ", "))
	}
	h, err := hand.Parse(*handText)
	if err != nil {
		return err
	}
	var w score.WinContext
	if w.Winning, err = tile.Parse(*win); err != nil {
		return err
	}
	if err := w.Source.UnmarshalText([]byte(*source)); err != nil {
		return err
	}
	if err := w.Winner.UnmarshalText([]byte(*winner)); err != nil {
		return err
	}
	if err := w.Supplier.UnmarshalText([]byte(*supplier)); err != nil {
		return err
	}
	if err := w.Dealer.UnmarshalText([]byte(*dealer)); err != nil {
		return err
	}
	if *prevailing != "" {
		s, err := tile.ParseSeat(*prevailing)
		if err != nil {
			return err
		}
		w.Prevailing = s.Wind()
	}
	if *missing != "" {
		if err := w.MissingSuit.UnmarshalText([]byte(*missing)); err != nil {
			return err
		}
	}
	for _, f := range strings.Split(*flags, ",") {
		if f == "" {
			continue
		}
		v, ok := flagNames[f]
		if !ok {
			return fmt.Errorf("unknown flag %q", f)
		}
		w.Flags |= v
	}
	for _, c := range *out2 {
		s, err := tile.ParseSeat(string(c))
		if err != nil {
			return err
		}
		w.Out[s] = true
	}
	res, err := r.Score(h, w)
	if err != nil {
		return err
	}
	fmt.Fprint(out, res)
	return nil
}

func sortedKeys() []string { return slices.Sorted(maps.Keys(flagNames)) }
