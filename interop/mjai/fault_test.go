package mjai_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

var (
	stubOnce sync.Once
	stubDir  string
	stubPath string
	stubErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if stubDir != "" {
		_ = os.RemoveAll(stubDir)
	}
	os.Exit(code)
}

// stub builds the external test bot (interop/internal/mjaistub) once.
func stub(t *testing.T) string {
	t.Helper()
	stubOnce.Do(func() {
		stubDir, stubErr = os.MkdirTemp("", "mjaistub")
		if stubErr != nil {
			return
		}
		stubPath = filepath.Join(stubDir, "mjaistub")
		out, err := exec.Command("go", "build", "-o", stubPath, "../internal/mjaistub").CombinedOutput()
		if err != nil {
			stubErr = err
			t.Log(string(out))
		}
	})
	require.NoError(t, stubErr)
	return stubPath
}

// stubTable skips the test under -short; otherwise it returns the stub bot's path, and Tenhou's rules and
// a greedy bot for the other seats.
func stubTable(t *testing.T) (string, variant.Rules, bot.Player) {
	if testing.Short() {
		t.Skip("starts external processes")
	}
	r, g := mjai.TenhouGreedy(t)
	return stub(t), r, g
}

// TestMatchExternalDialects seats the well-behaved stub in each dialect beside library bots: a whole
// hanchan with no fault, and a log that reads back.
func TestMatchExternalDialects(t *testing.T) {
	path, r, g := stubTable(t)
	for _, d := range []mjai.Dialect{mjai.Strict, mjai.Mortal, mjai.Batched} {
		t.Run(d.String(), func(t *testing.T) {
			var log bytes.Buffer
			m := mjai.Match{Rules: r, Seed: wall.SeedOf(3), Log: &log, Timeout: 10 * time.Second}
			m.Seats = [4]mjai.Seat{{Command: []string{path, "-dialect", d.String()}, Dialect: d}, {Player: g}, {Player: g}, {Player: g}}
			sess, faults, err := m.Play()
			require.NoError(t, err)
			require.Empty(t, faults)
			require.True(t, sess.Over())
			rec, err := mjai.Read(&log)
			require.NoError(t, err)
			require.Len(t, rec.Hands, len(sess.Summaries()))
			t.Logf("%d hands", len(rec.Hands))
		})
	}
}

// TestMatchFaults seats a stub that misbehaves on purpose: each fault is recorded with its kind, the
// seat plays the default, and the game goes on to a log that reads back.
func TestMatchFaults(t *testing.T) {
	path, r, g := stubTable(t)
	tests := []struct {
		mode    string
		args    []string
		timeout time.Duration
		want    error
	}{
		{"malformed", []string{"-every", "3"}, time.Second, mjai.ErrMalformed},
		{"illegal", []string{"-every", "3"}, time.Second, mjai.ErrIllegal},
		{"late", []string{"-every", "4", "-sleep", "300ms"}, 100 * time.Millisecond, mjai.ErrLate},
		{"oversized", []string{"-every", "5"}, 5 * time.Second, mjai.ErrTooLong},
		{"exit", nil, time.Second, mjai.ErrExited},
		{"silent", []string{"-every", "6"}, 100 * time.Millisecond, mjai.ErrLate},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			var log bytes.Buffer
			cmd := append([]string{path, "-mode", tt.mode}, tt.args...)
			m := mjai.Match{Rules: r, Seed: wall.SeedOf(5), Log: &log, Timeout: tt.timeout, MaxHands: 2}
			m.Seats = [4]mjai.Seat{{Player: g}, {Command: cmd}, {Player: g}, {Player: g}}
			sess, faults, err := m.Play()
			require.NoError(t, err)
			require.NotEmpty(t, faults)
			for _, f := range faults {
				assert.Equal(t, tile.SeatSouth, f.Seat, f.String())
				assert.ErrorIs(t, f.Err, tt.want, f.String())
			}
			if errors.Is(tt.want, mjai.ErrExited) {
				assert.Len(t, faults, 1, "an exit is recorded once")
			}
			assert.Len(t, sess.Summaries(), 2)
			_, err = mjai.Read(&log)
			require.NoError(t, err)
		})
	}
}

// TestMatchSetup refuses a match it cannot set up, and records a bot that cannot start.
func TestMatchSetup(t *testing.T) {
	r, g := mjai.TenhouGreedy(t)
	_, _, err := mjai.Match{}.Play()
	require.ErrorIs(t, err, mjai.ErrMalformed)
	_, _, err = mjai.Match{Rules: r, Seats: [4]mjai.Seat{{Player: g}, {Player: g}, {Player: g}}}.Play()
	require.ErrorIs(t, err, mjai.ErrMalformed)
	m := mjai.Match{Rules: r, Seed: wall.SeedOf(1), MaxHands: 1}
	m.Seats = [4]mjai.Seat{{Player: g}, {Player: g}, {Player: g}, {Command: []string{"/nonexistent/mjai-bot"}}}
	_, faults, err := m.Play()
	require.NoError(t, err)
	require.Len(t, faults, 1)
	assert.ErrorIs(t, faults[0].Err, mjai.ErrExited)
}
