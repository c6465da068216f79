import type { BarcodeProduct, NameBarcodeProductBody } from '@sous/contracts';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { barcodeLookupKey } from './lookup-barcode';

/** `POST /api/barcode-products`: names an unknown code once for the household (DESIGN §6). */
export async function nameBarcodeProduct(body: NameBarcodeProductBody): Promise<BarcodeProduct> {
  const res = await apiRequest('POST', '/api/barcode-products', body);
  return (await res.json()) as BarcodeProduct;
}

/** The next lookup of the code finds the named product. */
export function useNameBarcodeProduct({ meta }: { meta?: MutationMeta } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: nameBarcodeProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(barcodeLookupKey(product.barcode), product.usda);
    },
  });
}
