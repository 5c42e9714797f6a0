import { describe, expect, it } from 'vitest';
import boot from 'virtual:rw-boot-data';
import { bootDataModule } from '../../../scripts/boot-data';
import { catalogue } from '../../../src/shared/host/catalogue';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { answerSettings } from '../../../src/worker/settings';

// Issue 28.13: the lobby draws from data made at build time instead of waiting for the host's worker. It must be
// exactly what the host would answer, so it can never go stale: the catalogue and the worker's settings for a
// first visit (nothing saved).
describe('the lobby’s built-in data', () => {
  it('is the host’s catalogue, as the page imports it', () => {
    expect(boot.catalogue).toEqual(catalogue());
  });

  it('is the worker’s answer for settings when nothing is saved', () => {
    const answer = answerSettings({ op: 'read', saved: null });
    expect(answer.ok && answer.settings).toEqual(boot.settings);
    expect(boot.settings).toEqual(DEFAULT_SETTINGS);
  });

  it('is read back whole from the module the build writes', () => {
    const text = bootDataModule();
    const json = JSON.parse(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))) as string;
    expect(JSON.parse(json)).toEqual({ catalogue: catalogue(), settings: DEFAULT_SETTINGS });
  });
});
