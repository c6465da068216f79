import type { Appliance, ApplianceBarcodeLookup, CreateApplianceBody } from '@sous/contracts';

/** The form's values as typed; empty texts mean none. */
export interface ApplianceDraft {
  name: string;
  type: string;
  categoryId: string;
  barcodeProductId: string | null;
  customBrand: string;
  customModel: string;
  customCapabilities: string[];
  customCapacity: string;
  customServingSize: string;
  nickname: string;
  purchaseDate: string;
  warrantyEndDate: string;
  notes: string;
  imageUrl: string;
  isActive: boolean;
}

export const emptyApplianceDraft = (): ApplianceDraft => ({
  name: '',
  type: '',
  categoryId: '',
  barcodeProductId: null,
  customBrand: '',
  customModel: '',
  customCapabilities: [],
  customCapacity: '',
  customServingSize: '',
  nickname: '',
  purchaseDate: '',
  warrantyEndDate: '',
  notes: '',
  imageUrl: '',
  isActive: true,
});

export const draftFromAppliance = (a: Appliance): ApplianceDraft => ({
  name: a.name,
  type: a.type,
  categoryId: a.categoryId ?? '',
  barcodeProductId: a.barcodeProductId,
  customBrand: a.customBrand ?? '',
  customModel: a.customModel ?? '',
  customCapabilities: [...a.customCapabilities],
  customCapacity: a.customCapacity ?? '',
  customServingSize: a.customServingSize ?? '',
  nickname: a.nickname ?? '',
  purchaseDate: a.purchaseDate ?? '',
  warrantyEndDate: a.warrantyEndDate ?? '',
  notes: a.notes ?? '',
  imageUrl: a.imageUrl ?? '',
  isActive: a.isActive,
});

/** A scanned product prefills the name and brand and links the product. */
export const draftFromBarcode = (found: ApplianceBarcodeLookup): ApplianceDraft => ({
  ...emptyApplianceDraft(),
  name: found.title,
  customBrand: found.brand ?? '',
  barcodeProductId: found.barcodeProductId,
});

/** The body the API takes; empty optional texts become null so an edit can clear them. */
export function applianceBody(draft: ApplianceDraft): CreateApplianceBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    name: draft.name.trim(),
    type: draft.type.trim(),
    categoryId: draft.categoryId || null,
    barcodeProductId: draft.barcodeProductId,
    customBrand: orNull(draft.customBrand),
    customModel: orNull(draft.customModel),
    customCapabilities: draft.customCapabilities,
    customCapacity: orNull(draft.customCapacity),
    customServingSize: orNull(draft.customServingSize),
    nickname: orNull(draft.nickname),
    purchaseDate: orNull(draft.purchaseDate),
    warrantyEndDate: orNull(draft.warrantyEndDate),
    notes: orNull(draft.notes),
    imageUrl: orNull(draft.imageUrl),
    isActive: draft.isActive,
  };
}
