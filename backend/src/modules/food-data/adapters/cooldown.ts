/**
 * Stops calling a service for a while after it failed (unreachable, timed out, 5xx), so a search
 * does not wait for the timeout again on every keystroke while FoodData Central is down. Per
 * process; a 4xx answer is not a failure of the service.
 */
export class Cooldown {
  private until = 0;

  constructor(
    private readonly ms: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  get active(): boolean {
    return this.now() < this.until;
  }

  failed(): void {
    this.until = this.now() + this.ms();
  }

  succeeded(): void {
    this.until = 0;
  }
}
