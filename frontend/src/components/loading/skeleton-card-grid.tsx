import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** The generic card grid placeholder: 6 cards by default, 1, 2 or 3 columns by width. */
export function SkeletonCardGrid({ count = 6, className }: { count?: number; className?: string }) {
  return (
    <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} data-testid="skeleton-card" className="flex flex-col gap-3 rounded-lg border bg-card p-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
