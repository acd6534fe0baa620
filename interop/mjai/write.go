package mjai

import (
	"io"
	"slices"
	"strconv"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

// Write writes g as a full mjai log in the normalized form: one event per line with Mortal's field
// set and order (and akochan's aka_flag false in start_game for a game without red fives), tehais in tile-id order (a red five before the plain fives of its suit), consumed
// tiles in tile-id order, hora with deltas and ura_markers (empty for a winner not in riichi), ryukyoku
// with deltas only, and no meta. It returns an error, and writes nothing, if g is not a playable
// record.
func Write(w io.Writer, g *interop.Game) error {
	return track.Write(w, g, fmtMjai, appendLog)
}

// appendLog appends the normalized mjai log of g, which [track.Playable] found playable, to dst, as
// [Write] writes it.
func appendLog(dst []byte, g *interop.Game) []byte {
	red := g.Rules == nil || g.Rules.Red
	b := append(dst, `{"type":"start_game","names":[`...)
	for i := range g.Players {
		if i > 0 {
			b = append(b, ',')
		}
		b = track.AppendString(b, g.Players[i].Name)
	}
	b = append(b, ']')
	if !red {
		b = append(b, `,"aka_flag":false`...) // akochan's field: without it a reader assumes red fives
	}
	b = append(b, "}\n"...)
	var t track.Table
	for i := range g.Hands {
		b = appendHand(b, &g.Hands[i], &t, red)
	}
	return append(b, `{"type":"end_game"}`+"\n"...)
}

func appendTile(b []byte, id tile.ID, red bool) []byte {
	b = append(b, '"')
	b = append(b, tileName(id, red)...)
	return append(b, '"')
}

func appendTiles(b []byte, ids []tile.ID, red bool) []byte {
	b = append(b, '[')
	for i, id := range ids {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendTile(b, id, red)
	}
	return append(b, ']')
}

func appendField(b []byte, key string, v int) []byte {
	b = append(b, ',', '"')
	b = append(b, key...)
	b = append(b, '"', ':')
	return strconv.AppendInt(b, int64(v), 10)
}

func appendHand(b []byte, h *interop.Hand, t *track.Table, red bool) []byte {
	_ = t.Start(h)
	b = append(b, `{"type":"start_kyoku","bakaze":"`...)
	b = append(b, honourNames[h.Round/4%4]...)
	b = append(b, `","dora_marker":`...)
	b = appendTile(b, h.Indicator, red)
	b = appendField(b, "kyoku", h.Round%4+1)
	b = appendField(b, "honba", h.Honba)
	b = appendField(b, "kyotaku", h.Sticks)
	b = appendField(b, "oya", h.Round%4)
	b = append(b, `,"scores":`...)
	b = track.AppendInts(b, h.Scores[:])
	b = append(b, `,"tehais":[`...)
	for s := range 4 {
		if s > 0 {
			b = append(b, ',')
		}
		deal := slices.Clone(h.Deal[s][:])
		slices.Sort(deal)
		b = appendTiles(b, deal, red)
	}
	b = append(b, "]}\n"...)
	for j := range h.Events {
		e := &h.Events[j]
		b = appendEvent(b, h, t, e, red)
		_ = t.Apply(e)
	}
	return append(b, `{"type":"end_kyoku"}`+"\n"...)
}

func appendActor(b []byte, typ string, s tile.Seat) []byte {
	b = append(b, `{"type":"`...)
	b = append(b, typ...)
	b = append(b, `","actor":`...)
	return strconv.AppendInt(b, int64(track.Idx(s)), 10)
}

func appendEvent(b []byte, h *interop.Hand, t *track.Table, e *interop.Event, red bool) []byte {
	switch e.Kind {
	case interop.EventDraw:
		b = appendActor(b, "tsumo", e.Seat)
		b = append(b, `,"pai":`...)
		b = appendTile(b, e.Tile, red)
	case interop.EventDiscard:
		b = appendActor(b, "dahai", e.Seat)
		b = append(b, `,"pai":`...)
		b = appendTile(b, e.Tile, red)
		b = append(b, `,"tsumogiri":`...)
		b = strconv.AppendBool(b, e.Tsumogiri)
	case interop.EventRiichi:
		b = appendActor(b, "reach", e.Seat)
	case interop.EventRiichiAccepted:
		b = appendActor(b, "reach_accepted", e.Seat)
	case interop.EventChi, interop.EventPon, interop.EventDaiminkan:
		n := 2
		if e.Kind == interop.EventDaiminkan {
			n = 3
		}
		b = appendActor(b, map[interop.Kind]string{interop.EventChi: "chi", interop.EventPon: "pon", interop.EventDaiminkan: "daiminkan"}[e.Kind], e.Seat)
		b = appendField(b, "target", track.Idx(e.From))
		b = append(b, `,"pai":`...)
		b = appendTile(b, e.Tile, red)
		b = append(b, `,"consumed":`...)
		b = appendTiles(b, e.Consumed[:n], red)
	case interop.EventAnkan:
		b = appendActor(b, "ankan", e.Seat)
		b = append(b, `,"consumed":`...)
		b = appendTiles(b, e.Consumed[:], red)
	case interop.EventKakan:
		b = appendActor(b, "kakan", e.Seat)
		b = append(b, `,"pai":`...)
		b = appendTile(b, e.Tile, red)
		var pon []tile.ID
		for _, m := range t.Melds(track.Idx(e.Seat)) {
			if m.Kind == interop.EventPon && m.Called.Kind() == e.Tile.Kind() {
				pon = m.Tiles(nil)
			}
		}
		slices.Sort(pon)
		b = append(b, `,"consumed":`...)
		b = appendTiles(b, pon, red)
	case interop.EventDora:
		b = append(b, `{"type":"dora","dora_marker":`...)
		b = appendTile(b, e.Tile, red)
	case interop.EventWin:
		b = appendActor(b, "hora", e.Seat)
		b = appendField(b, "target", track.Idx(e.From))
		b = append(b, `,"deltas":`...)
		b = track.AppendInts(b, e.Win.Deltas[:])
		b = append(b, `,"ura_markers":`...)
		var ura []tile.ID
		if t.Riichi(track.Idx(e.Seat)) {
			ura = h.Ura
		}
		b = appendTiles(b, ura, red)
	case interop.EventRyuukyoku:
		b = append(b, `{"type":"ryukyoku","deltas":`...)
		b = track.AppendInts(b, e.Ryuukyoku.Deltas[:])
	}
	return append(b, "}\n"...)
}
