import type { FoodResult } from '@sous/contracts';
import { useEffect } from 'react';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useBarcodeLookup } from '../api/lookup-barcode';
import { useFoodSearch } from '../api/search-foods';
import { addFoodText } from '../lib/add-food-text';
import { searchMode } from '../lib/add-food-state';

export type SearchView =
  | { kind: 'idle' }
  | { kind: 'too-short' }
  | { kind: 'loading' }
  | { kind: 'results'; foods: FoodResult[] }
  | { kind: 'empty' }
  | { kind: 'error' }
  | { kind: 'unknown-barcode'; code: string };

/**
 * The search step's results for the committed term: a name/brand search, or a barcode lookup for
 * 8 to 13 digits. Failures toast 'Search failed' and clear the results; an unknown barcode toasts
 * 'Product not found' (spec 000 §8) and offers to name it.
 */
export function useFoodSearchResults(term: string): SearchView {
  const mode = searchMode(term);
  const code = term.trim();
  const text = useFoodSearch(term, mode === 'text');
  const barcode = useBarcodeLookup(code, mode === 'barcode');

  let view: SearchView;
  let failure: unknown = null;
  if (mode === 'idle') view = { kind: 'idle' };
  else if (mode === 'too-short') view = { kind: 'too-short' };
  else if (mode === 'text') {
    if (text.isError) {
      view = { kind: 'error' };
      failure = text.error;
    } else if (!text.data) view = { kind: 'loading' };
    else view = text.data.foods.length > 0 ? { kind: 'results', foods: text.data.foods } : { kind: 'empty' };
  } else if (barcode.isError) {
    view = { kind: 'error' };
    failure = barcode.error;
  } else if (barcode.data === undefined) view = { kind: 'loading' };
  else view = barcode.data ? { kind: 'results', foods: [barcode.data] } : { kind: 'unknown-barcode', code };

  const kind = view.kind;
  const failureMessage = failure === null ? null : serverMessage(failure, addFoodText.searchFailedFallback);
  const failedAt = mode === 'text' ? text.errorUpdatedAt : barcode.errorUpdatedAt;
  useEffect(() => {
    if (kind === 'error' && failureMessage !== null) {
      toast({ variant: 'destructive', title: addFoodText.searchFailedTitle, description: failureMessage });
    } else if (kind === 'unknown-barcode') {
      toast({ variant: 'destructive', title: addFoodText.productNotFoundTitle, description: addFoodText.productNotFoundDescription });
    }
  }, [kind, failureMessage, failedAt, code]);

  return view;
}
