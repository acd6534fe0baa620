module github.com/mahjong-go/mahjong

go 1.24.0
