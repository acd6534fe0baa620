package claim_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

// claimsFrom reads claims from bytes, four bytes a claim: seat, kind, tile ID, chow tile. Seat bytes
// count from 0 for East (+1 below), as when seats were numbered from 0, so corpus entries keep their meaning.
func claimsFrom(data []byte) []claim.Claim {
	var cs []claim.Claim
	for len(data) >= 4 {
		cs = append(cs, claim.Claim{
			Seat: tile.Seat(data[0]%6 + 1),
			Kind: claim.Kind(data[1] % 7),
			Tile: tile.ID(data[2]),
			Chow: tile.Tile(data[3] % 50),
		})
		data = data[4:]
	}
	return cs
}

// FuzzResolve feeds arbitrary claims to Resolve: it never panics, and reversing the order of the
// claims changes nothing.
func FuzzResolve(f *testing.F) {
	f.Add(byte(0), false, []byte{1, 1, 13, 3, 2, 2, 13, 0, 3, 4, 13, 0})
	f.Add(byte(2), true, []byte{0, 4, 50, 0, 3, 4, 50, 0, 1, 0, 0, 0})
	f.Add(byte(1), true, []byte{1, 2, 7, 0, 1, 3, 7, 0})
	f.Fuzz(func(t *testing.T, from byte, multi bool, data []byte) {
		cs := claimsFrom(data)
		p := claim.Basic{Multiple: multi}
		r1, err1 := claim.Resolve(tile.Seat(from%5+1), cs, p)
		slices.Reverse(cs)
		r2, err2 := claim.Resolve(tile.Seat(from%5+1), cs, p)
		assert.Equal(t, r1, r2)
		assert.Equal(t, errText(err1), errText(err2))
		_, _ = claim.ResolveRobbing(tile.Seat(from%5+1), cs, p)
	})
}

// FuzzCheck feeds arbitrary claims and situations to Check against a few hands: it never panics, and a
// claim it accepts is well formed.
func FuzzCheck(f *testing.F) {
	f.Add(byte(0), uint16(0), []byte{1, 1, 5, 1})
	f.Add(byte(1), uint16(4), []byte{2, 4, 133, 0})
	hands := []hand.Hand{hand.MustParse(tableHand), hand.MustParse(waitWhite), hand.MustParse(threeChows), hand.MustParse(sevenPairs), {}}
	policies := []claim.Policy{nil, classicPolicy(1, false), sichuanPolicy{}}
	f.Fuzz(func(t *testing.T, which byte, flags uint16, data []byte) {
		cs := claimsFrom(data)
		if len(cs) == 0 {
			return
		}
		c := cs[0]
		fs := claim.Facts{
			Discarder:   tile.Seat(uint8(flags%5) + 1),
			Latest:      c.Tile,
			Closed:      flags&(1<<3) != 0,
			Robbing:     flags&(1<<4) != 0,
			WallEmpty:   flags&(1<<5) != 0,
			LastDiscard: flags&(1<<6) != 0,
			Out:         flags&(1<<7) != 0,
			OnlyWin:     flags&(1<<8) != 0,
			PassedWin:   flags&(1<<9) != 0,
		}
		if flags&(1<<10) != 0 {
			fs.Usable = tile.SuitedKinds &^ tile.Characters.Kinds()
		}
		h := hands[int(which)%len(hands)]
		p := policies[int(which/8)%len(policies)]
		if err := claim.Check(c, h, fs, p); err == nil && c.Kind != claim.Pass {
			assert.True(t, c.Seat.IsValid())
			assert.NotEqual(t, fs.Discarder, c.Seat)
			assert.False(t, fs.Closed)
			if c.Kind == claim.Chow {
				assert.Equal(t, fs.Discarder.Next(), c.Seat)
			}
		}
	})
}
