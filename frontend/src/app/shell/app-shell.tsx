import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { AddFoodActionProvider } from '@/components/add-food-action';
import { SidebarProvider } from '@/components/sidebar/sidebar-context';
import { ErrorBoundary } from '@/components/error-boundary';
import { TooltipProvider } from '@/components/ui/tooltip';
import { RecipeGenerationProvider } from '@/features/recipe-generation/components/recipe-generation-provider';
import { ReceiptsProvider } from '@/features/receipts/components/receipts-provider';
import { FeedbackWidget } from '@/features/feedback/components/feedback-widget';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { OfflineBanner } from './offline-banner';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

// The Add Food dialog (search, scanner, details) is fetched when the shell is idle or on first
// use, not with the shell's first download (bench/bundle-size.mjs).
const loadAddFoodDialog = () => import('@/features/add-food/components/add-food-dialog');
const AddFoodDialog = lazy(async () => ({ default: (await loadAddFoodDialog()).AddFoodDialog }));

function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 2000);
    return () => clearTimeout(timer);
  }, [load]);
}

function Shortcuts() {
  useKeyboardShortcuts();
  return null;
}

/**
 * The signed-in frame: sidebar, sticky header, offline banner and the routed page, plus the Add
 * Food dialog (opened from the header, Cmd/Ctrl+N and any screen's add button), the receipt flow
 * (from Add Food and the chat composer) and recipe generation (Smart Recipe, Cmd/Ctrl+R and the
 * Customize Your Recipe dialog).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [addFoodOpen, setAddFoodOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and later openings are instant.
  const [addFoodUsed, setAddFoodUsed] = useState(false);
  const openAddFood = useCallback(() => {
    setAddFoodUsed(true);
    setAddFoodOpen(true);
  }, []);
  usePrefetchWhenIdle(loadAddFoodDialog);
  return (
    <AddFoodActionProvider value={openAddFood}>
      <TooltipProvider>
        <RecipeGenerationProvider>
          <ReceiptsProvider>
            <SidebarProvider>
              <Shortcuts />
              <a
                href="#main"
                className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
              >
                Skip to content
              </a>
              <div className="flex min-h-dvh w-full">
                <AppSidebar />
                <div className="flex min-w-0 flex-1 flex-col">
                  <AppHeader />
                  <OfflineBanner />
                  {/* pb-20: the end of every page scrolls clear of the floating feedback button */}
                  <main id="main" tabIndex={-1} className="flex-1 pb-20 outline-none">
                    <ErrorBoundary>{children}</ErrorBoundary>
                  </main>
                </div>
              </div>
              {addFoodUsed && (
                <Suspense fallback={null}>
                  <AddFoodDialog open={addFoodOpen} onOpenChange={setAddFoodOpen} />
                </Suspense>
              )}
              <FeedbackWidget />
            </SidebarProvider>
          </ReceiptsProvider>
        </RecipeGenerationProvider>
      </TooltipProvider>
    </AddFoodActionProvider>
  );
}
