// Package handref is the readable reference for the analysis engine (internal/shanten): each function
// computes one analysis of package hand straight from its definition in hand's documentation, with
// plain recursion over counts and no tables, lanes or bit tricks. It is slow, and is imported by tests
// only: the engine's property, fuzz and million-hand tests, and hand's.
//
// The definitions it follows, in one place:
//
//   - A win ([IsWin], [Shapes]) is 14 tiles, every one usable, whose concealed tiles are sets (chows
//     and pungs) and a pair beside the declared melds, or without declared melds seven pairs (four of
//     a kind as two with SevenPairsQuads) or thirteen orphans.
//   - A wait ([Waits]) of a 13-size hand is a usable kind that makes it a win, a fifth copy included
//     unless ExcludeHeld.
//   - The shanten number ([Shanten]) is the least number of tiles a reachable complete hand has that
//     the hand lacks, less one; reachable means the same declared melds, at most four copies of each
//     kind counting them, usable kinds only.
//   - The acceptance ([Accept]) of a 13-size hand is the usable kinds it holds fewer than four of whose
//     draw lowers the shanten number, each live four times less the copies held and those visible;
//     a discard table ([Discards]) is the acceptance after each distinct discard with the tile cut
//     counted as seen, and [Improvements] and [ReadyDiscards] are defined on top of those.
//
// It imports tile and meld only, not hand, so that the engine's own white-box tests can use it.
package handref
