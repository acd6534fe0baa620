// Command mjaistub is a small external mjai bot for the tests of the referee side
// (interop/mjai.Match): it discards every tile it draws (tsumogiri) and passes on everything else,
// and it can misbehave on purpose on its own turns, to check that the referee records the fault and
// plays on.
//
//	mjaistub [-mode MODE] [-every N] [-sleep D] [-dialect strict|mortal|batched] [SEAT]
//
// Modes: tsumogiri (well behaved), malformed (a line that is not JSON), illegal (a pon on its own
// turn), late (answers after -sleep), oversized (a 1 MiB answer line), exit (exits at its first own
// turn), silent (reads and never answers). The misbehaviour comes on every N-th own turn (-every,
// default 1); the other turns are played well. SEAT (0..3) is its seat when start_game gives none.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

type event struct {
	Type   string `json:"type"`
	Actor  *int   `json:"actor"`
	ID     *int   `json:"id"`
	Pai    string `json:"pai"`
	CanAct *bool  `json:"can_act"`
}

func main() {
	mode := flag.String("mode", "tsumogiri", "tsumogiri, malformed, illegal, late, oversized, exit or silent")
	every := flag.Int("every", 1, "misbehave on every N-th own turn")
	sleep := flag.Duration("sleep", time.Second, "how late a late answer is")
	dialect := flag.String("dialect", "strict", "strict, mortal or batched")
	flag.Parse()
	seat := -1
	if flag.NArg() > 0 {
		seat, _ = strconv.Atoi(flag.Arg(0))
	}
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<22)
	out := bufio.NewWriter(os.Stdout)
	turns := 0
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		var evs []event
		if strings.HasPrefix(line, "[") {
			if err := json.Unmarshal([]byte(line), &evs); err != nil {
				fmt.Fprintln(os.Stderr, "mjaistub:", err)
				os.Exit(1)
			}
		} else {
			var e event
			if err := json.Unmarshal([]byte(line), &e); err != nil {
				fmt.Fprintln(os.Stderr, "mjaistub:", err)
				os.Exit(1)
			}
			evs = []event{e}
		}
		answer := `{"type":"none"}`
		act := false
		for _, e := range evs {
			if e.Type == "start_game" && e.ID != nil {
				seat = *e.ID
			}
			act = e.CanAct == nil || *e.CanAct
			if e.Type == "tsumo" && e.Actor != nil && *e.Actor == seat {
				answer = fmt.Sprintf(`{"type":"dahai","actor":%d,"pai":%q,"tsumogiri":true}`, seat, e.Pai)
				turns++
				if *every > 0 && turns%*every == 0 {
					answer = misbehave(*mode, seat, answer, *sleep)
				}
			} else {
				answer = `{"type":"none"}`
			}
		}
		if *dialect == "mortal" && !act {
			continue
		}
		if answer == "" {
			continue
		}
		fmt.Fprintln(out, answer)
		if err := out.Flush(); err != nil {
			os.Exit(1)
		}
	}
}

func misbehave(mode string, seat int, good string, sleep time.Duration) string {
	switch mode {
	case "malformed":
		return `{"type":"dahai",` // cut short
	case "illegal":
		return fmt.Sprintf(`{"type":"pon","actor":%d,"target":%d,"pai":"1m","consumed":["1m","1m"]}`, seat, (seat+1)%4)
	case "late":
		time.Sleep(sleep)
	case "oversized":
		return `{"type":"none","pad":"` + strings.Repeat("x", 1<<20) + `"}`
	case "exit":
		os.Exit(0)
	case "silent":
		return ""
	}
	return good
}
