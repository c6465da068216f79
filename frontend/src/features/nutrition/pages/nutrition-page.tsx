import { lazy, Suspense, useMemo } from 'react';
import { navText } from '@sous/contracts';
import { ChartColumn } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { NutritionSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { serverMessage } from '@/lib/form-errors';
import { useNutritionSummary } from '../api/get-nutrition-summary';
import { coverageText } from '../lib/format-nutrition';
import { nutritionText } from '../lib/nutrition-text';
import { NutritionTable } from '../components/nutrition-table';
import { StatCards } from '../components/stat-cards';
import { MoneyCard } from '../components/money-card';

// recharts is most of this page's weight: the charts load after the figures and the table are on screen.
const MacrosByCategoryChart = lazy(() => import('../components/nutrition-charts').then((m) => ({ default: m.MacrosByCategoryChart })));
const WasteOverTimeChart = lazy(() => import('../components/nutrition-charts').then((m) => ({ default: m.WasteOverTimeChart })));

function ChartPlaceholder() {
  return <div className="h-80 w-full animate-pulse rounded-xl bg-muted" aria-hidden />;
}

/** `/nutrition`: 4 stat cards, this month's money, macros by category, waste over time and per-item nutrition. */
export function NutritionPage() {
  const { data: summary, dataUpdatedAt, isPending, error } = useNutritionSummary();
  // over every item not counted: once per answer, not on every render
  const coverage = useMemo(() => (summary && summary.onHand.itemsTotal > 0 ? coverageText(summary.onHand) : null), [summary]);
  if (isPending) return <NutritionSkeleton />;
  return (
    <PageContainer>
      <PageHeader title={navText.nutrition} description={nutritionText.description} />
      {error || !summary ? (
        <Alert variant="destructive">{serverMessage(error, nutritionText.failed)}</Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <StatCards summary={summary} />
          <MoneyCard money={summary.thisMonth.money} used={summary.thisMonth.used} wasted={summary.thisMonth.wasted} />
          {coverage !== null && (
            <Alert data-testid="nutrition-coverage">
              <p>{coverage}</p>
              {summary.onHand.notCounted.length > 0 && <p className="text-sm text-muted-foreground">{nutritionText.notCountedHint}</p>}
            </Alert>
          )}
          {summary.items.length === 0 ? (
            <EmptyState icon={ChartColumn} title={nutritionText.emptyTitle}>
              {nutritionText.empty}
            </EmptyState>
          ) : (
            <Suspense fallback={<ChartPlaceholder />}>
              <MacrosByCategoryChart data={summary.macrosByCategory} />
            </Suspense>
          )}
          <Suspense fallback={<ChartPlaceholder />}>
            <WasteOverTimeChart data={summary.wasteByWeek} units={summary.preferredUnits} />
          </Suspense>
          {summary.items.length > 0 && <NutritionTable summary={summary} summaryUpdatedAt={dataUpdatedAt} />}
        </div>
      )}
    </PageContainer>
  );
}
