package tenhou

import (
	"errors"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

// AppendXML is the mjlog writer on a byte slice.
func AppendXML(dst []byte, g *interop.Game) ([]byte, error) {
	return track.Append(dst, g, fmtXML, appendXML)
}

// AppendJSON is the tenhou.net/6 JSON writer on a byte slice.
func AppendJSON(dst []byte, g *interop.Game) ([]byte, error) {
	return track.Append(dst, g, fmtJSON, appendJSON)
}

// DecodeMeld decodes code m of seat who into the event the reader makes of it (the called tile of a
// pon comes from the code, not from a discard).
func DecodeMeld(m, who int) (interop.Event, error) {
	c, err := decodeMeld(m)
	if errors.Is(err, errThree) {
		return interop.Event{}, interop.ErrThreePlayer
	}
	if err != nil {
		return interop.Event{}, err
	}
	return meldEvent(c, who), nil
}

// EncodeMeld encodes a chi, pon, daiminkan or ankan event.
func EncodeMeld(e interop.Event) int {
	s := track.Idx(e.Seat)
	m := track.Meld{Kind: e.Kind, Called: e.Tile, From: e.From, Own: [3]tile.ID(e.Consumed[:3])}
	if e.Kind == interop.EventAnkan {
		m.Fourth = e.Consumed[3]
	}
	return encodeMeld(s, &m)
}
