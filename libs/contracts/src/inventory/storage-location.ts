import { z } from 'zod';
import { nameText } from '../text-fields.js';
import { storageIcons } from '../constants.js';

export const storageLocationNameMaxLength = 60;

/** `GET /api/storage-locations` row (spec 000 §3: id, name, icon) with the item count the sidebar shows. */
export const storageLocation = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  itemCount: z.number(),
  sortOrder: z.number(),
});
export type StorageLocation = z.infer<typeof storageLocation>;

const name = nameText(storageLocationNameMaxLength);

/** `POST /api/storage-locations` */
export const createStorageLocationBody = z.object({
  name,
  icon: z.enum(storageIcons).default('utensils-crossed'),
});
export type CreateStorageLocationBody = z.input<typeof createStorageLocationBody>;

/** `PATCH /api/storage-locations/:id` */
export const updateStorageLocationBody = z
  .object({ name: name.optional(), icon: z.enum(storageIcons).optional() })
  .refine((body) => body.name !== undefined || body.icon !== undefined, 'name or icon is required')
  .meta({ minProperties: 1 });
export type UpdateStorageLocationBody = z.input<typeof updateStorageLocationBody>;

/** `DELETE /api/storage-locations/:id?moveTo=<id>`: where its items go; without it a non-empty location is refused. */
export const deleteStorageLocationQuery = z.object({ moveTo: z.uuid('must be a storage location id').optional() });

/** The icon a location gets from its name when none is chosen (the spec's four defaults). */
export function iconForStorageName(name: string): (typeof storageIcons)[number] {
  const lower = name.toLowerCase();
  if (lower.includes('fridge') || lower.includes('refrigerator')) return 'refrigerator';
  if (lower.includes('freezer')) return 'snowflake';
  if (lower.includes('pantry')) return 'pizza';
  return 'utensils-crossed';
}
