import { localCache } from '@sous/contracts';
import { useCallback, useState } from 'react';
import { readPreference, writePreference } from './local-preference';

/**
 * Progressive disclosure (spec 000 §9): which optional parts of the interface the user has opened
 * or closed — sidebar sections, advanced option groups — kept in localStorage under one key,
 * `progressiveDisclosure`, as `{ [disclosureId]: open }`.
 */
export type DisclosureState = Record<string, boolean>;

export const disclosureStorageKey = localCache.progressiveDisclosureKey;

const isDisclosureState = (value: unknown): value is DisclosureState =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'boolean');

export function readDisclosure(id: string): boolean | undefined {
  return readPreference<DisclosureState>(disclosureStorageKey, {}, isDisclosureState)[id];
}

export function writeDisclosure(id: string, open: boolean): void {
  const all = readPreference<DisclosureState>(disclosureStorageKey, {}, isDisclosureState);
  writePreference(disclosureStorageKey, { ...all, [id]: open });
}

/** One disclosure's open state, starting from what the user last chose (or `defaultOpen`). */
export function useDisclosure(id: string, defaultOpen: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readDisclosure(id) ?? defaultOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      writeDisclosure(id, next);
    },
    [id],
  );
  return [open, setOpen];
}
