import { useEffect, useRef } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { createField, particleCount, stepField } from './particles';

/**
 * The decorative particle background of spec 000 §2 (mounted by the chat route, so only on / and
 * /chat). Canvas behind the page, ignored by pointers and assistive technology; paused while the
 * tab is hidden and absent under prefers-reduced-motion (DESIGN §9).
 */
export function ParticleBackground({ count = particleCount }: { count?: number }) {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (reduced || !element || !context) return;

    let width = 0;
    let height = 0;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = window.innerWidth;
      height = window.innerHeight;
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();
    const field = createField(count, width, height);
    const colour = getComputedStyle(element).color || 'rgb(80 120 80)';

    let frame = 0;
    let last = performance.now();
    const draw = (now: number) => {
      const dt = Math.min((now - last) / (1000 / 60), 4);
      last = now;
      stepField(field, dt, width, height);
      context.clearRect(0, 0, width, height);
      context.fillStyle = colour;
      context.beginPath();
      for (let i = 0; i < field.count; i += 1) {
        const s = field.size[i];
        context.rect(field.x[i], field.y[i], s, s);
      }
      context.fill();
      frame = requestAnimationFrame(draw);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      last = performance.now();
      frame = requestAnimationFrame(draw);
    };
    const onVisibility = () => {
      if (document.hidden) cancelAnimationFrame(frame);
      else start();
    };
    if (!document.hidden) start();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [count, reduced]);

  if (reduced) return null;
  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="particle-background"
      data-particles={count}
      className="pointer-events-none fixed inset-0 -z-10 size-full text-primary/25"
    />
  );
}
