import { chooseGame } from '../../bots/choose-game';
import { CannotImagine, imagine, sampleWorld } from '../../bots/determinize';
import { decide } from '../../bots';
import { rngFrom, seedRng } from '../../rng';
import type { BotRng } from '../../bots/rand';
import type { Ctx, GameDef } from '../../engine/game';
import { holdingsFor, holdsDice, setDie, swapFromTop } from '../../engine/holdings';
import { gameDef } from '../../engine/table';
import { compareKeys } from '../../engine/ties';
import type { AnyState } from '../../engine/types';
import type { SeatView as EngineSeatView } from '../../engine/view';
import { zoneOf } from '../../engine/zones';
import { cardDef } from '../content/catalog';
import { TAVERN_GAMES } from '../hosted';
import type { PlayAction, SpecialMove, TAction, TavernState } from '../types';
import type { BotView } from './view';

/**
 * Appendix B's decisions for the tavern's bots (every level but random), from the seat's view only:
 *
 * - **The game**: the engine's own game chooser over the twelve allowed games (no Shares, the tavern's
 *   refusals), leaning to the dice games when the bot holds Cheating cards (a Cheating special sets a die,
 *   its strength) and to the card games otherwise; then its variants from the legal list (`chooseVariants`).
 * - **A card pass**: play the card that buys the best special (a Winning Hand or Cheating card before a
 *   Gambling one), a force-out only when it leaves few players, a raise only with Gold to spare.
 * - **The special**: every option is tried in worlds dealt from the engine's view of the hosted table
 *   (bots/determinize.ts) and scored by the game's own evaluation: how many players still in the bot beats.
 * - **The hosted game's own decisions**: the engine's Normal bot on the engine's view.
 */

const WORLDS = 4;

/** Whether this decision is Appendix B's (the level bots hand it here). */
export function isAppendixB(s: Pick<TavernState, 'pending' | 'round'>): boolean {
  const p = s.pending;
  if (!p) return false;
  if (p.k === 'game' || p.k === 'hosted') return true;
  if (p.k === 'special') return true;
  return p.k === 'round-turn' && s.round?.kind === 'hosted';
}

export function appendixBDecision(view: BotView, legal: readonly TAction[], rng: BotRng): TAction {
  const p = view.pending!;
  if (p.k === 'game') return chooseTavernGame(view, legal, rng);
  if (p.k === 'hosted') return hostedDecision(view, legal, rng);
  if (p.k === 'round-turn') return passTurn(view, legal);
  return chooseSpecial(view, legal, rng);
}

function chooseTavernGame(view: BotView, legal: readonly TAction[], rng: BotRng): TAction {
  const me = view.seats[view.me]!;
  const kinds = me.hand.flatMap((c) => (c !== '?' && view.defs[c] ? [cardDef(view.defs[c]!).modes.map((m) => m.when.type)] : []));
  const cheats = kinds.filter((k) => k.includes('cheating')).length;
  const gambles = kinds.filter((k) => k.includes('gambling') && !k.includes('cheating')).length;
  const defs = TAVERN_GAMES.map((id) => gameDef(id));
  // The dice games are those whose seats hold dice of their own (each game's declared holdings).
  const suits = defs.filter((d) => (cheats > 0 ? holdsDice(d) : !holdsDice(d)));
  const players = view.round?.in.length ?? 2;
  try {
    const c = chooseGame({ seed: rng.int(0, 2 ** 30), allowed: suits.length ? suits : defs, players, noShares: true, tavern: true, personality: 'cautious' });
    return chooseVariants(legal, c.game, c.splitRule, c.variants, cheats, gambles);
  } catch {
    return legal[0]!;
  }
}

/**
 * The variant set, among the legal list's sets for the chosen game and Split Rule (never one the engine would
 * refuse), by a simple rule for the bot's strengths: its specials alter only its own holdings, so the more
 * cards or dice the variants put in play, the more a special can fix. Holding a Cheating card (set a die,
 * look at three) it takes the richest set (most variants, the list's first among equals); holding no Gambling
 * or Cheating card at all (no special coming) the plain game; otherwise the engine chooser's own variants
 * when the list has them, else none.
 */
export function chooseVariants(legal: readonly TAction[], game: string, split: string, preferred: readonly string[], cheats: number, gambles: number): TAction {
  const sets = legal.filter((a): a is Extract<TAction, { t: 'game' }> => a.t === 'game' && a.game === game && a.split === split);
  if (!sets.length) return legal[0]!;
  const plain = sets.find((a) => a.variants.length === 0) ?? sets[0]!;
  if (cheats > 0) return sets.reduce((best, a) => (a.variants.length > best.variants.length ? a : best), sets[0]!);
  if (gambles === 0) return plain;
  const key = [...preferred].sort().join(',');
  return sets.find((a) => [...a.variants].sort().join(',') === key) ?? plain;
}

function hostedDecision(view: BotView, legal: readonly TAction[], rng: BotRng): TAction {
  const ev = view.hostedView;
  if (ev) {
    try {
      const a = decide({ view: ev, level: 'normal', personality: 'cautious', seed: rng.int(0, 2 ** 30) });
      const key = JSON.stringify(a);
      const found = legal.find((x) => x.t === 'hosted' && JSON.stringify(x.a) === key);
      if (found) return found;
    } catch {
      // The engine's bot found nothing to do here: take the first offered action.
    }
  }
  return legal[0]!;
}

/** A card in a pass: the one whose special is worth most; pass with nothing worth playing. */
function passTurn(view: BotView, legal: readonly TAction[]): TAction {
  const plays = legal.filter((a): a is PlayAction => a.t === 'play');
  if (!plays.length) return { t: 'pass' };
  const me = view.seats[view.me]!;
  const inRound = view.round?.in.length ?? 2;
  const worth = (a: PlayAction): number => {
    const d = cardDef(view.defs[a.card]!);
    const m = d.modes[a.mode]!;
    const ops = m.effects.map((o) => o.op);
    if (ops.includes('winRound')) return 10;
    if (ops.includes('forceOut')) return inRound <= 3 ? 6 : 1;
    if (ops.includes('anteAll')) return me.G > 4 ? 2 : -1;
    if (ops.includes('gate')) return 5;
    return m.when.type === 'cheating' ? 4 : 3;
  };
  const best = [...plays].sort((a, b) => worth(b) - worth(a))[0]!;
  return worth(best) > 0 ? best : { t: 'pass' };
}

// ------------------------------------------------------------------------------------------------ specials

function engineCtx(s: AnyState, def: GameDef, seed: number): Ctx {
  return { s, rng: rngFrom(seedRng(seed)), events: [], def };
}

/** How many players still in the bot's key beats in this world (ties count half); -1 if it cannot be judged. */
function standing(s: AnyState, def: GameDef, hs: number): number {
  if (!def.evaluate) return -1;
  const c = engineCtx(s, def, 0);
  try {
    const mine = def.evaluate(c, hs).key;
    let v = 0;
    for (let o = 0; o < s.stacks.length; o++) {
      if (o === hs || !s.inGame[o] || s.folded[o]) continue;
      const d = compareKeys(mine, def.evaluate(c, o).key);
      v += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
    return v;
  } catch {
    return -1;
  }
}

function worlds(ev: EngineSeatView, rng: BotRng): AnyState[] {
  try {
    const im = imagine(ev);
    return Array.from({ length: WORLDS }, () => sampleWorld(im, rng));
  } catch (e) {
    if (e instanceof CannotImagine) return [];
    throw e;
  }
}

/** The value of one special option (or a swap) in the imagined worlds; looks are valued by their best swap. */
function optionValue(ws: AnyState[], def: GameDef, hs: number, m: SpecialMove, peek: number[] | null): number {
  let total = 0;
  for (const w0 of ws) {
    const w = structuredClone(w0);
    const c = engineCtx(w, def, 1);
    try {
      switch (m.how) {
        case 'set':
          setDie(c, hs, m.holding, m.die, m.face);
          break;
        case 'reroll': {
          // The expected standing over the six faces.
          let sum = 0;
          for (let f = 1; f <= 6; f++) {
            const w2 = structuredClone(w0);
            setDie(engineCtx(w2, def, 1), hs, m.holding, m.die, f);
            sum += standing(w2, def, hs);
          }
          total += sum / 6;
          continue;
        }
        case 'swap': {
          // Put the looked-at card (known after a look) in place of the seat's card.
          const card = peek?.[m.pick];
          const h = holdingsFor(def, w.config.variants).find((x) => x.name === m.holding);
          const z = h?.zone ? w.zones[zoneOf(h.zone, hs)] : undefined;
          if (card === undefined || !z) break;
          const out = z.cards[m.index]!;
          w.deck = w.deck.filter((x) => x !== card);
          w.deck.push(card);
          swapFromTop(c, hs, m.holding, out, 0, 1);
          break;
        }
        case 'blind': {
          const h = holdingsFor(def, w.config.variants).find((x) => x.name === m.holding);
          const z = h?.zone ? w.zones[zoneOf(h.zone, hs)] : undefined;
          if (!z || !w.deck.length) break;
          swapFromTop(c, hs, m.holding, z.cards[m.index]!, 0, 1);
          break;
        }
        case 'look':
          // A look is worth about as much as keeping, plus the chance of a better card: more cards, more chance.
          total += standing(w, def, hs) + 0.25 * m.n;
          continue;
        default:
          break;
      }
    } catch {
      // An option that this imagined world cannot take (a holding dealt differently) is worth what keeping is.
    }
    total += standing(w, def, hs);
  }
  return ws.length ? total / ws.length : 0;
}

function chooseSpecial(view: BotView, legal: readonly TAction[], rng: BotRng): TAction {
  const h = view.round?.hosted;
  const ev = view.hostedView;
  if (!h || !ev) return legal[0]!;
  const def = gameDef(h.choice.game);
  const hs = h.seats.indexOf(view.me);
  const ws = worlds(ev, rng);
  if (!ws.length || !def.evaluate) {
    // Nothing to judge by: a Cheating look (three cards) or a Gambling one, else keep.
    const look = legal.find((a) => a.t === 'special' && a.how === 'look' && a.n === 3) ?? legal.find((a) => a.t === 'special' && a.how === 'look' && a.n === 1);
    return look ?? legal[0]!;
  }
  const peek = h.peek && h.peek.seat === view.me ? h.peek.cards : null;
  let best = legal[0]!;
  let bestV = -Infinity;
  for (const a of legal) {
    if (a.t !== 'special') continue;
    const { t: _t, ...move } = a;
    const v = optionValue(ws, def, hs, move, peek);
    if (v > bestV + 1e-9) {
      bestV = v;
      best = a;
    }
  }
  return best;
}
