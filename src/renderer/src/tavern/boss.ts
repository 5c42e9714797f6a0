import { Container, Graphics, Text } from 'pixi.js';
import type { TavernView } from '../../../shared/host/machines/tavern';
import { FONT } from '../table/palette';
import { cardTitle, type Zoom } from './words';

/**
 * The Boss's mat (Boss Battle, VARIANTS.md §12), drawn at the foot of the Boss's team plate: Actions n of X with the
 * Actions she played this turn face up in a row, Drinks n of X, her hand size 6+X, a "half turn" tag on her first
 * turn, and her Menace track 0–max with its side's Crackdown. Every number is the view's `boss` and her seat's
 * `menace`; nothing here decides a rule.
 */

/**
 * The mat's height inside the Boss's plate: four lines (issue 24.5: on a 310-unit plate three cut the hand size
 * and the Crackdown to "…"): Actions and Drinks; the Actions played; Menace and the hand; the Crackdown.
 */
export const BOSS_H = 76;

/**
 * The Crackdown's line, wrapped to the mat's inner width (issue 24.5: it was cut at 1024 and 1280, only its hover read
 * it whole); null without a Menace track.
 */
function crackdownText(v: TavernView, w: number): Text | null {
  const b = v.boss;
  const m = b ? v.seats[b.seat]?.menace : undefined;
  if (!m) return null;
  // The Crackdown's text may name its side already ("Boss side: …"): the side is said once.
  const side = m.side === 'boss' ? 'Boss side' : 'Normal side';
  return new Text({ text: m.crackdown.startsWith(side) ? m.crackdown : `${side} · Crackdown: ${m.crackdown}`, style: { fontFamily: FONT, fontSize: 12, fill: 0xe8d0d8, wordWrap: true, wordWrapWidth: w - 12, lineHeight: 15 } });
}

/** The mat's height in a plate `w` wide: its three lines and the Crackdown on as many lines as it needs. */
export function bossHeight(v: TavernView, w: number): number {
  const t = crackdownText(v, w);
  if (!t) return BOSS_H;
  const h = t.height;
  t.destroy();
  return Math.max(BOSS_H, 55 + Math.ceil(h) + 6);
}

function text(s: string, size: number, color: number, bold = false): Text {
  return new Text({ text: s, style: { fontFamily: FONT, fontSize: size, fontWeight: bold ? 'bold' : 'normal', fill: color } });
}

export function bossMat(v: TavernView, w: number, fit: (t: Text, max: number) => void, onZoom: (z: Zoom | null) => void): Container | null {
  const b = v.boss;
  if (!b) return null;
  const c = new Container();
  c.label = 'boss-mat';
  c.addChild(new Graphics().roundRect(0, 0, w, bossHeight(v, w) - 4, 6).fill({ color: 0x3a1420, alpha: 0.85 }).stroke({ width: 1, color: 0xc05070 }));
  const head = text(
    [`BOSS · Actions ${b.actions.n} of ${b.actions.of}`, `Drinks ${b.drinks.n} of ${b.drinks.of}`, b.halfTurn ? 'HALF TURN' : null].filter(Boolean).join(' · '),
    12,
    0xffd0dc,
    true,
  );
  head.position.set(6, 2);
  // A narrow plate (1024×640) says it in short rather than cut the Drinks off.
  // (the pink mat and her row say she is the Boss).
  if (head.width > w - 12) head.text = [`Actions ${b.actions.n}/${b.actions.of}`, `Drinks ${b.drinks.n}/${b.drinks.of}`, b.halfTurn ? 'half turn' : null].filter(Boolean).join(' · ');
  fit(head, w - 12);
  c.addChild(head);
  // The Actions she played this turn, face up in a row until her Action phase ends.
  let x = 6;
  const played = b.actions.played;
  if (!played.length) {
    const none = text(b.onTurn ? 'no Action played yet this turn' : 'Actions show here on her turn', 12, 0xb8a0a8);
    none.position.set(x, 19);
    c.addChild(none);
  }
  for (const id of played) {
    const t = text(cardTitle(v, id), 12, 0x1d1a16, true);
    const cw = Math.min(w - x - 6, t.width + 10);
    if (cw < 30) break;
    fit(t, cw - 8);
    const chip = new Container();
    chip.position.set(x, 18);
    chip.addChild(new Graphics().roundRect(0, 0, cw, 17, 4).fill(0xf6e6ea).stroke({ width: 1, color: 0xc05070 }));
    t.position.set(5, 1);
    chip.addChild(t);
    c.addChild(chip);
    x += cw + 4;
  }
  // Her Menace track: pips 0–max and the Crackdown of the side in play (hover reads it whole).
  const m = v.seats[b.seat]?.menace;
  if (m) {
    const label = text(`Menace ${m.n}/${m.max}`, 12, 0xff9ab0, true);
    label.position.set(6, 37);
    c.addChild(label);
    const g = new Graphics();
    let px = 6 + label.width + 8;
    const hand = text(`· hand ${b.handSize} (6+${b.x})`, 12, 0xffd0dc, true);
    // The pips take what the hand size leaves (at 1024 they cut it to "· hand 9 (6…"): smaller, never the words.
    const step = Math.max(7, Math.min(13, (w - px - hand.width - 12) / Math.max(1, m.max)));
    const pr = Math.min(5, (step - 3) / 2);
    for (let k = 0; k < m.max; k++) {
      g.circle(px + pr, 45, pr).fill(k < m.n ? 0xe04a70 : 0x3a3028).stroke({ width: 1, color: k < m.n ? 0xffb0c0 : 0x6a5a42 });
      px += step;
    }
    c.addChild(g);
    hand.position.set(px + 6, 37);
    fit(hand, w - px - 12);
    c.addChild(hand);
    const crack = crackdownText(v, w)!;
    crack.position.set(6, 55);
    c.addChild(crack);
    const z: Zoom = { title: `Menace ${m.n}/${m.max}`, type: `${m.side === 'boss' ? 'Boss' : 'Normal'} side`, text: `Crackdown: ${m.crackdown}` };
    crack.eventMode = 'static';
    crack.cursor = 'help';
    crack.on('pointerover', (ev) => (ev.stopPropagation(), onZoom(z)));
    crack.on('pointerout', () => onZoom(null));
  }
  return c;
}
