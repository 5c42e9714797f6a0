import qrcode from 'qrcode-generator';

/**
 * A QR code of a text (the network host's address, issue 27) as one SVG path of its dark modules, drawn by the
 * page itself: no image file, no data URL, nothing the app's CSP would have to allow. `qrcode-generator` (MIT,
 * resources/LICENSES.md) does the encoding; level M survives a phone camera's blur at a screen's distance.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  let path = '';
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c} ${r}h1v1h-1z`;
  }
  return { size: n, path };
}
