import { Lightbulb, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useWasteSuggestions } from '../api/get-waste-suggestions';
import { expiryText } from '../lib/expiry-text';

/** Spec 001 §2: the 'Waste Reduction Tips' card; its refresh button asks for new suggestions. */
export function WasteTipsCard({ className }: { className?: string }) {
  const tips = useWasteSuggestions();

  const refresh = async () => {
    const result = await tips.refetch();
    if (result.isError) {
      toast({ variant: 'destructive', title: expiryText.tipsFailedTitle, description: expiryText.tipsFailedDescription });
    } else {
      toast({ title: expiryText.tipsRefreshedTitle, description: expiryText.tipsRefreshedDescription });
    }
  };

  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader className="flex-row items-center justify-between gap-2 py-3 pr-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb aria-hidden className="size-4 text-primary" />
          {expiryText.tipsTitle}
        </CardTitle>
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
      </CardHeader>
      <CardContent>
        {tips.isPending && tips.isFetching ? (
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
        )}
      </CardContent>
    </Card>
  );
}
