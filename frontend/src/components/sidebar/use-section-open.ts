import { useCallback, useState } from 'react';
import { readPreference, writePreference } from '@/lib/local-preference';

export const sectionsStorageKey = 'sidebar:sections';

type SectionMap = Record<string, boolean>;

const isSectionMap = (value: unknown): value is SectionMap =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'boolean');

/** Open/closed state of one sidebar section, remembered across visits (spec 000 §2). */
export function useSectionOpen(id: string, defaultOpen = true): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(() => readPreference(sectionsStorageKey, {}, isSectionMap)[id] ?? defaultOpen);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      const all = readPreference<SectionMap>(sectionsStorageKey, {}, isSectionMap);
      writePreference(sectionsStorageKey, { ...all, [id]: next });
    },
    [id],
  );
  return [open, setOpen];
}
