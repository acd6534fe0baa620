// Package hand models one player's tiles ([Hand]: concealed tiles, declared melds, bonus tiles) and
// analyses them: winning shapes, every arrangement into sets and a pair, waits and shanten.
//
// # Text form
//
// A hand is written as its concealed tiles in tile notation, then each declared meld in meld notation,
// then bonus tiles, separated by single spaces:
//
//	123m456p789s11z 555z          concealed tiles, then an exposed (claimed) pung of White
//	11z [1111m] 5555z+@E 123s@N   a concealed kong, an added kong (tile from East), a chow from North
//	123m456p789s1122z 15f         bonus tiles Plum and Spring
//
// Concealed groups and declared concealed kongs are written in brackets, exposed ones bare, an added
// kong with a trailing '+', and the seat a claimed tile came from after '@'. [Hand.String] writes the
// canonical form and [Parse] reads it back.
//
// # Analysis
//
// Analysis works on fixed-size counts and does not allocate on the hot paths. [Options] select the
// winning shapes ([Standard], [SevenPairs], [SevenPairsQuads], [ThirteenOrphans]) and the usable kinds
// (Sichuan's missing suit).
package hand
