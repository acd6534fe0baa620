package mjai

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"time"

	"github.com/mahjong-go/mahjong/game"
	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/tile"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/wall"
)

// The faults of a bot's answers ([Fault.Err] wraps one of them), and the errors of [Bot.Serve] and
// [ParseDialect]; test with [errors.Is].
var (
	// ErrMalformed: a line that is not one mjai message (not JSON, an unknown type, a field of the
	// wrong type or out of range, a tile that is no tile).
	ErrMalformed = errors.New("mjai: malformed message")
	// ErrIllegal: a well-formed answer that is not a legal action of the seat now (another seat's
	// actor, a tile not held, a red five not held, a tsumogiri flag that lies, an action where the
	// seat may not act).
	ErrIllegal = errors.New("mjai: illegal answer")
	// ErrLate: no answer within [Match.Timeout].
	ErrLate = errors.New("mjai: late answer")
	// ErrTooLong: an answer line longer than [Match.MaxLine].
	ErrTooLong = errors.New("mjai: answer too long")
	// ErrExited: the bot's process ended, closed its output, or could not be started.
	ErrExited = errors.New("mjai: bot exited")
)

// Seat is one player of a [Match]: a library bot or an external mjai bot. Exactly one of Player and
// Command is set.
type Seat struct {
	// Player is a library bot. It plays through the mjai codec in process, as a [Bot] would at a server,
	// so it sees only what its seat sees.
	Player bot.Player
	// Command is an external mjai bot: its program and arguments, started as a child process that
	// reads events on its standard input and answers on its standard output.
	Command []string
	// Dialect is how the external bot takes turns.
	Dialect Dialect
	// Name is the seat's name in start_game and the log; empty names the seat by its wind.
	Name string
}

// Match plays one game (a session of hands of riichi) between four seats over the mjai protocol, as
// the referee: every seat gets the events its seat may see, masked (other seats' deals and draws are
// "?"), and every answer is checked against the referee's legal actions.
//
// A bot that misbehaves never stops or corrupts the game: an answer that is malformed, illegal, late,
// too long, or missing because the bot exited, is recorded as a [Fault], and the seat plays the
// default instead: a pass where it answers another seat's tile or kan, and on its own turn tsumogiri
// (the tile just drawn; the first tile it may discard after a call; the declaring discard after an
// accepted reach, the drawn tile if it may). A bot that exits, or whose answers are late three times
// in a row, is recorded once more and plays the defaults to the end of the game.
//
// A Match is a plain value; [Match.Play] keeps its state to itself.
type Match struct {
	// Rules are the rules of the game (required): a riichi rule set (variant/riichi).
	Rules variant.Rules
	// Seats are the players; seat 0 is East, the first dealer (mjai's seat 0).
	Seats [tile.NumSeats]Seat
	// Seed seeds the game; the zero seed is a fresh one from crypto/rand.
	Seed wall.Seed
	// Timeout bounds each answer of an external bot; zero means 5 seconds.
	Timeout time.Duration
	// MaxLine bounds each answer line of an external bot, in bytes; zero means 4,096.
	MaxLine int
	// Log, when set, receives the game's full mjai log (every event unmasked, one per line).
	Log io.Writer
	// Stderr, when set, receives the external bots' standard error (written by one bot at a time); nil
	// discards it.
	Stderr io.Writer
	// MaxHands stops the game after that many hands when it is positive (for tests and demos).
	MaxHands int
	// OnHand, when set, is called with each hand once it is over and its payments are in the session's
	// totals, in order (for replay.Export and the other log writers).
	OnHand func(g *game.Game)

	// connect, when set for a seat with a Command, connects it otherwise than by starting the command
	// (the tests' bots on in-process pipes).
	connect [tile.NumSeats]func(maxLine int) (endpoint, error)
}

// Fault is one misbehaviour of a seat's bot and what the referee did instead.
type Fault struct {
	Hand int       // the hand, from 1
	Seat tile.Seat // the seat whose bot misbehaved
	// Err wraps ErrMalformed, ErrIllegal, ErrLate, ErrTooLong or ErrExited, with the reason.
	Err error
	// Answer is the start of the bot's answer line (at most 64 bytes), if it sent one.
	Answer string
	// Played is the action played in its place (the zero Action where the seat had no decision).
	Played game.Action
}

func (f Fault) String() string {
	s := "hand " + strconv.Itoa(f.Hand) + " " + f.Seat.String() + ": " + f.Err.Error()
	if f.Answer != "" {
		s += " in " + strconv.Quote(f.Answer)
	}
	if f.Played.Kind != game.NoAction {
		s += "; played " + f.Played.String()
	}
	return s
}

// Play plays the game to its end (or MaxHands) and returns the session, with each hand's record and
// the final standings, and the faults of the bots. It returns an error only when the game cannot be
// set up (no rules, a seat with neither or both of Player and Command) or the referee fails; bots
// cannot make it fail.
func (mt Match) Play() (*game.Session, []Fault, error) {
	if mt.Rules == nil {
		return nil, nil, fmt.Errorf("%w: a match needs rules", ErrMalformed)
	}
	r := &run{mt: mt, timeout: mt.Timeout, maxLine: mt.MaxLine}
	if r.timeout <= 0 {
		r.timeout = 5 * time.Second
	}
	if r.maxLine <= 0 {
		r.maxLine = 4096
	}
	for i, st := range mt.Seats {
		if (st.Player == nil) == (len(st.Command) == 0) {
			return nil, nil, fmt.Errorf("%w: seat %d needs a player or a command", ErrMalformed, i)
		}
	}
	defer r.close()
	var stderr io.Writer
	if mt.Stderr != nil {
		stderr = &lockedWriter{w: mt.Stderr} // the bots write it from their own goroutines
	}
	for i, st := range mt.Seats {
		sc := &r.seats[i]
		sc.seat, sc.dialect = i, st.Dialect
		if st.Player != nil {
			sc.ep = &local{c: newClient(st.Player, mt.Rules, Strict, tile.SeatAt(i))}
			sc.dialect = Strict
			continue
		}
		var p endpoint
		var err error
		if mt.connect[i] != nil {
			p, err = mt.connect[i](r.maxLine)
		} else {
			p, err = startProc(st.Command, r.maxLine, stderr)
		}
		if err != nil {
			sc.ep = deadEndpoint{}
			r.fault(i, fmt.Errorf("%w: %w", ErrExited, err), nil, game.Action{})
			sc.dead = true
			continue
		}
		sc.ep = p
	}
	sess, err := game.NewSession(mt.Rules, game.SessionConfig{Seed: mt.Seed, Dealer: tile.SeatEast})
	if err != nil {
		return nil, nil, err
	}
	for i := range 4 {
		var m msg
		m.reset()
		m.typ, m.typed = msgStartGame, true
		m.id = int8(i)
		r.msgs = append(r.msgs[:0], m)
		r.gen++
		r.exchange(i, r.msgs, false)
	}
	if mt.Log != nil {
		r.line = append(r.line[:0], `{"type":"start_game","names":[`...)
		for i, st := range mt.Seats {
			if i > 0 {
				r.line = append(r.line, ',')
			}
			name := st.Name
			if name == "" {
				name = tile.SeatAt(i).String()
			}
			r.line = strconv.AppendQuote(r.line, name)
		}
		r.line = append(r.line, "]}\n"...)
		_, _ = mt.Log.Write(r.line)
	}
	for n := 1; !sess.Over() && (mt.MaxHands <= 0 || n <= mt.MaxHands); n++ {
		g, err := sess.Next()
		if err != nil {
			return sess, r.faults, err
		}
		r.hand = n
		if err := r.play(g); err != nil {
			return sess, r.faults, err
		}
		if err := sess.Finish(); err != nil {
			return sess, r.faults, err
		}
		if mt.OnHand != nil {
			mt.OnHand(g)
		}
	}
	var m msg
	m.reset()
	m.typ, m.typed = msgEndGame, true
	r.msgs = append(r.msgs[:0], m)
	r.gen++
	r.log(r.msgs)
	for i := range 4 {
		r.exchange(i, r.msgs, r.seats[i].dialect == Batched)
	}
	return sess, r.faults, nil
}

// run is the state of one [Match.Play].
type run struct {
	mt      Match
	timeout time.Duration
	maxLine int
	seats   [4]seatConn
	conv    conv
	hand    int
	faults  []Fault
	evs     []game.Event
	msgs    []msg
	legal   [4][]game.Action
	line    []byte
	// sharedLine is the line of the message shared, written for every seat alike; gen counts the
	// batches of messages, so that a message's address is not mistaken for a later one's.
	shared     *msg
	sharedGen  int
	sharedLine []byte
	gen        int
}

func (r *run) close() {
	for i := range r.seats {
		if r.seats[i].ep != nil {
			r.seats[i].ep.close()
		}
	}
}

func (r *run) fault(s int, err error, answer []byte, played game.Action) {
	if len(answer) > 64 {
		answer = answer[:64]
	}
	r.faults = append(r.faults, Fault{Hand: r.hand, Seat: tile.SeatAt(s), Err: err, Answer: string(answer), Played: played})
}

func (r *run) log(ms []msg) {
	if r.mt.Log == nil {
		return
	}
	r.line = r.line[:0]
	for i := range ms {
		r.line = appendMsg(r.line, &ms[i], -1)
		r.line = append(r.line, '\n')
	}
	_, _ = r.mt.Log.Write(r.line)
}

// play plays one hand.
func (r *run) play(g *game.Game) error {
	r.conv.start(g.Config())
	r.evs = g.AppendEvents(r.evs[:0], 0)
	nev := len(r.evs)
	r.msgs = r.conv.add(r.msgs[:0], r.evs, g)
	r.gen++
	var reach [4]bool // the seat answered reach: its dahai is awaited
	for {
		over := g.Over()
		if over {
			var m msg
			m.reset()
			m.typ, m.typed = msgEndKyoku, true
			r.msgs = append(r.msgs, m)
		}
		r.log(r.msgs)
		pend := g.Pending()
		var acts [4]game.Action
		var asked [4]bool
		announce := -1
		for s := range 4 {
			seat := tile.SeatAt(s)
			r.legal[s] = r.legal[s][:0]
			if !over && pend.Has(seat) {
				r.legal[s] = g.AppendLegal(r.legal[s], seat)
			}
			legal := r.legal[s]
			sc := &r.seats[s]
			decide := len(legal) > 0 && !sc.dead && (sc.dialect == Strict || !onlyPass(legal))
			nf := len(r.faults)
			ans, ok := r.exchange(s, r.msgs, decide)
			if len(legal) == 0 {
				continue
			}
			asked[s] = true
			acts[s] = defaultAction(legal, reach[s])
			if !decide || !ok {
				if decide && len(r.faults) > nf {
					r.faults[len(r.faults)-1].Played = acts[s]
				}
				continue
			}
			a, isReach, err := r.match(s, ans, legal, reach[s])
			switch {
			case err != nil:
				r.fault(s, err, sc.raw, acts[s])
			case isReach:
				announce = s
			default:
				acts[s] = a
			}
		}
		if over {
			return nil
		}
		if announce >= 0 {
			// The two-step riichi: everyone sees the reach, then the declarer answers it with its dahai.
			reach[announce] = true
			r.conv.announced[announce] = true
			var m msg
			m.reset()
			m.typ, m.typed, m.actor = msgReach, true, int8(announce)
			r.msgs = append(r.msgs[:0], m)
			r.gen++
			continue
		}
		for s := range 4 {
			if !asked[s] {
				continue
			}
			reach[s] = false
			r.conv.note(acts[s])
			if err := g.Apply(acts[s]); err != nil {
				return fmt.Errorf("mjai: referee: %w", err)
			}
		}
		r.evs = g.AppendEvents(r.evs[:0], nev)
		nev += len(r.evs)
		r.msgs = r.conv.add(r.msgs[:0], r.evs, g)
		r.gen++
	}
}

func onlyPass(legal []game.Action) bool {
	for _, a := range legal {
		if a.Kind != game.Pass {
			return false
		}
	}
	return true
}

// defaultAction is what a seat plays when its bot does not answer well: a pass in a claim or rob
// window; on its turn the tile just drawn (tsumogiri), else the first discard listed; after a reach,
// the declaring discard of the tile just drawn if it may, else the first declaring discard listed.
func defaultAction(legal []game.Action, reach bool) game.Action {
	first := -1
	for i, a := range legal {
		switch {
		case a.Kind == game.Pass:
			return a
		case a.Kind == game.Discard && a.Call == reach:
			if a.Drawn {
				return a
			}
			if first < 0 {
				first = i
			}
		}
	}
	if first >= 0 {
		return legal[first]
	}
	return legal[0]
}

// match returns the legal action the bot's answer states, or reports a reach (the first step of a
// declaring discard).
func (r *run) match(s int, ans *msg, legal []game.Action, reach bool) (game.Action, bool, error) {
	if ans.typ != msgNone && int(ans.actor) != s {
		return game.Action{}, false, fmt.Errorf("%w: %s with actor %d", ErrIllegal, msgNames[ans.typ], ans.actor)
	}
	if ans.typ == msgReach && !reach {
		for _, l := range legal {
			if l.Kind == game.Discard && l.Call {
				return game.Action{}, true, nil
			}
		}
		return game.Action{}, false, fmt.Errorf("%w: reach not allowed", ErrIllegal)
	}
	kind := actionKindOf(ans.typ)
	for try := 0; try < 2; try++ {
		for _, l := range legal {
			if l.Kind != kind || l.Kind == game.Discard && (l.Call != reach || l.Tile != ans.pai.kind()) ||
				reach && l.Kind != game.Discard {
				continue
			}
			w := answerOf(l, &r.conv.table, s)
			if sameAnswer(ans, &w) {
				return l, false, nil
			}
		}
		// The dealer's first discard: mjai shows its 14th tile as a tsumo, the referee draws none.
		if try > 0 || ans.typ != msgDahai || ans.tsumogiri != 1 || !r.conv.firstTurn || s != r.conv.dealer {
			break
		}
		ans.tsumogiri = -1
	}
	return game.Action{}, false, fmt.Errorf("%w: %s is not a legal action now", ErrIllegal, msgNames[ans.typ])
}

// maxLate is the number of late answers in a row after which a seat's bot is no longer asked.
const maxLate = 3

// actionKindOf returns the kind of the actions an answer of type t may state.
func actionKindOf(t msgType) game.ActionKind {
	switch t {
	case msgNone:
		return game.Pass
	case msgDahai:
		return game.Discard
	case msgChi:
		return game.Chow
	case msgPon:
		return game.Pung
	case msgDaiminkan, msgKakan, msgAnkan:
		return game.Kong
	case msgHora:
		return game.Win
	case msgRyukyoku:
		return game.Abort
	default: // the server's own messages are no seat's action
		return game.NoAction
	}
}

// seatConn is the referee's end of one seat's pipe.
type seatConn struct {
	seat    int
	ep      endpoint
	dialect Dialect
	dead    bool
	late    int // late answers in a row
	batch   []byte
	out     []byte
	raw     []byte // the last answer line
	m       msg
}

// exchange sends the messages ms to seat s, in its dialect and masked for it, and when decide is set
// returns its answer to the last one. A failed answer is recorded as a fault and reported as !ok.
func (r *run) exchange(s int, ms []msg, decide bool) (*msg, bool) {
	sc := &r.seats[s]
	if sc.dead {
		return nil, false
	}
	switch sc.dialect {
	case Batched:
		for i := range ms {
			if len(sc.batch) == 0 {
				sc.batch = append(sc.batch, '[')
			} else {
				sc.batch = append(sc.batch, ',')
			}
			sc.batch = appendMsg(sc.batch, &ms[i], s)
		}
		if !decide || len(sc.batch) == 0 {
			return nil, false
		}
		sc.batch = append(sc.batch, ']', '\n')
		err := sc.ep.send(sc.batch)
		sc.batch = sc.batch[:0]
		if err != nil {
			return r.lost(s, err)
		}
		return r.read(s)
	case Mortal:
		for i := range ms {
			m := ms[i]
			last := decide && i == len(ms)-1
			if !last {
				m.canAct = 0
			}
			sc.out = appendMsg(sc.out[:0], &m, s)
			sc.out = append(sc.out, '\n')
			if err := sc.ep.send(sc.out); err != nil {
				return r.lost(s, err)
			}
			if last {
				return r.read(s)
			}
		}
		return nil, false
	case Strict:
	}
	// Strict: one message at a time, each answered.
	for i := range ms {
		sc.out = r.render(sc.out[:0], ms, i, s)
		if err := sc.ep.send(sc.out); err != nil {
			return r.lost(s, err)
		}
		m, ok := r.read(s)
		if sc.dead {
			return nil, false
		}
		if decide && i == len(ms)-1 {
			return m, ok
		}
		if ok && m.typ != msgNone {
			r.fault(s, fmt.Errorf("%w: %s where the seat may not act", ErrIllegal, msgNames[m.typ]), sc.raw, game.Action{})
		}
	}
	return nil, false
}

// render appends the line of ms[i] for seat s. A message that is the same for every seat (all but a
// deal and a draw) is written once and copied for the others.
func (r *run) render(b []byte, ms []msg, i, s int) []byte {
	m := &ms[i]
	if m.typ == msgTsumo || m.typ == msgStartKyoku {
		b = appendMsg(b, m, s)
		return append(b, '\n')
	}
	if r.shared != m || r.sharedGen != r.gen {
		r.shared, r.sharedGen = m, r.gen
		r.sharedLine = append(appendMsg(r.sharedLine[:0], m, -1), '\n')
	}
	return append(b, r.sharedLine...)
}

// read reads and parses the seat's next answer.
func (r *run) read(s int) (*msg, bool) {
	sc := &r.seats[s]
	b, err := sc.ep.recv(r.timeout)
	sc.raw = b
	if errors.Is(err, ErrLate) {
		sc.late++
		if sc.late >= maxLate {
			// Answers that do not come put the pipe out of step for good: the seat plays the defaults.
			r.fault(s, fmt.Errorf("%w: %d answers in a row; the seat plays the defaults from now on", err, maxLate), nil, game.Action{})
			sc.dead = true
			return nil, false
		}
	} else {
		sc.late = 0
	}
	if err != nil {
		if errors.Is(err, ErrExited) {
			return r.lost(s, err)
		}
		r.fault(s, err, b, game.Action{})
		return nil, false
	}
	if string(b) == `{"type":"none"}` { // the usual answer, read without the parser
		sc.m.reset()
		sc.m.typ, sc.m.typed = msgNone, true
		return &sc.m, true
	}
	if err := parseMsg(b, &sc.m); err != nil {
		r.fault(s, fmt.Errorf("%w: %w", ErrMalformed, err), b, game.Action{})
		return nil, false
	}
	return &sc.m, true
}

// lost records that the seat's bot is gone.
func (r *run) lost(s int, err error) (*msg, bool) {
	sc := &r.seats[s]
	if !errors.Is(err, ErrExited) {
		err = fmt.Errorf("%w: %w", ErrExited, err)
	}
	r.fault(s, err, nil, game.Action{})
	sc.dead = true
	return nil, false
}

// endpoint is one bot's pipe, seen from the referee: lines out, answer lines in.
type endpoint interface {
	send(line []byte) error
	recv(timeout time.Duration) ([]byte, error)
	close()
}

// local is a library bot played in process through the codec: each line is handled at once.
type local struct {
	c    *client
	ans  []byte
	have bool
	err  error
}

func (l *local) send(line []byte) error {
	var err error
	l.ans, err = l.c.handle(line[:len(line)-1], l.ans[:0]) // each line the referee writes ends in one \n
	l.have = len(l.ans) > 0
	if err != nil {
		l.err = fmt.Errorf("%w: %w", ErrExited, err)
	}
	return l.err
}

func (l *local) recv(time.Duration) ([]byte, error) {
	if !l.have {
		return nil, ErrLate
	}
	l.have = false
	return l.ans[:len(l.ans)-1], nil // the client's answer ends in one \n
}

func (l *local) close() {}

type deadEndpoint struct{}

func (deadEndpoint) send([]byte) error                  { return ErrExited }
func (deadEndpoint) recv(time.Duration) ([]byte, error) { return nil, ErrExited }
func (deadEndpoint) close()                             {}

// lockedWriter lets several bots write one writer.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(b)
}

// proc is an external bot run as a child process.
type proc struct {
	cmd   *exec.Cmd
	in    *os.File
	lines chan answerLine
	skip  int // answers still owed to requests that timed out: dropped when they come
	done  chan struct{}
}

type answerLine struct {
	b   []byte
	err error
}

func startProc(argv []string, maxLine int, stderr io.Writer) (*proc, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	pr, pw, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.Stdin = pr
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		_ = pr.Close()
		_ = pw.Close()
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		_ = pr.Close()
		_ = pw.Close()
		return nil, err
	}
	_ = pr.Close()
	return newProc(cmd, pw, out, maxLine), nil
}

// newProc returns the referee's end of a bot that reads the lines written to in and answers on out;
// cmd is its process, if it has one.
func newProc(cmd *exec.Cmd, in *os.File, out io.Reader, maxLine int) *proc {
	p := &proc{cmd: cmd, in: in, lines: make(chan answerLine, 16), done: make(chan struct{})}
	go p.readLines(out, maxLine)
	return p
}

// readLines reads the bot's answers, each bounded by maxLine bytes (a longer one is dropped up to its
// end and reported as ErrTooLong).
func (p *proc) readLines(out io.Reader, maxLine int) {
	defer close(p.lines)
	br := bufio.NewReaderSize(out, maxLine+1)
	for {
		b, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if !p.put(answerLine{b: append([]byte(nil), b[:64]...), err: fmt.Errorf("%w: more than %d bytes", ErrTooLong, maxLine)}) {
				return
			}
			continue
		}
		if len(b) > 0 && err == nil {
			if !p.put(answerLine{b: append([]byte(nil), trimSpace(b)...)}) {
				return
			}
		}
		if err != nil {
			return
		}
	}
}

func (p *proc) put(a answerLine) bool {
	select {
	case p.lines <- a:
		return true
	case <-p.done:
		return false
	}
}

func (p *proc) send(line []byte) error {
	if err := p.in.SetWriteDeadline(time.Now().Add(5 * time.Second)); err != nil {
		return err
	}
	_, err := p.in.Write(line)
	return err
}

func (p *proc) recv(timeout time.Duration) ([]byte, error) {
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case a, ok := <-p.lines:
			if !ok {
				return nil, fmt.Errorf("%w: its output ended", ErrExited)
			}
			if p.skip > 0 {
				p.skip--
				continue
			}
			return a.b, a.err
		case <-t.C:
			p.skip++
			return nil, fmt.Errorf("%w: no answer within %v", ErrLate, timeout)
		}
	}
}

func (p *proc) close() {
	_ = p.in.Close()
	close(p.done)
	if p.cmd == nil {
		return
	}
	exited := make(chan struct{})
	go func() {
		_ = p.cmd.Wait()
		close(exited)
	}()
	select {
	case <-exited:
	case <-time.After(time.Second):
		_ = p.cmd.Process.Kill()
		<-exited
	}
}
