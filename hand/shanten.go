package hand

import (
	"github.com/mahjong-go/mahjong/internal/shanten"
	"github.com/mahjong-go/mahjong/tile"
)

// Unreachable is what the shanten functions return when no shape they consider can be completed at
// all: seven pairs or thirteen orphans with declared melds, a declared meld of a kind outside
// [Options.Kinds], or too few usable kinds. It is larger than any real shanten number (at most 13), so
// taking a minimum works.
const Unreachable = 99 // internal/shanten.Unreachable: TestLayout checks they agree

// engine returns o as the analysis engine (internal/shanten) takes it.
func (o Options) engine() shanten.Options {
	return shanten.Options{Shapes: shanten.Shape(o.Shapes), Kinds: o.Kinds, ExcludeHeld: o.ExcludeHeld}
}

// Shanten returns the shanten number of h under o: the least number of tile exchanges (draw one, discard
// one) that make h ready, minimised over the shapes o allows. It is -1 exactly when h is a complete hand
// ([Hand.IsWin] is true) and 0 exactly when h is ready.
//
// The count is exact for real tiles: a target hand never uses a fifth copy of a kind (declared melds
// included), and tiles outside [Options.Kinds] are useless (a declared meld outside Kinds makes every
// shape [Unreachable]). Formally, with T ranging over the complete hands reachable from h (same declared
// melds, at most four copies of each kind, only usable kinds), Shanten is min |T − h| − 1, where
// |T − h| counts the tiles of T that h lacks. For a 13-size hand this makes shanten 0 mean "has a wait
// that is not a fifth copy": a hand whose only waits are kinds it already holds all four of (which
// [Hand.Waits] reports unless [Options.ExcludeHeld] is set) has shanten 1, not 0; shanten 0 holds
// exactly when Waits with ExcludeHeld set is not empty. For a 14-size hand, shanten is the least
// shanten of the 13-size hands left after one discard, or -1 when the hand is complete.
//
// Every constructible hand has size 13 or 14. For the zero Hand (size 0) the same formula gives 13.
// Shanten does not allocate.
func (h Hand) Shanten(o Options) int { return h.e.Shanten(o.engine()) }

// ShantenStandard returns the shanten number of h for the standard shape (four sets and a pair,
// declared melds included), with the exactness rules of [Hand.Shanten]. o.Shapes is ignored.
func (h Hand) ShantenStandard(o Options) int { return h.e.ShantenStandard(o.engine()) }

// ShantenSevenPairs returns the shanten number of h for seven pairs, with the exactness rules of
// [Hand.Shanten]: seven different kinds unless o.Shapes includes [SevenPairsQuads], in which case four
// of a kind may count as two pairs. It is [Unreachable] with declared melds or fewer than seven usable
// kinds (four with SevenPairsQuads).
func (h Hand) ShantenSevenPairs(o Options) int { return h.e.ShantenSevenPairs(o.engine()) }

// ShantenThirteenOrphans returns the shanten number of h for thirteen orphans, with the exactness rules
// of [Hand.Shanten]. It is [Unreachable] with declared melds or when a terminal or honour kind is not
// usable.
func (h Hand) ShantenThirteenOrphans(o Options) int { return h.e.ShantenThirteenOrphans(o.engine()) }

// ReadyDiscards returns the kinds whose discard from the 14-size hand h leaves a ready hand under o:
// the concealed kinds t for which h less one t has shanten number 0 ([Hand.Shanten]; equivalently,
// [Hand.Waits] with [Options.ExcludeHeld] set is not empty). It is the empty set for a hand of
// another size. It answers "which discards could a player declare ready with" in one pass, and does
// not allocate.
//
// For a hand without declared melds, all kinds usable and the shapes of [Standard], [SevenPairs],
// [SevenPairsQuads] and [ThirteenOrphans] only, it reads each group's costs once and asks only whether
// a split costs at most one tile; any other hand is answered discard by discard.
func (h Hand) ReadyDiscards(o Options) tile.Set { return h.e.ReadyDiscards(o.engine()) }

// FarFromReady reports, from a quick count of h's concealed tiles, that h has no waits in the shapes of
// o: for a 13-size hand, that [Hand.Waits] is empty; for a 14-size hand, that Waits is empty after
// every discard. A false answer proves nothing: the hand may or may not be ready. It is a cheap test to
// run before the exact ones, and does not allocate.
//
// It counts three things, each a necessary condition of one shape. An isolated tile (held once, with no
// other concealed tile of its suit within two ranks; every single honour) can only be completed as a
// pair by the winning tile, so a standard shape with a wait holds at most one (two before the
// discard). Seven pairs needs six kinds held at least twice (with [SevenPairsQuads], six pairs counting
// a quad as two), and thirteen orphans twelve terminal and honour kinds. It answers false for other
// sizes.
//
// It is a question of its own, not a step [Hand.Waits] needs: Waits is exact without it. Waits does
// not run it, because it costs a ready hand about a quarter more (a 13-size hand's waits are about
// 1,000 instructions, this test about 240); a caller that asks many hands whether they are ready, most
// of them far from it (a referee checking furiten waits after each discard), runs it first and skips
// the exact computation for most of them.
func (h Hand) FarFromReady(o Options) bool { return h.e.FarFromReady(o.engine()) }
