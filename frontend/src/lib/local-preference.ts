/*
 * Small UI preferences (theme, open sidebar sections) kept in localStorage. Like the data cache,
 * a storage failure only costs the preference, so it is logged and ignored.
 */
export function readPreference<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const value = JSON.parse(raw) as unknown;
    return isValid(value) ? value : fallback;
  } catch (error) {
    console.warn(`Could not read preference ${key}`, error);
    return fallback;
  }
}

export function writePreference(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save preference ${key}`, error);
  }
}
