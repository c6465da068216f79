import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localIsoDate, readIsoDate, type IsoDate } from '../lib/week';

/**
 * The day the planner is on, kept in the address (`?date=yyyy-MM-dd`) so a week can be linked and
 * survives a reload; today when absent. "Today" follows the clock past midnight.
 */
export function usePlannerDate(): { date: IsoDate; today: IsoDate; setDate: (date: IsoDate) => void } {
  const [params, setParams] = useSearchParams();
  const today = useToday();
  const date = readIsoDate(params.get('date')) ?? today;
  const setDate = useCallback(
    (next: IsoDate) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('date', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { date, today, setDate };
}

/** The local calendar date, updated when the day changes while the page is open. */
export function useToday(): IsoDate {
  const [today, setToday] = useState(() => localIsoDate());
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
    const timer = setTimeout(() => setToday(localIsoDate()), midnight.getTime() - now.getTime());
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
