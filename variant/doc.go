// Package variant defines what a variant's rules provide ([Rules], with its static data in [Table]) and a
// name registry of variants ([Register], [Lookup], [Names]).
//
// Import a variant package to use it directly, or blank-import it and look it up by name, as with
// image/png or database/sql drivers:
//
//	import _ "github.com/mahjong-go/mahjong/variant/sichuan"
//
//	r, err := variant.Lookup("sichuan") // an error if the import above is missing
//
// The variants shipped with the module are variant/riichi (Japanese riichi: yaku, fu and han, dora and
// red fives, riichi and furiten, draws, uma and oka, with named presets), variant/classic (British-style
// rules with base points, doublings, a limit and the dealer payment table) and variant/sichuan (Blood
// Battle with Fan and a Fan cap). New variants implement [Rules] and, where the variant passes tiles before play, [Exchanger].
//
// # Options
//
// Each built-in variant has an Options struct whose zero value is the default table of its rules
// reference (docs/rules/<variant>.md). Rules built from options implement [Configurable], so a server
// can store the options that produced a score or a game as JSON ([Configurable.OptionsJSON]) and rebuild
// the same rules later: [Lookup] the name, then [Configurable.WithOptionsJSON].
package variant
