import {
  type FoodResult,
  type HouseholdWeight,
  householdDataType,
  type NutrientAmounts,
  type NutrientKey,
  openFoodFactsDataType,
} from '@sous/contracts';
import type { FdcFood } from './ports/food-source.port.js';
import type { OffProduct } from './ports/product-source.port.js';
import { categoryFromText } from '../embedded/sr-food-groups.js';

/** FoodData Central nutrient numbers (and their newer ids) behind each of our keys. */
const fdcNutrients: Readonly<Record<NutrientKey, { number: string; id: number }>> = {
  energyKcal: { number: '208', id: 1008 },
  protein: { number: '203', id: 1003 },
  totalFat: { number: '204', id: 1004 },
  saturatedFat: { number: '606', id: 1258 },
  monounsaturatedFat: { number: '645', id: 1292 },
  polyunsaturatedFat: { number: '646', id: 1293 },
  cholesterol: { number: '601', id: 1253 },
  carbohydrate: { number: '205', id: 1005 },
  fiber: { number: '291', id: 1079 },
  sugars: { number: '269', id: 2000 },
  sodium: { number: '307', id: 1093 },
  potassium: { number: '306', id: 1092 },
  calcium: { number: '301', id: 1087 },
  iron: { number: '303', id: 1089 },
  magnesium: { number: '304', id: 1090 },
  phosphorus: { number: '305', id: 1091 },
  zinc: { number: '309', id: 1095 },
  vitaminA: { number: '320', id: 1106 },
  vitaminC: { number: '401', id: 1162 },
  vitaminD: { number: '328', id: 1114 },
  vitaminE: { number: '323', id: 1109 },
  vitaminK: { number: '430', id: 1185 },
  vitaminB6: { number: '415', id: 1175 },
  vitaminB12: { number: '418', id: 1178 },
  folate: { number: '435', id: 1190 },
  water: { number: '255', id: 1051 },
};

const byNumber = new Map(Object.entries(fdcNutrients).map(([key, n]) => [n.number, key as NutrientKey]));
const byId = new Map(Object.entries(fdcNutrients).map(([key, n]) => [n.id, key as NutrientKey]));

const round = (value: number) => Math.round(value * 1000) / 1000;

interface FlatNutrient {
  number?: string;
  id?: number;
  unit?: string;
  value?: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Search results list `{ nutrientNumber, nutrientId, unitName, value }`; details `{ nutrient: { number, id, unitName }, amount }`. */
function flatNutrient(entry: Record<string, unknown>): FlatNutrient {
  const nested = entry.nutrient;
  if (nested && typeof nested === 'object') {
    const n = nested as Record<string, unknown>;
    return { number: text(n.number), id: num(n.id), unit: text(n.unitName), value: num(entry.amount) };
  }
  return { number: text(entry.nutrientNumber), id: num(entry.nutrientId), unit: text(entry.unitName), value: num(entry.value) };
}

/** Per-100 g amounts of a FoodData Central food, in our units (FDC's units match for these numbers). */
export function fdcNutrientAmounts(food: FdcFood): NutrientAmounts {
  const amounts: NutrientAmounts = {};
  for (const entry of food.foodNutrients ?? []) {
    const flat = flatNutrient(entry);
    const key: NutrientKey | undefined =
      (flat.number !== undefined ? byNumber.get(flat.number) : undefined) ?? (flat.id !== undefined ? byId.get(flat.id) : undefined);
    if (!key || flat.value === undefined) continue;
    // energy also comes in kJ under other numbers; only kcal is ours
    if (key === 'energyKcal' && flat.unit && flat.unit.toUpperCase() !== 'KCAL') continue;
    if (amounts[key] === undefined) amounts[key] = round(flat.value);
  }
  return amounts;
}

function fdcHouseholdWeights(food: FdcFood): HouseholdWeight[] {
  const weights: HouseholdWeight[] = [];
  for (const portion of food.foodPortions ?? []) {
    if (!portion.gramWeight || portion.gramWeight <= 0) continue;
    const what = portion.portionDescription?.trim() || [portion.amount, portion.measureUnit?.name === 'undetermined' ? null : portion.measureUnit?.name, portion.modifier].filter(Boolean).join(' ');
    if (what) weights.push({ description: what, grams: portion.gramWeight });
  }
  const unit = food.servingSizeUnit?.toLowerCase();
  if (food.servingSize && (unit === 'g' || unit === 'grm')) {
    weights.push({ description: food.householdServingFullText?.trim() || `1 serving (${food.servingSize} g)`, grams: food.servingSize });
  }
  return weights;
}

function fdcCategory(food: FdcFood): string | null {
  if (typeof food.foodCategory === 'string') return food.foodCategory;
  return food.foodCategory?.description ?? food.brandedFoodCategory ?? null;
}

/** A FoodData Central food (search result or details) as Sous's food result. */
export function fdcFoodResult(food: FdcFood): FoodResult {
  return {
    fdcId: String(food.fdcId),
    description: food.description,
    brandOwner: food.brandOwner ?? null,
    foodCategory: fdcCategory(food),
    gtinUpc: food.gtinUpc ?? null,
    dataType: food.dataType ?? 'Branded',
    source: 'fdc',
    brandName: food.brandName ?? null,
    ingredients: food.ingredients ?? null,
    servingSize: food.servingSize ?? null,
    servingSizeUnit: food.servingSizeUnit ?? null,
    nutrients: fdcNutrientAmounts(food),
    householdWeights: fdcHouseholdWeights(food),
  };
}

/** Open Food Facts `nutriments` per 100 g: grams for everything but energy; ours are mg/µg for minerals and vitamins. */
const offNutrients: readonly (readonly [NutrientKey, string, number])[] = [
  ['energyKcal', 'energy-kcal_100g', 1],
  ['protein', 'proteins_100g', 1],
  ['totalFat', 'fat_100g', 1],
  ['saturatedFat', 'saturated-fat_100g', 1],
  ['monounsaturatedFat', 'monounsaturated-fat_100g', 1],
  ['polyunsaturatedFat', 'polyunsaturated-fat_100g', 1],
  ['cholesterol', 'cholesterol_100g', 1000],
  ['carbohydrate', 'carbohydrates_100g', 1],
  ['fiber', 'fiber_100g', 1],
  ['sugars', 'sugars_100g', 1],
  ['sodium', 'sodium_100g', 1000],
  ['potassium', 'potassium_100g', 1000],
  ['calcium', 'calcium_100g', 1000],
  ['iron', 'iron_100g', 1000],
  ['magnesium', 'magnesium_100g', 1000],
  ['phosphorus', 'phosphorus_100g', 1000],
  ['zinc', 'zinc_100g', 1000],
  ['vitaminA', 'vitamin-a_100g', 1_000_000],
  ['vitaminC', 'vitamin-c_100g', 1000],
  ['vitaminD', 'vitamin-d_100g', 1_000_000],
  ['vitaminE', 'vitamin-e_100g', 1000],
  ['vitaminK', 'vitamin-k_100g', 1_000_000],
  ['vitaminB6', 'vitamin-b6_100g', 1000],
  ['vitaminB12', 'vitamin-b12_100g', 1_000_000],
  ['folate', 'vitamin-b9_100g', 1_000_000],
];

export function offNutrientAmounts(product: OffProduct): NutrientAmounts {
  const amounts: NutrientAmounts = {};
  const source = product.nutriments ?? {};
  for (const [key, field, factor] of offNutrients) {
    const raw = source[field];
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
    if (Number.isFinite(value)) amounts[key] = round(value * factor);
  }
  return amounts;
}

/** An Open Food Facts product as Sous's food result; its categories map to an FDC category when one fits. */
export function offFoodResult(code: string, product: OffProduct): FoodResult {
  const name = product.product_name?.trim() || product.product_name_en?.trim() || product.generic_name?.trim() || `Product ${code}`;
  const brand = product.brands?.split(',')[0]?.trim() || product.brand_owner?.trim() || null;
  const categories = product.categories?.trim() || null;
  const weights: HouseholdWeight[] =
    product.serving_quantity && product.serving_quantity > 0
      ? [{ description: product.serving_size?.trim() || `1 serving (${product.serving_quantity} g)`, grams: product.serving_quantity }]
      : [];
  return {
    fdcId: `off:${code}`,
    description: name,
    brandOwner: brand,
    foodCategory: categories ? (categoryFromText(categories) ?? categories.split(',')[0].trim()) : null,
    gtinUpc: code,
    dataType: openFoodFactsDataType,
    source: 'openfoodfacts',
    brandName: brand,
    ingredients: product.ingredients_text?.trim() || null,
    servingSize: product.serving_quantity ?? null,
    servingSizeUnit: product.serving_quantity ? 'g' : null,
    nutrients: offNutrientAmounts(product),
    householdWeights: weights,
  };
}

export interface HouseholdProductRow {
  id: string;
  barcode_number: string;
  title: string;
  brand: string | null;
  category: string | null;
  created_at: Date | string;
}

/** A product the household named itself ("name it once"). */
export function householdFoodResult(row: HouseholdProductRow): FoodResult {
  return {
    fdcId: `upc:${row.barcode_number}`,
    description: row.title,
    brandOwner: row.brand,
    foodCategory: row.category,
    gtinUpc: row.barcode_number,
    dataType: householdDataType,
    source: 'household',
    brandName: row.brand,
  };
}

/**
 * The spellings of one product code: scanners read EAN-13 ("0012345678905") where FoodData Central
 * stores UPC-A ("012345678905") or GTIN-14. Same digits without leading zeros, padded to each length.
 */
export function barcodeVariants(code: string): string[] {
  const core = code.replace(/^0+/, '') || '0';
  const variants = new Set([code, core]);
  for (const length of [8, 12, 13, 14]) if (core.length <= length) variants.add(core.padStart(length, '0'));
  return [...variants].filter((v) => v.length >= 8 && v.length <= 14);
}
