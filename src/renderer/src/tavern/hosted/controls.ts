import type { Action } from '../../../../shared/engine/types';
import type { SeatView } from '../../../../shared/engine/view';
import type { TavernView } from '../../../../shared/host/machines/tavern';
import type { TAction } from '../../../../shared/tavern/types';
import type { Indexed } from '../../ui/choices';
import type { TavernSeatInfo } from '../../../../shared/host/machines/tavern';
import type { HostedPresenter } from '../client.svelte';

/**
 * What the Round's panel (HostedRound, HostedTable) needs of whoever shows it: the tavern's seats, whether an
 * answer is in flight, and a place to hand over the hosted table's scene. The live tavern's client is one; the
 * replay viewer is another (issue 26.2: a tavern replay draws the Round as live play does).
 */
export interface HostedHost {
  readonly seats: readonly TavernSeatInfo[];
  readonly busy: boolean;
  hosted: HostedPresenter | null;
}

/**
 * Which control of the tavern screen offers each legal action of an Appendix B Round (issue 16). The screen
 * sorts the legal list, it never makes an action: every control below is built from actions of the list.
 * - `chooser`: the starter's choice of game (`{t:'game'}`), in the chooser;
 * - `hand`: a card played or discarded (a card pass is a Gambling/Cheating card from the hand) and Pass;
 * - `table`: a decision of the hosted game itself (`{t:'hosted'}`), with the gambling table's own
 *   GameActions buttons and card clicks (ui/choices.ts), worded by the engine's legalText;
 * - `special` / `swap`: the options of a resolved pass card's special, as dice to pick and looked-at cards;
 * - `other`: everything else, as the dock's buttons.
 */
export type Control = 'chooser' | 'hand' | 'table' | 'special' | 'swap' | 'other';

export function controlOf(a: TAction, v: TavernView): Control {
  switch (a.t) {
    case 'game':
      return 'chooser';
    case 'hosted':
      return 'table';
    case 'play':
    case 'discard':
    case 'pass':
      return 'hand';
    case 'special':
      return v.pending?.what === 'special-swap' ? 'swap' : 'special';
    default:
      return 'other';
  }
}

/**
 * The hosted game's decisions as the gambling table's controls take them: each `{t:'hosted'}` action with its
 * index in the hosted table's own legal list (so its legalText words it and a card click finds it).
 */
export function hostedIndexed(v: TavernView, legal: readonly TAction[]): Indexed[] {
  const t = v.round?.hosted?.table;
  if (!t) return [];
  const out: Indexed[] = [];
  for (const a of legal) {
    if (a.t !== 'hosted') continue;
    const want = JSON.stringify(a.a);
    const i = t.legal.findIndex((x) => JSON.stringify(x) === want);
    if (i >= 0) out.push({ a: t.legal[i]!, i, text: t.legalText[i] ?? String(a.a.t) });
  }
  return out;
}

/** The tavern action wrapping a hosted game's action chosen on the table's controls (the list's own object). */
export function tavernActionFor(legal: readonly TAction[], a: Action): TAction | null {
  const want = JSON.stringify(a);
  return legal.find((x) => x.t === 'hosted' && JSON.stringify(x.a) === want) ?? null;
}

/** One of the player's dice a special may change: reroll it (Gambling) and/or set it to a face (Cheating). */
export interface DieChoice {
  holding: string;
  die: number;
  reroll: string | null;
  /** [face, option] for each face it may be set to. */
  sets: [number, string][];
}

export interface SpecialChoices {
  none: string | null;
  dice: DieChoice[];
  /** Look at the top `count` card(s) of the deck (a swap may follow). */
  looks: { count: number; pick: string }[];
  /** Rank and Class: put the deck's top card in place of a card of yours, unseen. */
  blinds: { holding: string; index: number; pick: string }[];
  /** Options this screen does not know (shown as plain buttons, never dropped). */
  rest: string[];
}

export type SpecialAction = Extract<TAction, { t: 'special' }>;

/** A control's key for one action of the legal list (the list's own object is found by it). */
export const pickKey = (a: TAction): string => JSON.stringify(a);

/** The special's moves (hosted.ts `specialOptions`) grouped for the dice and deck controls. */
export function specialChoices(options: readonly SpecialAction[]): SpecialChoices {
  const out: SpecialChoices = { none: null, dice: [], looks: [], blinds: [], rest: [] };
  const die = (holding: string, d: number): DieChoice => {
    let x = out.dice.find((y) => y.holding === holding && y.die === d);
    if (!x) out.dice.push((x = { holding, die: d, reroll: null, sets: [] }));
    return x;
  };
  for (const o of options) {
    const k = pickKey(o);
    if (o.how === 'none') out.none = k;
    else if (o.how === 'reroll') die(o.holding, o.die).reroll = k;
    else if (o.how === 'set') die(o.holding, o.die).sets.push([o.face, k]);
    else if (o.how === 'look') out.looks.push({ count: o.n, pick: k });
    else if (o.how === 'blind') out.blinds.push({ holding: o.holding, index: o.index, pick: k });
    else out.rest.push(k);
  }
  return out;
}

export interface SwapChoices {
  keep: string | null;
  /** Per looked-at card (0 the top of the deck): the cards of yours it may replace. */
  byPeek: { peek: number; swaps: { holding: string; mine: number; pick: string }[] }[];
  rest: string[];
}

/** The swap's moves (hosted.ts `swapOptions`) grouped by looked-at card. */
export function swapChoices(options: readonly SpecialAction[]): SwapChoices {
  const out: SwapChoices = { keep: null, byPeek: [], rest: [] };
  for (const o of options) {
    const k = pickKey(o);
    if (o.how === 'keep') out.keep = k;
    else if (o.how === 'swap') {
      let g = out.byPeek.find((x) => x.peek === o.pick);
      if (!g) out.byPeek.push((g = { peek: o.pick, swaps: [] }));
      g.swaps.push({ holding: o.holding, mine: o.index, pick: k });
    } else out.rest.push(k);
  }
  out.byPeek.sort((x, y) => x.peek - y.peek);
  return out;
}

/** The action of the legal list a control's key names (the list's own object). */
export function chooseAction(legal: readonly TAction[], pick: string): TAction | null {
  return legal.find((a) => pickKey(a) === pick) ?? null;
}

/**
 * The hosted table's view as the gambling table's scene draws it in the tavern: the hosted game seats every
 * player as a bot with no chips of its own (the tavern holds the Gold and the pot), so its plates name each
 * seat's tavern kind (human or bot) and show its tavern Gold. Nothing else changes: the engine's view is drawn.
 */
export function hostedShown(v: TavernView, kinds: readonly ('human' | 'bot')[]): SeatView | null {
  const h = v.round?.hosted;
  const t = h?.table;
  if (!h || !t) return null;
  return {
    ...t,
    kinds: t.kinds.map((k, hs) => kinds[h.seats[hs] ?? -1] ?? k),
    stacks: t.stacks.map((x, hs) => v.seats[h.seats[hs] ?? -1]?.G ?? x),
  };
}
