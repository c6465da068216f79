import { useCallback } from 'react';

type AutoFocusHandler = ((event: Event) => void) | undefined;

// The last few elements that had focus, newest last. A dialog's
// own content often focuses its first field before Radix's open event fires, so the opener cannot be
// read at open time; it is the newest recorded element outside the closing dialog.
const recentFocus: HTMLElement[] = [];
let tracking = false;

function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (!(event.target instanceof HTMLElement)) return;
      const index = recentFocus.indexOf(event.target);
      if (index !== -1) recentFocus.splice(index, 1);
      recentFocus.push(event.target);
      if (recentFocus.length > 20) recentFocus.shift();
    },
    true,
  );
  if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) recentFocus.push(document.activeElement);
}

// From the first import (any screen with a dialog), so the opener is known before the dialog's
// code even loads.
trackFocus();

function openerOutside(container: Node | null): HTMLElement | undefined {
  for (let i = recentFocus.length - 1; i >= 0; i--) {
    const element = recentFocus[i];
    if (element.isConnected && element !== document.body && !container?.contains(element)) return element;
  }
  return undefined;
}

/**
 * Focus goes back where it was when a dialog closes. Radix returns it only to a Radix Trigger, and
 * most of our dialogs are opened by other means (header actions, shortcuts, menu items, row
 * buttons), so without this a keyboard user would land on <body> after closing one.
 * Composes with the caller's own onOpenAutoFocus / onCloseAutoFocus.
 */
export function useRestoreFocus(onOpenAutoFocus: AutoFocusHandler, onCloseAutoFocus: AutoFocusHandler) {
  trackFocus();

  const handleOpen = useCallback((event: Event) => onOpenAutoFocus?.(event), [onOpenAutoFocus]);

  const handleClose = useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = openerOutside(event.target instanceof Node ? event.target : null);
      if (!target) return;
      event.preventDefault();
      target.focus({ preventScroll: true });
    },
    [onCloseAutoFocus],
  );

  return { onOpenAutoFocus: handleOpen, onCloseAutoFocus: handleClose };
}
