package mjai_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/mahjong-go/mahjong/interop/mjai"
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
