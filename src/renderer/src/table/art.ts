import { Container, Graphics, Rectangle, Text, type Renderer, type Texture } from 'pixi.js';
import type { CardId, Color } from '../../../shared/cards/card';
import { cardFace, rankLetter, rankName } from '../state/deck';
import { FONT, GOLD, INK, PAPER, SERIF, TEXT_DARK, TINT } from './palette';

/**
 * Textures drawn once and reused: each card face (by rank, color and animal), the card back, the six die
 * faces and a coin. Card faces carry the rank letter and number in the corner (still readable when cards
 * overlap), the rank name, the animal and whether it is a bird or a mammal, and down the left edge the
 * color's printed pattern: red diagonal lines, blue circles, green waves.
 */
export const CARD_W = 120;
export const CARD_H = 168;
const BAND = 20;

export class Art {
  private cache = new Map<string, Texture>();
  constructor(private renderer: Renderer) {}

  private make(key: string, draw: () => Container, w: number, h: number): Texture {
    let t = this.cache.get(key);
    if (!t) {
      const c = draw();
      t = this.renderer.generateTexture({ target: c, frame: new Rectangle(0, 0, w, h), resolution: 2, antialias: true });
      c.destroy({ children: true });
      this.cache.set(key, t);
    }
    return t;
  }

  face(id: CardId): Texture {
    const c = cardFace(id);
    return this.make(`card:${c.kind}:${c.color}:${c.rank}:${c.animal ?? ''}`, () => drawFace(id), CARD_W, CARD_H);
  }

  back(): Texture {
    return this.make('back', drawBack, CARD_W, CARD_H);
  }

  die(value: number): Texture {
    return this.make(`die:${value}`, () => drawDie(value), 64, 64);
  }

  coin(): Texture {
    return this.make('coin', drawCoin, 36, 26);
  }

  destroy(): void {
    for (const t of this.cache.values()) t.destroy(true);
    this.cache.clear();
  }
}

function text(s: string, size: number, color: number, opts: { bold?: boolean; serif?: boolean } = {}): Text {
  return new Text({
    text: s,
    style: { fontFamily: opts.serif ? SERIF : FONT, fontSize: size, fill: color, fontWeight: opts.bold ? 'bold' : 'normal' },
  });
}

/** The color's pattern inside a vertical band. */
export function drawPattern(g: Graphics, color: Color, x: number, y: number, w: number, h: number): void {
  g.rect(x, y, w, h).fill(TINT[color]);
  const ink = INK[color];
  if (color === 'r') {
    for (let k = -w; k < h; k += 7) {
      const y0 = Math.max(y, y + k);
      const x0 = x + (y0 - (y + k));
      const y1 = Math.min(y + h, y + k + w);
      const x1 = x + (y1 - (y + k));
      if (y1 > y0) g.moveTo(x0, y0).lineTo(x1, y1);
    }
    g.stroke({ width: 2.2, color: ink });
  } else if (color === 'b') {
    const r = Math.min(w * 0.28, 4.5);
    for (let cy = y + r + 3; cy < y + h - r; cy += r * 2 + 4) g.circle(x + w / 2, cy, r);
    g.stroke({ width: 2, color: ink });
  } else if (color === 'g') {
    for (const off of [w * 0.3, w * 0.7]) {
      g.moveTo(x + off, y);
      const amp = w * 0.22;
      for (let t = 0; t <= h; t += 2) g.lineTo(x + off + amp * Math.sin((t / 9) * Math.PI), y + t);
    }
    g.stroke({ width: 2, color: ink });
  }
  g.rect(x, y, w, h).stroke({ width: 1, color: ink, alpha: 0.6 });
}

function drawFace(id: CardId): Container {
  const info = cardFace(id);
  const c = new Container();
  const g = new Graphics();
  const dragon = info.kind === 'dragon';
  const grey = info.kind === 'grey';
  const bg = dragon ? 0x2a1b33 : grey ? 0xd3d3d0 : PAPER;
  const fg = dragon ? 0xf3e6c4 : TEXT_DARK;
  g.roundRect(1, 1, CARD_W - 2, CARD_H - 2, 10).fill(bg).stroke({ width: 4, color: INK[info.color] });
  c.addChild(g);
  const band = new Graphics();
  drawPattern(band, info.color, 7, 7, BAND, CARD_H - 14);
  c.addChild(band);

  const letter = rankLetter(info.rank);
  const corner = text(letter, 34, dragon ? GOLD : INK[info.color], { bold: true, serif: true });
  corner.position.set(BAND + 12, 4);
  c.addChild(corner);
  if (info.rank > 0) {
    const num = text(String(info.rank), 17, fg, { bold: true });
    num.position.set(BAND + 14, 42);
    c.addChild(num);
  }

  const name = text(rankName(info.rank), info.rank === 4 ? 17 : 19, fg, { bold: true, serif: true });
  name.anchor.set(0.5, 0.5);
  name.position.set(BAND + (CARD_W - BAND) / 2 + 2, CARD_H * 0.56);
  c.addChild(name);

  // A rank emblem: that many pips (rank 1 = one pip...), so the count reads at a glance too.
  if (info.rank > 0) {
    const pips = new Graphics();
    const n = info.rank;
    const cx = BAND + (CARD_W - BAND) / 2 + 2;
    for (let i = 0; i < n; i++) pips.circle(cx + (i - (n - 1) / 2) * 13, CARD_H * 0.4, 4.5);
    pips.fill(INK[info.color]);
    c.addChild(pips);
  } else {
    const flame = new Graphics();
    const cx = BAND + (CARD_W - BAND) / 2 + 2;
    flame.poly([cx, CARD_H * 0.26, cx + 16, CARD_H * 0.46, cx, CARD_H * 0.42, cx - 16, CARD_H * 0.46]).fill(GOLD);
    c.addChild(flame);
  }

  let sub: string;
  if (info.animal) {
    const mammal = info.mammal;
    sub = `${info.animal[0]!.toUpperCase()}${info.animal.slice(1)}`;
    const kind = text(mammal ? 'mammal' : 'bird', 12, 0x5a5348);
    kind.anchor.set(0.5, 0);
    kind.position.set(BAND + (CARD_W - BAND) / 2 + 2, CARD_H * 0.8);
    c.addChild(kind);
  } else {
    sub = dragon ? `${colorWord(info.color)} Dragon` : 'Grey';
  }
  const animal = text(sub, 16, dragon ? GOLD : fg, { bold: !info.animal });
  // "Green Dragon" is wider than the face beside the band: shrink it to fit rather than run off the card.
  const room = CARD_W - BAND - 12;
  if (animal.width > room) animal.scale.set(room / animal.width);
  animal.anchor.set(0.5, 0);
  animal.position.set(BAND + (CARD_W - BAND) / 2 + 2, CARD_H * 0.67);
  c.addChild(animal);
  return c;
}

function colorWord(c: Color): string {
  return { r: 'Red', g: 'Green', b: 'Blue', x: 'Grey' }[c];
}

function drawBack(): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(1, 1, CARD_W - 2, CARD_H - 2, 10).fill(0x6b2320).stroke({ width: 3, color: 0x2b0d0b });
  g.roundRect(9, 9, CARD_W - 18, CARD_H - 18, 6).stroke({ width: 2, color: GOLD, alpha: 0.85 });
  for (let x = -CARD_H; x < CARD_W; x += 16) {
    g.moveTo(Math.max(12, x), 12 + Math.max(0, 12 - x)).lineTo(Math.min(CARD_W - 12, x + CARD_H), Math.min(CARD_H - 12, 12 + CARD_W - 12 - x));
  }
  g.stroke({ width: 1, color: GOLD, alpha: 0.25 });
  c.addChild(g);
  const t = text('R&W', 26, GOLD, { bold: true, serif: true });
  t.anchor.set(0.5);
  t.position.set(CARD_W / 2, CARD_H / 2);
  const disc = new Graphics().circle(CARD_W / 2, CARD_H / 2, 30).fill(0x4a1512).stroke({ width: 2, color: GOLD });
  c.addChild(disc, t);
  return c;
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

function drawDie(v: number): Container {
  const c = new Container();
  const g = new Graphics();
  g.roundRect(2, 2, 60, 60, 12).fill(0xfdfbf5).stroke({ width: 3, color: 0x333333 });
  for (const [px, py] of PIPS[v] ?? []) g.circle(2 + px * 60, 2 + py * 60, 6);
  g.fill(v === 1 ? 0xb8322a : 0x222222);
  c.addChild(g);
  return c;
}

function drawCoin(): Container {
  const c = new Container();
  const g = new Graphics();
  g.ellipse(18, 15, 16, 9).fill(0xa87b1c);
  g.ellipse(18, 11, 16, 9).fill(GOLD).stroke({ width: 1.5, color: 0x8a6412 });
  g.ellipse(18, 11, 9, 4.5).stroke({ width: 1, color: 0xfff1c0, alpha: 0.8 });
  c.addChild(g);
  return c;
}
