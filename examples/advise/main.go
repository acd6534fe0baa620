// Command advise prints the analysis of a mahjong hand: for 14 tiles the discard table (every distinct
// discard with the shanten number it leaves, the kinds it accepts and their live copies, best first),
// for 13 tiles the tile acceptance. Tiles the player can see elsewhere (discards, other players' melds)
// lower the live counts.
//
//	go run ./examples/advise -hand 123m456p789s1123z -visible 1z1z
//	go run ./examples/advise -hand 1m123p456p789s1155s -variant sichuan -missing m -glyphs
//	go run ./examples/advise -hand "22m345p678s55z 777z" -improve
//
// The hand is written as [hand.Parse] reads it: the concealed tiles, then any declared melds. The
// variant (none by default: every shape and every kind) sets the winning shapes and the tile set; a
// Sichuan player's missing suit (-missing m, p or s) makes that suit's tiles useless. With -improve the
// table also lists, for each discard that keeps the shanten number, the draws that do not bring the
// hand closer but widen it; with -glyphs tiles are printed as Unicode mahjong glyphs.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic" // registers "classic"
	_ "github.com/mahjong-go/mahjong/variant/riichi"  // registers "riichi"
	_ "github.com/mahjong-go/mahjong/variant/sichuan" // registers "sichuan"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "advise:", err)
		os.Exit(2)
	}
}

// errUsage means bad command-line input.
var errUsage = errors.New("usage")

type options struct {
	h       hand.Hand
	visible tile.Counts
	o       hand.Options
	improve bool
	glyphs  bool
}

func parse(args []string, out io.Writer) (options, error) {
	fs := flag.NewFlagSet("advise", flag.ContinueOnError)
	fs.SetOutput(out)
	hs := fs.String("hand", "", "the hand: concealed tiles, then declared melds (13 or 14 tiles)")
	vs := fs.String("visible", "", "tiles seen outside the hand (discards, other players' melds)")
	name := fs.String("variant", "", "rules for the shapes and tile set: "+strings.Join(variant.Names(), ", ")+
		" (default: every shape and kind)")
	missing := fs.String("missing", "", "missing suit of a Sichuan player: m, p or s")
	improve := fs.Bool("improve", false, "list the improvement tiles of the discards that keep the shanten")
	glyphs := fs.Bool("glyphs", false, "print tiles as Unicode mahjong glyphs")
	if err := fs.Parse(args); err != nil {
		return options{}, fmt.Errorf("%w: %w", errUsage, err)
	}
	if fs.NArg() != 0 {
		return options{}, fmt.Errorf("%w: unexpected argument %q", errUsage, fs.Arg(0))
	}
	if *hs == "" {
		return options{}, fmt.Errorf("%w: -hand is required", errUsage)
	}
	var o options
	var err error
	if o.h, err = hand.Parse(*hs); err != nil {
		return options{}, err
	}
	seen, err := tile.ParseTiles(*vs)
	if err != nil {
		return options{}, err
	}
	for _, t := range seen {
		if !t.IsPlaying() {
			return options{}, fmt.Errorf("%w: %v is not a playing tile", errUsage, t)
		}
		o.visible[t]++
	}
	kinds := tile.PlayingKinds
	if *name != "" {
		r, err := variant.Lookup(*name)
		if err != nil {
			return options{}, fmt.Errorf("%w: -variant: %w", errUsage, err)
		}
		t := r.Table()
		o.o.Shapes, kinds = t.Shapes, t.Wall.Kinds&tile.PlayingKinds
		o.o.Kinds = kinds
	}
	if *missing != "" {
		su, ok := map[string]tile.Suit{"m": tile.Characters, "p": tile.Circles, "s": tile.Bamboo}[*missing]
		if !ok {
			return options{}, fmt.Errorf("%w: missing suit %q (m, p or s)", errUsage, *missing)
		}
		o.o.Kinds = kinds &^ su.Kinds()
	}
	o.improve, o.glyphs = *improve, *glyphs
	return o, nil
}

func run(args []string, out io.Writer) error {
	o, err := parse(args, out)
	if err != nil {
		return err
	}
	p := printer{glyphs: o.glyphs}
	fmt.Fprintf(out, "hand %s: %d tiles, shanten %d\n", p.hand(o.h), o.h.Size(), o.h.Shanten(o.o))
	if o.visible != (tile.Counts{}) {
		fmt.Fprintf(out, "seen: %s\n", p.tiles(o.visible.Tiles(nil)))
	}
	switch o.h.Size() {
	case 13:
		a, err := o.h.Acceptance(o.o, o.visible)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "accepts %d kinds, %d tiles live:\n", a.Kinds.Len(), a.Total)
		for _, t := range a.Tiles(nil) {
			fmt.Fprintf(out, "  %s  %d live\n", p.tile(t), a.Live[t])
		}
	default:
		var f hand.Advice
		if o.improve {
			f = hand.Improvements
		}
		table, err := o.h.Discards(o.o, o.visible, f)
		if err != nil {
			return err
		}
		fmt.Fprintln(out, "discard  shanten  live  accepts")
		for _, d := range table {
			fmt.Fprintf(out, "%-7s  %7d  %4d  %s\n", p.tile(d.Tile), d.Shanten, d.Total, p.live(d.Acceptance))
			if d.Improve != 0 {
				fmt.Fprintf(out, "%-7s  %7s  %4d  improved by %s\n", "", "", d.ImproveLive, p.tiles(d.Improve.Tiles(nil)))
			}
		}
	}
	return nil
}

// printer writes tiles in the notation or as glyphs.
type printer struct{ glyphs bool }

func (p printer) tile(t tile.Tile) string {
	if p.glyphs {
		return string(t.Glyph())
	}
	return t.String()
}

func (p printer) tiles(ts []tile.Tile) string {
	if !p.glyphs {
		return tile.Format(ts)
	}
	var b strings.Builder
	for _, t := range ts {
		b.WriteRune(t.Glyph())
	}
	return b.String()
}

func (p printer) hand(h hand.Hand) string {
	if !p.glyphs {
		return h.String()
	}
	parts := []string{p.tiles(h.Concealed().Tiles(nil))}
	for i := range h.NumMelds() {
		var c tile.Counts
		h.Meld(i).AddTo(&c)
		parts = append(parts, p.tiles(c.Tiles(nil)))
	}
	return strings.Join(parts, " ")
}

// live writes the accepted kinds each with its live count: "2m×4 3m×4".
func (p printer) live(a hand.Acceptance) string {
	if a.Kinds == 0 {
		return "-"
	}
	var parts []string
	for _, t := range a.Tiles(nil) {
		parts = append(parts, fmt.Sprintf("%s×%d", p.tile(t), a.Live[t]))
	}
	return strings.Join(parts, " ")
}
