package mjai

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
)

// TestSeatStreamsMasked plays whole games and checks every line each seat is sent: it is the full
// log's line with the other seats' start_kyoku hands and tsumo tiles replaced by "?", and nothing
// else; so a seat never sees another seat's concealed tile.
func TestSeatStreamsMasked(t *testing.T) {
	r, p := TenhouGreedy(t)
	lines := 0
	for seed := uint64(1); seed <= 4; seed++ {
		sess := MatchSession(t, r, seed)
		for !sess.Over() {
			g, err := sess.Next()
			require.NoError(t, err)
			require.NoError(t, bot.Play(g, [tile.NumSeats]bot.Player{p, p, p, p}))
			var cv conv
			cv.start(g.Config())
			ms := cv.add(nil, g.Events(), g)
			for i := range ms {
				m := &ms[i]
				full := string(appendMsg(nil, m, -1))
				for s := range 4 {
					got := string(appendMsg(nil, m, s))
					lines++
					switch {
					case m.typ == msgTsumo && int(m.actor) != s:
						require.Equal(t, strings.Replace(full, `"pai":`+string(appendPai(nil, m.pai)), `"pai":"?"`, 1), got)
					case m.typ == msgStartKyoku:
						want := *m
						for o := range 4 {
							if o != s {
								for j := range want.tehais[o][:want.nTehai[o]] {
									want.tehais[o][j] = paiHidden
								}
							}
						}
						require.Equal(t, string(appendMsg(nil, &want, -1)), got)
						require.Equal(t, 4*13-13, strings.Count(got, `"?"`))
					default:
						require.Equal(t, full, got)
					}
				}
			}
			require.NoError(t, sess.Finish())
		}
	}
	t.Logf("%d lines checked", lines)
}
