import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Which renderers count as software (table/software.ts): those get one texture per batch and 30 frames a
 * second; a GPU, or a context that will not name itself, keeps Pixi's defaults.
 */
let drawsInSoftware: typeof import('../../../src/renderer/src/table/software').drawsInSoftware;
beforeAll(async () => {
  // Pixi reads `navigator` when it loads; the unit tests run in Node.
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  ({ drawsInSoftware } = await import('../../../src/renderer/src/table/software'));
});

const UNMASKED = 0x9246;
const RENDERER = 0x1f01;
/** A WebGL context that answers only what drawsInSoftware asks. */
function gl(renderer: string | null, debugInfo = true): WebGL2RenderingContext {
  return {
    RENDERER,
    getExtension: (name: string) => (debugInfo && name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: UNMASKED } : null),
    getParameter: (p: number) => (p === UNMASKED ? renderer : p === RENDERER ? (debugInfo ? 'WebKit WebGL' : renderer) : null),
  } as unknown as WebGL2RenderingContext;
}

describe('drawsInSoftware', () => {
  it.each([
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'Google SwiftShader',
  ])('a software rasteriser: %s', (name) => {
    expect(drawsInSoftware(gl(name))).toBe(true);
  });

  it.each(['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Mesa Intel(R) UHD Graphics 620 (KBL GT2)', 'Apple M1'])('a GPU: %s', (name) => {
    expect(drawsInSoftware(gl(name))).toBe(false);
  });

  it('without the debug extension, reads RENDERER; no context, or one that throws, is a GPU', () => {
    expect(drawsInSoftware(gl('Google SwiftShader', false))).toBe(true);
    expect(drawsInSoftware(null)).toBe(false);
    const throwing = { getExtension: () => { throw new Error('lost'); } } as unknown as WebGL2RenderingContext;
    expect(drawsInSoftware(throwing)).toBe(false);
  });
});
