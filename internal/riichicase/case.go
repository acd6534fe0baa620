// Package riichicase reads the riichi golden cases of testdata/riichi/*.txt: one case per block of
// "key: value" lines, blocks separated by blank lines, "#" lines as comments. It checks the format
// strictly (an unknown or repeated key, a missing required key or a malformed value is an error naming
// the line) and returns the facts as plain values; building hands, win facts and options from them is
// the golden test's job in variant/riichi, so this package knows nothing of the scorer.
//
// The keys, in the order the files write them:
//
//	case:    id and free text (required; the first word is the unique id)
//	hand:    the 13 tiles before the win in hand notation, then the winning tile as the last field (required)
//	win:     "tsumo" or "ron W" with the discarder's seat wind (required)
//	seat:    the winner's seat wind E/S/W/N; E is the dealer (required)
//	round:   the round wind E/S/W/N (default E)
//	riichi:  no (default), yes or double
//	facts:   any of ippatsu rinshan chankan haitei houtei tenhou chiihou renhou furiten open-riichi
//	         open-deal-in kita-ron (three players: a ron on a North just set aside)
//	streak:  the winning dealer's wins in a row before this one (default 0)
//	kita:    Norths the winner has set aside (three players; default 0)
//	dora:    dora indicators (up to 5 tiles, not red)
//	ura:     ura indicators
//	honba:   honba counters (default 0)
//	sticks:  riichi sticks on the table, the winner's own included (default 0)
//	pao:     the liable seat
//	options: an optional "preset=NAME" first, then Field=value overrides (Go field names)
//	want:    "han=H fu=F limit=L yaku=a:1,b:2 dora=N aka=N ura=N nuki=N" (each part optional), or "nowin", "error=context",
//	         "error=options" (required)
//	pay:     "E=±N S=±N W=±N N=±N sticks=+N" (seats left out are 0; required unless want is nowin or an error)
package riichicase

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/mahjong-go/mahjong/tile"
)

// ErrFormat is wrapped by every error [Parse] returns.
var ErrFormat = errors.New("riichicase: bad golden case")

// Riichi is the winner's riichi state.
type Riichi uint8

// The riichi states; the zero value is no riichi.
const (
	NoRiichi     Riichi = iota // not in riichi
	SingleRiichi               // riichi: yes
	DoubleRiichi               // riichi: double
)

// Fact is one situational fact of the "facts" key.
type Fact string

// The facts a case may list.
var Facts = []Fact{"ippatsu", "rinshan", "chankan", "haitei", "houtei", "tenhou", "chiihou", "renhou", "furiten",
	"open-riichi", "open-deal-in", "kita-ron"}

// Option is one Field=value override of the "options" key, in the order written.
type Option struct {
	Field string // a Go field name of riichi.Options
	Value string // its JSON or text form
}

// Yaku is one "name:han" entry of want's yaku list (13 per yakuman multiple).
type Yaku struct {
	Name string
	Han  int
}

// Outcome says what a case expects: a scored win, no win, or an error.
type Outcome uint8

// The outcomes.
const (
	Scored       Outcome = iota // han, fu and payments
	NoWin                       // not a win: no shape, no yaku or furiten
	ErrorContext                // contradictory facts (score.ErrContext)
	ErrorOptions                // invalid options (variant.ErrOptions)
)

// Want is the expected result.
type Want struct {
	Outcome Outcome
	Han     int
	Fu      int    // 0 when not given (allowed for yakuman)
	Limit   string // "" when not given
	Yaku    []Yaku // nil when not given
	HasYaku bool
	Dora    int // -1 when not given, as Aka, Ura and Nuki
	Aka     int
	Ura     int
	Nuki    int
}

// Pay is the expected net change of each seat (indexed by seat wind, East first) without sticks, and
// what the winner takes from the table.
type Pay struct {
	Net    [tile.NumSeats]int
	Sticks int
}

// Case is one golden case.
type Case struct {
	File    string // file name, for messages
	Line    int    // line of the "case:" key
	ID      string // first word of "case:"
	Title   string // the rest of "case:"
	Hand    string // the 13 tiles before the win in hand notation (concealed tiles and melds)
	Winning string // the winning tile's notation ("4m", "0p")
	Tsumo   bool
	From    tile.Seat // the discarder for a ron, tile.NoSeat for a tsumo
	Seat    tile.Seat // the winner (seat wind; East deals)
	Round   tile.Tile // round wind, 1z..4z
	Riichi  Riichi
	Facts   []Fact
	Dora    []tile.Tile
	Ura     []tile.Tile
	Honba   int
	Sticks  int
	Streak  int       // the dealer's wins in a row before this one
	Kita    int       // Norths the winner has set aside (three players)
	Pao     tile.Seat // tile.NoSeat when not given
	Preset  string    // "" when not given
	Options []Option
	Want    Want
	Pay     Pay
}

// Has reports whether the case lists fact f.
func (c *Case) Has(f Fact) bool { return slices.Contains(c.Facts, f) }

// FullHand returns the hand text with the winning tile added to the concealed tiles (the first
// field), in the form hand.Parse reads: the declared melds (the other fields) after the mark '/'.
func (c *Case) FullHand() string {
	conc, melds, _ := strings.Cut(c.Hand, " ")
	s := conc + c.Winning
	if melds != "" {
		s += " / " + melds
	}
	return s
}

// maxCount bounds honba, sticks and han so no sum overflows.
const maxCount = 1000

// maxAmount bounds a payment (an uncapped aotenjou win is far above the limits), so four of them
// still sum without overflow.
const maxAmount = 1 << 60

type field struct {
	set  func(c *Case, v string) error
	need bool
}

var keys = map[string]field{
	"case":    {setCase, true},
	"hand":    {setHand, true},
	"win":     {setWin, true},
	"seat":    {setSeat, true},
	"round":   {setRound, false},
	"riichi":  {setRiichi, false},
	"facts":   {setFacts, false},
	"dora":    {func(c *Case, v string) error { return setTiles(&c.Dora, v) }, false},
	"ura":     {func(c *Case, v string) error { return setTiles(&c.Ura, v) }, false},
	"honba":   {func(c *Case, v string) error { return setCount(&c.Honba, v) }, false},
	"sticks":  {func(c *Case, v string) error { return setCount(&c.Sticks, v) }, false},
	"streak":  {func(c *Case, v string) error { return setCount(&c.Streak, v) }, false},
	"kita":    {func(c *Case, v string) error { return setCount(&c.Kita, v) }, false},
	"pao":     {setPao, false},
	"options": {setOptions, false},
	"want":    {setWant, true},
	"pay":     {setPay, false},
}

// short quotes at most 64 bytes of s.
func short(s string) string {
	if len(s) > 64 {
		s = s[:64] + "..."
	}
	return strconv.Quote(s)
}

// Parse reads the cases of one file; name is used in messages. Ids must be unique within the file.
func Parse(name, text string) ([]Case, error) {
	var cases []Case
	var cur *Case
	seen := map[string]bool{}
	ids := map[string]int{}
	finish := func() error {
		if cur == nil {
			return nil
		}
		for k, f := range keys {
			if f.need && !seen[k] {
				return fmt.Errorf("%w: %s:%d: case %s has no %q", ErrFormat, name, cur.Line, cur.ID, k)
			}
		}
		if err := check(cur, seen["pay"]); err != nil {
			return fmt.Errorf("%w: %s:%d: case %s: %w", ErrFormat, name, cur.Line, cur.ID, err)
		}
		if l, dup := ids[cur.ID]; dup {
			return fmt.Errorf("%w: %s:%d: case id %s already used at line %d", ErrFormat, name, cur.Line, cur.ID, l)
		}
		ids[cur.ID] = cur.Line
		cases = append(cases, *cur)
		cur = nil
		clear(seen)
		return nil
	}
	for i, ln := range strings.Split(text, "\n") {
		ln = strings.TrimSpace(ln)
		if strings.HasPrefix(ln, "#") {
			continue
		}
		if ln == "" {
			if err := finish(); err != nil {
				return nil, err
			}
			continue
		}
		k, v, ok := strings.Cut(ln, ":")
		if !ok {
			return nil, fmt.Errorf("%w: %s:%d: not a key: value line: %s", ErrFormat, name, i+1, short(ln))
		}
		k, v = strings.TrimSpace(k), strings.TrimSpace(v)
		if c, _, cut := strings.Cut(v, " #"); cut && k != "case" {
			v = strings.TrimSpace(c)
		}
		f, known := keys[k]
		if !known {
			return nil, fmt.Errorf("%w: %s:%d: unknown key %s", ErrFormat, name, i+1, short(k))
		}
		if cur == nil {
			if k != "case" {
				return nil, fmt.Errorf("%w: %s:%d: a case begins with \"case:\", not %s", ErrFormat, name, i+1, short(k))
			}
			cur = &Case{File: name, Line: i + 1, Round: tile.East, Pao: tile.NoSeat, From: tile.NoSeat,
				Want: Want{Han: -1, Fu: -1, Dora: -1, Aka: -1, Ura: -1, Nuki: -1}}
		}
		if seen[k] {
			return nil, fmt.Errorf("%w: %s:%d: key %s repeated", ErrFormat, name, i+1, k)
		}
		seen[k] = true
		if err := f.set(cur, v); err != nil {
			return nil, fmt.Errorf("%w: %s:%d: %s: %w", ErrFormat, name, i+1, k, err)
		}
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return cases, nil
}

// check tests what involves several keys.
func check(c *Case, hasPay bool) error {
	if c.Want.Outcome == Scored && !hasPay {
		return errors.New("a scored case needs pay")
	}
	if c.Want.Outcome != Scored && hasPay {
		return errors.New("pay given for a case that is not scored")
	}
	if hasPay && c.Pay.Sticks != 1000*c.Sticks {
		return fmt.Errorf("the winner takes %d from the table, not the %d of %d sticks", c.Pay.Sticks, 1000*c.Sticks, c.Sticks)
	}
	return nil
}

func setCase(c *Case, v string) error {
	id, title, _ := strings.Cut(v, " ")
	if id == "" {
		return errors.New("empty id")
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return fmt.Errorf("id %s: letters, digits, '-', '_' and '.' only", short(id))
		}
	}
	c.ID, c.Title = id, strings.TrimSpace(title)
	return nil
}

func setHand(c *Case, v string) error {
	i := strings.LastIndexByte(v, ' ')
	if i < 0 {
		return fmt.Errorf("%s: the winning tile must follow the hand after a space", short(v))
	}
	w := v[i+1:]
	if len(w) != 2 || w[0] < '0' || w[0] > '9' || !strings.ContainsRune("mpsz", rune(w[1])) {
		return fmt.Errorf("winning tile %s: one tile like 4m or 0p", short(w))
	}
	c.Hand, c.Winning = v[:i], w
	if c.Hand == "" || strings.HasPrefix(c.Hand, " ") {
		return fmt.Errorf("%s: no tiles before the winning tile", short(v))
	}
	return nil
}

func setWin(c *Case, v string) error {
	if v == "tsumo" {
		c.Tsumo = true
		return nil
	}
	from, ok := strings.CutPrefix(v, "ron ")
	if !ok {
		return fmt.Errorf("%s: tsumo or ron W", short(v))
	}
	s, err := tile.ParseSeat(from)
	if err != nil {
		return fmt.Errorf("discarder: %w", err)
	}
	c.From = s
	return nil
}

// seatSetter returns a setter that parses a seat letter and stores it with set.
func seatSetter(set func(c *Case, s tile.Seat)) func(c *Case, v string) error {
	return func(c *Case, v string) error {
		s, err := tile.ParseSeat(v)
		if err != nil {
			return err
		}
		set(c, s)
		return nil
	}
}

var (
	setSeat  = seatSetter(func(c *Case, s tile.Seat) { c.Seat = s })
	setRound = seatSetter(func(c *Case, s tile.Seat) { c.Round = s.Wind() })
	setPao   = seatSetter(func(c *Case, s tile.Seat) { c.Pao = s })
)

func setRiichi(c *Case, v string) error {
	switch v {
	case "no":
		c.Riichi = NoRiichi
	case "yes":
		c.Riichi = SingleRiichi
	case "double":
		c.Riichi = DoubleRiichi
	default:
		return fmt.Errorf("%s: no, yes or double", short(v))
	}
	return nil
}

func setFacts(c *Case, v string) error {
	for f := range strings.FieldsSeq(v) {
		if !slices.Contains(Facts, Fact(f)) {
			return fmt.Errorf("unknown fact %s", short(f))
		}
		if c.Has(Fact(f)) {
			return fmt.Errorf("fact %s repeated", f)
		}
		c.Facts = append(c.Facts, Fact(f))
	}
	return nil
}

func setTiles(dst *[]tile.Tile, v string) error {
	for f := range strings.FieldsSeq(v) {
		t, err := tile.Parse(f)
		if err != nil {
			return err
		}
		*dst = append(*dst, t)
	}
	if len(*dst) == 0 {
		return errors.New("no tile")
	}
	return nil
}

func setCount(dst *int, v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > maxCount {
		return fmt.Errorf("%s: a count 0..%d", short(v), maxCount)
	}
	*dst = n
	return nil
}

func setOptions(c *Case, v string) error {
	for i, f := range strings.Fields(v) {
		k, val, ok := strings.Cut(f, "=")
		if !ok || k == "" || val == "" {
			return fmt.Errorf("%s: Field=value", short(f))
		}
		if k == "preset" {
			if i != 0 {
				return errors.New("preset must come first")
			}
			c.Preset = val
			continue
		}
		if k[0] < 'A' || k[0] > 'Z' {
			return fmt.Errorf("%s: an exported field name", short(k))
		}
		for _, o := range c.Options {
			if o.Field == k {
				return fmt.Errorf("option %s repeated", k)
			}
		}
		c.Options = append(c.Options, Option{Field: k, Value: val})
	}
	return nil
}

func setWant(c *Case, v string) error {
	switch v {
	case "nowin":
		c.Want.Outcome = NoWin
		return nil
	case "error=context":
		c.Want.Outcome = ErrorContext
		return nil
	case "error=options":
		c.Want.Outcome = ErrorOptions
		return nil
	}
	w := &c.Want
	n, err := eachKeyValue(v, func(_, k, val string) error {
		var err error
		switch k {
		case "han":
			err = setCount(&w.Han, val)
		case "fu":
			err = setCount(&w.Fu, val)
			if err == nil && w.Fu != 25 && (w.Fu%10 != 0 || w.Fu < 20) {
				err = fmt.Errorf("fu %d: 25 or a multiple of 10 from 20", w.Fu)
			}
		case "limit":
			w.Limit = val
		case "yaku":
			w.HasYaku = true
			w.Yaku, err = parseYaku(val)
		case "dora":
			err = setCount(&w.Dora, val)
		case "aka":
			err = setCount(&w.Aka, val)
		case "ura":
			err = setCount(&w.Ura, val)
		case "nuki":
			err = setCount(&w.Nuki, val)
		default:
			return fmt.Errorf("unknown want key %s", short(k))
		}
		return err
	})
	if err == nil && n == 0 {
		return errors.New("want is empty")
	}
	return err
}

// eachKeyValue calls fn with every key=value field of v, in order, its key and its value, after
// checking that the field has a "=" and that its key is not repeated. It returns the number of fields,
// or the first error.
func eachKeyValue(v string, fn func(f, k, val string) error) (int, error) {
	got := map[string]bool{}
	for f := range strings.FieldsSeq(v) {
		k, val, ok := strings.Cut(f, "=")
		if !ok {
			return 0, fmt.Errorf("%s: key=value", short(f))
		}
		if got[k] {
			return 0, fmt.Errorf("%s repeated", k)
		}
		got[k] = true
		if err := fn(f, k, val); err != nil {
			return 0, err
		}
	}
	return len(got), nil
}

func parseYaku(v string) ([]Yaku, error) {
	var ys []Yaku
	for e := range strings.SplitSeq(v, ",") {
		n, h, ok := strings.Cut(e, ":")
		if !ok || n == "" {
			return nil, fmt.Errorf("yaku %s: name:han", short(e))
		}
		k, err := strconv.Atoi(h)
		if err != nil || k < 1 || k > maxCount {
			return nil, fmt.Errorf("yaku %s: han 1..%d", short(e), maxCount)
		}
		for _, y := range ys {
			if y.Name == n {
				return nil, fmt.Errorf("yaku %s repeated", n)
			}
		}
		ys = append(ys, Yaku{Name: n, Han: k})
	}
	return ys, nil
}

func setPay(c *Case, v string) error {
	_, err := eachKeyValue(v, func(f, k, val string) error {
		n, err := strconv.Atoi(val)
		if err != nil || n < -maxAmount || n > maxAmount || (n > 0 && val[0] != '+') {
			return fmt.Errorf("%s: a signed amount (+N, -N or 0)", short(f))
		}
		if k == "sticks" {
			if n < 0 {
				return errors.New("sticks are taken, never paid")
			}
			c.Pay.Sticks = n
			return nil
		}
		s, err := tile.ParseSeat(k)
		if err != nil {
			return fmt.Errorf("pay key %s: a seat or sticks", short(k))
		}
		c.Pay.Net[s.Index()] = n
		return nil
	})
	if err != nil {
		return err
	}
	sum := 0
	for _, n := range c.Pay.Net {
		sum += n
	}
	if sum != 0 {
		return fmt.Errorf("payments sum to %d, not 0", sum)
	}
	return nil
}
