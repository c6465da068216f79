import { foodItemMerge, search, timings, type FoodItemMerge, type FoodResult } from '@sous/contracts';
import { todayIn } from '@sous/kitchen';
import { ReceiptText } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useScanReceiptAction } from '@/components/scan-receipt-action';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isPendingFoodItem, useAddFoodItem } from '@/lib/api/add-food-item';
import { foodItemQueryOptions, useFoodItems, type FoodItemListRow } from '@/lib/api/food-items';
import { useStorageLocations } from '@/lib/api/storage-locations';
import { toast } from '@/lib/toast-store';
import { useFoodSearchResults } from '../hooks/use-food-search-results';
import {
  addFoodReducer,
  detailErrors,
  effectiveStorageLocationId,
  initialAddFoodState,
  recentItems,
  resolveExpirationDate,
  searchMode,
  selectionFromName,
  selectionFromRecent,
  selectionFromResult,
  selectionFromTyped,
  validateAddFood,
  type AddFoodTab,
  type DetailErrors,
  type SelectedFood,
} from '../lib/add-food-state';
import { addFoodText } from '../lib/add-food-text';
import { celebrate } from '../lib/celebrate';
import { BrowsePanel } from './browse-panel';
import { DetailsStep } from './details-step';
import { ScanPanel } from './scan-panel';
import { SearchPanel } from './search-panel';
import { SuccessStep } from './success-step';

const emptyItems: FoodItemListRow[] = [];

/** Hands over to the receipt flow (issue 21) when the shell provides it: this dialog closes, that one opens. */
function ScanReceiptButton({ onClose }: { onClose: () => void }) {
  const scanReceipt = useScanReceiptAction();
  if (!scanReceipt) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="self-start"
      onClick={() => {
        onClose();
        scanReceipt();
      }}
    >
      <ReceiptText aria-hidden />
      {addFoodText.scanReceipt}
    </Button>
  );
}

/** 'Missing information: Please select …' as a toast title and description. */
function splitMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  return at === -1 ? { title: message } : { title: message.slice(0, at), description: message.slice(at + 2) };
}

/**
 * What the add did, as the server says it ("Added 2 lb to Chicken breast in the Refrigerator — now
 * 3 lb", issue 16): `POST /api/food-items` answers the lot with `merge`; null from an older server.
 */
function mergeOf(item: FoodItemListRow): FoodItemMerge | null {
  const merge = foodItemMerge.safeParse((item as { merge?: unknown }).merge);
  return merge.success ? merge.data : null;
}

/** The dialog's content; it unmounts on close, which stops the camera and resets the form. */
function AddFoodFlow({ onClose }: { onClose: () => void }) {
  const [state, dispatch] = useReducer(addFoodReducer, initialAddFoodState);
  const [showErrors, setShowErrors] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const { data: locations = [] } = useStorageLocations();
  const queryClient = useQueryClient();
  const { data: items = emptyItems } = useFoodItems();
  const recent = useMemo(() => recentItems(items), [items]);
  const view = useFoodSearchResults(state.searchTerm);
  const addFood = useAddFoodItem({ meta: { errorTitle: addFoodText.addFailedTitle, errorFallback: addFoodText.addFailedFallback } });
  const searchInput = useRef<HTMLInputElement>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const successStatus = useRef<HTMLDivElement>(null);
  const today = todayIn(new Date());

  // Spec 000 §5: searches wait 300 ms after the last keystroke.
  useEffect(() => {
    if (state.query === state.searchTerm) return;
    const timer = setTimeout(() => dispatch({ type: 'debounced' }), search.debounceMs);
    return () => clearTimeout(timer);
  }, [state.query, state.searchTerm]);

  // Focus follows the step: the search box, the picked food, the success message.
  useEffect(() => {
    if (state.step === 'details') detailsHeading.current?.focus();
    else if (state.step === 'success') successStatus.current?.focus();
    else if (state.tab === 'search') searchInput.current?.focus();
  }, [state.step, state.tab]);

  // Spec 000 §4: the dialog resets and closes 1.5 s after a successful add.
  useEffect(() => {
    if (state.step !== 'success') return;
    const timer = setTimeout(onClose, timings.dialogCloseAfterSuccessMs);
    return () => clearTimeout(timer);
  }, [state.step, onClose]);

  /** The list's rows leave the food record out (issue 33): a recent lot's loads with the lot itself. */
  const pickRecent = async (item: FoodItemListRow) => {
    const whole = item.usdaData === undefined ? await queryClient.fetchQuery(foodItemQueryOptions(item.id)).catch(() => null) : item;
    pick((whole && selectionFromRecent(whole)) ?? selectionFromName(item));
  };

  const pick = (food: SelectedFood | null) => {
    if (!food) return;
    setShowErrors(false);
    setMissing(null);
    addFood.reset();
    dispatch({ type: 'picked', food });
  };

  const submit = () => {
    const result = validateAddFood(state.selected, state.details, locations, today);
    if (!result.ok) {
      if (result.missing) {
        setMissing(result.message);
        toast({ variant: 'destructive', ...splitMessage(result.message) });
      } else {
        setShowErrors(true);
      }
      return;
    }
    setMissing(null);
    addFood.mutate(result.body, {
      onSuccess: (item) => {
        // offline: queued (issue 21); the card shows it as waiting, and the server adds (or merges) it on reconnect
        if (isPendingFoodItem(item)) {
          toast({ title: addFoodText.savedOfflineTitle, description: addFoodText.savedOfflineDescription(item.name) });
          dispatch({ type: 'added', name: item.name, message: addFoodText.savedOfflineDescription(item.name), offline: true });
          return;
        }
        const merge = mergeOf(item);
        // a new card keeps spec 000 §8's sentence; joining a card says what it did to it
        const description = merge && merge.outcome !== 'created' ? merge.message : addFoodText.foodAddedDescription(item.name);
        toast({ variant: 'success', title: addFoodText.foodAddedTitle, description });
        dispatch({ type: 'added', name: item.name, message: merge?.message ?? null });
        void celebrate();
      },
    });
  };

  const errors: DetailErrors = showErrors ? detailErrors(state.details, today) : {};

  return (
    <>
      <DialogHeader>
        <DialogTitle>{addFoodText.title}</DialogTitle>
        <DialogDescription>{addFoodText.description}</DialogDescription>
      </DialogHeader>

      {state.step === 'search' && <ScanReceiptButton onClose={onClose} />}

      {state.step === 'search' && (
        <Tabs value={state.tab} onValueChange={(tab) => dispatch({ type: 'tab', tab: tab as AddFoodTab })} className="min-w-0">
          <TabsList>
            <TabsTrigger value="search">{addFoodText.searchTab}</TabsTrigger>
            <TabsTrigger value="scan">{addFoodText.scanTab}</TabsTrigger>
            {/* Spec 000 §2: the Browse panel has no tab trigger; the search empty states open it. */}
          </TabsList>
          <TabsContent value="search" tabIndex={-1}>
            <SearchPanel
              query={state.query}
              view={view}
              recent={recent}
              inputRef={searchInput}
              onQueryChange={(query) => dispatch({ type: 'typed', query })}
              onClear={() => {
                dispatch({ type: 'cleared' });
                searchInput.current?.focus();
              }}
              onBrowse={() => dispatch({ type: 'tab', tab: 'browse' })}
              onPickResult={(food: FoodResult) => pick(selectionFromResult(food))}
              onPickRecent={(item) => void pickRecent(item)}
              onPickLocal={pick}
              onAddTyped={searchMode(state.query) === 'text' ? () => pick(selectionFromTyped(state.query)) : undefined}
            />
          </TabsContent>
          <TabsContent value="scan" tabIndex={-1}>
            <ScanPanel onScanned={(code) => dispatch({ type: 'searchFor', term: code })} />
          </TabsContent>
          <TabsContent value="browse" tabIndex={-1} aria-labelledby={undefined} aria-label={addFoodText.browseTab}>
            <BrowsePanel onSearch={(term) => dispatch({ type: 'searchFor', term })} onBack={() => dispatch({ type: 'tab', tab: 'search' })} />
          </TabsContent>
        </Tabs>
      )}

      {state.step === 'details' && (
        <DetailsStep
          selected={state.selected}
          details={state.details}
          storageLocationId={effectiveStorageLocationId(state.details.storageLocationId, locations)}
          locations={locations}
          today={today}
          defaultExpiry={resolveExpirationDate('', today, {
            name: state.selected?.name ?? '',
            foodCategory: state.selected?.foodCategory ?? null,
            locationName: locations.find((l) => l.id === effectiveStorageLocationId(state.details.storageLocationId, locations))?.name ?? null,
          })}
          errors={errors}
          missing={missing}
          pending={addFood.isPending}
          headingRef={detailsHeading}
          onChange={(field, value) => dispatch({ type: 'detail', field, value })}
          onBack={() => {
            addFood.reset();
            dispatch({ type: 'back' });
          }}
          onSubmit={submit}
        />
      )}

      {state.step === 'success' && <SuccessStep name={state.addedName ?? ''} message={state.addedMessage} offline={state.addedOffline} statusRef={successStatus} />}
    </>
  );
}

/**
 * Add Food to Inventory (spec 000 §2, §4, §5, §8): search, scan or browse, pick, then choose the
 * location, date and amount. Opened from the header's Add Food action and Cmd/Ctrl+N.
 */
export function AddFoodDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const onClose = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-xl" onOpenAutoFocus={(event) => event.preventDefault()}>
        <AddFoodFlow onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
