import type { CardId, Seat, TavernState } from '../../../src/shared/tavern/types';
import type { CardDef, CharacterDef, DrinkDef, Mode } from '../../../src/shared/tavern/cards';
import { extendCatalog } from '../../../src/shared/tavern/content/catalog';
import { CORE_RULES } from '../../../src/shared/tavern/content/core';
import { rivetCardDef, type AutomatonCard } from '../../../src/shared/tavern/content/rivet';
import { registerAutomatonCards } from '../../../src/shared/tavern/variants/automaton';

/**
 * The test kit of TAVERN.md §3.5, as data: role cards and Drinks that name the mechanics they test. Test-only:
 * it is added to the catalog by the tests (`registerKit`) and never shipped.
 */

const action = (effects: Mode['effects'], targets: Mode['targets'] = []): Mode => ({ when: { type: 'action' }, targets, effects });
const anytime = (effects: Mode['effects'], targets: Mode['targets'] = []): Mode => ({ when: { type: 'anytime' }, targets, effects });

export const KIT_CARDS: CardDef[] = [
  { key: 'kit.jab', title: 'jab', types: ['action'], modes: [action([{ op: 'F', who: 'target', n: -2 }], [{ t: 'other' }])] },
  { key: 'kit.jab3', title: 'jab3', types: ['action'], modes: [action([{ op: 'F', who: 'target', n: -3 }], [{ t: 'other' }])] },
  { key: 'kit.brawl', title: 'brawl', types: ['action'], modes: [action([{ op: 'F', who: 'each-other', n: -1 }])] },
  {
    key: 'kit.rush',
    title: 'rush',
    types: ['action'],
    modes: [action([{ op: 'orderExtra', n: 2 }, { op: 'F', who: 'target', n: -1 }, { op: 'F', who: 'target2', n: -1 }], [{ t: 'other' }, { t: 'other' }])],
  },
  {
    key: 'kit.dim',
    title: 'dim',
    types: ['action'],
    modes: [action([{ op: 'AC', who: 'each-other', n: -1 }, { op: 'pay', who: 'each-other', to: 'you', n: 1 }])],
  },
  { key: 'kit.tip', title: 'tip', types: ['anytime'], modes: [anytime([{ op: 'pay', who: 'target', to: 'inn', n: 1 }], [{ t: 'player' }])] },
  { key: 'kit.heal2', title: 'heal2', types: ['anytime'], modes: [anytime([{ op: 'F', who: 'you', n: 2 }])] },
  {
    key: 'kit.shrug',
    title: 'shrug',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'card-affects-you', stats: ['F', 'AC', 'G'] } }, effects: [{ op: 'ignore' }] }],
  },
  {
    key: 'kit.shrugG',
    title: 'shrugG',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'card-affects-you', stats: ['G'] } }, effects: [{ op: 'ignore' }] }],
  },
  { key: 'kit.duck', title: 'duck', types: ['sometimes'], modes: [{ when: { type: 'sometimes', on: { t: 'your-drink' } }, effects: [{ op: 'ignore' }] }] },
  { key: 'kit.skipE', title: 'skipE', types: ['sometimes'], modes: [{ when: { type: 'sometimes', on: { t: 'event' } }, effects: [{ op: 'ignore' }] }] },
  { key: 'kit.counter', title: 'counter', ...CORE_RULES.counter },
  { key: 'kit.warden', title: 'warden', ...CORE_RULES.warden },
  { key: 'kit.spike1', title: 'spike1', types: ['sometimes'], modes: [{ when: { type: 'sometimes', on: { t: 'drink' } }, effects: [{ op: 'drinkAC', n: 1 }] }] },
  {
    key: 'kit.split',
    title: 'split',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'your-drink' } }, targets: [{ t: 'other' }], effects: [{ op: 'split' }] }],
  },
  {
    key: 'kit.pass',
    title: 'pass',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'your-drink' } }, targets: [{ t: 'other' }], effects: [{ op: 'passDrink' }] }],
  },
  {
    key: 'kit.hitback',
    title: 'hitback',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'after-f-loss' } }, effects: [{ op: 'F', who: 'its-player', n: -2 }] }],
  },
  {
    key: 'kit.redirect',
    title: 'redirect',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'before-f-loss' } }, targets: [{ t: 'other' }], effects: [{ op: 'redirect' }] }],
  },
  // VARIANTS.md's notation adds cut2: Sometimes, cut the F loss a card is about to cause you by 2.
  {
    key: 'kit.cut2',
    title: 'cut2',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'before-f-loss' } }, effects: [{ op: 'reduceLoss', n: 2 }] }],
  },
  { key: 'kit.grab', title: 'grab', types: ['sometimes'], modes: [{ when: { type: 'sometimes', on: { t: 'pot-collection' } }, effects: [{ op: 'takePot' }] }] },
  { key: 'kit.innpay', title: 'innpay', types: ['sometimes'], modes: [{ when: { type: 'sometimes', on: { t: 'about-to-lose-g' } }, effects: [{ op: 'innPays' }] }] },
  { key: 'kit.toinn', title: 'toinn', types: ['sometimes'], modes: [{ when: { type: 'sometimes', on: { t: 'in-round' } }, effects: [{ op: 'endToInn' }] }] },
  { key: 'kit.start', title: 'start', ...CORE_RULES.starter },
  { key: 'kit.wh', title: 'wh', ...CORE_RULES['winning-hand'] },
  { key: 'kit.raise', title: 'raise', ...CORE_RULES.raise },
  { key: 'kit.cheat', title: 'cheat', ...CORE_RULES.cheat },
  { key: 'kit.leave', title: 'leave', types: ['sometimes'], role: 'bow-out', modes: [CORE_RULES['bow-out'].modes[0]!] },
  { key: 'kit.countercheat', title: 'countercheat', ...CORE_RULES['spot-the-cheat'] },
  {
    key: 'kit.forceout',
    title: 'forceout',
    types: ['cheating'],
    modes: [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }],
  },
  // Not in §3.5: a card with a cost, to test that costs are paid as played and never refunded.
  {
    key: 'kit.paidspike',
    title: 'paidspike',
    types: ['sometimes'],
    modes: [{ when: { type: 'sometimes', on: { t: 'drink' } }, cost: [{ op: 'pay', who: 'you', to: 'inn', n: 1 }], effects: [{ op: 'drinkAC', n: 2 }] }],
  },
];

export const KIT_DRINKS: DrinkDef[] = [
  { key: 'kit.ale1', title: 'ale1', kind: 'drink', ac: 1 },
  { key: 'kit.wine2', title: 'wine2', kind: 'drink', ac: 2 },
  { key: 'kit.elven3', title: 'elven3', kind: 'drink', ac: 3 },
  { key: 'kit.stout4', title: 'stout4', kind: 'drink', ac: 4 },
  { key: 'kit.porter1', title: 'porter1', kind: 'drink', ac: 1, f: 1 },
  { key: 'kit.ale1+', title: 'ale1+', kind: 'drink', ac: 1, chaser: true },
  { key: 'kit.wine2+', title: 'wine2+', kind: 'drink', ac: 2, chaser: true },
  { key: 'kit.elven3+', title: 'elven3+', kind: 'drink', ac: 3, chaser: true },
  { key: 'kit.mead3', title: 'mead3', kind: 'drink', ac: 3, selfSplit: true },
  { key: 'kit.ink2d2', title: 'ink2d2', kind: 'drink', ac: 2, draw: 2 },
];

/** The automaton kit of VARIANTS.md §10.1: Rivet cards that name the rules they test. */
export const KIT_RIVET: AutomatonCard[] = [
  { key: 'kit.rv-hit', title: 'rv-hit', faction: 'sentry', action: [{ pick: { by: 'each-other' }, effects: [{ op: 'F', who: 'picked', n: -1 }] }], response: { on: 'asa', effects: [{ op: 'ignore' }] }, bottom: { type: 'gambling', effects: [{ op: 'control' }] } },
  { key: 'kit.rv-pour', title: 'rv-pour', faction: 'tapster', action: [{ pick: { by: 'most', stat: 'F' }, effects: [{ op: 'F', who: 'picked', n: -2 }] }], response: { on: 'drink', effects: [{ op: 'drinkAC', n: -2 }] }, bottom: { type: 'cheating', effects: [{ op: 'endToInn' }] } },
  { key: 'kit.rv-wh', title: 'rv-wh', faction: 'dicebox', action: [{ effects: [{ op: 'startRound' }] }], response: { on: 'asa', effects: [{ op: 'F', who: 'its-player', n: -1 }] }, bottom: { type: 'gambling', effects: [{ op: 'control' }, { op: 'gate' }] } },
  { key: 'kit.rv-out', title: 'rv-out', faction: 'sentry', action: [{ effects: [{ op: 'reset', who: 'both-tracks' }] }], response: { on: 'drink', effects: [{ op: 'ignore' }] }, bottom: { type: 'gambling', effects: [{ op: 'leave' }] } },
];

/** A seat with no personal rule and no deck: the books' plain player. */
export const KIT_CHARACTER: CharacterDef = { key: 'kit', name: 'Kit', blurb: 'A test seat.', mechanics: [], deck: [] };

let registered = false;
export function registerKit(): void {
  if (registered) return;
  extendCatalog({ cards: [...KIT_CARDS, ...KIT_RIVET.map(rivetCardDef)], drinks: KIT_DRINKS, characters: [KIT_CHARACTER] });
  registerAutomatonCards(KIT_RIVET);
  registered = true;
}

/** The cards `seat` may see now: its hand and what it learned (a player only), and every public card. */
export function visibleNow(s: TavernState, seat: Seat): CardId[] {
  // A player's own face-down Plots too; companions in play and spent loot are public; no Loot Sack is anyone's.
  const out: CardId[] = seat >= 0 ? [...s.seats[seat]!.hand, ...s.seats[seat]!.known, ...(s.seats[seat]!.plots ?? [])] : [];
  // A team game: teammates' hands and what an Okko teammate saw (VARIANTS.md §2.1), never their Plots.
  for (const t of s.teams ?? []) {
    if (seat < 0 || !t.seats.includes(seat)) continue;
    for (const x of t.seats) if (x !== seat) out.push(...s.seats[x]!.hand, ...s.seats[x]!.known);
  }
  for (const st of s.seats) out.push(...st.discard, ...st.prizes, ...(st.companions ?? []), ...(st.spent ?? []));
  out.push(...s.drinkDiscard, ...s.prizeInn, ...s.prizeBin);
  if (s.round?.prize) out.push(s.round.prize);
  for (const it of s.stack) {
    if ((it.kind === 'card' || it.kind === 'event') && it.card) out.push(it.card);
    if (it.kind === 'drink') {
      for (const d of it.drinks) out.push(...d.cards);
      if (it.reveal) out.push(...it.reveal.drink.cards);
    }
    if (it.kind === 'event') {
      if (it.reveal) out.push(...it.reveal.drink.cards);
      if (it.contest) {
        for (const d of it.contest.drinks) out.push(...d.cards);
        if (it.contest.reveal) out.push(...it.contest.reveal.drink.cards);
      }
    }
  }
  return out;
}

