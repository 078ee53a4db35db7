/**
 * Messages per client address, counted in the site server's memory (one site server per
 * PocketBase, DESIGN.md). PocketBase's own limiter cannot do it: every chat call reaches
 * PocketBase from the site server's address.
 */
export class AddressLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly count: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one message from `address`; false when the address is over its limit. */
  allow(address: string): boolean {
    const now = this.now();
    const recent = (this.hits.get(address) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.count) {
      this.hits.set(address, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(address, recent);
    if (this.hits.size > 10_000) this.forgetIdle(now);
    return true;
  }

  /** Drops addresses with nothing in the window, so the map cannot grow without bound. */
  private forgetIdle(now: number): void {
    for (const [address, times] of this.hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(address);
    }
  }
}
