package mjai

// Append is the writer on a byte slice.
var Append = appendLog
