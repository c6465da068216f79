import { Skeleton } from '@/components/ui/skeleton';
import { LoadingRegion } from './loading-region';
import { SkeletonCardGrid } from './skeleton-card-grid';

/* Route placeholders of spec 000 §2 "Loading placeholders per route". */

function HeaderSkeleton() {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-72 max-w-full" />
    </div>
  );
}

/** Nutrition: 4 stat cards and a chart. */
export function NutritionSkeleton() {
  return (
    <LoadingRegion>
      <HeaderSkeleton />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} data-testid="skeleton-stat" className="flex flex-col gap-2 rounded-lg border bg-card p-4">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-7 w-16" />
          </div>
        ))}
      </div>
      <Skeleton data-testid="skeleton-chart" className="mt-6 h-64 w-full" />
    </LoadingRegion>
  );
}

/** Meal planner: 7 day columns. */
export function MealPlannerSkeleton() {
  return (
    <LoadingRegion>
      <HeaderSkeleton />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} data-testid="skeleton-day" className="flex flex-col gap-2 rounded-lg border bg-card p-3">
            <Skeleton className="h-4 w-12" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/** Cookbook: 6 recipe cards. */
export function CookbookSkeleton() {
  return (
    <LoadingRegion>
      <HeaderSkeleton />
      <SkeletonCardGrid count={6} />
    </LoadingRegion>
  );
}

/** Shopping list: 3 groups of 4 rows. */
export function ShoppingListSkeleton() {
  return (
    <LoadingRegion>
      <HeaderSkeleton />
      <div className="flex flex-col gap-6">
        {Array.from({ length: 3 }, (_, group) => (
          <div key={group} data-testid="skeleton-group" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-32" />
            {Array.from({ length: 4 }, (_, row) => (
              <Skeleton key={row} data-testid="skeleton-row" className="h-11 w-full" />
            ))}
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/** Storage: a header, 3 tabs and a grid of 9. */
export function StorageSkeleton() {
  return (
    <LoadingRegion>
      <HeaderSkeleton />
      <div className="mb-6 flex gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} data-testid="skeleton-tab" className="h-10 flex-1 sm:w-28 sm:flex-none" />
        ))}
      </div>
      <SkeletonCardGrid count={9} />
    </LoadingRegion>
  );
}

/** Food groups and appliances: a generic list. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <LoadingRegion>
      <HeaderSkeleton />
      <div className="flex flex-col gap-2">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} data-testid="skeleton-row" className="flex items-center gap-3 rounded-lg border bg-card p-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
