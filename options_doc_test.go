package mahjong_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/mahjong-go/mahjong/variant/classic"
	"github.com/mahjong-go/mahjong/variant/riichi"
	"github.com/mahjong-go/mahjong/variant/sichuan"
)

// optionsSection returns the text of the given section of a rules file, up to the next "## " heading.
func optionsSection(doc, section string) string {
	start := strings.Index(doc, "\n"+section+"\n")
	if start < 0 {
		return ""
	}
	body := doc[start+len(section)+2:]
	if end := strings.Index(body, "\n## "); end >= 0 {
		body = body[:end]
	}
	return body
}

// exportedNames returns the exported top-level names (types, functions, constants, variables) of the
// non-test Go files in dir.
func exportedNames(t *testing.T, dir string) map[string]bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	names := map[string]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		require.NoError(t, err)
		for name, obj := range file.Scope.Objects {
			if ast.IsExported(name) && obj.Kind != ast.Bad {
				names[name] = true
			}
		}
	}
	return names
}

// identifier is a backticked Go identifier in a rules page.
var identifier = regexp.MustCompile("`([A-Z][A-Za-z0-9]*)`")

// optionRows returns the Go field names that open a row of the options table in the given section of a
// rules file: the first cell of each table row, written as code.
func optionRows(doc, section string) map[string]bool {
	body := optionsSection(doc, section)
	if body == "" {
		return nil
	}
	rows := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^\\| `([A-Za-z][A-Za-z0-9]*)`").FindAllStringSubmatch(body, -1) {
		rows[m[1]] = true
	}
	return rows
}

// TestRulesOptionsTables checks that the options table of each rules page has one row per field of the
// variant's Options, and no row for a field that does not exist.
func TestRulesOptionsTables(t *testing.T) {
	for _, c := range []struct {
		file, section, dir string
		options            any
	}{
		{"docs/rules/classic.md", "## 11 Options", "variant/classic", classic.Options{}},
		{"docs/rules/sichuan.md", "## 13 Options", "variant/sichuan", sichuan.Options{}},
		{"docs/rules/riichi.md", "## 14 Options and presets", "variant/riichi", riichi.Options{}},
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
		// Every other Go name the section shows (an enum value such as PairCompletionTwo) exists.
		names := exportedNames(t, c.dir)
		for _, m := range identifier.FindAllStringSubmatch(optionsSection(string(b), c.section), -1) {
			assert.True(t, fields[m[1]] || names[m[1]], "%s: %s names %s, which %s does not export",
				c.file, c.section, m[1], c.dir)
		}
	}
}

func TestOptionRows(t *testing.T) {
	doc := "# T\n\n## 2 Other\n\n| `Nope` | x |\n\n## 3 Options\n\n| Go field | Default |\n|---|---|\n" +
		"| `Limit` | 0 |\n| `Rounds` (note) | 4 |\nnot a row `Fake`\n\n## 4 Glossary\n\n| `Later` | y |\n"
	assert.Equal(t, map[string]bool{"Limit": true, "Rounds": true}, optionRows(doc, "## 3 Options"))
	assert.Empty(t, optionRows(doc, "## 9 Missing"))
}
