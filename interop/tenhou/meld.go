package tenhou

import (
	"errors"
	"slices"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

// meldCode is a decoded mjlog meld code (the N tag's m attribute).
type meldCode struct {
	kind   interop.Kind
	offset int        // relative offset of the source seat (0 self, 1 next, 2 opposite, 3 previous)
	called tile.ID    // the called tile (chi, pon, daiminkan, kakan's pon)
	own    [4]tile.ID // own tiles: 2 (chi, pon), 3 (daiminkan, kakan's pon), 4 (ankan)
	added  tile.ID    // kakan's added tile
}

var errThree = errors.New("nukidora")

// decodeMeld decodes an mjlog meld code into library ids (mjlog id + 1).
func decodeMeld(m int) (meldCode, error) {
	var c meldCode
	if m < 0 || m > 0xFFFF {
		return c, errors.New("meld code out of range")
	}
	c.offset = m & 3
	switch {
	case m&4 != 0: // chi
		p := m >> 10
		pos := p % 3
		base := p / 3
		if base >= 21 || c.offset != 3 || m&(1<<9) != 0 {
			return c, errors.New("bad chi code")
		}
		k0 := base/7*9 + base%7
		var ids [3]tile.ID
		for i := range 3 {
			ids[i] = tile.ID((k0+i)*4 + (m>>(3+2*i))&3 + 1)
		}
		c.kind, c.called = interop.EventChi, ids[pos]
		n := 0
		for i, id := range ids {
			if i != pos {
				c.own[n] = id
				n++
			}
		}
	case m&8 != 0 || m&16 != 0: // pon or kakan
		p := m >> 9
		pos := p % 3
		k := p / 3
		if k >= 34 || c.offset == 0 || m&(3<<7) != 0 {
			return c, errors.New("bad pon code")
		}
		unused := (m >> 5) & 3
		var ids [3]tile.ID
		n := 0
		for cp := range 4 {
			if cp != unused {
				ids[n] = tile.ID(k*4 + cp + 1)
				n++
			}
		}
		c.kind, c.called = interop.EventPon, ids[pos]
		n = 0
		for i, id := range ids {
			if i != pos {
				c.own[n] = id
				n++
			}
		}
		if m&16 != 0 {
			if m&8 != 0 {
				return c, errors.New("bad kakan code")
			}
			c.kind, c.added = interop.EventKakan, tile.ID(k*4+unused+1)
		}
	case m&32 != 0:
		return c, errThree
	default:
		id := m >> 8
		if id >= 136 || m&0xFC != 0 {
			return c, errors.New("bad kan code")
		}
		k := id / 4
		if c.offset == 0 {
			c.kind = interop.EventAnkan
			for cp := range 4 {
				c.own[cp] = tile.ID(k*4 + cp + 1)
			}
			return c, nil
		}
		c.kind, c.called = interop.EventDaiminkan, tile.ID(id+1)
		n := 0
		for cp := range 4 {
			if x := tile.ID(k*4 + cp + 1); x != c.called {
				c.own[n] = x
				n++
			}
		}
	}
	return c, nil
}

// encodeMeld returns the mjlog code of seat index s's meld.
func encodeMeld(s int, m *track.Meld) int {
	off := 0
	if m.Kind != interop.EventAnkan {
		off = (track.Idx(m.From) - s + 4) % 4
	}
	switch m.Kind {
	case interop.EventChi:
		ids := []tile.ID{m.Called, m.Own[0], m.Own[1]}
		slices.Sort(ids)
		pos := slices.Index(ids, m.Called)
		k0 := int(ids[0].Kind() - 1)
		base := k0/9*7 + k0%9
		code := (base*3+pos)<<10 | 4 | off
		for i, id := range ids {
			code |= int(id.Copy()) << (3 + 2*i)
		}
		return code
	case interop.EventPon, interop.EventKakan:
		ids := []tile.ID{m.Called, m.Own[0], m.Own[1]}
		slices.Sort(ids)
		pos := slices.Index(ids, m.Called)
		k := int(m.Called.Kind() - 1)
		unused := 6 - int(ids[0].Copy()+ids[1].Copy()+ids[2].Copy())
		bit := 8
		if m.Kind == interop.EventKakan {
			bit = 16
		}
		return (k*3+pos)<<9 | unused<<5 | bit | off
	case interop.EventDaiminkan:
		return int(m.Called-1)<<8 | off
	default: // ankan: copy 0 of the kind
		return int(m.Own[0].Kind()-1) * 4 << 8
	}
}
