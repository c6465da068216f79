import { navText, type Appliance, type ApplianceBarcodeLookup } from '@sous/contracts';
import { Barcode, Microwave, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { ListSkeleton } from '@/components/loading/route-skeletons';
import { PageContainer, PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { useApplianceCategories, useAppliances, useDeleteAppliance, useUpdateAppliance } from '../api/appliances';
import { ApplianceCard } from '../components/appliance-card';
import { ApplianceFormDialog } from '../components/appliance-form-dialog';
import { BarcodeDialog } from '../components/barcode-dialog';
import { draftFromBarcode, emptyApplianceDraft, type ApplianceDraft } from '../lib/appliance-draft';
import { groupAppliances } from '../lib/group-appliances';
import { localToday } from '../lib/warranty';

/** /appliances: the household's kitchen by category, live on every device. */
export function AppliancesPage() {
  const appliances = useAppliances();
  const categories = useApplianceCategories();
  const update = useUpdateAppliance({ meta: { errorTitle: 'Could not update the appliance', errorFallback: 'Please try again.' } });
  const remove = useDeleteAppliance({ meta: { errorTitle: 'Could not delete the appliance', errorFallback: 'Please try again.' } });
  const groups = useMemo(() => groupAppliances(appliances.data ?? [], categories.data ?? []), [appliances.data, categories.data]);
  const today = localToday();

  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Appliance | null>(null);
  const [initial, setInitial] = useState<ApplianceDraft>(emptyApplianceDraft);
  const [barcodeOpen, setBarcodeOpen] = useState(false);
  const [deleting, setDeleting] = useState<Appliance | null>(null);

  const openNew = (draft: ApplianceDraft) => {
    setEditing(null);
    setInitial(draft);
    setFormOpen(true);
  };
  const fromBarcode = (found: ApplianceBarcodeLookup | null) => {
    setBarcodeOpen(false);
    openNew(found ? draftFromBarcode(found) : emptyApplianceDraft());
  };
  const setActive = (appliance: Appliance, active: boolean) =>
    update.mutate({ id: appliance.id, changes: { isActive: active } });

  const actions = (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => openNew(emptyApplianceDraft())}>
        <Plus aria-hidden />
        Add appliance
      </Button>
      <Button variant="outline" onClick={() => setBarcodeOpen(true)}>
        <Barcode aria-hidden />
        Add by barcode
      </Button>
    </div>
  );

  const pending = appliances.isPending || categories.isPending;
  const error = appliances.error ?? categories.error;
  const count = appliances.data?.length ?? 0;
  const active = appliances.data?.filter((a) => a.isActive).length ?? 0;

  return (
    <PageContainer>
      <PageHeader title={navText.appliances} description={count ? `${active} of ${count} in use` : 'The equipment recipes can count on'}>
        {actions}
      </PageHeader>
      {pending ? (
        <ListSkeleton />
      ) : error ? (
        <LoadFailed
          title="Could not load your appliances."
          retryLabel="Retry"
          onRetry={() => {
            void appliances.refetch();
            void categories.refetch();
          }}
        />
      ) : count === 0 ? (
        <EmptyState icon={Microwave} title="No appliances yet">
          Add your oven, air fryer, blender and the rest with “Add appliance” or by barcode. Recipes only call for specialty equipment you list here.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-6">
          {groups.map((group) => (
            <section key={group.category?.id ?? 'none'} aria-labelledby={`group-${group.category?.id ?? 'none'}`}>
              <h2 id={`group-${group.category?.id ?? 'none'}`} className="mb-2 text-sm font-semibold text-muted-foreground">
                {group.category?.name ?? 'Other'} <span className="tabular-nums">({group.appliances.length})</span>
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {group.appliances.map((appliance) => (
                  <ApplianceCard
                    key={appliance.id}
                    appliance={appliance}
                    today={today}
                    onEdit={() => {
                      setEditing(appliance);
                      setFormOpen(true);
                    }}
                    onDelete={() => setDeleting(appliance)}
                    onActiveChange={(on) => setActive(appliance, on)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <ApplianceFormDialog open={formOpen} onOpenChange={setFormOpen} appliance={editing} initial={initial} categories={categories.data ?? []} />
      <BarcodeDialog open={barcodeOpen} onOpenChange={setBarcodeOpen} onFound={fromBarcode} onUnknown={() => fromBarcode(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<>Delete {deleting?.name}?</>}
        description="It leaves your household’s kitchen on every device. To keep it but stop recipes counting on it, switch it off instead."
        destructive
        pending={remove.isPending}
        confirmLabel="Delete"
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Appliance deleted', description: name });
              setDeleting(null);
            },
          });
        }}
      />
    </PageContainer>
  );
}
