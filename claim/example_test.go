package claim_test

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// East discards 4m: South (next after East) claims a chow, West a pung and North a kong. The kong wins
// the tile, and South and West lose their turn.
func ExampleResolve() {
	four := tile.IDOf(tile.Character4, 0)
	claims := []claim.Claim{
		{Seat: tile.SeatSouth, Kind: claim.Chow, Tile: four, Chow: tile.Character3},
		{Seat: tile.SeatWest, Kind: claim.Pung, Tile: four},
		{Seat: tile.SeatNorth, Kind: claim.Kong, Tile: four},
	}
	r, err := claim.Resolve(tile.SeatEast, claims, claim.Basic{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r)
	fmt.Println("takes the tile:", r.Taker(), "plays next:", r.Next(), "skipped:", r.Skipped())
	// Output:
	// N kong 4m#0 from E; skipped {S W}
	// takes the tile: N plays next: N skipped: {S W}
}

// With several winners allowed, every win claim wins. The physical tile goes to the first winner
// counted from the discarder; play may resume after the last one.
func ExampleResolve_multipleWinners() {
	nine := tile.IDOf(tile.Circle9, 3)
	claims := []claim.Claim{
		{Seat: tile.SeatEast, Kind: claim.Win, Tile: nine},
		{Seat: tile.SeatNorth, Kind: claim.Win, Tile: nine},
		{Seat: tile.SeatSouth, Kind: claim.Pass},
	}
	r, _ := claim.Resolve(tile.SeatWest, claims, claim.Basic{Multiple: true})
	fmt.Println(r.Kind(), r.Winners(), "tile to", r.Taker(), "last", r.Last())

	one, _ := claim.Resolve(tile.SeatWest, claims, claim.Basic{})
	fmt.Println(one.Kind(), one.Winners(), "tile to", one.Taker())
	// Output:
	// win {E N} tile to N last E
	// win {N} tile to N
}

// Robbing the kong: South adds 5z to an exposed pung; West holds a hand the tile completes.
func ExampleResolveRobbing() {
	white := tile.IDOf(tile.White, 3)
	r, _ := claim.ResolveRobbing(tile.SeatSouth, []claim.Claim{{Seat: tile.SeatWest, Kind: claim.Win, Tile: white}}, nil)
	fmt.Println(r)
	_, err := claim.ResolveRobbing(tile.SeatSouth, []claim.Claim{{Seat: tile.SeatNorth, Kind: claim.Pung, Tile: white}}, nil)
	fmt.Println(errors.Is(err, claim.ErrNotAllowed))
	// Output:
	// W win 5z#3 from S (robbing the kong)
	// true
}

// Check refuses a chow from a player who does not play right after the discarder, and says why.
func ExampleCheck() {
	h := hand.MustParse("13m455p555s789s11z")
	two := tile.IDOf(tile.Character2, 1)
	f := claim.Facts{Discarder: tile.SeatEast, Latest: two}
	for _, seat := range []tile.Seat{tile.SeatSouth, tile.SeatWest} {
		c := claim.Claim{Seat: seat, Kind: claim.Chow, Tile: two, Chow: tile.Character1}
		err := claim.Check(c, h, f, claim.Basic{})
		fmt.Println(seat, err == nil, errors.Is(err, claim.ErrWrongSeat))
	}
	err := claim.Check(claim.Claim{Seat: tile.SeatNorth, Kind: claim.Kong, Tile: tile.IDOf(tile.Circle5, 0)}, h,
		claim.Facts{Discarder: tile.SeatEast, Latest: tile.IDOf(tile.Circle5, 0)}, claim.Basic{})
	fmt.Println(err)
	// Output:
	// S true false
	// W false true
	// claim: N kong 5p#0: a kong needs three matching tiles
}

// A table without chows, with only a win or a pung on the last discard, and several winners.
func ExampleBasic() {
	p := claim.Basic{Forbid: claim.KindsOf(claim.Chow), OnLast: claim.KindsOf(claim.Win, claim.Pung), Multiple: true}
	h := hand.MustParse("13m455p555s789s99p")
	two := tile.IDOf(tile.Character2, 0)
	err := claim.Check(claim.Claim{Seat: tile.SeatSouth, Kind: claim.Chow, Tile: two, Chow: tile.Character1}, h,
		claim.Facts{Discarder: tile.SeatEast, Latest: two}, p)
	fmt.Println(err)
	// Output:
	// claim: S chow 2m#0 123m: the rules have no chow claims
}
