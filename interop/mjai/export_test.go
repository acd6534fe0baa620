package mjai

import (
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
)

// Append is the writer on a byte slice.
func Append(dst []byte, g *interop.Game) ([]byte, error) {
	return track.Append(dst, g, fmtMjai, appendLog)
}
