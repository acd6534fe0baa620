// Command advise prints the analysis of a mahjong hand: for 14 tiles the discard table (every distinct
// discard with the shanten number it leaves, the kinds it accepts and their live copies, best first),
// for 13 tiles the tile acceptance. Tiles the player can see elsewhere (discards, other players' melds)
// lower the live counts; on a discard line the tile cut counts as seen too, as in Tenhou's and
// mahjong-helper's tables.
//
//	go run ./examples/advise -hand 123m456p789s1123z -visible 1z1z
//	go run ./examples/advise -hand 1m123p456p789s1155s -variant sichuan -missing m -glyphs
//	go run ./examples/advise -hand "22m345p678s55z / 777z" -improve
//
// The hand is written as [hand.Parse] reads it: the concealed tiles, then any declared melds after
// '/'. The variant (none by default: every shape and every kind) sets the winning shapes and the tile
// set; a Sichuan player's missing suit (-missing m, p or s, or characters, circles, bamboo, as in the
// score example) makes that suit's tiles useless. -h prints the flags and these examples. With -improve the
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
	err := run(os.Args[1:], os.Stdout)
	if err != nil && !errors.Is(err, errHelp) {
		fmt.Fprintln(os.Stderr, "advise:", err)
	}
	os.Exit(exitCode(err))
}

// exitCode is the status for the result of run: 0 after -h printed the usage, 2 for any error.
func exitCode(err error) int {
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	}
	return 2
}

// errUsage means bad command-line input; errHelp that -h printed the usage.
var (
	errUsage = errors.New("usage")
	errHelp  = errors.New("help requested")
)

// examples are the invocations -h shows.
const examples = `  go run ./examples/advise -hand 123m456p789s1123z -visible 1z1z
  go run ./examples/advise -hand 1m123p456p789s1155s -variant sichuan -missing m -glyphs
  go run ./examples/advise -hand "22m345p678s55z / 777z" -improve
`

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
	fs.Usage = func() {
		fmt.Fprint(out, "Usage: advise -hand TILES [flags]\n\nExamples:\n"+examples+"\nFlags:\n")
		fs.PrintDefaults()
	}
	hs := fs.String("hand", "", "the hand: concealed tiles, then declared melds after '/' (13 or 14 tiles)")
	vs := fs.String("visible", "", "tiles seen outside the hand (discards, other players' melds)")
	name := fs.String("variant", "", "rules for the shapes and tile set: "+strings.Join(variant.Names(), ", ")+
		" (default: every shape and kind)")
	missing := fs.String("missing", "", "missing suit of a Sichuan player: m, p or s (or characters, circles, bamboo)")
	improve := fs.Bool("improve", false, "list the improvement tiles of the discards that keep the shanten")
	glyphs := fs.Bool("glyphs", false, "print tiles as Unicode mahjong glyphs")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return options{}, errHelp
		}
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
		var su tile.Suit
		if err := su.UnmarshalText([]byte(*missing)); err != nil || !su.IsNumber() {
			return options{}, fmt.Errorf("%w: missing suit %q (m, p or s, or characters, circles, bamboo)", errUsage, clip(*missing))
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
		for _, t := range a.Kinds.Tiles(nil) {
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

// hand writes h in the notation, or with each tile of its text form as a glyph (the marks of melds
// kept), which hand.Parse reads back.
func (p printer) hand(h hand.Hand) string {
	if !p.glyphs {
		return h.String()
	}
	return glyphText(h.String())
}

// glyphText replaces each tile of a notation text (digits before a suit letter) with its glyph, a red
// five with the five's, and keeps every other byte.
func glyphText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			b.WriteByte(s[i])
			continue
		}
		j := i
		for j < len(s) && '0' <= s[j] && s[j] <= '9' {
			j++
		}
		if j == len(s) {
			b.WriteString(s[i:]) // not a tile group: kept as it is
			break
		}
		for _, d := range s[i:j] {
			t, err := tile.Parse(string(d) + s[j:j+1])
			if err != nil {
				b.WriteRune(d)
				continue
			}
			b.WriteRune(t.Glyph())
		}
		i = j // the letter is dropped
	}
	return b.String()
}

// clip returns at most the first 64 bytes of s, for quoting bad input.
func clip(s string) string {
	if len(s) > 64 {
		return s[:64]
	}
	return s
}

// live writes the accepted kinds each with its live count: "2m×4 3m×4".
func (p printer) live(a hand.Acceptance) string {
	if a.Kinds == 0 {
		return "-"
	}
	var parts []string
	for _, t := range a.Kinds.Tiles(nil) {
		parts = append(parts, fmt.Sprintf("%s×%d", p.tile(t), a.Live[t]))
	}
	return strings.Join(parts, " ")
}
