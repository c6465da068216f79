/** Messages of spec 000 §8 for recipe generation. Exact text is normative. */
export const generationText = {
  smartRecipe: 'Smart Recipe',
  customRecipe: 'Custom Recipe',
  smartFailedTitle: 'Generation Failed',
  smartFailedFallback: 'Could not generate smart recipe',
  /** The success title: the recipe title with a magic-wand prefix. */
  smartSuccessTitle: (title: string) => `🪄 ${title}`,
  smartExpiring: (n: number) => `Recipe ready to cook now using ${n} expiring items - no shopping needed!`,
  smartAbundant: 'Recipe ready using your abundant ingredients - start cooking immediately!',
  smartOnHand: 'Recipe ready using only what you have - no shopping required!',
  customSuccessTitle: 'Recipe Generated!',
  customSuccessDescription: (title: string) => `${title} - Customized to your preferences`,
  customFailedTitle: 'Error',
  customFailedFallback: 'Failed to generate recipe',
  dialogTitle: 'Customize Your Recipe',
} as const;
