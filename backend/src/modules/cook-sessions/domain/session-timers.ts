import type { CookSessionStep, CookTimer } from '@sous/contracts';

/** Every timer the steps give, stopped at its whole duration; ids say which step and which of its timers. */
export function timersOfSteps(steps: readonly CookSessionStep[]): CookTimer[] {
  return steps.flatMap((step, position) =>
    step.timers.map((timer, index) => ({
      id: `${position}.${index}`,
      step: position,
      label: timer.label,
      seconds: timer.seconds,
      state: 'idle' as const,
      remainingSeconds: timer.seconds,
      endsAt: null,
    })),
  );
}
