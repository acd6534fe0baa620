package mjai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// liar is a library bot whose answers are changed on the way out, to answers that are never legal.
type liar struct {
	local
	lie  func(c *client, m *msg) bool
	lies int
}

func (l *liar) send(line []byte) error {
	if err := l.local.send(line); err != nil || !l.have {
		return err
	}
	var m msg
	// Past the first go-around (the dealer's first discard may say either tsumogiri flag).
	if l.c.live < liveTiles-4 && parseMsg(l.ans[:len(l.ans)-1], &m) == nil && l.lie(l.c, &m) {
		l.lies++
		l.ans = append(appendMsg(l.ans[:0], &m, -1), '\n')
	}
	return nil
}

// TestMatchLies: a wrong actor, a red five the seat does not hold and a tsumogiri flag that lies are
// each refused as ErrIllegal, one fault per lie, while the seat plays the default.
func TestMatchLies(t *testing.T) {
	r, g := TenhouGreedy(t)
	lies := map[string]func(c *client, m *msg) bool{
		"actor": func(_ *client, m *msg) bool {
			if m.typ != msgDahai {
				return false
			}
			m.actor = (m.actor + 1) % 4
			return true
		},
		"red": func(c *client, m *msg) bool {
			k := m.pai.kind()
			if m.typ != msgDahai || k.Rank() != 5 || !k.Suit().IsNumber() || m.pai.red() || redsOf(c.h, k) > 0 {
				return false
			}
			m.pai |= paiRed // a red five the seat does not hold
			return true
		},
		"tsumogiri": func(c *client, m *msg) bool {
			if m.typ != msgDahai || c.drawn == 0 {
				return false
			}
			k := m.pai.kind()
			switch {
			case m.tsumogiri == 1 && c.h.Concealed().Count(k) == 1:
				m.tsumogiri = 0 // from the hand, which holds no other
			case m.tsumogiri == 0 && c.drawn.kind() != k:
				m.tsumogiri = 1 // the tile drawn, which is of another kind
			default:
				return false
			}
			return true
		},
	}
	for name, lie := range lies {
		t.Run(name, func(t *testing.T) {
			l := &liar{lie: lie}
			m := Match{Rules: r, Seed: wall.SeedOf(2)}
			for i := range m.Seats {
				m.Seats[i] = Seat{Player: g}
			}
			m.Seats[2] = Seat{Command: []string{"liar"}}
			m.connect[2] = func(int) (endpoint, error) {
				l.c = newClient(g, r, Strict, tile.SeatAt(2))
				return l, nil
			}
			_, faults, err := m.Play()
			require.NoError(t, err)
			require.Positive(t, l.lies)
			require.Len(t, faults, l.lies)
			for _, f := range faults {
				assert.ErrorIs(t, f.Err, ErrIllegal, f.String())
				assert.Equal(t, tile.SeatWest, f.Seat)
			}
		})
	}
}
