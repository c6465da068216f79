import { useCallback, useState, type ReactNode } from 'react';
import { AddFoodActionProvider } from '@/components/add-food-action';
import { SidebarProvider } from '@/components/sidebar/sidebar-context';
import { ErrorBoundary } from '@/components/error-boundary';
import { AddFoodDialog } from '@/features/add-food/components/add-food-dialog';
import { RecipeGenerationProvider } from '@/features/recipe-generation/components/recipe-generation-provider';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { OfflineBanner } from './offline-banner';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';

function Shortcuts() {
  useKeyboardShortcuts();
  return null;
}

/**
 * The signed-in frame: sidebar, sticky header, offline banner and the routed page, plus the Add
 * Food dialog (opened from the header, Cmd/Ctrl+N and any screen's add button) and recipe generation
 * (Smart Recipe, Cmd/Ctrl+R and the Customize Your Recipe dialog).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const [addFoodOpen, setAddFoodOpen] = useState(false);
  const openAddFood = useCallback(() => setAddFoodOpen(true), []);
  return (
    <AddFoodActionProvider value={openAddFood}>
      <RecipeGenerationProvider>
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
              <main id="main" tabIndex={-1} className="flex-1 outline-none">
                <ErrorBoundary>{children}</ErrorBoundary>
              </main>
            </div>
          </div>
          <AddFoodDialog open={addFoodOpen} onOpenChange={setAddFoodOpen} />
        </SidebarProvider>
      </RecipeGenerationProvider>
    </AddFoodActionProvider>
  );
}
