import type { CookSession, CookTimer, CookTimerAction } from '@sous/contracts';
import { ChevronLeft, ChevronRight, Check, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { isTypingTarget } from '@/lib/typing-target';
import { useEndCookSession } from '../api/end-cook-session';
import { useUpdateCookSession } from '../api/update-cook-session';
import { useServerNow } from '../hooks/use-now';
import { askForTimerNotifications, useTimerAlarms } from '../hooks/use-timer-alarms';
import { speak, useVoiceControl } from '../hooks/use-voice-control';
import { stepAnnouncement, stepForKey, stepForSwipe, visibleTimers } from '../lib/cook-steps-view';
import { cookText } from '../lib/cook-text';
import { amountAnswer } from '../lib/voice-commands';
import { CookTimers } from './cook-timers';
import { VoiceControl } from './voice-control';

export interface CookSessionViewProps {
  session: CookSession;
  /** The recipe's ingredient lines as written, for "how much butter?". */
  ingredients: readonly string[];
  /** The "Done" action: the app lends the planner's Cook with its stock preview (features compose in app/). */
  renderDone: (props: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
  onEnded: () => void;
}

/** The full-screen step view: one step in large type, its ingredients beside it, its timers below. */
export function CookSessionView({ session, ingredients, renderDone, onEnded }: CookSessionViewProps) {
  const update = useUpdateCookSession();
  const end = useEndCookSession();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [doneOpen, setDoneOpen] = useState(false);
  const stepRef = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = session.steps.length;
  const step = session.steps[session.step] ?? session.steps[0];
  const isLast = session.step >= count - 1;
  const running = session.timers.some((t) => t.state === 'running');
  const now = useServerNow(running);
  useTimerAlarms(session.timers, now, session.recipeTitle);
  const { own, elsewhere } = visibleTimers(session);
  const notes = useMemo(
    () => new Map(session.timers.map((t) => [t.id, session.steps[t.step]?.timers[Number(t.id.split('.')[1])]?.note ?? null] as const)),
    [session.timers, session.steps],
  );

  // where this device's own taps have taken the cook, before the server answers: a second quick tap
  // moves on from there with the version the first will make (a render may not come between them)
  const intended = useRef<{ step: number; version: number } | null>(null);
  const latest = () => (intended.current && intended.current.version > session.version ? intended.current : { step: session.step, version: session.version });
  const goTo = (target: number) => {
    const { version } = latest();
    intended.current = { step: target, version: version + 1 };
    update.mutate({ id: session.id, changes: { step: target, version } }, { onError: () => (intended.current = null) });
  };
  const timerAction = (timer: CookTimer, action: CookTimerAction) => {
    if (action === 'start') askForTimerNotifications();
    update.mutate({ id: session.id, changes: { timers: [{ id: timer.id, action }] } });
  };

  const [heard, setHeard] = useState('');
  const voice = useVoiceControl((command, phrase) => {
    setHeard(phrase.trim());
    switch (command.kind) {
      case 'next':
        if (!isLast) goTo(Math.min(latest().step + 1, count - 1));
        break;
      case 'back':
        if (session.step > 0) goTo(Math.max(latest().step - 1, 0));
        break;
      case 'repeat':
        speak(step?.text ?? '');
        break;
      case 'start-timer': {
        const idle = own.find((t) => t.state !== 'running');
        if (idle) timerAction(idle, 'start');
        else speak(cookText.noTimerHere);
        break;
      }
      case 'pause-timer': {
        const counting = [...own, ...elsewhere].find((t) => t.state === 'running');
        if (counting) timerAction(counting, 'pause');
        break;
      }
      case 'how-much':
        speak(amountAnswer(command.food, ingredients, session.recipeServings, session.servings) ?? cookText.notInRecipe(command.food));
        break;
    }
  });
  const listening = voice.state === 'listening';
  // with the microphone on, each new step is read out, whichever device moved it
  useEffect(() => {
    if (listening) speak(session.steps[session.step]?.text ?? '');
  }, [listening, session.step, session.steps]);

  // the step is where a keyboard or screen reader user starts (focus, not a tab stop)
  useEffect(() => stepRef.current?.focus(), []);

  // arrow keys anywhere on the page, unless typing or a dialog is open
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (confirmEnd || doneOpen) return;
      const target = stepForKey(event.key, latest().step, count);
      if (target === null) return;
      event.preventDefault();
      goTo(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const t = event.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const target = stepForSwipe(t.clientX - start.x, t.clientY - start.y, latest().step, count);
    if (target !== null) goTo(target);
  };

  return (
    <div className="flex min-h-full flex-col gap-4 p-4 md:p-8" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="truncate text-xl font-semibold md:text-2xl">{session.recipeTitle}</h1>
          <p className="text-sm text-muted-foreground">
            {cookText.stepOf(session.step + 1, count)} · {cookText.servingsNote(session.servings)}
          </p>
        </div>
        <Button variant="ghost" onClick={() => setConfirmEnd(true)}>
          <X aria-hidden />
          {cookText.end}
        </Button>
      </header>

      <VoiceControl state={voice.state} heard={heard} onStart={voice.start} onStop={voice.stop} />

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {stepAnnouncement(session)}
      </p>

      <div className="grid flex-1 gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div ref={stepRef} tabIndex={-1} className="flex flex-col gap-4 outline-none" data-testid="cook-step" data-step={session.step}>
          {step?.section && <h2 className="text-lg font-medium text-muted-foreground">{step.section}</h2>}
          <p className="text-2xl leading-relaxed md:text-4xl md:leading-snug">{step?.text}</p>
          <CookTimers title={cookText.timers} timers={own} notes={notes} now={now} pending={update.isPending} onAction={timerAction} />
        </div>
        <aside aria-label={cookText.ingredients} className="flex flex-col gap-2 rounded-lg bg-muted/50 p-4">
          <h2 className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{cookText.ingredients}</h2>
          {step && step.ingredients.length > 0 ? (
            <ul className="flex flex-col gap-1 text-lg md:text-xl">
              {step.ingredients.map((ingredient) => (
                <li key={ingredient.index}>{ingredient.line}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">{cookText.noIngredients}</p>
          )}
        </aside>
      </div>

      <CookTimers title={cookText.otherTimers} timers={elsewhere} notes={notes} now={now} pending={update.isPending} onAction={timerAction} />

      <nav aria-label={cookText.stepOf(session.step + 1, count)} className="sticky bottom-0 flex items-center justify-between gap-3 bg-background py-3">
        <Button variant="outline" size="lg" disabled={session.step === 0} onClick={() => goTo(Math.max(latest().step - 1, 0))}>
          <ChevronLeft aria-hidden />
          {cookText.back}
        </Button>
        <span className="hidden text-sm text-muted-foreground md:inline">{cookText.keysHint}</span>
        {isLast ? (
          <Button size="lg" onClick={() => setDoneOpen(true)}>
            <Check aria-hidden />
            {cookText.done}
          </Button>
        ) : (
          <Button size="lg" onClick={() => goTo(Math.min(latest().step + 1, count - 1))}>
            {cookText.next}
            <ChevronRight aria-hidden />
          </Button>
        )}
      </nav>

      {renderDone({ open: doneOpen, onOpenChange: setDoneOpen })}
      <ConfirmDialog
        open={confirmEnd}
        onOpenChange={setConfirmEnd}
        title={cookText.endConfirmTitle}
        description={cookText.endConfirmText}
        confirmLabel={cookText.end}
        destructive
        pending={end.isPending}
        error={end.error}
        // the promise, not mutate's onSuccess: the ended session leaves the cache first and this view
        // unmounts, after which mutate's own callbacks never run (the page would stay on the recipe)
        onConfirm={() =>
          void end.mutateAsync(session.id).then(
            () => {
              setConfirmEnd(false);
              onEnded();
            },
            () => undefined,
          )
        }
      />
    </div>
  );
}
