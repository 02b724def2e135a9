/**
 * Ads first seen by the index after the person's last look are marked "New" on their cards: the
 * instant is set when a saved search or a followed advertiser is opened, from when the person had
 * last looked. Kept in the history entry's state, not the URL: it is this person's last look, not
 * part of the search. The card's badge and the context it reads live with the card
 * (ad-card/new-badge.tsx); the search screen provides it from here.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** ISO instant: the person's previous look at this search. */
    newSince?: string
    /** How many ads were new then, as the saved search or follow counted them. */
    newCount?: number
  }
}

export { NewSince } from '../ad-card/new-badge'
