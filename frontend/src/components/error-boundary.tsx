import { messages, uiText } from '@sous/contracts';
import { RefreshCw, TriangleExclamationPoint } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/browser-location';

export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-expired-soft text-expired">
        <TriangleExclamationPoint aria-hidden className="size-6" />
      </span>
      <h1 className="text-xl font-semibold">{messages.somethingWentWrong}</h1>
      <p className="text-sm text-muted-foreground">{messages.renderErrorDescription}</p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={reloadPage}>
          <RefreshCw aria-hidden />
          {uiText.refreshPage}
        </Button>
        <Button variant="outline" onClick={onRetry}>
          {uiText.tryAgain}
        </Button>
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors below it. Spec 000 §4: it stays on the error screen until Try Again or
 * Refresh, even if the user navigates meanwhile.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? <ErrorScreen onRetry={this.reset} /> : this.props.children;
  }
}
