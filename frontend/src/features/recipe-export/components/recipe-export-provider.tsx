import type { ReactNode } from 'react';
import { type RecipeExportUi, RecipeExportUiProvider } from '@/components/recipe-export-action';
import { CookbookArchiveActions } from './cookbook-archive-actions';
import { RecipeExportMenu } from './recipe-export-menu';

const ui: RecipeExportUi = { RecipeExport: RecipeExportMenu, CookbookActions: CookbookArchiveActions };

/** Mounted by the shell: lends the cookbook the export menu and the archive actions. */
export function RecipeExportProvider({ children }: { children: ReactNode }) {
  return <RecipeExportUiProvider value={ui}>{children}</RecipeExportUiProvider>;
}
