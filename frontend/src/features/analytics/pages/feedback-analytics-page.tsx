import { ChartNoAxesColumn, ShieldAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/api/current-user';
import { useFeedbackAnalytics } from '../api/feedback-analytics';
import { useWebVitalsSummary } from '../api/web-vitals-summary';

// recharts is loaded only when an admin has figures to see
const FeedbackAnalyticsView = lazy(() => import('../components/feedback-analytics-view'));

function Loading() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true" aria-label="Loading analytics">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-64 w-full" />
      ))}
    </div>
  );
}

export function FeedbackAnalyticsPage() {
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const analytics = useFeedbackAnalytics(isAdmin);
  const vitals = useWebVitalsSummary(isAdmin);

  return (
    <PageContainer>
      <PageHeader title="Feedback Analytics" description="Trends across all feedback on this server" />
      {!isAdmin ? (
        <EmptyState icon={ShieldAlert} title="Admins only">
          <p>Feedback analytics are for the administrators of this server.</p>
          <Button asChild variant="outline" className="mt-3">
            <Link to="/feedback">Go to the feedback board</Link>
          </Button>
        </EmptyState>
      ) : analytics.isPending ? (
        <Loading />
      ) : analytics.isError || !analytics.data ? (
        <LoadFailed title="Could not load the analytics. Please try again." onRetry={() => void analytics.refetch()} />
      ) : analytics.data.total === 0 ? (
        <EmptyState icon={ChartNoAxesColumn} title="Nothing to analyse yet">
          Charts appear once people send feedback.
        </EmptyState>
      ) : (
        <Suspense fallback={<Loading />}>
          <FeedbackAnalyticsView analytics={analytics.data} vitals={vitals.data} />
        </Suspense>
      )}
    </PageContainer>
  );
}
