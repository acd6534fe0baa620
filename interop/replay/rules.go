package replay

import (
	"github.com/mahjong-go/mahjong/interop"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// rulesOf returns the riichi rules a log names: Tenhou's rules (the tenhou preset, the zero
// [riichi.Options]) with red fives, open tanyao and the length as the log's GO type bits say
// (docs/interop.md). A log that states no rules (mjai) is played under the tenhou preset: red fives,
// open tanyao, hanchan.
func rulesOf(r *interop.Rules) (*riichi.Rules, error) {
	var o riichi.Options
	if r != nil {
		if !r.Red {
			o.RedFives = riichi.RedFivesOf(0, 0, 0)
		}
		if !r.Kuitan {
			o.OpenTanyao = riichi.Off
		}
		if !r.Hanchan {
			o.Length = riichi.EastOnly
		}
	}
	return riichi.New(o)
}

// logRules returns the rule facts of a log for riichi options o (the inverse of rulesOf), or
// false when o are not rules a Tenhou log can name.
func logRules(o riichi.Options) (interop.Rules, bool) {
	o = o.Resolved()
	red := o.RedFives.Counts()
	r := interop.Rules{Red: red == [3]int{1, 1, 1}, Kuitan: o.OpenTanyao == riichi.On,
		Hanchan: o.Length == riichi.Hanchan, Human: true, Room: 0}
	if !r.Red && red != [3]int{} {
		return r, false
	}
	back, err := rulesOf(&r)
	if err != nil || back.Options().Resolved() != o {
		return r, false
	}
	return r, true
}
