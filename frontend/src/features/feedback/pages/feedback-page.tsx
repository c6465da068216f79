import { feedbackStatuses, feedbackTypes, type FeedbackSort } from '@sous/contracts';
import { ChartNoAxesColumn, MessageSquareHeart, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChoiceField } from '@/components/choice-field';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/api/current-user';
import { toast } from '@/lib/toast-store';
import { type BoardFilters, useFeedbackBoard } from '../api/feedback-board';
import { FeedbackCard } from '../components/feedback-card';
import { FeedbackForm } from '../components/feedback-form';
import { feedbackText, statusLabels, typeLabels } from '../lib/feedback-text';

const sortLabels: Record<FeedbackSort, string> = { newest: 'Newest', upvotes: 'Most upvoted' };

/** The community board: everyone's bugs, ideas and notes, votes, admin replies; admins triage here. */
export function FeedbackPage() {
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const { pathname } = useLocation();
  const [filters, setFilters] = useState<BoardFilters>({ sort: 'newest' });
  const [composing, setComposing] = useState(false);
  const board = useFeedbackBoard(filters);
  const items = board.data?.pages.flatMap((p) => p.items) ?? [];
  const total = board.data?.pages[0]?.total ?? 0;
  const filtered = filters.type !== undefined || filters.status !== undefined;

  return (
    <PageContainer>
      <PageHeader title={feedbackText.title} description={feedbackText.description}>
        <div className="flex flex-wrap gap-2">
          {isAdmin && (
            <Button asChild variant="outline">
              <Link to="/feedback-analytics">
                <ChartNoAxesColumn aria-hidden /> Analytics
              </Link>
            </Button>
          )}
          <Dialog open={composing} onOpenChange={setComposing}>
            <DialogTrigger asChild>
              <Button type="button">
                <Plus aria-hidden /> {feedbackText.newFeedback}
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>{feedbackText.newFeedback}</DialogTitle>
                <DialogDescription>Everyone on this server can see it and vote for it.</DialogDescription>
              </DialogHeader>
              <FeedbackForm
                page={pathname}
                autoFocus
                onSent={() => {
                  setComposing(false);
                  toast({ title: feedbackText.sent, variant: 'success' });
                }}
              />
            </DialogContent>
          </Dialog>
        </div>
      </PageHeader>

      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3" role="search" aria-label="Filter feedback">
        <ChoiceField
          label="Type"
          className="gap-1.5"
          labels={{ '': 'All types', ...typeLabels }}
          choices={['', ...feedbackTypes]}
          value={filters.type ?? ''}
          onValueChange={(type) => setFilters({ ...filters, type: type || undefined })}
        />
        <ChoiceField
          label="Status"
          className="gap-1.5"
          labels={{ '': 'All statuses', ...statusLabels }}
          choices={['', ...feedbackStatuses]}
          value={filters.status ?? ''}
          onValueChange={(status) => setFilters({ ...filters, status: status || undefined })}
        />
        <ChoiceField label="Sort by" className="gap-1.5" labels={sortLabels} value={filters.sort} onValueChange={(sort) => setFilters({ ...filters, sort })} />
      </div>

      {board.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading feedback">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : board.isError ? (
        <LoadFailed title={feedbackText.loadError} onRetry={() => void board.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={MessageSquareHeart} title={filtered ? feedbackText.emptyFiltered : feedbackText.empty}>
          {filtered ? 'Try other filters.' : 'Be the first: report a bug or suggest an idea.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? 'entry' : 'entries'}
          </p>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item.id}>
                <FeedbackCard item={item} isAdmin={isAdmin} />
              </li>
            ))}
          </ul>
          {board.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button type="button" variant="outline" disabled={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
                {board.isFetchingNextPage ? 'Loading...' : feedbackText.loadMore}
              </Button>
            </div>
          )}
        </>
      )}
    </PageContainer>
  );
}
