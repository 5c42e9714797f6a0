import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Text } from 'pixi.js';
import type { TavernView } from '../../../shared/host/machines/tavern';
import type { TavernSeatInfo } from '../../../shared/host/machines/tavern';
import type { Seat, TAction, TEvent } from '../../../shared/tavern/types';
import { Animator } from '../table/animator';
import { frameFloorMs, installSoftwareLimits } from '../table/software';
import { FONT, GOLD, RIM, SERIF, TEXT_LIGHT } from '../table/palette';
import { playTavernBatch, type TavernStage } from './animators';
import { endChain } from './animators/drinks';
import { prizeCard } from './animators/fly';
import { debtsAfter, prizeJoined, roundAfter, roundShown, type RoundShown } from './animators/plan';
import { sound } from '../sound/sound';
import { tavernCueFor } from '../sound/tavern-cues';
import { portraitOf, type Portrait } from './portrait';
import { rivetMat } from './automaton';
import { championsOf, memberRow, teamLayout, teamOf, teamPlate, TEAM_LETTERS, type Box, type TeamShown } from './teams';
import { cardTitle, companionName, contestOn, contestRows, familyOf, itemText, phaseName, zoomOfCharacter, zoomOfItem, zoomOfKey, type Zoom } from './words';

/** A seat's Prizes as one zoom: each one's title and text. */
function prizesZoom(keys: (string | undefined)[]): Zoom | null {
  const zs = keys.map(zoomOfKey).filter((z): z is Zoom => z !== null);
  if (!zs.length) return null;
  return zs.length === 1 ? zs[0]! : { title: `${zs.length} Prizes`, type: 'Prizes', text: zs.map((z) => `${z.title}: ${z.text}`).join(' ') };
}
import { tavernCatalogue } from './catalogue';
import type { TavernBoardInfo } from '../../../shared/host/tavern-catalogue';

/**
 * The tavern table: one Pixi stage. Each seat is a place with its character's portrait, its two tracks
 * (Fortitude and Alcohol on one scale, the gap between them shaded: the narrower, the redder), Gold, the
 * Drink Me! pile's count and the hand's size; the Inn, the Drink Deck, the pot and the stack being
 * resolved lie in the middle, the top item outlined. The scene draws a view; events are played by the
 * animators registered per event kind (animators/), through the one Animator that holds the pacing,
 * and the scene always ends on the view it was given.
 */
export interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What a seat shows, updated event by event while a batch plays, then set from the view. */
interface SeatShown {
  F: number;
  AC: number;
  G: number;
  pile: number;
  hand: number;
  alive: boolean;
  /** Prizes held (the Prizes variant). */
  prizes: string[];
  /** `debts[c]`: how many of creditor c's IOUs this seat holds (Vess's mechanic). */
  debts: number[];
  /** A Vess's IOUs not given out (null for other characters). */
  iouPool: number | null;
  /** The second four's mechanics (issue 23): the Oven's Heat (null without one), companions in play (card ids),
   * how many Plots lie face down, the Loot Sack's count (null without one) and the spent loot's. */
  heat: number | null;
  companions: string[];
  plots: number;
  sack: number | null;
  spent: number;
}

const seatShown = (s: TavernView['seats'][number]): SeatShown => ({
  F: s.F,
  AC: s.AC,
  G: s.G,
  pile: s.pile,
  hand: s.hand,
  alive: s.alive,
  prizes: [...s.prizes],
  debts: [...s.debts],
  iouPool: s.iouPool,
  heat: s.heat,
  companions: [...s.companions],
  plots: s.plots,
  sack: s.sack,
  spent: s.spent.length,
});

/** What a character's plate shows of its mechanic (the host's catalogue), or null. */
const boardOf = (char: string): TavernBoardInfo | null => tavernCatalogue().characters.find((c) => c.key === char)?.board ?? null;
/** The height of the mechanic's strip at the foot of a plate (every plate grows by it when any seat has one). */
const BOARD_H = 24;
/** The portrait's side on a plate (a compact plate's is smaller, see PLATE). */
const PORTRAIT = 34;
/**
 * A plate's rows, top to bottom, in its two sizes (issue 22.17). Full: the portrait beside the name and character,
 * the two tracks, the numbers, Gold/Drinks/hand. Compact, on a table whose rows of plates would otherwise touch
 * (seven or eight seats on a short felt, 1024×640): the same rows with a smaller portrait, thinner tracks and lines
 * 14 apart. Tight, on a felt shorter still (a tall dock at 1024×640): the tracks' bars go, their numbers stay
 * ("F 20 · AC 2 · gap 18" says it all). Every word keeps its 12 px. `body` is the plate's height without a
 * mechanic's strip (the strip lies under the Gold line).
 */
const PLATE = {
  full: { portrait: PORTRAIT, tracks: PORTRAIT + 12, bar: 7, barGap: 9, nums: 18, line: 33, body: PORTRAIT + 64 },
  compact: { portrait: 28, tracks: 37, bar: 5, barGap: 6, nums: 12, line: 26, body: 82 },
  tight: { portrait: 28, tracks: 34, bar: 0, barGap: 0, nums: 0, line: 14, body: 67 },
} as const;
type PlateSize = keyof typeof PLATE;
/** What a plate's tag (TURN, IN ROUND…) takes above it: 18 high, 19 above the plate's top edge. */
const TAG_ABOVE = 19;
/** What a plate's badges (IOUs, Prizes, a contest's score) take below it: 17 high, 4 inside the plate. */
const BADGES_BELOW = 13;
/** A character's name by key (the host's catalogue), for its plate. */
const charName = (char: string): string => tavernCatalogue().characters.find((c) => c.key === char)?.name ?? char;

const TRACK_MAX = 20;

export class TavernScene implements TavernStage {
  app = new Application();
  anim!: Animator;
  private ready = false;
  private felt = new Graphics();
  private seatLayer = new Container();
  /** Team games: the team plates, under their members' rows (teams.ts). */
  private teamLayer = new Container();
  private middle = new Container();
  /** The Drink Deck, the Inn, the pot and its Prize: redrawn alone as coins land. */
  private banks = new Container();
  /** The control token of a base Round of Gambling: it sits on the controller's place and moves with control. */
  private tokens = new Container();
  private controlToken: Container | null = null;
  readonly fx = new Container();
  /** The Round as shown (updated event by event while a batch plays). */
  round: RoundShown | null = null;
  private innShown = 0;
  private potShown = 0;
  /** A Prize that joins the pot in the batch being played (the Round's start animates it). */
  private joining: string | null = null;
  /** Each event as it starts to play: the tavern's sounds (TAVERN.md's events, cue by tavern-cues.ts). */
  onEvent: (e: TEvent, viewer: Seat) => void = (e, viewer) => {
    const cue = tavernCueFor(e, viewer);
    if (cue) sound.play(cue);
  };
  /**
   * What the pointer is over on the table, enlarged by the screen (issue 22.2, 22.4): a stack row's card or
   * Drink, a plate's character and rule. Null when it leaves.
   */
  onZoom: (z: Zoom | null) => void = () => {};
  /**
   * Whose turn and which phase the events being played have reached (issue 22.7), as each turn or phase event
   * starts to play; null once a batch has landed (the view says it then). The header follows the table with it,
   * not the view the batch will land on (it said "Corwin's turn 3" while Brenna's turn 2 was still being played).
   */
  onFollow: (at: { seat: Seat; n: number; phase: string } | null) => void = () => {};
  private followed: { seat: Seat; n: number; phase: string } | null = null;
  /** A button on the table sends one of the view's legal actions (a team's Tonic); the screen acts on it. */
  onAct: (a: TAction) => void = () => {};
  /**
   * Each seat's plate (a team game: its member's row) on the canvas in CSS pixels, after every layout (none while
   * blank): the screen lays its target pickers over them (issue 24.5).
   */
  onLayout: (plates: { x: number; y: number; w: number; h: number }[]) => void = () => {};
  private resizer: ResizeObserver | null = null;
  private view: TavernView | null = null;
  private seats: TavernSeatInfo[] = [];
  private shown: SeatShown[] = [];
  private plates: Container[] = [];
  private places: Place[] = [];
  private blanked = true;
  /** Set while a batch plays: the scene redraws plates from `shown`, not from the view. */
  private playing = false;

  async init(parent: HTMLElement): Promise<void> {
    installSoftwareLimits();
    // The felt is the clear colour: large fills are what a software renderer is slowest at (as at the table).
    await this.app.init({ resizeTo: parent, background: 0x1a4e35, antialias: false, autoStart: false, sharedTicker: false, autoDensity: true, resolution: Math.min(2, globalThis.devicePixelRatio || 1), preference: 'webgl' });
    this.app.canvas.setAttribute('data-testid', 'tavern-canvas');
    this.app.canvas.setAttribute('aria-hidden', 'true');
    parent.appendChild(this.app.canvas);
    this.anim = new Animator(() => this.app.render());
    this.anim.minFrameMs = frameFloorMs(this.app.renderer);
    this.app.stage.addChild(this.felt, this.middle, this.banks, this.teamLayer, this.seatLayer, this.tokens, this.fx);
    this.app.renderer.on('resize', () => this.redraw());
    this.resizer = new ResizeObserver(() => {
      if (this.ready) this.app.resize();
    });
    this.resizer.observe(parent);
    this.ready = true;
    this.redraw();
  }

  set speed(s: number) {
    if (this.anim) this.anim.speed = s;
  }

  skip(): void {
    this.anim?.skip();
  }

  destroy(): void {
    this.ready = false;
    this.resizer?.disconnect();
    this.anim?.destroy();
    this.app.destroy(true, { children: true });
  }

  /**
   * The stage in table units: above 1280×600 everything zooms up (to 1.6), as the gambling table does, so
   * plates, tracks and words grow on big windows instead of floating in felt. 600 is about the felt's height
   * in a 1280×800 window (the bars and the hand take the rest), so a larger window lays out as that one does,
   * only bigger: at 1920×1080 the felt is about 827 high, a zoom of 1.38 (it was 1.18 with 700).
   */
  get zoom(): number {
    return Math.min(1.6, Math.max(1, Math.min(this.app.screen.width / 1280, this.app.screen.height / 600)));
  }

  get size(): { w: number; h: number } {
    const k = this.zoom;
    return { w: this.app.screen.width / k, h: this.app.screen.height / k };
  }

  /** Nothing of anyone's: the hotseat hand-over. */
  blank(): void {
    this.anim?.finishAll();
    this.view = null;
    this.blanked = true;
    this.redraw();
  }

  /** Draws a view at once (nothing moves). */
  show(view: TavernView, seats: TavernSeatInfo[]): void {
    this.view = view;
    this.seats = seats;
    this.blanked = false;
    this.shown = view.seats.map(seatShown);
    this.tonicsShown = (view.teams ?? []).map((t) => t.tonics);
    this.round = roundShown(view.round);
    this.innShown = view.inn;
    this.potShown = view.pot;
    this.redraw();
  }

  /**
   * Plays a batch of events (each by its animators on the registry; kinds without one just update the
   * model), then lands on `view`. Never throws; a failing animator ends the batch early.
   */
  async play(events: TEvent[], view: TavernView, seats: TavernSeatInfo[]): Promise<void> {
    if (!this.ready) return;
    if (this.blanked || !this.view) {
      this.show(view, seats);
      return;
    }
    this.seats = seats;
    this.playing = true;
    const before = this.view.round;
    // A Prize joining the pot makes no event: the views say it.
    this.joining = prizeJoined(before, view.round);
    try {
      if (this.joining && !events.some((e) => e.t === 'roundStarted')) await this.prizeToPot();
      // A failed animation stops the batch; the view drawn below is the truth either way.
      const viewer = view.seat;
      // The batch starts where the table stands (the view it was drawn from), not where it will land.
      const was = this.view.turn;
      this.followed = { seat: was.active, n: was.n, phase: was.phase };
      this.onFollow(this.followed);
      await playTavernBatch(this, events, () => this.ready, (e) => {
        if (e.t === 'turn') this.followed = { seat: e.seat, n: e.n, phase: 'start' };
        else if (e.t === 'phase') this.followed = { seat: e.seat, n: this.followed?.n ?? was.n, phase: e.phase };
        if (e.t === 'turn' || e.t === 'phase') {
          this.onFollow(this.followed);
          // The TURN tag moves with the turn being played (only the plates whose key changed are drawn again).
          this.drawSeats();
        }
        this.onEvent(e, viewer);
      });
    } finally {
      this.followed = null;
      this.onFollow(null);
      this.playing = false;
      this.joining = null;
      endChain(this);
      this.anim.endBatch();
      this.show(view, seats);
    }
  }

  /** What is drawn, for the end-to-end tests (nothing of a hand is ever drawn on the stage). */
  /**
   * Every visible word on the stage with its size on screen in CSS pixels (its font size times every scale
   * above it, the table's zoom included): the end-to-end check that no text is under 12 px (issue 22.17).
   */
  textSizes(): { text: string; px: number }[] {
    const out: { text: string; px: number }[] = [];
    const walk = (o: Container): void => {
      if (!o.visible || o.alpha <= 0 || o.destroyed) return;
      if (o instanceof Text) {
        const m = o.worldTransform;
        const k = Math.sqrt(m.a * m.a + m.b * m.b);
        const size = Number(o.style.fontSize);
        if (o.text.trim()) out.push({ text: o.text, px: Math.round(size * k * 10) / 10 });
      }
      for (const ch of o.children) walk(ch as Container);
    };
    walk(this.app.stage);
    return out;
  }

  /**
   * Where the table's pieces lie on the canvas (CSS pixels), for the end-to-end layout check (issues 22.17, 24.5):
   * each seat's plate with its tag and badges (a team game: each team's plate with its members' rows; Rivet's
   * mat), each piece of the middle (the Drink Deck, the Inn, the pot, the Round's banner, the Bar Deck's count, each
   * stack row), and every word on a plate or in the middle that `fit` had to cut short.
   */
  geometry(): { plates: { what: string; x: number; y: number; w: number; h: number }[]; centre: { what: string; x: number; y: number; w: number; h: number }[]; cut: { text: string; full: string; where: string }[] } {
    const box = (what: string, o: Container) => {
      const r = o.getBounds();
      return { what, x: r.x, y: r.y, w: r.width, h: r.height };
    };
    const union = (what: string, os: Container[]) => {
      const bs = os.map((o) => o.getBounds());
      const x = Math.min(...bs.map((b) => b.x));
      const y = Math.min(...bs.map((b) => b.y));
      return { what, x, y, w: Math.max(...bs.map((b) => b.x + b.width)) - x, h: Math.max(...bs.map((b) => b.y + b.height)) - y };
    };
    const live = (o: Container | undefined): o is Container => !!o && !o.destroyed && o.visible;
    if (this.blanked || !this.view) return { plates: [], centre: [], cut: [] };
    const v = this.view;
    const plates = v.teams
      ? v.teams.map((t, k) => union(`${TEAM_LETTERS[k % TEAM_LETTERS.length]} team`, [this.teamPlates[k], ...t.seats.map((s) => this.plates[s])].filter(live)))
      : this.plates.filter(live).map((p, i) => box(this.name(i), p));
    const centre = [...this.banks.children, ...this.middle.children].filter((o) => live(o as Container)).map((o, k) => box(o instanceof Text ? o.text : (o.children.find((ch) => ch instanceof Text) as Text | undefined)?.text ?? `middle ${k}`, o as Container));
    const cut: { text: string; full: string; where: string }[] = [];
    const walk = (o: Container, where: string): void => {
      if (!o.visible || o.destroyed) return;
      const full = o instanceof Text ? cutTexts.get(o) : undefined;
      if (o instanceof Text && full !== undefined && o.text !== full && o.label !== 'reads-on-hover') cut.push({ text: o.text, full, where });
      for (const ch of o.children) walk(ch as Container, where);
    };
    walk(this.seatLayer, 'plate');
    walk(this.teamLayer, 'team plate');
    walk(this.banks, 'middle');
    return { plates, centre, cut };
  }

  describe(): { blank: boolean; viewer: Seat; tip: string | null; seats: (SeatShown & { name: string; char: string; board: string | null; boardAt: { x: number; y: number } | null; plate: Place | null })[]; stack: number; stackList: { rows: number; more: number; bottom: number; room: number }; round: boolean; control: Seat | null; token: { x: number; y: number } | null; teams: { name: string; seats: Seat[]; tonics: number; plate: Place | null; spend: { gain: string; x: number; y: number }[]; words: string[] }[]; champions: Seat[]; contest: (string | null)[]; stackText: string[] } {
    const t = this.controlToken;
    return {
      blank: this.blanked || !this.view,
      viewer: this.view?.seat ?? -1,
      tip: this.tip && !this.tip.destroyed ? this.tipText : null,
      seats: this.shown.map((s, i) => {
        // Where the strip is on the canvas, in CSS pixels (the stage is zoomed), for a test's pointer.
        const at = this.blanked ? null : this.boardSpot(i);
        // The plate's box on the canvas in CSS pixels (the log must cover none, issue 22.8).
        const p = this.blanked ? null : this.places[i];
        const z = this.zoom;
        return { ...s, name: this.name(i), char: this.view?.seats[i]?.char ?? '', plate: p ? { x: p.x * z, y: p.y * z, w: p.w * z, h: p.h * z } : null, board: this.blanked ? null : (this.boardWords[i] ?? null), boardAt: at && { x: at.x * this.zoom, y: at.y * this.zoom } };
      }),
      stack: this.view?.stack.length ?? 0,
      stackList: { ...this.stackShown },
      round: !!this.view?.round,
      control: this.round?.controller ?? null,
      token: t && t.visible ? { x: t.x, y: t.y } : null,
      // Team games: each team's plate on the canvas (CSS pixels), its Tonics as shown and its spend buttons drawn.
      teams: (this.view?.teams ?? []).map((tm, k) => {
        const b = this.blanked ? null : this.teamBoxes[k];
        const z = this.zoom;
        const plate = this.teamPlates[k];
        const live = plate && !plate.destroyed ? plate : null;
        // The Tonic buttons drawn, with their middles on the canvas (CSS pixels) for a test's pointer.
        const spend = (live?.children.flatMap((ch) => ch.children ?? []) ?? [])
          .filter((ch) => ch.label?.startsWith('tonic-'))
          .map((ch) => {
            const r = ch.getBounds();
            return { gain: ch.label.slice(6), x: r.x + r.width / 2, y: r.y + r.height / 2 };
          });
        // Every word on the team's plate and its members' rows, as drawn.
        const words: string[] = [];
        const walk = (o: Container): void => {
          if (o instanceof Text) words.push(o.text);
          for (const ch of o.children) walk(ch as Container);
        };
        if (live) walk(live);
        for (const s of tm.seats) if (this.plates[s] && !this.plates[s]!.destroyed) walk(this.plates[s]!);
        return { name: TEAM_LETTERS[k % TEAM_LETTERS.length]!, seats: [...tm.seats], tonics: this.tonicsShown[k] ?? tm.tonics, plate: b ? { x: b.x * z, y: b.y * z, w: b.w * z, h: b.h * z } : null, spend, words };
      }),
      champions: this.view && !this.blanked ? championsOf(this.view, this.round?.in ?? null) : [],
      // A drinking contest's badge on each plate as drawn (issue 22.3), and the stack's rows in words, top first.
      contest: this.view && !this.blanked ? this.view.seats.map((_, i) => this.contestBadge(i)?.text ?? null) : [],
      stackText: this.view && !this.blanked ? [...this.view.stack].reverse().map((it) => itemText(it, this.view!, this.seats.map((x) => x.name))) : [],
    };
  }

  // ---- what animators may use (TavernStage) ---------------------------------------------------------

  /** Updates the seat model from an event (the numbers on the plates). */
  apply(e: TEvent): void {
    const s = (seat: Seat) => this.shown[seat];
    const touched: Seat[] = [];
    switch (e.t) {
      case 'statChanged': {
        const x = s(e.seat);
        if (x) x[e.stat] = e.to;
        touched.push(e.seat);
        break;
      }
      case 'goldMoved':
        if (typeof e.from === 'number' && s(e.from)) (s(e.from)!.G -= e.n), touched.push(e.from);
        if (typeof e.to === 'number' && s(e.to)) (s(e.to)!.G += e.n), touched.push(e.to);
        if (e.from === 'inn' || e.to === 'inn' || e.from === 'pot' || e.to === 'pot') {
          if (e.from === 'inn') this.innShown -= e.n;
          if (e.to === 'inn') this.innShown += e.n;
          if (e.from === 'pot') this.potShown -= e.n;
          if (e.to === 'pot') this.potShown += e.n;
          this.drawBanks();
        }
        break;
      case 'iou': {
        // A token coming back (the giver holds the taker's IOUs) or a Vess giving one out.
        const back = (this.shown[e.from]?.debts[e.to] ?? 0) > 0;
        debtsAfter(
          this.shown.map((x) => x.debts),
          e,
        ).forEach((d, i) => (this.shown[i]!.debts = d));
        const vess = s(back ? e.to : e.from);
        if (vess && vess.iouPool !== null) vess.iouPool = Math.max(0, vess.iouPool + (back ? e.n : -e.n));
        touched.push(e.from, e.to);
        break;
      }
      case 'roundStarted':
      case 'gameChosen':
      case 'roundPassed':
      case 'control':
      case 'leftRound':
      case 'roundEnded': {
        const was = this.round;
        this.round = roundAfter(this.round, e);
        if (e.t === 'roundEnded' && was?.prize && typeof e.to === 'number' && !e.split && s(e.to)) s(e.to)!.prizes.push(was.prize);
        if (e.t === 'roundStarted' && this.joining) this.round!.prize = null;
        // The pot appears with the Round and goes with it.
        this.drawBanks();
        // The plates whose tag changes (in the Round, controls, passed): a pass or a change of control touches
        // one or two; the start and end of a Round, every one (text is slow to make: no more than needed).
        if (e.t === 'roundPassed' || e.t === 'leftRound') touched.push(e.seat);
        else if (e.t === 'control') {
          if (was?.controller != null) touched.push(was.controller);
          if (e.seat !== null) touched.push(e.seat);
          // Control changing empties the passed list: those who had passed lose their tag.
          touched.push(...(was?.passed ?? []));
        } else for (let i = 0; i < this.shown.length; i++) touched.push(i);
        break;
      }
      case 'drinkOrdered':
        if (s(e.to)) s(e.to)!.pile++;
        touched.push(e.to);
        break;
      case 'drinkRevealed':
        if (e.source === 'pile' && s(e.seat)) s(e.seat)!.pile = Math.max(0, s(e.seat)!.pile - 1);
        touched.push(e.seat);
        break;
      case 'drew':
        if (s(e.seat)) s(e.seat)!.hand += e.n;
        touched.push(e.seat);
        break;
      case 'discarded':
        if (s(e.seat)) s(e.seat)!.hand = Math.max(0, s(e.seat)!.hand - 1);
        // A Loot card discarded goes to the spent loot (the card's family is the catalogue's).
        if (s(e.seat) && familyOf(e.def) === 'loot') s(e.seat)!.spent++;
        touched.push(e.seat);
        break;
      case 'cardPlayed':
        // A sprung Plot comes from the face-down row, a Prize from the seat's Prizes, anything else from the hand.
        if (s(e.seat) && e.fromPlot) s(e.seat)!.plots = Math.max(0, s(e.seat)!.plots - 1);
        else if (s(e.seat) && !e.card.startsWith('p')) s(e.seat)!.hand = Math.max(0, s(e.seat)!.hand - 1);
        else if (s(e.seat)) s(e.seat)!.prizes = s(e.seat)!.prizes.filter((p) => p !== e.card);
        touched.push(e.seat);
        break;
      case 'heat':
        if (s(e.seat)) s(e.seat)!.heat = e.to;
        touched.push(e.seat);
        break;
      case 'companion': {
        const x = s(e.seat);
        if (x) x.companions = e.to === 'play' ? [...x.companions, e.card] : x.companions.filter((c) => c !== e.card);
        // The view names the companion's card; mid-batch the event does (a card in play is public).
        if (e.to === 'play') this.petKeys.set(e.card, e.def);
        touched.push(e.seat);
        break;
      }
      case 'plotLaid':
        if (s(e.seat)) (s(e.seat)!.plots = e.plots), (s(e.seat)!.hand = Math.max(0, s(e.seat)!.hand - 1));
        touched.push(e.seat);
        break;
      case 'looted':
        if (s(e.seat)) (s(e.seat)!.sack = e.left), (s(e.seat)!.hand += e.n);
        touched.push(e.seat);
        break;
      case 'sackReshuffled': {
        const x = s(e.seat);
        if (x) (x.sack = (x.sack ?? 0) + x.spent), (x.spent = 0);
        touched.push(e.seat);
        break;
      }
      case 'tonic': {
        const k = this.view ? teamOf(this.view, e.seat) : -1;
        if (k >= 0) this.tonicsShown[k] = e.left;
        touched.push(e.seat);
        break;
      }
      case 'eliminated':
        if (s(e.seat)) s(e.seat)!.alive = false;
        this.outWhy.set(e.seat, e.why === 'passed-out' ? 'PASSED OUT' : 'BROKE');
        touched.push(e.seat);
        break;
      default:
        return;
    }
    // A team's F, AC and Gold are one (VARIANTS.md §2.1): what one member's event changed, every member shows.
    const v = this.view;
    if (v?.teams) {
      for (const seat of new Set(touched)) {
        const k = teamOf(v, seat);
        const from = s(seat);
        if (k < 0 || !from) continue;
        for (const m of v.teams[k]!.seats) {
          const to = s(m);
          if (to && m !== seat) (to.F = from.F), (to.AC = from.AC), (to.G = from.G);
        }
        this.drawTeam(k);
      }
    }
    // Only the plates that changed are drawn again (text is what a software renderer is slowest to make).
    for (const seat of new Set(touched)) this.drawSeat(seat);
  }

  private drawSeat(i: Seat): void {
    const v = this.view;
    const old = this.plates[i];
    if (!v || this.blanked || !old || !this.places[i]) return;
    const c = this.plate(i, v.seats[i]!.char, this.shown[i]!, this.places[i]!);
    const at = this.seatLayer.getChildIndex(old);
    this.seatLayer.removeChildAt(at);
    old.destroy({ children: true });
    this.seatLayer.addChildAt(c, at);
    this.plates[i] = c;
    this.drawnFrom[i] = this.plateKey(i);
    this.anim?.requestFrame();
  }

  placeOf(seat: Seat): Place | null {
    return this.places[seat] ?? null;
  }

  plateOf(seat: Seat): Container | null {
    return this.plates[seat] ?? null;
  }

  /** The middle of the table (the stack) and the Drink Deck, the Inn and the pot. */
  spot(what: 'stack' | 'deck' | 'inn' | 'pot' | 'discard'): { x: number; y: number } {
    const { w, h } = this.size;
    const cx = w / 2;
    const cy = h / 2;
    // The row of piles sits 84 above the stack, but on a short table (1024×640) not under the top seat's
    // plate; never so low that the Round's banner (29–53 below it) reaches the stack.
    const row = Math.min(cy - 64, Math.max(cy - 84, this.plateBottom + 28));
    // The pot sits under the top seat's plate (the Drink Deck and the Inn are clear of it, either side); on a short
    // table (1024×640) that is below the row, and the stack moves down with it so the Round's banner stays clear
    // (issue 22.17: the top plate covered the Pot box).
    // Only a plate over the pot's own box pushes it down (a side plate beside the piles put the pot onto the bottom
    // plate's tag at three seats, 1024×640).
    const potRow = Math.max(row, this.potBottom + 28);
    switch (what) {
      case 'stack':
        // …but never so low that one row of it would run under the bottom plate's tag.
        return { x: cx, y: Math.max(cy, Math.min(potRow + 60, this.plateTop - 20)) };
      case 'deck':
        return { x: cx - this.pileDx, y: row };
      case 'inn':
        return { x: cx + this.pileDx, y: row };
      case 'pot':
        return { x: cx, y: potRow };
      case 'discard':
        return { x: cx - 150, y: cy + 70 };
    }
  }

  name(seat: Seat): string {
    return this.seats[seat]?.name ?? `seat ${seat + 1}`;
  }

  titleOf(id: string | null | undefined, key?: string): string {
    if (key) return cardTitle({ cards: { x: key } } as unknown as TavernView, 'x');
    return this.view ? cardTitle(this.view, id) : 'a card';
  }

  // ---- drawing ---------------------------------------------------------------------------------------

  private redraw(): void {
    if (!this.ready) return;
    this.app.stage.scale.set(this.zoom);
    const { w, h } = this.size;
    this.felt.clear();
    this.felt.roundRect(8, 8, w - 16, h - 16, 28).stroke({ width: 8, color: RIM });
    this.felt.ellipse(w / 2, h / 2, w * 0.28, h * 0.26).stroke({ width: 3, color: 0x2e7452 });
    this.layoutPlaces();
    const z = this.zoom;
    this.onLayout(this.blanked || !this.view ? [] : this.places.map((p) => ({ x: p.x * z, y: p.y * z, w: p.w * z, h: p.h * z })));
    this.drawSeats();
    this.drawMiddle();
    if (!this.playing) this.placeToken();
    else if (this.controlToken?.visible && this.round?.controller != null && !this.round.hosted) {
      const at = this.tokenSpot(this.round.controller);
      this.controlToken.position.set(at.x, at.y);
    }
    this.anim?.requestFrame();
  }

  private layoutPlaces(): void {
    const v = this.view;
    const n = v?.seats.length ?? 0;
    const { w, h } = this.size;
    const pw = Math.max(176, Math.min(250, w * 0.19));
    // A table with a mechanic on show (issue 23.4) gives every plate a strip at its foot, so the places stay even.
    this.boardH = v && v.seats.some((x) => boardOf(x.char)) ? BOARD_H : 0;
    // The plate's rows: portrait beside name and character, the tracks, the numbers, Gold/Drinks/hand (issue 22.17).
    this.plateSize = 'full';
    let ph = PLATE.full.body + this.boardH;
    const me = v && v.seat >= 0 ? v.seat : 0;
    this.places = [];
    this.teamBoxes = [];
    this.pileDx = 150;
    if (v?.teams) {
      // A team game: one plate per team, its members' rows inside it (teams.ts).
      // Only a member whose character has a mechanic on show gets its strip (the rows stay as short as they can).
      // The stack keeps 10 clear of each column (its top row's gold outline and a plate's stroke touched at 1024).
      const middle = stackWidth(w) + 20;
      const t = teamLayout(v, w, h, (seat) => (this.boardH && boardOf(v.seats[seat]!.char) ? this.boardH : 0), middle);
      // The Drink Deck and the Inn sit in the middle column, either side of the centre.
      this.pileDx = Math.min(150, middle / 2 - 52);
      this.teamBoxes = t.teams;
      this.places = t.members;
      this.edges(this.teamBoxes, w, h);
      return;
    }
    if (n >= 5) {
      // Five to eight seats: round the edge of the felt on a 3×3 grid whose middle cell is left to the piles and the
      // stack (an ellipse overlapped the plates at 1024×640), clockwise from the viewer at the bottom centre.
      const cells = GRID[n]!;
      const xs = [16, w / 2 - pw / 2, w - pw - 16];
      // The top row's tags start on the felt's edge (the canvas is the felt; its rim is drawn 8 in).
      const top = TAG_ABOVE + 2;
      // Rows on this table (seven and eight seats have a middle row at the sides). Each row's plate is followed by
      // its badges, a little air, and the next row's tag above its plate: when that does not fit in the felt, the
      // plates go compact, then tight (issue 22.17: at 1024×640 the three rows touched, "4 IOUs to give" lay over a
      // name). The bottom row's badges end 6 above the canvas's foot.
      const rows = new Set(cells.map(([, r]) => r)).size;
      const need = (size: PlateSize) => top + rows * (PLATE[size].body + this.boardH) + (rows - 1) * (BADGES_BELOW + TAG_ABOVE + 2) + BADGES_BELOW + 6;
      this.plateSize = (['full', 'compact', 'tight'] as const).find((size) => need(size) <= h) ?? 'tight';
      ph = PLATE[this.plateSize].body + this.boardH;
      const bottom = h - ph - BADGES_BELOW - 6;
      const ys = [top, (top + bottom) / 2, bottom];
      for (let i = 0; i < n; i++) {
        const [cx, cy] = cells[(i - me + n) % n]!;
        this.places.push({ x: xs[cx]!, y: ys[cy]!, w: pw, h: ph });
      }
      this.edges(this.places, w, h);
      this.clearPiles();
      return;
    }
    for (let i = 0; i < n; i++) {
      const r = (i - me + n) % n;
      const a = Math.PI / 2 + (r * 2 * Math.PI) / n;
      const rx = w / 2 - pw / 2 - 16;
      // 26 from the edges: the bottom plate's badges end inside the rim.
      const ry = h / 2 - ph / 2 - 26;
      this.places.push({ x: w / 2 + rx * Math.cos(a) - pw / 2, y: h / 2 + ry * Math.sin(a) - ph / 2, w: pw, h: ph });
    }
    this.edges(this.places, w, h);
    this.clearPiles();
  }

  /**
   * The Drink Deck and the Inn come in towards the centre until no plate beside their row covers them, tag and
   * badges included (at 1024×640 the side plates half covered both labels), but never onto the Pot between them.
   */
  private clearPiles(): void {
    const { w } = this.size;
    const cx = w / 2;
    const row = this.spot('deck').y;
    let dx = 150;
    for (const p of this.places) {
      if (p.y - 20 > row + 30 || p.y + p.h + 14 < row - 30) continue;
      if (p.x + p.w <= cx) dx = Math.min(dx, cx - (p.x + p.w) - 54);
      else if (p.x >= cx) dx = Math.min(dx, p.x - cx - 54);
    }
    this.pileDx = Math.max(104, dx);
  }

  /** Where the plates above the middle end and those below it begin (the piles and the stack keep clear of them). */
  private edges(boxes: Place[], w: number, h: number): void {
    // Where the plates above the middle (over the piles, 200 either side of the centre) end, their badges (IOUs,
    // Prizes, a contest's score: 13 below the plate) included, so "4 IOUs to give" never lies over the Pot (issue 22.17).
    const above = boxes.filter((p) => p.y + p.h / 2 < h / 2);
    this.plateBottom = Math.max(0, ...above.filter((p) => p.x < w / 2 + 200 && p.x + p.w > w / 2 - 200).map((p) => p.y + p.h + 14));
    // The same over the pot's box alone (its wide form is 196 across).
    this.potBottom = Math.max(0, ...above.filter((p) => p.x < w / 2 + 104 && p.x + p.w > w / 2 - 104).map((p) => p.y + p.h + 14));
    // Where the plates below the middle start, over the stack's width, with the tag (19) and crown above them.
    const half = stackWidth(w) / 2;
    this.plateTop = Math.min(h, ...boxes.filter((p) => p.y + p.h / 2 > h / 2 && p.x < w / 2 + half && p.x + p.w > w / 2 - half).map((p) => p.y - 24));
  }

  /** How far the Drink Deck and the Inn lie either side of the centre (closer in a team game's middle column). */
  private pileDx = 150;
  /** Team games: each team's plate (its members' rows lie in `places`), as last laid out. */
  private teamBoxes: Box[] = [];
  private teamPlates: Container[] = [];
  private teamDrawnFrom: string[] = [];
  /** Each team's Tonics as shown (a Tonic spent in a batch counts down at once). */
  private tonicsShown: number[] = [];

  private teamShown(k: number): TeamShown {
    const v = this.view!;
    const seats = v.teams![k]!.seats;
    const x = this.shown[seats[0]!] ?? v.seats[seats[0]!]!;
    return { F: x.F, AC: x.AC, G: x.G, alive: seats.some((s) => (this.shown[s] ?? v.seats[s]!).alive), tonics: this.tonicsShown[k] ?? v.teams![k]!.tonics };
  }

  private teamKey(k: number): string {
    const v = this.view!;
    const t = v.teams![k]!;
    return JSON.stringify([this.teamShown(k), this.teamBoxes[k], t.seats.map((s) => this.name(s)), t.seats.includes(v.turn.active), v.turn.ordered, v.turn.team?.orders, v.over?.winners, v.seat, v.legal.filter((a) => a.t === 'tonic'), v.boss && t.seats.includes(v.boss.seat) ? [v.boss, v.seats[v.boss.seat]?.menace, v.boss.actions.played.map((id) => v.cards[id])] : null]);
  }

  /** Draws one team's plate again if what it shows changed. */
  private drawTeam(k: number): void {
    const v = this.view;
    if (!v?.teams || this.blanked || !this.teamBoxes[k]) return;
    const key = this.teamKey(k);
    if (this.teamPlates[k] && this.teamDrawnFrom[k] === key) return;
    const c = teamPlate(v, k, this.teamBoxes[k]!, this.teamShown(k), (s) => this.name(s), fit, (a) => this.onAct(a), (z) => this.onZoom(z));
    const old = this.teamPlates[k];
    if (old) {
      const at = this.teamLayer.getChildIndex(old);
      this.teamLayer.removeChildAt(at);
      old.destroy({ children: true });
      this.teamLayer.addChildAt(c, at);
    } else this.teamLayer.addChild(c);
    this.teamPlates[k] = c;
    this.teamDrawnFrom[k] = key;
    this.anim?.requestFrame();
  }

  private drawTeams(): void {
    const v = this.view;
    const n = v && !this.blanked ? (v.teams?.length ?? 0) : 0;
    if (this.teamPlates.length !== n) {
      for (const p of this.teamLayer.removeChildren()) p.destroy({ children: true });
      this.teamPlates = [];
      this.teamDrawnFrom = [];
    }
    for (let k = 0; k < n; k++) this.drawTeam(k);
  }

  /** The mechanics' strip height on this table's plates (0 when no seat has a mechanic on show). */
  private boardH = 0;
  /** The plates' size on this table (PLATE): compact or tight where their rows would touch at full size. */
  private plateSize: PlateSize = 'full';
  /** The card key of each companion that came into play during a batch (the view being played from may lack it). */
  private petKeys = new Map<string, string>();
  /** The mechanic's rule shown while the pointer is over a plate's strip. */
  private tip: Container | null = null;
  private tipText = '';
  /** What each plate's strip says, as drawn (for the end-to-end tests). */
  private boardWords: (string | null)[] = [];

  /** What each plate was drawn from: a plate is made again only when this changes (text is slow to make). */
  private drawnFrom: string[] = [];
  /** Why a seat left, as its events said (after a reload the plate just says OUT). */
  private outWhy = new Map<Seat, string>();

  private plateKey(i: Seat): string {
    const v = this.view!;
    return JSON.stringify([this.shown[i], this.contestBadge(i), this.followed ? (this.followed.seat === i ? this.followed.phase : 0) : null, v.seat === i ? v.plots : null, this.outWhy.get(i), this.places[i], this.name(i), v.seats[i]!.char, v.turn.active === i, v.turn.phase, v.pending?.seat === i, !!v.over, v.over?.winners, this.round?.controller === i, this.round?.in.includes(i), this.round?.passed.includes(i), v.automaton?.seat === i ? v.automaton : null, v.teams ? [championsOf(v, this.round?.in ?? null).includes(i), v.turn.team, v.mates?.find((m) => m.seat === i)?.hand, v.seats[i]?.menace ?? null] : null]);
  }

  private drawSeats(): void {
    const v = this.view;
    this.drawTeams();
    if (!v || this.blanked) {
      for (const p of this.seatLayer.removeChildren()) p.destroy({ children: true });
      this.plates = [];
      this.drawnFrom = [];
      return;
    }
    if (this.plates.length !== v.seats.length) {
      for (const p of this.seatLayer.removeChildren()) p.destroy({ children: true });
      this.plates = [];
      this.drawnFrom = [];
    }
    v.seats.forEach((s, i) => {
      const key = this.plateKey(i);
      if (this.plates[i] && this.drawnFrom[i] === key) return;
      const c = this.plate(i, s.char, this.shown[i] ?? { ...s }, this.places[i]!);
      const old = this.plates[i];
      if (old) {
        const at = this.seatLayer.getChildIndex(old);
        this.seatLayer.removeChildAt(at);
        old.destroy({ children: true });
        this.seatLayer.addChildAt(c, at);
      } else this.seatLayer.addChild(c);
      this.plates[i] = c;
      this.drawnFrom[i] = key;
    });
    this.anim?.requestFrame();
  }

  /** A team game's member row (teams.ts), with the seat's tags, its Champion's crown and its mechanic's strip. */
  private member(i: Seat, char: string, x: SeatShown, p: Place): Container {
    const v = this.view!;
    const portrait = portraitOf(char);
    const active = v.turn.active === i && !v.over;
    const asked = v.pending?.seat === i && !v.over;
    const winner = v.over?.winners.includes(i) ?? false;
    const round = this.round;
    const tags: string[] = [];
    if (winner) tags.push(v.over!.tie ? 'TIE' : 'WINNER');
    else if (!x.alive) tags.push(this.outWhy.get(i) ?? 'OUT');
    else {
      // The phase is the status line's and the team plate's (ticks, Drinks n of m): the row says whose move it is.
      if (active) tags.push('TURN');
      if (round?.controller === i && !round.hosted) tags.push('CONTROLS');
      else if (round?.in.includes(i)) tags.push(round.passed.includes(i) ? 'IN ROUND · PASSED' : 'IN ROUND');
      if (asked && !active) tags.push('DECIDING');
    }
    const c = memberRow(v, i, p, x, {
      name: this.name(i),
      char: charName(char),
      accent: portrait.accent,
      portrait: drawPortrait(portrait, 0, 0, 28),
      tags,
      crown: championsOf(v, round?.in ?? null).includes(i),
      fit,
      onZoom: (z) => this.onZoom(z),
      names: (s) => this.name(s),
    });
    const board = boardOf(char);
    if (board && this.boardH) c.addChild(this.boardStrip(i, board, x, p));
    c.eventMode = 'static';
    const zoom = zoomOfCharacter(char, this.name(i));
    c.on('pointerover', () => this.onZoom(zoom));
    c.on('pointerout', () => this.onZoom(null));
    return c;
  }

  private plate(i: Seat, char: string, x: SeatShown, p: Place): Container {
    const v = this.view!;
    // The Automaton: Rivet's seat shows his mat (automaton.ts), not a player's plate.
    const mat = rivetMat(v, i, p, (s) => this.name(s));
    if (mat) return mat;
    if (v.teams) return this.member(i, char, x, p);
    const c = new Container();
    c.position.set(p.x, p.y);
    c.label = `seat-${i}`;
    const portrait = portraitOf(char);
    // While a batch plays, the turn and phase being played (issue 22.7), else the view's.
    const turn = this.followed ? { active: this.followed.seat, phase: this.followed.phase } : v.turn;
    const active = turn.active === i && !v.over;
    const asked = v.pending?.seat === i && !v.over;
    const winner = v.over?.winners.includes(i) ?? false;
    const bg = new Graphics();
    bg.roundRect(0, 0, p.w, p.h, 12).fill(x.alive ? 0x2a1d12 : 0x1d1a18);
    bg.roundRect(0, 0, p.w, p.h, 12).stroke({ width: active || winner ? 4 : 2, color: winner ? 0xfff0a0 : active ? GOLD : asked ? 0x7fb2ff : portrait.accent });
    if (asked && !active) bg.roundRect(-4, -4, p.w + 8, p.h + 8, 14).stroke({ width: 2, color: 0x7fb2ff });
    c.addChild(bg);
    // Issue 22.17: the portrait is a small square beside the name and the character, so the numbers get the
    // plate's whole width and are never shrunk under 12 px (they were about 8 px at 1024×640 beside a tall portrait).
    const rows = PLATE[this.plateSize];
    const small = this.plateSize !== 'full';
    const size = rows.portrait;
    const inset = small ? 5 : 8;
    c.addChild(drawPortrait(portrait, inset, inset, size));
    const left = size + inset + 8;
    const textW = p.w - left - 8;
    const nm = new Text({ text: this.name(i), style: { fontFamily: FONT, fontSize: 15, fontWeight: 'bold', fill: TEXT_LIGHT } });
    nm.position.set(left, small ? 1 : 4);
    fit(nm, textW);
    c.addChild(nm);
    // Issue 22.4: whose character each seat plays, under the player's name (its rule on hover, as a zoom).
    const who = new Text({ text: charName(char), style: { fontFamily: FONT, fontSize: 12, fontStyle: 'italic', fill: portrait.accent } });
    who.position.set(left, small ? 19 : 23);
    fit(who, textW);
    c.addChild(who);
    // Two tracks on one 0–20 scale: Fortitude (green) over Alcohol (amber); the gap is how close to passing out.
    const full = p.w - 16;
    const tl = 8;
    const ty = rows.tracks;
    const gap = x.F - x.AC;
    const g = new Graphics();
    const fx = (n: number) => tl + (full * Math.max(0, Math.min(TRACK_MAX, n))) / TRACK_MAX;
    const bar = rows.bar;
    if (bar > 0) {
    const band = rows.barGap + bar;
    g.rect(tl, ty, full, bar).fill(0x3a3028);
    g.rect(tl, ty, fx(x.F) - tl, bar).fill(0x4caf6a);
    g.rect(tl, ty + rows.barGap, full, bar).fill(0x3a3028);
    g.rect(tl, ty + rows.barGap, fx(x.AC) - tl, bar).fill(0xe0a030);
    // The gap band between the Alcohol mark and the Fortitude mark, on both tracks.
    if (x.alive && gap > 0) g.rect(fx(x.AC), ty - 1, fx(x.F) - fx(x.AC), band + 2).fill({ color: gap <= 3 ? 0xff4a3a : gap <= 7 ? 0xffb03a : 0x9ad0a0, alpha: 0.42 });
    g.rect(fx(x.F) - 1, ty - 2, 2, band + 4).fill(0xd8ffd8);
    g.rect(fx(x.AC) - 1, ty - 2, 2, band + 4).fill(0xfff0c0);
    }
    c.addChild(g);
    const nums = new Text({
      text: `F ${x.F} · AC ${x.AC}${x.alive ? (gap <= 0 ? ' · out' : ` · gap ${gap}`) : ''}`,
      style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: gap <= 3 && x.alive ? 0xff9a8a : 0xe8e0cc },
    });
    nums.position.set(tl, ty + rows.nums);
    fit(nums, full);
    c.addChild(nums);
    const line = new Text({ text: `${x.G} Gold · ${x.pile} Drink${x.pile === 1 ? '' : 's'} · ${x.hand} card${x.hand === 1 ? '' : 's'}`, style: { fontFamily: FONT, fontSize: 12, fill: GOLD } });
    line.position.set(tl, ty + rows.line);
    fit(line, full);
    c.addChild(line);
    const board = boardOf(char);
    if (board && this.boardH) c.addChild(this.boardStrip(i, board, x, p));
    // The Round as shown (it changes event by event while a batch plays).
    const round = this.round;
    const tags: string[] = [];
    if (winner) tags.push(v.over!.tie ? 'TIE' : 'WINNER');
    else if (!x.alive) tags.push(this.outWhy.get(i) ?? 'OUT');
    else {
      if (active) tags.push(`TURN · ${phaseName(turn.phase)}`);
      if (round?.controller === i && !round.hosted) tags.push('CONTROLS');
      else if (round?.in.includes(i)) tags.push(round.passed.includes(i) ? 'IN ROUND · PASSED' : 'IN ROUND');
      // The seat whose turn it is decides under its gold border and the status line: DECIDING marks the others.
      if (asked && !active) tags.push('DECIDING');
    }
    if (tags.length) {
      const t = new Text({ text: tags.join(' · '), style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0x1b1206 } });
      // The tag leaves the plate's top-left corner to the control crown when this seat holds it (issue 22.17: the
      // crown sat over "TURN"); otherwise it may take the plate's width ("TURN · Discard and Draw" whole at 1024).
      const room = p.w - (round?.controller === i && !round.hosted ? 34 : 8);
      // Too long for the plate: the phase goes (the header says it) before a word is cut.
      if (t.width + 14 > room && active) t.text = tags.join(' · ').replace(`TURN · ${phaseName(turn.phase)}`, 'TURN');
      const tagW = Math.min(room, t.width + 14);
      const tag = new Graphics().roundRect(0, 0, tagW, 18, 9).fill(winner ? 0xfff0a0 : !x.alive ? 0x9a8f78 : active ? GOLD : asked ? 0x7fb2ff : 0xc9a0ff);
      const tc = new Container();
      tc.position.set(p.w - tagW - 6, -TAG_ABOVE);
      t.position.set(7, 1);
      fit(t, tagW - 12);
      tc.addChild(tag, t);
      c.addChild(tc);
    }
    // Prizes held and IOUs (Vess's tokens) as small badges under the plate; first, in a drinking contest, this
    // seat's Drink and its score (issue 22.3), so every contestant's standing is read at their own seat.
    const badges: { text: string; color: number; zoom?: Zoom | null }[] = [];
    const contest = this.contestBadge(i);
    if (contest) badges.push(contest);
    if (x.prizes.length) badges.push({ text: `★ ${x.prizes.length === 1 ? this.titleOf(x.prizes[0]) : `${x.prizes.length} Prizes`}`, color: 0xf0d070, zoom: prizesZoom(x.prizes.map((id) => v.cards[id])) });
    x.debts.forEach((n, creditor) => {
      if (n > 0) badges.push({ text: `IOU ×${n} to ${this.name(creditor)}`, color: 0xe8c8a8 });
    });
    if (x.iouPool !== null && x.alive) badges.push({ text: `${x.iouPool} IOU${x.iouPool === 1 ? '' : 's'} to give`, color: 0xd8c8b0 });
    let bx = 6;
    for (const b of badges) {
      const t = new Text({ text: b.text, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0x1b1206 } });
      const bw = Math.min(p.w - bx - 4, t.width + 12);
      if (bw < 30) break;
      const bc = new Container();
      // Half under the plate, clear of its Gold line (at p.h - 8 a badge covered the line's foot).
      bc.position.set(bx, p.h - (17 - BADGES_BELOW));
      bc.addChild(new Graphics().roundRect(0, 0, bw, 17, 8).fill(b.color).stroke({ width: 1, color: 0x5a4020 }));
      t.position.set(6, 1);
      fit(t, bw - 10);
      bc.addChild(t);
      if (b.zoom) {
        const z = b.zoom;
        bc.eventMode = 'static';
        bc.on('pointerover', (ev) => (ev.stopPropagation(), this.onZoom(z)));
        bc.on('pointerout', () => this.onZoom(null));
      }
      c.addChild(bc);
      bx += bw + 4;
    }
    if (!x.alive && !winner) c.alpha = 0.45;
    c.eventMode = 'static';
    const zoom = zoomOfCharacter(char, this.name(i));
    c.on('pointerover', () => this.onZoom(zoom));
    c.on('pointerout', () => this.onZoom(null));
    return c;
  }

  /**
   * A contestant's badge in a drinking contest (issue 22.3): its score and its Drink ("Contest 3 · Cellar
   * Porter"), gold for the leader (all tied leaders), "to reveal" before its Drink is out, what it won at the end.
   * The badge's zoom explains the contest. Null for a seat not in one.
   */
  private contestBadge(i: Seat): { text: string; color: number; zoom: Zoom } | null {
    const v = this.view;
    const on = v ? contestOn(v) : null;
    if (!v || !on || !on.contest.all.includes(i)) return null;
    const c = on.contest;
    const rows = contestRows(c, v);
    const r = rows.find((x) => x.seat === i);
    const zoom: Zoom = {
      title: `${on.title}${c.round > 1 ? ` — drink-off ${c.round}` : ''}`,
      type: 'Drinking contest',
      text: `Each contestant drinks a Drink from the Drink Deck (Chasers added); its score is the Alcohol it adds. The highest score wins 1 Gold from each other contestant; a tie drinks again. Now: ${rows.map((x) => `${this.name(x.seat)} ${x.score === null ? 'to reveal' : `${x.score}${x.drink ? ` (${x.drink})` : ''}`}`).join(', ')}.`,
    };
    if (c.winner === i) return { text: `Wins the contest${r?.score != null ? ` with ${r.score}` : ''}`, color: 0xfff0a0, zoom };
    if (c.dropped.includes(i)) return { text: 'Contest: out (tied, passing out)', color: 0x9a8f78, zoom };
    if (!r) return { text: c.winner !== null ? 'Contest: lost' : 'Contest: waits (not in the drink-off)', color: 0xbdb3a0, zoom };
    if (r.score === null) return { text: 'Contest: Drink to reveal', color: 0xbdb3a0, zoom };
    return { text: `Contest ${r.score}${r.leads ? ' (leads)' : ''} · ${r.drink || 'drunk'}`, color: r.leads ? 0xf6d35a : 0xa8d0ff, zoom };
  }

  // ---- the second four's mechanics on the plate (issue 23.4) ------------------------------------------

  /** Where a plate's mechanic strip is (stage units): the animators fly cards to and from it. */
  boardSpot(seat: Seat): { x: number; y: number } | null {
    const p = this.places[seat];
    if (!p || !this.boardH || !boardOf(this.view?.seats[seat]?.char ?? '')) return null;
    return { x: p.x + p.w / 2, y: p.y + p.h - this.boardH / 2 - 6 };
  }

  /**
   * The strip at the foot of a plate: the Oven's Heat as a track of pips, companions in play as face-up cards
   * (what Net and Sack aims at), Plots as face-down card backs (their titles for their owner only, from the
   * seat's own view), the Loot Sack's count and the spent loot. Hovering it shows the mechanic's rule.
   */
  private boardStrip(i: Seat, b: TavernBoardInfo, x: SeatShown, p: Place): Container {
    const v = this.view!;
    const c = new Container();
    c.label = `board-${i}`;
    const h = this.boardH - 4;
    const w = p.w - 16;
    c.position.set(8, p.h - this.boardH - 4);
    c.addChild(new Graphics().roundRect(0, 0, w, h, 5).fill({ color: 0x120c08, alpha: 0.6 }).stroke({ width: 1, color: 0x5a4a32 }));
    let at = 6;
    const said: string[] = [];
    const label = (text: string, color: number, bold = true): void => {
      said.push(text);
      // No room left for a readable word: nothing rather than a word under 12 px.
      if (w - at - 4 < 24) return;
      const t = new Text({ text, style: { fontFamily: FONT, fontSize: 12, fontWeight: bold ? 'bold' : 'normal', fill: color } });
      t.position.set(at, (h - t.height) / 2);
      fit(t, w - at - 4);
      c.addChild(t);
      at += t.width + 5;
    };
    const chip = (text: string, fill: number, stroke: number, color = 0x1d1a16, key?: string): void => {
      said.push(`[${text}]`);
      const t = new Text({ text, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: color } });
      const room = w - at - 4;
      if (room < 18) return;
      const cw = Math.min(room, t.width + 10);
      fit(t, cw - 8);
      const g = new Graphics().roundRect(at, 2, cw, h - 4, 4).fill(fill).stroke({ width: 1, color: stroke });
      t.position.set(at + 5, (h - t.height) / 2);
      c.addChild(g, t);
      // A face-up card in play (a companion, the owner's own Plot) reads enlarged on hover (issue 22.2).
      const z = key ? zoomOfKey(key) : null;
      if (z) {
        g.eventMode = 'static';
        g.on('pointerover', () => this.onZoom(z));
        g.on('pointerout', () => this.onZoom(null));
      }
      at += cw + 4;
    };
    switch (b.kind) {
      case 'oven': {
        const heat = x.heat ?? 0;
        label('Oven', 0xffa04a);
        // The pips take what the "n/max Heat" words leave (at 1024 they cut the words to "1/6…"); too little room
        // for a readable pip and the words say it alone.
        const words = new Text({ text: `${heat}/${b.max} Heat`, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0xffd08a } });
        const r = Math.min(5, ((w - at - words.width - 10) / b.max - 3) / 2);
        words.destroy();
        if (r >= 2.5) {
          const g = new Graphics();
          for (let k = 0; k < b.max; k++) {
            const cx = at + r + k * (2 * r + 3);
            g.circle(cx, h / 2, r).fill(k < heat ? 0xff8a2a : 0x3a3028).stroke({ width: 1, color: k < heat ? 0xffd08a : 0x6a5a42 });
          }
          c.addChild(g);
          at += b.max * (2 * r + 3) + 3;
        }
        label(`${heat}/${b.max} Heat`, 0xffd08a);
        break;
      }
      case 'companions':
        label('In play', 0x9ad06a);
        if (!x.companions.length) label('no companion', 0x9a8f78, false);
        for (const id of x.companions) chip(companionName(v.cards[id] ?? this.petKeys.get(id)), 0xd8f0c0, 0x5aa04a, 0x1d1a16, v.cards[id] ?? this.petKeys.get(id));
        break;
      case 'plots': {
        // Their owner reads them (the seat's own view lists them) on the same slate card back everyone else sees blank.
        const mine = v.seat === i ? v.plots : [];
        label(mine.length ? 'Your Plots' : 'Plots', 0x6ab0e0);
        for (let k = 0; k < x.plots; k++) chip(mine[k] ? cardTitle(v, mine[k]) : 'face down', 0x24303a, 0x6ab0e0, 0xcfe4f4, mine[k] ? v.cards[mine[k]] : undefined);
        if (!x.plots) label('none laid', 0x9a8f78, false);
        break;
      }
      case 'loot':
        chip(`Loot Sack ${x.sack ?? 0}`, 0x7a5a2a, 0xe8c23a, 0xfff0c0);
        label(`· spent loot ${x.spent}`, 0xe8d24a, false);
        break;
    }
    this.boardWords[i] = said.join(' ');
    // The mechanic's rule on hover, as the Rules dialog words it (the host's catalogue).
    const rule = tavernCatalogue().characters.find((ch) => ch.key === v.seats[i]!.char)?.rules[0] ?? '';
    c.eventMode = 'static';
    c.cursor = 'help';
    c.hitArea = { contains: (px: number, py: number) => px >= 0 && py >= 0 && px <= w && py <= h };
    c.on('pointerover', () => this.showTip(rule, p, h));
    c.on('pointerout', () => this.hideTip());
    return c;
  }

  private showTip(rule: string, p: Place, h: number): void {
    this.hideTip();
    if (!rule) return;
    const { w } = this.size;
    const tw = Math.min(360, w - 20);
    const t = new Text({ text: rule, style: { fontFamily: FONT, fontSize: 12, fill: 0x1d1a16, wordWrap: true, wordWrapWidth: tw - 16 } });
    const box = new Container();
    box.label = 'board-tip';
    box.addChild(new Graphics().roundRect(0, 0, tw, t.height + 12, 8).fill(0xfbf5e6).stroke({ width: 2, color: GOLD }));
    t.position.set(8, 6);
    box.addChild(t);
    const x = Math.max(10, Math.min(w - tw - 10, p.x + p.w / 2 - tw / 2));
    const below = p.y + p.h + 4;
    const y = below + t.height + 12 < this.size.h ? below : Math.max(4, p.y + p.h - h - t.height - 20);
    box.position.set(x, y);
    this.fx.addChild(box);
    this.tip = box;
    this.tipText = rule;
    this.anim?.requestFrame();
  }

  private hideTip(): void {
    if (this.tip && !this.tip.destroyed) this.tip.destroy({ children: true });
    this.tip = null;
    this.anim?.requestFrame();
  }

  // ---- the Round: control, the pot's Prize ------------------------------------------------------------

  /** Where the control token sits for a seat: on its plate's top-left corner, over the portrait. */
  private tokenSpot(seat: Seat | null): { x: number; y: number } {
    const p = seat === null ? null : this.places[seat];
    if (!p) return this.spot('pot');
    // Rivet's mat has no portrait in its corner: his name starts there, and the crown covered it ("ivet"). His
    // mat has no tag above it, so his crown sits above the corner.
    if (this.view?.automaton?.seat === seat) return { x: p.x + 2, y: p.y - 20 };
    return { x: p.x + 2, y: p.y - 2 };
  }

  private token(): Container {
    if (this.controlToken && !this.controlToken.destroyed) return this.controlToken;
    const c = new Container();
    c.label = 'control-token';
    const g = new Graphics();
    g.circle(0, 0, 19).fill(0xe8b949).stroke({ width: 3, color: 0x5a3a08 });
    // A small crown: who controls the Round.
    g.poly([-11, 6, -11, -5, -5, 1, 0, -9, 5, 1, 11, -5, 11, 6]).fill(0x5a3a08);
    g.rect(-11, 7, 22, 3).fill(0x5a3a08);
    c.addChild(g);
    this.tokens.addChild(c);
    this.controlToken = c;
    return c;
  }

  /** Puts the token where the shown Round says, at once (after a redraw or a view). */
  private placeToken(): void {
    const r = this.round;
    if (!r || r.controller === null || r.hosted || this.blanked || !this.view || this.view.over) {
      if (this.controlToken) this.controlToken.visible = false;
      return;
    }
    const t = this.token();
    const at = this.tokenSpot(r.controller);
    t.visible = true;
    t.alpha = 1;
    t.scale.set(1);
    t.position.set(at.x, at.y);
  }

  /** The token moves to the new controller's place (null: back to the pot, and gone: nobody controls). */
  async moveControl(to: Seat | null, from?: Seat | 'pot'): Promise<void> {
    const t = this.token();
    if (from !== undefined || !t.visible) {
      const a = from === 'pot' || from === undefined ? this.spot('pot') : this.tokenSpot(from);
      t.position.set(a.x, a.y);
      t.alpha = 1;
      t.visible = true;
    }
    const b = this.tokenSpot(to);
    this.anim.requestFrame();
    await this.anim.to(t.position, { x: b.x, y: b.y }, 420, undefined, t);
    // A pulse on arrival: control just changed hands.
    await this.anim.to(t.scale, { x: 1.35, y: 1.35 }, 110, undefined, t);
    await this.anim.to(t.scale, { x: 1, y: 1 }, 110, undefined, t);
    if (to === null) {
      await this.anim.to(t, { alpha: 0 }, 200);
      t.visible = false;
    }
  }

  /** The Inn's Prize goes into the pot (before the antes). */
  async prizeToPot(): Promise<void> {
    const card = this.joining;
    if (!card) return;
    this.joining = null;
    const piece = prizeCard(this.titleOf(card));
    const a = this.spot('inn');
    const b = this.prizeSpot();
    if (!this.anim.instant) {
      piece.position.set(a.x, a.y);
      this.fx.addChild(piece);
      await this.anim.to(piece.position, { x: b.x, y: b.y }, 420, undefined, piece);
      piece.destroy({ children: true });
    } else piece.destroy({ children: true });
    if (this.round) this.round.prize = card;
    this.drawBanks();
  }

  /** Where the pot's Prize lies: just above the pot. */
  prizeSpot(): { x: number; y: number } {
    const pot = this.spot('pot');
    return this.prizeAbove() ? { x: pot.x, y: pot.y - 44 } : pot;
  }

  private middleFrom = '';
  private banksFrom = '';
  /** Where the top seat's plate ends (0 when no seat sits at the top). */
  private plateBottom = 0;
  /** Where the plates over the pot's box end (0 when none is). */
  private potBottom = 0;
  /** Where the highest plate under the stack begins, its tag included (the window's height when none). */
  private plateTop = Number.POSITIVE_INFINITY;
  /** The stack list as last drawn: rows (a "+ N more" row included), items left out, where it ends, its room. */
  private stackShown = { rows: 0, more: 0, bottom: 0, room: 0 };

  /**
   * How wide a piece centred on the table may be between `y0` and `y1` (stage units): twice the distance from the
   * centre to the nearest plate (its tag and badges included) reaching into that band, either side.
   */
  private roomAcross(y0: number, y1: number): number {
    const { w } = this.size;
    const cx = w / 2;
    let half = cx - 16;
    for (const p of this.teamBoxes.length ? this.teamBoxes : this.places) {
      if (p.y - TAG_ABOVE > y1 || p.y + p.h + BADGES_BELOW < y0) continue;
      if (p.x + p.w <= cx) half = Math.min(half, cx - (p.x + p.w) - 6);
      else if (p.x >= cx) half = Math.min(half, p.x - cx - 6);
      else half = 0;
    }
    return Math.max(0, 2 * half);
  }

  /** Whether the pot's Prize has room above the pot (else the Round's banner names it). */
  private prizeAbove(): boolean {
    return this.spot('pot').y - 44 - 12 >= this.plateBottom + 4;
  }

  /** The Drink Deck, the Inn, and (in a Round) the pot with its Prize, from the shown numbers. */
  private drawBanks(): void {
    const v = this.view;
    const r = this.round;
    const names = this.seats.map((x) => x.name);
    // Whose Round turn is next is the view's: named only once a batch has landed (mid-batch it would lag).
    const next = !this.playing && v?.round && r && v.round.starter === r.starter ? v.round.next : null;
    const key = v && !this.blanked ? JSON.stringify([this.size, v.drinkDeck, v.bar, v.drinkDiscard.length, this.innShown, this.potShown, r, next, names]) : '';
    if (key === this.banksFrom && key !== '') return;
    this.banksFrom = key;
    for (const p of this.banks.removeChildren()) p.destroy({ children: true });
    if (!v || this.blanked) return;
    const deck = this.spot('deck');
    const inn = this.spot('inn');
    const pot = this.spot('pot');
    const deckPile = pile(deck.x, deck.y, 'Drink Deck', `${v.drinkDeck}`, 0x6a2a2a);
    // The last Drink drunk (the Drink discards are face up) reads enlarged over the Deck (issue 22.2).
    const lastDrunk = v.drinkDiscard.length ? zoomOfKey(v.cards[v.drinkDiscard[v.drinkDiscard.length - 1]!]) : null;
    if (lastDrunk) {
      const z = { ...lastDrunk, type: `Last Drink discarded · ${lastDrunk.type}` };
      deckPile.eventMode = 'static';
      deckPile.cursor = 'help';
      deckPile.on('pointerover', () => this.onZoom(z));
      deckPile.on('pointerout', () => this.onZoom(null));
    }
    this.banks.addChild(deckPile);
    if (v.bar !== undefined) {
      // The Bar Deck (VARIANTS.md §8, §12): its count beside the Drink Deck's and the discards', read at a glance.
      const bar = new Text({ text: `Bar Deck ${v.bar} · discards ${v.drinkDiscard.length}\nrefills: 30 from the Bar`, style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0xf6e0b0, align: 'center', lineHeight: 15 } });
      bar.style.align = 'left';
      // Where it covers nothing (issue 24: under the Deck, on a Two-Headed Boss Battle at 1024×640, it sat under
      // the stack's rows): above the Deck where no plate is, else under it clear of the stack, else beside it on
      // the left; from the Deck's left edge (centred under it, it reached into a team column at 1024).
      const { w } = this.size;
      const stackTop = this.spot('stack').y - 6;
      const sw = stackWidth(w);
      const stackBox = { x: w / 2 - sw / 2, y: stackTop, w: sw, h: Math.max(30, this.plateTop - stackTop) };
      const meets = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      const clear = (b: Box) =>
        b.x >= 14 && b.y >= 14 && b.x + b.w <= w - 14 && !meets(b, stackBox) &&
        (this.teamBoxes.length ? this.teamBoxes : this.places).every((p) => !meets(b, { x: p.x, y: p.y - TAG_ABOVE, w: p.w, h: p.h + TAG_ABOVE + BADGES_BELOW }));
      const bw = bar.width;
      const bh = bar.height;
      const spots: Box[] = [
        { x: deck.x - 48, y: deck.y - 30 - bh, w: bw, h: bh },
        { x: deck.x - 48, y: deck.y + 30, w: bw, h: bh },
        { x: deck.x - 56 - bw, y: deck.y - bh / 2, w: bw, h: bh },
      ];
      const at = spots.find(clear) ?? spots[0]!;
      bar.position.set(at.x, at.y);
      bar.label = 'bar-deck';
      this.banks.addChild(bar);
    }
    // The Inn pays Rivet's Gold in an Automaton game and may give out more than it had: a player reads that as
    // what the Inn paid out, never as a negative purse.
    this.banks.addChild(this.innShown < 0 ? pile(inn.x, inn.y, 'Inn paid out', `${-this.innShown} Gold`, 0x5a4a2a) : pile(inn.x, inn.y, 'The Inn', `${this.innShown} Gold`, 0x5a4a2a));
    // A short table with a plate above the pot and one below the stack (1024×640, four seats) has no room for the
    // Round's banner between the pot and the stack: it covered the stack's top row. There the pot's box grows wide
    // and says who controls; who is in is on the plates' tags, and the whole banner is the box's zoom.
    const stackTop = this.spot('stack').y - 6;
    // The banner's words and the room it has between the plates either side of its line (at three seats, 1024×640,
    // the side plates reached into it): words that would be cut there give the wide Pot box instead.
    const ctlWords = r ? (r.hosted ? null : r.controller === null ? 'nobody controls' : `${names[r.controller]} controls`) : null;
    const bannerText = r
      ? ['Round of Gambling', r.prize && !this.prizeAbove() ? `★ ${this.titleOf(r.prize)} in the pot` : null, ctlWords, `in: ${r.in.map((x) => names[x]).join(', ')}`, next !== null ? `next: ${names[next] ?? '?'}` : null]
          .filter(Boolean)
          .join(' · ')
          .replace('Gambling · ', 'Gambling — ')
      : '';
    const bannerRoom = Math.min(this.roomAcross(pot.y + 27, pot.y + 55) - 20, this.size.w * 0.5, 560);
    const banner = r ? new Text({ text: bannerText, style: { fontFamily: SERIF, fontSize: 15, fontWeight: 'bold', fill: 0xfff0c0 } }) : null;
    const cramped = !!r && (stackTop < pot.y + 56 || (banner !== null && banner.width > bannerRoom));
    if (cramped) banner?.destroy();
    const names2 = (xs: Seat[]) => xs.map((x) => names[x]).join(', ');
    if (r && !cramped) this.banks.addChild(pile(pot.x, pot.y, 'Pot', `${this.potShown} Gold`, 0x8a6a1a));
    if (r && cramped) {
      const ctl = r.hosted ? 'Round of Gambling' : r.controller === null ? 'Round · nobody controls' : `Round · ${names[r.controller]} controls`;
      // On the piles' own row (1024×640, a plate over the pot's place) the wide box covered the Drink Deck and the
      // Inn: there it takes the gap between them and says only who controls (the zoom says the rest).
      const room = Math.abs(pot.y - deck.y) < 52 ? 2 * this.pileDx - 96 - 12 : 196;
      const short = r.hosted ? 'Pot · Round' : r.controller === null ? 'Pot · nobody controls' : `Pot · ${names[r.controller]} controls`;
      const box = pile(pot.x, pot.y, room < 196 ? short : `Pot — ${ctl}`, `${this.potShown} Gold`, 0x8a6a1a, Math.min(196, room));
      const z: Zoom = { title: 'Round of Gambling', type: `Pot ${this.potShown} Gold`, text: [ctl.replace('Round · ', ''), `in: ${names2(r.in)}`, next !== null ? `next: ${names[next] ?? '?'}` : '', r.prize ? `Prize in the pot: ${this.titleOf(r.prize)}` : ''].filter(Boolean).join(' · ') };
      box.eventMode = 'static';
      box.cursor = 'help';
      box.on('pointerover', () => this.onZoom(z));
      box.on('pointerout', () => this.onZoom(null));
      this.banks.addChild(box);
    }
    if (r?.prize && this.prizeAbove()) {
      const c = prizeCard(`Prize: ${this.titleOf(r.prize)}`);
      const at = this.prizeSpot();
      c.position.set(at.x, at.y);
      const z = zoomOfKey(v.cards[r.prize]);
      if (z) {
        c.eventMode = 'static';
        c.on('pointerover', () => this.onZoom(z));
        c.on('pointerout', () => this.onZoom(null));
      }
      this.banks.addChild(c);
    }
    if (r && !cramped && banner) {
      // Who controls and who is in, as the Round stands now (it changes event by event while a batch plays).
      const { w } = this.size;
      const t = banner;
      t.anchor.set(0.5, 0.5);
      fit(t, bannerRoom);
      const bw = t.width + 20;
      const band = new Graphics().roundRect(w / 2 - bw / 2, pot.y + 29, bw, 24, 12).fill({ color: 0x120c08, alpha: 0.75 }).stroke({ width: 1, color: 0xc9a0ff });
      t.position.set(w / 2, pot.y + 41);
      // One piece (the layout check holds no piece of the middle over another; the words sit on their band).
      const piece = new Container();
      piece.addChild(band, t);
      this.banks.addChild(piece);
    }
    this.anim?.requestFrame();
  }

  private drawMiddle(): void {
    const v = this.view;
    this.drawBanks();
    const key = v && !this.blanked ? JSON.stringify([this.size, v.round, v.stack, v.seat, this.seats.map((s) => s.name)]) : '';
    if (key === this.middleFrom && key !== '') return;
    this.middleFrom = key;
    for (const p of this.middle.removeChildren()) p.destroy({ children: true });
    // Nothing drawn, nothing reported: describe() must not tell of a list taken down (the hotseat blank).
    this.stackShown = { rows: 0, more: 0, bottom: 0, room: this.plateTop };
    if (!v || this.blanked) return;
    const names = this.seats.map((s) => s.name);
    // The stack, top first: the item being answered outlined in gold.
    const { w } = this.size;
    const sw = stackWidth(w);
    const top = this.spot('stack').y - 6;
    // As many rows as fit above the plate below (at most 5); when some do not fit, the last row counts them, so
    // the list never runs under that seat's tag (a five-item stack did at 1280×800).
    const rows = Math.max(1, Math.min(5, Math.floor((this.plateTop - top + 4) / 30)));
    const all = [...v.stack].reverse();
    const summary = all.length > rows && rows > 1;
    const items = all.slice(0, summary ? rows - 1 : rows);
    const more = all.length - items.length;
    const drawn = items.length + (summary ? 1 : 0);
    this.stackShown = { rows: drawn, more, bottom: top + drawn * 30 - 4, room: this.plateTop };
    if (summary) {
      const c = new Container();
      c.position.set(w / 2 - sw / 2, top + items.length * 30);
      const t = new Text({ text: `   + ${more} more on the stack, under these`, style: { fontFamily: FONT, fontSize: 12, fontStyle: 'italic', fill: 0xf6f1e4 } });
      t.position.set(8, 5);
      fit(t, sw - 14);
      c.addChild(new Graphics().roundRect(0, 0, sw, 26, 6).fill({ color: 0x1d1a16, alpha: 0.55 }), t);
      this.middle.addChild(c);
    }
    items.forEach((it, k) => {
      const c = new Container();
      c.position.set(w / 2 - sw / 2, top + k * 30);
      const isTop = k === 0;
      const g = new Graphics().roundRect(0, 0, sw, 26, 6).fill(isTop ? 0xfbf5e6 : 0xd9d0bc);
      if (isTop) g.roundRect(-2, -2, sw + 4, 30, 8).stroke({ width: 3, color: GOLD });
      const said = itemText(it, v, names);
      const t = new Text({ text: `${isTop ? '▶ ' : '   '}${said.charAt(0).toUpperCase()}${said.slice(1)}`, style: { fontFamily: FONT, fontSize: 13, fontWeight: isTop ? 'bold' : 'normal', fill: 0x1d1a16 } });
      t.position.set(8, 5);
      fit(t, sw - 14);
      c.addChild(g, t);
      c.alpha = isTop ? 1 : 0.85 - k * 0.1;
      const z = zoomOfItem(it, v);
      if (z) {
        c.eventMode = 'static';
        c.cursor = 'help';
        c.on('pointerover', () => this.onZoom(z));
        c.on('pointerout', () => this.onZoom(null));
      }
      this.middle.addChild(c);
    });
  }
}

/**
 * The cells of a 3×3 grid (column, row) the seats of a table of five to eight take, clockwise from the viewer's at
 * the bottom centre (bottom left, left, top left, top, top right, right, bottom right); the middle is the piles'.
 */
const GRID: Record<number, [number, number][]> = {
  5: [[1, 2], [0, 2], [0, 0], [2, 0], [2, 2]],
  6: [[1, 2], [0, 2], [0, 0], [1, 0], [2, 0], [2, 2]],
  7: [[1, 2], [0, 2], [0, 1], [0, 0], [2, 0], [2, 1], [2, 2]],
  8: [[1, 2], [0, 2], [0, 1], [0, 0], [1, 0], [2, 0], [2, 1], [2, 2]],
};

/** The stack list's width in a window `w` wide. */
const stackWidth = (w: number): number => Math.min(420, w * 0.36);

/** Each word `fit` had to shrink, with its whole text (what the layout check calls cut when it differs). */
const cutTexts = new WeakMap<Text, string>();

/** The smallest a word on the table may be drawn, in stage units (issue 22.17: nothing under 12 px). */
const MIN_PX = 12;

/**
 * Makes a text fit `max` wide: shrunk, but never under 12 px (the stage is never zoomed below 1); what still does
 * not fit is cut short with an ellipsis (a long Drink name ran against its row's edge, names shrank to 8 px).
 */
export function fit(t: Text, max: number): void {
  if (t.width <= max || max <= 0) return;
  cutTexts.set(t, t.text);
  const size = Number(t.style.fontSize) || MIN_PX;
  const least = Math.min(1, MIN_PX / size);
  const k = Math.max(least, max / t.width);
  t.scale.set(k);
  if (t.width <= max + 0.5) return;
  // Cut by halves: text is slow to measure, a few tries at most.
  const full = t.text;
  let lo = 0;
  let hi = full.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    t.text = `${full.slice(0, mid).trimEnd()}…`;
    if (t.width <= max) lo = mid;
    else hi = mid;
  }
  t.text = `${full.slice(0, lo).trimEnd()}…`;
}

function pile(x: number, y: number, title: string, value: string, color: number, w = 96): Container {
  const c = new Container();
  c.position.set(x - w / 2, y - 26);
  c.addChild(new Graphics().roundRect(0, 0, w, 52, 8).fill(color).stroke({ width: 2, color: 0xe8d8b0 }));
  const a = new Text({ text: title, style: { fontFamily: FONT, fontSize: 12, fill: 0xf6f1e4 } });
  a.anchor.set(0.5, 0);
  a.position.set(w / 2, 5);
  fit(a, w - 10);
  const b = new Text({ text: value, style: { fontFamily: FONT, fontSize: 17, fontWeight: 'bold', fill: 0xfff0c0 } });
  b.anchor.set(0.5, 0);
  b.position.set(w / 2, 24);
  c.addChild(a, b);
  return c;
}

/** A portrait from its recipe, `size` pixels square. */
export function drawPortrait(p: Portrait, x: number, y: number, size: number): Container {
  const c = new Container();
  c.position.set(x, y);
  const k = size / 100;
  const g = new Graphics();
  g.roundRect(0, 0, size, size, 14 * k).fill(p.bg);
  for (const s of p.shapes) {
    switch (s.k) {
      case 'circle':
        g.circle(s.x * k, s.y * k, s.r * k).fill(s.fill);
        break;
      case 'ellipse':
        g.ellipse(s.x * k, s.y * k, s.rx * k, s.ry * k).fill(s.fill);
        break;
      case 'rect':
        g.roundRect(s.x * k, s.y * k, s.w * k, s.h * k, (s.r ?? 0) * k).fill(s.fill);
        break;
      case 'poly':
        g.poly(s.pts.map((n) => n * k)).fill(s.fill);
        break;
    }
  }
  const mask = new Graphics().roundRect(0, 0, size, size, 14 * k).fill(0xffffff);
  c.addChild(g, mask);
  g.mask = mask;
  c.addChild(new Graphics().roundRect(0, 0, size, size, 14 * k).stroke({ width: 2, color: p.accent }));
  // Drawn once into a texture: the mask is a stencil pass on every frame otherwise, and on a software renderer
  // four plates' masks were most of a tavern frame (26 of 28 ms at 1280×800, session 16). Twice the screen's
  // resolution keeps the face sharp on the stage's zoom (at most 1.6).
  c.cacheAsTexture({ resolution: Math.min(4, 2 * (globalThis.devicePixelRatio || 1)) });
  return c;
}
