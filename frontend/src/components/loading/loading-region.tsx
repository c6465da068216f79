import { uiText } from '@sous/contracts';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Wraps a skeleton so assistive technology hears one 'Loading...' instead of empty boxes. */
export function LoadingRegion({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={cn('mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-8', className)}>
      <span className="sr-only">{uiText.loading}</span>
      {children}
    </div>
  );
}
