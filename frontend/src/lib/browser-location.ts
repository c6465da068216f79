/*
 * Full-page navigations go through this module so tests can observe them: jsdom cannot navigate,
 * and `window.location` cannot be replaced there.
 */
export function assignLocation(url: string): void {
  window.location.href = url;
}

export function reloadPage(): void {
  window.location.reload();
}
