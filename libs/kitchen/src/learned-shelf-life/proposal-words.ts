/**
 * The words of a proposal (issue 35): "Spinach usually goes off after 4 days in your fridge — use
 * 4 days?" and where that comes from, "from 5 bags since October".
 */
import { type IsoDate } from '../dates.js';
import type { ItemState } from '../food-identity/food-state.js';
import type { StoragePlace } from '../knowledge/storage.js';

/** Units that are a package people count: the explanation says "5 bags", other units say "5 lots". */
const PACKAGE_PLURALS: Readonly<Record<string, string>> = {
  bag: 'bags', box: 'boxes', bunch: 'bunches', pack: 'packs', packet: 'packets', carton: 'cartons', jar: 'jars',
  bottle: 'bottles', can: 'cans', tin: 'tins', tub: 'tubs', head: 'heads', loaf: 'loaves', container: 'containers',
  punnet: 'punnets', tray: 'trays', clamshell: 'clamshells', pot: 'pots', block: 'blocks', wedge: 'wedges',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The word for lots of a food kept in `units`: the most common unit's plural when it is a package, else "lots". */
export function lotWord(units: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const unit of units) {
    const said = unit.trim().toLowerCase();
    // 'bags' and 'bag' are one package
    const word = Object.entries(PACKAGE_PLURALS).find(([, plural]) => plural === said)?.[0] ?? said;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const [top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return top && Object.hasOwn(PACKAGE_PLURALS, top[0]) ? PACKAGE_PLURALS[top[0]] : 'lots';
}

/** "since October", or "since October 2025" when that month is a year or more before `today`. */
export function sinceWords(since: IsoDate, today: IsoDate): string {
  const [year, month] = since.split('-').map(Number);
  const [thisYear, thisMonth] = today.split('-').map(Number);
  const monthsAgo = (thisYear - year) * 12 + (thisMonth - month);
  return monthsAgo >= 12 || monthsAgo < 0 ? `since ${MONTHS[month - 1]} ${year}` : `since ${MONTHS[month - 1]}`;
}

export function explanationOf(count: number, units: readonly string[], since: IsoDate, today: IsoDate): string {
  return `from ${count} ${lotWord(units)} ${sinceWords(since, today)}`;
}

const STATE_WORDS: Partial<Record<ItemState, string>> = { opened: 'opened', thawed: 'thawed', cooked: 'cooked', leftover: 'leftover', homemade: 'homemade' };

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "Spinach usually goes off after 4 days in your fridge — use 4 days?"; "Opened salsa …" for a state. */
export function proposalQuestion(foodName: string, state: ItemState | null, place: StoragePlace, proposedDays: number): string {
  const stateWord = state ? STATE_WORDS[state] : undefined;
  const food = stateWord ? `${stateWord} ${foodName.toLowerCase()}` : foodName;
  const subject = food.charAt(0).toUpperCase() + food.slice(1);
  return `${subject} usually goes off after ${days(proposedDays)} in your ${place} — use ${days(proposedDays)}?`;
}
