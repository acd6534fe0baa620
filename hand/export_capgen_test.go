package hand

// CappedRankHandGen is [cappedRankHandGen] for the external tests.
var CappedRankHandGen = cappedRankHandGen
