import { Container, Graphics, Text } from 'pixi.js';
import { easeInOut } from '../../table/animator';
import { FONT } from '../../table/palette';
import type { TavernStage } from './index';

/**
 * Shared pieces of the animators: a small card flying between points, face up with its title, or without
 * words (face down in the Drink Deck's red, or in `color` for a card going to a discard: its title is
 * already in the log and on the stack, and text is what a software renderer is slowest to make).
 */
export function miniCard(title: string | null, color?: number): Container {
  const c = new Container();
  const fill = color ?? (title ? 0xfbf5e6 : 0x6a2a2a);
  const g = new Graphics().roundRect(-34, -46, 68, 92, 6).fill(fill).stroke({ width: 2, color: title || color ? 0x8d7a55 : 0xe8d8b0 });
  c.addChild(g);
  if (color !== undefined && !title) return c;
  if (title) {
    const t = new Text({ text: title, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0x1d1a16, wordWrap: true, wordWrapWidth: 62, align: 'center' } });
    t.anchor.set(0.5);
    c.addChild(t);
  } else {
    const t = new Text({ text: '?', style: { fontFamily: FONT, fontSize: 26, fontWeight: 'bold', fill: 0xe8d8b0 } });
    t.anchor.set(0.5);
    c.addChild(t);
  }
  return c;
}

export const centerOf = (stage: TavernStage, seat: number): { x: number; y: number } => {
  const p = stage.placeOf(seat);
  return p ? { x: p.x + p.w / 2, y: p.y + p.h / 2 } : stage.spot('stack');
};

/** Moves a piece from `a` to `b`, holds it, then removes it. */
export async function fly(stage: TavernStage, piece: Container, a: { x: number; y: number }, b: { x: number; y: number }, ms = 420, hold = 0): Promise<void> {
  if (stage.anim.instant) {
    piece.destroy({ children: true });
    return;
  }
  piece.position.set(a.x, a.y);
  stage.fx.addChild(piece);
  await stage.anim.to(piece.position, { x: b.x, y: b.y }, ms, easeInOut, piece);
  if (hold) await stage.anim.wait(hold);
  piece.destroy({ children: true });
  stage.anim.requestFrame();
}

/** A word floating up from a point (a stat change, a coin count). */
export async function floatText(stage: TavernStage, text: string, at: { x: number; y: number }, color: number, ms = 700, size = 22): Promise<void> {
  if (stage.anim.instant) return;
  const t = new Text({ text, style: { fontFamily: FONT, fontSize: size, fontWeight: 'bold', fill: color, stroke: { color: 0x120c08, width: 4 } } });
  t.anchor.set(0.5);
  t.position.set(at.x, at.y);
  stage.fx.addChild(t);
  await stage.anim.to(t.position, { y: at.y - 34 }, ms, undefined, t);
  t.destroy();
  stage.anim.requestFrame();
}

/** A Prize as a small gold-edged label (in the pot, or flying to its taker). */
export function prizeCard(title: string): Container {
  const c = new Container();
  const t = new Text({ text: `★ ${title}`, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0x2a1a04 } });
  t.anchor.set(0.5);
  const w = Math.min(200, t.width + 16);
  if (t.width > w - 10) t.scale.set((w - 10) / t.width);
  c.addChild(new Graphics().roundRect(-w / 2, -11, w, 22, 6).fill(0xf0d070).stroke({ width: 2, color: 0x8a6a1a }), t);
  return c;
}

/**
 * A card shown large for a moment (issue 22.7): its title, its kind line and its text, so a bot's play can be
 * read as it lands on the stack. No word under 12 px (issue 22.17).
 */
export function bigCard(z: { title: string; type: string; text: string }, by: string): Container {
  const c = new Container();
  c.label = 'big-card';
  const w = 230;
  const pad = 12;
  const head = new Text({ text: by, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0x7a5a2a } });
  const title = new Text({ text: z.title, style: { fontFamily: FONT, fontSize: 18, fontWeight: 'bold', fill: 0x1d1a16, wordWrap: true, wordWrapWidth: w - 2 * pad } });
  const type = new Text({ text: z.type.toUpperCase(), style: { fontFamily: FONT, fontSize: 12, fill: 0x7a5a2a, wordWrap: true, wordWrapWidth: w - 2 * pad } });
  const text = new Text({ text: z.text, style: { fontFamily: FONT, fontSize: 14, fill: 0x1d1a16, wordWrap: true, wordWrapWidth: w - 2 * pad, lineHeight: 18 } });
  let y = pad - 2;
  for (const t of [head, title, type, text]) {
    t.position.set(pad - w / 2, y);
    y += t.height + 4;
  }
  const h = y + pad - 4;
  for (const t of [head, title, type, text]) t.y -= h / 2;
  c.addChild(new Graphics().roundRect(-w / 2, -h / 2, w, h, 10).fill(0xfbf5e6).stroke({ width: 3, color: 0xe8b949 }), head, title, type, text);
  return c;
}
