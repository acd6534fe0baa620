package tenhou

import (
	"bytes"
	"os"
	"testing"
)

func TestScratch(t *testing.T) {
	b, _ := os.ReadFile("../testdata/logs/2019021004gm-00a9-0000-e2f6516d.json")
	g, err := ReadJSON(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	out, err := AppendJSON(nil, g)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile("/tmp/rt/out.json", out, 0o644)
	x, _ := os.ReadFile("../testdata/logs/2019021004gm-00a9-0000-e2f6516d.mjlog.xml")
	gx, err := ReadXML(bytes.NewReader(x))
	if err != nil {
		t.Fatal(err)
	}
	gx.Tenhou.Ref = "2019021004gm-00a9-0000-e2f6516d"
	gx.Tenhou.RatingClass = "PF4"
	out, err = AppendJSON(nil, gx)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile("/tmp/rt/outx.json", out, 0o644)
	out, err = AppendXML(nil, g)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile("/tmp/rt/outj.xml", out, 0o644)
}
