package mjai

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
)

// Dialect is how a bot and a referee take turns on an mjai pipe (docs/interop.md, "mjai bots"). The
// zero value is Strict.
type Dialect uint8

// The dialects.
const (
	// Strict is gimite's original protocol on a pipe: one event per line, and one answer line for every
	// event ({"type":"none"} when the bot has nothing to do).
	Strict Dialect = iota
	// Mortal is Mortal's (libriichi's): one event per line, and an answer only after an event where the
	// bot can act; the referee marks the other events "can_act":false.
	Mortal
	// Batched is mjai.app's: each line is a JSON array of the events since the bot's last answer, up to
	// one where it can act, and the bot answers every line once.
	Batched
)

var dialectNames = [...]string{"strict", "mortal", "batched"}

// String returns the dialect's name: "strict", "mortal" or "batched".
func (d Dialect) String() string {
	if int(d) < len(dialectNames) {
		return dialectNames[d]
	}
	return fmt.Sprintf("mjai.Dialect(%d)", d)
}

// ParseDialect returns the dialect named s ("strict", "mortal" or "batched"; "mjai.app" is batched
// and "gimite" strict).
func ParseDialect(s string) (Dialect, error) {
	switch s {
	case "strict", "gimite":
		return Strict, nil
	case "mortal":
		return Mortal, nil
	case "batched", "mjai.app":
		return Batched, nil
	}
	return 0, fmt.Errorf("%w: unknown dialect %.16q", ErrMalformed, s)
}

// Bot plays a [bot.Player] at an mjai server, as the bot side of the protocol: it follows its seat's
// game from the events alone and answers with the player's choice among the seat's legal actions.
//
// A Bot is a plain value; each call to [Bot.Serve] plays with a state of its own.
type Bot struct {
	// Player chooses the seat's actions (required).
	Player bot.Player
	// Rules are the rules the server plays (required): a riichi rule set, such as
	// riichi.Preset("tenhou"). The bot's legal actions and wins come from them.
	Rules variant.Rules
	// Dialect is the server's turn-taking. Lines that hold an array of events are answered once
	// whatever the dialect.
	Dialect Dialect
	// Seat is the bot's seat (mjai's seat 0 is East, the first dealer); NoSeat takes it from the
	// start_game event's "id".
	Seat tile.Seat
}

// maxInputLine bounds one line the bot side reads (an mjai.app array of a whole hand's events fits).
const maxInputLine = 1 << 20

// Serve reads events from in, one JSON line each, and writes the bot's answers to out, one JSON line
// each, until in ends (nil) or a line cannot be followed: not mjai, longer than 1 MiB, or a game the
// seat cannot be in (an error wrapping [ErrMalformed]).
func (b Bot) Serve(in io.Reader, out io.Writer) error {
	if b.Player == nil || b.Rules == nil {
		return fmt.Errorf("%w: a bot needs a player and rules", ErrMalformed)
	}
	c := newClient(b.Player, b.Rules, b.Dialect, b.Seat)
	br := bufio.NewReaderSize(in, 64<<10)
	bw := bufio.NewWriter(out)
	var buf, long []byte
	for n := 1; ; n++ {
		line, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			long = append(long[:0], line...)
			for errors.Is(err, bufio.ErrBufferFull) && len(long) <= maxInputLine {
				line, err = br.ReadSlice('\n')
				long = append(long, line...)
			}
			if len(long) > maxInputLine {
				return fmt.Errorf("%w: line %d longer than %d bytes", ErrMalformed, n, maxInputLine)
			}
			line = long
		}
		if len(trimSpace(line)) > 0 {
			var herr error
			if buf, herr = c.handle(trimSpace(line), buf[:0]); herr != nil {
				return fmt.Errorf("%w: line %d: %w", ErrMalformed, n, herr)
			}
			if len(buf) > 0 {
				if _, werr := bw.Write(buf); werr != nil {
					return werr
				}
				if werr := bw.Flush(); werr != nil {
					return werr
				}
			}
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

func trimSpace(b []byte) []byte {
	i, j := 0, len(b)
	for i < j && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n') {
		i++
	}
	for j > i && (b[j-1] == ' ' || b[j-1] == '\t' || b[j-1] == '\r' || b[j-1] == '\n') {
		j--
	}
	return b[i:j]
}
