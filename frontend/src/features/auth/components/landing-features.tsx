import { BookOpen, CalendarDays, ChefHat, Refrigerator, ShoppingCart, WandSparkles, type LucideIcon } from 'lucide-react';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Refrigerator,
    title: 'Know what you have',
    text: 'Fridge, freezer, pantry and counter in one list, with expiry dates that fill themselves in.',
  },
  {
    icon: WandSparkles,
    title: 'One-click recipes',
    text: 'Recipes built from what is on hand, using up what expires first.',
  },
  {
    icon: ChefHat,
    title: 'A chef to talk to',
    text: 'Ask by text or voice what to cook, or say “add two pounds of chicken to my fridge”.',
  },
  {
    icon: BookOpen,
    title: 'Your cookbook',
    text: 'Save, rate and scale the recipes you love, with availability checked against your kitchen.',
  },
  {
    icon: CalendarDays,
    title: 'Meal planning',
    text: 'Put recipes on a calendar for breakfast, lunch, dinner and snacks.',
  },
  {
    icon: ShoppingCart,
    title: 'A shared shopping list',
    text: 'Missing ingredients go on the list in one tap, and every device in the house stays in sync.',
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto w-full max-w-6xl px-4 py-12 md:px-8 md:py-16">
      <h2 id="features-heading" className="text-2xl font-semibold tracking-tight md:text-3xl">
        Everything your kitchen needs
      </h2>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-lg border bg-card p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <Icon aria-hidden className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
