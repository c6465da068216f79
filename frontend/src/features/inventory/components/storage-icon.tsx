import { storageIcons } from '@sous/contracts';
import { Pizza, Refrigerator, Snowflake, UtensilsCrossed, type LucideIcon, type LucideProps } from 'lucide-react';
import { createElement } from 'react';

export type StorageIconName = (typeof storageIcons)[number];

/** The four storage icons of spec 000 §3 as lucide components; anything else is the utensils. */
const icons: Record<StorageIconName, LucideIcon> = {
  refrigerator: Refrigerator,
  snowflake: Snowflake,
  pizza: Pizza,
  'utensils-crossed': UtensilsCrossed,
};

export const isStorageIcon = (name: string): name is StorageIconName => (storageIcons as readonly string[]).includes(name);

export function StorageIcon({ icon, ...props }: { icon: string } & LucideProps) {
  return createElement(isStorageIcon(icon) ? icons[icon] : UtensilsCrossed, { 'aria-hidden': true, ...props });
}
