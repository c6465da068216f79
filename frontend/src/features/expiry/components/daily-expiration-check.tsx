import { useDailyExpirationCheck } from '../hooks/use-daily-expiration-check';

/** Mounted once by the app shell: runs the daily expiration check (spec 001 §4). */
export function DailyExpirationCheck() {
  useDailyExpirationCheck();
  return null;
}
