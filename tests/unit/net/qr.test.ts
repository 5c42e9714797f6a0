import { describe, expect, it } from 'vitest';
import { qrPath } from '../../../src/renderer/src/net/qr';

/**
 * The QR code of the host's address (issue 27): drawn from qrcode-generator's modules as one SVG path. A phone
 * reads it only if the three finder squares are where a reader looks for them and the size is a QR version's.
 */
function dark(path: string): Set<string> {
  const cells = new Set<string>();
  for (const m of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) cells.add(`${m[1]},${m[2]}`);
  return cells;
}

describe('the QR code of the join address', () => {
  it('is a QR symbol: a version size, the three finder squares in their corners', () => {
    const { size, path } = qrPath('http://192.168.1.20:8080/?join=K7QM2P');
    expect((size - 17) % 4).toBe(0);
    const cells = dark(path);
    for (const [x0, y0] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      // A finder: a dark 7×7 ring, a light ring inside it, a dark 3×3 core.
      for (let i = 0; i < 7; i++) {
        for (let j = 0; j < 7; j++) {
          const ring = i === 0 || j === 0 || i === 6 || j === 6;
          const core = i >= 2 && i <= 4 && j >= 2 && j <= 4;
          expect(cells.has(`${x0 + i},${y0 + j}`), `finder at ${x0},${y0}: ${i},${j}`).toBe(ring || core);
        }
      }
    }
  });

  it('changes with the address (another code, another symbol)', () => {
    expect(qrPath('http://192.168.1.20:8080/?join=K7QM2P').path).not.toBe(qrPath('http://192.168.1.20:8080/?join=K7QM2Q').path);
  });
});
