/** The words of leftovers in the planner (issue 21). */
export const leftoverText = {
  saveLeftovers: 'Save leftovers',
  saveLeftoversHint: 'What is not eaten goes into the inventory as its own dish, dated for cooked food.',
  servings: 'Servings left',
  place: 'Keep in',
  noPlace: 'Add a fridge or freezer in the inventory to save leftovers.',
  saved: (name: string, servings: number, place: string) => `${name}: ${servings} ${servings === 1 ? 'serving' : 'servings'} in the ${place}`,
  savedHeading: 'Leftovers saved',
  eatsLeftover: (name: string) => `Eats ${name} instead of cooking: the recipe's ingredients stay in the inventory.`,
  leftoverGone: 'The leftover planned here is gone; Cook will cook the recipe.',
  leftover: 'Leftover',
  leftoversHeading: 'Leftovers to use up',
  servingsLeft: (quantity: string) => `${quantity} ${quantity === '1' ? 'serving' : 'servings'} left`,
  useBy: (date: string) => `use by ${date}`,
  fromLeftover: (name: string) => `From ${name}`,
} as const;
