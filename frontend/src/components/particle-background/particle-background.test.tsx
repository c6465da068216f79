import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParticleBackground } from './particle-background';
import { createField, particleCount, stepField } from './particles';

function stubMotionPreference(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function stubCanvas() {
  const context = { setTransform: vi.fn(), clearRect: vi.fn(), beginPath: vi.fn(), rect: vi.fn(), fill: vi.fn(), fillStyle: '' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', vi.fn((cb: FrameRequestCallback) => frames.push(cb)));
  vi.stubGlobal('cancelAnimationFrame', vi.fn(() => frames.splice(0)));
  return { context, frames };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
});

describe('particles', () => {
  it('spec 001 §9: 2000 particles, each kept inside the screen as it drifts', () => {
    expect(particleCount).toBe(2000);
    const field = createField(particleCount, 300, 200);
    for (let step = 0; step < 2000; step += 1) stepField(field, 4, 300, 200);
    for (let i = 0; i < field.count; i += 1) {
      expect(field.x[i]).toBeGreaterThanOrEqual(0);
      expect(field.x[i]).toBeLessThanOrEqual(300);
      expect(field.y[i]).toBeGreaterThanOrEqual(0);
      expect(field.y[i]).toBeLessThanOrEqual(200);
    }
  });
});

describe('ParticleBackground', () => {
  it('draws every particle on a canvas hidden from pointers and assistive technology', () => {
    stubMotionPreference(false);
    const { context, frames } = stubCanvas();
    const { container } = render(<ParticleBackground />);
    const canvas = container.querySelector('canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveClass('pointer-events-none');
    act(() => frames.shift()?.(16));
    expect(context.rect).toHaveBeenCalledTimes(2000);
  });

  it('pauses while the tab is hidden and resumes when it is shown', () => {
    stubMotionPreference(false);
    const { frames } = stubCanvas();
    render(<ParticleBackground count={10} />);
    expect(frames).toHaveLength(1);
    setHidden(true);
    expect(frames).toHaveLength(0);
    setHidden(false);
    expect(frames).toHaveLength(1);
  });

  it('is absent under prefers-reduced-motion', () => {
    stubMotionPreference(true);
    const { frames } = stubCanvas();
    const { container } = render(<ParticleBackground />);
    expect(container.querySelector('canvas')).toBeNull();
    expect(frames).toHaveLength(0);
  });
});
