// Command simulate plays hands of mahjong with bots under the library's referee and prints a readable
// log and the settlement of each hand, then the running totals.
//
//	go run ./examples/simulate                                  # one hand of each variant, seed 1
//	go run ./examples/simulate -variant sichuan -hands 16 -v 0  # a whole Sichuan session, totals only
//	go run ./examples/simulate -variant classic -bots random -seed 7 -v 2
//	go run ./examples/simulate -variant riichi -hands 100 -v 0   # a whole riichi game and its final table
//	go run ./examples/simulate -rules tenhou-sanma -hands 100 -v 0 # three-player riichi (a riichi preset)
//
// Verbosity 0 prints each hand's result, 1 adds the public events of the hand and every seat's final
// hand, 2 adds every event, private ones (deals, draws, exchange choices) included. Each win is printed
// with its breakdown and payments, then the hand's settlement item by item with its reasons, then the
// running totals. With -glyphs, hands are printed with the Unicode mahjong tile glyphs as well. -h
// prints the flags and these examples.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	_ "github.com/mahjong-go/mahjong/variant/classic" // registers "classic"
	"github.com/mahjong-go/mahjong/variant/riichi"    // registers "riichi"; its presets (-rules)
	_ "github.com/mahjong-go/mahjong/variant/sichuan" // registers "sichuan"
	"github.com/mahjong-go/mahjong/wall"
)

func main() {
	err := run(os.Args[1:], os.Stdout)
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "simulate:", err)
	}
	os.Exit(exitCode(err))
}

// exitCode is the status for the result of run: 0 after -h printed the usage, 2 for any error.
func exitCode(err error) int {
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	}
	return 2
}

// examples are the invocations -h shows.
const examples = `  go run ./examples/simulate
  go run ./examples/simulate -variant sichuan -hands 16 -v 0
  go run ./examples/simulate -variant classic -bots random -seed 7 -v 2
  go run ./examples/simulate -variant riichi -hands 100 -v 0 -glyphs
  go run ./examples/simulate -rules tenhou-sanma -hands 100 -v 0
`

type options struct {
	variants []string
	rules    variant.Rules // riichi under the preset -rules names, nil for the variants' defaults
	seed     uint64
	hands    int
	bots     string
	verbose  int
	glyphs   bool
}

func parse(args []string, out io.Writer) (options, error) {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.Usage = func() {
		fmt.Fprint(out, "Usage: simulate [flags]\n\nExamples:\n"+examples+"\nFlags:\n")
		fs.PrintDefaults()
	}
	name := fs.String("variant", "all", "rules to play: all, or one of "+strings.Join(variant.Names(), ", "))
	seed := fs.Uint64("seed", 1, "session seed; the same seed plays the same hands")
	hands := fs.Int("hands", 1, "hands to play per variant (the session may end sooner)")
	bots := fs.String("bots", "greedy", "players: greedy (lowers its shanten, takes every win) or random")
	verbose := fs.Int("v", 1, "verbosity: 0 results only, 1 public events, 2 every event")
	glyphs := fs.Bool("glyphs", false, "also print hands with the Unicode mahjong tile glyphs")
	preset := fs.String("rules", "", "a riichi preset to play riichi under, such as tenhou or tenhou-sanma "+
		"(three players); replaces -variant")
	if err := fs.Parse(args); err != nil {
		return options{}, err
	}
	o := options{seed: *seed, hands: *hands, bots: *bots, verbose: *verbose, glyphs: *glyphs}
	switch {
	case *hands < 1:
		return o, errors.New("-hands must be at least 1")
	case *bots != "greedy" && *bots != "random":
		return o, fmt.Errorf("unknown bots %q (greedy or random)", *bots)
	case *verbose < 0 || *verbose > 2:
		return o, errors.New("-v must be 0, 1 or 2")
	}
	if *preset != "" {
		po, err := riichi.Preset(*preset)
		if err != nil {
			return o, fmt.Errorf("-rules: %w", err)
		}
		if o.rules, err = riichi.New(po); err != nil {
			return o, fmt.Errorf("-rules: %w", err)
		}
		o.variants = []string{o.rules.Name()}
		return o, nil
	}
	if *name == "all" {
		o.variants = variant.Names()
	} else {
		if _, err := variant.Lookup(*name); err != nil {
			return o, fmt.Errorf("-variant: %w", err)
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
	printLegend(o, out)
	for _, name := range o.variants {
		r, _ := variant.Lookup(name)
		if o.rules != nil {
			r = o.rules
		}
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

// printLegend explains the notation the log uses, once at the top.
func printLegend(o options, out io.Writer) {
	seats := "E, S, W, N"
	if o.rules != nil && o.rules.Table().Wall.Seats() == 3 {
		seats = "E, S, W" // three-player riichi: North is no seat
	}
	fmt.Fprint(out, `legend:
  seats `+seats+` play in that order; the dealer plays first
  tiles: 1m..9m Characters, 1p..9p Circles, 1s..9s Bamboo, 1z..7z East, South, West, North, White,
    Green, Red, 1f..8f flowers and seasons, 0m 0p 0s a red five
  hands: concealed tiles, then declared melds: [1111m] a concealed kong (closed kan), 555z a claimed meld,
    555z@W one claimed from W, 5555z+ an added kong (kan), then bonus tiles
  readings split a winning hand into groups: [123m] a concealed group, 678p@N an exposed one
    (claimed from N), and * marks the group the winning tile completed
`)
	if o.glyphs {
		fmt.Fprint(out, "  -glyphs: each hand is printed again with the Unicode tile glyphs, e.g. 5m 5p 5s 7z = "+
			glyphText("5m 5p 5s 7z")+"\n")
	}
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
			fmt.Fprintf(out, ", prevailing wind %s", strings.TrimSuffix(st.Prevailing.Name(), " Wind"))
		}
		fmt.Fprintln(out)
		if err := bot.Play(g, ps); err != nil {
			return err
		}
		if err := printHand(g, o, out); err != nil {
			return err
		}
		if err := s.Finish(); err != nil {
			return err
		}
		sc := s.Scores()
		fmt.Fprintf(out, "running totals after hand %d: %s\n", n, seatValues(sc[:r.Table().Wall.Seats()], false))
	}
	if s.Over() {
		fmt.Fprintln(out, "session over")
		printFinal(s, out)
	}
	return nil
}

// printHand prints the hand's events (by verbosity), the final hands, each win with its breakdown,
// and the settlement.
func printHand(g *game.Game, o options, out io.Writer) error {
	wins := g.Wins()
	if o.verbose > 0 {
		k := 0 // the next win: wins are recorded in the order of their events
		for _, e := range g.Events() {
			if o.verbose < 2 && !e.Public() {
				continue
			}
			line, ok := eventLine(e, g, wins, &k, o.verbose)
			if ok {
				fmt.Fprintf(out, "  %s\n", line)
			}
		}
		fmt.Fprintln(out, "final hands:")
		for s := range g.Rules().Table().Wall.Seats() {
			st := tile.SeatAt(s)
			h := g.Hand(st)
			status := ""
			if g.Out(st) {
				status = " (won)"
			}
			fmt.Fprintf(out, "  %s %s%s\n", st, h, status)
			if o.glyphs {
				fmt.Fprintf(out, "    %s\n", glyphText(h.String()))
			}
		}
	}
	if len(wins) == 0 {
		fmt.Fprintln(out, "no winner: the wall is exhausted")
	}
	for _, w := range wins {
		printWin(w, g.Rules().Table().Words == variant.RiichiWords, o, out)
	}
	return printSettlement(g, out)
}

// eventLine returns the text of one event, or false for an event that the log leaves out: the
// resolution of a claim, which the claim or win event that follows says again (so each claim is printed
// once), and at verbosity 1 a discard nobody claimed.
func eventLine(e game.Event, g *game.Game, wins []variant.Win, k *int, verbose int) (string, bool) {
	_, declares := g.Rules().(variant.Declarer) // a discard with Call declares (riichi), else Original Call
	rules := g.Rules().Name()
	riichi := g.Rules().Table().Words == variant.RiichiWords // chi, pon, kan and the dead wall
	t := e.Tile.Kind()
	switch e.Kind {
	case game.EventDeal:
		return fmt.Sprintf("%s is dealt %s", e.Seat, tile.Format(tile.Kinds(e.Tiles))), true
	case game.EventBonus:
		if t.IsPlaying() {
			return fmt.Sprintf("%s sets %s (%s) aside as a bonus tile and takes a replacement", e.Seat, t, t.Name()), true
		}
		return fmt.Sprintf("%s exposes the bonus tile %s (%s) and takes a replacement", e.Seat, t, t.Name()), true
	case game.EventExchange:
		return fmt.Sprintf("%s chooses %s to pass", e.Seat, tile.Format(tile.Kinds(e.Tiles))), true
	case game.EventExchanged:
		rolls := ""
		for i, d := range e.Rolls {
			if i == 0 {
				rolls = " (dice rolled for the direction:"
			}
			rolls += fmt.Sprintf(" %s = %d", d, d.Total())
		}
		if rolls != "" {
			rolls += ")"
		}
		return fmt.Sprintf("everyone passes three tiles %s%s", directionText(e.Direction), rolls), true
	case game.EventDice:
		return fmt.Sprintf("%s throws the break dice: %s = %d", e.Seat, e.Dice, e.Dice.Total()), true
	case game.EventSuit:
		return fmt.Sprintf("%s chooses %s as its missing suit", e.Seat, e.Suit), true
	case game.EventSuitsRevealed:
		parts := make([]string, 0, tile.NumSeats)
		for s, su := range e.Suits {
			parts = append(parts, fmt.Sprintf("%s %s", tile.SeatAt(s), su))
		}
		return "missing suits: " + strings.Join(parts, ", "), true
	case game.EventDraw:
		if e.Replacement && riichi {
			return fmt.Sprintf("%s draws %s from the dead wall", e.Seat, t), true
		}
		if e.Replacement {
			return fmt.Sprintf("%s draws %s as a replacement tile", e.Seat, t), true
		}
		return fmt.Sprintf("%s draws %s", e.Seat, t), true
	case game.EventDiscard:
		if e.Call && declares {
			return fmt.Sprintf("%s discards %s and declares %s", e.Seat, t, rules), true
		}
		if e.Call {
			return fmt.Sprintf("%s discards %s and announces Original Call", e.Seat, t), true
		}
		return fmt.Sprintf("%s discards %s", e.Seat, t), true
	case game.EventKong:
		if riichi {
			return e.Text(variant.RiichiWords), true // "N kan 5m (closed)"
		}
		return fmt.Sprintf("%s declares a kong of %s (%s)", e.Seat, t, e.KongKind), true
	case game.EventResolve:
		if e.Claim == claim.Pass && verbose > 1 {
			return fmt.Sprintf("nobody claims %s", t), true
		}
		return "", false
	case game.EventClaim:
		if riichi {
			return e.Text(variant.RiichiWords), true // "S pon 5p from E"
		}
		return fmt.Sprintf("%s claims %s from %s for a %s", e.Seat, t, e.From, e.Claim), true
	case game.EventWin:
		if *k < len(wins) && wins[*k].Context.Winner == e.Seat {
			w := wins[*k]
			*k++
			return winHeadline(w, riichi), true
		}
		return fmt.Sprintf("%s wins on %s (%s): value %d", e.Seat, t, e.Source, e.Value), true
	case game.EventIndicator:
		return fmt.Sprintf("the indicator %s is turned face up", t), true
	case game.EventFirstDealer:
		return fmt.Sprintf("East rolls %d on one die: %s deals first", e.Value, e.Seat), true
	case game.EventEnd:
		if e.Exhausted {
			return "the hand ends: the wall is exhausted", true
		}
		return "the hand ends", true
	default:
		return e.String(), true
	}
}

func directionText(d variant.Direction) string {
	switch d {
	case variant.ToNext:
		return "to the next player"
	case variant.ToPrevious:
		return "to the previous player"
	case variant.Across:
		return "across"
	}
	return d.String()
}

// winHeadline says who won on what, from whom, and what the win is worth: "E wins on 8p from W:
// 112 points", in riichi's words when riichi is set ("S wins by ron on 3m from W: ...").
func winHeadline(w variant.Win, riichi bool) string {
	c, r := w.Context, w.Result
	from := ""
	switch c.Source {
	case score.Discard:
		from = fmt.Sprintf(" from %s", c.Supplier)
	case score.RobbedKong:
		from = fmt.Sprintf(" robbed from %s's kong", c.Supplier)
		if riichi {
			from = fmt.Sprintf(" robbed from %s's kan", c.Supplier)
		}
	case score.Wall:
		from = " drawn from the wall"
	case score.Replacement:
		from = " drawn as a replacement tile"
		if riichi {
			from = " drawn from the dead wall"
		}
	case score.SourceNone:
	}
	if riichi && (c.Source == score.Discard || c.Source == score.RobbedKong) {
		return fmt.Sprintf("%s wins by ron on %s%s: %s", c.Winner, c.Winning, from, valueText(r))
	} else if riichi && c.Source != score.SourceNone {
		return fmt.Sprintf("%s wins by tsumo on %s%s: %s", c.Winner, c.Winning, from, valueText(r))
	}
	return fmt.Sprintf("%s wins on %s%s: %s", c.Winner, c.Winning, from, valueText(r))
}

// The scoring units of the built-in variants.
const (
	byPoints = iota // basic points and doubles (classic)
	byFan           // Fan and a base (Sichuan)
	byHan           // han, fu and basic points (riichi)
)

// unitOf tells which scoring unit a result counts in.
func unitOf(r score.Result) int {
	for _, it := range r.Items {
		switch it.Unit {
		case score.Han, score.Dora, score.Fu:
			return byHan
		case score.Fan:
			return byFan
		case score.Points, score.Doubles, score.Limit, score.Added:
			return byPoints
		case score.UnitNone:
		}
	}
	switch {
	case r.Han != 0 || r.Fu != 0:
		return byHan
	case r.Points != 0 || r.Doubles != 0:
		return byPoints
	}
	return byFan
}

// valueText is the value of a win with its unit: "112 points", "base 4 (2 fan)" or "3 han 30 fu:
// 3900 basic points".
func valueText(r score.Result) string {
	switch unitOf(r) {
	case byFan:
		return fmt.Sprintf("base %d (%d fan)", r.Value, r.Fan)
	case byHan:
		limit := ""
		if r.Limit != "" {
			limit = ", " + r.Limit
		}
		return fmt.Sprintf("%d han %d fu%s, basic points %d", r.Han, r.Fu, limit, r.Value)
	}
	return fmt.Sprintf("%d points", r.Value)
}

// printWin prints a win's breakdown: hand, reading, each item with its unit, the totals, and the
// payments with their reasons, in riichi's words when riichi is set.
func printWin(w variant.Win, riichi bool, o options, out io.Writer) {
	r := w.Result
	fmt.Fprintln(out, winHeadline(w, riichi))
	fmt.Fprintf(out, "    hand:    %s\n", r.Hand)
	if o.glyphs {
		fmt.Fprintf(out, "             %s\n", glyphText(r.Hand))
	}
	if r.Reading != "" {
		fmt.Fprintf(out, "    reading: %s\n", r.Reading)
		if o.glyphs {
			fmt.Fprintf(out, "             %s\n", glyphText(r.Reading))
		}
	}
	for _, it := range r.Items {
		name := it.Name
		if it.Detail != "" {
			name += " " + it.Detail
		}
		if it.Unit == score.UnitNone { // a note without a value
			fmt.Fprintf(out, "      %s\n", name)
			continue
		}
		fmt.Fprintf(out, "      %-40s %6d %s\n", name, it.Value, it.Unit)
	}
	limit := "limit"
	switch unitOf(r) {
	case byFan:
		fmt.Fprintf(out, "    total: %d fan, base before the cap %d", r.Fan, r.Raw)
		limit = "cap"
	case byHan:
		fmt.Fprintf(out, "    total: %d han (dora included), %d fu, basic points before the limit %d", r.Han, r.Fu,
			r.Raw)
	default:
		fmt.Fprintf(out, "    total: %d points × 2^%d (doubles) = %d", r.Points, r.Doubles, r.Raw)
	}
	if r.Cap != 0 {
		fmt.Fprintf(out, ", %s %d", limit, r.Cap)
		switch {
		case r.Limit != "" && r.Capped:
			fmt.Fprintf(out, " (%s, applied)", r.Limit)
		case r.Limit != "":
			fmt.Fprintf(out, " (%s)", r.Limit)
		case r.Capped:
			fmt.Fprint(out, " (applied)")
		}
	}
	fmt.Fprintf(out, ", value %d\n", r.Value)
	for _, t := range r.Payments {
		fmt.Fprintf(out, "    %s pays %s %d: %s\n", t.From, t.To, t.Amount, t.Reason)
	}
	if r.Collected != 0 {
		fmt.Fprintf(out, "    %s also collects %d from the table (riichi sticks)\n", w.Context.Winner, r.Collected)
	}
}

// settlementLine prints one transfer of the end-of-hand settlement with its reason, explained for the
// reasons of the built-in variants: "N pays S 8: flower pig (N still holds a tile of its missing
// suit)". Other reasons print as given.
func settlementLine(t score.Transfer) string {
	why := ""
	switch t.Reason {
	case "flower pig":
		why = fmt.Sprintf("%s still holds a tile of its missing suit", t.From)
	case "tenpai check":
		why = fmt.Sprintf("%s is not ready at the end, %s is", t.From, t.To)
	case "kong refund":
		why = fmt.Sprintf("%s is not ready at the end and gives back the kong money it received", t.From)
	case "concealed kong", "exposed kong", "added kong":
		why = fmt.Sprintf("kong money for %s's %s", t.To, t.Reason)
	case "kong money returned":
		why = fmt.Sprintf("%s's next discard was won on, or its kong robbed: the kong money goes back", t.From)
	case "kong money transferred":
		why = fmt.Sprintf("%s's next discard was won on, or its kong robbed: the kong money goes to the winner", t.From)
	}
	line := fmt.Sprintf("%s pays %s %d: %s", t.From, t.To, t.Amount, t.Reason)
	if why != "" {
		line += " (" + why + ")"
	}
	return line
}

// printSettlement prints the variant's end-of-hand settlement (kong money, flower pigs, the tenpai check,
// refunds) transfer by transfer with its reason, then the hand's net result, wins included.
func printSettlement(g *game.Game, out io.Writer) error {
	l, err := g.Rules().Settle(g.Summary())
	if err != nil {
		return err
	}
	if len(l) == 0 {
		fmt.Fprintln(out, "settlement: nothing beyond the wins' payments")
	} else {
		fmt.Fprintln(out, "settlement:")
		for _, t := range l {
			fmt.Fprintf(out, "    %s\n", settlementLine(t))
		}
	}
	net := g.Ledger().Net()
	fmt.Fprintf(out, "hand result (wins and settlement): %s\n", seatValues(net[:g.Rules().Table().Wall.Seats()], true))
	return nil
}

// seatValues prints one number per seat at the table: "E +448, S +0, W +0, N -448".
func seatValues(v []int, signed bool) string {
	parts := make([]string, len(v))
	for s, x := range v {
		if signed {
			parts[s] = fmt.Sprintf("%s %+d", tile.SeatAt(s), x)
		} else {
			parts[s] = fmt.Sprintf("%s %d", tile.SeatAt(s), x)
		}
	}
	return strings.Join(parts, ", ")
}

// tileGroup is a run of digits and its suit letter in the notation.
var tileGroup = regexp.MustCompile(`[0-9]+[mpszf]`)

// glyphText replaces every tile of a text in the notation by its Unicode glyph, keeping the marks
// ("[", "]", "@W", "+", "*") and the spaces: "111s@S [7777z]" becomes "🀐🀐🀐@S [🀄🀄🀄🀄]".
func glyphText(s string) string {
	return tileGroup.ReplaceAllStringFunc(s, func(g string) string {
		suit := g[len(g)-1:]
		var b strings.Builder
		for _, d := range g[:len(g)-1] {
			t, err := tile.Parse(string(d) + suit)
			if err != nil {
				b.WriteString(string(d) + suit)
				continue
			}
			b.WriteRune(t.Glyph())
		}
		return b.String()
	})
}
