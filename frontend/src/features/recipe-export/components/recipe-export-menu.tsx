import type { Recipe } from '@sous/contracts';
import { FileDown, FileJson, FileText, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { recipeExportUrl } from '../api/export-links';

/**
 * "Export" on a recipe: JSON-LD and Cooklang download as files; Print opens the print-friendly
 * page in a new tab, where the browser's own print does the rest.
 */
export function RecipeExportMenu({ recipe }: { recipe: Pick<Recipe, 'id' | 'title'> }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Export recipe">
          <FileDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Export {recipe.title}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <a href={recipeExportUrl(recipe.id, 'jsonld')} download>
            <FileJson aria-hidden />
            JSON-LD (.json)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={recipeExportUrl(recipe.id, 'cooklang')} download>
            <FileText aria-hidden />
            Cooklang (.cook)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={recipeExportUrl(recipe.id, 'print')} target="_blank" rel="noopener">
            <Printer aria-hidden />
            Print
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
