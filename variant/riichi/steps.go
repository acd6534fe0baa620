package riichi

import (
	"strconv"
)

// appendInt appends x in decimal. The numbers of a win are small and not negative: counting the digits
// and filling them in place is several times cheaper than strconv here.
func appendInt(b []byte, x int) []byte {
	switch {
	case x < 0:
		return strconv.AppendInt(b, int64(x), 10)
	case x < 10:
		return append(b, byte('0'+x))
	case x < 100:
		return append(b, byte('0'+x/10), byte('0'+x%10))
	}
	u := uint(x)
	n := 1
	for t := u; t >= 10; t /= 10 {
		n++
	}
	b = append(b, "00000000000000000000"[:n]...)
	for i := len(b) - 1; n > 0; i, n = i-1, n-1 {
		b[i] = byte('0' + u%10)
		u /= 10
	}
	return b
}

// appendTimes appends "m × x = m·x", then ", rounded up to r" when rounding up to 100 changes it.
func appendTimes(b []byte, m, x int) []byte {
	b = appendInt(b, m)
	b = append(b, " × "...)
	b = appendInt(b, x)
	b = append(b, " = "...)
	b = appendInt(b, m*x)
	return appendRounded(b, m*x)
}

// appendRounded appends ", rounded up to r" when rounding x up to 100 changes it.
func appendRounded(b []byte, x int) []byte {
	if r := ceil100(x); r != x {
		b = append(b, ", rounded up to "...)
		b = appendInt(b, r)
	}
	return b
}

// appendCount appends "label n × unit = n·unit".
func appendCount(b []byte, label string, n, unit int) []byte {
	b = append(b, label...)
	b = appendInt(b, n)
	b = append(b, " × "...)
	b = appendInt(b, unit)
	b = append(b, " = "...)
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
