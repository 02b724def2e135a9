/** One more than a page of matches, in rank order: each version's position and its sort key. */
export type Ranked = { position: number; key: number }[]

/** A plan that found, on the way, that it cannot make this page: why, for the next plan's reason. */
export interface Refused {
  refused: string
}

export const isRefused = (made: Ranked | Refused): made is Refused => 'refused' in made
