import { Container, Graphics, Text } from 'pixi.js';
import { tavernCatalogue } from '../catalogue';
import { FONT } from '../../table/palette';
import type { Family, TavernStage } from './index';
import { centerOf, fly, miniCard } from './fly';
import { continuesChain, type Revealed } from './plan';

/** Whether a Drink Deck card is a Drink with a Chaser (the catalogue's card data; an unknown key is not). */
export function hasChaser(def: string): boolean {
  return tavernCatalogue().drinks[def]?.chaser === true;
}

/** A Drink being revealed with its Chasers: the cards stay face up in a row, linked, until it is all shown. */
interface Chain {
  last: Revealed;
  /** The face-up cards and links, left to right. */
  cards: Container[];
  /** Where the last card lies. */
  at: { x: number; y: number };
}

const chains = new WeakMap<TavernStage, Chain>();

/** Clears a chain's cards (its Drink is wholly revealed, or the batch ended). */
export function endChain(stage: TavernStage): void {
  const c = chains.get(stage);
  if (!c) return;
  chains.delete(stage);
  for (const card of c.cards) if (!card.destroyed) card.destroy({ children: true });
  stage.anim.requestFrame();
}

/** Half a face-up card's height as the chain shows it (miniCard is 92 high, shown at 1.15). */
const HALF_H = 53;
/** From one card of the chain to the next. */
const STEP = 100;

/**
 * The link from a Drink to its Chaser: a gold bracket over the two cards (drawn at the first card, `dx`
 * wide) with "+ Chaser" on it, so the row reads as one Drink.
 */
function link(dx: number): Container {
  const c = new Container();
  const top = -HALF_H - 12;
  const g = new Graphics();
  g.rect(-2, top, 4, 12).fill(0xe8b949);
  g.rect(dx - 2, top, 4, 12).fill(0xe8b949);
  g.rect(-2, top - 2, dx + 4, 4).fill(0xe8b949);
  g.poly([dx - 8, top + 4, dx + 8, top + 4, dx, top + 12]).fill(0xe8b949);
  c.addChild(g);
  const t = new Text({ text: '+ Chaser', style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0xfff0c0, stroke: { color: 0x120c08, width: 3 } } });
  t.anchor.set(0.5, 1);
  t.position.set(dx / 2, top - 3);
  c.addChild(t);
  return c;
}

/**
 * Drinks slide face down from the Drink Deck onto a pile when ordered; when drunk they flip face up between
 * the drinker's place and the stack. A Drink with a Chaser stays face up, and the next card of the same
 * source flips beside it, linked by a bar marked "Chaser" (TAVERN.md §2.3: one Drink, all revealed before
 * anyone answers); the row goes once the chain has ended.
 */
export const drinkAnimators: Family = {
  drinkOrdered: async (e, stage) => {
    await fly(stage, miniCard(null), stage.spot('deck'), centerOf(stage, e.to), 340);
    stage.apply(e);
  },
  drinkRevealed: async (e, stage) => {
    stage.apply(e);
    const chaser = hasChaser(e.def);
    const prev = chains.get(stage) ?? null;
    const linked = continuesChain(prev?.last ?? null, e);
    if (!linked) endChain(stage);
    if (stage.anim.instant) {
      if (chaser) chains.set(stage, { last: { seat: e.seat, source: e.source, chaser }, cards: [], at: { x: 0, y: 0 } });
      else endChain(stage);
      return;
    }
    const at = centerOf(stage, e.seat);
    const stack = stage.spot('stack');
    // A little past halfway to the stack: the row's bracket stays clear of a seat at the top.
    const mid = { x: at.x + (stack.x - at.x) * 0.55, y: at.y + (stack.y - at.y) * 0.58 };
    // Never over the drinker's own plate: below a seat at the top (its bracket too), above one at the bottom.
    const place = stage.placeOf(e.seat);
    if (place && !linked) {
      if (at.y > stack.y + 40) mid.y = Math.min(mid.y, place.y - HALF_H - 6);
      else if (at.y < stack.y - 40) mid.y = Math.max(mid.y, place.y + place.h + HALF_H + 34);
    }
    // The row reads left to right, Drink then Chasers, and stays centred where the Drink flipped: the
    // cards already there shift half a step left, the new one lands half a step right of the last.
    let to = mid;
    if (linked) {
      to = { x: prev!.at.x + STEP / 2, y: prev!.at.y };
      for (const piece of prev!.cards) void stage.anim.to(piece.position, { x: piece.position.x - STEP / 2 }, 200, undefined, piece);
    }
    const from = e.source === 'deck' ? stage.spot('deck') : at;
    const card = miniCard(null);
    card.position.set(from.x, from.y);
    stage.fx.addChild(card);
    await stage.anim.to(card.position, { x: to.x, y: to.y }, 220, undefined, card);
    // The flip: narrow to nothing, turn face up, widen again.
    await stage.anim.to(card.scale, { x: 0 }, 120, undefined, card);
    card.destroy({ children: true });
    const face = miniCard(stage.titleOf(e.card, e.def), 0xf4e2b0);
    face.position.set(to.x, to.y);
    face.scale.set(0, 1.15);
    const cards = linked ? prev!.cards : [];
    if (linked) {
      const bar = link(STEP);
      bar.position.set(to.x - STEP, to.y);
      stage.fx.addChild(bar);
      cards.push(bar);
    }
    stage.fx.addChild(face);
    cards.push(face);
    chains.set(stage, { last: { seat: e.seat, source: e.source, chaser }, cards, at: to });
    await stage.anim.to(face.scale, { x: 1.15, y: 1.15 }, 160, undefined, face);
    if (chaser) {
      // The Chaser is the next card: say so while it is being drawn.
      await stage.anim.wait(220);
      return;
    }
    await stage.anim.wait(linked ? 650 : 300);
    endChain(stage);
  },
  drinkDiscarded: async (e, stage) => {
    void fly(stage, miniCard(null, 0xe9e1cf), stage.spot('stack'), stage.spot('discard'), 200);
  },
};
