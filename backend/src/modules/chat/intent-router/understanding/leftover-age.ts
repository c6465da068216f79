/**
 * "made a big pot of lentils sunday, still ok on thursday?": how old the cooked food will be on
 * the day asked, against how long the food table says it keeps cooked in the fridge. Pure.
 */
import { type IsoDate, storageLife } from '@sous/kitchen';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY = `(${WEEKDAYS.join('|')}|yesterday|last night|the weekend)`;

const MADE_ON = new RegExp(
  `\\b(made|cooked|did|baked|roasted|prepped|batch cooked|boiled|opened)\\b (?:a |an |some |the |my |our )?(?:(?:big|huge|large|massive|giant|whole) )?(?:(?:pot|batch|tray|pan|bowl|load|dish|vat|jar|tin|can|bottle|carton|packet|pack|tub)s? of )?([a-z][a-z' ]{1,30}?),? (?:on |last |at )?${DAY}\\b`,
);
const STILL_OK = /\b(?:still (?:ok|okay|good|fine|safe|edible|alright|eatable)|ok to eat|okay to eat|safe to eat|good to eat|fine to eat)\b/;
const ASKED_ON = new RegExp(`\\b(?:on|by|till|until|for) (${WEEKDAYS.join('|')})\\b|\\b(today|tonight|tomorrow)\\b`);

/** 0 = Sunday, for a day word relative to `today`. */
function weekday(word: string, today: IsoDate): number {
  const now = new Date(`${today}T12:00:00Z`).getUTCDay();
  if (word === 'yesterday' || word === 'last night') return (now + 6) % 7;
  if (word === 'tomorrow') return (now + 1) % 7;
  if (word === 'today' || word === 'tonight') return now;
  if (word === 'the weekend') return 0;
  return WEEKDAYS.indexOf(word as (typeof WEEKDAYS)[number]);
}

export function leftoverAgeAnswer(message: string, today: IsoDate): string | null {
  const text = message.toLowerCase().replace(/[?!.]+/g, ' ').replace(/\s+/g, ' ').trim();
  const made = MADE_ON.exec(text);
  if (!made || !STILL_OK.test(text)) return null;
  const opened = made[1] === 'opened';
  const food = made[2].trim();
  // a dish the food table does not know ("chilli", "bolognese") keeps as any cooked leftovers (FSIS: 3 to 4 days)
  const life = opened ? storageLife(food, 'fridge', 'opened') : (storageLife(food, 'fridge', 'cooked') ?? { text: '3 to 4 days', days: { min: 3, max: 4 } });
  if (!life) return null;
  const state = opened ? 'opened' : 'cooked';
  const since = opened ? 'opening' : 'cooking';
  const later = ASKED_ON.exec(text.slice(made.index + made[0].length));
  const askedWord = later?.[1] ?? later?.[2] ?? 'today';
  const elapsed = (weekday(askedWord, today) - weekday(made[3], today) + 7) % 7 || 7;
  const relative = ['today', 'tonight', 'tomorrow'].includes(askedWord);
  const day = relative ? askedWord : `${askedWord[0].toUpperCase()}${askedWord.slice(1)}`;
  const keeps = `the fridge keeps ${state} ${food} ${life.text}`;
  const reheat = 'reheat it until steaming hot all through (165 °F / 74 °C)';
  const source = '\n\n*Source: USDA FoodKeeper and FSIS*';
  const age = `${elapsed} ${elapsed === 1 ? 'day' : 'days'}`;
  if (elapsed <= life.days.min) {
    return `Yes: ${keeps}, so ${relative ? day : `on ${day}`}, ${age} after ${since}, it is fine as long as it went into the fridge ${opened ? 'straight after' : 'within 2 hours of cooking'}${opened ? '' : `; ${reheat}`}.${source}`;
  }
  if (elapsed <= life.days.max) {
    return `Just about: ${keeps}, and ${day} is day ${elapsed}, near the end of that. Use it then if it has been in the fridge all along and looks and smells right${opened ? '' : `, and ${reheat}`}; otherwise throw it out.${source}`;
  }
  return `No: ${keeps}, and ${relative ? day : `by ${day}`} it will be ${age} old. Throw it out, however it smells; next time freeze what you will not eat within ${life.text}.${source}`;
}
