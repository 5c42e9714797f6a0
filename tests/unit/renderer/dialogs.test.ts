import { describe, expect, it } from 'vitest';
import { closeTopDialog, openDialog, openDialogs } from '../../../src/renderer/src/ui/dialogs';

describe('Escape closes the dialog on top', () => {
  it('closes the newest open dialog only, then the one under it', () => {
    const closed: string[] = [];
    const offA = openDialog(() => closed.push('settings'));
    const offB = openDialog(() => closed.push('confirm'));
    expect(closeTopDialog()).toBe(true);
    expect(closed).toEqual(['confirm']);
    offB();
    expect(closeTopDialog()).toBe(true);
    expect(closed).toEqual(['confirm', 'settings']);
    offA();
    expect(openDialogs()).toBe(0);
    expect(closeTopDialog()).toBe(false);
  });

  it('forgets a dialog closed some other way, wherever it is in the stack', () => {
    const closed: string[] = [];
    const offA = openDialog(() => closed.push('a'));
    const offB = openDialog(() => closed.push('b'));
    offA();
    closeTopDialog();
    offB();
    expect(closed).toEqual(['b']);
    expect(closeTopDialog()).toBe(false);
  });
});

describe('a modal dialog silences the table\'s shortcut keys', () => {
  it('only while it is open', async () => {
    const { modalOpen } = await import('../../../src/renderer/src/ui/dialogs');
    const offPanel = openDialog(() => undefined);
    expect(modalOpen()).toBe(false);
    const offQuestion = openDialog(() => undefined, true);
    expect(modalOpen()).toBe(true);
    offQuestion();
    expect(modalOpen()).toBe(false);
    offPanel();
  });
});
