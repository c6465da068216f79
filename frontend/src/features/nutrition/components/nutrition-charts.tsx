import type { NutritionSummary } from '@sous/contracts';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, chartAxisTick as axis, chartTooltipStyle as tooltipStyle } from '@/components/chart-card';
import type { PreferredUnits } from '@sous/kitchen';
import { formatGrams, formatWeekStart, inWeightUnit, weightUnitFor } from '../lib/format-nutrition';

/** Between the primary and the card: a third series colour that is not one of the meaning colours. */
const fatColour = 'color-mix(in oklab, var(--primary) 45%, var(--card))';

/** Legend labels in the text colour (recharts colours them like their series, too faint to read). */
const legendText = (value: string) => <span style={{ color: 'var(--foreground)' }}>{value}</span>;

/** Protein, fat and carbohydrate on hand per food category (grams). */
export function MacrosByCategoryChart({ data }: { data: NutritionSummary['macrosByCategory'] }) {
  const top = data[0];
  const summary = top
    ? `${data.length} ${data.length === 1 ? 'category' : 'categories'}; the most is in ${top.category} (${formatGrams(top.protein + top.fat + top.carbohydrate)} of macros).`
    : 'No food of known weight has nutrition data yet.';
  return (
    <ChartCard
      title="Macros by category"
      summary={summary}
      table={
        <table>
          <caption>Macros by category, grams</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Protein</th>
              <th scope="col">Fat</th>
              <th scope="col">Carbohydrate</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                <td>{formatGrams(row.protein)}</td>
                <td>{formatGrams(row.fat)}</td>
                <td>{formatGrams(row.carbohydrate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="category" tick={axis} interval={0} tickFormatter={(value: string) => (value.length > 12 ? `${value.slice(0, 11)}…` : value)} />
          <YAxis tick={axis} width={48} unit=" g" />
          <Tooltip contentStyle={tooltipStyle} formatter={(value) => formatGrams(Number(value))} cursor={{ fill: 'var(--muted)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Bar dataKey="protein" name="Protein" fill="var(--primary)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="fat" name="Fat" fill={fatColour} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="carbohydrate" name="Carbohydrate" fill="var(--muted-foreground)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The weight of food used and thrown away per week over the last 8 weeks, in one unit. */
export function WasteOverTimeChart({ data, units }: { data: NutritionSummary['wasteByWeek']; units: PreferredUnits }) {
  const unit = weightUnitFor(
    data.flatMap((week) => [week.usedGrams, week.wastedGrams]),
    units,
  );
  const used = inWeightUnit(data.reduce((n, week) => n + week.usedGrams, 0), unit);
  const wasted = inWeightUnit(data.reduce((n, week) => n + week.wastedGrams, 0), unit);
  const rows = data.map((week) => ({
    label: formatWeekStart(week.weekStart),
    weekStart: week.weekStart,
    used: inWeightUnit(week.usedGrams, unit),
    wasted: inWeightUnit(week.wastedGrams, unit),
  }));
  return (
    <ChartCard
      title="Used and thrown away"
      summary={`Last 8 weeks: ${used} ${unit} used, ${wasted} ${unit} thrown away.`}
      table={
        <table>
          <caption>Food used and thrown away per week, {unit}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Used</th>
              <th scope="col">Thrown away</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{week.label}</th>
                <td>{week.used}</td>
                <td>{week.wasted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis dataKey="label" tick={axis} />
          <YAxis tick={axis} width={56} unit={` ${unit}`} />
          <Tooltip contentStyle={tooltipStyle} formatter={(value) => `${String(value)} ${unit}`} />
          <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
          <Line type="monotone" dataKey="used" name="Used" stroke="var(--primary)" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          <Line type="monotone" dataKey="wasted" name="Thrown away" stroke="var(--muted-foreground)" strokeWidth={2} strokeDasharray="5 4" dot={{ r: 3 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
