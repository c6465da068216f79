/** User-facing strings of the spec's error catalogues (000 §8, 001 §8). Exact text is normative. */
export const messages = {
  unauthorized: 'Unauthorized',
  invalidCredentials: 'Invalid email or password',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong',
  renderErrorDescription:
    'An unexpected error occurred. You can try refreshing the page or continue using the app.',
  offline: "You're offline - Using cached data",
  backOnline: 'Back online!',
  commandPaletteSoon: 'Coming soon! Quick access to all features.',
  selectStorageArea: 'Please select at least one storage area',
  dateFormat: 'Date must be in YYYY-MM-DD format',
  selectDate: 'Please select a date',
  missingFoodInfo: 'Missing information: Please select a food item and storage location.',
} as const;
