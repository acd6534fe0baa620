package replay_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/replay"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

// checkAll replays g and exports it again; it must never panic, whatever g holds.
func checkAll(g *interop.Game) {
	r, err := replay.Check(g)
	if err != nil {
		return
	}
	if rec, err := r.Record(); err == nil {
		_ = tenhou.WriteXML(&bytes.Buffer{}, rec)
	}
}

// FuzzCheck: a hostile log of any format, once a reader accepts it, replays to a report or an
// error, never a panic.
func FuzzCheck(f *testing.F) {
	for _, p := range []string{"../example/hand.mjlog.xml", "mjai-reviewer/double_ron.json",
		"riichienv/126_204_0_mjai.first2.jsonl", "mjai-reviewer/double_kakan_then_chankan.json"} {
		b, err := os.ReadFile(filepath.Join("../testdata/logs", p))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, read := range []func([]byte) (*interop.Game, error){
			func(b []byte) (*interop.Game, error) { return tenhou.ReadXML(bytes.NewReader(b)) },
			func(b []byte) (*interop.Game, error) { return tenhou.ReadJSON(bytes.NewReader(b)) },
			func(b []byte) (*interop.Game, error) { return mjai.Read(bytes.NewReader(b)) },
		} {
			if g, err := read(b); err == nil {
				checkAll(g)
			}
		}
	})
}

// FuzzCheckRecord: a record built by hand, not by a reader (any field of a sample's events changed),
// replays to a report or an error, never a panic.
func FuzzCheckRecord(f *testing.F) {
	b, err := os.ReadFile("../testdata/logs/2019080322gm-00a9-0000-81e85e04.mjlog.xml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(uint16(3), uint16(40), uint8(0), int16(5))
	f.Add(uint16(0), uint16(0), uint8(7), int16(-1))
	f.Fuzz(func(t *testing.T, hand, event uint16, field uint8, v int16) {
		g, err := tenhou.ReadXML(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		h := &g.Hands[int(hand)%len(g.Hands)]
		e := &h.Events[int(event)%len(h.Events)]
		switch field % 10 {
		case 0:
			e.Kind = interop.Kind(v)
		case 1:
			e.Seat = tile.Seat(v)
		case 2:
			e.Tile = tile.ID(v)
		case 3:
			e.From = tile.Seat(v)
		case 4:
			e.Consumed[int(v)&3] = tile.ID(v >> 2)
		case 5:
			e.Tsumogiri = !e.Tsumogiri
		case 6:
			h.Round, h.Honba, h.Sticks = int(v), int(v), int(v)
		case 7:
			h.Scores[int(v)&3] = int(v) * 1000
		case 8:
			h.Dice = [2]int{int(v), int(v >> 4)}
		case 9:
			h.Events = h.Events[:int(event)%len(h.Events)]
		}
		checkAll(g)
	})
}
