package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// maxActionText bounds the input of [ParseAction]: the longest action, an exchange of 14 tiles of
// alternating suits, takes well under it.
const maxActionText = 128

// String returns the action's text form in the classic words: [Action.Text] with
// [variant.ClassicWords].
func (a Action) String() string { return a.Text(variant.ClassicWords) }

// Text returns the action's text form in the words w, like a chess move's: the seat, the kind's
// word and the kind's fields, separated by spaces. In the classic words (also Sichuan's):
//
//	E exchange 312p        pass the tiles, in the order given
//	E choose-suit bamboo   choose the missing suit
//	E discard 5m           discard ("E discard 5m call": with an Original Call)
//	E discard 0m drawn     discard the red 5m just drawn (tsumogiri; Red 1, Drawn)
//	W kong 1111m           a concealed or added kong on the own turn
//	S pung 5p from E       a claim; the tile and "from" are each left out when unset
//	S pung 5p with 0p from E  a claim taking one red five from the hand (Red 1; "with 00p": Red 2)
//	S chow 4m 345m from E  a chow claim: the claimed tile, then the run (the run alone without a tile)
//	N kong 5555p from E    a kong claim
//	N win 5p from E        a win on a discard or a robbed kong
//	E win                  a self-drawn win
//	S pass                 decline the discard
//
// In [variant.RiichiWords] the same fields read as riichi players say them:
//
//	W riichi 7z            a discard declaring riichi (Call; "W riichi 7z drawn": tsumogiri)
//	W kan 1111m            a closed or added kan on the own turn
//	S pon 5p with 0p from E, S chi 4m 345m from E, N kan 5555p from E (an open kan)
//	S ron 3m from W        a win on another player's tile: a Win that names From
//	E tsumo                a Win that names no From (name From in a ron, as [Game.Legal] does)
//	S kita 4z              a North set aside (SetAside; "S set-aside 4z" in the classic words)
//
// A red five is written with the digit 0: the discarded tile itself ("0m"), or, for the tiles a chow,
// pung or kong takes from the hand, "with" and as many red fives as Red says. Words out of range are
// read as the classic words.
//
// [ParseAction] reads back the text, in either words, of every action whose fields are all in range
// and used by its kind (every action [Game.Apply] could accept); other actions print fields out of
// range in their Go form ("tile.Tile(200)"), which does not parse.
func (a Action) Text(w variant.Words) string {
	riichi := w == variant.RiichiWords
	b := make([]byte, 0, 24)
	b = append(b, a.Seat.String()...)
	b = append(b, ' ')
	b = append(b, a.kindWord(riichi)...)
	switch a.Kind {
	case Exchange:
		b = append(b, ' ')
		b = appendInOrder(b, a.Tiles)
	case ChooseSuit:
		b = append(b, ' ')
		b = append(b, a.Suit.String()...)
	case Discard:
		b = append(b, ' ')
		b = appendFace(b, a.Tile, a.Red > 0)
		if a.Drawn {
			b = append(b, " drawn"...)
		}
		if a.Call && !riichi {
			b = append(b, " call"...)
		}
	case Kong:
		if a.Tile != tile.None {
			b = append(b, ' ')
			if a.Tile.IsPlaying() {
				t := a.Tile.String()
				b = append(b, t[0], t[0], t[0], t[0], t[1])
			} else {
				b = append(b, a.Tile.String()...)
			}
		}
	case Pung, Win, SetAside:
		if a.Tile != tile.None {
			b = append(b, ' ')
			b = append(b, a.Tile.String()...)
		}
	case Chow:
		if a.Tile != tile.None {
			b = append(b, ' ')
			b = append(b, a.Tile.String()...)
		}
		b = append(b, ' ')
		if n := a.Chow.Next(); a.Chow.IsSuited() && n != tile.None && n.Next() != tile.None {
			b = tile.AppendFormat(b, []tile.Tile{a.Chow, n, n.Next()})
		} else {
			b = append(b, a.Chow.String()...)
		}
	case NoAction, Pass, Abort:
	}
	if a.Red > 0 && a.Kind != Discard {
		b = append(b, " with "...)
		five := a.Tile
		if a.Kind == Chow {
			five = tile.Of(a.Chow.Suit(), 5)
		}
		s := five.String()
		for range min(a.Red, 4) {
			b = append(b, '0')
		}
		if len(s) == 2 {
			b = append(b, s[1])
		}
	}
	if a.From != tile.NoSeat {
		b = append(b, " from "...)
		b = append(b, a.From.String()...)
	}
	return string(b)
}

// kindWord returns the word for a's kind: its name, or in riichi's words riichi's word for it.
func (a *Action) kindWord(riichi bool) string {
	if riichi {
		switch a.Kind {
		case Discard:
			if a.Call {
				return "riichi"
			}
		case Chow, Pung, Kong:
			c, _ := a.Kind.Claim()
			return riichiClaimWord(c)
		case Win:
			if a.From != tile.NoSeat {
				return "ron"
			}
			return "tsumo"
		case SetAside:
			return "kita"
		case NoAction, Exchange, ChooseSuit, Pass, Abort, numActionKinds:
		}
	}
	return a.Kind.String()
}

// appendFace appends the notation of t, with the digit 0 for a red five when red.
func appendFace(b []byte, t tile.Tile, red bool) []byte {
	s := t.String()
	if red && t.IsSuited() && t.Rank() == 5 && len(s) == 2 {
		return append(b, '0', s[1])
	}
	return append(b, s...)
}

// appendInOrder appends the notation of ts keeping their order: runs of tiles of one suit letter share
// the letter ("312p1m" for 3p 1p 2p 1m), so that [tile.ParseTiles] gives ts back.
func appendInOrder(b []byte, ts []tile.Tile) []byte {
	if len(ts) == 0 {
		return append(b, '-')
	}
	for i, t := range ts {
		s := t.String()
		if !t.IsValid() || len(s) != 2 {
			b = append(b, s...)
			continue
		}
		b = append(b, s[0])
		if i+1 < len(ts) {
			if n := ts[i+1].String(); ts[i+1].IsValid() && len(n) == 2 && n[1] == s[1] {
				continue
			}
		}
		b = append(b, s[1])
	}
	return b
}

// ParseAction parses the text form [Action.Text] writes, in either words: the seat (E, S, W or N),
// the kind's word and its fields, separated by spaces (see [Action.Text]). The classic and riichi
// words mean the same kinds: chow or chi, pung or pon, kong or kan, win or ron or tsumo (a tsumo
// names no seat it takes from), and a discard with an Original Call or riichi declaration reads
// "discard 7z call", "discard 7z riichi" or "riichi 7z". It also accepts a kong's tile written once
// ("W kong 1m"), "tsumogiri" for "drawn" and a missing suit by its letter ("E choose-suit s"). The action it
// returns is well formed (every field in range, those its kind does not use zero) but not checked
// against any game: [Game.Apply] decides whether it is legal.
//
// Errors wrap [ErrInvalid] and quote at most the first 64 bytes of s; inputs longer than 128 bytes
// are refused before they are read.
func ParseAction(s string) (Action, error) {
	fail := func(why string) (Action, error) {
		return Action{}, fmt.Errorf("%w: action %q: %s", ErrInvalid, clip(s), why)
	}
	if len(s) > maxActionText {
		return fail(fmt.Sprintf("longer than %d bytes", maxActionText))
	}
	f := strings.Fields(s)
	if len(f) < 2 {
		return fail("want a seat and an action kind")
	}
	var a Action
	seat, err := tile.ParseSeat(f[0])
	if err != nil {
		return fail("the seat is E, S, W or N")
	}
	a.Seat = seat
	word := f[1]
	switch word {
	case "tsumo":
		a.Kind = Win
	case "riichi":
		a.Kind, a.Call = Discard, true
	case "kita":
		a.Kind = SetAside
	default:
		if c := slices.Index(riichiClaimWords[:], word); c >= 0 { // chi, pon, kan, ron (and pass)
			a.Kind = ActionKind(c) + claimBase
		} else if err := a.Kind.UnmarshalText([]byte(word)); err != nil || a.Kind == NoAction {
			return fail("unknown action kind")
		}
	}
	rest := f[2:]
	// A claim's trailing "from X" and the red fives it takes from the hand, "with 0p", in either order.
	var with string
	for range 2 {
		n := len(rest)
		switch {
		case n >= 2 && rest[n-2] == "from" && a.From == tile.NoSeat:
			switch a.Kind {
			case Chow, Pung, Kong, Win:
			default:
				return fail(fmt.Sprintf("a %v names no seat it takes from", a.Kind))
			}
			if err := a.From.UnmarshalText([]byte(rest[n-1])); err != nil || a.From == tile.NoSeat {
				return fail("the seat after from is E, S, W or N")
			}
			rest = rest[:n-2]
		case n >= 2 && rest[n-2] == "with" && with == "":
			if a.Kind != Chow && a.Kind != Pung && a.Kind != Kong {
				return fail(fmt.Sprintf("a %v takes no tiles with it", a.Kind))
			}
			with, rest = rest[n-1], rest[:n-2]
		}
	}
	one := func() (tile.Tile, bool) { // an optional single tile
		if len(rest) == 0 {
			return tile.None, true
		}
		t, err := tile.Parse(rest[0])
		rest = rest[1:]
		return t, err == nil
	}
	ok := true
	switch a.Kind {
	case Exchange:
		if len(rest) != 1 {
			return fail("an exchange names its tiles in one group")
		}
		a.Tiles, err = tile.ParseTiles(rest[0])
		ok, rest = err == nil, nil
	case ChooseSuit:
		if len(rest) != 1 {
			return fail("choose-suit names one suit")
		}
		ok, rest = a.Suit.UnmarshalText([]byte(rest[0])) == nil, nil
	case Discard:
		if len(rest) > 0 {
			var ts []tile.Tile
			var red [4]int
			ts, red, err = tile.AppendParseRed(nil, rest[0])
			ok, rest = err == nil && len(ts) == 1, rest[1:]
			if ok {
				a.Tile, a.Red = ts[0], uint8(red[1]+red[2]+red[3])
			}
		}
		if ok && len(rest) > 0 && (rest[0] == "drawn" || rest[0] == "tsumogiri") {
			a.Drawn, rest = true, rest[1:]
		}
		if ok && len(rest) == 1 && (rest[0] == "call" || rest[0] == "riichi") && !a.Call {
			a.Call, rest = true, nil
		}
	case Kong:
		if len(rest) > 0 && len(rest[0]) == 5 {
			k := rest[0]
			if k[0] == k[1] && k[1] == k[2] && k[2] == k[3] {
				rest[0] = k[3:]
			} else {
				ok = false
			}
		}
		if ok {
			a.Tile, ok = one()
		}
	case Pung, Win, SetAside:
		a.Tile, ok = one()
	case Chow:
		if len(rest) == 2 {
			a.Tile, ok = one()
		}
		if ok && len(rest) == 1 {
			run, err := tile.ParseTiles(rest[0])
			ok = err == nil && len(run) == 3 && run[0].Next() == run[1] && run[1].Next() == run[2]
			if ok {
				a.Chow = run[0]
			}
			rest = nil
		} else {
			ok = false
		}
	case Pass, Abort:
	default:
	}
	switch {
	case !ok:
		return fail(fmt.Sprintf("bad tiles or suit for a %v", word))
	case word == "tsumo" && a.From != tile.NoSeat:
		return fail("a tsumo takes from no seat")
	case len(rest) > 0:
		return fail("unexpected text after the action")
	}
	if with != "" {
		ts, red, err := tile.AppendParseRed(nil, with)
		if err != nil || len(ts) == 0 || len(ts) > 4 {
			return fail("with names the red fives taken from the hand (\"with 0p\")")
		}
		for _, t := range ts {
			if t != ts[0] || t.Rank() != 5 || !t.IsSuited() {
				return fail("with names fives of one suit")
			}
		}
		if a.Kind == Chow && (a.Chow > ts[0] || ts[0] > a.Chow+2) || a.Kind != Chow && a.Tile != ts[0] {
			return fail("with names fives of the set's own kind")
		}
		a.Red = uint8(red[1] + red[2] + red[3])
	}
	if err := a.checkFields(); err != nil {
		return fail(strings.TrimPrefix(err.Error(), ErrInvalid.Error()+": "))
	}
	return a, nil
}

// clip returns at most the first 64 bytes of s, for quoting bad input in errors.
func clip(s string) string {
	if len(s) > 64 {
		return s[:64] + "..."
	}
	return s
}
