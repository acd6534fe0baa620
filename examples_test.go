package mahjong_test

import (
	"encoding/json"
	"go/ast"
	"go/doc"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runnableExamples counts the Example functions with an "Output:" comment in the given test files: the
// examples `go test` runs and checks.
func runnableExamples(files []*ast.File) int {
	n := 0
	for _, ex := range doc.Examples(files...) {
		if ex.Output != "" || ex.EmptyOutput {
			n++
		}
	}
	return n
}

// TestEveryPackageHasExamples checks that every library package (commands under examples/ aside, whose
// tests run the programs) has at least one runnable Example function.
func TestEveryPackageHasExamples(t *testing.T) {
	out, err := exec.Command("go", "list", "-json", "./...").Output()
	require.NoError(t, err)
	dec := json.NewDecoder(strings.NewReader(string(out)))
	seen := 0
	for dec.More() {
		var p struct {
			ImportPath, Name, Dir     string
			TestGoFiles, XTestGoFiles []string
		}
		require.NoError(t, dec.Decode(&p))
		if p.Name == "main" {
			continue
		}
		seen++
		fset := token.NewFileSet()
		var files []*ast.File
		for _, name := range append(p.TestGoFiles, p.XTestGoFiles...) {
			f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, parser.ParseComments)
			require.NoError(t, err)
			files = append(files, f)
		}
		assert.Positive(t, runnableExamples(files), "package %s has no Example function with // Output:", p.ImportPath)
	}
	assert.Positive(t, seen)
}

// TestRunnableExamplesCounter checks the counter on made-up files: an example without an output comment
// does not count.
func TestRunnableExamplesCounter(t *testing.T) {
	src := map[string]string{
		"none.go":    "package x_test\n\nfunc ExampleF() {}\n",
		"output.go":  "package x_test\n\nimport \"fmt\"\n\nfunc ExampleG() {\n\tfmt.Println(1)\n\t// Output: 1\n}\n",
		"helpers.go": "package x_test\n\nfunc helper() {}\n",
	}
	count := func(names ...string) int {
		fset := token.NewFileSet()
		var files []*ast.File
		for _, n := range names {
			f, err := parser.ParseFile(fset, n, src[n], parser.ParseComments)
			require.NoError(t, err)
			files = append(files, f)
		}
		return runnableExamples(files)
	}
	assert.Zero(t, count("none.go", "helpers.go"))
	assert.Equal(t, 1, count("none.go", "output.go"))
}
