package riichi

import (
	"strconv"

	"github.com/mahjong-go/mahjong/tile"
)

// appendInt appends x in decimal. The numbers of a win are small and not negative: up to six digits
// are written two at a time from a table, with a fixed number of bytes per append, several times
// cheaper than strconv here.
func appendInt(b []byte, x int) []byte {
	if uint(x) < 10 { // small enough to inline: the han, the multiples and the counts
		return append(b, byte('0'+x))
	}
	return appendMultiDigit(b, x)
}

// appendMultiDigit appends x, which is not a single digit, in decimal.
func appendMultiDigit(b []byte, x int) []byte {
	switch {
	case x < 0 || x >= 1e6:
		return strconv.AppendInt(b, int64(x), 10)
	case x < 100:
		return append(b, digitPairs[2*x], digitPairs[2*x+1])
	case x < 1e4:
		hi, lo := 2*(x/100), 2*(x%100)
		if x < 1000 {
			return append(b, digitPairs[hi+1], digitPairs[lo], digitPairs[lo+1])
		}
		return append(b, digitPairs[hi], digitPairs[hi+1], digitPairs[lo], digitPairs[lo+1])
	}
	top, mid, lo := 2*(x/1e4), 2*(x/100%100), 2*(x%100)
	if x < 1e5 {
		return append(b, digitPairs[top+1], digitPairs[mid], digitPairs[mid+1], digitPairs[lo], digitPairs[lo+1])
	}
	return append(b, digitPairs[top], digitPairs[top+1], digitPairs[mid], digitPairs[mid+1], digitPairs[lo],
		digitPairs[lo+1])
}

// digitPairs holds the two digits of 00 to 99.
const digitPairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839" +
	"40414243444546474849505152535455565758596061626364656667686970717273747576777879" +
	"8081828384858687888990919293949596979899"

// appendTimes appends "m × x = m·x", then ", rounded up to r" when rounding up to 100 changes it.
func appendTimes(b []byte, m, x int) []byte {
	b = appendInt(b, m)
	b = append(b, " × "...)
	b = appendInt(b, x)
	b = append(b, " = "...)
	return appendRounded(b, m*x)
}

// appendRounded appends x, then ", rounded up to r" when rounding x up to 100 changes it.
func appendRounded(b []byte, x int) []byte {
	b = appendInt(b, x)
	if r := ceil100(x); r != x {
		b = append(b, ", rounded up to "...)
		b = appendInt(b, r)
	}
	return b
}

// appendSeat appends the name of seat p as [tile.Seat.String] writes it: one letter for a seat.
func appendSeat(b []byte, p tile.Seat) []byte {
	if p.IsValid() {
		return append(b, "ESWN"[p.Index()])
	}
	return append(b, p.String()...)
}

// appendPays appends "p pays n × unit = n·unit".
func appendPays(b []byte, p tile.Seat, n, unit int) []byte {
	b = appendSeat(b, p)
	b = append(b, " pays "...)
	return appendCount(b, n, unit)
}

// appendCount appends "n × unit = n·unit".
func appendCount(b []byte, n, unit int) []byte {
	b = appendInt(b, n)
	switch unit { // the usual units as text, cheaper than writing the number
	case 100:
		b = append(b, " × 100 = "...)
	case 200:
		b = append(b, " × 200 = "...)
	case 300:
		b = append(b, " × 300 = "...)
	case 1000:
		b = append(b, " × 1000 = "...)
	default:
		b = append(b, " × "...)
		b = appendInt(b, unit)
		b = append(b, " = "...)
	}
	return appendInt(b, unit*n)
}

// appendFormula appends "fu × 2^(2+han) = x".
func appendFormula(b []byte, v *value, x int) []byte {
	b = appendInt(b, v.fu)
	b = append(b, " × 2^(2+"...)
	b = appendInt(b, v.han)
	b = append(b, ") = "...)
	return appendInt(b, x)
}

// appendValue appends the line from han and fu to the basic points (docs/rules/riichi.md §10.1).
func appendValue(b []byte, v *value, kiriage bool) []byte {
	switch {
	case v.limit == limitAotenjou:
		b = append(b, "no limits (aotenjou): "...)
		if v.yakuman > 0 {
			b = appendInt(b, v.yakuman)
			b = append(b, " × yakuman counted as "...)
		}
		b = appendInt(b, v.han)
		b = append(b, " han "...)
		b = appendInt(b, v.fu)
		b = append(b, " fu: basic points "...)
		return appendFormula(b, v, v.basic)
	case v.yakuman == 1:
		return append(b, "yakuman: basic points 8000"...)
	case v.yakuman > 1:
		b = append(b, v.limit...)
		b = append(b, ": basic points "...)
		b = appendInt(b, v.yakuman)
		b = append(b, " × 8000 = "...)
		return appendInt(b, v.basic)
	case v.limit != limitNone && (v.han >= 5 || v.raw == v.basic):
		b = appendInt(b, v.han)
		b = append(b, " han: "...)
		b = append(b, v.limit...)
		b = append(b, ", basic points "...)
		return appendInt(b, v.basic)
	case v.limit != limitNone:
		b = appendInt(b, v.han)
		b = append(b, " han "...)
		b = appendInt(b, v.fu)
		b = append(b, " fu: "...)
		b = appendFormula(b, v, v.raw)
		if kiriage && v.raw == 1920 {
			return append(b, ", rounded up to mangan (kiriage): basic points 2000"...)
		}
		return append(b, ", over the limit: mangan, basic points 2000"...)
	}
	b = appendInt(b, v.han)
	b = append(b, " han "...)
	b = appendInt(b, v.fu)
	b = append(b, " fu: basic points "...)
	return appendFormula(b, v, v.basic)
}
