package hand

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"

	"github.com/mahjong-go/mahjong/internal/shanten"
)

// TestLayout keeps Hand at 64 bytes with the alignment of a uint64 (see the comment in Hand): a bigger
// or byte-aligned Hand makes the copies that passing it by value needs stall on store forwarding,
// which slows With, Without and Declare several times over.
func TestLayout(t *testing.T) {
	assert.Equal(t, uintptr(64), unsafe.Sizeof(Hand{}))
	assert.Equal(t, unsafe.Alignof(uint64(0)), unsafe.Alignof(Hand{}))
}

// TestUnreachableIsTheEngines: hand's Unreachable is the number the engine returns.
func TestUnreachableIsTheEngines(t *testing.T) {
	assert.Equal(t, shanten.Unreachable, Unreachable)
}

// TestShapesAreTheEngines: hand's shapes have the values of internal/handopt's, which
// Options.engine passes on unchanged.
func TestShapesAreTheEngines(t *testing.T) {
	assert.Equal(t, shanten.Standard, shanten.Shape(Standard))
	assert.Equal(t, shanten.SevenPairs, shanten.Shape(SevenPairs))
	assert.Equal(t, shanten.SevenPairsQuads, shanten.Shape(SevenPairsQuads))
	assert.Equal(t, shanten.ThirteenOrphans, shanten.Shape(ThirteenOrphans))
	assert.Equal(t, shanten.AllShapes, shanten.Shape(AllShapes))
}
