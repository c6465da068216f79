/** Shelf lives that learn (issue 35): a household's own history proposes how long its food keeps. */
export { lotLives, type LotEvent, type LotLife } from './lot-lives.js';
export { medianDaysToSpoil, type Observation } from './survival.js';
export { shelfLifeLimits, type LimitedFood, type ShelfLifeLimits } from './shelf-life-limits.js';
export { explanationOf, lotWord, proposalQuestion, sinceWords } from './proposal-words.js';
export {
  acceptedShelfLifeDays,
  differsMeaningfully,
  learnShelfLives,
  MIN_SPOILED_LOTS,
  shelfLifeKey,
  type LearnedShelfLife,
  type LearnOptions,
  type ShelfLifeOverride,
} from './learn-shelf-lives.js';
