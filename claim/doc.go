// Package claim decides who may take a discarded tile and how simultaneous claims on one tile resolve.
//
// # Claims
//
// A [Claim] is one seat's answer to a discard: [Win], [Kong], [Pung], [Chow] or [Pass], the physical
// tile claimed, and for a chow which chow (its lowest tile). [Check] tells whether a claim is legal for
// the claimant's [hand.Hand] in a situation described by [Facts]. It applies the rules every variant
// shares, then asks the variant's [Policy]:
//
//   - only the tile open to claims (the latest discard, or the tile being added to a kong) may be
//     claimed, and only while the window is open;
//   - nobody claims their own tile, and a player who is out claims nothing;
//   - a chow only by the player after the discarder (the discarder sits on the claimant's left), with
//     two concealed suit tiles that form the chow with the discard;
//   - a pung needs two matching concealed tiles, a kong three, and no kong while the live wall is empty;
//   - no claim on a tile of a kind the claimant may not use ([Facts].Usable, such as a missing suit);
//   - a win needs the Policy to say the tile completes a legal win;
//   - only a win may rob a kong, and a player whose hand is frozen ([Facts].OnlyWin) claims only a win.
//
// Everything else is the variant's: which kinds exist at all, which are allowed on the last discard, a
// limit on chows, its winning shapes, restrictions after a declined win, and whether several players
// may win on one tile. [Basic] is a data-driven Policy covering the common cases; a variant can use it,
// embed it and override a method, or implement Policy itself.
//
// Illegal claims give an [*Error] that names the claim and the rule and wraps one of the Err...
// sentinels, such as [ErrWrongSeat] or [ErrNotHeld]; test with [errors.Is].
//
// # Resolution
//
// [Resolve] takes all the claims on one tile at once and returns a [Resolution]: the priority is
// win > kong > pung > chow; several win claims all win when [Policy.MultipleWinners] says so, else only
// the one nearest after the discarder in turn order. The Resolution says who takes the physical tile
// (the first granted claimant counted from the discarder), whose turn is next after a chow, pung or
// kong (the claimant), and which seats lose their turn (those strictly between the discarder and the
// claimant). The result never depends on the order in which the claims arrive. [ResolveRobbing] does
// the same for robbing a kong, with the konger as the discarder and only win claims allowed.
//
// Values in this package are small and immutable; functions keep no state and are safe for concurrent
// use. Resolve does not allocate on success.
package claim
