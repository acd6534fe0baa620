package mjai

import (
	"errors"
	"strconv"

	"github.com/mahjong-go/mahjong/interop/internal/track"
	"github.com/mahjong-go/mahjong/tile"
)

// This file is the streaming codec: one mjai message (an event or an answer) as a fixed-size value,
// read from one JSON object and written as one, without allocating (docs/interop.md, "mjai bots").

// pai is one mjai tile as a message names it: a kind and a red flag, or the hidden tile "?".
// The zero pai is no tile.
type pai uint8

const (
	paiRed    pai = 0x40 // the red five of the kind
	paiHidden pai = 0xFF // "?": a tile the receiver may not see
)

func paiOf(k tile.Tile, red bool) pai {
	if red {
		return pai(k) | paiRed
	}
	return pai(k)
}

func (p pai) kind() tile.Tile { return tile.Tile(p &^ paiRed) }
func (p pai) red() bool       { return p != paiHidden && p&paiRed != 0 }

// valid reports whether p names a playing tile (not none, not hidden); a red flag only on a five.
func (p pai) valid() bool {
	if p == 0 || p == paiHidden {
		return false
	}
	k := p.kind()
	if k < tile.Character1 || k > tile.Red {
		return false
	}
	return !p.red() || k == tile.Character5 || k == tile.Circle5 || k == tile.Bamboo5
}

func appendPai(b []byte, p pai) []byte {
	if p == paiHidden {
		return append(b, `"?"`...)
	}
	if p.valid() && !p.red() {
		return append(b, quotedNames[p]...)
	}
	return appendPaiSlow(b, p)
}

// quotedNames are the tiles' names in quotes, by kind (1m is 1), as appendPai writes them.
var quotedNames = [...]string{"", `"1m"`, `"2m"`, `"3m"`, `"4m"`, `"5m"`, `"6m"`, `"7m"`, `"8m"`, `"9m"`, `"1p"`, `"2p"`, `"3p"`, `"4p"`, `"5p"`, `"6p"`, `"7p"`, `"8p"`, `"9p"`, `"1s"`, `"2s"`, `"3s"`, `"4s"`, `"5s"`, `"6s"`, `"7s"`, `"8s"`, `"9s"`, `"E"`, `"S"`, `"W"`, `"N"`, `"P"`, `"F"`, `"C"`}

func appendPaiSlow(b []byte, p pai) []byte {
	b = append(b, '"')
	switch {
	case p == paiHidden:
		b = append(b, '?')
	case p.kind() >= tile.East && p.kind() <= tile.Red:
		b = append(b, honourNames[p.kind()-tile.East]...)
	case p.valid():
		k := p.kind() - tile.Character1
		b = append(b, byte('1'+k%9), "mps"[k/9])
		if p.red() {
			b = append(b, 'r')
		}
	}
	return append(b, '"')
}

// parsePai reads an mjai tile name ("5mr", "E", "?").
func parsePai(s []byte) (pai, bool) {
	if len(s) == 1 {
		switch s[0] {
		case '?':
			return paiHidden, true
		case 'E':
			return pai(tile.East), true
		case 'S':
			return pai(tile.South), true
		case 'W':
			return pai(tile.West), true
		case 'N':
			return pai(tile.North), true
		case 'P':
			return pai(tile.White), true
		case 'F':
			return pai(tile.Green), true
		case 'C':
			return pai(tile.Red), true
		}
		return 0, false
	}
	if (len(s) != 2 && len(s) != 3) || s[0] < '1' || s[0] > '9' {
		return 0, false
	}
	var base tile.Tile
	switch s[1] {
	case 'm':
		base = tile.Character1
	case 'p':
		base = tile.Circle1
	case 's':
		base = tile.Bamboo1
	default:
		return 0, false
	}
	p := pai(base + tile.Tile(s[0]-'1'))
	if len(s) == 3 {
		if s[2] != 'r' || s[0] != '5' {
			return 0, false
		}
		p |= paiRed
	}
	return p, true
}

// msgType is the type of an mjai message.
type msgType uint8

const (
	msgNone msgType = iota
	msgStartGame
	msgStartKyoku
	msgTsumo
	msgDahai
	msgChi
	msgPon
	msgDaiminkan
	msgKakan
	msgAnkan
	msgDora
	msgReach
	msgReachAccepted
	msgHora
	msgRyukyoku
	msgEndKyoku
	msgEndGame
	msgError
	msgHello
	numMsgTypes
)

var msgNames = [numMsgTypes]string{"none", "start_game", "start_kyoku", "tsumo", "dahai", "chi", "pon",
	"daiminkan", "kakan", "ankan", "dora", "reach", "reach_accepted", "hora", "ryukyoku", "end_kyoku",
	"end_game", "error", "hello"}

// msgTypeOf returns the type named s.
func msgTypeOf(s []byte) (msgType, bool) {
	switch string(s) {
	case "dahai":
		return msgDahai, true
	case "tsumo":
		return msgTsumo, true
	case "none":
		return msgNone, true
	}
	for t := range numMsgTypes {
		if msgNames[t] == string(s) {
			return t, true
		}
	}
	return 0, false
}

// msg is one mjai message. Seats are 0..3 (mjai's absolute seats, 0 the first dealer), -1 when
// absent. Fields a type does not use are zero.
type msg struct {
	typ       msgType
	typed     bool // a "type" field was read
	actor     int8
	target    int8
	id        int8 // start_game: the receiver's seat
	canAct    int8 // -1 absent, 0 false, 1 true
	pai       pai
	nCons     uint8
	consumed  [4]pai
	tsumogiri int8 // -1 absent, 0 false, 1 true

	// start_kyoku
	bakaze  pai
	dora    pai // start_kyoku's dora_marker, and dora's
	kyoku   int
	honba   int
	kyotaku int
	oya     int8
	nScores uint8
	scores  [4]int
	nTehai  [4]uint8
	tehais  [4][14]pai

	// hora, ryukyoku
	nDeltas uint8
	deltas  [4]int
	nUra    uint8
	ura     [5]pai
}

// reset makes m an empty message. The tile and number arrays are left as they are: only their first
// n* entries count, and those are written before they are read.
func (m *msg) reset() {
	m.typ, m.typed, m.actor, m.target, m.id, m.canAct, m.pai, m.nCons, m.tsumogiri = msgNone, false, -1, -1, -1, -1, 0, 0, -1
	m.bakaze, m.dora, m.kyoku, m.honba, m.kyotaku, m.oya, m.nScores = 0, 0, 0, 0, 0, -1, 0
	m.nTehai, m.nDeltas, m.nUra = [4]uint8{}, 0, 0
}

// maxInt bounds every number a message holds (points included), so that no sum overflows.
const maxInt = 1 << 40

// Errors of the codec; the referee turns them into faults ([ErrMalformed]).
var (
	errSyntax = errors.New("not one JSON object")
	errField  = errors.New("bad field")
)

// parseMsg reads one JSON object into m. Unknown fields are skipped; known fields must have the
// right JSON type and values in range. It does not allocate.
func parseMsg(b []byte, m *msg) error {
	m.reset()
	if parseCommon(b, m) {
		return nil
	}
	return parseGeneric(b, m)
}

// parseGeneric is [parseMsg] without the fast path for the common lines.
func parseGeneric(b []byte, m *msg) error {
	m.reset()
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '{' {
		return errSyntax
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == '}' {
		i++
	} else {
		for {
			key, j, err := scanString(b, i)
			if err != nil {
				return err
			}
			j = skipWS(b, j)
			if j >= len(b) || b[j] != ':' {
				return errSyntax
			}
			j = skipWS(b, j+1)
			if j, err = m.field(b, key, j); err != nil {
				return err
			}
			var done bool
			if i, done, err = nextElem(b, j, '}'); err != nil {
				return err
			} else if done {
				break
			}
		}
	}
	if skipWS(b, i) != len(b) {
		return errSyntax
	}
	if !m.typed || !m.complete() {
		return errField
	}
	return nil
}

// parseCommon reads the two messages of most lines, tsumo and dahai, when they are written exactly as
// Mortal writes them (fields in its order, no spaces), and reports whether it did; it reads them as
// the general parser does. m is reset.
func parseCommon(b []byte, m *msg) bool {
	const tsumo, dahai = `{"type":"tsumo","actor":`, `{"type":"dahai","actor":`
	var rest []byte
	switch {
	case len(b) > len(tsumo) && string(b[:len(tsumo)]) == tsumo:
		m.typ = msgTsumo
	case len(b) > len(dahai) && string(b[:len(dahai)]) == dahai:
		m.typ = msgDahai
	default:
		return false
	}
	rest = b[len(tsumo):]
	const paiKey = `,"pai":"`
	if len(rest) < 1+len(paiKey) || rest[0] < '0' || rest[0] > '3' || string(rest[1:1+len(paiKey)]) != paiKey {
		return false
	}
	m.actor = int8(rest[0] - '0')
	rest = rest[1+len(paiKey):]
	end := 0
	for end < len(rest) && end < 3 && rest[end] != '"' {
		end++
	}
	if end == len(rest) || rest[end] != '"' {
		return false
	}
	p, ok := parsePai(rest[:end])
	if !ok || !(p.valid() || p == paiHidden && m.typ == msgTsumo) {
		return false
	}
	m.pai = p
	rest = rest[end+1:]
	switch {
	case m.typ == msgTsumo && string(rest) == "}":
	case m.typ == msgDahai && string(rest) == `,"tsumogiri":true}`:
		m.tsumogiri = 1
	case m.typ == msgDahai && string(rest) == `,"tsumogiri":false}`:
		m.tsumogiri = 0
	default:
		return false
	}
	m.typed = true
	return true
}

// complete reports whether m has the fields its type needs (Mortal's field set; optional ones may be
// absent), with tiles that are tiles ("?" only where a tile may be hidden).
func (m *msg) complete() bool {
	switch m.typ {
	case msgStartKyoku:
		if !m.bakaze.valid() || m.bakaze.kind() < tile.East || m.bakaze.kind() > tile.North ||
			!m.dora.valid() || m.oya < 0 || m.nScores != 4 || m.kyoku < 1 || m.kyoku > 4 {
			return false
		}
		for s := range 4 {
			if m.nTehai[s] != 13 {
				return false
			}
			for _, p := range m.tehais[s][:13] {
				if p != paiHidden && !p.valid() {
					return false
				}
			}
		}
	case msgTsumo:
		return m.actor >= 0 && (m.pai == paiHidden || m.pai.valid())
	case msgDahai:
		return m.actor >= 0 && m.pai.valid()
	case msgChi, msgPon, msgDaiminkan:
		want := uint8(2)
		if m.typ == msgDaiminkan {
			want = 3
		}
		return m.actor >= 0 && m.target >= 0 && m.pai.valid() && m.nCons == want && m.consumedValid()
	case msgKakan:
		return m.actor >= 0 && m.pai.valid() && m.nCons == 3 && m.consumedValid()
	case msgAnkan:
		return m.actor >= 0 && m.nCons == 4 && m.consumedValid()
	case msgReach, msgReachAccepted:
		return m.actor >= 0
	case msgDora:
		return m.dora.valid()
	case msgHora:
		if m.actor < 0 || m.target < 0 || m.pai != 0 && !m.pai.valid() || m.nDeltas != 0 && m.nDeltas != 4 {
			return false
		}
		for _, p := range m.ura[:m.nUra] {
			if !p.valid() {
				return false
			}
		}
	case msgRyukyoku:
		return m.nDeltas == 0 || m.nDeltas == 4
	case msgNone, msgStartGame, msgEndKyoku, msgEndGame, msgError, msgHello, numMsgTypes:
	}
	return true
}

func (m *msg) consumedValid() bool {
	for _, p := range m.consumed[:m.nCons] {
		if !p.valid() {
			return false
		}
	}
	return true
}

// field reads the value of key at b[i:] into m and returns the index after it.
func (m *msg) field(b, key []byte, i int) (int, error) {
	switch string(key) { // a switch on string(bytes) does not allocate
	case "type":
		s, j, err := scanString(b, i)
		if err != nil {
			return 0, err
		}
		t, ok := msgTypeOf(s)
		if !ok {
			return 0, errField
		}
		m.typ, m.typed = t, true
		return j, nil
	case "actor":
		return scanSeat(b, i, &m.actor)
	case "target":
		return scanSeat(b, i, &m.target)
	case "id":
		return scanSeat(b, i, &m.id)
	case "oya":
		return scanSeat(b, i, &m.oya)
	case "pai":
		return scanPai(b, i, &m.pai)
	case "dora_marker":
		return scanPai(b, i, &m.dora)
	case "bakaze":
		return scanPai(b, i, &m.bakaze)
	case "consumed":
		return scanPais(b, i, m.consumed[:], &m.nCons)
	case "ura_markers", "uradora_markers":
		return scanPais(b, i, m.ura[:], &m.nUra)
	case "tsumogiri":
		return scanBool(b, i, &m.tsumogiri)
	case "can_act":
		return scanBool(b, i, &m.canAct)
	case "kyoku":
		return scanInt(b, i, &m.kyoku, 0, 16)
	case "honba":
		return scanInt(b, i, &m.honba, 0, 1<<20)
	case "kyotaku":
		return scanInt(b, i, &m.kyotaku, 0, 1<<20)
	case "scores":
		return scanInts(b, i, m.scores[:], &m.nScores)
	case "deltas":
		return scanInts(b, i, m.deltas[:], &m.nDeltas)
	case "tehais":
		i, done, err := openArray(b, i)
		if done || err != nil {
			return i, err
		}
		for n := 0; ; n++ {
			if n >= 4 {
				return 0, errField
			}
			j, err := scanPais(b, i, m.tehais[n][:], &m.nTehai[n])
			if err != nil {
				return 0, err
			}
			if i, done, err = nextElem(b, j, ']'); done || err != nil {
				return i, err
			}
		}
	}
	return skipValue(b, i, 0)
}

func skipWS(b []byte, i int) int {
	for i < len(b) && b[i] <= ' ' && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
		i++
	}
	return i
}

// openArray steps into the array at b[i:] (spaces allowed after the '['); done when it is empty, and
// then the returned index is past its ']'.
func openArray(b []byte, i int) (next int, done bool, err error) {
	if i >= len(b) || b[i] != '[' {
		return 0, false, errField
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == ']' {
		return i + 1, true, nil
	}
	return i, false, nil
}

// nextElem steps past what follows an array or object element ending at b[i]: the ',' and spaces
// before the next element, or the closing end byte (done, the returned index past it).
func nextElem(b []byte, i int, end byte) (next int, done bool, err error) {
	i = skipWS(b, i)
	if i < len(b) && b[i] == end {
		return i + 1, true, nil
	}
	if i >= len(b) || b[i] != ',' {
		return 0, false, errSyntax
	}
	return skipWS(b, i+1), false, nil
}

// scanString reads a JSON string at b[i:] without escapes and returns its contents.
func scanString(b []byte, i int) ([]byte, int, error) {
	if i >= len(b) || b[i] != '"' {
		return nil, 0, errSyntax
	}
	for j := i + 1; j < len(b); j++ {
		switch c := b[j]; {
		case c == '"':
			return b[i+1 : j], j + 1, nil
		case c == '\\' || c < 0x20:
			return nil, 0, errField // names and tiles never need escapes
		}
	}
	return nil, 0, errSyntax
}

func scanPai(b []byte, i int, p *pai) (int, error) {
	s, j, err := scanString(b, i)
	if err != nil {
		return 0, err
	}
	v, ok := parsePai(s)
	if !ok {
		return 0, errField
	}
	*p = v
	return j, nil
}

// scanPais reads an array of at most len(dst) tiles (each a short string without escapes).
func scanPais(b []byte, i int, dst []pai, n *uint8) (int, error) {
	*n = 0
	i, done, err := openArray(b, i)
	if done || err != nil {
		return i, err
	}
	for {
		if int(*n) >= len(dst) || i >= len(b) || b[i] != '"' {
			return 0, errField
		}
		j := i + 1
		for j < len(b) && j-i <= 4 && b[j] != '"' {
			j++
		}
		if j >= len(b) || b[j] != '"' {
			return 0, errField
		}
		p, ok := parsePai(b[i+1 : j])
		if !ok {
			return 0, errField
		}
		dst[*n] = p
		*n++
		i = j + 1
		if i < len(b) && b[i] == ',' && i+1 < len(b) && b[i+1] == '"' {
			i++ // the usual ",": no spaces to skip
			continue
		}
		if i, done, err = nextElem(b, i, ']'); done || err != nil {
			return i, err
		}
	}
}

func scanInt(b []byte, i int, v *int, lo, hi int) (int, error) {
	j, neg := i, false
	if j < len(b) && b[j] == '-' {
		neg = true
		j++
	}
	start, n := j, 0
	for j < len(b) && b[j] >= '0' && b[j] <= '9' {
		if j-start >= 13 {
			return 0, errField
		}
		n = n*10 + int(b[j]-'0')
		j++
	}
	if j == start || (b[start] == '0' && j-start > 1) {
		return 0, errField
	}
	if neg {
		n = -n
	}
	if n < lo || n > hi {
		return 0, errField
	}
	*v = n
	return j, nil
}

// scanInts reads an array of at most len(dst) numbers within ±maxInt.
func scanInts(b []byte, i int, dst []int, n *uint8) (int, error) {
	*n = 0
	i, done, err := openArray(b, i)
	if done || err != nil {
		return i, err
	}
	for {
		if int(*n) >= len(dst) {
			return 0, errField
		}
		j, err := scanInt(b, i, &dst[*n], -maxInt, maxInt)
		if err != nil {
			return 0, err
		}
		*n++
		if i, done, err = nextElem(b, j, ']'); done || err != nil {
			return i, err
		}
	}
}

func scanSeat(b []byte, i int, s *int8) (int, error) {
	var v int
	j, err := scanInt(b, i, &v, 0, 3)
	*s = int8(v)
	return j, err
}

func scanBool(b []byte, i int, v *int8) (int, error) {
	switch {
	case len(b)-i >= 4 && string(b[i:i+4]) == "true":
		*v = 1
		return i + 4, nil
	case len(b)-i >= 5 && string(b[i:i+5]) == "false":
		*v = 0
		return i + 5, nil
	}
	return 0, errField
}

// maxDepth bounds the nesting of the values the parser skips.
const maxDepth = 16

// skipValue skips one JSON value at b[i:] (an unknown field's: meta, names, logs, ...).
func skipValue(b []byte, i, depth int) (int, error) {
	if i >= len(b) || depth > maxDepth {
		return 0, errSyntax
	}
	switch c := b[i]; {
	case c == '"':
		for j := i + 1; j < len(b); j++ {
			switch b[j] {
			case '\\':
				j++
			case '"':
				return j + 1, nil
			}
		}
		return 0, errSyntax
	case c == '{' || c == '[':
		end := byte('}')
		if c == '[' {
			end = ']'
		}
		i = skipWS(b, i+1)
		if i < len(b) && b[i] == end {
			return i + 1, nil
		}
		for {
			var err error
			if c == '{' {
				if _, i, err = scanKey(b, i); err != nil {
					return 0, err
				}
				i = skipWS(b, i)
				if i >= len(b) || b[i] != ':' {
					return 0, errSyntax
				}
				i = skipWS(b, i+1)
			}
			if i, err = skipValue(b, i, depth+1); err != nil {
				return 0, err
			}
			var done bool
			if i, done, err = nextElem(b, i, end); done || err != nil {
				return i, err
			}
		}
	case c == 't' || c == 'f':
		var v int8
		return scanBool(b, i, &v)
	case c == 'n':
		if len(b)-i >= 4 && string(b[i:i+4]) == "null" {
			return i + 4, nil
		}
		return 0, errSyntax
	case c == '-' || (c >= '0' && c <= '9'):
		j := i + 1
		for j < len(b) && (b[j] >= '0' && b[j] <= '9' || b[j] == '.' || b[j] == 'e' || b[j] == 'E' ||
			b[j] == '+' || b[j] == '-') {
			j++
		}
		return j, nil
	}
	return 0, errSyntax
}

// scanKey reads an object key, escapes allowed (an unknown object's keys).
func scanKey(b []byte, i int) ([]byte, int, error) {
	if i >= len(b) || b[i] != '"' {
		return nil, 0, errSyntax
	}
	j, err := skipValue(b, i, 0)
	if err != nil {
		return nil, 0, err
	}
	return b[i+1 : j-1], j, nil
}

// appendMsg appends m as one JSON object (no newline), in Mortal's field order. viewer is the seat the
// line is for (its own tiles shown, the others' start_kyoku tehais and tsumo tiles as "?"), or -1 for
// the full log.
func appendMsg(b []byte, m *msg, viewer int) []byte {
	b = append(b, `{"type":"`...)
	b = append(b, msgNames[m.typ]...)
	b = append(b, '"')
	switch m.typ {
	case msgStartGame:
		if m.id >= 0 {
			b = appendField(b, "id", int(m.id))
		}
	case msgStartKyoku:
		b = append(b, `,"bakaze":`...)
		b = appendPai(b, m.bakaze)
		b = append(b, `,"dora_marker":`...)
		b = appendPai(b, m.dora)
		b = appendField(b, "kyoku", m.kyoku)
		b = appendField(b, "honba", m.honba)
		b = appendField(b, "kyotaku", m.kyotaku)
		b = appendField(b, "oya", int(m.oya))
		b = append(b, `,"scores":`...)
		b = track.AppendInts(b, m.scores[:m.nScores])
		b = append(b, `,"tehais":[`...)
		for s := range 4 {
			if s > 0 {
				b = append(b, ',')
			}
			b = append(b, '[')
			for i, p := range m.tehais[s][:m.nTehai[s]] {
				if i > 0 {
					b = append(b, ',')
				}
				if viewer >= 0 && viewer != s {
					p = paiHidden
				}
				b = appendPai(b, p)
			}
			b = append(b, ']')
		}
		b = append(b, ']')
	case msgTsumo, msgDahai:
		b = appendField(b, "actor", int(m.actor))
		b = append(b, `,"pai":`...)
		p := m.pai
		if m.typ == msgTsumo && viewer >= 0 && viewer != int(m.actor) {
			p = paiHidden
		}
		b = appendPai(b, p)
		if m.typ == msgDahai {
			b = append(b, `,"tsumogiri":`...)
			b = strconv.AppendBool(b, m.tsumogiri == 1)
		}
	case msgChi, msgPon, msgDaiminkan:
		b = appendField(b, "actor", int(m.actor))
		b = appendField(b, "target", int(m.target))
		b = append(b, `,"pai":`...)
		b = appendPai(b, m.pai)
		b = appendConsumed(b, m)
	case msgKakan:
		b = appendField(b, "actor", int(m.actor))
		b = append(b, `,"pai":`...)
		b = appendPai(b, m.pai)
		b = appendConsumed(b, m)
	case msgAnkan:
		b = appendField(b, "actor", int(m.actor))
		b = appendConsumed(b, m)
	case msgDora:
		b = append(b, `,"dora_marker":`...)
		b = appendPai(b, m.dora)
	case msgReach, msgReachAccepted:
		b = appendField(b, "actor", int(m.actor))
	case msgHora:
		b = appendField(b, "actor", int(m.actor))
		b = appendField(b, "target", int(m.target))
		if m.pai != 0 {
			b = append(b, `,"pai":`...)
			b = appendPai(b, m.pai)
		}
		if m.nDeltas == 4 {
			b = append(b, `,"deltas":`...)
			b = track.AppendInts(b, m.deltas[:])
			b = append(b, `,"ura_markers":[`...)
			for i, p := range m.ura[:m.nUra] {
				if i > 0 {
					b = append(b, ',')
				}
				b = appendPai(b, p)
			}
			b = append(b, ']')
		}
	case msgRyukyoku:
		if m.nDeltas == 4 {
			b = append(b, `,"deltas":`...)
			b = track.AppendInts(b, m.deltas[:])
		}
	case msgNone, msgEndKyoku, msgEndGame, msgError, msgHello, numMsgTypes:
	}
	if m.canAct == 0 {
		b = append(b, `,"can_act":false`...)
	}
	return append(b, '}')
}

func appendConsumed(b []byte, m *msg) []byte {
	b = append(b, `,"consumed":[`...)
	for i, p := range m.consumed[:m.nCons] {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendPai(b, p)
	}
	return append(b, ']')
}
