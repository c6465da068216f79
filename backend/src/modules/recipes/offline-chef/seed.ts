/**
 * Deterministic randomness: the same inputs always give the same numbers, different inputs give
 * different ones. No Math.random anywhere in the chef.
 */

/** 32-bit FNV-1a hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A number in [0, 1) fixed by a seed and a key. */
export function unitFor(seed: number, key: string): number {
  return hashString(`${seed}:${key}`) / 0x100000000;
}

/** A small pseudo-random generator (mulberry32) started from a seed. */
export function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x100000000;
  };
}
