import { Container, Graphics, Text } from 'pixi.js';
import type { TavernView } from '../../../shared/host/machines/tavern';
import { tavernCatalogue } from './catalogue';
import type { Seat } from '../../../shared/tavern/types';
import { FONT, GOLD, TEXT_LIGHT } from '../table/palette';

/**
 * Rivet's mat (the Automaton, VARIANTS.md §12), drawn in his seat's place instead of a player's plate: his two
 * tracks, each labelled with its player (F green over AC amber on 0–6), his factions, his deck's count and the
 * last card he revealed with the box it used. It shows the view only: every number comes from `view.automaton`.
 */
export interface MatPlace {
  x: number;
  y: number;
  w: number;
  h: number;
}

const BOX_WORDS: Record<string, string> = { action: 'Action box', response: 'Sometimes box', bottom: 'Gambling box', none: 'no response' };

function titleOfRivet(def: string): string {
  return tavernCatalogue().cards[def]?.title ?? def.replace(/^.*\./, '');
}

/** Text of at least 12 px, cut with an ellipsis (never scaled below its size) to fit `max` pixels. */
function label(text: string, size: number, color: number, max: number, bold = false): Text {
  const t = new Text({ text, style: { fontFamily: FONT, fontSize: size, fontWeight: bold ? 'bold' : 'normal', fill: color } });
  let s = text;
  while (t.width > max && s.length > 4) {
    s = s.slice(0, -2);
    t.text = `${s}…`;
  }
  return t;
}

/** The mat, or null when the seat is not Rivet's (scene.ts draws a player's plate then). */
export function rivetMat(v: TavernView, seat: Seat, p: MatPlace, name: (s: Seat) => string): Container | null {
  const a = v.automaton;
  if (!a || a.seat !== seat) return null;
  const c = new Container();
  c.position.set(p.x, p.y);
  c.label = `seat-${seat}`;
  const active = v.turn.active === seat && !v.over;
  const bg = new Graphics();
  bg.roundRect(0, 0, p.w, p.h, 12).fill(0x1e2228);
  bg.roundRect(0, 0, p.w, p.h, 12).stroke({ width: active ? 4 : 2, color: active ? GOLD : 0x8aa0b4 });
  c.addChild(bg);
  const inner = p.w - 16;
  const factions = a.factions.map((f) => tavernCatalogue().rivet.factions.find((x) => x.key === f)?.title ?? f).join(' + ');
  // His name, then his two factions a size smaller (issue 24.5: at 1024 one 14 px line cut the factions to "…").
  const head = label('Rivet', 14, TEXT_LIGHT, inner, true);
  head.position.set(8, 5);
  c.addChild(head);
  const facts = label(factions, 12, 0xb8c4cc, inner - head.width - 8);
  facts.position.set(8 + head.width + 6, 7);
  c.addChild(facts);
  // One row per track: its player's name, then F over AC on 0–6.
  // Rows of 20 px leave room for the last card's title and its box on two lines of their own (12 px text).
  const rowH = 20;
  a.tracks.forEach((t, k) => {
    const y = 26 + k * rowH;
    // The numbers get the room they need ("F6 AC0" whole at 1024), the bars what is left after the name.
    const who = label(`vs ${name(t.owner)}`, 12, 0xd8d0bc, inner * 0.36);
    who.position.set(8, y);
    c.addChild(who);
    const bx = 8 + inner * 0.38;
    const bw = inner * 0.27;
    const g = new Graphics();
    const max = tavernCatalogue().rivet.trackMax;
    const fx = (n: number) => (bw * Math.max(0, Math.min(max, n))) / max;
    g.rect(bx, y + 1, bw, 6).fill(0x3a3028);
    g.rect(bx, y + 1, fx(t.F), 6).fill(0x4caf6a);
    g.rect(bx, y + 9, bw, 6).fill(0x3a3028);
    g.rect(bx, y + 9, fx(t.AC), 6).fill(0xe0a030);
    c.addChild(g);
    const out = t.AC >= t.F;
    const nums = label(`F${t.F} AC${t.AC}`, 12, out ? 0xff9a8a : 0xe8e0cc, inner * 0.34, true);
    nums.position.set(bx + bw + 4, y);
    c.addChild(nums);
  });
  const deck = label(`Deck ${a.deck} · discards ${v.seats[seat]?.discard.length ?? 0}`, 12, GOLD, inner);
  deck.position.set(8, 26 + 2 * rowH);
  c.addChild(deck);
  const lastT = label(a.last ? `Last: ${titleOfRivet(a.last.def)}` : 'Last: none yet', 12, 0xe8e0cc, inner);
  lastT.position.set(8, 42 + 2 * rowH);
  c.addChild(lastT);
  if (a.last) {
    const used = label(`↳ ${BOX_WORDS[a.last.box] ?? a.last.box}`, 12, a.last.box !== 'none' ? 0xfff0a0 : 0xb8b0a0, inner, true);
    used.position.set(8, 58 + 2 * rowH);
    c.addChild(used);
  }
  return c;
}
