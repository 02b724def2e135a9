/**
 * The dashboard's two drawings over time: the only part of the advertiser view that needs d3, so the
 * only part loaded on its own. They fill slots the page has already laid out, under captions, legends
 * and tables that come with the page.
 */
export { ActiveChart } from './active-chart'
export { LaunchesChart } from './launches-chart'
