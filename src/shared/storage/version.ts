import { version } from '../../../package.json';

/**
 * This app's version (package.json), written into every save so that a save from a newer version can be
 * told apart from a damaged one.
 */
export const APP_VERSION: string = version;

/**
 * Compares two versions `major.minor.patch` (a pre-release suffix is ignored): negative when `a` is older,
 * positive when newer, 0 when equal. A part that is not a number counts as 0.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split(/[-+]/)[0]!.split('.').map((x) => (/^\d+$/.test(x) ? Number(x) : 0));
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
