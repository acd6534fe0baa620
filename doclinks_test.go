package mahjong_test

import (
	"go/ast"
	"go/doc"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docPackage is one package of the module read for its documentation.
type docPackage struct {
	path string // import path
	doc  *doc.Package
	syms map[string]bool // "Name" and "Type.Member" for every exported name and member
}

// loadDocPackages parses every non-test, non-main package of the module with its comments.
func loadDocPackages(t *testing.T) map[string]*docPackage {
	t.Helper()
	pkgs := make(map[string]*docPackage)
	err := filepath.WalkDir(".", func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if base := d.Name(); dir != "." && (base == "testdata" || strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_")) {
			return filepath.SkipDir
		}
		fset := token.NewFileSet()
		parsed, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool {
			return !strings.HasSuffix(fi.Name(), "_test.go")
		}, parser.ParseComments)
		if err != nil {
			return err
		}
		for name, p := range parsed {
			if name == "main" {
				continue
			}
			files := make([]*ast.File, 0, len(p.Files))
			for _, f := range p.Files {
				files = append(files, f)
			}
			path := module
			if dir != "." {
				path += "/" + filepath.ToSlash(dir)
			}
			dp, err := doc.NewFromFiles(fset, files, path)
			if err != nil {
				return err
			}
			pkgs[path] = &docPackage{path: path, doc: dp, syms: symbolsOf(dp)}
		}
		return nil
	})
	require.NoError(t, err)
	return pkgs
}

// symbolsOf lists the exported names of p and the exported methods and fields of its types.
func symbolsOf(p *doc.Package) map[string]bool {
	syms := make(map[string]bool)
	addValues := func(vs []*doc.Value) {
		for _, v := range vs {
			for _, n := range v.Names {
				syms[n] = true
			}
		}
	}
	addValues(p.Consts)
	addValues(p.Vars)
	for _, f := range p.Funcs {
		syms[f.Name] = true
	}
	for _, typ := range p.Types {
		syms[typ.Name] = true
		addValues(typ.Consts)
		addValues(typ.Vars)
		for _, f := range typ.Funcs {
			syms[f.Name] = true
		}
		for _, m := range typ.Methods {
			syms[typ.Name+"."+m.Name] = true
		}
		for _, spec := range typ.Decl.Specs {
			ts, ok := spec.(*ast.TypeSpec)
			if !ok {
				continue
			}
			switch u := ts.Type.(type) {
			case *ast.StructType:
				for _, f := range u.Fields.List {
					for _, n := range f.Names {
						syms[typ.Name+"."+n.Name] = true
					}
				}
			case *ast.InterfaceType:
				for _, f := range u.Methods.List {
					for _, n := range f.Names {
						syms[typ.Name+"."+n.Name] = true
					}
				}
			}
		}
	}
	return syms
}

// bracketed finds text of the form of a doc link, [Name], [Name.Member], [pkg.Name] or
// [pkg.Name.Member], possibly starred. In a plain run of parsed text it is a link the doc parser could
// not resolve, when the runes around it are those go/doc/comment accepts around a link.
var bracketed = regexp.MustCompile(`\[\*?([A-Za-z_]\w*(?:\.[A-Za-z_]\w*){0,2})\]`)

// linkBoundary reports whether r, the rune before or after a bracketed name, lets go/doc/comment read
// the name as a doc link: punctuation or a space.
func linkBoundary(r rune) bool { return unicode.IsPunct(r) || r == ' ' || r == '\t' || r == '\n' }

// TestDocLinks checks that every doc link in the doc comments of the module's packages names an
// exported identifier that exists: a link the doc parser could not resolve stays plain text in the
// rendered docs, and a link to a removed identifier of another package of the module goes nowhere.
func TestDocLinks(t *testing.T) {
	pkgs := loadDocPackages(t)
	require.NotEmpty(t, pkgs)
	checked := 0
	for _, p := range pkgs {
		parse := p.doc.Parser()
		check := func(where, text string) {
			if text == "" {
				return
			}
			d := parse.Parse(text)
			for _, b := range d.Content {
				for _, txt := range blockText(b) {
					checked++
					checkText(t, pkgs, p, where, txt)
				}
			}
		}
		check("package doc", p.doc.Doc)
		values := func(vs []*doc.Value) {
			for _, v := range vs {
				check(strings.Join(v.Names, ","), v.Doc)
			}
		}
		values(p.doc.Consts)
		values(p.doc.Vars)
		for _, f := range p.doc.Funcs {
			check(f.Name, f.Doc)
		}
		for _, typ := range p.doc.Types {
			check(typ.Name, typ.Doc)
			values(typ.Consts)
			values(typ.Vars)
			for _, f := range typ.Funcs {
				check(f.Name, f.Doc)
			}
			for _, m := range typ.Methods {
				check(typ.Name+"."+m.Name, m.Doc)
			}
		}
	}
	assert.Positive(t, checked)
}

// blockText returns the inline text runs of one block of a parsed comment (code blocks have none).
func blockText(b comment.Block) [][]comment.Text {
	switch b := b.(type) {
	case *comment.Paragraph:
		return [][]comment.Text{b.Text}
	case *comment.Heading:
		return [][]comment.Text{b.Text}
	case *comment.List:
		var out [][]comment.Text
		for _, it := range b.Items {
			for _, c := range it.Content {
				out = append(out, blockText(c)...)
			}
		}
		return out
	}
	return nil
}

// checkText reports the unresolved links in one run of text and checks every resolved link to a
// package of the module against that package's exported names.
func checkText(t *testing.T, pkgs map[string]*docPackage, p *docPackage, where string, txt []comment.Text) {
	t.Helper()
	for _, item := range txt {
		switch it := item.(type) {
		case comment.Plain:
			s := string(it)
			for _, m := range bracketed.FindAllStringSubmatchIndex(s, -1) {
				if m[0] > 0 {
					if r, _ := utf8.DecodeLastRuneInString(s[:m[0]]); !linkBoundary(r) {
						continue
					}
				}
				if m[1] < len(s) {
					if r, _ := utf8.DecodeRuneInString(s[m[1]:]); !linkBoundary(r) {
						continue
					}
				}
				assert.Failf(t, "unresolved doc link", "%s: %s: %s", p.path, where, s[m[0]:m[1]])
			}
		case *comment.DocLink:
			target := p
			if it.ImportPath != "" && it.ImportPath != p.path {
				q, ok := pkgs[it.ImportPath]
				if !ok {
					continue // a standard library or outside package
				}
				target = q
			}
			name := it.Name
			if it.Recv != "" {
				name = it.Recv + "." + it.Name
			}
			if name != "" {
				assert.True(t, target.syms[name], "%s: %s: doc link [%s] names nothing in %s", p.path, where, name, target.path)
			}
		case *comment.Link:
			checkText(t, pkgs, p, where, it.Text)
		case comment.Italic:
		}
	}
}

// mdLink finds the target of a Markdown link or image: [text](target).
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestMarkdownLinks checks that every relative link of the README and of the pages under docs/ names a
// file or folder of the repository.
func TestMarkdownLinks(t *testing.T) {
	pages := []string{"README.md", "CHANGELOG.md"}
	require.NoError(t, filepath.WalkDir("docs", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
			pages = append(pages, p)
		}
		return err
	}))
	links := 0
	for _, page := range pages {
		b, err := os.ReadFile(page)
		require.NoError(t, err)
		for _, m := range mdLink.FindAllStringSubmatch(string(b), -1) {
			target, _, _ := strings.Cut(m[1], "#")
			if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			links++
			_, err := os.Stat(filepath.Join(filepath.Dir(page), filepath.FromSlash(target)))
			assert.NoError(t, err, "%s links to %s", page, m[1])
		}
	}
	assert.Positive(t, links)
}
