import { z } from 'zod';
import { someChange } from '../patch-body.js';
import { calendarDate } from '../calendar-date.js';
import { nameText, requiredText as required, optionalText } from '../text-fields.js';
import { foodSources } from '../food-data/food-result.js';

/** Limits of the appliance form (the spec shows none). */
export const applianceLimits = {
  name: 120,
  type: 80,
  text: 120,
  notes: 2000,
  capability: 60,
  capabilities: 30,
  url: 2000,
} as const;

export const applianceNotFoundMessage = 'Appliance not found';
export const applianceCategoryNotFoundMessage = 'Appliance category not found';
export const barcodeProductNotFoundMessage = 'Barcode product not found';
export const applianceBarcodeMessage = 'must be 8 to 14 digits';

/** `GET /api/appliance-categories` row (spec 001 §3 appliance_categories). */
export const applianceCategory = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parentCategoryId: z.string().nullable(),
  /** A lucide icon name. */
  icon: z.string().nullable(),
  sortOrder: z.number(),
});
export type ApplianceCategory = z.infer<typeof applianceCategory>;

/** `GET /api/appliances` row (spec 001 §3 appliances), the household's kitchen. */
export const appliance = z.object({
  id: z.string(),
  householdId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  categoryId: z.string().nullable(),
  barcodeProductId: z.string().nullable(),
  customBrand: z.string().nullable(),
  customModel: z.string().nullable(),
  customCapabilities: z.array(z.string()),
  customCapacity: z.string().nullable(),
  customServingSize: z.string().nullable(),
  nickname: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  warrantyEndDate: z.string().nullable(),
  notes: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Appliance = z.infer<typeof appliance>;

/** yyyy-MM-dd, a real calendar day; empty means none. */
const optionalDate = calendarDate({ allowEmpty: true })
  .transform((v) => (v === '' ? null : v))
  .nullish();

const optionalId = (what: string) => z.uuid(`must be ${what} id`).nullish();

const capabilities = z
  .array(
    z
      .string({ error: 'must be a list of texts' })
      .trim()
      .max(applianceLimits.capability, `items must be at most ${applianceLimits.capability} characters`),
    { error: 'must be a list of texts' },
  )
  .max(applianceLimits.capabilities, `must have at most ${applianceLimits.capabilities} items`)
  .transform((items) => [...new Map(items.filter((i) => i !== '').map((i) => [i.toLowerCase(), i])).values()]);

const webUrl = z
  .string()
  .trim()
  .max(applianceLimits.url)
  .transform((v) => (v === '' ? null : v))
  .refine((v) => v === null || /^(https?:\/\/|\/objects\/)[^\s]+$/i.test(v), 'must be an http(s) address')
  .nullish();

const fields = {
  name: nameText(applianceLimits.name),
  type: required(applianceLimits.type),
  categoryId: optionalId('an appliance category'),
  barcodeProductId: optionalId('a barcode product'),
  customBrand: optionalText(applianceLimits.text),
  customModel: optionalText(applianceLimits.text),
  customCapabilities: capabilities.optional(),
  customCapacity: optionalText(applianceLimits.text),
  customServingSize: optionalText(applianceLimits.text),
  nickname: optionalText(applianceLimits.text),
  purchaseDate: optionalDate,
  warrantyEndDate: optionalDate,
  notes: optionalText(applianceLimits.notes),
  imageUrl: webUrl,
  isActive: z.boolean({ error: 'must be true or false' }).optional(),
};

const datesInOrder = (body: { purchaseDate?: string | null; warrantyEndDate?: string | null }) =>
  !body.purchaseDate || !body.warrantyEndDate || body.purchaseDate <= body.warrantyEndDate;
const datesMessage = { message: 'must not be before the purchase date', path: ['warrantyEndDate'] };

/** `POST /api/appliances`: spec 001 §3's insert (no id, userId or timestamps). */
export const createApplianceBody = z.object(fields).refine(datesInOrder, datesMessage);
export type CreateApplianceBody = z.input<typeof createApplianceBody>;

/** `PATCH /api/appliances/:id`: the fields sent change, the rest stay. */
export const updateApplianceBody = someChange(
  z.object({ ...fields, name: fields.name.optional(), type: fields.type.optional() }),
)
  .refine(datesInOrder, datesMessage);
export type UpdateApplianceBody = z.input<typeof updateApplianceBody>;

/** `GET /api/appliances/barcode/:code`: EAN-8, UPC-A, EAN-13 or GTIN-14. */
export const applianceBarcodeParams = z.object({
  code: z.string({ error: 'Required' }).trim().regex(/^\d{8,14}$/, applianceBarcodeMessage),
});

/** What a scanned code names, to prefill the add-appliance form. */
export const applianceBarcodeLookup = z.object({
  barcode: z.string(),
  /** The `barcode_products` row to link as the appliance's barcodeProductId. */
  barcodeProductId: z.string().nullable(),
  title: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  /** household: a product this household named; openfoodfacts: an Open Food Facts answer; fdc: FoodData Central. */
  source: z.enum(foodSources),
});
export type ApplianceBarcodeLookup = z.infer<typeof applianceBarcodeLookup>;
