package mjai

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/wall"
)

// TestServeOverPipes plays whole games between the referee side and four [Bot.Serve] loops on pipes,
// in each dialect: no fault.
func TestServeOverPipes(t *testing.T) {
	r, g := TenhouGreedy(t)
	for _, d := range []Dialect{Strict, Mortal, Batched} {
		t.Run(d.String(), func(t *testing.T) {
			m := Match{Rules: r, Seed: wall.SeedOf(11)}
			done := make(chan error, 4)
			for i := range m.Seats {
				m.Seats[i] = Seat{Command: []string{"in-process"}, Dialect: d}
				seat := tile.NoSeat
				if d == Mortal {
					seat = tile.SeatAt(i) // Mortal's bots take their seat from the command line
				}
				m.connect[i] = func(maxLine int) (endpoint, error) {
					toBot, fromRef, err := os.Pipe()
					require.NoError(t, err)
					fromBot, toRef, err := os.Pipe()
					require.NoError(t, err)
					go func() {
						err := Bot{Player: g, Rules: r, Dialect: d, Seat: seat}.Serve(toBot, toRef)
						_ = toRef.Close()
						done <- err
					}()
					return newProc(nil, fromRef, fromBot, maxLine), nil
				}
			}
			sess, faults, err := m.Play()
			require.NoError(t, err)
			require.Empty(t, faults)
			require.True(t, sess.Over())
			for range 4 {
				require.NoError(t, <-done)
			}
		})
	}
}
