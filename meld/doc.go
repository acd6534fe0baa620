// Package meld defines the groups a hand is built from: chows, pungs, kongs and pairs ([Meld]), how each
// was made ([Origin]: concealed, claimed from a discard, or an added kong), and for a claimed group the
// seat its tile came from.
//
// Constructors validate: a chow is three consecutive tiles of one suit starting at rank 1..7, never
// honours or bonus tiles, and a pair is never a claimed meld. A Meld is a small comparable value.
//
// # Text form
//
//	[123m] [555z] [1111m] [55z]   concealed groups (and a declared concealed kong) in brackets
//	123m 555z 5555z               claimed (exposed) groups
//	5555z+                        an added kong (exposed)
//	555z@W                        a claimed group whose tile came from West (E, S, W, N)
package meld
