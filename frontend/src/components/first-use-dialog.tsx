import { type ComponentType, type Provider, type ReactNode, Suspense, useState } from 'react';

export type DialogComponent = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/**
 * A dialog the shell offers everywhere but loads on first use: lends "open it" to the screens
 * below through `provide` (a context of `(() => void) | null`) and renders `dialog` (a `lazy`
 * component) from its first opening on, so closing animates and later openings are instant.
 */
export function FirstUseDialog({ dialog: Dialog, provide: Provide, children }: { dialog: DialogComponent; provide: Provider<(() => void) | null>; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  // a stable function: screens that only open the dialog need not re-render with it
  const [openDialog] = useState(() => () => {
    setUsed(true);
    setOpen(true);
  });
  return (
    <Provide value={openDialog}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Provide>
  );
}
