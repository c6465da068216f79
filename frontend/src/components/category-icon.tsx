import { categoryIcon, type CategoryIconName } from '@sous/kitchen';
import {
  Apple,
  Baby,
  Bean,
  Beef,
  Cake,
  Candy,
  Carrot,
  Cookie,
  CupSoda,
  Droplet,
  Drumstick,
  Egg,
  Fish,
  Flame,
  Hamburger,
  Milk,
  Nut,
  Popcorn,
  Soup,
  Utensils,
  Wheat,
  Wine,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { createElement } from 'react';

/** The lucide component for each icon name `categoryIcon` gives (spec 000 §3 "Category icon"). */
const icons: Record<CategoryIconName, LucideIcon> = {
  carrot: Carrot,
  apple: Apple,
  milk: Milk,
  egg: Egg,
  beef: Beef,
  drumstick: Drumstick,
  fish: Fish,
  wheat: Wheat,
  'cup-soda': CupSoda,
  wine: Wine,
  candy: Candy,
  cake: Cake,
  cookie: Cookie,
  soup: Soup,
  baby: Baby,
  popcorn: Popcorn,
  nut: Nut,
  flame: Flame,
  hamburger: Hamburger,
  bean: Bean,
  droplet: Droplet,
  utensils: Utensils,
};

export function categoryIconComponent(category: string | null | undefined): LucideIcon {
  return icons[categoryIcon(category)];
}

/** A food category's icon, chosen by keyword; decorative (the category name is always shown too). */
export function CategoryIcon({ category, ...props }: { category: string | null | undefined } & LucideProps) {
  return createElement(categoryIconComponent(category), { 'aria-hidden': true, ...props });
}
