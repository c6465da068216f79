import { Lightbulb, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { useWasteSuggestions } from '../api/get-waste-suggestions';
import { expiryText, phoneQuery } from '../lib/expiry-text';

/** The tips, their refresh, and the loading, error and empty states: the card's body and the phone header's popover. */
export function useWasteTips() {
  const tips = useWasteSuggestions();
  const refresh = async () => {
    const result = await tips.refetch();
    if (result.isError) {
      toast({ variant: 'destructive', title: expiryText.tipsFailedTitle, description: expiryText.tipsFailedDescription });
    } else {
      toast({ title: expiryText.tipsRefreshedTitle, description: expiryText.tipsRefreshedDescription });
    }
  };
  return { tips, refresh };
}

export function RefreshTipsButton({ waste }: { waste: ReturnType<typeof useWasteTips> }) {
  const { tips, refresh } = waste;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => void refresh()}
      disabled={tips.isFetching}
      aria-label={expiryText.refreshTips}
      aria-busy={tips.isFetching || undefined}
    >
      <RefreshCw aria-hidden className={cn(tips.isFetching && 'motion-safe:animate-spin')} />
    </Button>
  );
}

export function WasteTipsList({ waste }: { waste: ReturnType<typeof useWasteTips> }) {
  const { tips } = waste;
  return tips.isPending && tips.isFetching ? (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">Loading tips</span>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  ) : tips.isError ? (
    <p className="text-sm text-muted-foreground">{expiryText.tipsFailedDescription}</p>
  ) : (tips.data ?? []).length === 0 ? (
    <p className="text-sm text-muted-foreground">{expiryText.noTips}</p>
  ) : (
    <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm marker:text-primary">
      {tips.data?.map((tip) => (
        <li key={tip}>{tip}</li>
      ))}
    </ul>
  );
}

/**
 * Spec 001 §2: the 'Waste Reduction Tips' card; its refresh button asks for new suggestions. On
 * phones (under 768 px) the tips fold into the compact expiry header the ticker shows (issue 16),
 * so the card itself is not shown there.
 */
export function WasteTipsCard({ className }: { className?: string }) {
  const phone = useMediaQuery(phoneQuery);
  if (phone) return null;
  return <WasteTipsPanel className={className} />;
}

function WasteTipsPanel({ className }: { className?: string }) {
  const waste = useWasteTips();

  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex-row items-center justify-between gap-2 py-3 pr-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb aria-hidden className="size-4 text-primary" />
          {expiryText.tipsTitle}
        </CardTitle>
        <RefreshTipsButton waste={waste} />
      </CardHeader>
      <CardContent>
        <WasteTipsList waste={waste} />
      </CardContent>
    </Card>
  );
}
