import { disclosureStorageKey, useDisclosure } from '@/lib/progressive-disclosure';

/** Sidebar sections are remembered with the rest of the progressive-disclosure state. */
export const sectionsStorageKey = disclosureStorageKey;

export const sectionDisclosureId = (id: string) => `sidebar:${id}`;

/** Open/closed state of one sidebar section, remembered across visits (spec 000 §2, §9). */
export function useSectionOpen(id: string, defaultOpen = true): [boolean, (open: boolean) => void] {
  return useDisclosure(sectionDisclosureId(id), defaultOpen);
}
