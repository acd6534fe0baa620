package claim_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/tile"
)

func TestKind(t *testing.T) {
	names := map[claim.Kind]string{claim.Pass: "pass", claim.Chow: "chow", claim.Pung: "pung", claim.Kong: "kong", claim.Win: "win"}
	for k, n := range names {
		assert.Equal(t, n, k.String())
		assert.True(t, k.IsValid())
		b, err := k.MarshalText()
		require.NoError(t, err)
		var back claim.Kind
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, k, back)
	}
	assert.Equal(t, "claim.Kind(9)", claim.Kind(9).String())
	assert.False(t, claim.Kind(5).IsValid())
	_, err := claim.Kind(9).MarshalText()
	require.ErrorIs(t, err, claim.ErrInvalid)
	k := claim.Pung
	require.ErrorIs(t, k.UnmarshalText([]byte("mahjong")), claim.ErrInvalid)
	assert.Equal(t, claim.Pung, k, "unchanged on error")

	order := []claim.Kind{claim.Pass, claim.Chow, claim.Pung, claim.Kong, claim.Win}
	for i, a := range order {
		for j, b := range order {
			assert.Equal(t, i > j, a.Beats(b), "%v beats %v", a, b)
		}
	}
	js, err := json.Marshal(map[string]claim.Kind{"k": claim.Win})
	require.NoError(t, err)
	assert.JSONEq(t, `{"k":"win"}`, string(js))
}

func TestKindSet(t *testing.T) {
	s := claim.KindsOf(claim.Win, claim.Pung, claim.Kind(9))
	assert.True(t, s.Has(claim.Win))
	assert.True(t, s.Has(claim.Pung))
	assert.False(t, s.Has(claim.Chow))
	assert.False(t, s.Has(claim.Kind(9)))
	assert.Equal(t, "{pung win}", s.String())
	assert.Equal(t, "{}", claim.KindSet(0).String())
}

func TestSeats(t *testing.T) {
	s := claim.SeatsOf(W, S, tile.NoSeat)
	assert.Equal(t, 2, s.Len())
	assert.True(t, s.Has(S))
	assert.False(t, s.Has(E))
	assert.False(t, s.Has(tile.NoSeat))
	assert.Equal(t, "{S W}", s.String())
	var got []tile.Seat
	for x := range s.All() {
		got = append(got, x)
	}
	assert.Equal(t, []tile.Seat{S, W}, got)
	for range s.All() {
		break // early stop must not panic
	}
}

func TestClaimString(t *testing.T) {
	assert.Equal(t, "S pung 5m#1", claim.Claim{Seat: S, Kind: claim.Pung, Tile: tile.IDOf(tile.Character5, 1)}.String())
	assert.Equal(t, "W chow 4m#0 345m", claim.Claim{Seat: W, Kind: claim.Chow, Tile: tile.IDOf(tile.Character4, 0), Chow: tile.Character3}.String())
	assert.Equal(t, "N pass", claim.Claim{Seat: N}.String())
	assert.NotPanics(t, func() {
		_ = claim.Claim{Seat: 9, Kind: 9, Tile: 200, Chow: tile.Character9}.String()
		_ = claim.Claim{Kind: claim.Chow, Chow: tile.East}.String()
	})
}

func TestErrorUnwrap(t *testing.T) {
	e := &claim.Error{Err: claim.ErrNotHeld, Rule: "a pung needs two matching tiles"}
	require.ErrorIs(t, e, claim.ErrNotHeld)
	assert.NotErrorIs(t, e, claim.ErrNotAllowed)
	assert.Equal(t, "claim: a pung needs two matching tiles", e.Error())
}

// TestKindsOfMeld: a claim for a set is numbered as the set's shape in package meld, the one home of
// chow, pung and kong; pass and win are the claim kinds around them.
func TestKindsOfMeld(t *testing.T) {
	for _, k := range []meld.Kind{meld.Chow, meld.Pung, meld.Kong} {
		assert.Equal(t, k.String(), claim.Kind(k).String())
		assert.Equal(t, k, meld.Kind(claim.Kind(k)))
	}
	assert.True(t, claim.Win.Beats(claim.Kong) && claim.Chow.Beats(claim.Pass))
}
