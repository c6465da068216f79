import type { CookTimer } from '@sous/contracts';
import { useEffect, useRef } from 'react';
import { alarmKey, dueAlarms } from '../lib/cook-steps-view';
import { cookText } from '../lib/cook-text';

/** Three short beeps through Web Audio (no sound file to load); silent where audio is not allowed yet. */
function beep(): void {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  try {
    const audio = new AudioContextClass();
    for (let i = 0; i < 3; i += 1) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = 880;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + i * 0.4);
      oscillator.stop(audio.currentTime + i * 0.4 + 0.25);
    }
    window.setTimeout(() => void audio.close().catch(() => undefined), 1500);
  } catch {
    // audio refused before any user gesture: the notification and the screen still say it
  }
}

function notify(timer: CookTimer, recipeTitle: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    // one notification per timer: a restart replaces it rather than stacking
    new Notification(cookText.timerDoneTitle(timer.label), { body: recipeTitle, tag: `cook-timer-${timer.id}` });
  } catch {
    // some mobile browsers allow notifications only from a service worker: the sound and screen remain
  }
}

/** Asks once for notifications, from the tap that starts a timer (browsers want a user gesture). */
export function askForTimerNotifications(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/**
 * Rings when a timer of the session ends: a sound and a notification, once per end on each device
 * (every device rings, since the cook may be standing by any of them). Timers already over when
 * the view opens do not ring: they ended while nobody was looking here.
 */
export function useTimerAlarms(timers: readonly CookTimer[], now: number, recipeTitle: string): void {
  const rung = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (rung.current === null) {
      rung.current = new Set(dueAlarms(timers, now, new Set()).map(alarmKey));
      return;
    }
    for (const timer of dueAlarms(timers, now, rung.current)) {
      rung.current.add(alarmKey(timer));
      beep();
      notify(timer, recipeTitle);
    }
  }, [timers, now, recipeTitle]);
}
