import { z } from 'zod';

const numeric = z.union([z.number(), z.string()]).transform(Number).pipe(z.number()).optional().catch(undefined);

/** A product as `GET /api/v2/product/<code>.json` describes it (the fields Sous reads). */
export const offProduct = z.looseObject({
  code: z.string().optional(),
  product_name: z.string().nullish(),
  product_name_en: z.string().nullish(),
  generic_name: z.string().nullish(),
  brands: z.string().nullish(),
  brand_owner: z.string().nullish(),
  categories: z.string().nullish(),
  quantity: z.string().nullish(),
  serving_size: z.string().nullish(),
  serving_quantity: numeric,
  ingredients_text: z.string().nullish(),
  image_url: z.string().nullish(),
  nutriments: z.record(z.string(), z.unknown()).nullish(),
});
export type OffProduct = z.infer<typeof offProduct>;

/**
 * Where packaged products come from by barcode, in Open Food Facts' shape (Open Food Facts today,
 * `adapters/open-food-facts.client.ts`). A barcode lookup asks it after the caches; a test hands it
 * a fake. Calls that get no usable answer throw ExternalServiceError.
 */
export interface ProductSource {
  /** Set up (a server is configured); when false nothing is ever called. */
  readonly enabled: boolean;
  /** The product, or null when the source does not know the code. */
  product(code: string, userId: string | null): Promise<OffProduct | null>;
}

export const PRODUCT_SOURCE = Symbol('ProductSource');
