package game_test

import (
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// The player's own physical tiles (docs/rules/riichi.md §8.5): which five leaves the hand, red or
// plain, drawn or from the hand, is the player's choice, and the aka count of the win follows it.

// The copies of 5m: copy 0 is the red one under tenhou rules (one red five per suit).
var (
	red5m   = tile.IDOf(tile.Character5, 0)
	plain5m = tile.IDOf(tile.Character5, 1)
)

// startSwapped deals the layout under r as startRiichiRules does, with the wall positions of the
// physical tiles a and b exchanged first (zero: none), to hand a red five to another seat or draw.
func startSwapped(t *testing.T, l layout, r *riichi.Rules, a, b tile.ID) *game.Game {
	t.Helper()
	order := l.order(t, r.Table().Wall)
	if a != 0 {
		i, j := slices.Index(order, a), slices.Index(order, b)
		require.True(t, i >= 0 && j >= 0)
		order[i], order[j] = order[j], order[i]
	}
	g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Wall: order, Dice: layoutDice,
		Scores: [tile.NumSeats]int{25000, 25000, 25000, 25000}})
	require.NoError(t, err)
	return g
}

// holdsID reports whether seat s's own view shows the physical tile id among its concealed tiles.
func holdsID(g *game.Game, s tile.Seat, id tile.ID) bool { return slices.Contains(g.View(s).Tiles, id) }

// lastRiver returns the last tile of seat s's river as seat viewer sees it.
func lastRiver(g *game.Game, viewer, s tile.Seat) game.RiverTile {
	r := g.View(viewer).Players[s.Index()].River
	return r[len(r)-1]
}

// discardLayout: East discards 9m; South, ready on 4m/7m with 56m, draws a second 5m; West then
// discards 4m, on which South wins. The layout deals South the red 5m and draws it a plain one.
func discardLayout() layout {
	return layout{
		hands: hands4(
			"9m 1m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z",
			"5m 6m 234p 678p 88s 678s",
			"4m 4m 1p 2p 3z 3z 1s 2s 9s 1z 2z 5z 6z",
			"2m 3m 7p 8p 9p 2s 3s 4z 4z 5z 6z 7z 1z"),
		draws: "5m 9m",
	}
}

// TestRedFiveDiscards: South holds one 5m and draws another, one of them red. Whichever way it names
// its discard (the kind alone, the red five, the drawn tile), the tile that leaves is the one named,
// the river and the public event show its face and whether it was the drawn tile, and South's win on
// West's 4m counts the aka of the five it kept. The first case is the reproduction of issue 19:
// holding 0m, drawing 5m and discarding "5m", the plain drawn five leaves and 0m stays.
func TestRedFiveDiscards(t *testing.T) {
	r := riichiRules(t, "tenhou")
	for _, c := range []struct {
		name      string
		redDrawn  bool   // the red five is South's draw (else it is in South's hand)
		discard   string // South's discard, in the text form
		left      tile.ID
		drawn     bool // the tile discarded is the drawn one
		aka       int
		listedAll []string // South's listed discards of 5m
	}{
		{"kind only: the plain drawn five", false, "S discard 5m", plain5m, true, 1,
			[]string{"S discard 5m drawn", "S discard 0m"}},
		{"tsumogiri of the plain five", false, "S discard 5m drawn", plain5m, true, 1, nil},
		{"the red five from the hand", false, "S discard 0m", red5m, false, 0, nil},
		{"kind only: the plain five from the hand", true, "S discard 5m", plain5m, false, 1,
			[]string{"S discard 5m", "S discard 0m drawn"}},
		{"tsumogiri of the red five", true, "S discard 0m drawn", red5m, true, 0, nil},
		{"the red five, which is the drawn one", true, "S discard 0m", red5m, true, 0, nil},
		{"tsumogiri, red or not left to the tile", true, "S discard 5m tsumogiri", red5m, true, 0, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			var g *game.Game
			if c.redDrawn {
				g = startSwapped(t, discardLayout(), r, red5m, plain5m)
			} else {
				g = startSwapped(t, discardLayout(), r, 0, 0)
			}
			discardPass(t, g, east, "9m")
			require.Equal(t, south, g.Turn())
			v := g.View(south)
			wantDrawn := plain5m
			if c.redDrawn {
				wantDrawn = red5m
			}
			require.Equal(t, wantDrawn, v.DrawnTile)
			require.True(t, holdsID(g, south, red5m) && holdsID(g, south, plain5m), "South holds both fives")
			assert.Equal(t, 1, v.Hand.ConcealedRed(tile.Characters), "South's own hand shows its red five")
			if c.listedAll != nil {
				var listed []string
				for _, a := range g.Legal(south) {
					if a.Kind == game.Discard && a.Tile == tile.Character5 && !a.Call {
						listed = append(listed, a.String())
					}
				}
				assert.Equal(t, c.listedAll, listed)
			}
			a, err := game.ParseAction(c.discard)
			require.NoError(t, err)
			apply(t, g, a)
			assert.False(t, holdsID(g, south, c.left), "%v left", c.left)
			for _, id := range []tile.ID{red5m, plain5m} {
				if id != c.left {
					assert.True(t, holdsID(g, south, id), "%v stays", id)
				}
			}
			// What West sees: the face and whether it was the drawn tile, no copy number.
			want := game.RiverTile{Tile: tile.Character5, Red: c.left == red5m, Drawn: c.drawn}
			assert.Equal(t, want, lastRiver(g, west, south))
			evs := g.EventsFor(west)
			e := evs[len(evs)-1]
			require.Equal(t, game.EventDiscard, e.Kind)
			assert.Equal(t, c.left == red5m, e.Red)
			assert.Equal(t, c.drawn, e.Drawn)
			assert.Equal(t, game.FaceID(g, c.left), e.Tile, "the face, not the copy")
			all := g.Events()
			assert.Equal(t, c.left, all[len(all)-1].Tile, "the full log keeps the copy")
			passPending(t, g)
			apply(t, g, act(game.Discard, west, "4m"))
			apply(t, g, act(game.Win, south, "4m"))
			passPending(t, g)
			require.Len(t, g.Wins(), 1)
			assert.Equal(t, c.aka, akaOf(g.Wins()[0].Result), "%v", g.Wins()[0].Result.Items)
			// Replaying the record gives the same physical tiles.
			b, err := g.MarshalJSON()
			require.NoError(t, err)
			var back game.Game
			require.NoError(t, back.UnmarshalJSON(b))
			assert.Equal(t, g.Events(), back.Events())
		})
	}
}

// riichiRedLayout: South is ready on 4m/7m with 56m from the deal, declares riichi with its first draw,
// and draws a second 5m three turns later, which it must discard; West then discards 4m.
func riichiRedLayout() layout {
	return layout{
		hands: hands4(
			"9m 1m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z",
			"5m 6m 234p 678p 88s 678s",
			"4m 4m 1p 2p 3z 3z 1s 2s 9s 1z 2z 5z 6z",
			"2m 3m 7p 8p 9p 2s 3s 4z 4z 5z 6z 7z 1z"),
		draws: "9p 1s 9s 1p 5m 9m",
	}
}

// TestRedFiveUnderRiichi: a riichi player's discard is always the drawn physical tile. South, in
// riichi, holds one 5m and draws the other: the only legal discard is the drawn five, stated exactly
// (red or not, drawn); the kind alone discards it too, and the other five is refused. The win counts
// the aka of the five in the hand.
func TestRedFiveUnderRiichi(t *testing.T) {
	r := riichiRules(t, "tenhou")
	for _, redDrawn := range []bool{false, true} {
		var g *game.Game
		drawn, kept := plain5m, red5m
		if redDrawn {
			g = startSwapped(t, riichiRedLayout(), r, red5m, plain5m)
			drawn, kept = red5m, plain5m
		} else {
			g = startSwapped(t, riichiRedLayout(), r, 0, 0)
		}
		discardPass(t, g, east, "9m")
		riichiSouth(t, g)
		assert.True(t, lastRiver(g, north, south).Sideways, "the riichi tile is turned")
		turns(t, g, 3)
		require.Equal(t, drawn, g.View(south).DrawnTile)
		want := game.Action{Kind: game.Discard, Seat: south, Tile: tile.Character5, Drawn: true}
		other := game.Action{Kind: game.Discard, Seat: south, Tile: tile.Character5}
		if redDrawn {
			want.Red = 1
		} else {
			other.Red = 1
		}
		assert.Equal(t, []game.Action{want}, discards(g.Legal(south)), "red drawn %v", redDrawn)
		if redDrawn {
			// "S discard 5m" is the kind alone: under riichi it is the drawn tile, the red one.
			apply(t, g, game.Action{Kind: game.Discard, Seat: south, Tile: tile.Character5})
		} else {
			rejects(t, g, other, game.ErrNotHeld)
			apply(t, g, game.Action{Kind: game.Discard, Seat: south, Tile: tile.Character5})
		}
		assert.True(t, holdsID(g, south, kept))
		assert.False(t, holdsID(g, south, drawn))
		assert.Equal(t, game.RiverTile{Tile: tile.Character5, Red: redDrawn, Drawn: true}, lastRiver(g, north, south))
		passPending(t, g)
		apply(t, g, act(game.Discard, west, "4m"))
		apply(t, g, act(game.Win, south, "4m"))
		passPending(t, g)
		require.Len(t, g.Wins(), 1)
		wantAka := 1
		if redDrawn {
			wantAka = 0
		}
		assert.Equal(t, wantAka, akaOf(g.Wins()[0].Result), "red drawn %v: %v", redDrawn, g.Wins()[0].Result.Items)
	}
}

// TestRedFiveInChi: South chis East's 4m with 56m holding 0m 5m 6m: the listing offers the plain 5m and
// the red one as two choices, the meld shows the red five chosen, and after South discards its other
// 5m and wins on West's 2s, the aka count is that of the chi's choice.
func TestRedFiveInChi(t *testing.T) {
	r := riichiRules(t, "tenhou")
	l := layout{
		hands: hands4(
			"4m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z",
			"5m 5m 6m 234p 678p 88s 34s",
			"4m 7m 1p 2p 3z 3z 1s 2s 9s 1z 2z 5z 6z",
			"2m 3m 7p 8p 9p 2s 3s 4z 4z 5z 6z 7z 1z"),
		draws: "9m",
	}
	for red := range uint8(2) {
		g := startSwapped(t, l, r, 0, 0)
		apply(t, g, act(game.Discard, east, "4m"))
		var chis []string
		for _, a := range g.Legal(south) {
			if a.Kind == game.Chow {
				chis = append(chis, a.String())
			}
		}
		assert.Equal(t, []string{"S chow 4m 456m from E", "S chow 4m 456m with 0m from E"}, chis)
		a, err := game.ParseAction("S chow 4m 456m from E")
		require.NoError(t, err)
		a.Red = red
		apply(t, g, a)
		passPending(t, g)
		require.Equal(t, south, g.Turn())
		melds := g.View(west).Players[south.Index()].Melds
		require.Len(t, melds, 1)
		assert.Equal(t, int(red), melds[0].Red(), "the meld shows the red five chosen")
		apply(t, g, act(game.Discard, south, "5m")) // the five left, red or not
		passPending(t, g)
		apply(t, g, act(game.Discard, west, "2s"))
		apply(t, g, act(game.Win, south, "2s"))
		passPending(t, g)
		require.Len(t, g.Wins(), 1)
		assert.Equal(t, int(red), akaOf(g.Wins()[0].Result), "chi with red %d: %v", red, g.Wins()[0].Result.Items)
	}
}

// TestRedFiveInPon: South pons East's plain 5m holding 0m 5m 5m: the listing offers the pon with two
// plain fives and with the red one; after South discards its last 5m (kuikae allowed) and wins on
// West's 8s, the aka count is that of the pon's choice. A pon asking for two red fives is refused.
func TestRedFiveInPon(t *testing.T) {
	r := riichiRules(t, "tenhou", func(o *riichi.Options) { o.Kuikae = riichi.KuikaeAllowed })
	l := layout{
		hands: hands4(
			"5m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z",
			"5m 5m 5m 234p 678p 88s 67s",
			"4m 7m 1p 2p 3z 3z 1s 8s 9s 1z 2z 5z 6z",
			"2m 3m 7p 8p 9p 2s 3s 4z 4z 5z 6z 7z 1z"),
		draws: "9m",
	}
	for red := range uint8(2) {
		// East's 5m is dealt first and would be the red one: give it South's third five instead.
		g := startSwapped(t, l, r, red5m, tile.IDOf(tile.Character5, 3))
		require.True(t, holdsID(g, south, red5m))
		apply(t, g, act(game.Discard, east, "5m"))
		var pons []string
		for _, a := range g.Legal(south) {
			if a.Kind == game.Pung {
				pons = append(pons, a.String())
			}
		}
		assert.Equal(t, []string{"S pung 5m from E", "S pung 5m with 0m from E"}, pons)
		rejects(t, g, game.Action{Kind: game.Pung, Seat: south, Tile: tile.Character5, Red: 2}, game.ErrNotHeld)
		apply(t, g, game.Action{Kind: game.Pung, Seat: south, Tile: tile.Character5, Red: red})
		passPending(t, g)
		assert.Equal(t, int(red), g.View(north).Players[south.Index()].Melds[0].Red())
		apply(t, g, act(game.Discard, south, "5m"))
		passPending(t, g)
		apply(t, g, act(game.Discard, west, "8s"))
		apply(t, g, act(game.Win, south, "8s"))
		passPending(t, g)
		require.Len(t, g.Wins(), 1)
		assert.Equal(t, int(red), akaOf(g.Wins()[0].Result), "pon with red %d: %v", red, g.Wins()[0].Result.Items)
	}
}

// TestSidewaysAfterCall: when another seat pons the riichi declaration tile, the declarer's next
// discard is the one turned sideways, in the river and in the discard event.
func TestSidewaysAfterCall(t *testing.T) {
	r := riichiRules(t, "tenhou")
	l := layout{
		hands: hands4(
			"9m 1m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z 7z",
			"5m 6m 234p 678p 88s 678s",
			"4m 4m 1p 2p 3z 3z 1s 2s 9s 1z 9p 9p 6z",
			"2m 3m 7p 8p 2p 2s 3s 4z 4z 5z 6z 7z 1z"),
		draws: "9p 1s 9s 1p 9m",
	}
	g := startSwapped(t, l, r, 0, 0)
	discardPass(t, g, east, "9m")
	apply(t, g, game.Action{Kind: game.Discard, Seat: south, Tile: tile.Circle9, Drawn: true, Call: true})
	apply(t, g, game.Action{Kind: game.Pung, Seat: west, Tile: tile.Circle9})
	passPending(t, g)
	river := g.View(east).Players[south.Index()].River
	require.Len(t, river, 1)
	assert.Equal(t, game.RiverTile{Tile: tile.Circle9, Drawn: true, Sideways: true, Called: true}, river[0])
	discardPass(t, g, west, "1s")
	turns(t, g, 2) // North, East
	require.Equal(t, south, g.Turn())
	discardDrawn(t, g, false)
	assert.True(t, lastRiver(g, east, south).Sideways, "the next discard is turned instead")
	evs := g.EventsFor(east)
	assert.True(t, evs[len(evs)-1].Sideways)
	// The log in riichi's words, and the public view's JSON, mark both tiles.
	assert.Regexp(t, `^S discard \S+ drawn \(sideways\)$`, evs[len(evs)-1].Text(variant.RiichiWords))
	assert.Contains(t, eventTexts(evs, variant.RiichiWords), "S riichi 9p drawn")
	var pub struct {
		Players []struct {
			River []map[string]any `json:"river"`
		} `json:"players"`
	}
	require.NoError(t, json.Unmarshal(mustJSON(t, g.View(east)), &pub))
	sr := pub.Players[south.Index()].River
	assert.Equal(t, map[string]any{"tile": "9p", "drawn": true, "sideways": true, "called": true}, sr[0])
	assert.Equal(t, true, sr[len(sr)-1]["sideways"])
	passPending(t, g)
	turns(t, g, 3)
	discardDrawn(t, g, false)
	assert.False(t, lastRiver(g, east, south).Sideways, "one tile only")
}

// TestPhysicalChoicesProperty: in random hands under riichi (red fives) and classic rules, at every
// third decision with a choice: the listing has no duplicates; every listed action is accepted; its text parses back to
// it; and a kind-only discard (Red 0, not Drawn) moves the same physical tile as the first listed
// discard of its kind, the one rule for kind-only actions (see game.Action).
func TestPhysicalChoicesProperty(t *testing.T) {
	for _, r := range []variant.Rules{riichiRules(t, "tenhou"), rulesOf(t, "classic")} {
		t.Run(r.Name(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				sc := r.Table().Scoring.StartingScore
				g, err := game.New(r, game.Config{Dealer: tile.SeatEast, Scores: [4]int{sc, sc, sc, sc},
					Seed: wall.SeedOf(rapid.Uint64().Draw(t, "seed"))})
				require.NoError(t, err)
				for steps := 0; !g.Over(); steps++ {
					require.Less(t, steps, 3000)
					var s tile.Seat
					for s = range g.Pending().All() {
						break
					}
					legal := g.Legal(s)
					require.NotEmpty(t, legal)
					if len(legal) > 1 && steps%3 == 0 { // a third of the decisions, to keep the test quick
						checkChoices(t, g, legal)
					}
					require.NoError(t, g.Apply(rapid.SampledFrom(legal).Draw(t, "action")))
				}
			})
		})
	}
}

func checkChoices(t *rapid.T, g *game.Game, legal []game.Action) {
	firstOf := map[[2]any]game.Action{} // the first listed discard of each kind, with or without a call
	for i, a := range legal {
		for _, b := range legal[:i] {
			if reflect.DeepEqual(a, b) {
				t.Fatalf("%v listed twice in %v", a, legal)
			}
		}
		back, err := game.ParseAction(a.String())
		require.NoError(t, err, a.String())
		require.Equal(t, a, back, a.String())
		c := g.Clone()
		require.NoError(t, c.Apply(a), "%v", a)
		if a.Kind == game.Discard {
			k := [2]any{a.Tile, a.Call}
			if _, ok := firstOf[k]; !ok {
				firstOf[k] = a
			}
		}
	}
	for _, a := range firstOf {
		kindOnly := a
		kindOnly.Red, kindOnly.Drawn = 0, false
		x, y := g.Clone(), g.Clone()
		require.NoError(t, x.Apply(a))
		require.NoError(t, y.Apply(kindOnly), "%v", kindOnly)
		ex, ey := x.Events(), y.Events()
		n := len(g.Events())
		require.Equal(t, ex[n].Tile, ey[n].Tile, "%v and %v move different tiles", a, kindOnly)
	}
}

// TestKongStatesRed: a concealed kan takes all four fives, so it has no choice, but its listing states
// the red five among them; a kan asking for more red fives than it takes is refused, and the kind alone
// is accepted. The kan shows its red five to the other seats.
func TestKongStatesRed(t *testing.T) {
	r := riichiRules(t, "tenhou")
	l := layout{
		hands: hands4(
			"5m 5m 5m 5m 1p 9p 1s 9s 1z 2z 3z 4z 6z 7z",
			"2m 6m 234p 678p 88s 678s",
			"4m 4m 1p 2p 3z 3z 1s 2s 9s 1z 2z 5z 6z",
			"2m 3m 7p 8p 9p 2s 3s 4z 4z 5z 6z 7z 1z"),
	}
	g := startSwapped(t, l, r, 0, 0)
	want := game.Action{Kind: game.Kong, Seat: east, Tile: tile.Character5, Red: 1}
	assert.Contains(t, g.Legal(east), want)
	assert.Equal(t, "E kong 5555m with 0m", want.String())
	rejects(t, g, game.Action{Kind: game.Kong, Seat: east, Tile: tile.Character5, Red: 2}, game.ErrNotHeld)
	kanNow(t, g, game.Action{Kind: game.Kong, Seat: east, Tile: tile.Character5})
	melds := g.View(south).Players[east.Index()].Melds
	require.Len(t, melds, 1)
	assert.Equal(t, 1, melds[0].Red())
}
