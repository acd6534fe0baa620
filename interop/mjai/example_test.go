package mjai_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"

	"github.com/mahjong-go/mahjong/game/bot"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/wall"
)

// An mjai log read and written back in the normalized form; mjai.app's batched arrays read as
// separate events.
func ExampleRead() {
	log := `[{"type":"start_game","names":["A","B","C","D"]},{"type":"start_kyoku","bakaze":"E","dora_marker":"9p","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4p","5pr","6p","2s","3s","7s","8s","9s","E","E"],["1m","4m","5m","6m","1p","2p","1s","5sr","S","W","P","F","C"],["1m","2m","7m","8m","3p","7p","1s","6s","7s","S","W","N","F"],["1m","2m","3m","3p","7p","1s","4s","6s","8s","E","P","P","C"]]}]
{"type":"tsumo","actor":0,"pai":"1s"}
{"type":"hora","actor":0,"target":0,"deltas":[3000,-1000,-1000,-1000],"meta":{"note":"ignored"}}
{"type":"end_kyoku"}
{"type":"end_game"}
`
	g, err := mjai.Read(strings.NewReader(log))
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := mjai.Write(os.Stdout, g); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"type":"start_game","names":["A","B","C","D"]}
	// {"type":"start_kyoku","bakaze":"E","dora_marker":"9p","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4p","5pr","6p","2s","3s","7s","8s","9s","E","E"],["1m","4m","5m","6m","1p","2p","1s","5sr","S","W","P","F","C"],["1m","2m","7m","8m","3p","7p","1s","6s","7s","S","W","N","F"],["1m","2m","3m","3p","7p","1s","4s","6s","8s","E","P","P","C"]]}
	// {"type":"tsumo","actor":0,"pai":"1s"}
	// {"type":"hora","actor":0,"target":0,"deltas":[3000,-1000,-1000,-1000],"ura_markers":[]}
	// {"type":"end_kyoku"}
	// {"type":"end_game"}
}

// A library bot at an mjai server: it follows seat 0's events and answers each line. Its tenpai hand
// declares riichi (the reach, then the dahai when the server echoes the reach), and it rons the 4s.
func ExampleBot_Serve() {
	o, _ := riichi.Preset("tenhou")
	r, _ := riichi.New(o)
	hidden := `["?","?","?","?","?","?","?","?","?","?","?","?","?"]`
	in := `{"type":"start_game","id":0}
{"type":"start_kyoku","bakaze":"E","dora_marker":"9p","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4p","5pr","6p","2s","3s","7s","8s","9s","E","E"],` + hidden + `,` + hidden + `,` + hidden + `]}
{"type":"tsumo","actor":0,"pai":"N"}
{"type":"reach","actor":0}
{"type":"dahai","actor":0,"pai":"N","tsumogiri":true}
{"type":"reach_accepted","actor":0}
{"type":"tsumo","actor":1,"pai":"?"}
{"type":"dahai","actor":1,"pai":"4s","tsumogiri":false}
`
	b := mjai.Bot{Player: bot.NewGreedy(r.Table()), Rules: r}
	if err := b.Serve(strings.NewReader(in), os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"type":"none"}
	// {"type":"none"}
	// {"type":"reach","actor":0}
	// {"type":"dahai","actor":0,"pai":"N","tsumogiri":true}
	// {"type":"none"}
	// {"type":"none"}
	// {"type":"none"}
	// {"type":"hora","actor":0,"target":1,"pai":"4s"}
}

// A game between four library bots over the mjai protocol, stopped after one hand. An external bot
// would be a Seat with a Command, such as []string{"./mybot"}.
func ExampleMatch_Play() {
	o, _ := riichi.Preset("tenhou")
	r, _ := riichi.New(o)
	g := bot.NewGreedy(r.Table())
	var log bytes.Buffer
	m := mjai.Match{Rules: r, Seed: wall.SeedOf(1), MaxHands: 1, Log: &log}
	for i := range m.Seats {
		m.Seats[i] = mjai.Seat{Player: g}
	}
	sess, faults, err := m.Play()
	if err != nil {
		fmt.Println(err)
		return
	}
	first, _, _ := strings.Cut(log.String(), "\n")
	fmt.Println(first)
	fmt.Println("hands:", len(sess.Summaries()), "faults:", len(faults))
	// Output:
	// {"type":"start_game","names":["E","S","W","N"]}
	// hands: 1 faults: 0
}
