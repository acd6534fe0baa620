package tenhou

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"

	"github.com/mahjong-go/mahjong/interop/internal/track"
)

// readAll reads at most track.MaxInput bytes of r, decompressing gzip input.
func readAll(r io.Reader) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, track.MaxInput+1))
	if err != nil {
		return nil, err
	}
	if len(b) > track.MaxInput {
		return nil, errTooLarge
	}
	if len(b) >= 2 && b[0] == 0x1f && b[1] == 0x8b {
		zr, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			return nil, errors.New("bad gzip header")
		}
		b, err = io.ReadAll(io.LimitReader(zr, track.MaxInput+1))
		if err != nil {
			return nil, errors.New("bad gzip data")
		}
		if len(b) > track.MaxInput {
			return nil, errTooLarge
		}
	}
	return b, nil
}

var errTooLarge = errors.New("input larger than 16 MiB")

// xmlTag is one scanned tag: its name and attributes (slices of the input).
type xmlTag struct {
	name  []byte
	attrs []xmlAttr
	close bool // </name>
}

type xmlAttr struct{ key, val []byte }

func (t *xmlTag) get(key string) ([]byte, bool) {
	for _, a := range t.attrs {
		if string(a.key) == key {
			return a.val, true
		}
	}
	return nil, false
}

// scanner reads the tags of an mjlog one at a time. Text between tags must be white space.
type scanner struct {
	b   []byte
	pos int
	tag xmlTag
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' }

func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == ':'
}

// next scans the next tag; ok is false at the end of input.
func (s *scanner) next() (ok bool, err error) {
	b := s.b
	for {
		for s.pos < len(b) && isSpace(b[s.pos]) {
			s.pos++
		}
		if s.pos == len(b) {
			return false, nil
		}
		if b[s.pos] != '<' {
			return false, errors.New("text outside a tag")
		}
		if bytes.HasPrefix(b[s.pos:], []byte("<?")) || bytes.HasPrefix(b[s.pos:], []byte("<!")) {
			end := bytes.IndexByte(b[s.pos:], '>')
			if end < 0 {
				return false, errors.New("unterminated declaration")
			}
			s.pos += end + 1
			continue
		}
		break
	}
	s.pos++
	s.tag = xmlTag{attrs: s.tag.attrs[:0]}
	if s.pos < len(b) && b[s.pos] == '/' {
		s.tag.close = true
		s.pos++
	}
	start := s.pos
	for s.pos < len(b) && isNameByte(b[s.pos]) {
		s.pos++
	}
	s.tag.name = b[start:s.pos]
	if len(s.tag.name) == 0 {
		return false, errors.New("tag without a name")
	}
	for {
		for s.pos < len(b) && isSpace(b[s.pos]) {
			s.pos++
		}
		if s.pos >= len(b) {
			return false, errors.New("unterminated tag")
		}
		switch {
		case b[s.pos] == '>':
			s.pos++
			return true, nil
		case b[s.pos] == '/' && s.pos+1 < len(b) && b[s.pos+1] == '>':
			s.pos += 2
			return true, nil
		}
		if s.tag.close {
			return false, errors.New("attributes in a closing tag")
		}
		ks := s.pos
		for s.pos < len(b) && isNameByte(b[s.pos]) {
			s.pos++
		}
		key := b[ks:s.pos]
		if len(key) == 0 || s.pos+1 >= len(b) || b[s.pos] != '=' || b[s.pos+1] != '"' {
			return false, errors.New("bad attribute")
		}
		s.pos += 2
		end := bytes.IndexByte(b[s.pos:], '"')
		if end < 0 {
			return false, errors.New("unterminated attribute value")
		}
		if len(s.tag.attrs) >= 32 {
			return false, errors.New("too many attributes")
		}
		s.tag.attrs = append(s.tag.attrs, xmlAttr{key, b[s.pos : s.pos+end]})
		s.pos += end + 1
	}
}

// ints parses a comma-separated list of at most max integers into dst.
func ints(dst []int, v []byte, max int) ([]int, error) {
	dst = dst[:0]
	if len(v) == 0 {
		return dst, nil
	}
	for len(v) > 0 {
		if len(dst) == max {
			return nil, errors.New("too many values")
		}
		i := bytes.IndexByte(v, ',')
		f := v
		if i >= 0 {
			f, v = v[:i], v[i+1:]
			if len(v) == 0 {
				return nil, errors.New("trailing comma")
			}
		} else {
			v = nil
		}
		n, err := atoi(f)
		if err != nil {
			return nil, err
		}
		dst = append(dst, n)
	}
	return dst, nil
}

// atoi parses a decimal integer of at most 9 digits with an optional minus sign.
func atoi(f []byte) (int, error) {
	neg := len(f) > 0 && f[0] == '-'
	if neg {
		f = f[1:]
	}
	if len(f) == 0 || len(f) > 9 {
		return 0, errors.New("bad number")
	}
	n := 0
	for _, c := range f {
		if c < '0' || c > '9' {
			return 0, errors.New("bad number")
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, nil
}

// tenths parses a decimal such as "-46.0", "63.8" or "-80" into tenths.
func tenths(f []byte) (int, error) {
	neg := len(f) > 0 && f[0] == '-'
	if neg {
		f = f[1:]
	}
	frac := 0
	if i := bytes.IndexByte(f, '.'); i >= 0 {
		d := f[i+1:]
		if len(d) != 1 || d[0] < '0' || d[0] > '9' {
			return 0, errors.New("bad result")
		}
		frac, f = int(d[0]-'0'), f[:i]
	}
	if len(f) == 0 || f[0] == '-' {
		return 0, errors.New("bad result")
	}
	n, err := atoi(f)
	if err != nil || n > 100000 {
		return 0, errors.New("bad result")
	}
	n = n*10 + frac
	if neg {
		n = -n
	}
	return n, nil
}

// unescapePercent decodes Tenhou's percent-encoded names.
func unescapePercent(v []byte) (string, error) {
	if len(v) > 3*track.MaxNameBytes {
		return "", errors.New("name too long")
	}
	out := make([]byte, 0, len(v))
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c != '%' {
			out = append(out, c)
			continue
		}
		if i+2 >= len(v) {
			return "", errors.New("bad percent escape")
		}
		h, l := unhex(v[i+1]), unhex(v[i+2])
		if h < 0 || l < 0 {
			return "", errors.New("bad percent escape")
		}
		out = append(out, byte(h<<4|l))
		i += 2
	}
	return string(out), nil
}

func unhex(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}
