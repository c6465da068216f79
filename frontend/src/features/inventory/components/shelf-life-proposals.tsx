import type { ShelfLifeProposal } from '@sous/contracts';
import { Lightbulb } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAcceptShelfLifeProposal } from '../api/accept-shelf-life-proposal';
import { useIgnoreShelfLifeProposal } from '../api/ignore-shelf-life-proposal';
import { useShelfLifeProposals } from '../api/list-shelf-life-proposals';
import { useShelfLifeProposalsSocket } from '../hooks/use-shelf-life-proposals-socket';

/** Which food, place and state a proposal is about, for the buttons' accessible names. */
const subjectOf = (proposal: ShelfLifeProposal) => `${proposal.state ? `${proposal.state} ` : ''}${proposal.foodName.toLowerCase()} in the ${proposal.place}`;

function ProposalRow({ proposal }: { proposal: ShelfLifeProposal }) {
  const accept = useAcceptShelfLifeProposal();
  const ignore = useIgnoreShelfLifeProposal();
  const busy = accept.isPending || ignore.isPending;
  const questionId = `shelf-life-${proposal.id}`;
  return (
    <li aria-labelledby={questionId} className="flex flex-col gap-3 rounded-md border bg-background p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p id={questionId} className="font-medium">
          {proposal.question}
        </p>
        <p className="text-sm text-muted-foreground tabular-nums">
          {/* where it comes from, and what it replaces: an accepted figure is never applied silently */}
          {`${proposal.explanation.charAt(0).toUpperCase()}${proposal.explanation.slice(1)}; Sous uses ${proposal.currentDays} ${proposal.currentDays === 1 ? 'day' : 'days'} now.`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" disabled={busy} onClick={() => accept.mutate(proposal.id)} aria-label={`Accept ${proposal.days} days for ${subjectOf(proposal)}`}>
          Accept
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => ignore.mutate(proposal.id)} aria-label={`Ignore the proposal for ${subjectOf(proposal)}`}>
          Ignore
        </Button>
      </div>
    </li>
  );
}

/**
 * Shelf lives that learn (issue 35): what the household's own history proposes, each with where
 * it comes from and Accept / Ignore. Nothing is shown while there is nothing to propose (or the
 * list cannot be read: it is a suggestion, not something the page needs).
 */
export function ShelfLifeProposals() {
  useShelfLifeProposalsSocket();
  const { data: proposals } = useShelfLifeProposals();
  if (!proposals || proposals.length === 0) return null;
  return (
    <section aria-labelledby="shelf-life-proposals-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <h2 id="shelf-life-proposals-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Lightbulb aria-hidden className="size-5 text-primary" />
        How long food keeps in your kitchen
      </h2>
      <ul className="flex flex-col gap-2">
        {proposals.map((proposal) => (
          <ProposalRow key={proposal.id} proposal={proposal} />
        ))}
      </ul>
    </section>
  );
}
