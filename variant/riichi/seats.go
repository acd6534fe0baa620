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
	t.Wall = sanmaWall()
	t.Claims.Chow = false
	t.SetAside.Kind, t.SetAside.NoRinshan = o.sanmaSetAside()
}

// sanmaWall returns the three-player wall (docs/rules/riichi.md §17.12): the 108 tiles of the riichi
// set without 2m–8m, in walls of 18 stacks before East, South and West only; a [wall.FixedDeadWall8]
// of 14 tiles with 8 replacement tiles; and the riichi deal among three (each seat 13 tiles, tile 36+k
// to the seat at offset k, and the dealer also tile 39).
func sanmaWall() wall.Spec {
	return wall.Spec{Kinds: sanmaKinds, Sides: [4]uint8{18, 18, 18, 0}, DeadWall: wall.FixedDeadWall8,
		Deal: wall.DealDealerLast}
}

// sanmaKinds are the 27 kinds of the three-player set: every playing kind but 2m to 8m.
const sanmaKinds = tile.PlayingKinds &^ (1<<(tile.Character8+1) - 1<<tile.Character2)
