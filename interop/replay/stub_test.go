package replay

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/interop/mjai"
	"github.com/mahjong-go/mahjong/interop/tenhou"
	"github.com/stretchr/testify/require"
)

func readAny(t testing.TB, path string) (*interop.Game, error) {
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	switch {
	case strings.HasSuffix(path, ".xml"):
		return tenhou.ReadXML(f)
	case strings.HasSuffix(path, ".json"):
		return tenhou.ReadJSON(f)
	default:
		return mjai.Read(f)
	}
}

func TestDebugSamples(t *testing.T) {
	files, _ := filepath.Glob("../testdata/logs/*.*")
	more, _ := filepath.Glob("../testdata/logs/*/*.*")
	ex, _ := filepath.Glob("../testdata/example/*.*")
	for _, f := range append(append(files, more...), ex...) {
		if strings.HasSuffix(f, ".md") {
			continue
		}
		rec, err := readAny(t, f)
		if err != nil {
			t.Log(f, err)
			continue
		}
		r, err := Check(rec)
		if err != nil {
			t.Log(f, err)
			continue
		}
		t.Log(f, r.Matched(), len(r.Hands), r.Whole, r.Match())
		for _, h := range r.Hands {
			if h.Diff != nil {
				t.Log("   ", h.Diff)
			}
		}
		if r.End != nil {
			t.Log("   end", r.End)
		}
	}
}
