import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export type HeadingLevel = 2 | 3 | 4;

/**
 * One titled block of the preferences form. Onboarding shows them as numbered steps under its
 * page title (h2); settings nests them in a card (h3).
 */
export function PreferencesSection({
  headingId,
  headingLevel = 2,
  icon: Icon,
  title,
  description,
  aside,
  bare = false,
  className,
  children,
}: {
  /** The heading's id, for a caller whose content points at it (aria-labelledby); made here when left out. */
  headingId?: string;
  headingLevel?: HeadingLevel;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Shown at the end of the title row (e.g. a count). */
  aside?: ReactNode;
  /** Without the card around it (inside another card). */
  bare?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  const body = (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <Heading id={id} className="text-base leading-9 font-semibold">
              {title}
            </Heading>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
        </div>
        {aside}
      </div>
      <div className="mt-4 flex flex-col gap-3">{children}</div>
    </>
  );
  if (bare) {
    return (
      <section aria-labelledby={id} className={cn('py-5 first:pt-0 last:pb-0', className)}>
        {body}
      </section>
    );
  }
  return (
    <Card className={className}>
      <section aria-labelledby={id}>
        <CardContent className="pt-5">{body}</CardContent>
      </section>
    </Card>
  );
}
