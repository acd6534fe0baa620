package mahjong_test

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The section sign is written as an escape in this file so that the file holds no citation itself.
const section = "\u00a7"

var (
	// citation is the only accepted form of a rules citation: the rules file, a space, the section
	// sign and a section number such as 8 or 8.9. A comment may wrap between the file and the sign.
	citation = regexp.MustCompile(`docs/rules/([a-z0-9-]+)\.md(?: |\n[ \t]*// ?)` + section +
		`([0-9]+(?:\.[0-9]+)*)`)
	// heading is a numbered Markdown heading of a rules file: "## 8 Scoring", "### 8.9 Special hands".
	heading = regexp.MustCompile(`(?m)^#{1,6} ([0-9]+(?:\.[0-9]+)*) `)
)

// citationProblems lists every section sign in the .go files of fsys that is not part of a citation
// of the form "docs/rules/<name>.md", a space (or a comment's line break), the section sign and a number
// N or N.M (any depth), and every citation of a file under docs/rules that does not exist or of a
// section that is not a numbered heading of that file. Each problem reads "file:line: what is wrong".
// Directories whose name starts with "." are skipped.
func citationProblems(fsys fs.FS) ([]string, error) {
	sections := map[string]map[string]bool{} // rules file name -> its section numbers; nil if missing
	sectionsOf := func(name string) (map[string]bool, error) {
		if s, ok := sections[name]; ok {
			return s, nil
		}
		b, err := fs.ReadFile(fsys, "docs/rules/"+name+".md")
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				sections[name] = nil
				return nil, nil
			}
			return nil, err
		}
		s := map[string]bool{}
		for _, m := range heading.FindAllSubmatch(b, -1) {
			s[string(m[1])] = true
		}
		sections[name] = s
		return s, nil
	}

	var problems []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if p != "." && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			return nil
		}
		if path.Ext(p) != ".go" {
			return nil
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		text := string(b)
		lineOf := func(off int) string { return p + ":" + strconv.Itoa(1+strings.Count(text[:off], "\n")) + ": " }
		cited := map[int]bool{} // offsets of the section signs of well-formed citations
		for _, m := range citation.FindAllStringSubmatchIndex(text, -1) {
			name, num := text[m[2]:m[3]], text[m[4]:m[5]]
			cited[m[4]-len(section)] = true
			s, err := sectionsOf(name)
			if err != nil {
				return err
			}
			switch {
			case s == nil:
				problems = append(problems, lineOf(m[4])+"docs/rules/"+name+".md does not exist")
			case !s[num]:
				problems = append(problems, lineOf(m[4])+"docs/rules/"+name+".md has no numbered heading "+num)
			}
		}
		for off := 0; ; off += len(section) {
			i := strings.Index(text[off:], section)
			if i < 0 {
				break
			}
			off += i
			if !cited[off] {
				end := min(len(text), off+40)
				problems = append(problems, lineOf(off)+"a section sign outside the form docs/rules/<name>.md "+
					section+"N(.M): "+strings.TrimSpace(strings.SplitN(text[off:end], "\n", 2)[0]))
			}
		}
		return nil
	})
	return problems, err
}

// TestRulesCitations checks every rules citation in the module's code: each names a numbered heading of
// a file under docs/rules.
func TestRulesCitations(t *testing.T) {
	problems, err := citationProblems(os.DirFS("."))
	require.NoError(t, err)
	for _, p := range problems {
		t.Errorf("%s (a citation reads docs/rules/<name>.md %sN or %sN.M and names a numbered heading)",
			p, section, section)
	}
}

// TestRulesCitationsChecker runs the checker on a small made-up module, so a checker that accepts
// everything fails here.
func TestRulesCitationsChecker(t *testing.T) {
	rules := "# Title\n\n## 1 Tiles\n\n### 1.2 Names\n\n#### 1.2.3 Deep\n\n## 8 Scoring\n\ntext 9 not a heading\n"
	ok := "package x\n\n// See docs/rules/fake.md " + section + "1.2 and docs/rules/fake.md " + section + "8.\n" +
		"// Deep: docs/rules/fake.md " + section + "1.2.3, top: docs/rules/fake.md " + section + "1, wrapped:\n" +
		"// docs/rules/fake.md\n// " + section + "8.\n"
	fsys := fstest.MapFS{
		"docs/rules/fake.md": {Data: []byte(rules)},
		"a/ok.go":            {Data: []byte(ok)},
		".hidden/bad.go":     {Data: []byte("// spec " + section + "1\n")}, // skipped: hidden directory
		"a/notes.txt":        {Data: []byte("spec " + section + "1\n")},    // skipped: not Go
	}
	problems, err := citationProblems(fsys)
	require.NoError(t, err)
	assert.Empty(t, problems)

	bad := map[string]string{
		"bare":           "// see " + section + "8\n",
		"old spec form":  "// spec " + section + "8.9\n",
		"missing space":  "// docs/rules/fake.md" + section + "8\n",
		"no number":      "// docs/rules/fake.md " + section + " 8\n",
		"unknown":        "// docs/rules/fake.md " + section + "9\n",
		"unknown sub":    "// docs/rules/fake.md " + section + "1.3\n",
		"no such file":   "// docs/rules/other.md " + section + "1\n",
		"second is bare": "// docs/rules/fake.md " + section + "1, " + section + "8\n",
		"string literal": "var s = \"" + section + "1\"\n",
		"wrapped bad":    "// docs/rules/fake.md\n// " + section + "9\n",
	}
	for name, src := range bad {
		t.Run(name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"docs/rules/fake.md": {Data: []byte(rules)},
				"a/ok.go":            {Data: []byte(ok)},
				"b/bad.go":           {Data: []byte("package b\n\n" + src)},
			}
			problems, err := citationProblems(fsys)
			require.NoError(t, err)
			require.Len(t, problems, 1)
			assert.True(t, strings.HasPrefix(problems[0], "b/bad.go:"), problems[0])
		})
	}
}
