/**
 * Interface strings fixed by the specs (000 §1–§2, §4, §8; 001 §2) that the web client shows.
 * Exact text is normative; the client reads them from here rather than retyping them.
 */
export const uiText = {
  loading: 'Loading...',
  refreshPage: 'Refresh Page',
  tryAgain: 'Try Again',
  signUp: 'Sign Up',
  logIn: 'Log In',
  logOut: 'Log Out',
  mobileAppComingSoon: 'Mobile app coming soon',
  completeSetup: 'Complete Setup',
  settingUp: 'Setting up...',
  chatTitle: 'Chat with Chef',
  chatSubtitle: 'Get recipe suggestions and manage your inventory',
  sendFeedback: 'Send Feedback',
  uncategorized: 'Uncategorized',
} as const;

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * Descriptions of the onboarding result toasts (spec 000 §8). The titles are in `messages`.
 * "N items" reads "1 item" for one.
 */
export const onboardingText = {
  successDescription: (added: number) => `Successfully added ${items(added)} to your kitchen.`,
  warningsDescription: (added: number, failed: readonly string[]) =>
    `${items(added)} ${added === 1 ? 'was' : 'were'} added, ${failed.length} failed (${failed.join(', ')}). You can add them manually later.`,
} as const;

/** The landing page's marketing claims (spec 000 §1). */
export const landingClaims = [
  { value: '50%', label: 'Less food waste' },
  { value: '10K+', label: 'Active users' },
  { value: '2hrs', label: 'Weekly time saved' },
] as const;

/** Display names of the five sign-in providers, keyed like `signInProviders` (spec 000 §2). */
export const signInProviderNames = {
  google: 'Google',
  github: 'GitHub',
  x: 'X',
  apple: 'Apple',
  email: 'Email',
} as const;

/** Sidebar sections and link labels (spec 000 §2 "Sidebar navigation"). */
export const navText = {
  chat: 'Chat',
  planning: 'Planning',
  mealPlanner: 'Meal Planner',
  shoppingList: 'Shopping List',
  recipesAndNutrition: 'Recipes & Nutrition',
  cookbook: 'My Cookbook',
  nutrition: 'Nutrition',
  inventory: 'Inventory',
  appliances: 'My Appliances',
  foodGroups: 'Food Groups',
  viewAllCategories: 'View All Categories',
  allItems: 'All Items',
  viewAll: 'View All',
  account: 'Account',
  feedback: 'Feedback',
  supportUs: 'Support Us',
  settings: 'Settings',
  legal: 'Legal',
  about: 'About',
  privacy: 'Privacy',
  terms: 'Terms',
} as const;

/** Cmd/Ctrl shortcuts of spec 000 §2, in the order the help toast lists them. */
export const keyboardShortcuts = [
  { key: '1', action: 'Chat' },
  { key: '2', action: 'Storage' },
  { key: '3', action: 'Cookbook' },
  { key: '4', action: 'Meal planner' },
  { key: '5', action: 'Shopping list' },
  { key: 'N', action: 'Add-food dialog' },
  { key: 'R', action: 'Generate smart recipe' },
  { key: 'K', action: 'Command palette' },
  { key: '/', action: 'Focus search or chat input' },
  { key: 'B', action: 'Toggle sidebar' },
] as const;
