/**
 * What the server says while it starts (issue 28: no silence between "starting" and "running"): each step on its own
 * line as it begins, then how long it took, so a person running `npm start` sees where the time goes.
 */
export class StartupProgress {
  private readonly started: number;

  constructor(
    private readonly write: (line: string) => void = (line) => console.log(line),
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  /** Runs `act`, saying "label…" before and "label: done in N.N s" after (or that it failed). */
  async step<T>(label: string, act: () => Promise<T>): Promise<T> {
    const began = this.now();
    this.write(`  ${label}…`);
    try {
      const result = await act();
      this.write(`  ${label}: done in ${this.seconds(began)}`);
      return result;
    } catch (error) {
      this.write(`  ${label}: failed after ${this.seconds(began)}`);
      throw error;
    }
  }

  /** Seconds since the server began starting, as "12.3 s". */
  total(): string {
    return this.seconds(this.started);
  }

  private seconds(since: number): string {
    return `${((this.now() - since) / 1000).toFixed(1)} s`;
  }
}
