import { useState } from 'react';
import { readPreference, writePreference } from '@/lib/local-preference';
import { useMediaQuery } from '@/lib/use-media-query';

export type ItemsLayout = 'list' | 'grid';

export const itemsLayoutKey = 'inventoryLayout';

const isLayout = (value: unknown): value is ItemsLayout => value === 'list' || value === 'grid';

/**
 * The inventory's list/grid choice (issue 16): remembered in localStorage once the user picks one;
 * until then the compact list on phones (under 768 px, DESIGN §9) and the grid above.
 */
export function useItemsLayout(): [ItemsLayout, (layout: ItemsLayout) => void] {
  const phone = useMediaQuery('(max-width: 767px)');
  const [chosen, setChosen] = useState<ItemsLayout | null>(() => readPreference<ItemsLayout | null>(itemsLayoutKey, null, isLayout));
  const choose = (layout: ItemsLayout) => {
    setChosen(layout);
    writePreference(itemsLayoutKey, layout);
  };
  return [chosen ?? (phone ? 'list' : 'grid'), choose];
}
