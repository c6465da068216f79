import { uiText } from '@sous/contracts';
import { Spinner } from '@/components/ui/spinner';

/** The default route placeholder: a spinner with 'Loading...'. */
export function PageSpinner() {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner className="size-6 text-primary" />
      <span className="text-sm">{uiText.loading}</span>
    </div>
  );
}
