import { Leaf } from 'lucide-react';
import { PRODUCT_NAME } from '@sous/contracts';
import { cn } from '@/lib/utils';

/** The Sous mark: a herb leaf on the primary colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground', className)}>
      <Leaf aria-hidden className="size-5" />
    </span>
  );
}

export function Logo({ tagline, className }: { tagline?: string; className?: string }) {
  return (
    <span className={cn('flex min-w-0 items-center gap-2', className)}>
      <LogoMark />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="text-base font-semibold tracking-tight">{PRODUCT_NAME}</span>
        {tagline && <span className="hidden truncate text-xs text-muted-foreground sm:block">{tagline}</span>}
      </span>
    </span>
  );
}
