package riichi

import (
	"github.com/mahjong-go/mahjong/score"
)

// facts are the facts of a win that only riichi reads (docs/rules/riichi.md §13), taken from the
// fields of its [score.WinContext]: the winner's riichi (Declaration: [score.Declared] is riichi,
// [score.DeclaredFirst] double riichi, Open an open riichi, Uninterrupted ippatsu), chiihou
// (FirstDraw), renhou (BeforeFirstDraw), Furiten, a deal-in to an open riichi (OpenDealIn) and the
// dealer's streak of wins (DealerStreak). Every other fact is a field of the context too: the source of
// the winning tile (a replacement tile is rinshan kaihou, a robbed kong chankan), the flags
// [score.LastTile] (haitei), [score.LastDiscard] (houtei) and [score.HeavensBlessing] (tenhou), the dora
// indicators as Indicators, the ura indicators as HiddenIndicators, the honba as Counters and the riichi
// sticks on the table as Deposits.
type facts struct {
	riichi       score.DeclarationKind
	ippatsu      bool
	chiihou      bool
	renhou       bool
	furiten      bool
	openRiichi   bool
	openDealIn   bool
	dealerStreak int
}

// factsOf returns the riichi facts of w.
func factsOf(w score.WinContext) facts {
	return facts{riichi: w.Declaration.Kind, ippatsu: w.Declaration.Uninterrupted,
		chiihou: w.FirstDraw, renhou: w.BeforeFirstDraw, furiten: w.Furiten,
		openRiichi: w.Declaration.Open, openDealIn: w.OpenDealIn, dealerStreak: w.DealerStreak}
}
