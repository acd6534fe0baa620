package game_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// A server that lets a saved game leave its own storage signs it with an HMAC, and loads only what it
// signed: a record altered on the way (here, its seed) still describes a legal game, but is refused.
func Example_signedRecord() {
	key := []byte("a server secret, never sent to a player")
	sign := func(b []byte) []byte {
		m := hmac.New(sha256.New, key)
		m.Write(b)
		return m.Sum(nil)
	}
	r, _ := variant.Lookup("classic")
	load := func(b, sig []byte) (*game.Game, error) {
		if !hmac.Equal(sign(b), sig) {
			return nil, errors.New("not a record this server saved")
		}
		return game.Load(r, b)
	}

	g, _ := game.New(r, game.Config{Dealer: tile.SeatEast, Seed: wall.SeedOf(5)})
	_ = g.Apply(g.Legal(tile.SeatEast)[0])
	saved, _ := json.Marshal(g)
	sig := sign(saved)

	loaded, err := load(saved, sig)
	fmt.Println(err, len(loaded.Actions()))

	forged := bytes.Replace(saved, []byte(wall.SeedOf(5).String()), []byte(wall.SeedOf(6).String()), 1)
	_, err = load(forged, sig)
	fmt.Println(err)
	// Output:
	// <nil> 1
	// not a record this server saved
}
