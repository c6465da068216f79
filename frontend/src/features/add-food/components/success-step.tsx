import { CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { addFoodText } from '../lib/add-food-text';

/**
 * Shown, with what the add did to the card, after a successful add until the dialog closes (1.5 s);
 * the confetti runs over the page. An add queued offline says so instead of celebrating.
 */
export function SuccessStep({
  name,
  message = null,
  offline = false,
  statusRef,
}: {
  name: string;
  message?: string | null;
  offline?: boolean;
  statusRef: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={statusRef} tabIndex={-1} role="status" className="flex flex-col items-center gap-3 py-8 text-center outline-none">
      <span className="flex size-16 items-center justify-center rounded-full bg-fresh-soft text-fresh motion-safe:animate-fade-in">
        <CircleCheck aria-hidden className="size-9" />
      </span>
      <p className="text-lg font-semibold">{offline ? addFoodText.savedOfflineTitle : addFoodText.foodAddedTitle}</p>
      {!offline && <p className="text-sm text-muted-foreground">{addFoodText.celebration(name)}</p>}
      {message && <p className="text-sm font-medium tabular-nums">{message}</p>}
    </div>
  );
}
