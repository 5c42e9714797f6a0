/**
 * Waits `ms` (a bot's "thinking" pause), or less when the player skips: `onWake` is handed the function that
 * ends the wait early, and null once it is over.
 */
export async function skippableWait(ms: number, onWake: (wake: (() => void) | null) => void): Promise<void> {
  if (ms > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      onWake(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  onWake(null);
}
