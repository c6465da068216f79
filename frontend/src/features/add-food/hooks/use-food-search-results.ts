import type { FoodResult } from '@sous/contracts';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api-client';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast-store';
import { useBarcodeLookup } from '../api/lookup-barcode';
import { useFoodSearch } from '../api/search-foods';
import { addFoodText } from '../lib/add-food-text';
import { searchMode } from '../lib/add-food-state';
import { cachedFoodItems, cachedFoodResults, localFoodMatches, type LocalFood } from '../lib/local-food-search';

export type SearchView =
  | { kind: 'idle' }
  | { kind: 'too-short' }
  | { kind: 'loading' }
  | { kind: 'results'; foods: FoodResult[] }
  | { kind: 'empty' }
  | { kind: 'error' }
  | { kind: 'unknown-barcode'; code: string }
  /**
   * No answer from the server (issue 29): offline, or the search failed to connect or took too
   * long. The foods found on this device instead; the name can still be added as typed.
   */
  | { kind: 'local'; foods: LocalFood[]; reason: 'offline' | 'unreachable' };

const isOnline = () => onlineManager.isOnline() && (typeof navigator === 'undefined' || navigator.onLine !== false);
const subscribeOnline = (listener: () => void) => {
  const stop = onlineManager.subscribe(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    stop();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser is online, as TanStack Query and the browser both see it. */
function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** A failure the server answered (it said something about the search), as opposed to no answer at all. */
const serverAnswered = (error: unknown) => error instanceof ApiError;

/**
 * The search step's results for the committed term: a name/brand search, or a barcode lookup for
 * 8 to 13 digits. Failures the server answers toast 'Search failed' and clear the results; an
 * unknown barcode toasts 'Product not found' (spec 000 §8) and offers to name it. Offline nothing is
 * asked, and a search that gets no answer (a dropped connection, or none within `searchTimeoutMs`)
 * is not waited on: the foods on this device are searched instead (issue 29).
 */
export function useFoodSearchResults(term: string): SearchView {
  const mode = searchMode(term);
  const code = term.trim();
  const online = useOnline();
  const client = useQueryClient();
  const text = useFoodSearch(term, mode === 'text' && online);
  const barcode = useBarcodeLookup(code, mode === 'barcode' && online);
  const unanswered = (mode === 'text' && text.isError && !serverAnswered(text.error)) || (mode === 'barcode' && barcode.isError && !serverAnswered(barcode.error));
  // an answer this device already has for the very same search is shown as it is, even offline
  const answered = mode === 'text' ? text.data !== undefined && !text.isError : barcode.data !== undefined && !barcode.isError;
  const searchLocally = (mode === 'text' || mode === 'barcode') && !answered && (!online || unanswered);
  const local = useMemo(() => {
    if (!searchLocally) return [];
    const cached = cachedFoodResults(client);
    if (mode === 'barcode') {
      const product = cached.find((food) => food.gtinUpc?.replace(/^0+/, '') === code.replace(/^0+/, ''));
      return product ? localFoodMatches(product.description, [], [product]) : [];
    }
    return localFoodMatches(term, cachedFoodItems(client), cached);
  }, [searchLocally, client, mode, code, term]);

  let view: SearchView;
  let failure: unknown = null;
  if (mode === 'idle') view = { kind: 'idle' };
  else if (mode === 'too-short') view = { kind: 'too-short' };
  else if (searchLocally) view = { kind: 'local', foods: local, reason: online ? 'unreachable' : 'offline' };
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
