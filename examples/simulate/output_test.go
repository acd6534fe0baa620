package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/tile"
)

func output(t *testing.T, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	require.NoError(t, run(args, &out))
	return out.String()
}

// TestOutputClaimsOnce checks that each claim is one line: no "resolve" line repeats it, and every claim
// line names the tile, the seat it came from and the claim.
func TestOutputClaimsOnce(t *testing.T) {
	s := output(t, "-hands", "3")
	assert.NotContains(t, s, "resolve")
	claimLine := regexp.MustCompile(`(?m)^  [ESWN] claims \S+ from [ESWN] for a (chow|pung|kong)$`)
	claims := claimLine.FindAllString(s, -1)
	require.NotEmpty(t, claims)
	lines := strings.Split(s, "\n")
	for i := 1; i < len(lines); i++ {
		if claimLine.MatchString(lines[i]) {
			assert.NotEqual(t, lines[i-1], lines[i], "claim printed twice")
		}
	}
}

// winLine is the headline of a win: who, on what, from where, and the value with its unit.
var winLine = regexp.MustCompile(`^ *[ESWN] wins on [1-9][mpsz]` +
	`( from [ESWN]| robbed from [ESWN]'s kong| drawn from the wall| drawn as a replacement tile): ` +
	`([0-9]+ points|base [0-9]+ \([0-9]+ fan\)|[0-9]+ han [0-9]+ fu(, [a-z-]+)?, basic points [0-9]+)$`)

// TestOutputNumbersLabelled checks that every win says who won on what from whom and what it is worth
// with its unit, and that each breakdown line and total carries its unit.
func TestOutputNumbersLabelled(t *testing.T) {
	s := output(t, "-hands", "4")
	wins := 0
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, " wins on ") {
			wins++
			assert.Regexp(t, winLine, l)
		}
		if strings.HasPrefix(l, "    total: ") {
			assert.Regexp(t, `^    total: (`+
				`[0-9]+ points × 2\^[0-9]+ \(doubles\) = [0-9]+, limit [0-9]+( \(applied\))?|`+
				`[0-9]+ fan, base before the cap [0-9]+, cap [0-9]+( \(applied\))?|`+
				`[0-9]+ han \(dora included\), [0-9]+ fu, basic points before the limit [0-9]+`+
				`(, limit [0-9]+ \([a-z-]+(, applied)?\))?`+
				`), value [0-9]+$`, l)
		}
		if strings.HasPrefix(l, "      ") && !strings.HasPrefix(l, "       ") {
			assert.Regexp(t, ` [0-9]+ (points|doubles|fan|limit|added|han|dora|fu)$`, l)
		}
	}
	assert.Positive(t, wins)
	assert.Regexp(t, `(?m)^running totals after hand 1: E -?[0-9]+, S -?[0-9]+, W -?[0-9]+, N -?[0-9]+$`, s)
}

// TestOutputMissingSuits checks that the revealed missing suits say which seat chose which suit.
func TestOutputMissingSuits(t *testing.T) {
	s := output(t, "-variant", "sichuan")
	assert.Regexp(t, `(?m)^  missing suits: E (characters|circles|bamboo), S (characters|circles|bamboo), `+
		`W (characters|circles|bamboo), N (characters|circles|bamboo)$`, s)
	assert.Regexp(t, `(?m)^  everyone passes three tiles (to the next player|to the previous player|across)$`, s)
	assert.Regexp(t, `(?m)^  E throws the break dice: [1-6]\+[1-6] = [0-9]+$`, s)
}

// payLine is one payment line, of a win or of the settlement.
var payLine = regexp.MustCompile(`^    ([ESWN]) pays ([ESWN]) ([0-9]+): (.+)$`)

// TestOutputSettlementAddsUp replays a whole Sichuan session's output: for every hand, the payments
// printed under the wins plus the settlement lines must give exactly the printed hand result, so no
// transfer is left out; and exhaustion hands show their settlement with its reasons.
func TestOutputSettlementAddsUp(t *testing.T) {
	// Greedy bots win most Sichuan hands three times over; this seed's session has an exhausted hand.
	s := output(t, "-variant", "sichuan", "-hands", "16", "-seed", "6", "-v", "0")
	var net [tile.NumSeats]int
	hands, settled := 0, 0
	reasons := map[string]bool{}
	inSettlement := false
	for _, l := range strings.Split(s, "\n") {
		switch {
		case strings.HasPrefix(l, "--- hand "):
			net = [tile.NumSeats]int{}
			inSettlement = false
		case l == "settlement:":
			inSettlement = true
			settled++
		case strings.HasPrefix(l, "hand result (wins and settlement): "):
			hands++
			want := strings.TrimPrefix(l, "hand result (wins and settlement): ")
			assert.Equal(t, seatValues(net[:], true), want, "hand %d", hands)
		default:
			m := payLine.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			from, err := tile.ParseSeat(m[1])
			require.NoError(t, err)
			to, err := tile.ParseSeat(m[2])
			require.NoError(t, err)
			n, err := strconv.Atoi(m[3])
			require.NoError(t, err)
			net[from.Index()] -= n
			net[to.Index()] += n
			if inSettlement {
				reasons[strings.SplitN(m[4], " (", 2)[0]] = true
			}
		}
	}
	assert.Equal(t, 16, hands)
	assert.Positive(t, settled, "no hand of the session had a settlement")
	assert.True(t, reasons["tenpai check"], "reasons seen: %v", reasons)
}

// TestSettlementLineReasons checks that each end-of-hand reason of the Sichuan settlement is explained,
// and that an unknown reason still prints as given.
func TestSettlementLineReasons(t *testing.T) {
	for _, r := range []string{
		"flower pig", "tenpai check", "kong refund", "concealed kong",
		"exposed kong", "added kong", "kong money returned", "kong money transferred",
	} {
		line := settlementLine(score.Transfer{From: tile.SeatNorth, To: tile.SeatSouth, Amount: 8, Reason: r})
		assert.Regexp(t, `^N pays S 8: `+regexp.QuoteMeta(r)+` \(.+\)$`, line)
	}
	assert.Equal(t, "N pays S 8: house rule",
		settlementLine(score.Transfer{From: tile.SeatNorth, To: tile.SeatSouth, Amount: 8, Reason: "house rule"}))
	assert.Contains(t, settlementLine(score.Transfer{From: tile.SeatNorth, To: tile.SeatSouth, Amount: 8,
		Reason: "flower pig"}), "N still holds a tile of its missing suit")
}

// TestOutputGlyphs checks the -glyphs flag: every hand printed in the notation is followed by the same
// hand in tile glyphs, and the glyph line holds no notation left.
func TestOutputGlyphs(t *testing.T) {
	plain := output(t, "-hands", "2")
	assert.NotContains(t, plain, string(tile.Character5.Glyph()))
	s := output(t, "-hands", "2", "-glyphs")
	lines := strings.Split(s, "\n")
	pairs := 0
	for i, l := range lines[:len(lines)-1] {
		var text string
		switch {
		case strings.HasPrefix(l, "    hand:    "):
			text = strings.TrimPrefix(l, "    hand:    ")
		case regexp.MustCompile(`^  [ESWN] `).MatchString(l) && strings.HasPrefix(lines[i+1], "    ") &&
			!strings.HasPrefix(lines[i+1], "    hand:"):
			text = strings.TrimSuffix(l[4:], " (won)")
		default:
			continue
		}
		pairs++
		next := strings.TrimSpace(lines[i+1])
		assert.Equal(t, glyphText(text), next)
		assert.NotRegexp(t, `[0-9][mpszf]`, next)
	}
	assert.GreaterOrEqual(t, pairs, 8, "final hands and winning hands")
	assert.Contains(t, s, "-glyphs: each hand is printed again")
}

func TestGlyphText(t *testing.T) {
	assert.Equal(t, "🀐🀐🀐@S [🀄🀄🀄🀄] 🀞🀟🀠@N* 🀢", glyphText("111s@S [7777z] 678p@N* 1f"))
	assert.Equal(t, "🀇 🀏 🀙 🀡 🀐 🀘 🀀 🀆", glyphText("1m 9m 1p 9p 1s 9s 1z 5z"))
	assert.Equal(t, "points 56, cap 2000", glyphText("points 56, cap 2000"), "no tile, nothing changes")
}

// TestOutputLegend checks the legend explains the marks used in hands and readings.
func TestOutputLegend(t *testing.T) {
	s := output(t, "-v", "0")
	require.True(t, strings.HasPrefix(s, "legend:\n"))
	for _, mark := range []string{"[1111m]", "555z@W", "5555z+", "* marks the group the winning tile completed"} {
		assert.Contains(t, s, mark)
	}
}

// TestOutputLegendThreeSeats: a three-player preset's legend names the three seats that play.
func TestOutputLegendThreeSeats(t *testing.T) {
	s := output(t, "-rules", "tenhou-sanma", "-hands", "1", "-v", "0")
	assert.Contains(t, s, "seats E, S, W play in that order")
	assert.Contains(t, output(t, "-v", "0"), "seats E, S, W, N play in that order")
}
