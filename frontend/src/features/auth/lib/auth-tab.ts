/** The Sign Up / Log In tabs of the landing page (spec 000 §2). */
export type AuthTab = 'sign-up' | 'log-in';

const storageKey = 'sous:auth-tab';

/**
 * The Email button leaves for `/api/login?provider=email`, which redirects back to `/?auth=email`.
 * The tab the visitor was on is kept for that round trip, so the email page opens on the same one.
 */
export function rememberAuthTab(tab: AuthTab): void {
  try {
    sessionStorage.setItem(storageKey, tab);
  } catch {
    // storage disabled: the email page opens on Sign Up
  }
}

export function rememberedAuthTab(): AuthTab {
  try {
    return sessionStorage.getItem(storageKey) === 'log-in' ? 'log-in' : 'sign-up';
  } catch {
    return 'sign-up';
  }
}
