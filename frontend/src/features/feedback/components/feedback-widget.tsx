import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { useFeedbackDock } from '@/lib/feedback-dock';
import { cn } from '@/lib/utils';
import { FeedbackTrigger } from './feedback-trigger';

// The panel (popover, form and the contract's schema) is loaded on first use: the widget is on every page,
// so whatever it imports eagerly lands in the shell's first download.
const loadPopover = () => import('./feedback-popover');
const FeedbackPopover = lazy(loadPopover);

/** Spec 000 §2: on / and on paths starting with /chat the widget sits higher, above the chat input. */
export const sitsAboveChatInput = (pathname: string) => pathname === '/' || pathname.startsWith('/chat');

/**
 * The floating 'Send Feedback' panel on every signed-in page. Where the page offers a dock (the
 * chat's strip above its composer) the button sits there, so it never covers a message.
 */
export function FeedbackWidget() {
  const { pathname } = useLocation();
  const [used, setUsed] = useState(false);
  const dock = useFeedbackDock();
  const aboveChat = sitsAboveChatInput(pathname);

  const content = used ? (
    <Suspense fallback={<FeedbackTrigger disabled />}>
      <FeedbackPopover page={pathname} />
    </Suspense>
  ) : (
    <FeedbackTrigger onClick={() => setUsed(true)} onPointerEnter={() => void loadPopover()} onFocus={() => void loadPopover()} />
  );

  if (aboveChat && dock) {
    return createPortal(
      <div className="flex justify-end print:hidden" data-testid="feedback-widget" data-docked="true">
        {content}
      </div>,
      dock,
    );
  }
  return (
    <div className={cn('fixed right-4 z-40 print:hidden', aboveChat ? 'bottom-48' : 'bottom-4')} data-testid="feedback-widget">
      {content}
    </div>
  );
}
