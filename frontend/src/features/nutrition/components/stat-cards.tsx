import type { NutritionSummary } from '@sous/contracts';
import { CalendarClock, Flame, Leaf, Recycle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatCalories, formatGrams, formatWeight } from '../lib/format-nutrition';

const amount = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

function StatCard({ icon: Icon, label, value, children }: { icon: LucideIcon; label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-1 p-4">
      <h2 className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
        {label}
      </h2>
      <p className="text-xl font-semibold tabular-nums sm:text-2xl">{value}</p>
      {children !== undefined && <p className="text-xs text-muted-foreground tabular-nums">{children}</p>}
    </Card>
  );
}

/** The 4 stat cards of the nutrition page. */
export function StatCards({ summary }: { summary: NutritionSummary }) {
  const { onHand, thisMonth, preferredUnits } = summary;
  const { weight } = thisMonth;
  return (
    <div className="grid grid-cols-1 gap-4 min-[375px]:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={Flame} label="Calories on hand" value={formatCalories(onHand.calories)}>
        Protein {formatGrams(onHand.protein)} · Fat {formatGrams(onHand.fat)} · Carbs {formatGrams(onHand.carbohydrate)}
      </StatCard>
      <StatCard icon={CalendarClock} label="Expiring this week" value={summary.expiringThisWeek}>
        {summary.expiringThisWeek === 1 ? 'item' : 'items'} within 7 days
      </StatCard>
      <StatCard icon={Recycle} label="Used vs. thrown away" value={`${amount(weight.used)} / ${amount(weight.wasted)} ${weight.unit}`}>
        This month, by weight
        {thisMonth.unweighed > 0 ? ` · ${thisMonth.unweighed} of ${thisMonth.used + thisMonth.wasted} without a known weight` : ''}
      </StatCard>
      <StatCard icon={Leaf} label="Food saved" value={formatWeight(summary.savedKilograms * 1000, preferredUnits)}>
        Estimated: the weight of food used this month
      </StatCard>
    </div>
  );
}
