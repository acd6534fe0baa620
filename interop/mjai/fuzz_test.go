package mjai_test

import (
	"bytes"
	"testing"

	"github.com/mahjong-go/mahjong/interop/internal/logtest"
	"github.com/mahjong-go/mahjong/interop/mjai"
)

func FuzzRead(f *testing.F) {
	f.Add(readFile(f, "../testdata/example/hand.jsonl"))
	f.Add([]byte(`[{"type":"start_game"},{"type":"none"}]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := mjai.Read(bytes.NewReader(b))
		logtest.CheckRead(t, g, err, mjai.Append, mjai.Read)
	})
}

func TestReadStopsAtTheInputLimit(t *testing.T) { logtest.CheckEndless(t, mjai.Read) }
