import { Cooldown } from './cooldown.js';

describe('Cooldown', () => {
  it('is active for its duration after a failure, and ends early on a success', () => {
    let now = 1000;
    const cooldown = new Cooldown(() => 30_000, () => now);
    expect(cooldown.active).toBe(false);
    cooldown.failed();
    now += 29_999;
    expect(cooldown.active).toBe(true);
    now += 1;
    expect(cooldown.active).toBe(false);
    cooldown.failed();
    cooldown.succeeded();
    expect(cooldown.active).toBe(false);
  });

  it('with a zero duration never holds calls back', () => {
    const cooldown = new Cooldown(() => 0);
    cooldown.failed();
    expect(cooldown.active).toBe(false);
  });
});
