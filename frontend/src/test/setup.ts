import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toastStore } from '@/lib/toast-store';
import { failOnUnansweredRequests } from './fetch-mock';

afterEach(() => {
  cleanup();
  toastStore.clear();
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
