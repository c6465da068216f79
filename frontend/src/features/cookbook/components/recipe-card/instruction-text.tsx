import { type CookingTerm, type RecipeSection, sectionedLines } from '@sous/contracts';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCookingTerms } from '@/lib/api/cooking-terms';
import { splitByTerms, termMatcher } from './highlight-terms';

const label = (text: string) => text.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

function TermDetails({ term }: { term: CookingTerm }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{term.term}</span>
        <Badge variant="outline">{label(term.category)}</Badge>
        {term.difficulty && <Badge variant="secondary">{label(term.difficulty)}</Badge>}
        {term.timeEstimate && <span className="text-xs text-muted-foreground tabular-nums">{term.timeEstimate}</span>}
      </div>
      <p>{term.longDefinition ?? term.shortDefinition}</p>
      {term.tools.length > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">Tools needed</p>
          <p>{term.tools.join(', ')}</p>
        </div>
      )}
      {term.tips.length > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">Pro tips</p>
          <ul className="list-disc pl-4">
            {term.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
      {term.relatedTerms.length > 0 && (
        <div>
          <p className="text-xs font-medium text-muted-foreground">Related techniques</p>
          <p>{term.relatedTerms.join(', ')}</p>
        </div>
      )}
    </div>
  );
}

function TermHighlight({ text, term }: { text: string; term: CookingTerm }) {
  return (
    <Popover>
      <Tooltip>
        <TooltipTrigger asChild>
          <PopoverTrigger asChild>
            <button type="button" className="cursor-help rounded-sm font-medium text-primary underline decoration-dotted underline-offset-2 focus-visible:outline-2 focus-visible:outline-ring">
              {text}
            </button>
          </PopoverTrigger>
        </TooltipTrigger>
        <TooltipContent>{term.shortDefinition}</TooltipContent>
      </Tooltip>
      <PopoverContent className="w-80">
        <TermDetails term={term} />
      </PopoverContent>
    </Popover>
  );
}

/** The instruction steps with cooking terms highlighted (spec 001 §2), under their headings when the recipe has some (issue 30). */
export function InstructionList({ steps, sections = [] }: { steps: readonly string[]; sections?: readonly RecipeSection[] }) {
  const { data: terms } = useCookingTerms();
  const matcher = useMemo(() => termMatcher(terms ?? []), [terms]);
  const groups = useMemo(() => sectionedLines(steps, sections), [steps, sections]);
  const list = (items: readonly string[], start: number) => (
    <ol className="flex flex-col gap-2" start={start + 1}>
      {items.map((step, i) => {
        const index = start + i;
        return (
          <li key={`${index}-${step}`} className="flex gap-2">
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-medium tabular-nums">{index + 1}</span>
            <p className="min-w-0 flex-1 leading-relaxed">
              {splitByTerms(step, matcher).map((segment, j) =>
                segment.term ? <TermHighlight key={j} text={segment.text} term={segment.term} /> : <span key={j}>{segment.text}</span>,
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
  if (groups.every((group) => group.title === null)) return list(steps, 0);
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => (
        <section key={group.start} aria-label={group.title ?? undefined}>
          {group.title !== null && <h4 className="mb-2 text-sm font-semibold">{group.title}</h4>}
          {list(group.lines, group.start)}
        </section>
      ))}
    </div>
  );
}
