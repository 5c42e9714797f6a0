import { RIVET_TRACK, type AutomatonCard, type RivetEffect, type RivetPick } from '../content/rivet';
import { loseF } from './f-loss';
import { automatonCard } from '../variants/automaton';
import type { Seat, TavernState } from '../types';

/** The average AC a Drink from the deck adds (24 Drinks, +41 AC, and 6 Events), for unknown Drinks. */
export const AVG_DRINK_AC = 1.4;

/**
 * What a bot reads of Rivet, the Automaton (VARIANTS.md §7), from its view alone: his two tracks (public), his
 * discards (public) and so the cards his next reveal can be (his two factions less what he has shown), and the
 * players' stats his boxes pick by. Three things matter to a player, and the Normal heuristic (model.ts
 * `score`, heuristic.ts `playValue`) weighs all three:
 *
 * 1. **His tracks.** A track passing out rewards its player (1 G or draw 2) and resets; a change a player causes
 *    moves that player's track only. So a hit on Rivet is worth something to its player, more the nearer the
 *    track is to filling, and a track of the rival's about to fill is worth something to the rival.
 * 2. **Whom his next Action reaches.** "The player with the most F", "the least AC", "the most G": the stats
 *    after a play decide which player his next box hurts (or helps), so a play that hands that box to the rival
 *    is worth more. Averaged over the cards his next reveal can be.
 * 3. **His answer to a card on him.** Targeting him reveals his top card: an A/S/A (or Drink) box may hit back
 *    at the card's player, Ignore the card, or reset the track it would move. Averaged the same way.
 *
 * Nothing here reads his deck's order (hidden): only its make-up, which is public (factions and discards).
 */

/** What a track passing out is worth to its player, in `score` units (a draw of 2, about two plays' worth). */
export const RIVET_BOT = {
  reward: 0.6,
  /** How fast a track's worth falls with its margin (F − AC): about 1 at pass-out, e^(−m/scale) before. */
  scale: 1.5,
  /** The weight of his next Action's expectation: his turn comes once in three. */
  nextAction: 0.5,
};

export function rivetSeat(t: TavernState): Seat | null {
  return t.automaton ? t.automaton.seat : null;
}

/** A track's worth to its player: near 1 when it passes out (its reward is then sure), falling with its margin. */
export function trackCloseness(F: number, AC: number): number {
  const f = Math.max(0, Math.min(RIVET_TRACK.max, F));
  const ac = Math.max(0, Math.min(RIVET_TRACK.max, AC));
  return ac >= f ? 1 : Math.exp(-(f - ac) / RIVET_BOT.scale);
}

/**
 * The tracks' part of `me`'s score: my track's worth less the rival's, after Rivet's seat changes by `dF`/`dAC`
 * (a change on his seat in a delta is `me`'s own play's: the heuristic scores its own actions, and what the
 * stack already holds is in both sides of every difference it takes).
 */
export function trackTerm(t: TavernState, me: Seat, dF: number, dAC: number): number {
  const a = t.automaton!;
  let v = 0;
  for (const tr of a.tracks) {
    if (!t.seats[tr.owner]?.alive) continue;
    if (tr.owner === me) v += RIVET_BOT.reward * trackCloseness(tr.F + dF, tr.AC + dAC);
    else v -= RIVET_BOT.reward * trackCloseness(tr.F, tr.AC);
  }
  return v;
}

/**
 * The cards his next reveal can be, with their counts: in a bot's view, `unseen` for his seat (his factions
 * less what he has shown); in an imagined world (Hard's playouts), his deck itself. An empty deck reshuffles his
 * discards.
 */
export function nextRivetCards(t: TavernState): [AutomatonCard, number][] {
  const seat = rivetSeat(t);
  if (seat === null) return [];
  const st = t.seats[seat]!;
  const counts = new Map<string, number>();
  const unseen = (t as { unseen?: { seats: [string, number][][] } }).unseen?.seats[seat];
  if (unseen && st.deck.length > 0) for (const [k, n] of unseen) counts.set(k, n);
  else {
    const from = st.deck.length > 0 ? st.deck : st.discard;
    for (const c of from) {
      const k = t.defs[c];
      if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  const out: [AutomatonCard, number][] = [];
  for (const [k, n] of counts) {
    // The engine's own records (the test kit's `rv-*` cards register there too); a key that is none of his
    // (an imagined world's placeholder) tells nothing.
    const card = knownCard(k);
    if (card) out.push([card, n]);
  }
  return out;
}

function knownCard(key: string): AutomatonCard | null {
  try {
    return automatonCard(key);
  } catch {
    return null;
  }
}

/** Changes per seat (model.ts's `Delta`, which this module does not import: model.ts imports it). */
export interface StatDelta {
  F: number[];
  AC: number[];
  G: number[];
  cards: number[];
}

/**
 * Whom a box picks among `players` (Rivet's seat left out), as the engine's `reached` does: each of them, or the
 * most or least holder of a stat read by `stat` (ties: all of them, book). A box on Rivet himself picks no player.
 */
export function pickedBy(pick: RivetPick, players: readonly Seat[], stat: (x: Seat, k: 'F' | 'AC' | 'G') => number): Seat[] {
  if (pick.by === 'rivet') return [];
  if (pick.by === 'each-other') return [...players];
  const vals = players.map((x) => stat(x, pick.stat));
  const best = pick.by === 'most' ? Math.max(...vals) : Math.min(...vals);
  return players.filter((_, k) => vals[k] === best);
}

/**
 * What one of Rivet's effects does to player `x`'s stats, weighted `w`, added into `out`: the one description of
 * his effects on a player that every bot estimate uses (his next Action box and his answer to a play here, his
 * boxes on the stack in model.ts), so an effect the engine gains is taught to the bots once. It follows the
 * engine (variants/automaton.ts `rivetOp`): an F loss is an F-loss step, so Grusk's Hard Knocks comes with it; a
 * payment to the Inn takes no more than `G`, the Gold `x` holds when it lands; a Drink from the deck is an
 * unknown Drink's average AC. Effects on his tracks, Ignore, reset and the Round's ops change no player's stats:
 * the callers read those (answerPlay), or nobody does.
 */
export function rivetEffectOn(t: TavernState, fx: RivetEffect, x: Seat, w: number, out: StatDelta, G: number): void {
  switch (fx.op) {
    case 'F':
      if (fx.n < 0) loseF(t, out, x, -fx.n, w);
      else out.F[x]! += fx.n * w;
      break;
    case 'AC':
      out.AC[x]! += fx.n * w;
      break;
    case 'pay':
      out.G[x]! -= Math.min(fx.n, Math.max(0, G)) * w;
      break;
    case 'gainFromInn':
      out.G[x]! += fx.n * w;
      break;
    case 'draw':
      out.cards[x]! += fx.n * w;
      break;
    case 'drinkFromDeck':
      out.AC[x]! += AVG_DRINK_AC * w;
      break;
    default:
      break;
  }
}

/**
 * His next Action box's expected effect on the players, with their stats after `d` (whom a "most/least" box
 * picks follows the stats: ties reach both, book), times `RIVET_BOT.nextAction`. Added into `out`.
 */
export function expectNextAction(t: TavernState, d: StatDelta | undefined, out: StatDelta): void {
  const seat = rivetSeat(t)!;
  const cards = nextRivetCards(t);
  let total = 0;
  for (const [, n] of cards) total += n;
  if (!total) return;
  const players: Seat[] = [];
  t.seats.forEach((st, i) => {
    if (i !== seat && st.alive) players.push(i);
  });
  const stat = (x: Seat, k: 'F' | 'AC' | 'G') => t.seats[x]![k] + (d ? d[k][x]! : 0);
  for (const [card, n] of cards) {
    const w = (RIVET_BOT.nextAction * n) / total;
    for (const box of card.action) {
      if (!box.pick) continue;
      for (const x of pickedBy(box.pick, players, stat)) {
        for (const fx of box.effects) if ('who' in fx && fx.who === 'picked') rivetEffectOn(t, fx, x, w, out, stat(x, 'G'));
      }
    }
  }
}

/**
 * His answer to a play of `me`'s that changes his F, AC or G (VARIANTS.md §7: he reveals his top card; a box of
 * the item's label answers it), averaged over the cards his reveal can be, folded into `play` (the play's own
 * delta): the hits back on `me` are added, and `me`'s change on his seat becomes what survives his answer (an
 * Ignore takes it away, a reset puts the track back to F6/AC0, a Drink box lowers the Drink). `drink`: the play
 * hands him a Drink (a pass, a split, a redirect); else it is an A/S/A card.
 */
export function answerPlay(t: TavernState, me: Seat, drink: boolean, play: StatDelta): void {
  const seat = rivetSeat(t);
  if (seat === null) return;
  const rF = play.F[seat]!;
  const rAC = play.AC[seat]!;
  if (rF === 0 && rAC === 0 && play.G[seat] === 0) return;
  // An empty deck during a Round: he makes no responses (book).
  if (t.seats[seat]!.deck.length === 0 && t.round) return;
  const cards = nextRivetCards(t);
  let total = 0;
  for (const [, n] of cards) total += n;
  if (!total) return;
  const tr = t.automaton!.tracks.find((x) => x.owner === me);
  let F = 0;
  let AC = 0;
  for (const [card, n] of cards) {
    const w = n / total;
    let bF = rF;
    let bAC = rAC;
    if (card.response.on === (drink ? 'drink' : 'asa')) {
      for (const fx of card.response.effects) {
        if (fx.op === 'ignore') bF = bAC = 0;
        else if (fx.op === 'reset') {
          bF = tr ? RIVET_TRACK.F - tr.F : 0;
          bAC = tr ? RIVET_TRACK.AC - tr.AC : 0;
        } else if (fx.op === 'drinkAC') bAC = Math.max(0, bAC + fx.n);
        else if (fx.op === 'AC' && fx.who === 'affected-tracks') bAC += fx.n;
        else if ('who' in fx && fx.who === 'its-player') rivetEffectOn(t, fx, me, w, play, t.seats[me]!.G);
      }
    }
    F += bF * w;
    AC += bAC * w;
  }
  play.F[seat] = F;
  play.AC[seat] = AC;
}
