import { timings } from '@sous/contracts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The success celebration of spec 000 §4, §9: confetti for about 3 s; without confetti (reduced
 * motion, or the library could not load) it completes after 2 s. canvas-confetti is loaded only
 * when there is something to celebrate. Resolves when the celebration is over.
 */
export async function celebrate(reducedMotion: boolean = prefersReducedMotion()): Promise<'confetti' | 'quiet'> {
  if (reducedMotion) {
    await wait(timings.celebrationMs);
    return 'quiet';
  }
  let confetti: typeof import('canvas-confetti');
  try {
    confetti = (await import('canvas-confetti')).default;
  } catch (error) {
    console.warn('Confetti could not be loaded', error);
    await wait(timings.celebrationMs);
    return 'quiet';
  }
  const end = Date.now() + timings.celebrationWithConfettiMs;
  const colors = ['#2f6b3a', '#7cc48a', '#fbbf24', '#f97316', '#ffffff'];
  const burst = (origin: { x: number; y: number }, angle: number) =>
    void confetti({ particleCount: 40, spread: 70, startVelocity: 45, angle, origin, colors, disableForReducedMotion: true, zIndex: 200 });
  burst({ x: 0.5, y: 0.6 }, 90);
  while (Date.now() < end) {
    await wait(400);
    burst({ x: 0.1, y: 0.7 }, 60);
    burst({ x: 0.9, y: 0.7 }, 120);
  }
  return 'confetti';
}
