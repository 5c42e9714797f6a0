/**
 * Drawing on a software renderer: a PC whose graphics driver WebGL cannot use (Chromium and Electron then
 * draw with SwiftShader; Mesa's llvmpipe on Linux; Windows' Basic Render Driver) pays for every pixel on the
 * CPU. In headless Chromium on SwiftShader (the e2e tests' browser), a 1280×800 frame of the table cost the
 * GPU process 89 ms of CPU and one of the tavern 99 ms, and a game of Threes kept more than one core busy
 * (session 16; `node scripts/frame-cost.mjs`, docs/BENCHMARKS.md "The test suite's time"). Two things pay
 * for nothing a player sees there, and both change only on such a renderer:
 *
 * - Pixi's batch shader picks each pixel's texture from as many as the context offers (32 on SwiftShader)
 *   with a chain of branches, which a GPU skips and a software rasteriser runs for every pixel. One texture
 *   per batch (more draw calls, each cheap) brought the frames to 31 and 27 ms; 2 measured the same, 4
 *   and 16 worse.
 * - Animations run at the display's rate, 60 frames a second; at 30 they move as smoothly to the eye at a
 *   card table and cost half (`Animator.minFrameMs`).
 */
import { extensions, GlLimitsSystem, type Renderer } from 'pixi.js';

/** Renderer names a software rasteriser reports through WEBGL_debug_renderer_info. */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** True when the WebGL context draws on the CPU. A context that will not say is taken as a GPU. */
export function drawsInSoftware(gl: WebGLRenderingContext | WebGL2RenderingContext | null | undefined): boolean {
  if (!gl) return false;
  try {
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    return typeof name === 'string' && SOFTWARE.test(name);
  } catch {
    return false;
  }
}

/**
 * Pixi's limits, with one texture per batch on a software renderer. Registered in place of Pixi's own
 * system under the same name, so every shader Pixi builds (the batcher's, the graphics adaptor's, both read
 * the limits when the context starts) has a single texture and no branch. It is also the one place that
 * decides whether the context draws in software: the frame floor reads `software` here.
 */
class SoftwareAwareLimits extends GlLimitsSystem {
  software = false;

  override contextChange(gl?: WebGLRenderingContext | WebGL2RenderingContext): void {
    super.contextChange();
    this.software = drawsInSoftware(gl);
    if (this.software) this.maxBatchableTextures = 1;
  }
}

/** Frames at most this often on a software renderer (ms); 0 elsewhere: the display's own rate. */
export function frameFloorMs(renderer: Renderer): number {
  return (renderer.limits as { software?: boolean }).software ? 1000 / 30 : 0;
}

let installed = false;

/** Once per page, before the first renderer starts. */
export function installSoftwareLimits(): void {
  if (installed) return;
  installed = true;
  extensions.remove(GlLimitsSystem);
  extensions.add(SoftwareAwareLimits);
}
