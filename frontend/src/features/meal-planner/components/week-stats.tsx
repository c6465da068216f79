import { plannerText } from '../lib/planner-text';

/** The week at a glance, beside the month overview on wide screens. */
export function WeekStats({ planned, cooked, missing }: { planned: number; cooked: number; missing: number }) {
  const stats = [
    { label: plannerText.statPlanned, value: planned },
    { label: plannerText.statCooked, value: cooked },
    { label: plannerText.statMissing, value: missing },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3" data-testid="week-stats">
      {stats.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse gap-1 rounded-lg border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
