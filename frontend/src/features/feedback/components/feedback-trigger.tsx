import { MessageSquarePlus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** The round 'Send Feedback' button, shared by the light placeholder and the loaded popover. */
export function FeedbackTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button type="button" variant="secondary" className="rounded-full shadow-md" aria-label="Send Feedback" {...props}>
      <MessageSquarePlus aria-hidden />
      <span className="hidden sm:inline">Send Feedback</span>
    </Button>
  );
}
