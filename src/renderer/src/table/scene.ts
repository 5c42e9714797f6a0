import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Sprite, Text } from 'pixi.js';
import type { CardId } from '../../../shared/cards/card';
import { cardFace, cardName, rankLetter } from '../state/deck';
import type { GameEvent, Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import type { Presenter } from '../state/client.svelte';
import { namesList, zoneSeat, zoneWords } from '../state/words';
import { Animator, easeInOut } from './animator';
import { frameFloorMs, installSoftwareLimits } from './software';
import { playBatch } from '../scene/registry';
import { tableAnimators } from './animators';
import type { TableStage } from './animators/stage';
import { Art, CARD_H, CARD_W } from './art';
import { cardBadges, cardCaptions, gridOf, outWords, wheelOf, pileZone, plannedCards, readG, wholeZone, zoneOrder, zoneTitle, type DiceGroup, type InfoLine } from './gdata';
import { computeLayout, type ItemIn, type Layout, type Pt, type WheelIn } from './layout';
import { FELT, FELT_DARK, FONT, GOLD, RIM, TEXT_LIGHT } from './palette';
import { caption, CardView, label, Plate } from './pieces';

/**
 * The table: one Pixi stage. It keeps what it shows (cards per zone, dice, chips) as its own model, moves
 * it event by event through the Animator, and always ends on exactly the view it was given. It knows the
 * zone naming convention (`<base>.<seat>` at that seat, plain names in the middle) and nothing of any
 * game's rules.
 */
const ZONE_ORDER = ['hand', 'private', 'public', 'up', 'keep', 'scouts', 'city', 'cart', 'warehouse', 'loot', 'rogues'];
const zoneRank = (name: string): number => {
  const i = ZONE_ORDER.indexOf(name.split('.')[0]!);
  return i < 0 ? ZONE_ORDER.length : i;
};

export interface TableDescription {
  blank: boolean;
  viewer: Seat;
  cards: { zone: string; seat: Seat | null; id: CardId | null; card: string | null; faceUp: boolean }[];
  seats: { seat: Seat; name: string; chips: number; folded: boolean }[];
  pots: string[];
}

/** A card as drawn (CSS pixels): its centre and size, how wide a strip shows from under the next, its badge. */
export interface CardBox {
  zone: string;
  id: CardId | null;
  x: number;
  y: number;
  w: number;
  h: number;
  shows: number;
  badge: { x: number; y: number; w: number; h: number } | null;
  clickable: boolean;
}

export class TableScene implements Presenter {
  app = new Application();
  private art!: Art;
  private anim!: Animator;
  private felt = new Graphics();
  private labels = new Container();
  private plates = new Container();
  private piles = new Container();
  private cardsLayer = new Container();
  private diceLayer = new Container();
  private chipsLayer = new Container();
  private fx = new Container();
  private zones = new Map<string, CardView[]>();
  private plateOf = new Map<Seat, Plate>();
  private dice = new Map<string, Sprite[]>();
  private view: SeatView | null = null;
  private stacks: number[] = [];
  private roundBet: number[] = [];
  private folded: boolean[] = [];
  private groups: DiceGroup[] = [];
  private info: InfoLine[] = [];
  private layout: Layout | null = null;
  private blanked = true;
  private choice = { clickable: new Set<CardId>(), selected: new Set<CardId>(), cells: [] as [number, number][], area: [] as [number, number][] };
  private ghosts = new Container();
  private ready = false;
  private resizer: ResizeObserver | null = null;
  onCardClick: (id: CardId) => void = () => {};
  /** An empty district of the viewer's grid (a city) was clicked: its row and column. */
  onCellClick: (cell: [number, number]) => void = () => {};
  /** Each event as it starts to play (the sounds listen here). */
  onEvent: (e: GameEvent, viewer: Seat) => void = () => {};
  /** The pointer is over a card (its id, null for a face-down one) or a seat's plate, or left it (null). */
  onHover: (what: { card: CardId | null; at: Pt } | { seat: Seat; at: Pt } | null) => void = () => {};

  async init(parent: HTMLElement): Promise<void> {
    installSoftwareLimits();
    await this.app.init({
      resizeTo: parent,
      // The felt is the clear color: large fills are what a software renderer is slowest at.
      background: FELT,
      antialias: false,
      autoStart: false,
      sharedTicker: false,
      autoDensity: true,
      resolution: Math.min(2, globalThis.devicePixelRatio || 1),
      preference: 'webgl',
    });
    this.app.canvas.setAttribute('data-testid', 'table-canvas');
    this.app.canvas.setAttribute('aria-hidden', 'true');
    parent.appendChild(this.app.canvas);
    this.art = new Art(this.app.renderer);
    this.anim = new Animator(() => this.app.render());
    this.anim.minFrameMs = frameFloorMs(this.app.renderer);
    // Zone labels above the cards: a clickable card's ring or a lifted card must not hide what the zone is.
    // The districts on offer lie over the cards: building on a district covers its card, so its target
    // must be clickable on top of it.
    this.app.stage.addChild(this.felt, this.piles, this.plates, this.chipsLayer, this.cardsLayer, this.ghosts, this.diceLayer, this.labels, this.fx);
    this.app.renderer.on('resize', () => void this.relayout(false));
    // Pixi follows the window's size only; the stage also changes size when the dock grows with its choices.
    this.resizer = new ResizeObserver(() => {
      if (this.ready) this.app.resize();
    });
    this.resizer.observe(parent);
    this.ready = true;
    this.drawFelt();
    this.anim.requestFrame();
  }

  set speed(s: number) {
    if (this.anim) this.anim.speed = s;
  }

  destroy(): void {
    this.ready = false;
    this.resizer?.disconnect();
    this.anim?.destroy();
    this.art?.destroy();
    // `removeView` alone, not `true`: `true` also releases Pixi's global resources (batchers, texture pools),
    // which another stage still on screen shares (the tavern's scene around an embedded hosted table).
    this.app.destroy({ removeView: true }, { children: true });
  }

  // ---- Presenter -------------------------------------------------------------------------------------

  blank(): void {
    this.anim?.finishAll();
    for (const cards of this.zones.values()) for (const c of cards) c.destroy();
    this.zones.clear();
    for (const d of this.dice.values()) for (const s of d) s.destroy();
    this.dice.clear();
    this.plates.removeChildren().forEach((p) => p.destroy({ children: true }));
    this.plateOf.clear();
    this.bubbles.clear();
    this.peek = null;
    for (const layer of [this.labels, this.piles, this.chipsLayer, this.ghosts, this.fx]) layer.removeChildren().forEach((p) => p.destroy({ children: true }));
    this.view = null;
    this.layout = null;
    this.blanked = true;
    if (this.ready) {
      this.drawFelt();
      this.app.render();
    }
  }

  skip(): void {
    this.anim?.skip();
  }

  async show(view: SeatView, animate: boolean): Promise<void> {
    if (!this.ready) return;
    try {
      await this.sync(view, animate);
    } catch (e) {
      this.recover('showing the table', e, view);
    }
    this.anim.endBatch();
  }

  async play(events: GameEvent[], view: SeatView): Promise<void> {
    if (!this.ready) return;
    if (this.blanked || !this.view || this.view.seat !== view.seat) return this.show(view, false);
    const viewer = this.view.seat;
    try {
      // Each event is animated by the registry's families; one that fails leaves the model unsure, so the
      // table stops animating and draws the view as it is.
      const r = await playBatch(this.animators, this.stageFor(view), events, { alive: () => this.ready, before: (e) => this.onEvent(e, viewer) });
      if (r.end === 'gone' || !this.ready) return;
      if (r.end === 'failed') this.recover(`animating ${r.event.t} (${r.failures.map((f) => f.family).join(', ')})`, r.failures[0]!.error, view);
      else await this.sync(view, true);
    } catch (e) {
      this.recover(`animating ${events.map((x) => x.t).join(', ')}`, e, view);
    }
    this.anim.endBatch();
  }

  /**
   * An animation failed: say so in the console and draw the view as it is, at once. The game never waits on
   * the drawing (issue 13: a throwing tween once froze a table for good).
   */
  private recover(what: string, e: unknown, view: SeatView): void {
    console.error(`The table skipped ${what}: ${e instanceof Error ? e.message : String(e)}`);
    if (!this.ready) return;
    this.anim.skip();
    try {
      this.blank();
      void this.sync(view, false).catch(() => undefined);
    } catch (again) {
      console.error(`The table could not redraw: ${again instanceof Error ? again.message : String(again)}`);
    }
  }

  /**
   * Which cards may be clicked (they name a legal action), which are selected, and which empty cells of
   * the viewer's grid zone (a city) the selected card may go to.
   */
  setChoices(clickable: Iterable<CardId>, selected: Iterable<CardId>, cells: [number, number][] = [], area: [number, number][] = cells): void {
    this.choice = { clickable: new Set(clickable), selected: new Set(selected), cells, area };
    for (const cards of this.zones.values()) {
      for (const c of cards) c.setChoice(c.id !== null && this.choice.clickable.has(c.id), c.id !== null && this.choice.selected.has(c.id));
    }
    void this.relayout(true);
  }

  describe(): TableDescription {
    const v = this.view;
    const cards: TableDescription['cards'] = [];
    for (const [zone, list] of this.zones) {
      for (const c of list) cards.push({ zone, seat: zoneSeat(zone), id: c.id, card: c.id === null ? null : cardName(c.id), faceUp: c.faceUp });
    }
    return {
      blank: this.blanked,
      viewer: v?.seat ?? -1,
      cards,
      seats: v ? v.names.map((name, seat) => ({ seat, name, chips: this.stacks[seat] ?? 0, folded: !!this.folded[seat] })) : [],
      pots: v ? this.potLines(v) : [],
    };
  }

  /** Where a card is on the canvas (CSS pixels), for tests that click it. */
  cardPoint(id: CardId): Pt | null {
    const k = this.zoom;
    for (const list of this.zones.values()) for (const c of list) if (c.id === id) return { x: c.x * k, y: c.y * k };
    return null;
  }

  /**
   * Every card as drawn (CSS pixels: centre, width, height), for tests that measure what a player can read.
   * A card partly covered by the next one in its zone is as wide as the part that shows (`shows`).
   */
  cardBoxes(): CardBox[] {
    const k = this.zoom;
    const out: CardBox[] = [];
    for (const [zone, list] of this.zones) {
      list.forEach((c, i) => {
        const w = Math.abs(c.scale.x) * CARD_W * k;
        const next = list[i + 1];
        const shows = next && Math.abs(next.y - c.y) * k < w * 1.4 ? Math.min(w, Math.max(0, Math.abs(next.x - c.x) * k)) : w;
        const b = c.badgeBox();
        const u = w / CARD_W;
        const badge = b && { x: c.x * k + b.x * u, y: c.y * k + b.y * u, w: b.w * u, h: b.h * u };
        out.push({ zone, id: c.id, x: c.x * k, y: c.y * k, w, h: w * 1.4, shows, badge, clickable: c.selectable });
      });
    }
    return out;
  }

  /** The table's size in CSS pixels and the rim's width there. */
  stageBox(): { W: number; H: number; rim: number } {
    return { W: this.app.screen.width, H: this.app.screen.height, rim: 16 * this.zoom };
  }

  // ---- model ---------------------------------------------------------------------------------------

  private newCard(id: CardId | null, at: Pt): CardView {
    const c = new CardView(this.art, id);
    c.position.set(at.x, at.y);
    c.scale.set(c.scaleFor(44));
    c.on('pointertap', () => {
      if (c.selectable && c.id !== null) this.onCardClick(c.id);
    });
    c.on('pointerover', (e) => {
      this.showPeek(c);
      this.onHover({ card: c.id, at: { x: e.global.x, y: e.global.y } });
    });
    c.on('pointerout', () => {
      this.hidePeek(c);
      this.onHover(null);
    });
    this.cardsLayer.addChild(c);
    return c;
  }

  /** The enlarged copy of a small card under the pointer, and the card it shows. */
  private peek: { of: CardView; view: Container } | null = null;

  /** A card drawn narrower than this (table units) shows enlarged while the pointer is on it. */
  static readonly PEEK_BELOW = 64;
  static readonly PEEK_W = 120;

  /**
   * A face-up card drawn small (an opponent's city, a spoke of The Wheel, a fanned hand) shows enlarged
   * beside the pointer, above everything, while the pointer is on it (issue 28, item 6). A copy, not the
   * card: the card keeps its place, so what the pointer is on does not move under it.
   */
  private showPeek(c: CardView): void {
    this.hidePeek(null);
    if (!c.faceUp || c.id === null || Math.abs(c.scale.x) * CARD_W >= TableScene.PEEK_BELOW) return;
    const view = new Container();
    const s = new Sprite(this.art.face(c.id));
    s.anchor.set(0.5);
    const k = TableScene.PEEK_W / CARD_W;
    s.scale.set(k);
    view.addChild(new Graphics().roundRect((-CARD_W * k) / 2 - 4, (-CARD_H * k) / 2 - 4, CARD_W * k + 8, CARD_H * k + 8, 12).fill({ color: 0x000000, alpha: 0.45 }), s);
    view.eventMode = 'none';
    // Above the card when there is room, else below it; always inside the rim.
    const { W, H } = this.size;
    const h = CARD_H * k;
    const small = Math.abs(c.scale.y) * CARD_H;
    let y = c.y - small / 2 - 8 - h / 2;
    if (y - h / 2 < 8) y = c.y + small / 2 + 8 + h / 2;
    y = Math.min(Math.max(y, h / 2 + 8), H - h / 2 - 8);
    const x = Math.min(Math.max(c.x, (CARD_W * k) / 2 + 20), W - (CARD_W * k) / 2 - 20);
    view.position.set(x, y);
    this.fx.addChild(view);
    this.peek = { of: c, view };
    this.anim.requestFrame();
  }

  private hidePeek(of: CardView | null): void {
    if (!this.peek || (of && this.peek.of !== of)) return;
    if (!this.peek.view.destroyed) this.peek.view.destroy({ children: true });
    this.peek = null;
    this.anim?.requestFrame();
  }

  /** The enlarged card on show (CSS pixels), for tests. */
  peekBox(): { id: CardId | null; x: number; y: number; w: number; h: number } | null {
    if (!this.peek || this.peek.view.destroyed) return null;
    const k = this.zoom;
    const w = TableScene.PEEK_W * k;
    return { id: this.peek.of.id, x: this.peek.view.x * k, y: this.peek.view.y * k, w, h: w * 1.4 };
  }

  /**
   * What the pointer hits at a point (CSS pixels): the card Pixi's event system finds there, and the card
   * drawn topmost there (the last drawn whose face holds the point). A test checks they are the same.
   */
  cardsAt(x: number, y: number): { hit: CardId | null | undefined; drawn: CardId | null | undefined } {
    const k = this.zoom;
    const target = this.app.renderer.events.rootBoundary.hitTest(x, y);
    let hit: CardId | null | undefined;
    let t: Container | null = target;
    while (t && !(t instanceof CardView)) t = t.parent;
    if (t instanceof CardView) hit = t.id;
    let drawn: CardId | null | undefined;
    for (const c of this.cardsLayer.children) {
      if (!(c instanceof CardView) || !c.visible) continue;
      const w = (Math.abs(c.scale.x) * CARD_W) / 2;
      const h = (Math.abs(c.scale.y) * CARD_H) / 2;
      if (Math.abs(x / k - c.x) <= w && Math.abs(y / k - c.y) <= h) drawn = c.id;
    }
    return { hit, drawn };
  }

  private deckPoint(): Pt {
    return this.layout?.deck ?? { x: this.size.W / 2, y: this.size.H / 2 };
  }

  /**
   * How much the whole table is enlarged: 1 up to a 1280×640 stage, more on a big window (up to 1.6), so
   * cards, plates and words grow with the screen instead of floating small in a wide felt (issue 13).
   */
  private get zoom(): number {
    return Math.max(1, Math.min(1.6, this.app.screen.width / 1280, this.app.screen.height / 640));
  }

  /** The stage in table units (CSS pixels divided by the zoom): what the layout works in. */
  private get size(): { W: number; H: number } {
    const k = this.zoom;
    return { W: this.app.screen.width / k, H: this.app.screen.height / k };
  }

  /** Words drawn at the zoomed size rather than stretched (blurred) from a smaller bitmap. */
  private sharpen(root: Container): void {
    const res = this.app.renderer.resolution * this.zoom;
    const walk = (c: Container): void => {
      if (c instanceof Text) {
        if (c.resolution !== res) c.resolution = res;
        return;
      }
      for (const child of c.children) walk(child);
    };
    walk(root);
  }

  private async sync(view: SeatView, animate: boolean): Promise<void> {
    // A destroyed scene's sprites are gone (their Graphics' contexts null): nothing is drawn any more.
    if (!this.ready) return;
    const first = this.blanked || !this.view || this.view.seat !== view.seat;
    this.blanked = false;
    this.view = view;
    this.stacks = [...view.stacks];
    this.roundBet = [...view.roundBet];
    this.folded = view.folded.map((f, i) => f || !view.inGame[i]);
    const { dice, info } = readG(view.game, view.g, view.names.length, view);
    this.groups = dice;
    this.info = info;

    // Cards: reuse a sprite that shows the same card (wherever it is), else one of the zone's own by order.
    const old = this.zones;
    const byId = new Map<CardId, CardView>();
    for (const list of old.values()) for (const c of list) if (c.id !== null) byId.set(c.id, c);
    const used = new Set<CardView>();
    const next = new Map<string, CardView[]>();
    const names = Object.keys(view.zones).sort(
      (a, b) => zoneOrder(view.game, a) - zoneOrder(view.game, b) || zoneRank(a) - zoneRank(b) || a.localeCompare(b),
    );
    for (const name of names) {
      const z = view.zones[name]!;
      const list: CardView[] = [];
      const own = (old.get(name) ?? []).filter((c) => !used.has(c));
      for (const id of z.cards) {
        let c: CardView | undefined;
        if (id !== null) c = byId.get(id);
        if (c && used.has(c)) c = undefined;
        if (!c) c = own.find((x) => !used.has(x) && (x.id === null || !z.cards.includes(x.id)));
        if (!c) c = this.newCard(id, this.deckPoint());
        used.add(c);
        if (c.id !== id) {
          if (animate && !first && !this.anim.instant) void this.flip(c, id);
          else c.setFace(id);
        }
        c.zone = name;
        list.push(c);
      }
      if (list.length) next.set(name, list);
    }
    const gone: CardView[] = [];
    for (const list of old.values()) for (const c of list) if (!used.has(c)) gone.push(c);
    // The viewer's choices not yet revealed are drawn where they go (City Square: this year's districts).
    const planned = new Set<CardView>();
    for (const p of plannedCards(view)) {
      for (const [zone, list] of next) {
        const i = list.findIndex((c) => c.id === p.card);
        if (i < 0 || zone === p.zone) continue;
        const [c] = list.splice(i, 1);
        if (!list.length) next.delete(zone);
        c!.zone = p.zone;
        next.set(p.zone, [...(next.get(p.zone) ?? []), c!]);
        planned.add(c!);
        break;
      }
    }
    this.zones = next;
    const badges = cardBadges(view);
    const captions = cardCaptions(view);
    for (const cards of this.zones.values()) {
      for (const c of cards) {
        c.setChoice(c.id !== null && this.choice.clickable.has(c.id), c.id !== null && this.choice.selected.has(c.id));
        c.setBadge(c.id !== null ? (badges.get(c.id) ?? null) : null);
        c.setCaption(c.id !== null ? (captions.get(c.id) ?? null) : null);
        c.setPlanned(planned.has(c));
      }
    }
    const discard = this.layout?.discard;
    for (const c of gone) {
      if (animate && !first && discard) {
        void this.anim.to(c, { x: discard.x, y: discard.y, alpha: 0 }, 350).then(() => c.destroy());
      } else c.destroy();
    }
    this.syncDice();
    await this.relayout(animate && !first);
  }

  private syncDice(): void {
    const want = new Map(this.groups.map((g) => [`${g.seat ?? 'c'}:${g.key}`, g]));
    for (const [k, list] of this.dice) {
      if (!want.has(k)) {
        list.forEach((s) => s.destroy());
        this.dice.delete(k);
      }
    }
    for (const [k, g] of want) {
      const list = this.dice.get(k) ?? [];
      while (list.length > g.dice.length) list.pop()!.destroy();
      while (list.length < g.dice.length) {
        const s = new Sprite(this.art.die(1));
        s.anchor.set(0.5);
        const p = this.seatPoint(g.seat);
        s.position.set(p.x, p.y);
        s.scale.set(0.5);
        this.diceLayer.addChild(s);
        list.push(s);
      }
      g.dice.forEach((v, i) => (list[i]!.texture = this.art.die(v)));
      this.dice.set(k, list);
    }
  }

  private seatPoint(seat: Seat | null): Pt {
    if (seat === null || !this.layout) return this.layout?.center ?? { x: 0, y: 0 };
    return this.layout.seats[seat]?.plate ?? this.layout.center;
  }

  // ---- layout ----------------------------------------------------------------------------------------

  /** The wooden rim and its rounded corners; the felt itself is the clear color. */
  private drawFelt(): void {
    this.app.stage.scale.set(this.zoom);
    const { W, H } = this.size;
    const g = this.felt.clear();
    const R = Math.min(120, H / 3);
    const d = 16;
    // Outside each rounded corner: wood.
    const corner = (cx: number, cy: number, sx: number, sy: number) => {
      const pts: number[] = [cx, cy, cx + sx * (R + d), cy];
      for (let k = 0; k <= 12; k++) {
        const a = (Math.PI / 2) * (k / 12);
        pts.push(cx + sx * (d + R - R * Math.sin(a)), cy + sy * (d + R - R * Math.cos(a)));
      }
      pts.push(cx, cy + sy * (R + d));
      g.poly(pts).fill(RIM);
    };
    corner(0, 0, 1, 1);
    corner(W, 0, -1, 1);
    corner(0, H, 1, -1);
    corner(W, H, -1, -1);
    g.rect(0, 0, W, d).fill(RIM);
    g.rect(0, H - d, W, d).fill(RIM);
    g.rect(0, 0, d, H).fill(RIM);
    g.rect(W - d, 0, d, H).fill(RIM);
    g.roundRect(d, d, W - 2 * d, H - 2 * d, R).stroke({ width: 3, color: FELT_DARK });
    g.roundRect(4, 4, W - 8, H - 8, R + 8).stroke({ width: 2, color: 0x3b2312, alpha: 0.8 });
  }

  private relayout(animate: boolean): Promise<void> {
    const v = this.view;
    if (!this.ready) return Promise.resolve();
    this.drawFelt();
    if (!v) return Promise.resolve();
    const { W, H } = this.size;
    const n = v.names.length;
    const seatItems = new Map<Seat, ItemIn[]>();
    const common: ItemIn[] = [];
    const grid = gridOf(v.game);
    const names = [...this.zones.keys()];
    const mineGrid = grid ? `${grid.base}.${v.seat}` : null;
    if (mineGrid && v.seat >= 0 && (this.choice.cells.length || this.choice.area.length) && !this.zones.has(mineGrid)) names.push(mineGrid);
    for (const name of names) {
      const list = this.zones.get(name) ?? [];
      const seat = zoneSeat(name);
      const item: ItemIn = { key: `z:${name}`, count: list.length, kind: 'cards', label: this.zoneLabel(name, v).length * 6.4 };
      // Another seat's cards all face down say only how many there are: a neat pile, not a fan across the felt.
      if (pileZone(v.game, name) || (seat !== null && seat !== v.seat && list.length > 1 && list.every((c) => c.id === null))) item.pile = true;
      if (wholeZone(v.game, name)) item.whole = true;
      if (grid && seat !== null && name === `${grid.base}.${seat}`) {
        const g = this.gridItem(grid.cells(v, seat), list, name === mineGrid ? this.choice.cells : [], name === mineGrid ? this.choice.area : []);
        item.grid = g.grid;
        if (name === mineGrid) this.gridOrigin = g.origin;
      }
      if (seat === null) common.push(item);
      else seatItems.set(seat, [...(seatItems.get(seat) ?? []), item]);
    }
    for (const g of this.groups) {
      const item: ItemIn = { key: `d:${g.seat ?? 'c'}:${g.key}`, count: g.dice.length, kind: 'dice', label: g.label.length * 6.4 };
      if (g.seat === null) common.push(item);
      else seatItems.set(g.seat, [...(seatItems.get(g.seat) ?? []), item]);
    }
    // The Wheel: its Leaders and spokes drawn as a wheel, the other common zones beside it.
    const wt = wheelOf(v.game);
    let wheel: WheelIn | null = null;
    const leadersItem = wt && common.find((it) => it.key === `z:${wt.leaders}`);
    if (wt && leadersItem) {
      const spokeKeys = wt.spokes.map((l) => `z:${wt.prefix}${l}`);
      const spokes = spokeKeys.map((key) => common.find((it) => it.key === key) ?? { key, count: 0, kind: 'cards' as const });
      const leaders = this.zones.get(wt.leaders) ?? [];
      const spokeOf = leaders.map((c) => (c.id === null ? -1 : wt.spokes.indexOf(rankLetter(cardFace(c.id).rank))));
      wheel = { leaders: leadersItem, spokeOf, spokes };
      const inWheel = new Set([leadersItem.key, ...spokeKeys]);
      common.splice(0, common.length, ...common.filter((it) => !inWheel.has(it.key)));
    }
    const bottom = v.seat >= 0 ? v.seat : 0;
    const L = computeLayout(W, H, n, bottom, seatItems, common, !!grid, this.potView(v).length, this.info.some((i) => i.seat === null), wheel);
    this.layout = L;
    const moves: Promise<void>[] = [];
    const ms = animate ? 380 : 0;

    // Labels of zones and dice groups.
    this.labels.removeChildren().forEach((c) => c.destroy());
    const place = (key: string, seat: Seat | null) => (seat === null ? L.common.get(key) : L.seats[seat]?.items.get(key));
    for (const [name, list] of this.zones) {
      const seat = zoneSeat(name);
      const slots = place(`z:${name}`, seat);
      if (!slots) continue;
      const lbl = label(this.zoneLabel(name, v), 11);
      // A little higher than the slot's top: the ring of a clickable card reaches above the card, and a
      // selected card is lifted; the label rises with it rather than be covered.
      const lifted = list.some((c) => c.selected) ? slots.size * 0.18 : 0;
      // The gold ring reaches 8.5 card units (of 120) above a clickable card: the label clears it (issue 28.15:
      // "Hand · only you see" sat on the ring of the cards to reveal).
      const ringed = list.some((c) => c.selectable || c.selected) ? (slots.size * 8.5) / 120 + 4 : 0;
      lbl.position.set(slots.label.x, slots.label.y - 3 - lifted - ringed);
      this.labels.addChild(lbl);
      const out = seat !== null && this.folded[seat];
      list.forEach((c, i) => {
        const p = slots.slots[i]!;
        const s = c.scaleFor(slots.size);
        const lift = c.selected ? -slots.size * 0.18 : 0;
        this.cardsLayer.addChild(c); // later zones draw on top, in order
        moves.push(this.anim.to(c, { x: p.x, y: p.y + lift, alpha: out ? 0.45 : 1, rotation: 0 }, ms, easeInOut));
        moves.push(this.anim.to(c.scale, { x: s, y: s }, ms, easeInOut, c));
      });
    }
    for (const g of this.groups) {
      const key = `d:${g.seat ?? 'c'}:${g.key}`;
      const slots = place(key, g.seat);
      const list = this.dice.get(`${g.seat ?? 'c'}:${g.key}`) ?? [];
      if (!slots) continue;
      const lbl = label(g.label, 11);
      lbl.position.set(slots.label.x, slots.label.y);
      this.labels.addChild(lbl);
      const out = g.seat !== null && this.folded[g.seat];
      list.forEach((s, i) => {
        const p = slots.slots[i]!;
        const k = slots.size / 64;
        moves.push(this.anim.to(s, { x: p.x, y: p.y, rotation: 0, alpha: out ? 0.45 : 1 }, ms));
        moves.push(this.anim.to(s.scale, { x: k, y: k }, ms, undefined, s));
      });
    }

    this.drawGhosts(mineGrid ? L.seats[v.seat]?.items.get(`z:${mineGrid}`) : undefined);
    // Every city's districts not built yet, faintly, so each grid reads as one city.
    if (grid) {
      for (const box of L.seats) {
        const slots = box.items.get(`z:${grid.base}.${box.seat}`);
        for (const at of slots?.empty ?? []) {
          const w = slots!.size;
          const h = w * 1.4;
          const g = new Graphics().roundRect(-w / 2, -h / 2, w, h, 5).stroke({ width: 1.5, color: 0xcfe3d4, alpha: 0.35 });
          g.position.set(at.x, at.y);
          this.ghosts.addChildAt(g, 0);
        }
      }
    }
    this.drawPlates(v, L);
    this.drawPiles(v, L);
    this.drawWheel(L);
    this.drawChips(v, L);
    this.sharpen(this.app.stage);
    this.anim.requestFrame();
    return Promise.all(moves).then(() => undefined);
  }

  /** The cards of a grid zone in their cells, cropped to the built districts and the cells on offer. */
  private gridItem(
    cellOf: Map<CardId, [number, number]>,
    list: CardView[],
    targets: [number, number][],
    area: [number, number][] = targets,
  ): { grid: NonNullable<ItemIn['grid']>; origin: [number, number] } {
    const abs = list.map((c) => (c.id !== null ? cellOf.get(c.id) : undefined) ?? ([0, 0] as [number, number]));
    const all = [...abs, ...targets, ...area];
    const r0 = Math.min(...all.map(([r]) => r));
    const c0 = Math.min(...all.map(([, c]) => c));
    const r1 = Math.max(...all.map(([r]) => r));
    const c1 = Math.max(...all.map(([, c]) => c));
    const rel = (cell: [number, number]): [number, number] => [cell[0] - r0, cell[1] - c0];
    return { grid: { rows: r1 - r0 + 1, cols: c1 - c0 + 1, cells: abs.map(rel), targets: targets.map(rel) }, origin: [r0, c0] };
  }

  private gridOrigin: [number, number] = [0, 0];

  private drawGhosts(slots: { size: number; ghosts: { at: Pt; cell: [number, number] }[] } | undefined): void {
    this.ghosts.removeChildren().forEach((c) => c.destroy({ children: true }));
    if (!slots) return;
    const [r0, c0] = this.gridOrigin;
    for (const gh of slots.ghosts) {
      const w = slots.size;
      const h = w * 1.4;
      const g = new Graphics()
        .roundRect(-w / 2, -h / 2, w, h, 6)
        .fill({ color: 0xfff3b0, alpha: 0.22 })
        .stroke({ width: 2.5, color: 0xfff3b0, alpha: 0.95 });
      const plus = new Text({ text: '+', style: { fontFamily: FONT, fontSize: Math.max(14, w * 0.5), fontWeight: 'bold', fill: 0xfff3b0 } });
      plus.anchor.set(0.5);
      const c = new Container();
      c.addChild(g, plus);
      c.position.set(gh.at.x, gh.at.y);
      c.eventMode = 'static';
      c.cursor = 'pointer';
      c.label = `district ${gh.cell[0] + r0},${gh.cell[1] + c0}`;
      const cell: [number, number] = [gh.cell[0] + r0, gh.cell[1] + c0];
      c.on('pointertap', () => this.onCellClick(cell));
      this.ghosts.addChild(c);
    }
  }

  /** Where an empty district on offer is drawn (CSS pixels), for tests. */
  cellPoint(row: number, col: number): Pt | null {
    const k = this.zoom;
    for (const c of this.ghosts.children) if (c.label === `district ${row},${col}`) return { x: c.x * k, y: c.y * k };
    return null;
  }

  private zoneLabel(name: string, v: SeatView): string {
    const seat = zoneSeat(name);
    const z = v.zones[name];
    const words = zoneTitle(v.game, name) ?? zoneWords(name);
    const title = (words.charAt(0).toUpperCase() + words.slice(1)).replace(/^The /, '').replace(/^the /, '');
    if (!z || seat === null) return title;
    if (seat === v.seat && z.vis.to === 'owner') return `${title} · only you see`;
    if (seat === v.seat && z.vis.to === 'others') return `${title} · hidden from you`;
    if (z.vis.to === 'all' && ['hand', 'keep', 'scouts', 'loot', 'cart', 'warehouse', 'private'].includes(name.split('.')[0]!)) return `${title} · shown`;
    return title;
  }

  private drawPlates(v: SeatView, L: Layout): void {
    this.anim.requestFrame();
    const perSeatInfo = new Map<Seat, string[]>();
    for (const i of this.info) if (i.seat !== null) perSeatInfo.set(i.seat, [...(perSeatInfo.get(i.seat) ?? []), `${i.label}: ${i.value}`]);
    for (const box of L.seats) {
      const seat = box.seat;
      let p = this.plateOf.get(seat);
      if (!p) {
        p = new Plate(this.art);
        p.eventMode = 'static';
        p.on('pointerover', (e) => this.onHover({ seat, at: { x: e.global.x, y: e.global.y } }));
        p.on('pointerout', () => this.onHover(null));
        this.plateOf.set(seat, p);
        this.plates.addChild(p);
      }
      const status: string[] = [];
      const waiting = v.phase === 'playing' && v.pending.includes(seat);
      if (!v.inGame[seat] && v.phase === 'playing') status.push('sitting out');
      else if (v.folded[seat]) status.push(outWords(v, seat) ?? 'folded');
      if (waiting) status.push(seat === v.seat ? 'your decision' : 'to decide');
      if (v.kinds[seat] === 'bot') status.push('bot');
      if (v.startingPlayer === seat && v.phase === 'playing') status.push('starts');
      status.push(...(perSeatInfo.get(seat) ?? []));
      p.update({
        w: box.plateW,
        h: box.plateH,
        name: seat === v.seat ? `${v.names[seat]} (you)` : v.names[seat]!,
        chips: this.stacks[seat] ?? 0,
        status: status.join(' · '),
        waiting,
        out: !!this.folded[seat],
        me: seat === v.seat,
        starting: v.startingPlayer === seat && v.phase === 'playing',
      });
      p.position.set(box.plate.x, box.plate.y);
    }
  }

  private drawPiles(v: SeatView, L: Layout): void {
    this.anim.requestFrame();
    this.piles.removeChildren().forEach((c) => c.destroy({ children: true }));
    const pile = (at: Pt, count: number, title: string) => {
      const c = new Container();
      const shown = Math.min(4, Math.ceil(count / 12));
      for (let i = 0; i < shown; i++) {
        const s = new Sprite(this.art.back());
        s.anchor.set(0.5);
        s.scale.set(44 / 120);
        s.position.set(-i * 1.5, -i * 1.5);
        c.addChild(s);
      }
      if (count === 0) c.addChild(new Graphics().roundRect(-22, -31, 44, 62, 5).stroke({ width: 1.5, color: 0x9fc5ae, alpha: 0.5 }));
      const t = label(`${title} ${count}`, 11, 0xe7efe9);
      t.position.set(0, 36);
      c.addChild(t);
      c.position.set(at.x, at.y);
      this.piles.addChild(c);
    };
    // A game played with dice alone (Threes without Hidden Fate) shows no deck it never uses.
    if (Object.keys(v.zones).length > 0 || v.discardCount > 0) {
      pile(L.deck, v.deckCount, 'Deck');
      pile(L.discard, v.discardCount, 'Discards');
    }
    // Common information (round numbers and the like) and the step in play.
    const lines = this.info.filter((i) => i.seat === null).map((i) => `${i.label}: ${i.value}`);
    if (lines.length) {
      const t = new Text({ text: lines.join('   ·   '), style: { fontFamily: FONT, fontSize: 14, fontWeight: 'bold', fill: TEXT_LIGHT } });
      t.anchor.set(0.5, 0.5);
      t.position.set(L.info.x, L.info.y);
      this.piles.addChild(t);
    }
  }

  /**
   * The wheel under its cards: a spoke from the hub to each Leader, and the rim from each Leader to its
   * neighbours, so which Leaders are neighbours reads at a glance (issue 28, item 8).
   */
  private drawWheel(L: Layout): void {
    const wh = L.wheel;
    if (!wh) return;
    const g = new Graphics();
    const n = wh.ends.length;
    for (let k = 0; k < n; k++) {
      const a = wh.ends[k]!;
      const b = wh.ends[(k + 1) % n]!;
      g.moveTo(a.x, a.y).lineTo(b.x, b.y);
    }
    g.stroke({ width: 5, color: 0x8a6a2c, alpha: 0.9 });
    for (const e of wh.ends) g.moveTo(wh.hub.x, wh.hub.y).lineTo(e.x, e.y);
    g.stroke({ width: 3, color: 0xcfb36a, alpha: 0.75 });
    // A dark plate in the hub: the line of information and the pot are written there, over the spokes.
    const r = Math.abs(wh.ends[1]!.x - wh.hub.x) * 0.72;
    g.ellipse(wh.hub.x, wh.hub.y + 4, r, 30).fill({ color: FELT_DARK, alpha: 0.85 });
    // Under the words and piles drawn in the same layer.
    this.piles.addChildAt(g, 0);
  }

  /** The pots as words, as the view gives them (between games: what is carried to the next one). */
  private potView(v: SeatView): { line: string; amount: number }[] {
    if (v.phase !== 'playing') return v.carry > 0 ? [{ line: `Carried to the next game: ${v.carry}`, amount: v.carry }] : [];
    // No pot at all (Dragon Hordes keeps its coins on the Hordes): nothing to show.
    if (v.pots.every((p) => p.amount === 0)) return [];
    const active = v.inGame.flatMap((x, i) => (x && !v.folded[i] ? [i] : []));
    // Bets of the round in play are in the middle too, though not yet in a pot (issue 28, item 14: the pot
    // line left them out mid-round): counted in, and said.
    const bets = v.step.bettingRound ? v.roundBet.reduce((a, b) => a + b, 0) : 0;
    const betWords = bets > 0 ? ` (with ${bets} bet this round)` : '';
    if (v.pots.length === 1) {
      return [{ line: `Pot: ${v.pots[0]!.amount + bets}${betWords} — ${namesList(v.pots[0]!.eligible, v.names, active)}`, amount: v.pots[0]!.amount + bets }];
    }
    const lines = v.pots.map((p, i) => ({
      line: `${i === 0 ? 'Main pot' : `Side pot ${i}`}: ${p.amount} — ${namesList(p.eligible, v.names, active)}`,
      amount: p.amount,
    }));
    return bets > 0 ? [...lines, { line: `Bet this round, not yet in a pot: ${bets}`, amount: bets }] : lines;
  }

  private potLines(v: SeatView): string[] {
    return this.potView(v).map((p) => p.line);
  }

  private drawChips(v: SeatView, L: Layout): void {
    this.anim.requestFrame();
    this.chipsLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    const pots = this.potView(v);
    const amounts = pots.map((p) => p.amount);
    pots.forEach(({ line }, i) => {
      const c = new Container();
      // A short pile beside the words, no taller than the line: it must not climb over the line above.
      const pileN = Math.min(5, Math.max(1, Math.ceil(Math.log2((amounts[i] ?? 1) + 1))));
      for (let k = 0; k < pileN; k++) {
        const s = new Sprite(this.art.coin());
        s.anchor.set(0.5);
        s.scale.set(0.7);
        s.position.set(13, 4 - k * 3);
        c.addChild(s);
      }
      const t = new Text({ text: line, style: { fontFamily: FONT, fontSize: i === 0 ? 16 : 14, fontWeight: 'bold', fill: i === 0 ? GOLD : 0xf1d98a } });
      t.anchor.set(0, 0.5);
      t.position.set(32, 0);
      c.addChild(t);
      // Coins and words centred together on the pot's place.
      c.pivot.x = (32 + t.width) / 2;
      c.position.set(L.pot.x, L.pot.y + i * 28);
      this.chipsLayer.addChild(c);
    });
    // Bets in front of each seat during a Betting Round.
    if (v.phase === 'playing' && v.step.bettingRound) {
      for (const box of L.seats) {
        const amount = this.roundBet[box.seat] ?? 0;
        if (!amount) continue;
        const c = new Container();
        const s = new Sprite(this.art.coin());
        s.anchor.set(0.5);
        const t = new Text({ text: `bet ${amount}`, style: { fontFamily: FONT, fontSize: 13, fontWeight: 'bold', fill: GOLD } });
        t.anchor.set(0, 0.5);
        t.position.set(16, 0);
        c.addChild(s, t);
        const right = box.plate.x + box.plateW / 2 + 26;
        const x = right + 70 > L.W ? box.plate.x - box.plateW / 2 - 90 : right;
        c.position.set(x, box.plate.y);
        this.chipsLayer.addChild(c);
      }
    }
  }

  // ---- events ----------------------------------------------------------------------------------------

  private platePoint(seat: Seat): Pt {
    return this.layout?.seats[seat]?.plate ?? this.layout?.center ?? { x: 0, y: 0 };
  }

  private async flip(c: CardView, id: CardId | null): Promise<void> {
    if (c.destroyed) return;
    const s = c.scale.x;
    await this.anim.to(c.scale, { x: 0.001 }, 110, undefined, c);
    // The card may have left the table while it turned (a new game swept the cards away).
    if (c.destroyed) return;
    c.setFace(id);
    await this.anim.to(c.scale, { x: s }, 110, undefined, c);
  }

  /**
   * A caption that floats up and fades: over a place (the middle), or beside a seat's plate (a seat). At a
   * seat it never covers the seat's cards: left of the plate, else above it, else right; a newer caption at
   * the same seat replaces the older one rather than pile on it.
   */
  private say(text: string, at: Pt | Seat, strong = false, hold = 900): void {
    if (this.anim.instant) return;
    const c = caption(text, strong);
    this.sharpen(c);
    let p: Pt;
    if (typeof at === 'number') {
      const box = this.layout?.seats[at];
      if (!box) return;
      p = this.besidePlate(box, c.width, c.height);
      // A newer caption replaces the older one: hidden at once, its own fade still ends it.
      const old = this.bubbles.get(at);
      if (old && !old.destroyed) old.visible = false;
      this.bubbles.set(at, c);
    } else p = { x: at.x, y: at.y - 34 };
    c.position.set(p.x, p.y + 10);
    this.fx.addChild(c);
    void this.anim
      .to(c, { y: p.y }, 300)
      .then(() => this.anim.wait(hold))
      .then(() => this.anim.to(c, { alpha: 0 }, 300))
      .then(() => {
        if (typeof at === 'number' && this.bubbles.get(at) === c) this.bubbles.delete(at);
        if (!c.destroyed) c.destroy({ children: true });
      });
  }

  private bubbles = new Map<Seat, Container>();

  private besidePlate(box: Layout['seats'][number], w: number, h: number): Pt {
    const W = this.layout?.W ?? this.size.W;
    const { plate, plateW, plateH } = box;
    const left = plate.x - plateW / 2 - 10 - w / 2;
    if (left - w / 2 >= 6) return { x: left, y: plate.y };
    const above = plate.y - plateH / 2 - 8 - h / 2;
    if (above - h / 2 >= 4 && box.up === false) return { x: plate.x, y: above };
    return { x: Math.min(plate.x + plateW / 2 + 10 + w / 2, W - w / 2 - 6), y: plate.y };
  }

  // ---- the stage the event animators work on (./animators) -------------------------------------------

  private readonly animators = tableAnimators();

  /** The stage lent to the animators for one batch, which ends on `finalView`. */
  private stageFor(finalView: SeatView): TableStage {
    const scene = this;
    return {
      get anim() {
        return scene.anim;
      },
      get art() {
        return scene.art;
      },
      get fx() {
        return scene.fx;
      },
      get view() {
        return scene.view!;
      },
      get finalView() {
        return finalView;
      },
      get layout() {
        return scene.layout;
      },
      get stacks() {
        return scene.stacks;
      },
      set stacks(x) {
        scene.stacks = x;
      },
      get roundBet() {
        return scene.roundBet;
      },
      set roundBet(x) {
        scene.roundBet = x;
      },
      get folded() {
        return scene.folded;
      },
      set folded(x) {
        scene.folded = x;
      },
      deckPoint: () => scene.deckPoint(),
      platePoint: (seat) => scene.platePoint(seat),
      newCard: (id, at) => scene.newCard(id, at),
      zoneList: (name) => scene.zoneList(name),
      cardsIn: (name) => scene.zones.get(name) ?? [],
      take: (zone, id) => scene.take(zone, id),
      takeAllCards: () => {
        const all = [...scene.zones.values()].flat();
        scene.zones.clear();
        return all;
      },
      clearDice: () => {
        scene.groups = [];
        scene.syncDice();
      },
      flip: (c, id) => scene.flip(c, id),
      say: (text, at, strong, hold) => scene.say(text, at, strong, hold),
      relayout: (animate) => scene.relayout(animate),
      // An animator that awaited a tween may go on after the scene was blanked or destroyed: nothing to draw on.
      drawPlates: () => {
        if (scene.ready && scene.view && scene.layout) scene.drawPlates(scene.view, scene.layout);
      },
      drawChips: () => {
        if (scene.ready && scene.view && scene.layout) scene.drawChips(scene.view, scene.layout);
      },
    };
  }

  private zoneList(name: string): CardView[] {
    let list = this.zones.get(name);
    if (!list) {
      list = [];
      this.zones.set(name, list);
    }
    return list;
  }

  private take(zone: string, id: CardId | null): CardView | null {
    // A known card may already be drawn elsewhere (a City Square district chosen this year): take it there.
    if (id !== null && !this.zones.get(zone)?.some((c) => c.id === id)) {
      for (const list of this.zones.values()) {
        const k = list.findIndex((c) => c.id === id);
        if (k >= 0) return list.splice(k, 1)[0]!;
      }
    }
    const list = this.zones.get(zone);
    if (!list || !list.length) return null;
    let i = id === null ? -1 : list.findIndex((c) => c.id === id);
    if (i < 0) i = list.length - 1;
    return list.splice(i, 1)[0]!;
  }
}
