import type { CookTimer, CookTimerAction } from '@sous/contracts';
import { secondsLeft, timerDone } from '@sous/kitchen';
import { Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { formatCountdown } from '../lib/cook-steps-view';
import { cookText } from '../lib/cook-text';

export interface TimerControls {
  now: number;
  pending: boolean;
  onAction: (timer: CookTimer, action: CookTimerAction) => void;
}

function TimerRow({ timer, note, now, pending, onAction }: TimerControls & { timer: CookTimer; note: string | null }) {
  const done = timerDone(timer, now);
  const left = secondsLeft(timer, now);
  return (
    <li className={cn('flex flex-wrap items-center gap-3 rounded-lg border p-3', done && 'border-primary bg-primary/10')} data-testid={`timer-${timer.id}`}>
      <Timer aria-hidden className="size-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <div className="text-lg font-medium">{timer.label}</div>
        {note && <div className="text-sm text-muted-foreground">{note}</div>}
      </div>
      <output
        className="text-3xl font-semibold tabular-nums"
        aria-label={`${timer.label}: ${done ? cookText.timerDone : formatCountdown(left)}`}
        data-state={done ? 'done' : timer.state}
      >
        {done ? cookText.timerDone : formatCountdown(left)}
      </output>
      <div className="flex gap-2">
        {timer.state === 'running' && !done ? (
          <Button variant="outline" size="icon" aria-label={cookText.pauseTimer(timer.label)} disabled={pending} onClick={() => onAction(timer, 'pause')}>
            <Pause aria-hidden />
          </Button>
        ) : (
          <Button
            size="icon"
            aria-label={timer.state === 'paused' ? cookText.resumeTimer(timer.label) : cookText.startTimer(timer.label)}
            disabled={pending}
            onClick={() => onAction(timer, 'start')}
          >
            <Play aria-hidden />
          </Button>
        )}
        <Button variant="outline" size="icon" aria-label={cookText.resetTimer(timer.label)} disabled={pending || timer.state === 'idle'} onClick={() => onAction(timer, 'reset')}>
          <RotateCcw aria-hidden />
        </Button>
      </div>
    </li>
  );
}

/** A list of timers with their controls; `notes` are the step text's remarks by timer id (a range's lower end). */
export function CookTimers({ title, timers, notes, ...controls }: TimerControls & { title: string; timers: readonly CookTimer[]; notes: ReadonlyMap<string, string | null> }) {
  if (timers.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{title}</h2>
      <ul className="flex flex-col gap-2">
        {timers.map((timer) => (
          <TimerRow key={timer.id} timer={timer} note={notes.get(timer.id) ?? null} {...controls} />
        ))}
      </ul>
    </section>
  );
}
