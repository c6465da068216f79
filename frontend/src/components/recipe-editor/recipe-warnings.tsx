import type { RecipeWarning } from '@sous/contracts';
import { TriangleAlert } from 'lucide-react';

/** Lines the household is allergic to or avoids, each named (issue 30): a warning, never a refusal. */
export function RecipeWarnings({ warnings }: { warnings: readonly RecipeWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <section aria-label="Warnings" role="status" className="rounded-lg border border-expiring/50 bg-expiring-soft p-3 text-sm" data-testid="recipe-warnings">
      <ul className="flex flex-col gap-2">
        {warnings.map((warning, index) => (
          <li key={`${index}-${warning.line}`} className="flex items-start gap-2">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-expiring" />
            <span>
              <span className="font-medium">{warning.line}</span>: {warning.message}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
