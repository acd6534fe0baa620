package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/variant"
	"github.com/mahjong-go/mahjong/variant/riichi"
)

// riichiFlags are the flags only the riichi variant reads.
type riichiFlags struct {
	dora, ura, pao, preset   *string
	riichi, double           *bool
	ippatsu, chiihou, renhou *bool
	furiten                  *bool
	open, openDealIn         *bool
	honba, sticks, streak    *int
	kita                     *int
	options                  optionList
}

// optionList collects repeated -option Field=value flags.
type optionList []string

func (o *optionList) String() string     { return strings.Join(*o, " ") }
func (o *optionList) Set(v string) error { *o = append(*o, v); return nil }

func addRiichiFlags(fs *flag.FlagSet) *riichiFlags {
	f := &riichiFlags{
		dora:    fs.String("dora", "", "riichi: the dora indicators, such as 9p1z (1 to 5)"),
		ura:     fs.String("ura", "", "riichi: the ura indicators of a riichi winner: as many as -dora, or none"),
		pao:     fs.String("pao", "", "riichi: the seat liable for a daisangen or daisuushii (pao)"),
		preset:  fs.String("preset", "tenhou", "riichi: the rules preset ("+strings.Join(riichi.Presets(), ", ")+")"),
		riichi:  fs.Bool("riichi", false, "riichi: the winner is in riichi"),
		double:  fs.Bool("double", false, "riichi: the winner is in double riichi"),
		ippatsu: fs.Bool("ippatsu", false, "riichi: ippatsu"),
		chiihou: fs.Bool("chiihou", false, "riichi: chiihou (a non-dealer's first draw)"),
		renhou:  fs.Bool("renhou", false, "riichi: renhou (a non-dealer's ron before the first draw)"),
		furiten: fs.Bool("furiten", false, "riichi: the winner is furiten (a ron is then no win)"),
		open:    fs.Bool("open-riichi", false, "riichi: the winner's riichi was declared open (needs -option OpenRiichi=on)"),
		openDealIn: fs.Bool("open-deal-in", false,
			"riichi: on a ron against an open riichi, the discarder was not in riichi (a yakuman)"),
		streak: fs.Int("streak", 0, "riichi: the dealer's wins in a row before this one (paarenchan at 7)"),
		honba:  fs.Int("honba", 0, "riichi: honba counters on the table"),
		sticks: fs.Int("sticks", 0, "riichi: riichi sticks on the table, the winner's own included"),
		kita:   fs.Int("kita", 0, "riichi: Norths the winner set aside (three-player presets such as tenhou-sanma)"),
	}
	fs.Var(&f.options, "option", "riichi: an option override Field=value, such as Kiriage=on (repeatable)")
	return f
}

// riichiFlagNames are the names of the flags only riichi reads.
var riichiFlagNames = []string{"dora", "ura", "pao", "preset", "riichi", "double", "ippatsu",
	"chiihou", "renhou", "furiten", "open-riichi", "open-deal-in", "streak", "honba", "sticks", "kita", "option"}

// foreign returns the name of a riichi-only flag among those set, or "".
func (f *riichiFlags) foreign(set map[string]bool) string {
	for _, n := range riichiFlagNames {
		if set[n] {
			return n
		}
	}
	return ""
}

// rules returns the riichi rules of the preset with the option overrides.
func (f *riichiFlags) rules() (variant.Rules, error) {
	o, err := riichi.Preset(*f.preset)
	if err != nil {
		return nil, err
	}
	for _, kv := range f.options {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("-option %q: want Field=value", kv)
		}
		if err := o.Set(k, v); err != nil {
			return nil, err
		}
	}
	return riichi.New(o)
}

// apply sets the riichi facts of the flags in w.
func (f *riichiFlags) apply(w *score.WinContext) error {
	if *f.riichi && *f.double {
		return errors.New("-riichi and -double both given")
	}
	switch {
	case *f.riichi:
		w.Declaration.Kind = score.Declared
	case *f.double:
		w.Declaration.Kind = score.DeclaredFirst
	}
	w.Declaration.Uninterrupted, w.Declaration.Open = *f.ippatsu, *f.open
	w.FirstDraw, w.BeforeFirstDraw, w.Furiten, w.OpenDealIn = *f.chiihou, *f.renhou, *f.furiten, *f.openDealIn
	if *f.streak < 0 || *f.streak > 255 {
		return fmt.Errorf("-streak %d: want 0..255", *f.streak)
	}
	w.DealerStreak = *f.streak
	if *f.kita < 0 || *f.kita > 4 {
		return fmt.Errorf("-kita %d: want 0..4", *f.kita)
	}
	w.Kita = *f.kita
	if err := w.Indicators.UnmarshalText([]byte(*f.dora)); err != nil {
		return err
	}
	if err := w.HiddenIndicators.UnmarshalText([]byte(*f.ura)); err != nil {
		return err
	}
	if *f.pao != "" {
		if err := w.Liable.UnmarshalText([]byte(*f.pao)); err != nil {
			return err
		}
	}
	w.Counters, w.Deposits = *f.honba, *f.sticks
	return nil
}
