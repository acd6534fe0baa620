package track

import (
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/tile"
)

// Dealer returns h's dealer: the seat h.Round % 4 places after the first dealer.
func Dealer(h *interop.Hand) tile.Seat { return tile.SeatAt(h.Round % 4) }

// Han returns w's total han (13 per yakuman): the sum of its yaku's han.
func Han(w *interop.Win) int {
	n := 0
	for _, y := range w.Yaku {
		n += y.Han
	}
	return n
}
