import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Axis ticks in the muted text colour, at the size of the card's small print. */
export const chartAxisTick = { fontSize: 12, fill: 'var(--muted-foreground)' };

// no chart animation at the call sites either: DESIGN §9 keeps motion to 150–200 ms
export const chartTooltipStyle = {
  background: 'var(--popover)',
  color: 'var(--popover-foreground)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  fontSize: 12,
};

/**
 * A chart in a card with its title and a one-line summary. The drawing is hidden from screen
 * readers, which read `table` instead; so the chart must not take focus either (recharts' keyboard
 * layer would put a focusable element inside an aria-hidden one: pass `accessibilityLayer={false}`).
 */
export function ChartCard({
  title,
  summary,
  table,
  height = 'h-64',
  children,
}: {
  title: string;
  summary: string;
  /** The chart's data as a table, for screen readers only. */
  table: ReactNode;
  /** The drawing's height, a Tailwind class. */
  height?: 'h-56' | 'h-64';
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        <div aria-hidden className={cn(height, 'w-full')}>
          {children}
        </div>
        <div className="sr-only">{table}</div>
      </CardContent>
    </Card>
  );
}
