package tenhou_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/mahjong-go/mahjong/tile"
)

const sample = "../testdata/logs/2019021004gm-00a9-0000-e2f6516d"

// pairs are the games shipped both as Tenhou's mjlog and as Tenhou's own tenhou.net/6 JSON.
var pairs = []string{sample, "../testdata/logs/2019080322gm-00a9-0000-81e85e04"}

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	return b
}

// normalizeXML turns a Tenhou mjlog into its normalized form by text edits: it drops
// SHUFFLE, UN and BYE tags and white space between tags and sorts the yaku of each AGARI.
func normalizeXML(t *testing.T, b []byte) string {
	s := regexp.MustCompile(`<(SHUFFLE|UN|BYE)\b[^>]*>`).ReplaceAllString(string(b), "")
	s = regexp.MustCompile(`>\s+<`).ReplaceAllString(s, "><")
	s = strings.TrimSpace(s)
	return regexp.MustCompile(` yaku="([0-9,]*)"`).ReplaceAllStringFunc(s, func(m string) string {
		f := strings.Split(m[len(` yaku="`):len(m)-1], ",")
		type pair struct{ id, han int }
		var ps []pair
		for i := 0; i+1 < len(f); i += 2 {
			id, err1 := strconv.Atoi(f[i])
			han, err2 := strconv.Atoi(f[i+1])
			require.NoError(t, errors.Join(err1, err2))
			ps = append(ps, pair{id, han})
		}
		slices.SortStableFunc(ps, func(a, b pair) int { return track.YakuRank(a.id) - track.YakuRank(b.id) })
		out := make([]string, 0, len(f))
		for _, p := range ps {
			out = append(out, strconv.Itoa(p.id), strconv.Itoa(p.han))
		}
		return ` yaku="` + strings.Join(out, ",") + `"`
	})
}

// yakuNames maps Tenhou's yaku names of the sample files to ids, for normalizeJSON.
var yakuIDs = map[string]int{"門前清自摸和": 0, "立直": 1, "平和": 7, "断幺九": 8, "自風 西": 12, "場風 東": 14,
	"場風 南": 15, "役牌 發": 19, "一発": 2, "七対子": 22, "一気通貫": 24, "対々和": 28, "混一色": 34, "ドラ": 52, "裏ドラ": 53, "赤ドラ": 54}

// normalizeJSON puts the yaku strings of each win of a Tenhou JSON log in the normalized order and
// drops a zero ura dora, as the normalized form does.
func normalizeJSON(t *testing.T, b []byte) string {
	re := regexp.MustCompile(`\[(\d),(\d),(\d),("[^"]*")((?:,"[^"]*")*)\]`)
	return re.ReplaceAllStringFunc(string(b), func(m string) string {
		p := re.FindStringSubmatch(m)
		var ys []string
		for _, y := range strings.Split(p[5], ",")[1:] {
			if y != `"裏ドラ(0飜)"` {
				ys = append(ys, y)
			}
		}
		id := func(y string) int {
			name := y[1:strings.LastIndex(y, "(")]
			v, ok := yakuIDs[name]
			require.True(t, ok, "yaku %s missing from the test's table", name)
			return track.YakuRank(v)
		}
		slices.SortStableFunc(ys, func(a, b string) int { return id(a) - id(b) })
		return "[" + p[1] + "," + p[2] + "," + p[3] + "," + p[4] + "," + strings.Join(ys, ",") + "]"
	})
}

// TestRoundTripIsNormalizedInput: each file written back in its own format is its normalized form.
func TestRoundTripIsNormalizedInput(t *testing.T) {
	formats := []struct {
		read      func(io.Reader) (*interop.Game, error)
		write     func([]byte, *interop.Game) ([]byte, error)
		normalize func(*testing.T, []byte) string
		files     []string
	}{
		{tenhou.ReadXML, tenhou.AppendXML, normalizeXML,
			[]string{pairs[0] + ".mjlog.xml", pairs[1] + ".mjlog.xml", "../testdata/example/hand.mjlog.xml"}},
		{tenhou.ReadJSON, tenhou.AppendJSON, normalizeJSON, []string{pairs[0] + ".json", pairs[1] + ".json"}},
	}
	for _, f := range formats {
		for _, name := range f.files {
			in := readFile(t, name)
			g, err := f.read(bytes.NewReader(in))
			require.NoError(t, err, name)
			out, err := f.write(nil, g)
			require.NoError(t, err)
			assert.Equal(t, f.normalize(t, in), string(out), name)
		}
	}
}

func TestXMLReadsGzip(t *testing.T) {
	in := readFile(t, sample+".mjlog.xml")
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	_, err := zw.Write(in)
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	plain, err := tenhou.ReadXML(bytes.NewReader(in))
	require.NoError(t, err)
	zipped, err := tenhou.ReadXML(&z)
	require.NoError(t, err)
	assert.Equal(t, plain, zipped)
}

func TestXMLSampleFacts(t *testing.T) {
	g, err := tenhou.ReadXML(bytes.NewReader(readFile(t, sample+".mjlog.xml")))
	require.NoError(t, err)
	require.Len(t, g.Hands, 10)
	assert.Equal(t, &interop.Rules{Red: true, Kuitan: true, Hanchan: true, Human: true, Room: 3}, g.Rules)
	assert.Equal(t, "七段", g.Players[0].Dan)
	assert.Equal(t, 2277.68, g.Players[3].Rate)
	assert.Equal(t, &interop.End{Points: [4]int{4400, 7100, 40700, 47800}, Results: [4]int{-460, -330, 210, 580}}, g.End)
	h := g.Hands[0]
	assert.Equal(t, [2]int{1, 5}, h.Dice, "seed dice are written minus one")
	assert.Equal(t, tile.ID(83), h.Indicator, "mjlog id 82 is library id 83")
	// The first hand ends with seat 2's tsumo of 12,000 (haneman).
	last := h.Events[len(h.Events)-1]
	require.Equal(t, interop.EventWin, last.Kind)
	assert.Equal(t, track.Seat(2), last.Seat)
	assert.Equal(t, last.Seat, last.From)
	assert.Equal(t, 12000, last.Win.Points)
	assert.Equal(t, 2, last.Win.Limit)
	assert.Equal(t, [4]int{-6000, -3000, 12000, -3000}, last.Win.Deltas)
	assert.Equal(t, []interop.Yaku{{ID: 12, Han: 1}, {ID: 14, Han: 1}, {ID: 28, Han: 2}, {ID: 34, Han: 2}}, last.Win.Yaku, "yaku sorted by id")
	// Hand 5 (East 1 after the first lap... round 4) has seat 3's ankan of 7p with its dora at once.
	evs := g.Hands[4].Events
	i := slices.IndexFunc(evs, func(e interop.Event) bool { return e.Kind == interop.EventAnkan })
	require.Positive(t, i)
	assert.Equal(t, interop.EventDora, evs[i+1].Kind, "an ankan reveals its indicator at once")
	assert.Equal(t, interop.EventDraw, evs[i+2].Kind)
	r := evs[len(evs)-1].Ryuukyoku
	require.NotNil(t, r)
	assert.Equal(t, interop.Exhaustive, r.Kind)
	assert.Equal(t, [4]bool{false, true, false, false}, r.Shown)
	assert.Equal(t, [4]int{-1000, 3000, -1000, -1000}, r.Deltas)
	// Tsumogiri is derived: the discard equals the tile just drawn.
	assert.True(t, g.Hands[0].Events[3].Tsumogiri == (g.Hands[0].Events[3].Tile == g.Hands[0].Events[2].Tile))
}

// TestXMLToJSONMatchesTenhou: the mjlog of a game exported as JSON equals the
// normalized form of Tenhou's own JSON of that game. The mjlog lacks the log id and rating class,
// which the test supplies from the file name.
func TestXMLToJSONMatchesTenhou(t *testing.T) {
	for _, p := range pairs {
		g, err := tenhou.ReadXML(bytes.NewReader(readFile(t, p+".mjlog.xml")))
		require.NoError(t, err, p)
		g.Tenhou.Ref, g.Tenhou.RatingClass = p[strings.LastIndex(p, "/")+1:], "PF4"
		out, err := tenhou.AppendJSON(nil, g)
		require.NoError(t, err)
		assert.Equal(t, normalizeJSON(t, readFile(t, p+".json")), string(out), p)
	}
}

// TestJSONAndXMLReadToTheSameGame: both files of the pair give the same play up to copy numbers and
// dice, which the JSON does not carry.
func TestJSONAndXMLReadToTheSameGame(t *testing.T) {
	for _, p := range pairs {
		sameGame(t, p)
	}
}

func sameGame(t *testing.T, p string) {
	gx, err := tenhou.ReadXML(bytes.NewReader(readFile(t, p+".mjlog.xml")))
	require.NoError(t, err)
	gj, err := tenhou.ReadJSON(bytes.NewReader(readFile(t, p+".json")))
	require.NoError(t, err)
	for i := range gx.Hands {
		gx.Hands[i].Dice = [2]int{}
		for _, e := range gx.Hands[i].Events {
			if e.Win != nil && e.Win.Limit > 0 {
				e.Win.Fu = 0 // the JSON gives no fu for a limit hand
			}
		}
	}
	cx, cj := track.Canonical(gx, true), track.Canonical(gj, true)
	require.Len(t, cj.Hands, len(cx.Hands))
	for i := range cx.Hands {
		assert.True(t, reflect.DeepEqual(cx.Hands[i], cj.Hands[i]), "hand %d differs", i)
	}
	assert.Equal(t, cx.Rules, cj.Rules)
	assert.Equal(t, cx.End, cj.End)
	assert.Equal(t, cx.Players, cj.Players)
	// JSON → mjlog → record keeps the game.
	out, err := tenhou.AppendXML(nil, gj)
	require.NoError(t, err)
	back, err := tenhou.ReadXML(bytes.NewReader(out))
	require.NoError(t, err)
	for i := range back.Hands {
		back.Hands[i].Dice = [2]int{}
	}
	assert.True(t, reflect.DeepEqual(gj.Hands, back.Hands), "JSON -> mjlog -> record changed the hands")
}

func TestMeldCodesOfTheSpec(t *testing.T) {
	// The worked codes of the format notes, each played in a minimal log so that the decoded call is checked.
	for _, c := range []struct {
		m, who int
		want   interop.Event
	}{
		{48746, 3, interop.Event{Kind: interop.EventPon, Seat: track.Seat(3), From: track.Seat(1), Tile: 127, Consumed: [4]tile.ID{125, 126}}},
		{6183, 1, interop.Event{Kind: interop.EventChi, Seat: track.Seat(1), From: track.Seat(0), Tile: 9, Consumed: [4]tile.ID{14, 17}}},
		{13315, 2, interop.Event{Kind: interop.EventDaiminkan, Seat: track.Seat(2), From: track.Seat(1), Tile: 53, Consumed: [4]tile.ID{54, 55, 56}}},
		{27648, 0, interop.Event{Kind: interop.EventAnkan, Seat: track.Seat(0), Consumed: [4]tile.ID{109, 110, 111, 112}}},
	} {
		got, err := tenhou.DecodeMeld(c.m, c.who)
		require.NoError(t, err, c.m)
		assert.Equal(t, c.want, got, c.m)
		assert.Equal(t, c.m, tenhou.EncodeMeld(got), c.m)
	}
	kakan, err := tenhou.DecodeMeld(48754, 3)
	require.NoError(t, err)
	assert.Equal(t, interop.Event{Kind: interop.EventKakan, Seat: track.Seat(3), Tile: 128}, kakan)
	_, err = tenhou.DecodeMeld(30752, 0)
	assert.ErrorIs(t, err, interop.ErrThreePlayer, "nukidora")
	// An ankan written with copy 2 reads the same and is written back with copy 0.
	a2, err := tenhou.DecodeMeld((110)<<8, 0)
	require.NoError(t, err)
	assert.Equal(t, 27648, tenhou.EncodeMeld(a2))
}

func TestReadersRefuseThreePlayerLogs(t *testing.T) {
	for _, in := range []string{
		`<mjloggm ver="2.3"><GO type="185" lobby="0"/></mjloggm>`,
		`<mjloggm ver="2.3"><TAIKYOKU oya="0"/><INIT seed="0,0,0,1,1,5" ten="350,350,350" oya="0" hai0="1,2,3,4,5,6,7,8,9,10,11,12,13" hai1="14,15,16,17,18,19,20,21,22,23,24,25,26" hai2="27,28,29,30,31,32,33,34,35,36,37,38,39" hai3=""/></mjloggm>`,
	} {
		_, err := tenhou.ReadXML(strings.NewReader(in))
		assert.ErrorIs(t, err, interop.ErrThreePlayer, in)
		assert.Contains(t, err.Error(), "three-player")
	}
	for _, in := range []string{
		`{"name":["A","B","C"],"rule":{"disp":"般南喰赤"},"log":[]}`,
		`{"name":["A","B","C","D"],"rule":{"disp":"三般南喰赤","aka":1},"log":[]}`,
	} {
		_, err := tenhou.ReadJSON(strings.NewReader(in))
		assert.ErrorIs(t, err, interop.ErrThreePlayer, in)
	}
}

func TestReadersRefuseMalformedInputWithShortQuotes(t *testing.T) {
	long := strings.Repeat("x", 10000)
	xmls := []string{
		"", "garbage", "<mjloggm>" + long, `<mjloggm ver="2.3"><INIT seed="0"/></mjloggm>`,
		`<mjloggm ver="2.3"><T5/></mjloggm>`,
		`<mjloggm ver="2.3"><GO type="169" lobby="0"/><TAIKYOKU oya="0"/></mjloggm>`,
		// The same tile dealt twice.
		`<mjloggm ver="2.3"><INIT seed="0,0,0,1,1,5" ten="250,250,250,250" oya="0" hai0="1,1,3,4,5,6,7,8,9,10,11,12,13" hai1="14,15,16,17,18,19,20,21,22,23,24,25,26" hai2="27,28,29,30,31,32,33,34,35,36,37,38,39" hai3="40,41,42,43,44,45,46,47,48,49,50,51,52"/></mjloggm>`,
	}
	jsons := []string{"", "{", `{"log":[]}`, `{"log":[[1,2]]}`, `{"log":"` + long + `"}`,
		`{"name":["A","B","C","D"],"log":[[[0,0,0],[25000,25000,25000,25000],[29],[],[11],[],[],[11],[],[],[11],[],[],[11],[],[],["流局"]]]}`}
	for _, f := range []struct {
		read func(io.Reader) (*interop.Game, error)
		ins  []string
	}{{tenhou.ReadXML, xmls}, {tenhou.ReadJSON, jsons}} {
		for _, in := range f.ins {
			_, err := f.read(strings.NewReader(in))
			var ie *interop.Error
			require.ErrorAs(t, err, &ie, in)
			assert.ErrorIs(t, err, interop.ErrMalformed)
			assert.Less(t, len(err.Error()), 300)
		}
	}
}

// TestJSONWrongOrderIsRefused: a call that does not fit the play leaves the lists unconsumed.
func TestJSONRefusesImpossiblePlay(t *testing.T) {
	in := readFile(t, "../testdata/example/hand.json")
	bad := bytes.Replace(in, []byte(`["45p4545"]`), []byte(`["4545p45"]`), 1) // pon from the next seat: seat 0 never discarded White
	_, err := tenhou.ReadJSON(bytes.NewReader(bad))
	assert.ErrorIs(t, err, interop.ErrMalformed)
	bad = bytes.Replace(in, []byte(`"40符2飜3900点"`), []byte(`"40符3飜3900点"`), 1)
	_, err = tenhou.ReadJSON(bytes.NewReader(bad))
	assert.ErrorIs(t, err, interop.ErrMalformed, "han of the value and of the yaku disagree")
}
