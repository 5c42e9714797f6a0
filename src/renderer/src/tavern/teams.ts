import { Container, Graphics, Text } from 'pixi.js';
import type { TavernView } from '../../../shared/host/machines/tavern';
import type { Seat, TAction } from '../../../shared/tavern/types';
import { FONT, GOLD, TEXT_LIGHT } from '../table/palette';
import { cardTitle, textOf, type Zoom } from './words';
import { bossHeight, bossMat } from './boss';

/**
 * Team games on the table (VARIANTS.md §12): one plate per team with the team's shared F/AC bars, Gold and
 * Tonic tokens (spend buttons on the viewer's own team, when the host offers a Tonic), and inside it a row per
 * member: name, character, hand (titles for a teammate, a count for the others), pile, IOUs, Prizes, and on the
 * team whose turn it is the members' "acted" and "drunk" ticks and "Drinks n of m". Everything is read from the
 * view (teams, mates, turn.team, the stack's Champions); nothing here decides a rule.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One colour per team (told apart by hue and by light, also for a colour-blind player: red, blue, green, violet). */
export const TEAM_COLOURS = [0xe0605a, 0x5a9ae8, 0x62c06a, 0xb88ae8] as const;
export const TEAM_LETTERS = ['Red', 'Blue', 'Green', 'Violet'] as const;

/** The team plate's head: its name, Gold and Tonics on one line, the shared tracks on the next. */
export const TEAM_HEAD = 46;
/** Your own team's plate has a line more under its head: the Tonic buttons while the host offers a Tonic. */
export const TONIC_LINE = 24;
/**
 * Narrower than this (a team plate at 1024×640 is about 240 wide), a plate's lines would cut their words (issue
 * 24.5: "Grusk Iron…", "Drinks 0…"): the head says "Drinks n of m" on a line of its own and each member's row gets
 * a third line for its tag and ticks, so every word stays whole at 12 px.
 */
export const NARROW = 300;
/** The extra line of a narrow plate's head, and of a narrow member row. */
export const NARROW_LINE = 18;
/** The head of team k's plate (`w` wide): your own team's with its Tonic line; a narrow one with its Drinks line. */
export const headOf = (v: TavernView, k: number, w: number): number => TEAM_HEAD + (w < NARROW ? NARROW_LINE : 0) + (v.seat >= 0 && v.teams?.[k]?.seats.includes(v.seat) ? TONIC_LINE : 0);
/** A member's row: name and character, then hand, pile and ticks (a narrow row: ticks and tag on a third line). */
export const MEMBER_ROW = 40;
/** The extra line of a teammate's hand, face up to the viewer (only on the viewer's own team). */
export const HAND_LINE = 17;

const TRACK_MAX = 20;

/** The team index of a seat in the view, or -1. */
export function teamOf(v: TavernView, seat: Seat): number {
  return v.teams?.findIndex((t) => t.seats.includes(seat)) ?? -1;
}

/** The Champions the table shows a crown on: those of a Round in play, and those named on the stack's Events and cards. */
export function championsOf(v: TavernView, roundIn: readonly Seat[] | null): Seat[] {
  if (!v.teams) return [];
  const out = new Set<Seat>(roundIn ?? []);
  for (const it of v.stack) for (const s of (it.champions as Seat[] | undefined) ?? []) out.add(s);
  return [...out];
}

/**
 * Where each team plate and each member row lie in a table `w`×`h` (stage units): two columns at the sides of the
 * felt, so the middle column keeps the Drink Deck, the Inn, the pot and the stack in sight at every size (two rows
 * of plates left no room for them at 1024×640). The viewer's team is at the bottom left, the others clockwise as
 * the base table goes round: top left, top right, bottom right. `middle` is the width left between the columns.
 */
export function teamLayout(v: TavernView, w: number, h: number, boardH: (seat: Seat) => number, middle: number): { teams: Box[]; members: Box[] } {
  const teams = v.teams ?? [];
  const n = teams.length;
  const mine = v.seat >= 0 ? Math.max(0, teamOf(v, v.seat)) : 0;
  const members: Box[] = [];
  const boxes: Box[] = [];
  // Boss Battle: the Boss's mat lies under her team's head (boss.ts).
  const cw = Math.max(220, Math.min(470, (w - 32 - middle) / 2));
  // Its height follows the Crackdown's lines at this width (the mat is the plate's width less 20).
  const matOf = (k: number) => (v.boss && teams[k]!.seats.includes(v.boss.seat) ? bossHeight(v, cw - 20) : 0);
  const heightOf = (k: number) => headOf(v, k, cw) + matOf(k) + teams[k]!.seats.reduce((t, s) => t + rowHeight(v, s, boardH, cw - 12) + 4, 0) + 2;
  for (let k = 0; k < n; k++) {
    const r = (k - mine + n) % n;
    const th = heightOf(k);
    const left = r === 0 || (r === 1 && n > 2);
    // Two teams: yours at the bottom left, the other at the top right; more: a column of two on each side.
    const low = r === 0 || r === 3;
    const x = left ? 16 : w - cw - 16;
    const y = low ? h - th - 12 : 16;
    boxes[k] = { x, y, w: cw, h: th };
    let my = y + headOf(v, k, cw) + matOf(k);
    for (const s of teams[k]!.seats) {
      const rh = rowHeight(v, s, boardH, cw - 12);
      members[s] = { x: x + 6, y: my, w: cw - 12, h: rh };
      my += rh + 4;
    }
  }
  return { teams: boxes, members };
}

/**
 * A member row's height (`w` wide): a teammate of the viewer's gets a line for their hand, a character with a
 * mechanic its strip, a narrow row its third line.
 */
export function rowHeight(v: TavernView, seat: Seat, boardH: (seat: Seat) => number, w: number): number {
  const mate = v.mates?.some((m) => m.seat === seat) ?? false;
  return MEMBER_ROW + (w < NARROW ? NARROW_LINE : 0) + (mate ? HAND_LINE : 0) + boardH(seat);
}

function text(s: string, size: number, color: number, bold = false, italic = false): Text {
  return new Text({ text: s, style: { fontFamily: FONT, fontSize: size, fontWeight: bold ? 'bold' : 'normal', fontStyle: italic ? 'italic' : 'normal', fill: color } });
}

/** What the team plate shows, from the shown seats (they change event by event while a batch plays). */
export interface TeamShown {
  F: number;
  AC: number;
  G: number;
  alive: boolean;
  tonics: number;
}

/**
 * A team's plate: the coloured frame, the name line with Gold and Tonics (and, on the viewer's own team while the
 * host offers a Tonic, one button per gain), the shared tracks, and on the team whose turn it is "Drinks n of m".
 */
export function teamPlate(
  v: TavernView,
  k: number,
  box: Box,
  x: TeamShown,
  names: (s: Seat) => string,
  fit: (t: Text, max: number) => void,
  onAct: (a: TAction) => void,
  onZoom: (z: Zoom | null) => void,
): Container {
  const team = v.teams![k]!;
  const colour = TEAM_COLOURS[k % TEAM_COLOURS.length]!;
  const c = new Container();
  c.label = `team-${k}`;
  c.position.set(box.x, box.y);
  const onTurn = !v.over && team.seats.includes(v.turn.active);
  const won = v.over?.winners.some((s) => team.seats.includes(s)) ?? false;
  const g = new Graphics();
  g.roundRect(0, 0, box.w, box.h, 12).fill(x.alive ? 0x22170e : 0x1d1a18);
  g.roundRect(0, 0, 7, box.h, 3).fill(colour);
  g.roundRect(0, 0, box.w, box.h, 12).stroke({ width: onTurn || won ? 4 : 3, color: won ? 0xfff0a0 : onTurn ? GOLD : colour });
  c.addChild(g);
  const mine = v.seat >= 0 && team.seats.includes(v.seat);
  const title = text('', 14, colour, true);
  title.position.set(14, 4);
  // The right side of the first line: Gold, Tonics and the spend buttons.
  const tonics = (v.legal ?? []).filter((a): a is Extract<TAction, { t: 'tonic' }> => a.t === 'tonic');
  const chips = mine && x.alive ? tonics : [];
  const right = new Container();
  // With the spend buttons beside it the count drops its word (the buttons say what a Tonic is): nothing shrinks under 12 px.
  const purse = text(`${x.G} Gold · ⚗ ${x.tonics} Tonic${x.tonics === 1 ? '' : 's'}`, 13, GOLD, true);
  right.addChild(purse);
  // The spend buttons on a line of their own under the head (your team's plate keeps the room for it).
  const spend = new Container();
  // Issue 24.5: clear of the track line's numbers above it (it crowded them at 2 units).
  const narrow = box.w < NARROW;
  spend.position.set(14, TEAM_HEAD + (narrow ? NARROW_LINE : 0) + 1);
  if (mine && x.alive) {
    const hint = text(chips.length ? 'Drink a Tonic:' : x.tonics > 0 ? 'Tonics: spend one when the table asks you' : 'No Tonic left', 12, 0xcfe8c0, !!chips.length);
    spend.addChild(hint);
  }
  let rx = mine && x.alive ? spend.width + 8 : 0;
  for (const a of chips) {
    const label = a.gain === 'F' ? '+6 F' : a.gain === 'AC' ? '−6 AC' : '+3 G';
    const t = text(label, 12, 0x1b1206, true);
    const bw = t.width + 12;
    const b = new Container();
    b.label = `tonic-${a.gain}`;
    b.position.set(rx, -1);
    b.addChild(new Graphics().roundRect(0, 0, bw, 18, 8).fill(0xa8e8c0).stroke({ width: 1, color: 0x2a6a40 }));
    t.position.set(6, 1);
    b.addChild(t);
    b.eventMode = 'static';
    b.cursor = 'pointer';
    const z: Zoom = { title: 'Drink a Tonic', type: 'Tonic token', text: `Spend one of your team's Tonics now: ${a.gain === 'F' ? '+6 Fortitude' : a.gain === 'AC' ? '−6 Alcohol' : '3 Gold from the Inn'}. Nothing can answer it.` };
    b.on('pointerover', () => onZoom(z));
    b.on('pointerout', () => onZoom(null));
    b.on('pointertap', () => onAct(a));
    spend.addChild(b);
    rx += bw + 4;
  }
  c.addChild(spend);
  right.position.set(box.w - right.width - 10, 5);
  c.addChild(right);
  // The team's name whole (issue 24.5): with its members' names where they fit beside the purse, else without them
  // (each member's row below names them); cut with "…" only when even that does not fit.
  const head = `${TEAM_LETTERS[k % TEAM_LETTERS.length]} team${mine ? ' (yours)' : ''}`;
  title.text = `${head} · ${team.seats.map(names).join(' & ')}`;
  if (title.width > box.w - right.width - 30) title.text = head;
  // A narrow plate (1024×640) says Gold and Tonics in short ("8 G · ⚗ 2") rather than cut the team's name.
  if (title.width > box.w - right.width - 30) {
    purse.text = `${x.G} G · ⚗ ${x.tonics}`;
    right.position.set(box.w - right.width - 10, 5);
  }
  fit(title, box.w - right.width - 30);
  c.addChild(title);
  // The shared tracks, as on a player's plate: Fortitude (green) over Alcohol (amber) on 0–20, the gap shaded.
  const ty = 25;
  const tl = 14;
  // The bars give way on a narrow plate so the numbers beside them ("F 16 · AC 0 · gap 16") stay whole.
  // Beside them "F 20 · AC 0 · gap 20 · Drinks 0 of 2" needs about 220 (it was cut at 1280); a narrow plate says
  // the Drinks on their own line, so there 170 will do.
  const full = Math.max(60, Math.min(box.w * 0.5, box.w - (narrow ? 170 : 250)));
  const fx = (n: number) => tl + (full * Math.max(0, Math.min(TRACK_MAX, n))) / TRACK_MAX;
  const gap = x.F - x.AC;
  const bars = new Graphics();
  bars.rect(tl, ty, full, 6).fill(0x3a3028);
  bars.rect(tl, ty, fx(x.F) - tl, 6).fill(0x4caf6a);
  bars.rect(tl, ty + 8, full, 6).fill(0x3a3028);
  bars.rect(tl, ty + 8, fx(x.AC) - tl, 6).fill(0xe0a030);
  if (x.alive && gap > 0) bars.rect(fx(x.AC), ty - 1, fx(x.F) - fx(x.AC), 16).fill({ color: gap <= 3 ? 0xff4a3a : gap <= 7 ? 0xffb03a : 0x9ad0a0, alpha: 0.42 });
  c.addChild(bars);
  const tt = v.turn.team;
  const drinks = onTurn && tt ? ` · Drinks ${Math.min(v.turn.ordered, tt.orders)} of ${tt.orders}` : '';
  // A narrow plate says "Drinks n of m" on its own line under the tracks (it was cut to "Drinks 0…" at 1024).
  const nums = text(`F ${x.F} · AC ${x.AC}${x.alive ? (gap <= 0 ? ' · out' : ` · gap ${gap}`) : ' · OUT'}${narrow ? '' : drinks}`, 12, gap <= 3 && x.alive ? 0xff9a8a : 0xe8e0cc, true);
  nums.position.set(tl + full + 8, ty);
  // Short of room: the gap (the bars show it) gives way before "Drinks n of m" is cut.
  if (nums.width > box.w - full - tl - 16 && (drinks || narrow)) nums.text = `F ${x.F} · AC ${x.AC}${narrow ? '' : drinks}`;
  fit(nums, box.w - full - tl - 16);
  c.addChild(nums);
  if (narrow && drinks) {
    const d = text(drinks.slice(3), 12, 0xe8e0cc, true);
    d.position.set(tl, ty + 16);
    fit(d, box.w - tl - 10);
    c.addChild(d);
  }
  if (v.boss && team.seats.includes(v.boss.seat)) {
    const mat = bossMat(v, box.w - 20, fit, onZoom);
    if (mat) {
      mat.position.set(12, headOf(v, k, box.w) - 2);
      c.addChild(mat);
    }
  }
  if (!x.alive && !won) c.alpha = 0.5;
  return c;
}

/** What a member row shows of its seat (the shown seat, changed event by event while a batch plays). */
export interface MemberShown {
  hand: number;
  pile: number;
  alive: boolean;
  prizes: string[];
  debts: number[];
  iouPool: number | null;
}

/**
 * A member's row inside its team plate: portrait and name with the character, the Champion's crown, and a line of
 * hand size, pile, IOUs and Prizes; on the team on turn, "acted" and "drunk" ticks; for the viewer's teammate, the
 * hand face up (titles; hovering the line reads them all). `tags` are the seat's TURN / IN ROUND / … words.
 */
export function memberRow(
  v: TavernView,
  seat: Seat,
  box: Box,
  x: MemberShown,
  o: {
    name: string;
    char: string;
    accent: number;
    portrait: Container;
    tags: string[];
    crown: boolean;
    fit: (t: Text, max: number) => void;
    onZoom: (z: Zoom | null) => void;
    names: (s: Seat) => string;
  },
): Container {
  const c = new Container();
  c.label = `seat-${seat}`;
  c.position.set(box.x, box.y);
  const active = v.turn.active === seat && !v.over;
  const asked = v.pending?.seat === seat && !v.over;
  const k = teamOf(v, seat);
  const colour = TEAM_COLOURS[Math.max(0, k) % TEAM_COLOURS.length]!;
  const g = new Graphics();
  g.roundRect(0, 0, box.w, box.h, 8).fill({ color: colour, alpha: 0.13 });
  g.roundRect(0, 0, box.w, box.h, 8).stroke({ width: active ? 3 : asked ? 2 : 1, color: active ? GOLD : asked ? 0x7fb2ff : 0x5a4a32 });
  c.addChild(g);
  o.portrait.position.set(5, 5);
  c.addChild(o.portrait);
  const left = 38;
  // A narrow row (1024×640) has a third line for its tag and ticks: the first keeps the name and character whole.
  const narrow = box.w < NARROW;
  // The tags (TURN, IN ROUND, DECIDING, WINNER, OUT) at the right of the first line (a narrow row's third).
  let tagW = 0;
  if (o.tags.length) {
    const t = text(o.tags.join(' · '), 12, 0x1b1206, true);
    // A narrow row's third line holds the ticks (and "Champion") on its left: the tag takes what they leave.
    const tt = v.turn.team;
    const ticking = narrow && !v.over && tt && teamOf(v, v.turn.active) === k && x.alive;
    const leftW = narrow ? (ticking ? 100 : 0) + (o.crown ? 72 : 0) : 0;
    tagW = Math.min(narrow ? box.w - left - leftW - 12 : box.w * 0.45, t.width + 14);
    const tc = new Container();
    tc.position.set(box.w - tagW - 5, narrow ? 37 : 3);
    tc.addChild(new Graphics().roundRect(0, 0, tagW, 17, 8).fill(active ? GOLD : asked ? 0x7fb2ff : !x.alive ? 0x9a8f78 : 0xc9a0ff));
    t.position.set(7, 1);
    o.fit(t, tagW - 12);
    tc.addChild(t);
    c.addChild(tc);
  }
  let at = left;
  if (o.crown) {
    // The Champion's crown (§2.6): this member stands for the team in the Round or Event on the table.
    const cr = new Graphics();
    cr.poly([0, 12, 0, 3, 4, 7, 8, 0, 12, 7, 16, 3, 16, 12]).fill(0xffd24a).stroke({ width: 1, color: 0x5a3a08 });
    cr.position.set(at, 3);
    c.addChild(cr);
    at += 20;
  }
  const lineTag = narrow ? 0 : tagW;
  const nm = text(o.name, 14, TEXT_LIGHT, true);
  nm.position.set(at, 2);
  // A narrow row says "Champion" with its ticks (the crown is beside the name): the character stays whole.
  // Leaders and Lackeys (VARIANTS.md §6): each team's Leader plays Magda with her Boss Deck (the seat her Menace is
  // on); the row says "Leader" (a new player could not tell which member led), in the room her surname took.
  const leader = v.teamKind === 'leaders' && !!v.seats[seat]?.menace;
  const who = text(`${o.crown && !narrow ? 'Champion · ' : ''}${leader ? `Leader · ${o.char.split(' ')[0]}` : o.char}`, 12, o.crown ? 0xffd24a : o.accent, false, true);
  // The name gives way to the character only as far as it must (the character is cut last).
  o.fit(nm, Math.max(40, narrow ? box.w - at - who.width - 14 : (box.w - at - lineTag - 14) * 0.55));
  c.addChild(nm);
  who.position.set(at + nm.width + 6, 4);
  o.fit(who, Math.max(30, box.w - at - nm.width - lineTag - 16));
  c.addChild(who);
  // Second line: hand, pile, IOUs, Prizes; then the ticks of the team on turn.
  const bits = [`${x.hand} card${x.hand === 1 ? '' : 's'}`, `${x.pile} Drink${x.pile === 1 ? '' : 's'}`];
  x.debts.forEach((n, creditor) => {
    if (n > 0) bits.push(`IOU ×${n} to ${o.names(creditor)}`);
  });
  if (x.iouPool !== null && x.alive) bits.push(`${x.iouPool} IOU${x.iouPool === 1 ? '' : 's'} to give`);
  // Magda's Menace (a Leader's, a Challenger's; the Boss's own track is on her mat).
  const menace = v.seats[seat]?.menace;
  if (menace && v.boss?.seat !== seat) bits.push(`Menace ${menace.n}/${menace.max}`);
  if (x.prizes.length) bits.push(`★ ${x.prizes.length === 1 ? cardTitle(v, x.prizes[0]) : `${x.prizes.length} Prizes`}`);
  const tt = v.turn.team;
  const onTurn = !v.over && tt && teamOf(v, v.turn.active) === k && x.alive;
  let ticks: Text | null = null;
  if (onTurn) {
    const acted = tt.acted.includes(seat);
    const drunk = tt.drunk.includes(seat);
    ticks = text(`${acted ? '✓' : '○'} acted  ${drunk ? '✓' : '○'} drunk`, 12, 0xcfe8c0, true);
    ticks.position.set(narrow ? left : box.w - ticks.width - 8, narrow ? 38 : 22);
    c.addChild(ticks);
  }
  if (narrow && o.crown) {
    const ch = text(ticks ? 'Champion ·' : 'Champion', 12, 0xffd24a, true, true);
    ch.position.set(left, 38);
    c.addChild(ch);
    if (ticks) ticks.x = left + ch.width + 5;
  }
  const line = text(bits.join(' · '), 12, GOLD);
  line.position.set(left, 22);
  o.fit(line, box.w - left - (ticks && !narrow ? ticks.width + 16 : 8));
  c.addChild(line);
  // A teammate's hand, face up to the viewer (the view carries it: teammates show each other their hands).
  const mate = v.mates?.find((m) => m.seat === seat);
  if (mate) {
    const titles = mate.hand.map((id) => cardTitle(v, id));
    const h = text(titles.length ? `Hand: ${titles.join(', ')}` : 'Hand: empty', 12, 0xf6eccc, false, true);
    h.position.set(left, narrow ? 38 + NARROW_LINE : 38);
    // A hand of titles rarely fits a row: it may be cut, and hovering it reads every card whole (the layout check
    // in tavern-screens knows it by this label).
    h.label = 'reads-on-hover';
    o.fit(h, box.w - left - 8);
    c.addChild(h);
    const z: Zoom = { title: `${o.name}'s hand`, type: 'Your teammate shows you their hand', text: mate.hand.map((id) => `${cardTitle(v, id)}: ${textOf(v.cards[id] ?? '').split('.').slice(1).join('.').trim()}`).join('  ·  ') || 'No cards.' };
    h.eventMode = 'static';
    h.cursor = 'help';
    h.on('pointerover', (ev) => (ev.stopPropagation(), o.onZoom(z)));
    h.on('pointerout', () => o.onZoom(null));
  }
  if (!x.alive) c.alpha = 0.5;
  return c;
}
