/** Spec 001 §9: 2000 particles on / and /chat. */
export const particleCount = 2000;

/** Positions and velocities in flat typed arrays: 2000 objects would churn the garbage collector every frame. */
export interface ParticleField {
  count: number;
  x: Float32Array;
  y: Float32Array;
  vx: Float32Array;
  vy: Float32Array;
  size: Float32Array;
}

export function createField(count: number, width: number, height: number, random: () => number = Math.random): ParticleField {
  const field: ParticleField = {
    count,
    x: new Float32Array(count),
    y: new Float32Array(count),
    vx: new Float32Array(count),
    vy: new Float32Array(count),
    size: new Float32Array(count),
  };
  for (let i = 0; i < count; i += 1) {
    field.x[i] = random() * width;
    field.y[i] = random() * height;
    // A slow upward drift, like steam off a pot, with a little sideways wander.
    field.vx[i] = (random() - 0.5) * 0.15;
    field.vy[i] = -(0.05 + random() * 0.25);
    field.size[i] = 0.6 + random() * 1.4;
  }
  return field;
}

/** Moves every particle by `dt` frames (60 fps = 1) and wraps it around the edges. */
export function stepField(field: ParticleField, dt: number, width: number, height: number): void {
  for (let i = 0; i < field.count; i += 1) {
    let x = field.x[i] + field.vx[i] * dt;
    let y = field.y[i] + field.vy[i] * dt;
    if (x < 0) x += width;
    else if (x > width) x -= width;
    if (y < 0) y += height;
    else if (y > height) y -= height;
    field.x[i] = x;
    field.y[i] = y;
  }
}
