package riichi

import (
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// seats returns the number of seats the options play with: 3 for three-player riichi, otherwise 4.
func (o Options) seats() int {
	if o.Players == 3 {
		return 3
	}
	return tile.NumSeats
}

// sanmaSetAside returns the tile three-player riichi sets aside (North with NukiDora, none without)
// and whether a win on its replacement tile is scored without rinshan kaihou (KitaRinshan off).
func (o Options) sanmaSetAside() (tile.Tile, bool) {
	r := o.Resolved()
	if r.NukiDora != On {
		return tile.None, false
	}
	return tile.North, r.KitaRinshan == Off
}

// seatAfter returns the seat d places after s in turn order at a table of n seats (n = 3: East, South,
// West, and the seat after West is East; docs/rules/riichi.md §17); d may be negative. An invalid s, or one
// not at the table, gives [tile.NoSeat].
func seatAfter(s tile.Seat, d, n int) tile.Seat {
	if !s.IsValid() || s.Index() >= n {
		return tile.NoSeat
	}
	return tile.SeatAt(((s.Index()+d)%n + n) % n)
}

// sanmaTable makes t the table of three-player riichi (docs/rules/riichi.md §17): the 108-tile wall dealt to
// East, South and West with its dead wall of eight replacement tiles, no chi, and North set aside as
// a bonus dora when the options say so.
func sanmaTable(t *variant.Table, o Options) {
	t.Wall = wall.Sanma()
	t.Chow = false
	t.SetAside, t.SetAsideNoRinshan = o.sanmaSetAside()
}
