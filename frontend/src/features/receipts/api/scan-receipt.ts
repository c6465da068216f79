import type { ScannedReceipt, ScanReceiptTextBody } from '@sous/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postFile, type UploadProgress } from '@/lib/post-file';

export const scanReceiptUrl = '/api/receipts/scan';
/** The multipart field the photo goes in. */
export const receiptFileField = 'file';

export type ScanReceiptInput =
  | { kind: 'image'; file: File; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal }
  | { kind: 'text'; body: ScanReceiptTextBody };

/**
 * `POST /api/receipts/scan`: a photo (multipart, with upload progress; the server reads it) or the
 * receipt's text; answers the proposed items and skipped lines. Nothing is stored.
 */
export async function scanReceipt(input: ScanReceiptInput): Promise<ScannedReceipt> {
  if (input.kind === 'image') return postFile<ScannedReceipt>(scanReceiptUrl, receiptFileField, input.file, { onProgress: input.onProgress, signal: input.signal });
  const res = await apiRequest('POST', scanReceiptUrl, input.body);
  return (await res.json()) as ScannedReceipt;
}

export function useScanReceipt() {
  return useMutation({ mutationFn: scanReceipt });
}
