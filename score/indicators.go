package score

import (
	"fmt"

	"github.com/mahjong-go/mahjong/tile"
)

// maxIndicators is the most indicator tiles a win can name.
const maxIndicators = 5

// Indicators are up to five indicator tiles (such as the bonus indicators of a dead wall), in the order
// they were turned; the entries after the last one are tile.None. The zero value is no indicator.
// Indicators is a small comparable value: store and pass it by value; it is safe for concurrent use.
//
// Its text form is the tiles one after another, in order, such as "9p1z" (empty for none).
type Indicators [maxIndicators]tile.Tile

// IndicatorsOf returns the indicators ts. More than five tiles, or a tile that is not a
// playing tile, is an error wrapping [ErrContext].
func IndicatorsOf(ts ...tile.Tile) (Indicators, error) {
	var in Indicators
	if len(ts) > maxIndicators {
		return in, fmt.Errorf("%w: %d indicators (at most %d)", ErrContext, len(ts), maxIndicators)
	}
	for i, t := range ts {
		if !t.IsPlaying() {
			return Indicators{}, fmt.Errorf("%w: indicator %s is not a playing tile", ErrContext, t)
		}
		in[i] = t
	}
	return in, nil
}

// Len returns the number of indicators: the entries before the first tile.None.
func (in Indicators) Len() int {
	for i, t := range in {
		if t == tile.None {
			return i
		}
	}
	return maxIndicators
}

// Validate reports, wrapping [ErrContext], an entry that is neither tile.None nor a playing tile, or a
// tile after a tile.None.
func (in Indicators) Validate() error {
	n := in.Len()
	for i, t := range in {
		switch {
		case i < n && !t.IsPlaying():
			return fmt.Errorf("%w: indicator %s is not a playing tile", ErrContext, t)
		case i >= n && t != tile.None:
			return fmt.Errorf("%w: indicator %s after an empty entry", ErrContext, t)
		}
	}
	return nil
}

// String returns the text form.
func (in Indicators) String() string { return string(in.appendText(nil)) }

func (in Indicators) appendText(b []byte) []byte {
	for _, t := range in[:in.Len()] {
		if t.IsPlaying() {
			b, _ = t.AppendText(b)
		} else {
			b = append(b, '?')
		}
	}
	return b
}

// MarshalText implements [encoding.TextMarshaler]; invalid indicators are an error wrapping
// [ErrContext].
func (in Indicators) MarshalText() ([]byte, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	return in.appendText(nil), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]: it reads tiles in notation (grouped forms such
// as "19p" too) in order. Bad text or more than five tiles is an error wrapping [ErrContext],
// and in is unchanged.
func (in *Indicators) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*in = Indicators{}
		return nil
	}
	if len(b) > 4*maxIndicators {
		return fmt.Errorf("%w: indicators %q...: too long", ErrContext, b[:4*maxIndicators])
	}
	ts, err := tile.ParseTiles(string(b))
	if err != nil {
		return fmt.Errorf("%w: indicators: %w", ErrContext, err)
	}
	v, err := IndicatorsOf(ts...)
	if err != nil {
		return err
	}
	*in = v
	return nil
}
