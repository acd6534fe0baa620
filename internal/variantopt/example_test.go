package variantopt_test

import (
	"errors"
	"fmt"

	"github.com/mahjong-go/mahjong/internal/variantopt"
	"github.com/mahjong-go/mahjong/variant"
)

// options stands for a variant's Options type.
type options struct {
	Limit int `json:"limit"`
}

func (o options) Validate() error {
	if o.Limit < 0 {
		return errors.New("negative limit")
	}
	return nil
}

// Unknown fields and values Validate refuses are errors wrapping variant.ErrOptions.
func ExampleFromJSON() {
	build := func(o options) variant.Rules {
		fmt.Println("built with limit", o.Limit)
		return nil
	}
	_, err := variantopt.FromJSON([]byte(`{"limit":300}`), build)
	fmt.Println(err)
	_, err = variantopt.FromJSON([]byte(`{"limit":-1}`), build)
	fmt.Println(errors.Is(err, variant.ErrOptions), err)
	_, err = variantopt.FromJSON([]byte(`{"colour":1}`), build)
	fmt.Println(errors.Is(err, variant.ErrOptions), err)
	// Output:
	// built with limit 300
	// <nil>
	// true variant: invalid options: negative limit
	// true variant: invalid options: json: unknown field "colour"
}
