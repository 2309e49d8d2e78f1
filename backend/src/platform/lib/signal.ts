/** A wake-up that can be waited for with a time-out; waking before the wait is remembered. */
export class Signal {
  private pending = false;
  private resolve: (() => void) | null = null;
  wake(): void {
    this.pending = true;
    this.resolve?.();
  }
  async wait(ms: number): Promise<void> {
    if (!this.pending) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        this.resolve = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.resolve = null;
    }
    this.pending = false;
  }
}
