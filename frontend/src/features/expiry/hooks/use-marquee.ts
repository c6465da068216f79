import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Scrolls `track` sideways inside `viewport` forever when it does not fit, at `pxPerSecond`,
 * with the Web Animations API. The track must hold two copies of its content once `looping` is
 * true, so the second copy slides in as the first leaves. Nothing moves when `enabled` is false
 * (reduced motion) or where the browser cannot measure or animate (tests).
 */
export function useMarquee(
  viewport: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  { enabled, pxPerSecond, contentKey }: { enabled: boolean; pxPerSecond: number; contentKey: string },
): { looping: boolean; pause: () => void; resume: () => void } {
  const [overflowing, setOverflowing] = useState(false);
  const animation = useRef<Animation | null>(null);
  const looping = enabled && overflowing;

  // Does one copy of the content overflow the viewport?
  useEffect(() => {
    const outer = viewport.current;
    const inner = track.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const copy = inner.firstElementChild as HTMLElement | null;
      setOverflowing((copy?.scrollWidth ?? 0) > outer.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    if (inner.firstElementChild) observer.observe(inner.firstElementChild);
    return () => observer.disconnect();
  }, [viewport, track, contentKey]);

  useEffect(() => {
    const inner = track.current;
    const copy = inner?.firstElementChild as HTMLElement | null | undefined;
    if (!looping || !inner || !copy || typeof inner.animate !== 'function') return;
    const gap = parseFloat(getComputedStyle(inner).columnGap) || 0;
    const distance = copy.scrollWidth + gap;
    const running = inner.animate([{ transform: 'translateX(0)' }, { transform: `translateX(-${distance}px)` }], {
      duration: (distance / pxPerSecond) * 1000,
      iterations: Infinity,
      easing: 'linear',
    });
    animation.current = running;
    return () => {
      running.cancel();
      animation.current = null;
    };
  }, [looping, track, pxPerSecond, contentKey]);

  return {
    looping,
    pause: () => animation.current?.pause(),
    resume: () => {
      if (animation.current?.playState === 'paused') animation.current.play();
    },
  };
}
