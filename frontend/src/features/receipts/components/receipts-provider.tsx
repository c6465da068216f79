import { lazy, type ReactNode } from 'react';
import { FirstUseDialog } from '@/components/first-use-dialog';
import { ScanReceiptActionProvider } from '@/components/scan-receipt-action';

// the review screen and its upload code are fetched on first use, not with the shell
const ReceiptDialog = lazy(async () => ({ default: (await import('./receipt-dialog')).ReceiptDialog }));

/** Mounted by the shell: provides "scan a receipt" to any screen and renders the receipt dialog. */
export function ReceiptsProvider({ children }: { children: ReactNode }) {
  return (
    <FirstUseDialog dialog={ReceiptDialog} provide={ScanReceiptActionProvider}>
      {children}
    </FirstUseDialog>
  );
}
