import type { FeedbackAnalytics, WebVitalsSummary } from '@sous/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CountBarChart, WeeklyChart } from './feedback-charts';

const typeLabels: Record<FeedbackAnalytics['byType'][number]['key'], string> = {
  bug: 'Bug',
  feature: 'Idea',
  general: 'General',
  chat_response: 'Chat',
  recipe: 'Recipe',
  food_item: 'Food',
};
const statusLabels: Record<FeedbackAnalytics['byStatus'][number]['key'], string> = { open: 'Open', in_progress: 'In progress', completed: 'Completed', wont_fix: "Won't fix" };
const sentimentLabels: Record<FeedbackAnalytics['bySentiment'][number]['key'], string> = { positive: 'Positive', negative: 'Negative', neutral: 'Neutral', none: 'None' };
const ratingLabels = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' } as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardContent className="p-4">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      </CardContent>
    </Card>
  );
}

const formatVital = (name: string, value: number) => (name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** Everything the admin sees; loaded lazily with recharts. */
export default function FeedbackAnalyticsView({ analytics, vitals }: { analytics: FeedbackAnalytics; vitals: WebVitalsSummary | null | undefined }) {
  const hours = analytics.timeToResolve.medianHours;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Totals" className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Total feedback" value={String(analytics.total)} />
        <Stat label="Average rating" value={analytics.averageRating === null ? '–' : `${analytics.averageRating.toFixed(1)} / 5`} />
        <Stat label="Resolved" value={String(analytics.timeToResolve.resolvedCount)} />
        <Stat label="Median time to resolve" value={hours === null ? '–' : hours < 48 ? `${hours} h` : `${(hours / 24).toFixed(1)} days`} />
      </section>
      <section aria-label="Breakdowns" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CountBarChart title="By type" rows={analytics.byType.map((r) => ({ label: typeLabels[r.key], count: r.count }))} />
        <CountBarChart title="By status" rows={analytics.byStatus.map((r) => ({ label: statusLabels[r.key], count: r.count }))} />
        <CountBarChart title="By sentiment" rows={analytics.bySentiment.map((r) => ({ label: sentimentLabels[r.key], count: r.count }))} />
        <WeeklyChart weeks={analytics.byWeek} />
      </section>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Most upvoted</CardTitle>
        </CardHeader>
        <CardContent>
          {analytics.topUpvoted.length === 0 ? (
            <p className="text-sm text-muted-foreground">No votes yet.</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {analytics.topUpvoted.map((item) => (
                <li key={item.id} className="flex items-start justify-between gap-3 text-sm">
                  <span className="min-w-0 break-words">{item.content ?? typeLabels[item.type]}</span>
                  <span className="shrink-0 tabular-nums text-muted-foreground">
                    {item.upvoteCount} {item.upvoteCount === 1 ? 'vote' : 'votes'} · {statusLabels[item.status]}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Web vitals (p75, last 30 days)</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          {!vitals || vitals.byPage.length === 0 ? (
            <p className="text-sm text-muted-foreground">No measurements yet.</p>
          ) : (
            <table className="w-full text-left text-sm tabular-nums">
              <caption className="sr-only">Web vitals, 75th percentile per page</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">Page</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Metric</th>
                  <th scope="col" className="py-1 pr-3 font-medium">p75</th>
                  <th scope="col" className="py-1 pr-3 font-medium">Rating</th>
                  <th scope="col" className="py-1 font-medium">Samples</th>
                </tr>
              </thead>
              <tbody>
                {vitals.byPage.map((row) => (
                  <tr key={`${row.page}-${row.name}`} className="border-t">
                    <td className="py-1 pr-3">{row.page}</td>
                    <td className="py-1 pr-3">{row.name}</td>
                    <td className="py-1 pr-3">{formatVital(row.name, row.p75)}</td>
                    <td className={`py-1 pr-3 ${row.rating === 'good' ? 'text-fresh' : row.rating === 'poor' ? 'text-expired' : 'text-expiring'}`}>{ratingLabels[row.rating]}</td>
                    <td className="py-1">{row.samples}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
