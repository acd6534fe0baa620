// Package bot provides simple players for simulations and tests of the game package: [NewRandom], which
// picks uniformly among the legal actions from an injected random source, and [NewGreedy], which lowers its
// shanten number and takes every win. [Play] plays a game to its end with four players.
//
// Players decide from a [Situation]: their own hand, missing suit and legal actions only.
package bot
