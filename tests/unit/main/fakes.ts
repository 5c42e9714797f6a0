import type { IpcMainInvokeEvent } from 'electron';

/** Small stand-ins for Electron objects, recording what the code under test did with them. */

type Listener = (...args: any[]) => unknown;

export class FakeEmitter {
  listeners = new Map<string, Listener[]>();
  on(name: string, fn: Listener): this {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
    return this;
  }
  once(name: string, fn: Listener): this {
    return this.on(name, fn);
  }
  emit(name: string, ...args: unknown[]): void {
    for (const fn of this.listeners.get(name) ?? []) fn(...args);
  }
}

export class FakeWebContents extends FakeEmitter {
  openHandler: ((details: { url: string }) => { action: string }) | null = null;
  setWindowOpenHandler(fn: (details: { url: string }) => { action: string }): void {
    this.openHandler = fn;
  }
  /** Fires `name` with a cancellable event; returns whether a listener refused it. */
  attempt(name: string, url: string): boolean {
    let refused = false;
    const event = { url, preventDefault: () => (refused = true) };
    this.emit(name, event, url);
    return refused;
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  static created: FakeBrowserWindow[] = [];
  webContents = new FakeWebContents();
  loaded: string | null = null;
  shown = false;
  constructor(readonly options: Record<string, any>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loaded = url;
    return Promise.resolve();
  }
  show(): void {
    this.shown = true;
  }
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.created;
  }
}

export class FakeIpcMain {
  handlers = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown>();
  handle(channel: string, fn: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, fn);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  /** Calls a handler as ipcRenderer.invoke would, from a frame showing `url`. */
  async invoke(channel: string, url: string, ...args: unknown[]): Promise<any> {
    const fn = this.handlers.get(channel);
    if (!fn) throw new Error(`No handler registered for '${channel}'`);
    return fn({ senderFrame: { url } } as unknown as IpcMainInvokeEvent, ...args);
  }
}
