package claim_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

const (
	E = tile.SeatEast
	S = tile.SeatSouth
	W = tile.SeatWest
	N = tile.SeatNorth
)

func id(s string, c uint8) tile.ID { return tile.IDOf(tile.MustParseTiles(s)[0], c) }

type checkCase struct {
	name    string
	hand    string
	claim   claim.Claim
	facts   func(*claim.Facts) // changes to the facts; the base is "E discarded the claimed tile"
	wantErr error
}

func runChecks(t *testing.T, p claim.Policy, tests []checkCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := hand.MustParse(tt.hand)
			f := claim.Facts{Discarder: E, Latest: tt.claim.Tile}
			if tt.facts != nil {
				tt.facts(&f)
			}
			err := claim.Check(tt.claim, h, f, p)
			if tt.wantErr == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tt.wantErr)
			var ce *claim.Error
			require.ErrorAs(t, err, &ce)
			assert.NotEmpty(t, ce.Rule)
		})
	}
}

// Hands used below (13 tiles each):
const (
	// 1m 3m for a 123m chow, two 5p for a pung, three 5s for a kong.
	tableHand = "13m455p555s789s11z"
	// Waits on 5z, White (a pair wait).
	waitWhite = "123m456p789s111z5z"
	// Waits on 2m, completing a chow inside the hand.
	waitChow = "13m456p789s111z55z"
	// A declared chow 123s and a concealed hand waiting on 5z: a win with three chows.
	threeChows = "456p789m111z5z / 123s"
	// Seven pairs waiting on 9p (sichuan tiles only).
	sevenPairs = "1133m5577p2244s9p"
	// A standard wait on 9p with no characters.
	noMan = "123p456p78p99s / 555s"
	// A standard wait on 9p whose pair is 11m (characters).
	withMan = "11m123p456p78p / 555s"
)

func TestCheckClassic(t *testing.T) {
	p := classicPolicy(0, false)
	two := id("2m", 1)
	tests := []checkCase{
		{name: "chow from the left", hand: tableHand, claim: claim.Claim{Seat: S, Kind: claim.Chow, Tile: two, Chow: tile.Character1}},
		{name: "chow across", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Chow, Tile: two, Chow: tile.Character1}, wantErr: claim.ErrWrongSeat},
		{name: "chow from the right", hand: tableHand, claim: claim.Claim{Seat: N, Kind: claim.Chow, Tile: two, Chow: tile.Character1}, wantErr: claim.ErrWrongSeat},
		{name: "chow without the tiles", hand: tableHand, claim: claim.Claim{Seat: S, Kind: claim.Chow, Tile: two, Chow: tile.Character2}, wantErr: claim.ErrNotHeld},
		{name: "chow tiles not a chow with the discard", hand: tableHand, claim: claim.Claim{Seat: S, Kind: claim.Chow, Tile: two, Chow: tile.Character5}, wantErr: claim.ErrInvalid},
		{name: "chow starting at 8", hand: tableHand, claim: claim.Claim{Seat: S, Kind: claim.Chow, Tile: id("9s", 0), Chow: tile.Bamboo8}, wantErr: claim.ErrInvalid},
		{name: "chow of honours", hand: tableHand, claim: claim.Claim{Seat: S, Kind: claim.Chow, Tile: id("2z", 0), Chow: tile.East}, wantErr: claim.ErrInvalid},
		{name: "pung from the left", hand: tableHand, claim: claim.Claim{Seat: S, Kind: claim.Pung, Tile: id("5p", 3)}},
		{name: "pung across", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3)}},
		{name: "pung from the right", hand: tableHand, claim: claim.Claim{Seat: N, Kind: claim.Pung, Tile: id("5p", 3)}},
		{name: "pung with one tile", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("4p", 3)}, wantErr: claim.ErrNotHeld},
		{name: "pung with chow tiles given", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3), Chow: tile.Circle3}, wantErr: claim.ErrInvalid},
		{name: "kong by anyone", hand: tableHand, claim: claim.Claim{Seat: N, Kind: claim.Kong, Tile: id("5s", 3)}},
		{name: "kong with two tiles", hand: tableHand, claim: claim.Claim{Seat: N, Kind: claim.Kong, Tile: id("5p", 3)}, wantErr: claim.ErrNotHeld},
		{name: "own discard", hand: tableHand, claim: claim.Claim{Seat: E, Kind: claim.Pung, Tile: id("5p", 3)}, wantErr: claim.ErrWrongSeat},
		{name: "not the latest discard", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3)},
			facts: func(f *claim.Facts) { f.Latest = id("5p", 2) }, wantErr: claim.ErrNotLatest},
		{name: "window closed", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3)},
			facts: func(f *claim.Facts) { f.Closed = true }, wantErr: claim.ErrNotLatest},
		{name: "mahjong by anyone", hand: waitWhite, claim: claim.Claim{Seat: N, Kind: claim.Win, Tile: id("5z", 0)}},
		{name: "mahjong completing a chow from across", hand: waitChow, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("2m", 0)}},
		{name: "false mahjong", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("5p", 0)}, wantErr: claim.ErrNotWin},
		{name: "last discard: mahjong", hand: waitWhite, claim: claim.Claim{Seat: S, Kind: claim.Win, Tile: id("5z", 0)},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }},
		{name: "last discard: pung", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3)},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }, wantErr: claim.ErrNotAllowed},
		{name: "last discard: chow", hand: tableHand, claim: claim.Claim{Seat: S, Kind: claim.Chow, Tile: two, Chow: tile.Character1},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }, wantErr: claim.ErrNotAllowed},
		{name: "last discard: kong", hand: tableHand, claim: claim.Claim{Seat: N, Kind: claim.Kong, Tile: id("5s", 3)},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }, wantErr: claim.ErrNotAllowed},
		{name: "original call: pung refused", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3)},
			facts: func(f *claim.Facts) { f.OnlyWin = true }, wantErr: claim.ErrNotAllowed},
		{name: "original call: mahjong", hand: waitWhite, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("5z", 0)},
			facts: func(f *claim.Facts) { f.OnlyWin = true }},
		{name: "robbing: mahjong", hand: waitWhite, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("5z", 3)},
			facts: func(f *claim.Facts) { f.Robbing = true }},
		{name: "robbing: pung refused", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3)},
			facts: func(f *claim.Facts) { f.Robbing = true }, wantErr: claim.ErrNotAllowed},
		{name: "robbing own kong", hand: waitWhite, claim: claim.Claim{Seat: E, Kind: claim.Win, Tile: id("5z", 3)},
			facts: func(f *claim.Facts) { f.Robbing = true }, wantErr: claim.ErrWrongSeat},
		{name: "pass is always legal", hand: tableHand, claim: claim.Claim{Seat: E, Kind: claim.Pass},
			facts: func(f *claim.Facts) { f.Closed = true }},
		{name: "invalid seat", hand: tableHand, claim: claim.Claim{Seat: 7, Kind: claim.Pung, Tile: id("5p", 3)}, wantErr: claim.ErrInvalid},
		{name: "invalid kind", hand: tableHand, claim: claim.Claim{Seat: W, Kind: 9, Tile: id("5p", 3)}, wantErr: claim.ErrInvalid},
		{name: "no discarder", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 3)},
			facts: func(f *claim.Facts) { f.Discarder = tile.NoSeat }, wantErr: claim.ErrInvalid},
		{name: "no tile", hand: tableHand, claim: claim.Claim{Seat: W, Kind: claim.Pung}, wantErr: claim.ErrInvalid},
	}
	runChecks(t, p, tests)
}

func TestCheckClassicMaxChows(t *testing.T) {
	withChow := "13m455p555s78s / 123s" // one chow declared
	two := id("2m", 0)
	chow := claim.Claim{Seat: S, Kind: claim.Chow, Tile: two, Chow: tile.Character1}
	win := claim.Claim{Seat: S, Kind: claim.Win, Tile: id("5z", 0)}
	runChecks(t, classicPolicy(1, false), []checkCase{
		{name: "second chow refused", hand: withChow, claim: chow, wantErr: claim.ErrNotAllowed},
		{name: "first chow allowed", hand: tableHand, claim: chow},
		{name: "win needing three chows refused", hand: threeChows, claim: win, wantErr: claim.ErrNotWin},
		{name: "win with two chows refused", hand: "111m456p789s111z5z", claim: win, wantErr: claim.ErrNotWin},
	})
	runChecks(t, classicPolicy(3, false), []checkCase{
		{name: "win with three chows within the limit", hand: threeChows, claim: win},
	})
	runChecks(t, classicPolicy(0, false), []checkCase{
		{name: "unlimited chows", hand: withChow, claim: chow},
		{name: "unlimited: three-chow win", hand: threeChows, claim: win},
	})
	runChecks(t, classicPolicy(1, false), []checkCase{
		{name: "win with one chow", hand: "111m456p999s111z5z", claim: win},
	})
}

func TestCheckSichuan(t *testing.T) {
	p := sichuanPolicy{}
	noChars := tile.SuitedKinds &^ tile.Characters.Kinds()
	missingMan := func(f *claim.Facts) { f.Usable = noChars }
	sHand := "13m455p555s789s99p" // 1m 3m, two 5p, three 5s
	tests := []checkCase{
		{name: "no chow even from the left", hand: sHand, claim: claim.Claim{Seat: S, Kind: claim.Chow, Tile: id("2m", 0), Chow: tile.Character1}, wantErr: claim.ErrNotAllowed},
		{name: "pung by anyone", hand: sHand, claim: claim.Claim{Seat: N, Kind: claim.Pung, Tile: id("5p", 0)}, facts: missingMan},
		{name: "kong by anyone", hand: sHand, claim: claim.Claim{Seat: W, Kind: claim.Kong, Tile: id("5s", 0)}, facts: missingMan},
		{name: "pung of the missing suit", hand: "11m455p555s789s99p", claim: claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("1m", 0)},
			facts: missingMan, wantErr: claim.ErrNotAllowed},
		{name: "kong of the missing suit", hand: "111m45p555s789s99p", claim: claim.Claim{Seat: W, Kind: claim.Kong, Tile: id("1m", 0)},
			facts: missingMan, wantErr: claim.ErrNotAllowed},
		{name: "win on a missing-suit tile", hand: "123p456p789s555s1m", claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("1m", 0)},
			facts: missingMan, wantErr: claim.ErrNotAllowed},
		{name: "win holding a missing-suit tile", hand: withMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)},
			facts: missingMan, wantErr: claim.ErrNotWin},
		{name: "the same win with no missing suit", hand: withMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)}},
		{name: "win without the missing suit", hand: noMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)}, facts: missingMan},
		{name: "win with seven pairs", hand: sevenPairs, claim: claim.Claim{Seat: N, Kind: claim.Win, Tile: id("9p", 0)}},
		{name: "player out: win", hand: noMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)},
			facts: func(f *claim.Facts) { f.Out = true }, wantErr: claim.ErrWrongSeat},
		{name: "player out: pung", hand: sHand, claim: claim.Claim{Seat: N, Kind: claim.Pung, Tile: id("5p", 0)},
			facts: func(f *claim.Facts) { f.Out = true }, wantErr: claim.ErrWrongSeat},
		{name: "after the last tile: win", hand: noMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }},
		{name: "after the last tile: pung", hand: sHand, claim: claim.Claim{Seat: N, Kind: claim.Pung, Tile: id("5p", 0)},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }},
		{name: "after the last tile: kong", hand: sHand, claim: claim.Claim{Seat: W, Kind: claim.Kong, Tile: id("5s", 0)},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }, wantErr: claim.ErrNotAllowed},
		{name: "discard after a pung of the last discard: kong", hand: sHand, claim: claim.Claim{Seat: W, Kind: claim.Kong, Tile: id("5s", 0)},
			facts: func(f *claim.Facts) { f.LastDiscard, f.WallEmpty = true, true }, wantErr: claim.ErrNotAllowed},
		{name: "kong with an empty live wall", hand: sHand, claim: claim.Claim{Seat: W, Kind: claim.Kong, Tile: id("5s", 0)},
			facts: func(f *claim.Facts) { f.WallEmpty = true }, wantErr: claim.ErrNotAllowed},
		{name: "passed win blocks an equal win", hand: noMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)},
			facts: func(f *claim.Facts) { f.PassedWin, f.PassedValue = true, 1 }, wantErr: claim.ErrNotWin},
		{name: "passed win allows a higher win", hand: sevenPairs, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)},
			facts: func(f *claim.Facts) { f.PassedWin, f.PassedValue = true, 1 }},
		{name: "passed win does not block a pung", hand: sHand, claim: claim.Claim{Seat: N, Kind: claim.Pung, Tile: id("5p", 0)},
			facts: func(f *claim.Facts) { f.PassedWin, f.PassedValue = true, 8 }},
		{name: "robbing: win", hand: noMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)},
			facts: func(f *claim.Facts) { f.Robbing = true }},
		{name: "robbing: passed win blocks", hand: noMan, claim: claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)},
			facts: func(f *claim.Facts) { f.Robbing, f.PassedWin, f.PassedValue = true, true, 1 }, wantErr: claim.ErrNotWin},
		{name: "robbing: kong refused", hand: sHand, claim: claim.Claim{Seat: W, Kind: claim.Kong, Tile: id("5s", 0)},
			facts: func(f *claim.Facts) { f.Robbing = true }, wantErr: claim.ErrNotAllowed},
	}
	runChecks(t, p, tests)
}

// The policy's own reason stays reachable through the error.
func TestCheckPolicyCause(t *testing.T) {
	c := claim.Claim{Seat: S, Kind: claim.Chow, Tile: id("2m", 0), Chow: tile.Character1}
	err := claim.Check(c, hand.MustParse(tableHand), claim.Facts{Discarder: E, Latest: c.Tile}, sichuanPolicy{})
	require.ErrorIs(t, err, claim.ErrNotAllowed)
	require.ErrorIs(t, err, errNoChow)
	var ce *claim.Error
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, c, ce.Claim)
}

func TestCheckNilPolicy(t *testing.T) {
	f := claim.Facts{Discarder: E, Latest: id("5p", 0), LastDiscard: true}
	require.NoError(t, claim.Check(claim.Claim{Seat: W, Kind: claim.Pung, Tile: f.Latest}, hand.MustParse(tableHand), f, nil))
	f.Latest = id("5z", 0)
	require.NoError(t, claim.Check(claim.Claim{Seat: W, Kind: claim.Win, Tile: f.Latest}, hand.MustParse(waitWhite), f, nil))
}

func TestCheckNoAllocs(t *testing.T) {
	h := hand.MustParse(tableHand)
	c := claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 0)}
	f := claim.Facts{Discarder: E, Latest: c.Tile}
	for _, p := range []claim.Policy{classicPolicy(0, false), sichuanPolicy{}, nil} {
		allocs := testing.AllocsPerRun(100, func() {
			if claim.Check(c, h, f, p) != nil {
				t.Fatal("pung refused")
			}
		})
		assert.Zero(t, allocs, "%T", p)
	}
}
