// Package hand models one player's tiles ([Hand]: concealed tiles, declared melds, bonus tiles) and
// analyses them: winning shapes, every arrangement into sets and a pair, waits, shanten, tile
// acceptance and discard tables.
//
// # Hands
//
// A [Hand] holds the concealed tiles as counts, up to four declared melds (claimed chows, pungs and
// kongs, and concealed kongs) and the bonus tiles. Its size counts three per meld, a kong too: 13
// between turns, 14 with a tile drawn or claimed. [New], [FromCounts] and [Parse] refuse five or more
// tiles of a kind (melds included) with [ErrTooMany], another size with [ErrSize], a bonus tile among
// the playing tiles with [ErrBonus] and an undeclarable meld with [ErrMeld]. [Hand.With],
// [Hand.Without] and [Hand.Declare] return a new hand, or the receiver unchanged and an error.
//
// # Text form
//
// A hand is written as its concealed tiles in tile notation, then, after the mark '/' ([MeldMark]),
// each declared meld in meld notation, then bonus tiles, separated by spaces:
//
//	123m456p789s11z / 555z              concealed tiles, then an exposed (claimed) pung of White
//	123p11z / [2222m] 6666z+@E 123s@N   a concealed kong, an added kong (claimed from East), a chow from North
//	123m456p789s1122z 15f               bonus tiles Plum and Spring
//
//	340m406p789s11122z / 0555p          red fives (digit 0): a red 5m and a red 5p concealed, one in the pung
//
// Only the mark declares melds: whitespace never changes what a text means. Spaces between concealed
// groups are allowed as [tile.ParseTiles] allows them ("123m 456p 789s 11222z" is 14 concealed tiles,
// and "1122z 123m 456p 789s" holds no claimed chow), and so are spaces around the mark and between
// melds. A declared concealed kong is written in brackets, a claimed meld bare, an added kong with a
// trailing '+', and the seat a claimed tile came from, when known, after '@'. As input, suit letters may
// be upper case ("123M") and tiles may be written as the glyphs [tile.Tile.Glyph] prints, melds
// included ("🀇🀈🀉 / [🀆🀆🀆🀆]"). [Parse] also accepts bonus tiles among the concealed tiles and bonus
// groups (tokens ending in 'f') between the melds; [Hand.String] writes the canonical form (concealed
// tiles sorted, melds in declaration order, bonus tiles last) and Parse reads it back. An error from
// Parse is a [*ParseError] giving the byte offset of a syntax problem; it quotes at most 64 bytes of the
// input, and Parse refuses bad input in time linear in its length, allocating only the error.
// [Hand.UnmarshalText] also reads the form of earlier versions (melds after single spaces, without the
// mark), so saved records keep loading.
//
// # Red fives
//
// Riichi paints some fives red (aka dora). A red five is a physical tile of the kind five: every
// analysis below treats it as the five it is, and only [Hand.RedFives], [Hand.RedFivesIn],
// [Hand.ConcealedRed], [Hand.String] and == tell it apart. [Hand.WithRed], [Hand.WithoutRed] and
// [Hand.MarkRed] add, remove and mark red fives among the concealed tiles; a declared meld carries its
// own ([meld.Meld.Red]). [Hand.Without] and [Hand.Declare] take plain fives first and red ones only when
// no plain one is left. A hand never has more red fives of a suit than fives of it ([ErrRed]).
//
// # Analysis
//
// [Hand.IsWin] and [Hand.Shapes] test a 14-size hand, [Hand.Arrangements] (also [Hand.AllArrangements],
// which does not allocate) reads it as sets and a pair, [Hand.Waits] lists the kinds that complete a
// 13-size hand ([Hand.FarFromReady] tells cheaply of most hands that they have none), and [Hand.Shanten] (with [Hand.ShantenStandard],
// [Hand.ShantenSevenPairs] and [Hand.ShantenThirteenOrphans]) counts the exchanges a hand is from
// ready. A hand of the other size is simply not a win and has no arrangement, but asking it for waits is
// an error ([ErrSize]), never an empty set that would read as "not ready"; the zero Hand (size 0) is not
// a win and has shanten 13.
//
// [Options] select:
//   - Shapes: the winning shapes, [Standard] (four sets and a pair, declared melds included),
//     [SevenPairs] (seven different pairs), [SevenPairsQuads] (four of a kind may be two of the seven
//     pairs) and [ThirteenOrphans]; zero means [AllShapes] (Standard, SevenPairs and ThirteenOrphans).
//     Seven pairs and thirteen orphans need a hand without declared melds.
//   - Kinds: the usable kinds, zero meaning all 34 (Sichuan's missing suit is left out of Kinds). A
//     hand holding a tile outside Kinds, concealed or in a meld, is never a win and has no waits; waits
//     are only kinds in Kinds; shanten counts such concealed tiles as useless, and a declared meld
//     outside Kinds makes every shape [Unreachable].
//   - ExcludeHeld: leave out of the waits every kind of which the hand already holds all four copies.
//     Without it such a kind is a wait when a fifth copy would complete the hand.
//
// Shanten is exact for real tiles: the complete hand it aims at never uses a fifth copy of a kind, so
// 1111222233334z is 3 from ready (not 2), and a 13-size hand has shanten 0 exactly when its waits with
// ExcludeHeld are not empty.
//
// # Advice
//
// [Hand.Acceptance] lists the draws that lower the shanten of a 13-size hand, each with its live
// copies: four less those the hand holds and those the player can see (a [tile.Counts] of visible
// tiles the caller passes, checked with [ErrVisible]). [AppendDiscards] (also [AppendDiscardsOf] and
// [Hand.Discards]) makes the discard table of a 14-size hand: the acceptance after every distinct
// discard, the tile cut counted as seen (it lies in the river: cutting 1m from 123m456p789s11234z
// leaves 3 of 1m live, as [Hand.Acceptance] of the hand left gives with that 1m visible), ranked by
// shanten then live tiles ([CompareDiscards]), optionally with the improvement tiles of the discards
// that keep the shanten ([Improvements]), only the lines of the lowest shanten ([BestOnly]) or only the
// first line ([FirstOnly]). Both honour the Options: the shapes, the usable kinds (an unusable tile is
// never accepted and is the first to go), and the four-copy cap (a kind held four times is never
// accepted). A hand no allowed shape can complete ([Unreachable]) accepts nothing.
//
// # The engine behind the API
//
// This package holds the hand value and its documented questions; the answers come from an engine in
// internal/shanten, which every Hand carries its concealed counts and melds for (a call passes a
// pointer and copies nothing). The engine works on fixed-size counts and lookup tables, generated by
// internal/tablegen (`go generate ./...`), embedded in compressed form and unpacked once on first use
// (sync.OnceValue, a few milliseconds); the win check, waits, shanten, acceptance and discard tables do
// not allocate. Its answers are checked against internal/handref, a plain reading of the definitions
// above, on generated and fuzzed hands and on a million random ones (see docs/architecture.md). Hand,
// Options and Arrangement are plain values, safe for concurrent use.
package hand
