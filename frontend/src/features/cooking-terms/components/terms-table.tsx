import type { CookingTerm } from '@sous/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { categoryLabel } from '../lib/term-filter';

/** The glossary as a table on wide screens and as stacked rows on phones (no sideways scrolling). */
export function TermsTable({ terms, onEdit, onDelete }: { terms: readonly CookingTerm[]; onEdit: (term: CookingTerm) => void; onDelete: (term: CookingTerm) => void }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Cooking terms</caption>
      <thead className="hidden border-b text-left text-xs text-muted-foreground md:table-header-group">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">Term</th>
          <th scope="col" className="py-2 pr-3 font-medium">Category</th>
          <th scope="col" className="py-2 pr-3 font-medium">Difficulty</th>
          <th scope="col" className="py-2 pr-3 font-medium">Definition</th>
          <th scope="col" className="py-2 font-medium"><span className="sr-only">Actions</span></th>
        </tr>
      </thead>
      <tbody>
        {terms.map((term) => (
          <tr key={term.id} data-term={term.term} className="flex flex-col gap-1 border-b py-3 md:table-row md:py-0">
            <th scope="row" className="text-left font-semibold md:py-2 md:pr-3">{term.term}</th>
            <td className="md:py-2 md:pr-3">
              <Badge variant="outline">{categoryLabel(term.category)}</Badge>
            </td>
            <td className="text-muted-foreground md:py-2 md:pr-3">{term.difficulty ? categoryLabel(term.difficulty) : '—'}</td>
            <td className="md:max-w-md md:py-2 md:pr-3">{term.shortDefinition}</td>
            <td className="md:py-2">
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Edit ${term.term}`} onClick={() => onEdit(term)}>
                  <Pencil aria-hidden />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${term.term}`} onClick={() => onDelete(term)}>
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
