import { sidebar } from '@sous/contracts';
import { readCookie, writeCookie } from '@/lib/cookies';

/** Expanded unless the cookie says otherwise (spec 000 §9: `sidebar_state`, 7 days). */
export function readSidebarOpen(): boolean {
  return readCookie(sidebar.cookieName) !== 'false';
}

export function writeSidebarOpen(open: boolean): void {
  writeCookie(sidebar.cookieName, String(open), sidebar.cookieMaxAgeSeconds);
}
