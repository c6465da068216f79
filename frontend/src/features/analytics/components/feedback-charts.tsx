import type { FeedbackAnalytics } from '@sous/contracts';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartAxisTick as axis, chartTooltipStyle as tooltipStyle } from '@/components/chart-card';

export interface CountRow {
  label: string;
  count: number;
}

/** The rows as the table screen readers read instead of the chart. */
function CountTable({ caption, rows }: { caption: string; rows: CountRow[] }) {
  return (
    <table>
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CountBarChart({ title, rows }: { title: string; rows: CountRow[] }) {
  const top = [...rows].sort((a, b) => b.count - a.count)[0];
  const summary = top && top.count > 0 ? `Most: ${top.label} (${top.count}).` : 'Nothing yet.';
  return (
    <ChartCard title={title} summary={summary} height="h-56" table={<CountTable caption={title} rows={rows} />}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={axis} interval={0} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip contentStyle={tooltipStyle} cursor={{ fill: 'var(--accent)' }} />
          <Bar dataKey="count" name="Entries" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function WeeklyChart({ weeks }: { weeks: FeedbackAnalytics['byWeek'] }) {
  const rows = weeks.map((w) => ({ label: w.week, count: w.count }));
  const summary = rows.length === 0 ? 'Nothing yet.' : `${rows.length} ${rows.length === 1 ? 'week' : 'weeks'} with feedback; latest week ${rows.at(-1)!.count}.`;
  return (
    <ChartCard title="Feedback per week" summary={summary} height="h-56" table={<CountTable caption="Feedback per week" rows={rows} />}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={axis} />
          <YAxis allowDecimals={false} tick={axis} />
          <Tooltip contentStyle={tooltipStyle} />
          <Line type="monotone" dataKey="count" name="Entries" stroke="var(--primary)" strokeWidth={2} dot isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
