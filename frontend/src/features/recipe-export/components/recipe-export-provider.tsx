import { lazy, Suspense, useEffect, type ComponentProps, type ReactNode } from 'react';
import { type RecipeExportUi, RecipeExportUiProvider } from '@/components/recipe-export-action';

// The cookbook shows these; the shell only lends them. Their code (a dropdown menu, the archive
// dialog's entry) loads once the shell is idle, off the first paint, and is ready by the time a
// recipe opens; a recipe opened sooner shows its Export button a moment later.
const loadMenu = () => import('./recipe-export-menu');
const loadArchiveActions = () => import('./cookbook-archive-actions');
const LazyMenu = lazy(async () => ({ default: (await loadMenu()).RecipeExportMenu }));
const LazyArchiveActions = lazy(async () => ({ default: (await loadArchiveActions()).CookbookArchiveActions }));

function RecipeExport(props: ComponentProps<RecipeExportUi['RecipeExport']>) {
  return (
    <Suspense fallback={null}>
      <LazyMenu {...props} />
    </Suspense>
  );
}

function CookbookActions() {
  return (
    <Suspense fallback={null}>
      <LazyArchiveActions />
    </Suspense>
  );
}

const ui: RecipeExportUi = { RecipeExport, CookbookActions };

/** Mounted by the shell: lends the cookbook the export menu and the archive actions. */
export function RecipeExportProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const preload = () => void Promise.all([loadMenu(), loadArchiveActions()]).catch(() => undefined);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 1_000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(preload, { timeout: 3_000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return <RecipeExportUiProvider value={ui}>{children}</RecipeExportUiProvider>;
}
