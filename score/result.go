package score

import (
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/internal/enumtext"
	"github.com/mahjong-go/mahjong/tile"
)

// Unit is what an item's value counts. The zero value is [UnitNone]. Unit is a small value, safe for
// concurrent use.
type Unit uint8

// The units of scoring items.
const (
	UnitNone Unit = iota // a note without a value
	Points               // basic points
	Doubles              // doublings of the basic points
	Fan                  // Fan, each doubling the base
	Limit                // a fixed value that replaces the computation (limit and half-limit hands)
	Added                // points added after the doublings (such as a bonus-tile term on special hands)
	Han                  // han of a scoring pattern (a limit pattern counts 13 per multiple)
	Dora                 // han from indicated or marked tiles, which count only after a pattern
	Fu                   // fu, the minipoints doubled by han
)

var unitNames = [...]string{UnitNone: "", Points: "points", Doubles: "doubles", Fan: "fan", Limit: "limit", Added: "added",
	Han: "han", Dora: "dora", Fu: "fu"}

// String returns the unit's name.
func (u Unit) String() string { return enumtext.String(unitNames[:], "score.Unit", u) }

// MarshalText implements [encoding.TextMarshaler]: the unit's name. A value out of range is an error
// wrapping [ErrContext].
func (u Unit) MarshalText() ([]byte, error) {
	return enumtext.Marshal(unitNames[:], "score.Unit", u, ErrContext)
}

// UnmarshalText implements [encoding.TextUnmarshaler]: a name String returns or a number in range.
// Anything else is an error wrapping [ErrContext], and u is unchanged.
func (u *Unit) UnmarshalText(b []byte) error {
	return enumtext.Unmarshal(unitNames[:], "score.Unit", u, b, ErrContext)
}

// Item is one line of a breakdown: a named pattern or component and its value. The zero value is an
// unnamed note worth nothing. Item is a plain value, safe for concurrent use.
type Item struct {
	Name  string `json:"name"`
	Unit  Unit   `json:"unit"`
	Value int    `json:"value"`
	// Detail says what the item was counted on, such as the group "[555z]"; it may be empty.
	Detail string `json:"detail,omitempty"`
}

// Result is the breakdown of a scored win: every item, the totals, the limit applied, the final value,
// the arithmetic from the items to the payments, and the payments. The zero value is an empty
// breakdown. Result holds slices that copies share: treat a returned Result as read-only; it is then
// safe for concurrent reading.
type Result struct {
	// Variant is the name of the rules that produced the result.
	Variant string `json:"variant"`
	// Hand is the text form of the hand scored.
	Hand string `json:"hand"`
	// Reading names the reading chosen: an arrangement such as "[123m] [555z] 11z" or a special hand.
	Reading string `json:"reading"`
	// Items lists every item counted, in the order the variant's table lists them.
	Items []Item `json:"items"`
	// Points is the sum of Points items (basic points); Doubles the sum of Doubles items; Fan the sum of
	// Fan items before any limit.
	Points  int `json:"points,omitempty"`
	Doubles int `json:"doubles,omitempty"`
	Fan     int `json:"fan,omitempty"`
	// Raw is the value the items give before the limit, by the variant's formula: basic points times
	// 2^doubles, 2^fan, or fu × 2^(2+han) (the limit's own basic points from 13 han on).
	Raw int `json:"raw"`
	// Cap is the limit in force (a fixed limit, 2^(the Fan cap), or the basic points of the named limit
	// reached); 0 if none.
	Cap int `json:"cap,omitempty"`
	// Capped reports whether the limit cut the value (Raw above Value).
	Capped bool `json:"capped,omitempty"`
	// Han is the total han, Dora items included; a limit pattern counts 13 per multiple.
	Han int `json:"han,omitempty"`
	// Fu is the fu after rounding.
	Fu int `json:"fu,omitempty"`
	// Limit names the limit the value reached, such as "mangan"; empty if none.
	Limit string `json:"limit,omitempty"`
	// Value is the final value the payments are computed from (the basic points or base).
	Value int `json:"value"`
	// Collected is what the winner takes from the table besides the payments (the deposits); it is not
	// part of the ledger, which only moves points between seats.
	Collected int `json:"collected,omitempty"`
	// Explanation is the arithmetic from the items to Value and from Value to each payment, one step a
	// line (lines separated by '\n'), in a player's words, such as "4 han 20 fu: basic points 20 ×
	// 2^(2+4) = 1280". The built-in variants fill it; it is for people to read, and its wording may
	// change between versions.
	Explanation string `json:"explanation,omitempty"`
	// Payments are the transfers this win causes.
	Payments Ledger `json:"payments"`
}

// String prints the breakdown as a readable table: one item per line, then the arithmetic from the
// items to the payments (the Explanation, or a summary of the totals for a result without one), the
// payments and the net result.
func (r Result) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", r.Variant, r.Hand)
	if r.Reading != "" {
		fmt.Fprintf(&b, "reading: %s\n", r.Reading)
	}
	for _, it := range r.Items {
		name := it.Name
		if it.Detail != "" {
			name += " " + it.Detail
		}
		fmt.Fprintf(&b, "  %-40s %6d %s\n", name, it.Value, it.Unit.count(it.Value))
	}
	if r.Explanation != "" {
		b.WriteString(r.Explanation)
		b.WriteByte('\n')
	} else {
		r.summary(&b)
		b.WriteByte('\n')
	}
	if len(r.Payments) > 0 {
		b.WriteString(r.Payments.String())
	}
	if r.Collected != 0 {
		fmt.Fprintf(&b, "  from the table: %d\n", r.Collected)
	}
	return b.String()
}

// count returns the unit's name for n of it: "1 double", "2 doubles".
func (u Unit) count(n int) string {
	switch {
	case n == 1 && u == Points:
		return "point"
	case n == 1 && u == Doubles:
		return "double"
	}
	return u.String()
}

// summary writes the totals of a result that has no explanation, in the words of its units.
func (r Result) summary(b *strings.Builder) {
	switch {
	case r.Han != 0 || r.Fu != 0 || r.hasUnit(Han, Fu, Dora):
		fmt.Fprintf(b, "%d han %d fu", r.Han, r.Fu)
		if r.Limit != "" {
			fmt.Fprintf(b, ", %s", r.Limit)
		}
		fmt.Fprintf(b, ": basic points %d", r.Value)
	case r.Fan != 0 || (r.Points == 0 && r.Doubles == 0 && !r.hasUnit(Points, Doubles, Limit, Added)):
		fmt.Fprintf(b, "%d fan: %d", r.Fan, r.Raw)
	default:
		fmt.Fprintf(b, "basic points %d × 2^%d = %d", r.Points, r.Doubles, r.Raw)
	}
	switch {
	case r.Capped:
		fmt.Fprintf(b, ", over the limit of %d", r.Cap)
	case r.Cap != 0 && r.Limit == "":
		fmt.Fprintf(b, ", within the limit of %d", r.Cap)
	}
	fmt.Fprintf(b, ": worth %d", r.Value)
}

// hasUnit reports whether some item is in one of the units us.
func (r Result) hasUnit(us ...Unit) bool {
	for _, it := range r.Items {
		for _, u := range us {
			if it.Unit == u {
				return true
			}
		}
	}
	return false
}

// Transfer is one payment from a seat to another. The zero value is East paying East nothing, which
// [Ledger.Pay] never records. Transfer is a plain value, safe for concurrent use.
type Transfer struct {
	From   tile.Seat `json:"from"`
	To     tile.Seat `json:"to"`
	Amount int       `json:"amount"`
	// Reason says what the payment is for, such as "self-draw" or "flower pig".
	Reason string `json:"reason,omitempty"`
}

// Ledger is a list of transfers between seats. Because every entry is a transfer, the net amounts
// always sum to zero. The zero value is an empty ledger. A Ledger is not safe for concurrent use while
// it is being appended to.
type Ledger []Transfer

// MaxAmount bounds the amounts of a [Ledger]: the amounts of all its transfers sum to at most
// MaxAmount (2^53), so every total and net result is exact in an int64 and in a JSON number read as a
// float64. The built-in variants bound their options so that no hand comes near it.
const MaxAmount = 1 << 53

// Pay appends a transfer of amount from one seat to another. A zero amount is not recorded. It returns
// an error wrapping [ErrPayment], and leaves l unchanged, for an invalid seat, a seat paying itself, a
// negative amount, or an amount that would take the sum of the ledger's amounts past [MaxAmount].
func (l *Ledger) Pay(from, to tile.Seat, amount int, reason string) error {
	switch {
	case !from.IsValid() || !to.IsValid():
		return fmt.Errorf("%w: seats %s to %s", ErrPayment, from, to)
	case from == to:
		return fmt.Errorf("%w: %s pays itself", ErrPayment, from)
	case amount < 0:
		return fmt.Errorf("%w: negative amount %d", ErrPayment, amount)
	case amount == 0:
		return nil
	case amount > MaxAmount-l.total():
		return fmt.Errorf("%w: amount %d takes the ledger past %d", ErrPayment, amount, MaxAmount)
	}
	*l = append(*l, Transfer{From: from, To: to, Amount: amount, Reason: reason})
	return nil
}

// total returns the sum of the amounts of l's transfers, at most [MaxAmount] when l was built with
// [Ledger.Pay] (a larger or negative sum of a ledger built otherwise counts as MaxAmount).
func (l Ledger) total() int {
	n := 0
	for _, t := range l {
		if t.Amount < 0 || t.Amount > MaxAmount-n {
			return MaxAmount
		}
		n += t.Amount
	}
	return n
}

// counted calls f for each transfer of l that [Ledger.Pay] would have recorded in turn: valid seats, not
// paying oneself, a positive amount, and the running total at most [MaxAmount]. A ledger built with Pay
// passes every transfer; in one built by hand or decoded from JSON, the others are not counted, so no
// sum over a ledger can overflow.
func (l Ledger) counted(f func(Transfer)) {
	total := 0
	for _, t := range l {
		if t.From.IsValid() && t.To.IsValid() && t.From != t.To && t.Amount > 0 && t.Amount <= MaxAmount-total {
			total += t.Amount
			f(t)
		}
	}
}

// Net returns each seat's net gain (negative for a loss). The four values sum to zero. Only the
// transfers [Ledger.Pay] would have recorded count (all of them, for a ledger built with Pay).
func (l Ledger) Net() [tile.NumSeats]int {
	var n [tile.NumSeats]int
	l.counted(func(t Transfer) {
		n[t.From.Index()] -= t.Amount
		n[t.To.Index()] += t.Amount
	})
	return n
}

// Paid returns the total seat s paid, counting the transfers as [Ledger.Net] does.
func (l Ledger) Paid(s tile.Seat) int { return l.sumOf(func(t Transfer) bool { return t.From == s }) }

// Received returns the total seat s received, counting the transfers as [Ledger.Net] does.
func (l Ledger) Received(s tile.Seat) int { return l.sumOf(func(t Transfer) bool { return t.To == s }) }

// sumOf returns the sum of the counted transfers that keep keeps.
func (l Ledger) sumOf(keep func(Transfer) bool) int {
	n := 0
	l.counted(func(t Transfer) {
		if keep(t) {
			n += t.Amount
		}
	})
	return n
}

// String prints one line per transfer and the net result as [E, S, W, N].
func (l Ledger) String() string {
	var b strings.Builder
	for _, t := range l {
		fmt.Fprintf(&b, "  %s pays %s %d", t.From, t.To, t.Amount)
		if t.Reason != "" {
			fmt.Fprintf(&b, " (%s)", t.Reason)
		}
		b.WriteByte('\n')
	}
	n := l.Net()
	fmt.Fprintf(&b, "net [E %+d, S %+d, W %+d, N %+d]\n", n[0], n[1], n[2], n[3])
	return b.String()
}
