package track

import (
	"encoding/json"
	"io"
	"slices"
	"strconv"

	"github.com/mahjong-go/mahjong/interop"
)

// Playable is [Check] as the writers report it: nil, or an [interop.Error] of the given format that
// names the first hand (counted from 1) that is not playable, wrapping [interop.ErrMalformed].
func Playable(g *interop.Game, format string) error {
	if hand, err := Check(g); err != nil {
		return &interop.Error{Format: format, Where: "hand " + strconv.Itoa(hand+1), Msg: err.Error(), Err: interop.ErrMalformed}
	}
	return nil
}

// Append appends to dst what appendRecord appends of g, once [Playable] has found g playable; it
// returns dst and the error of Playable otherwise.
func Append(dst []byte, g *interop.Game, format string, appendRecord func([]byte, *interop.Game) []byte) ([]byte, error) {
	if err := Playable(g, format); err != nil {
		return dst, err
	}
	return appendRecord(dst, g), nil
}

// Write writes to w what [Append] appends of g to an empty buffer, in one call; it writes nothing if
// g is not playable.
func Write(w io.Writer, g *interop.Game, format string, appendRecord func([]byte, *interop.Game) []byte) error {
	b, err := Append(nil, g, format, appendRecord)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// AppendString appends s as a JSON string, escaped as encoding/json escapes it.
func AppendString(b []byte, s string) []byte {
	v, _ := json.Marshal(s) // a string always marshals
	return append(b, v...)
}

// AppendInts appends vs as a JSON array of numbers, without spaces.
func AppendInts(b []byte, vs []int) []byte {
	b = append(b, '[')
	for i, v := range vs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return append(b, ']')
}

// SortYaku orders yaku as the records and the normalized forms do: regular ones by id, then dora (52),
// red fives (54) and ura dora (53); yaku of one id keep their order.
func SortYaku(ys []interop.Yaku) {
	slices.SortStableFunc(ys, func(a, b interop.Yaku) int { return YakuRank(a.ID) - YakuRank(b.ID) })
}

// YakuRank is the place of yaku id in the order of [SortYaku]: the id itself for a regular yaku, after
// every regular one for dora, red fives and ura dora.
func YakuRank(id int) int {
	switch id {
	case 52:
		return 100
	case 54:
		return 101
	case 53:
		return 102
	}
	return id
}
