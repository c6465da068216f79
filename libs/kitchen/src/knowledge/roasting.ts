/**
 * Roasting times computed from the weight a cook names (issue 31): "how long for a 5kg turkey",
 * "2 kg leg of lamb, how long?". Per-weight rates are the usual oven guides (turkey from the USDA
 * FSIS chart for an unstuffed bird at 325 °F); the finished temperatures are USDA FSIS minimums
 * or the common cook's targets where noted. The text is our own. Pure.
 */
import { lazy, NameIndex } from './food-names.js';

export interface RoastRate {
  names: readonly string[];
  /** Oven setting, as written to the cook. */
  oven: string;
  /** Minutes per kilogram, low and high, plus a fixed extra. */
  perKg: readonly [number, number];
  extra: number;
  done: string;
}

/** `names | oven | low-high minutes per kg | extra minutes | done when` */
const ROAST_TABLE = `
turkey, whole turkey, turkey crown | 325 °F (165 °C) | 29-33 | 0 | the thickest part of the thigh and breast reads 165 °F (74 °C); rest 30 minutes under foil
chicken, whole chicken, roast chicken | 400 °F (200 °C, 180 °C fan) | 40-44 | 20 | the thickest part of the thigh reads 165 °F (74 °C) and the juices run clear; rest 10 to 15 minutes
duck, whole duck | 350 °F (180 °C) | 45-50 | 0 | the thigh reads 165 °F (74 °C); pour off the fat as it renders
beef, roast beef, beef joint, beef roast, rib of beef, topside, sirloin joint | 350 °F (180 °C) after 20 minutes at 425 °F (220 °C) | 30-40 | 20 | 125 °F (52 °C) inside for rare, 135 °F (57 °C) medium-rare, 145 °F (63 °C) medium (the USDA minimum), then rest 20 minutes
lamb, leg of lamb, lamb leg, lamb shoulder | 350 °F (180 °C) | 40-50 | 20 | 135 to 140 °F (57 to 60 °C) inside for pink, 145 °F (63 °C) is the USDA minimum; rest 15 to 20 minutes
pork, pork loin, pork joint, roast pork, pork roast | 350 °F (180 °C) | 50-60 | 0 | 145 °F (63 °C) inside, then rest 3 minutes or more (USDA)
gammon, ham, uncooked ham | 350 °F (180 °C) | 40-44 | 20 | 145 °F (63 °C) inside for raw ham; a fully cooked ham is only reheated to 140 °F (60 °C)
`;

export const roastRates: () => readonly RoastRate[] = lazy(() =>
  ROAST_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [names, oven, rate, extra, done] = line.split('|').map((part) => part.trim());
      const [low, high] = rate.split('-').map(Number);
      return { names: names.split(',').map((name) => name.trim()), oven, perKg: [low, high] as const, extra: Number(extra), done };
    }),
);

const index = lazy(() => new NameIndex(roastRates(), (rate) => rate.names));

export function roastRateOf(food: string): RoastRate | null {
  return index().exact(food) ?? index().find(food) ?? null;
}

/** A weight in a question, in kilograms: "5kg", "2.5 kg", "12 lb", "4 pound". */
export function weightInKg(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(kg|kilos?|kilograms?|lbs?|pounds?|g|grams?)\b/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2];
  if (/^(?:kg|kilo)/.test(unit)) return value;
  if (/^(?:lb|pound)/.test(unit)) return value * 0.45359237;
  return value >= 400 ? value / 1000 : null;
}

/** "2 hours 45 minutes" from minutes, to the nearest 5. */
export function durationText(minutes: number): string {
  const rounded = Math.round(minutes / 5) * 5;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} minutes`;
  return `${hours} hour${hours > 1 ? 's' : ''}${rest > 0 ? ` ${rest} minutes` : ''}`;
}

/** The roasting time for a weight: "A 5 kg (11 lb) turkey takes about 2 hours 25 minutes to 2 hours 45 minutes at …". */
/** USDA FSIS, unstuffed turkey at 325 °F: [up to lb, low minutes, high minutes]. Bigger birds take fewer minutes a pound. */
const TURKEY_CHART: readonly (readonly [number, number, number])[] = [[12, 165, 180], [14, 180, 225], [18, 225, 255], [20, 255, 270], [24, 270, 300]];

function minutesFor(rate: RoastRate, kg: number): [number, number] {
  const pounds = kg / 0.45359237;
  if (rate.names[0] === 'turkey' && pounds >= 8 && pounds <= 24) {
    const [, low, high] = TURKEY_CHART.find(([upTo]) => pounds <= upTo)!;
    return [low, high];
  }
  return [rate.perKg[0] * kg + rate.extra, rate.perKg[1] * kg + rate.extra];
}

export function roastTimeText(rate: RoastRate, kg: number, food: string): string {
  const [low, high] = minutesFor(rate, kg);
  const pounds = Math.round(kg / 0.45359237 * 4) / 4;
  return `A ${Number(kg.toFixed(2))} kg (${pounds} lb) ${food} takes about ${durationText(low)} to ${durationText(high)} at ${rate.oven}. It is done when ${rate.done}. Check with a thermometer 30 minutes before the end: ovens differ.`;
}

/** Whole birds and joints thaw by weight; pieces and mince by the package (the thaw facts say so). */
const THAWED_WHOLE = /\b(turkey|chicken|goose|duck|ham|gammon|joint|roast|brisket|leg of lamb|pork shoulder)\b/;

/**
 * How long a whole bird or joint of `kg` takes to thaw (USDA FSIS): in the fridge about 24 hours
 * for every 4 to 5 lb, in cold water changed every 30 minutes about 30 minutes per lb.
 */
export function thawTimeText(text: string, kg: number): string | null {
  const food = THAWED_WHOLE.exec(text)?.[1];
  if (!food) return null;
  const pounds = kg / 0.45359237;
  const weight = `${Number(kg.toFixed(2))} kg (${Math.round(pounds * 4) / 4} lb) ${food}`;
  if (/\b(?:cold water|in water|sink|water bath)\b/.test(text)) {
    return `A ${weight} thaws in cold water in about ${durationText(Math.round(pounds * 30))}: keep it sealed in a leak-proof bag, submerged, and change the water every 30 minutes (about 30 minutes per pound). Cook it as soon as it has thawed.`;
  }
  const halfDays = (days: number) => Math.max(0.5, Math.round(days * 2) / 2);
  const [low, high] = [halfDays(pounds / 5), halfDays(pounds / 4)];
  const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
  // small birds and joints still want about a day, as the thaw facts say for any package
  const span = high <= 1 ? 'about a day' : low === high ? `about ${days(low)}` : `about ${low} to ${days(high)}`;
  return `A ${weight} takes ${span} to thaw in the fridge: allow 24 hours for every 4 to 5 lb (about 2 kg). Keep it wrapped on a tray on the bottom shelf; once thawed it keeps 1 to 2 days more before cooking.`;
}
