import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ScanReceiptActionProvider } from '@/components/scan-receipt-action';

// the review screen and its upload code are fetched on first use, not with the shell
const ReceiptDialog = lazy(async () => ({ default: (await import('./receipt-dialog')).ReceiptDialog }));

/** Mounted by the shell: provides "scan a receipt" to any screen and renders the receipt dialog. */
export function ReceiptsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // mounted from the first opening on, so closing animates and later openings are instant
  const [used, setUsed] = useState(false);
  // a stable function: screens that only open the dialog need not re-render with it
  const [openDialog] = useState(() => () => {
    setUsed(true);
    setOpen(true);
  });
  return (
    <ScanReceiptActionProvider value={openDialog}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ReceiptDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </ScanReceiptActionProvider>
  );
}
