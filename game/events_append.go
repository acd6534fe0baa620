package game

// AppendEvents appends to dst the events of the hand's log from index from on, as [Game.Events] shows
// them, and returns the extended slice. The log only grows, so a caller that follows a hand as it is
// played passes the number of events it has already taken and reads only the new ones, without copying
// the whole log each time: deals (and other events with tiles) get a Tiles slice of their own, and no
// other event allocates. A from beyond the log (or negative) appends nothing.
//
// Like Events, this is the whole log with hidden information (every deal and draw): a server filters
// it per seat ([Event.Public], or [Game.EventsFor]) before a player sees it.
func (g *Game) AppendEvents(dst []Event, from int) []Event {
	if from < 0 {
		return dst
	}
	for i := from; i < len(g.events); i++ {
		dst = append(dst, g.eventOf(i))
	}
	return dst
}
