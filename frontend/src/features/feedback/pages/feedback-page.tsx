import { feedbackStatuses, feedbackTypes, type FeedbackItem, type FeedbackSort } from '@sous/contracts';
import { ChartNoAxesColumn, MessageSquareHeart, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/api/current-user';
import { toast } from '@/lib/toast-store';
import { type BoardFilters, useFeedbackBoard } from '../api/feedback-board';
import { FeedbackCard } from '../components/feedback-card';
import { FeedbackForm } from '../components/feedback-form';
import { feedbackText, statusLabels, typeLabels } from '../lib/feedback-text';

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
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="feedback-type">Type</Label>
          <NativeSelect id="feedback-type" value={filters.type ?? ''} onChange={(e) => setFilters({ ...filters, type: (e.target.value || undefined) as FeedbackItem['type'] | undefined })}>
            <option value="">All types</option>
            {feedbackTypes.map((t) => (
              <option key={t} value={t}>
                {typeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="feedback-status">Status</Label>
          <NativeSelect
            id="feedback-status"
            value={filters.status ?? ''}
            onChange={(e) => setFilters({ ...filters, status: (e.target.value || undefined) as FeedbackItem['status'] | undefined })}
          >
            <option value="">All statuses</option>
            {feedbackStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="feedback-sort">Sort by</Label>
          <NativeSelect id="feedback-sort" value={filters.sort} onChange={(e) => setFilters({ ...filters, sort: e.target.value as FeedbackSort })}>
            <option value="newest">Newest</option>
            <option value="upvotes">Most upvoted</option>
          </NativeSelect>
        </div>
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
