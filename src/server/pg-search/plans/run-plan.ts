import type { SearchContext } from '../search-context'
import { choosePlan, type Plan, type PlanName, type SearchFacts } from './choose-plan'
import { dateWalk, dateWalkOnBits, noMatches, rareWordsByDate, sortFew } from './date-plans'
import { isRefused, type Ranked, type Refused } from './ranked'
import { relevanceWalks, scoreHere, scoreInSql } from './relevance-plans'

type Executor = (context: SearchContext) => Promise<Ranked | Refused>

/** One executor per plan: a plan added to PLAN_NAMES fails to compile here until it has one. */
const EXECUTORS = {
  noMatches,
  sortFew,
  dateWalkOnBits,
  rareWordsByDate,
  dateWalk,
  relevanceWalks,
  scoreHere,
  scoreInSql,
} satisfies Record<PlanName, Executor>

/**
 * The page by the plan the facts choose; should that plan give up on the way (it found more rows
 * than it takes), the plan chosen without it, its reason saying why.
 */
export async function runPlan(
  context: SearchContext,
  facts: SearchFacts,
): Promise<{ ranked: Ranked; plan: Plan }> {
  const refused: SearchFacts['refused'] = {}
  for (;;) {
    const plan = choosePlan({ ...facts, refused }, context.tuning)
    const made = await EXECUTORS[plan.name](context)
    if (!isRefused(made)) return { ranked: made, plan }
    if (refused[plan.name] !== undefined) throw new Error(`the ${plan.name} plan gave up twice`)
    refused[plan.name] = `${plan.name} gave up: ${made.refused}`
  }
}
