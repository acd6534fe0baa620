package riichi_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/internal/winfacts"
	"github.com/mahjong-go/mahjong/meld"
	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// drawWin draws a complete hand (a pair and four groups, up to three declared, chiitoitsu now and
// then) and facts for a win on one of its concealed tiles: tsumo or ron, riichi when closed, 1 to 4
// indicators, honba and sticks. The win may still have no yaku.
func drawWin(t *rapid.T) (hand.Hand, score.WinContext) { return drawWinAt(t, 4) }

// sanmaKinds are the 27 kinds of three-player riichi: no 2m to 8m.
var sanmaKinds = func() []int {
	var out []int
	for k := 1; k <= 34; k++ {
		if t := tile.Tile(k); t.Suit() != tile.Characters || t.Rank() == 1 || t.Rank() == 9 {
			out = append(out, k)
		}
	}
	return out
}()

// drawWinAt draws a win as drawWin does at a table of players (3 or 4): with three, from the 27 kinds,
// no man sequence, only East, South and West as seats, and 0 to 4 kitas.
func drawWinAt(t *rapid.T, players int) (hand.Hand, score.WinContext) {
	var all, conc tile.Counts
	var melds []meld.Meld
	kind := rapid.IntRange(1, 34)
	if players == 3 {
		kind = rapid.SampledFrom(sanmaKinds)
	}
	take := func(k tile.Tile, n int) bool {
		if int(all[k])+n > 4 {
			return false
		}
		all[k] += uint8(n)
		return true
	}
	if rapid.IntRange(0, 9).Draw(t, "pairs") == 0 {
		for len(melds) == 0 && conc.Total() < 14 {
			k := tile.Tile(kind.Draw(t, "pair"))
			if conc[k] == 0 {
				conc[k] = 2
			}
		}
	} else {
		p := tile.Tile(kind.Draw(t, "pair"))
		take(p, 2)
		conc[p] = 2
		nMelds := rapid.IntRange(0, 3).Draw(t, "melds")
		for i := 0; i < 4; {
			k := tile.Tile(kind.Draw(t, "group"))
			seq := k.IsSuited() && k.Rank() <= 7 && (players == 4 || k.Suit() != tile.Characters) &&
				rapid.Bool().Draw(t, "seq")
			quad := !seq && i < nMelds && rapid.IntRange(0, 3).Draw(t, "quad") == 0
			switch {
			case seq && (int(all[k]) >= 4 || int(all[k+1]) >= 4 || int(all[k+2]) >= 4):
				continue
			case seq:
				take(k, 1)
				take(k+1, 1)
				take(k+2, 1)
			case quad && !take(k, 4), !quad && !take(k, 3):
				continue
			}
			if i < nMelds {
				var m meld.Meld
				switch {
				case seq:
					m, _ = meld.NewClaimed(meld.Chow, k, tile.SeatAt(players-1))
				case quad && rapid.Bool().Draw(t, "ankan"):
					m = meld.MustNew(meld.Kong, k)
				case quad:
					m, _ = meld.NewClaimed(meld.Kong, k, tile.SeatWest)
				default:
					m, _ = meld.NewClaimed(meld.Pung, k, tile.SeatWest)
				}
				melds = append(melds, m)
			} else if seq {
				conc[k]++
				conc[k+1]++
				conc[k+2]++
			} else {
				conc[k] += 3
			}
			i++
		}
	}
	h, err := hand.FromCounts(conc, melds, 0)
	require.NoError(t, err)
	kinds := conc.Tiles(nil)
	win := kinds[rapid.IntRange(0, len(kinds)-1).Draw(t, "win")]
	winner := tile.SeatAt(rapid.IntRange(0, players-1).Draw(t, "winner"))
	dealer := tile.SeatAt(rapid.IntRange(0, players-1).Draw(t, "dealer"))
	round := tile.East + tile.Tile(rapid.IntRange(0, 1).Draw(t, "round"))
	var w score.WinContext
	if rapid.Bool().Draw(t, "tsumo") {
		w = riichi.Tsumo(winner, dealer, round, win)
	} else {
		from := tile.SeatAt((winner.Index() + rapid.IntRange(1, players-1).Draw(t, "from")) % players)
		w = riichi.Ron(winner, from, dealer, round, win)
	}
	if players == 3 {
		w.Kita = rapid.IntRange(0, 4-int(max(all[tile.North], conc[tile.North]))).Draw(t, "kita")
	}
	nd := rapid.IntRange(1, 4).Draw(t, "indicators")
	for i := range nd {
		w.Indicators[i] = tile.Tile(kind.Draw(t, "dora"))
	}
	if h.IsConcealed() && rapid.Bool().Draw(t, "riichi") {
		w = riichi.WithFacts(w, riichi.Facts{Riichi: riichi.Riichi})
		for i := range nd {
			w.HiddenIndicators[i] = tile.Tile(kind.Draw(t, "ura"))
		}
	}
	w.Counters = rapid.IntRange(0, 5).Draw(t, "honba")
	w.Deposits = rapid.IntRange(0, 4).Draw(t, "sticks")
	return h, w
}

// drawWinFor draws a win as drawWin does, fitted to o: no ura indicators without UraDora, and one dora
// indicator without KanDora.
func drawWinFor(t *rapid.T, o riichi.Options) (hand.Hand, score.WinContext) {
	h, w := drawWin(t)
	o = o.Resolved()
	if o.UraDora == riichi.Off {
		w.HiddenIndicators = score.Indicators{}
	}
	if o.KanDora == riichi.Off {
		w.Indicators = score.Indicators{w.Indicators[0]}
		if w.HiddenIndicators.Len() > 0 {
			w.HiddenIndicators = score.Indicators{w.HiddenIndicators[0]}
		}
	}
	return h, w
}

var presetGen = rapid.SampledFrom(fourPlayerPresets())

// fourPlayerPresets returns the presets of four-player riichi, for the properties that draw four seats;
// the three-player presets have their own (sanma_test.go).
func fourPlayerPresets() []string {
	var out []string
	for _, name := range riichi.Presets() {
		if o, err := riichi.Preset(name); err == nil && o.Players == 4 {
			out = append(out, name)
		}
	}
	return out
}

func presetRules(t *rapid.T) *riichi.Rules {
	o, err := riichi.Preset(presetGen.Draw(t, "preset"))
	require.NoError(t, err)
	r, err := riichi.New(o)
	require.NoError(t, err)
	return r
}

// TestPaymentsProperty: payments always sum to zero; every seat but the winner pays, the winner only
// receives; the sticks go to the winner (Collected); a ron is paid by the discarder alone and a tsumo
// by all three others; the totals follow docs/rules/riichi.md §10.2 and docs/rules/riichi.md §10.3
// from the basic points.
func TestPaymentsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := presetRules(t)
		h, w := drawWinFor(t, r.Options())
		res, err := r.Score(h, w)
		if errors.Is(err, score.ErrNotWin) {
			return
		}
		require.NoError(t, err)
		net := res.Payments.Net()
		require.Zero(t, net[0]+net[1]+net[2]+net[3])
		require.Equal(t, 1000*w.Deposits, res.Collected)
		winner := w.Winner
		require.Positive(t, net[winner.Index()])
		dealer := w.Winner == w.Dealer
		b := res.Value
		want := 0
		for s := range tile.Seats() {
			if s == winner {
				continue
			}
			require.LessOrEqual(t, net[s.Index()], 0)
			switch {
			case winfacts.SelfDrawn(w.Source) && (dealer || s == w.Dealer):
				want += (2*b+99)/100*100 + 100*w.Counters
				require.Negative(t, net[s.Index()])
			case winfacts.SelfDrawn(w.Source):
				want += (b+99)/100*100 + 100*w.Counters
				require.Negative(t, net[s.Index()])
			case s != w.Supplier:
				require.Zero(t, net[s.Index()], "only the discarder pays a ron")
			}
		}
		if !winfacts.SelfDrawn(w.Source) {
			mul := 4
			if dealer {
				mul = 6
			}
			want = (mul*b+99)/100*100 + 300*w.Counters
		}
		require.Equal(t, want, net[winner.Index()], "%s", res)
	})
}

// TestDoraProperty: one more dora indicator never lowers the value; a yakuman ignores dora; fu is a
// multiple of 10 except chiitoitsu's 25.
func TestDoraProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := presetRules(t)
		h, w := drawWinFor(t, r.Options())
		res, err := r.Score(h, w)
		if errors.Is(err, score.ErrNotWin) {
			return
		}
		require.NoError(t, err)
		if res.Fu != 25 {
			require.Zero(t, res.Fu%10, "%s", res)
		}
		n := w.Indicators.Len()
		if n == len(score.Indicators{}) || r.Options().KanDora == riichi.Off {
			return // no room for one more indicator
		}
		more := w
		more.Indicators[n] = tile.Tile(rapid.IntRange(1, 34).Draw(t, "extra"))
		if more.HiddenIndicators.Len() > 0 {
			more.HiddenIndicators[n] = tile.Tile(rapid.IntRange(1, 34).Draw(t, "extra ura"))
		}
		res2, err := r.Score(h, more)
		require.NoError(t, err)
		require.GreaterOrEqual(t, res2.Value, res.Value)
		require.GreaterOrEqual(t, res2.Han, res.Han)
		if res.Han >= 13 && res.Limit != "kazoe-yakuman" && res.Han%13 == 0 && isYakuman(res) {
			require.Equal(t, res.Value, res2.Value, "a yakuman ignores dora")
			require.Equal(t, res.Han, res2.Han)
			require.Equal(t, res.Payments.Net(), res2.Payments.Net())
		}
	})
}

func isYakuman(res score.Result) bool {
	for _, it := range res.Items {
		if it.Unit == score.Han && it.Value >= 13 {
			return true
		}
	}
	return false
}

// TestBestReadingProperty: the reading Score chooses is the best of all readings found by a brute-force
// enumeration (hand.AllArrangements with every placement of the winning tile): the same basic points,
// han and fu (docs/rules/riichi.md §7.5).
func TestBestReadingProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := presetRules(t)
		h, w := drawWinFor(t, r.Options())
		res, err := r.Score(h, w)
		basic, han, fu, ok := riichi.BruteBest(r, h, w)
		if errors.Is(err, score.ErrNotWin) {
			require.False(t, ok)
			return
		}
		require.NoError(t, err)
		require.True(t, ok)
		require.Equal(t, basic, res.Value, "%s", res)
		require.Equal(t, han, res.Han, "%s", res)
		require.Equal(t, fu, res.Fu, "%s", res)
	})
}

// TestRedFiveProperty: a red five scores exactly as its plain five except for one han of aka dora:
// the same yaku, fu, dora and ura; one more aka; one more han unless the hand is a yakuman (which
// ignores every dora).
func TestRedFiveProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r, err := riichi.New(riichi.Options{}) // tenhou: one red five of each suit allowed
		require.NoError(t, err)
		h, w := drawWin(t)
		plain, err := r.Score(h, w)
		if errors.Is(err, score.ErrNotWin) {
			return
		}
		require.NoError(t, err)
		suit := rapid.SampledFrom([]tile.Suit{tile.Characters, tile.Circles, tile.Bamboo}).Draw(t, "suit")
		c := h.Concealed()
		if c[tile.Of(suit, 5)] == 0 {
			return
		}
		red, err := h.MarkRed(suit, 1)
		require.NoError(t, err)
		res, err := r.Score(red, w)
		require.NoError(t, err)
		require.Equal(t, yakuOf(plain), yakuOf(res))
		require.Equal(t, plain.Fu, res.Fu)
		require.Equal(t, countOf(plain, "dora"), countOf(res, "dora"))
		require.Equal(t, countOf(plain, "ura"), countOf(res, "ura"))
		if isYakuman(plain) {
			require.Equal(t, plain.Han, res.Han)
			require.Equal(t, plain.Value, res.Value)
			return
		}
		require.Equal(t, countOf(plain, "aka")+1, countOf(res, "aka"))
		require.Equal(t, plain.Han+1, res.Han)
		require.GreaterOrEqual(t, res.Value, plain.Value)
	})
}

func countOf(res score.Result, name string) int {
	for _, it := range res.Items {
		if it.Unit == score.Dora && it.Name == name {
			return it.Value
		}
	}
	return 0
}

// mapHand returns h with every tile t replaced by f(t) (f must keep sequences sequences).
func mapHand(t *rapid.T, h hand.Hand, f func(tile.Tile) tile.Tile) hand.Hand {
	var c tile.Counts
	conc := h.Concealed()
	for k := tile.Character1; k <= tile.Red; k++ {
		c[f(k)] += conc[k]
	}
	var melds []meld.Meld
	for i := range h.NumMelds() {
		m := h.Meld(i)
		var n meld.Meld
		var err error
		from, _ := m.From()
		switch {
		case m.IsConcealed():
			n, err = meld.New(m.Kind(), f(m.Tile()))
		case m.Origin() == meld.Added:
			n, err = meld.NewClaimed(meld.Pung, f(m.Tile()), from)
			if err == nil {
				n, err = n.Upgrade()
			}
		default:
			n, err = meld.NewClaimed(m.Kind(), f(m.Tile()), from)
		}
		require.NoError(t, err)
		melds = append(melds, n)
	}
	out, err := hand.FromCounts(c, melds, 0)
	require.NoError(t, err)
	return out
}

// TestSuitSymmetryProperty: exchanging the three suits (characters to circles to bamboo to
// characters) in the hand, the winning tile and the indicators changes nothing in the value.
func TestSuitSymmetryProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := presetRules(t)
		h, w := drawWinFor(t, r.Options())
		res, err := r.Score(h, w)
		shift := func(k tile.Tile) tile.Tile {
			if !k.IsSuited() {
				return k
			}
			return tile.Tile((int(k)-1+9)%27 + 1)
		}
		w2 := w
		w2.Winning = shift(w.Winning)
		for i := range len(score.Indicators{}) {
			w2.Indicators[i] = shift(w.Indicators[i])
			w2.HiddenIndicators[i] = shift(w.HiddenIndicators[i])
		}
		res2, err2 := r.Score(mapHand(t, h, shift), w2)
		if err != nil {
			require.ErrorIs(t, err2, score.ErrNotWin)
			return
		}
		require.NoError(t, err2)
		require.Equal(t, yakuOf(res), yakuOf(res2))
		require.Equal(t, [3]int{res.Han, res.Fu, res.Value}, [3]int{res2.Han, res2.Fu, res2.Value})
		require.Equal(t, res.Payments.Net(), res2.Payments.Net())
	})
}

// TestSeatRotationProperty: moving every seat of a win (winner, dealer, discarder, liable) k places on
// moves each seat's payment k places and changes nothing else.
func TestSeatRotationProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := presetRules(t)
		h, w := drawWinFor(t, r.Options())
		res, err := r.Score(h, w)
		if err != nil {
			return
		}
		k := rapid.IntRange(1, 3).Draw(t, "k")
		w2 := w
		w2.Winner, w2.Dealer = w.Winner.Add(k), w.Dealer.Add(k)
		if w.Supplier != tile.NoSeat {
			w2.Supplier = w.Supplier.Add(k)
		}
		res2, err := r.Score(h, w2)
		require.NoError(t, err)
		require.Equal(t, res.Value, res2.Value)
		n, n2 := res.Payments.Net(), res2.Payments.Net()
		for s := range tile.NumSeats {
			require.Equal(t, n[s], n2[(s+k)%tile.NumSeats])
		}
	})
}
