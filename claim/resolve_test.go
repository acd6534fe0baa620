package claim_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/tile"
)

var (
	single   = claim.Basic{}
	multiple = claim.Basic{Multiple: true}
	four     = tile.IDOf(tile.Character4, 2)
)

func cl(s tile.Seat, k claim.Kind) claim.Claim {
	return claim.Claim{Seat: s, Kind: k, Tile: four}
}

func chow(s tile.Seat, low tile.Tile) claim.Claim {
	return claim.Claim{Seat: s, Kind: claim.Chow, Tile: four, Chow: low}
}

func TestResolve(t *testing.T) {
	tests := []struct {
		name      string
		from      tile.Seat
		claims    []claim.Claim
		policy    claim.Policy
		kind      claim.Kind
		granted   []tile.Seat // in order
		next      tile.Seat
		skipped   claim.Seats
		robbing   bool
		wantErrIs error
	}{
		{name: "nobody claims", from: E, policy: single, kind: claim.Pass, next: tile.NoSeat},
		{name: "all pass", from: E, claims: []claim.Claim{cl(S, claim.Pass), cl(W, claim.Pass), cl(N, claim.Pass)},
			policy: single, kind: claim.Pass, next: tile.NoSeat},
		{name: "a pass by the discarder is ignored", from: E, claims: []claim.Claim{cl(E, claim.Pass), cl(W, claim.Pung)},
			policy: single, kind: claim.Pung, granted: []tile.Seat{W}, next: W, skipped: claim.SeatsOf(S)},
		{name: "chow alone", from: E, claims: []claim.Claim{chow(S, tile.Character3)}, policy: single,
			kind: claim.Chow, granted: []tile.Seat{S}, next: S},
		{name: "pung beats chow and skips the chower", from: E, claims: []claim.Claim{chow(S, tile.Character2), cl(W, claim.Pung)},
			policy: single, kind: claim.Pung, granted: []tile.Seat{W}, next: W, skipped: claim.SeatsOf(S)},
		{name: "kong beats chow", from: E, claims: []claim.Claim{chow(S, tile.Character4), cl(N, claim.Kong)},
			policy: single, kind: claim.Kong, granted: []tile.Seat{N}, next: N, skipped: claim.SeatsOf(S, W)},
		{name: "kong beats pung", from: W, claims: []claim.Claim{cl(N, claim.Pung), cl(S, claim.Kong)},
			policy: single, kind: claim.Kong, granted: []tile.Seat{S}, next: S, skipped: claim.SeatsOf(N, E)},
		{name: "win beats kong", from: E, claims: []claim.Claim{cl(S, claim.Kong), cl(N, claim.Win)},
			policy: single, kind: claim.Win, granted: []tile.Seat{N}, next: tile.NoSeat, skipped: claim.SeatsOf(S, W)},
		{name: "nearest winner", from: E, claims: []claim.Claim{cl(N, claim.Win), cl(W, claim.Win)},
			policy: single, kind: claim.Win, granted: []tile.Seat{W}, next: tile.NoSeat, skipped: claim.SeatsOf(S)},
		{name: "nearest winner wraps around", from: S, claims: []claim.Claim{cl(E, claim.Win), cl(N, claim.Win)},
			policy: single, kind: claim.Win, granted: []tile.Seat{N}, next: tile.NoSeat, skipped: claim.SeatsOf(W)},
		{name: "nil policy: one winner", from: S, claims: []claim.Claim{cl(E, claim.Win), cl(N, claim.Win)},
			kind: claim.Win, granted: []tile.Seat{N}, next: tile.NoSeat, skipped: claim.SeatsOf(W)},
		{name: "several winners", from: S, claims: []claim.Claim{cl(E, claim.Win), cl(W, claim.Win), cl(N, claim.Pung)},
			policy: multiple, kind: claim.Win, granted: []tile.Seat{W, E}, next: tile.NoSeat, skipped: claim.SeatsOf(N)},
		{name: "three winners", from: N, claims: []claim.Claim{cl(W, claim.Win), cl(E, claim.Win), cl(S, claim.Win)},
			policy: multiple, kind: claim.Win, granted: []tile.Seat{E, S, W}, next: tile.NoSeat},
		{name: "three winners limited to the nearest two", from: N, claims: []claim.Claim{cl(W, claim.Win), cl(E, claim.Win), cl(S, claim.Win)},
			policy: claim.Basic{Multiple: true, MaxWins: 2}, kind: claim.Win, granted: []tile.Seat{E, S}, next: tile.NoSeat},
		{name: "a limit without Multiple: one winner", from: N, claims: []claim.Claim{cl(W, claim.Win), cl(S, claim.Win)},
			policy: claim.Basic{MaxWins: 2}, kind: claim.Win, granted: []tile.Seat{S}, next: tile.NoSeat, skipped: claim.SeatsOf(E)},
		{name: "two winners under a limit of two", from: E, claims: []claim.Claim{cl(N, claim.Win), cl(W, claim.Win)},
			policy: claim.Basic{Multiple: true, MaxWins: 2}, kind: claim.Win, granted: []tile.Seat{W, N}, next: tile.NoSeat, skipped: claim.SeatsOf(S)},
		{name: "robbing: one robber", from: W, claims: []claim.Claim{cl(E, claim.Win), cl(S, claim.Win)}, robbing: true,
			policy: single, kind: claim.Win, granted: []tile.Seat{E}, next: tile.NoSeat, skipped: claim.SeatsOf(N)},
		{name: "robbing: several robbers", from: W, claims: []claim.Claim{cl(E, claim.Win), cl(S, claim.Win), cl(N, claim.Pass)}, robbing: true,
			policy: multiple, kind: claim.Win, granted: []tile.Seat{E, S}, next: tile.NoSeat, skipped: claim.SeatsOf(N)},
		{name: "robbing: nobody", from: W, claims: []claim.Claim{cl(E, claim.Pass)}, robbing: true,
			policy: multiple, kind: claim.Pass, next: tile.NoSeat},
		{name: "robbing: pung refused", from: W, claims: []claim.Claim{cl(E, claim.Pung)}, robbing: true,
			policy: multiple, wantErrIs: claim.ErrNotAllowed},
		{name: "two claims by one seat", from: E, claims: []claim.Claim{cl(W, claim.Pung), cl(W, claim.Win)},
			policy: single, wantErrIs: claim.ErrInvalid},
		{name: "a pass and a claim by one seat", from: E, claims: []claim.Claim{cl(W, claim.Pass), cl(W, claim.Pung)},
			policy: single, wantErrIs: claim.ErrInvalid},
		{name: "own discard", from: E, claims: []claim.Claim{cl(E, claim.Pung)}, policy: single, wantErrIs: claim.ErrWrongSeat},
		{name: "chow across", from: E, claims: []claim.Claim{chow(W, tile.Character3)}, policy: single, wantErrIs: claim.ErrWrongSeat},
		{name: "chow from the right", from: E, claims: []claim.Claim{chow(N, tile.Character3)}, policy: single, wantErrIs: claim.ErrWrongSeat},
		{name: "malformed chow", from: E, claims: []claim.Claim{chow(S, tile.Character5)}, policy: single, wantErrIs: claim.ErrInvalid},
		{name: "different tiles", from: E, claims: []claim.Claim{cl(W, claim.Pung), {Seat: N, Kind: claim.Win, Tile: tile.IDOf(tile.Character4, 3)}},
			policy: single, wantErrIs: claim.ErrNotLatest},
		{name: "invalid seat", from: E, claims: []claim.Claim{cl(9, claim.Pung)}, policy: single, wantErrIs: claim.ErrInvalid},
		{name: "invalid discarder", from: tile.NoSeat, claims: []claim.Claim{cl(S, claim.Pung)}, policy: single, wantErrIs: claim.ErrInvalid},
		{name: "invalid kind", from: E, claims: []claim.Claim{cl(S, 7)}, policy: single, wantErrIs: claim.ErrInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resolve := claim.Resolve
			if tt.robbing {
				resolve = claim.ResolveRobbing
			}
			r, err := resolve(tt.from, tt.claims, tt.policy)
			if tt.wantErrIs != nil {
				require.ErrorIs(t, err, tt.wantErrIs)
				assert.Equal(t, claim.Resolution{}, r)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.from, r.Discarder())
			assert.Equal(t, tt.kind, r.Kind())
			assert.Equal(t, tt.robbing, r.Robbing())
			var got []tile.Seat
			for _, c := range claimsOf(r) {
				got = append(got, c.Seat)
				assert.Equal(t, tt.kind, c.Kind)
			}
			assert.Equal(t, tt.granted, got)
			assert.Equal(t, len(tt.granted), r.Len())
			assert.Equal(t, tt.next, r.Next())
			assert.Equal(t, tt.skipped, r.Skipped())
			if len(tt.granted) > 0 {
				assert.Equal(t, tt.granted[0], r.Taker())
				assert.Equal(t, tt.granted[len(tt.granted)-1], r.Last())
			} else {
				assert.Equal(t, tile.NoSeat, r.Taker())
				assert.Equal(t, tile.NoSeat, r.Last())
			}
			if tt.kind == claim.Win {
				assert.Equal(t, claim.SeatsOf(tt.granted...), r.Winners())
			} else {
				assert.Zero(t, r.Winners())
			}
		})
	}
}

func TestResolutionAccessors(t *testing.T) {
	r, err := claim.Resolve(E, []claim.Claim{cl(W, claim.Win), cl(S, claim.Win)}, multiple)
	require.NoError(t, err)
	assert.Equal(t, S, r.At(0).Seat)
	assert.Equal(t, W, r.At(1).Seat)
	assert.Equal(t, claim.Claim{}, r.At(2))
	assert.Equal(t, claim.Claim{}, r.At(-1))
	assert.Equal(t, "S win 4m#2, W win 4m#2 from E", r.String())
	var zero claim.Resolution
	assert.Nil(t, claimsOf(zero))
	assert.Equal(t, "no claim from -", zero.String(), "the zero resolution names no discarder, not East")
}

// legalClaims draws, for a drawn discarder, at most one legal-looking claim per other seat (chows only
// by the next seat) on one tile.
func legalClaims(t *rapid.T) (tile.Seat, []claim.Claim) {
	from := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "from"))
	var cs []claim.Claim
	for d := 1; d < tile.NumSeats; d++ {
		s := from.Add(d)
		kinds := []claim.Kind{claim.Pass, claim.Pung, claim.Kong, claim.Win}
		if d == 1 {
			kinds = append(kinds, claim.Chow)
		}
		k := rapid.SampledFrom(kinds).Draw(t, "kind")
		if rapid.IntRange(0, 4).Draw(t, "silent") == 0 {
			continue // a seat that states nothing
		}
		c := cl(s, k)
		if k == claim.Chow {
			c.Chow = rapid.SampledFrom([]tile.Tile{tile.Character2, tile.Character3, tile.Character4}).Draw(t, "chow")
		}
		cs = append(cs, c)
	}
	return from, cs
}

// wildClaims draws any claims at all: any seat (some invalid), any kind (some invalid), two possible
// tiles, chows from anyone, duplicates.
func wildClaims(t *rapid.T) (tile.Seat, []claim.Claim) {
	from := tile.SeatAt(rapid.IntRange(0, 3).Draw(t, "from"))
	cs := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) claim.Claim {
		c := claim.Claim{
			Seat: tile.SeatAt(rapid.IntRange(0, 4).Draw(t, "seat")),
			Kind: claim.Kind(rapid.IntRange(0, 5).Draw(t, "kind")),
			Tile: rapid.SampledFrom([]tile.ID{four, four, four, tile.IDOf(tile.Character4, 0)}).Draw(t, "tile"),
		}
		if c.Kind == claim.Chow {
			c.Chow = rapid.SampledFrom([]tile.Tile{tile.Character2, tile.Character3, tile.Character4, tile.Character6}).Draw(t, "chow")
		}
		return c
	}), 0, 5).Draw(t, "claims")
	return from, cs
}

func drawPolicy(t *rapid.T) claim.Policy {
	return claim.Basic{Multiple: rapid.Bool().Draw(t, "multiple"), MaxWins: rapid.IntRange(0, 3).Draw(t, "maxWins")}
}

// TestResolveWinnerLimit: a limit of n winners grants the first n of the winners granted without it,
// in the same order, and changes nothing else about a resolution that is not a win.
func TestResolveWinnerLimit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		from, cs := legalClaims(t)
		n := rapid.IntRange(1, 3).Draw(t, "n")
		all, err := claim.Resolve(from, cs, claim.Basic{Multiple: true})
		require.NoError(t, err)
		got, err := claim.Resolve(from, cs, claim.Basic{Multiple: true, MaxWins: n})
		require.NoError(t, err)
		if all.Kind() != claim.Win {
			assert.Equal(t, all, got)
			return
		}
		want := claimsOf(all)
		assert.Equal(t, want[:min(n, len(want))], claimsOf(got))
		assert.Equal(t, all.Taker(), got.Taker())
	})
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestResolveOrderIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var (
			from tile.Seat
			cs   []claim.Claim
		)
		if rapid.Bool().Draw(t, "wild") {
			from, cs = wildClaims(t)
		} else {
			from, cs = legalClaims(t)
		}
		p := drawPolicy(t)
		robbing := rapid.Bool().Draw(t, "robbing")
		resolve := claim.Resolve
		if robbing {
			resolve = claim.ResolveRobbing
		}
		want, wantErr := resolve(from, cs, p)
		perm := rapid.Permutation(cs).Draw(t, "perm")
		got, gotErr := resolve(from, perm, p)
		assert.Equal(t, want, got)
		// The same rule, for the same claim, whatever the order.
		assert.Equal(t, errText(wantErr), errText(gotErr))
	})
}

func TestResolveChowOnlyNext(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		from, cs := wildClaims(t)
		r, err := claim.Resolve(from, cs, drawPolicy(t))
		if err != nil {
			return
		}
		for _, c := range cs {
			if c.Kind == claim.Chow {
				assert.Equal(t, from.Next(), c.Seat, "a chow by %v was accepted", c.Seat)
			}
		}
		if r.Kind() == claim.Chow {
			assert.Equal(t, from.Next(), r.Taker())
			assert.Equal(t, from.Next(), r.Next())
			assert.Zero(t, r.Skipped())
		}
	})
}

func TestResolvePriority(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		from, cs := legalClaims(t)
		p := drawPolicy(t)
		r, err := claim.Resolve(from, cs, p)
		require.NoError(t, err)
		best := claim.Pass
		for _, c := range cs {
			assert.False(t, c.Kind > r.Kind(), "%v beaten by %v", c, r)
			if c.Kind > best {
				best = c.Kind
			}
		}
		assert.Equal(t, best, r.Kind())
		for _, c := range claimsOf(r) {
			assert.Equal(t, best, c.Kind)
		}
		// Who plays next and who loses a turn.
		if r.Len() == 0 {
			assert.Zero(t, r.Skipped())
			return
		}
		if r.Kind() != claim.Win {
			assert.Equal(t, 1, r.Len())
			assert.Equal(t, r.Taker(), r.Next())
		}
		for d := 1; d < tile.NumSeats; d++ {
			s := from.Add(d)
			between := d < from.Distance(r.Last())
			assert.Equal(t, between && !claimantsOf(r).Has(s), r.Skipped().Has(s), "seat %v", s)
		}
	})
}

func TestResolveWinners(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		from, cs := legalClaims(t)
		multi := rapid.Bool().Draw(t, "multiple")
		r, err := claim.Resolve(from, cs, claim.Basic{Multiple: multi})
		require.NoError(t, err)
		var (
			wins    claim.Seats
			nearest = tile.NoSeat
		)
		for _, c := range cs {
			if c.Kind == claim.Win {
				wins = wins.With(c.Seat)
				if nearest == tile.NoSeat || from.Distance(c.Seat) < from.Distance(nearest) {
					nearest = c.Seat
				}
			}
		}
		if wins == 0 {
			assert.NotEqual(t, claim.Win, r.Kind())
			return
		}
		require.Equal(t, claim.Win, r.Kind())
		assert.Equal(t, nearest, r.Taker())
		if !multi {
			assert.Equal(t, 1, r.Len())
			assert.Equal(t, claim.SeatsOf(nearest), r.Winners())
			return
		}
		assert.Equal(t, wins, r.Winners())
		assert.Equal(t, wins.Len(), r.Len())
		for i := 1; i < r.Len(); i++ {
			assert.Less(t, from.Distance(r.At(i-1).Seat), from.Distance(r.At(i).Seat))
		}
	})
}

func TestResolveNoAllocs(t *testing.T) {
	cs := []claim.Claim{chow(S, tile.Character3), cl(W, claim.Win), cl(N, claim.Win)}
	var p claim.Policy = multiple
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := claim.Resolve(E, cs, p); err != nil {
			t.Fatal(err)
		}
	})
	assert.Zero(t, allocs)
}

// claimsOf returns the granted claims of r in turn order from the discarder, nil if none.
func claimsOf(r claim.Resolution) []claim.Claim {
	var cs []claim.Claim
	for i := range r.Len() {
		cs = append(cs, r.At(i))
	}
	return cs
}

// claimantsOf returns the set of seats whose claims r granted.
func claimantsOf(r claim.Resolution) claim.Seats {
	var s claim.Seats
	for _, c := range claimsOf(r) {
		s = s.With(c.Seat)
	}
	return s
}
