package riichi

import "github.com/mahjong-go/mahjong/tile"

// Furiten is one player's furiten memory through a hand (docs/rules/riichi.md §6): the temporary
// furiten of a passed winning tile, which lasts until the player's own next discard, and the permanent
// furiten of a player in riichi who let a winning tile go. Own-discard furiten is not remembered: it is
// read from the river each time ([Furiten.Blocks]).
//
// The zero value is a player in no furiten, as at the start of a hand. Furiten is a small value: store
// and pass it by value; it is not safe for concurrent mutation.
type Furiten struct {
	temporary, permanent bool
}

// Passed records that the player let a tile of one of their winning kinds go without winning on it (a
// discard or an added kan by another player, whether or not a win was possible): temporary furiten,
// and permanent furiten if the player is in riichi.
func (f *Furiten) Passed(inRiichi bool) {
	f.temporary = true
	if inRiichi {
		f.permanent = true
	}
}

// Discarded records the player's own discard, which ends temporary furiten.
func (f *Furiten) Discarded() { f.temporary = false }

// Temporary reports the temporary furiten of a passed winning tile.
func (f Furiten) Temporary() bool { return f.temporary }

// Permanent reports the furiten of a player in riichi who let a winning tile go.
func (f Furiten) Permanent() bool { return f.permanent }

// Blocks reports whether the player, with winning kinds waits and the kinds of their own river
// (claimed discards included), may not win on another player's tile: a winning kind in the river
// (own-discard furiten), or temporary or permanent furiten. Furiten never blocks a self-drawn win.
func (f Furiten) Blocks(waits, river tile.Set) bool {
	return f.temporary || f.permanent || waits&river != 0
}
