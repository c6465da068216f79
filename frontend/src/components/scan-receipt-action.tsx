import { createContext, useContext } from 'react';

/**
 * Opens the receipt flow (photo or text of a shop receipt → reviewed items → inventory, issue 21).
 * The shell mounts the receipts feature and provides this, so the Add Food dialog and the chat
 * composer offer it without importing the feature. Null where none is mounted: no button then.
 */
const ScanReceiptActionContext = createContext<(() => void) | null>(null);

export const ScanReceiptActionProvider = ScanReceiptActionContext.Provider;

export function useScanReceiptAction(): (() => void) | null {
  return useContext(ScanReceiptActionContext);
}
