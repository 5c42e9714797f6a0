import { Container, Graphics, Rectangle, Sprite, Text } from 'pixi.js';
import type { CardId } from '../../../shared/cards/card';
import { cardName } from '../state/deck';
import type { Art } from './art';
import { CARD_H, CARD_W } from './art';
import { FONT, GOLD, TEXT_LIGHT } from './palette';

/** One card on the table: its face or its back, and a ring when it can be clicked or is selected. */
export class CardView extends Container {
  id: CardId | null = null;
  faceUp = false;
  zone = '';
  size = 60;
  dim = false;
  selectable = false;
  selected = false;
  private sprite: Sprite;
  private ring = new Graphics();
  private badge: Container | null = null;
  private badgeText = '';
  private captionBox: Container | null = null;
  private captionText = '';
  private plannedMark = new Graphics();
  planned = false;

  constructor(private art: Art, id: CardId | null) {
    super();
    this.sprite = new Sprite(art.back());
    this.sprite.anchor.set(0.5);
    this.addChild(this.sprite, this.plannedMark, this.ring);
    // The card answers the pointer on its face alone: the ring of a clickable card reaches past the face,
    // and in a fanned hand it lay over the strip of the card beneath (a click there hit the neighbour).
    this.hitArea = new Rectangle(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H);
    this.setFace(id);
  }

  setFace(id: CardId | null): void {
    this.id = id;
    this.faceUp = id !== null;
    this.sprite.texture = id === null ? this.art.back() : this.art.face(id);
    this.label = id === null ? 'face-down card' : cardName(id);
  }

  /** The scale that shows the card `w` pixels wide. */
  scaleFor(w: number): number {
    return w / CARD_W;
  }

  /** A number on the card's corner (coins on a Horde, a Leader's strength); null removes it. */
  setBadge(text: string | null): void {
    if ((text ?? '') === this.badgeText) return;
    this.badgeText = text ?? '';
    this.badge?.destroy({ children: true });
    this.badge = null;
    if (text === null) return;
    const c = new Container();
    const t = new Text({ text, style: { fontFamily: FONT, fontSize: 30, fontWeight: 'bold', fill: 0x2a1a05 } });
    t.anchor.set(0.5);
    const w = Math.max(48, t.width + 18);
    c.addChild(new Graphics().roundRect(-w / 2, -23, w, 46, 23).fill(GOLD).stroke({ width: 4, color: 0x2a1a05 }), t);
    // The top right corner, the one empty corner of a face: the rank letter is top left, the pips, the name
    // and the animal (a Horde's "Red Dragon") run across the middle and the bottom (issue 28: the badge
    // covered the Horde names).
    c.position.set(CARD_W / 2 - w / 2 + 2, -CARD_H / 2 + 25);
    this.badge = c;
    this.addChild(c);
  }

  /** Where the badge is drawn, in the card's own units (centre at 0,0), or null without one. */
  badgeBox(): { x: number; y: number; w: number; h: number } | null {
    if (!this.badge) return null;
    const b = this.badge.getLocalBounds();
    return { x: this.badge.x + b.x, y: this.badge.y + b.y, w: b.width, h: b.height };
  }

  /**
   * A word across the bottom of the card (the district a City Square card becomes), over the animal's line
   * so the rank letter, the number and the name stay in view; null removes it.
   */
  setCaption(text: string | null): void {
    if ((text ?? '') === this.captionText) return;
    this.captionText = text ?? '';
    this.captionBox?.destroy({ children: true });
    this.captionBox = null;
    if (text === null) return;
    const c = new Container();
    const t = new Text({ text, style: { fontFamily: FONT, fontSize: 22, fontWeight: 'bold', fill: 0xfff6dc } });
    t.anchor.set(0.5);
    if (t.width > 108) t.scale.set(108 / t.width);
    c.addChild(new Graphics().roundRect(-58, -17, 116, 34, 8).fill({ color: 0x2a1a05, alpha: 0.88 }), t);
    c.position.set(0, 62);
    this.captionBox = c;
    // Under the badge, if the card has both.
    this.addChildAt(c, this.children.indexOf(this.ring));
  }

  /** Chosen this year but not yet revealed to the others (City Square): a dashed frame says "not built yet". */
  setPlanned(planned: boolean): void {
    if (planned === this.planned) return;
    this.planned = planned;
    this.plannedMark.clear();
    if (!planned) return;
    const w = 120;
    const h = 168;
    for (let x = -w / 2; x < w / 2; x += 16) {
      this.plannedMark.moveTo(x, -h / 2 - 6).lineTo(Math.min(x + 9, w / 2), -h / 2 - 6);
      this.plannedMark.moveTo(x, h / 2 + 6).lineTo(Math.min(x + 9, w / 2), h / 2 + 6);
    }
    for (let y = -h / 2; y < h / 2; y += 16) {
      this.plannedMark.moveTo(-w / 2 - 6, y).lineTo(-w / 2 - 6, Math.min(y + 9, h / 2));
      this.plannedMark.moveTo(w / 2 + 6, y).lineTo(w / 2 + 6, Math.min(y + 9, h / 2));
    }
    this.plannedMark.stroke({ width: 5, color: 0x9fd8ff });
  }

  setChoice(selectable: boolean, selected: boolean): void {
    this.selectable = selectable;
    this.selected = selected;
    // Every card answers the pointer (its tooltip, issue 13.16); only a selectable one is clickable.
    this.eventMode = 'static';
    this.cursor = selectable ? 'pointer' : 'default';
    this.ring.clear();
    if (selected) {
      this.ring.roundRect(-64, -88, 128, 176, 13).stroke({ width: 9, color: GOLD });
    } else if (selectable) {
      this.ring.roundRect(-63, -87, 126, 174, 12).stroke({ width: 5, color: 0xfff3b0, alpha: 0.9 });
    }
  }
}

/** A seat's name plate: name, chips, and a status line; it glows while the table waits for this seat. */
export class Plate extends Container {
  private bg = new Graphics();
  private nameText: Text;
  private chipsText: Text;
  private statusText: Text;
  private coins = new Container();
  private art: Art;
  private token = new Container();
  w = 190;
  h = 46;

  constructor(art: Art) {
    super();
    this.nameText = new Text({ text: '', style: { fontFamily: FONT, fontSize: 15, fontWeight: 'bold', fill: TEXT_LIGHT } });
    this.chipsText = new Text({ text: '', style: { fontFamily: FONT, fontSize: 15, fontWeight: 'bold', fill: GOLD } });
    this.statusText = new Text({ text: '', style: { fontFamily: FONT, fontSize: 12, fill: 0xd9e6dc } });
    this.art = art;
    const tg = new Graphics().circle(0, 0, 10).fill(0xf6f1e4).stroke({ width: 2, color: 0x7a5a1c });
    const tt = new Text({ text: 'S', style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0x5b3a21 } });
    tt.anchor.set(0.5);
    this.token.addChild(tg, tt);
    this.addChild(this.bg, this.nameText, this.chipsText, this.coins, this.statusText, this.token);
  }

  update(o: { w: number; h: number; name: string; chips: number; status: string; waiting: boolean; out: boolean; me: boolean; starting: boolean }): void {
    this.w = o.w;
    this.h = o.h;
    const { w, h } = o;
    this.bg.clear();
    if (o.waiting) this.bg.roundRect(-w / 2 - 5, -h / 2 - 5, w + 10, h + 10, 14).fill({ color: GOLD, alpha: 0.35 });
    this.bg
      .roundRect(-w / 2, -h / 2, w, h, 10)
      .fill({ color: o.me ? 0x2b2036 : 0x1b1712, alpha: o.out ? 0.55 : 0.88 })
      .stroke({ width: o.waiting ? 3 : 1.5, color: o.waiting ? GOLD : 0x8d7a55 });
    this.nameText.text = o.name;
    this.nameText.alpha = o.out ? 0.6 : 1;
    this.nameText.position.set(-w / 2 + (o.starting ? 28 : 10), -h / 2 + 5);
    this.chipsText.text = String(o.chips);
    this.chipsText.anchor.set(1, 0);
    this.chipsText.position.set(w / 2 - 9, -h / 2 + 5);
    // A small stack of chips that grows with the seat's chips.
    const n = o.chips <= 0 ? 0 : Math.min(5, Math.max(1, Math.ceil(Math.log2(o.chips + 1) / 1.6)));
    if (this.coins.children.length !== n) {
      this.coins.removeChildren().forEach((c) => c.destroy());
      for (let k = 0; k < n; k++) {
        const c = new Sprite(this.art.coin());
        c.scale.set(0.55);
        c.position.set(0, -k * 2.5);
        this.coins.addChild(c);
      }
    }
    this.coins.position.set(w / 2 - 14 - this.chipsText.width - 20, -h / 2 + 15);
    // The status line fits the plate: a little smaller if need be, then cut short.
    this.statusText.scale.set(1);
    let status = o.status;
    this.statusText.text = status;
    if (this.statusText.width > w - 18) this.statusText.scale.set(Math.max(0.8, (w - 18) / this.statusText.width));
    while (this.statusText.width > w - 18 && status.length > 4) {
      status = status.slice(0, -2);
      this.statusText.text = `${status.trimEnd()}…`;
    }
    this.statusText.position.set(-w / 2 + 10, -h / 2 + 25);
    this.token.visible = o.starting;
    this.token.position.set(-w / 2 + 15, -h / 2 + 14);
    // Keep the name clear of the chips.
    const room = w - 28 - (o.starting ? 18 : 0) - this.chipsText.width - 24;
    if (this.nameText.width > room) this.nameText.scale.set(Math.max(0.6, room / (this.nameText.width / this.nameText.scale.x)));
    else this.nameText.scale.set(1);
  }
}

/** A short caption that floats over a place on the table and fades ("Raises to 6"). */
export function caption(text: string, strong = false): Container {
  const c = new Container();
  const t = new Text({ text, style: { fontFamily: FONT, fontSize: strong ? 18 : 14, fontWeight: 'bold', fill: strong ? 0x2a1a05 : TEXT_LIGHT } });
  t.anchor.set(0.5);
  const g = new Graphics()
    .roundRect(-t.width / 2 - 10, -t.height / 2 - 5, t.width + 20, t.height + 10, 9)
    .fill({ color: strong ? GOLD : 0x111111, alpha: strong ? 0.95 : 0.82 });
  c.addChild(g, t);
  return c;
}

export function label(text: string, size = 11, color = 0xcfe3d4): Text {
  const t = new Text({
    text,
    // A dark edge keeps the words readable where they cross a card's ring.
    style: { fontFamily: FONT, fontSize: size, fill: color, fontWeight: 'bold', letterSpacing: 0.3, stroke: { color: 0x12301f, width: 3 } },
  });
  t.anchor.set(0.5, 0);
  return t;
}
