package interop

import (
	"errors"
	"strconv"
)

// The sentinels every reader error wraps; test for them with [errors.Is].
var (
	// ErrMalformed: the input is not a well-formed log of its format, or its play is impossible.
	ErrMalformed = errors.New("interop: malformed log")
	// ErrThreePlayer: the log is of a three-player game, which the library does not play yet.
	ErrThreePlayer = errors.New("interop: three-player games are not supported yet")
	// ErrUnsupported: the log is well formed but uses a rule or feature the record cannot hold.
	ErrUnsupported = errors.New("interop: unsupported log")
)

// Error describes a log that could not be read. Use [errors.As] to get it and [errors.Is] with a
// sentinel ([ErrMalformed], [ErrThreePlayer], [ErrUnsupported]) to classify it.
type Error struct {
	Format string // "mjlog", "tenhou.net/6", "mjai"
	Where  string // where the problem is, such as "hand 3" or "line 12"; may be empty
	Msg    string // what is wrong
	Near   string // at most the first 32 bytes of the offending input
	Err    error  // the sentinel
}

// Error returns the message, quoting at most a short prefix of the input.
func (e *Error) Error() string {
	s := e.Format + ": "
	if e.Where != "" {
		s += e.Where + ": "
	}
	s += e.Msg
	if e.Near != "" {
		s += " near " + strconv.Quote(e.Near)
	}
	return s + " (" + e.Err.Error() + ")"
}

// Unwrap returns the sentinel.
func (e *Error) Unwrap() error { return e.Err }
