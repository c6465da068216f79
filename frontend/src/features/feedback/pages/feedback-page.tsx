import { MessageSquareHeart } from 'lucide-react';
import { ComingLaterPage } from '@/components/coming-later';

export function FeedbackPage() {
  return (
    <ComingLaterPage title="Feedback" description="Ideas, bugs and praise from your household" icon={MessageSquareHeart} emptyTitle="No feedback yet">
      Sending feedback and voting on ideas arrives in a later update.
    </ComingLaterPage>
  );
}
