package mahjong_test

import (
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// optionRows returns the Go field names that open a row of the options table in the given section of a
// rules file: the first cell of each table row, written as code.
func optionRows(doc, section string) map[string]bool {
	start := strings.Index(doc, "\n"+section+"\n")
	if start < 0 {
		return nil
	}
	body := doc[start+len(section)+2:]
	if end := strings.Index(body, "\n## "); end >= 0 {
		body = body[:end]
	}
	rows := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^\\| `([A-Za-z]+)`").FindAllStringSubmatch(body, -1) {
		rows[m[1]] = true
	}
	return rows
}

// TestRulesOptionsTables checks that the options table of each rules page has one row per field of the
// variant's Options, and no row for a field that does not exist.
func TestRulesOptionsTables(t *testing.T) {
	for _, c := range []struct {
		file, section string
		options       any
	}{
		{"docs/rules/classic.md", "## 11 Options", classic.Options{}},
		{"docs/rules/sichuan.md", "## 13 Options", sichuan.Options{}},
	} {
		b, err := os.ReadFile(c.file)
		require.NoError(t, err)
		rows := optionRows(string(b), c.section)
		require.NotEmpty(t, rows, "%s: no options table under %q", c.file, c.section)
		typ := reflect.TypeOf(c.options)
		fields := map[string]bool{}
		for i := range typ.NumField() {
			if f := typ.Field(i); f.IsExported() {
				fields[f.Name] = true
				assert.True(t, rows[f.Name], "%s: %s.%s has no row in the options table", c.file, typ, f.Name)
			}
		}
		for r := range rows {
			assert.True(t, fields[r], "%s: the options table has a row for %s, which %s does not have", c.file, r, typ)
		}
	}
}

func TestOptionRows(t *testing.T) {
	doc := "# T\n\n## 2 Other\n\n| `Nope` | x |\n\n## 3 Options\n\n| Go field | Default |\n|---|---|\n" +
		"| `Limit` | 0 |\n| `Rounds` (note) | 4 |\nnot a row `Fake`\n\n## 4 Glossary\n\n| `Later` | y |\n"
	assert.Equal(t, map[string]bool{"Limit": true, "Rounds": true}, optionRows(doc, "## 3 Options"))
	assert.Empty(t, optionRows(doc, "## 9 Missing"))
}
