import { z } from 'zod';
import { foodResult } from './food-result.js';

export const barcodeMessage = 'must be 8 to 13 digits';
export const productNotFoundMessage = 'Product not found';
export const productTitleMaxLength = 120;
export const productBrandMaxLength = 80;
export const productCategoryMaxLength = 120;

/** A scanned or typed code: 8 to 13 digits only (spec 000 §5, §9). */
export const barcodeValue = z.string({ error: 'Required' }).trim().regex(/^\d{8,13}$/, barcodeMessage);

/** The route params of `GET /api/food/barcode/:barcode`, as an object so a bad one reads `barcode: …`. */
export const barcodeParams = z.object({ barcode: barcodeValue });

/** `GET /api/food/barcode/:barcode` answers `{ usda }`; an unknown code 404 `{ message: 'Product not found' }`. */
export const barcodeLookupResponse = z.object({ usda: foodResult });
export type BarcodeLookupResponse = z.infer<typeof barcodeLookupResponse>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** `POST /api/barcode-products`: names a code for the household ("name it once", DESIGN §6). */
export const nameBarcodeProductBody = z.object({
  barcode: barcodeValue,
  title: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(productTitleMaxLength, `must be at most ${productTitleMaxLength} characters`),
  brand: optionalText(productBrandMaxLength),
  category: optionalText(productCategoryMaxLength),
});
export type NameBarcodeProductBody = z.input<typeof nameBarcodeProductBody>;

/** The named product (201 when new, 200 when it renamed the household's earlier name), with its food result. */
export const barcodeProduct = z.object({
  id: z.string(),
  barcode: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  createdAt: z.string(),
  usda: foodResult,
});
export type BarcodeProduct = z.infer<typeof barcodeProduct>;
