import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setActiveSocket } from '@/lib/active-socket';
import { toastStore } from '@/lib/toast-store';
import { failOnUnansweredRequests } from './fetch-mock';

// findBy/waitFor wait for what a screen shows after its lazy routes and queries load; on a loaded
// 2-core runner that took over the library's 1 s default (auth-gate.test.tsx), never over 5 s
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  toastStore.clear();
  // files share modules (isolate: false): a socket stand-in one file left active must not reach the next
  setActiveSocket(null);
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((part) => {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
  failOnUnansweredRequests();
});

// jsdom has no pointer capture or scrollIntoView; Radix menus and selects call them on pointer events
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
