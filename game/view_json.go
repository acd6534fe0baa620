package game

import (
	"encoding/json"

	"github.com/mahjong-go/mahjong/score"
	"github.com/mahjong-go/mahjong/variant"
)

// MarshalJSON implements [json.Marshaler]. Every key is in lower camel case and no list is null: a list
// that every view carries (concealed, tiles, wins, payments, legal, and each player's melds and river)
// is [] when empty, and one that only some variants or phases use (passing, exchangeRolls,
// indicators, bonus) is left out when empty. The exchange direction ("direction", "directionSet") is
// there only once it is known ([View.DirectionSet]), so a view of a variant without an exchange never
// has it. Decoding the JSON into a View gives the same fields back.
func (v View) MarshalJSON() ([]byte, error) {
	type plain View // View's fields without this method
	out := struct {
		plain
		Direction    *variant.Direction `json:"direction,omitempty"`
		DirectionSet bool               `json:"directionSet,omitempty"`
	}{plain: plain(v), DirectionSet: v.DirectionSet}
	if v.DirectionSet {
		out.Direction = &v.Direction
	}
	p := &out.plain
	p.Concealed = nonNil(p.Concealed)
	p.Tiles = nonNil(p.Tiles)
	p.Wins = nonNil(p.Wins)
	p.Legal = nonNil(p.Legal)
	if p.Payments == nil {
		p.Payments = score.Ledger{}
	}
	return json.Marshal(&out)
}

// MarshalJSON implements [json.Marshaler] with the keys of the struct tags, melds and river as []
// when empty.
func (p PlayerView) MarshalJSON() ([]byte, error) {
	type plain PlayerView // PlayerView's fields without this method
	q := plain(p)
	q.Melds = nonNil(q.Melds)
	q.River = nonNil(q.River)
	return json.Marshal(&q)
}

// nonNil returns s, or an empty slice for nil so that it marshals as [].
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
