import { cookingTermCategories, type CookingTerm } from '@sous/contracts';
import { BookText, Plus, SearchX, ShieldAlert } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { ListSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCookingTerms } from '@/lib/api/cooking-terms';
import { useCurrentUser } from '@/lib/api/current-user';
import { DeleteTermDialog } from '../components/delete-term-dialog';
import { TermFormDialog } from '../components/term-form-dialog';
import { TermsTable } from '../components/terms-table';
import { categoryLabel, filterTerms } from '../lib/term-filter';

const title = 'Cooking Terms';

/** /cooking-terms-admin: admins edit the instance's glossary; every recipe card follows live. */
export function CookingTermsAdminPage() {
  const { data: user, isPending: userPending } = useCurrentUser();
  if (userPending) return <ListSkeleton />;
  if (user?.role !== 'admin') {
    return (
      <PageContainer>
        <PageHeader title={title} description="The glossary behind highlighted recipe steps" />
        <EmptyState icon={ShieldAlert} title="Admins only">
          Only an administrator of this Sous server can edit the cooking glossary. You can still read every term on recipe cards.
        </EmptyState>
      </PageContainer>
    );
  }
  return <GlossaryEditor />;
}

function GlossaryEditor() {
  const { data, isPending, error, refetch } = useCookingTerms();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterTerms(data ?? [], deferredSearch, category), [data, deferredSearch, category]);
  const [editing, setEditing] = useState<CookingTerm | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CookingTerm | null>(null);

  const openForm = (term: CookingTerm | null) => {
    setEditing(term);
    setFormOpen(true);
  };

  return (
    <PageContainer>
      <PageHeader title={title} description={data ? `${data.length} terms in the glossary` : 'The glossary behind highlighted recipe steps'}>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden />
          New term
        </Button>
      </PageHeader>
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="term-search">Search</Label>
          <Input id="term-search" type="search" placeholder="Term, definition or search term" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="flex flex-col gap-2 md:w-56">
          <Label htmlFor="term-category">Category</Label>
          <NativeSelect id="term-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All categories</option>
            {cookingTermCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {isPending ? (
        <ListSkeleton />
      ) : error ? (
        <LoadFailed title="Could not load the cooking terms." retryLabel="Retry" onRetry={() => void refetch()} />
      ) : (data ?? []).length === 0 ? (
        <EmptyState icon={BookText} title="No cooking terms yet">
          Add the first term with “New term”; recipe cards highlight it in instructions.
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No matching terms">
          Try other words or another category.
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground tabular-nums" aria-live="polite">
            {shown.length} of {data?.length} terms
          </p>
          <TermsTable terms={shown} onEdit={openForm} onDelete={setDeleting} />
        </>
      )}
      <TermFormDialog open={formOpen} onOpenChange={setFormOpen} term={editing} />
      <DeleteTermDialog term={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </PageContainer>
  );
}
