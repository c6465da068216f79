import { ChartNoAxesColumn } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function FeedbackAnalyticsPage() {
  return (
    <ComingLaterPage title="Feedback Analytics" description="Trends across all feedback" icon={ChartNoAxesColumn} emptyTitle="Nothing to analyse yet">
      Charts of feedback by type, sentiment and status arrive together with feedback in a later update.
    </ComingLaterPage>
  );
}
