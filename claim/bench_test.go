package claim_test

import (
	"testing"

	"github.com/mahjong-go/mahjong/claim"
	"github.com/mahjong-go/mahjong/hand"
	"github.com/mahjong-go/mahjong/tile"
)

func BenchmarkResolve(b *testing.B) {
	cs := []claim.Claim{chow(S, tile.Character3), cl(W, claim.Win), cl(N, claim.Win)}
	var p claim.Policy = multiple
	b.ReportAllocs()
	for b.Loop() {
		if _, err := claim.Resolve(E, cs, p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkResolvePung(b *testing.B) {
	cs := []claim.Claim{chow(S, tile.Character3), cl(W, claim.Pung), cl(N, claim.Pass)}
	var p claim.Policy = single
	b.ReportAllocs()
	for b.Loop() {
		if _, err := claim.Resolve(E, cs, p); err != nil {
			b.Fatal(err)
		}
	}
}

func benchCheck(b *testing.B, hs string, c claim.Claim, p claim.Policy) {
	h := hand.MustParse(hs)
	f := claim.Facts{Discarder: E, Latest: c.Tile}
	b.ReportAllocs()
	for b.Loop() {
		if err := claim.Check(c, h, f, p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCheckPung(b *testing.B) {
	benchCheck(b, tableHand, claim.Claim{Seat: W, Kind: claim.Pung, Tile: id("5p", 0)}, classicPolicy(0, false))
}

func BenchmarkCheckChow(b *testing.B) {
	benchCheck(b, tableHand, claim.Claim{Seat: S, Kind: claim.Chow, Tile: id("2m", 0), Chow: tile.Character1}, classicPolicy(0, false))
}

func BenchmarkCheckWin(b *testing.B) {
	benchCheck(b, waitChow, claim.Claim{Seat: W, Kind: claim.Win, Tile: id("2m", 0)}, classicPolicy(0, false))
}

func BenchmarkCheckWinMaxChows(b *testing.B) {
	benchCheck(b, threeChows, claim.Claim{Seat: W, Kind: claim.Win, Tile: id("5z", 0)}, classicPolicy(3, false))
}

func BenchmarkCheckWinSichuan(b *testing.B) {
	benchCheck(b, sevenPairs, claim.Claim{Seat: W, Kind: claim.Win, Tile: id("9p", 0)}, sichuanPolicy{})
}
