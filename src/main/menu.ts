import type { MenuItemConstructorOptions } from 'electron';

/** A minimal menu: quit, copy and paste (text fields need them on macOS), zoom and full screen. */
export function menuTemplate(opts: { mac: boolean; dev: boolean }): MenuItemConstructorOptions[] {
  const view: MenuItemConstructorOptions[] = [
    { role: 'resetZoom' },
    { role: 'zoomIn' },
    { role: 'zoomOut' },
    { type: 'separator' },
    { role: 'togglefullscreen' },
  ];
  if (opts.dev) view.push({ type: 'separator' }, { role: 'reload' }, { role: 'toggleDevTools' });
  return [
    ...(opts.mac ? [{ role: 'appMenu' } as MenuItemConstructorOptions] : []),
    { label: 'Game', submenu: [opts.mac ? { role: 'close' } : { role: 'quit' }] },
    { role: 'editMenu' },
    { label: 'View', submenu: view },
  ];
}
