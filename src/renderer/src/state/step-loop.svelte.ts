/**
 * The loop a host client runs to move its machine forward (a table, a night): one pass at a time. A call
 * while a pass runs does not start a second loop beside it (two loops would both act on one view); it asks
 * for one more pass when this one ends, since the view it ran on may be old. A failure ends the loop and is
 * handed over as its sentence.
 */
export class StepLoop {
  /** Reactive: the screen waits while a pass runs. */
  running = $state(false);
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly closed: () => boolean,
    private readonly failed: (message: string) => void,
  ) {}

  async run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        await this.pass();
      } while (this.again && !this.closed());
    } catch (e) {
      this.failed((e as Error).message);
    } finally {
      this.running = false;
    }
  }
}
