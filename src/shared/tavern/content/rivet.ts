/**
 * Rivet, the clockwork barback (VARIANTS.md §7, §9.3): the automaton of two-player games, as data. Each of his
 * cards has three boxes: an **Action** box (its targets named by rule, never chosen: a stat's most or least
 * holder, "each other player", Rivet himself), a **Sometimes** box labelled for the kind of item it answers
 * (*Drink* or *A/S/A*), and a **bottom** box played as a Gambling or Cheating card in a Round. The lobby (or the
 * seed) picks two of the four factions for his 10-card deck.
 *
 * The records are data in the shape of VARIANTS.md §11 (`AutomatonCard`), checked against §9.3 by
 * tests/unit/tavern/variants-content.test.ts; `rivetCardDef` writes each as an ordinary card record of three
 * modes (action, Sometimes, bottom) so the one interpreter runs his boxes like anyone's cards
 * (variants/automaton.ts plays them).
 */
import type { CardDef, CharacterDef, Op } from '../cards';

export type RivetFaction = 'sentry' | 'tapster' | 'tallyman' | 'dicebox';

/** Whom a box reaches: a player picked by a stat (ties: both, book), each player but Rivet, or Rivet. */
export type RivetPick =
  | { by: 'most' | 'least'; stat: 'F' | 'AC' | 'G' }
  | { by: 'each-other' }
  | { by: 'rivet' };

/**
 * A box's effects. `its-player` is the answered card's player; `affected-tracks` the tracks the answered item
 * would change; `both-tracks` both of Rivet's tracks. "(Still)": the answered card still takes effect.
 */
export type RivetEffect =
  | { op: 'F' | 'AC'; who: 'picked' | 'its-player' | 'affected-tracks' | 'both-tracks'; n: number }
  | { op: 'pay'; who: 'picked' | 'its-player'; to: 'inn'; n: number }
  | { op: 'gainFromInn'; who: 'picked'; n: number }
  | { op: 'draw'; who: 'picked'; n: number }
  | { op: 'reset'; who: 'affected-tracks' | 'both-tracks' }
  | { op: 'drinkFromDeck'; who: 'picked' }
  | { op: 'ignore' }
  | { op: 'drinkAC'; n: number }
  | { op: 'startRound' }
  | { op: 'control' }
  | { op: 'gate' }
  | { op: 'anteAll' }
  | { op: 'leave' }
  | { op: 'endToInn' }
  | { op: 'pass' };

export interface RivetBox {
  pick?: RivetPick;
  effects: RivetEffect[];
}

export interface AutomatonCard {
  key: string;
  title: string;
  faction: RivetFaction;
  action: RivetBox[];
  response: { on: 'drink' | 'asa'; effects: RivetEffect[] };
  bottom: { type: 'gambling' | 'cheating'; effects: RivetEffect[] };
}

export const RIVET_FACTIONS: { key: RivetFaction; title: string }[] = [
  { key: 'sentry', title: 'Sentry' },
  { key: 'tapster', title: 'Tapster' },
  { key: 'tallyman', title: 'Tallyman' },
  { key: 'dicebox', title: 'Dicebox' },
];

const most = (stat: 'F' | 'AC' | 'G'): RivetPick => ({ by: 'most', stat });
const least = (stat: 'F' | 'AC' | 'G'): RivetPick => ({ by: 'least', stat });
const others: RivetPick = { by: 'each-other' };
const rivet: RivetPick = { by: 'rivet' };
const take: RivetEffect[] = [{ op: 'control' }];
const wh: RivetEffect[] = [{ op: 'control' }, { op: 'gate' }];
const raise: RivetEffect[] = [{ op: 'control' }, { op: 'anteAll' }];
const ignore: RivetEffect[] = [{ op: 'ignore' }];
const gambling = (effects: RivetEffect[]) => ({ type: 'gambling' as const, effects });
const cheating = (effects: RivetEffect[]) => ({ type: 'cheating' as const, effects });

export const RIVET_CARDS: AutomatonCard[] = [
  // Sentry: keeps order with his fists.
  { key: 'rivet.halt-troublemaker', title: 'Halt, Troublemaker!', faction: 'sentry', action: [{ pick: most('F'), effects: [{ op: 'F', who: 'picked', n: -2 }] }], response: { on: 'asa', effects: [{ op: 'F', who: 'its-player', n: -1 }] }, bottom: gambling(take) },
  { key: 'rivet.sweep-the-floor', title: 'Sweep the Floor', faction: 'sentry', action: [{ pick: others, effects: [{ op: 'AC', who: 'picked', n: 1 }] }], response: { on: 'asa', effects: ignore }, bottom: gambling([{ op: 'pass' }]) },
  { key: 'rivet.steam-vent', title: 'Steam Vent', faction: 'sentry', action: [{ pick: others, effects: [{ op: 'pay', who: 'picked', to: 'inn', n: 1 }] }, { effects: [{ op: 'AC', who: 'both-tracks', n: 1 }] }], response: { on: 'asa', effects: [{ op: 'F', who: 'its-player', n: -2 }] }, bottom: cheating(take) },
  { key: 'rivet.oil-change', title: 'Oil Change', faction: 'sentry', action: [{ effects: [{ op: 'reset', who: 'both-tracks' }] }], response: { on: 'drink', effects: ignore }, bottom: gambling(wh) },
  { key: 'rivet.piston-jab', title: 'Piston Jab', faction: 'sentry', action: [{ pick: least('F'), effects: [{ op: 'F', who: 'picked', n: -1 }, { op: 'AC', who: 'picked', n: 1 }] }], response: { on: 'drink', effects: [{ op: 'reset', who: 'affected-tracks' }] }, bottom: gambling([{ op: 'leave' }]) },
  // Tapster: pours.
  { key: 'rivet.on-the-house', title: 'On the House!', faction: 'tapster', action: [{ pick: least('AC'), effects: [{ op: 'AC', who: 'picked', n: 2 }] }], response: { on: 'drink', effects: [{ op: 'drinkAC', n: -2 }] }, bottom: gambling(take) },
  { key: 'rivet.taste-test', title: 'Taste Test', faction: 'tapster', action: [{ pick: rivet, effects: [{ op: 'drinkFromDeck', who: 'picked' }] }], response: { on: 'drink', effects: ignore }, bottom: gambling(raise) },
  { key: 'rivet.topping-up', title: 'Topping Up', faction: 'tapster', action: [{ pick: most('AC'), effects: [{ op: 'AC', who: 'picked', n: 2 }] }], response: { on: 'asa', effects: [{ op: 'AC', who: 'affected-tracks', n: -2 }] }, bottom: cheating(take) },
  { key: 'rivet.pour-two', title: 'Pour Two', faction: 'tapster', action: [{ pick: others, effects: [{ op: 'drinkFromDeck', who: 'picked' }] }], response: { on: 'asa', effects: ignore }, bottom: cheating([{ op: 'endToInn' }]) },
  { key: 'rivet.mop-and-bucket', title: 'Mop and Bucket', faction: 'tapster', action: [{ pick: others, effects: [{ op: 'AC', who: 'picked', n: -1 }] }], response: { on: 'drink', effects: [{ op: 'drinkAC', n: -1 }] }, bottom: gambling([{ op: 'pass' }]) },
  // Tallyman: counts the house's money.
  { key: 'rivet.collecting-for-the-house', title: 'Collecting for the House', faction: 'tallyman', action: [{ pick: most('G'), effects: [{ op: 'pay', who: 'picked', to: 'inn', n: 2 }] }], response: { on: 'asa', effects: [{ op: 'pay', who: 'its-player', to: 'inn', n: 1 }] }, bottom: gambling(take) },
  { key: 'rivet.loose-change', title: 'Loose Change', faction: 'tallyman', action: [{ pick: least('G'), effects: [{ op: 'gainFromInn', who: 'picked', n: 1 }] }], response: { on: 'asa', effects: ignore }, bottom: gambling(wh) },
  { key: 'rivet.cover-charge', title: 'Cover Charge', faction: 'tallyman', action: [{ pick: others, effects: [{ op: 'pay', who: 'picked', to: 'inn', n: 1 }] }], response: { on: 'drink', effects: ignore }, bottom: cheating([{ op: 'endToInn' }]) },
  { key: 'rivet.ledger-check', title: 'Ledger Check', faction: 'tallyman', action: [{ pick: most('G'), effects: [{ op: 'F', who: 'picked', n: -1 }] }, { pick: least('G'), effects: [{ op: 'F', who: 'picked', n: 1 }] }], response: { on: 'asa', effects: [{ op: 'pay', who: 'its-player', to: 'inn', n: 1 }] }, bottom: gambling(raise) },
  { key: 'rivet.counting-the-take', title: 'Counting the Take', faction: 'tallyman', action: [{ effects: [{ op: 'startRound' }] }], response: { on: 'asa', effects: [{ op: 'F', who: 'its-player', n: -1 }] }, bottom: gambling([{ op: 'leave' }]) },
  // Dicebox: shakes the cup.
  { key: 'rivet.shake-the-cup', title: 'Shake the Cup', faction: 'dicebox', action: [{ effects: [{ op: 'startRound' }] }], response: { on: 'asa', effects: [{ op: 'F', who: 'its-player', n: -1 }] }, bottom: gambling(take) },
  { key: 'rivet.loaded-gear', title: 'Loaded Gear', faction: 'dicebox', action: [{ effects: [{ op: 'startRound' }] }], response: { on: 'drink', effects: [{ op: 'drinkAC', n: -2 }] }, bottom: cheating(take) },
  { key: 'rivet.jackpot-chime', title: 'Jackpot Chime', faction: 'dicebox', action: [{ pick: others, effects: [{ op: 'draw', who: 'picked', n: 1 }] }], response: { on: 'asa', effects: [{ op: 'AC', who: 'its-player', n: 1 }] }, bottom: gambling(take) },
  { key: 'rivet.rattle-and-hum', title: 'Rattle and Hum', faction: 'dicebox', action: [{ pick: others, effects: [{ op: 'AC', who: 'picked', n: 1 }] }], response: { on: 'asa', effects: [{ op: 'reset', who: 'affected-tracks' }] }, bottom: cheating(take) },
  { key: 'rivet.tilt', title: 'Tilt!', faction: 'dicebox', action: [{ effects: [{ op: 'reset', who: 'both-tracks' }] }, { pick: most('G'), effects: [{ op: 'pay', who: 'picked', to: 'inn', n: 1 }] }], response: { on: 'asa', effects: ignore }, bottom: gambling(wh) },
];

/** Rivet's tracks: each F6/AC0 to start and on a reset, bounded 0–6 (VARIANTS.md §7: the book's mat). */
export const RIVET_TRACK = { F: 6, AC: 0, max: 6 } as const;

/**
 * Which responses "still" let the answered card take effect (VARIANTS.md §9.3 "(Still)"): every A/S/A box that
 * hits back (its player loses F, pays, or gains AC); an Ignore or a reset answers instead.
 */
export function responseIsStill(card: AutomatonCard): boolean {
  return card.response.on === 'asa' && card.response.effects.every((e) => (e.op === 'F' || e.op === 'AC' || e.op === 'pay') && e.who === 'its-player');
}

/** The modes of a Rivet card record: his boxes, in this order. */
export const RIVET_MODE = { action: 0, response: 1, bottom: 2 } as const;

/** A box effect as an interpreter op: the shared Round and Drink ops where they mean the same, else `rivet`. */
function toOps(fx: RivetEffect, pick: RivetPick | undefined): Op[] {
  switch (fx.op) {
    case 'control':
    case 'gate':
    case 'anteAll':
    case 'leave':
    case 'endToInn':
    case 'startRound':
    case 'ignore':
      return [{ op: fx.op }];
    case 'drinkAC':
      return [{ op: 'drinkAC', n: fx.n }];
    case 'pass':
      // A pass box plays nothing: the Round turn is a pass (variants/automaton.ts).
      return [];
    default:
      return [pick ? { op: 'rivet', fx, pick } : { op: 'rivet', fx }];
  }
}

/**
 * Rivet's card as a card record. A response that is not "(still)" answers instead of the item, so Rivet also
 * Ignores what it answered (VARIANTS.md §9.3: an Ignore or a reset answers "instead"); a box that changes
 * the Drink changes it, and he drinks what is left.
 */
export function rivetCardDef(card: AutomatonCard): CardDef {
  const action = card.action.flatMap((box) => box.effects.flatMap((fx) => toOps(fx, box.pick)));
  const answer = card.response.effects.flatMap((fx) => toOps(fx, undefined));
  const instead = !responseIsStill(card) && !answer.some((o) => o.op === 'ignore' || o.op === 'drinkAC');
  return {
    key: card.key,
    title: card.title,
    types: ['action', 'sometimes', card.bottom.type],
    modes: [
      { when: { type: 'action' }, effects: action },
      {
        when: { type: 'sometimes', on: card.response.on === 'drink' ? { t: 'drink' } : { t: 'card-affects-you', stats: ['F', 'AC', 'G'] } },
        effects: instead ? [{ op: 'ignore' }, ...answer] : answer,
      },
      { when: { type: card.bottom.type }, effects: card.bottom.effects.flatMap((fx) => toOps(fx, undefined)) },
    ],
  };
}

/** Rivet's seat as a character record: no deck of his own here (his 10 cards are dealt by the variant), no rule. */
export const RIVET_CHARACTER: CharacterDef = {
  key: 'rivet',
  name: 'Rivet',
  blurb: 'The clockwork barback: his deck decides what he does.',
  mechanics: [],
  deck: [],
};

/** A box effect in words (the card text generator and the rules dialog read it). */
export function rivetEffectText(fx: RivetEffect, pick?: RivetPick): string {
  const who = (w: string): string => {
    if (w === 'its-player') return "that card's player";
    if (w === 'affected-tracks') return "the track(s) it would change";
    if (w === 'both-tracks') return 'both of his tracks';
    if (!pick || pick.by === 'rivet') return 'Rivet';
    if (pick.by === 'each-other') return 'each player';
    const stat = pick.stat === 'F' ? 'Fortitude' : pick.stat === 'AC' ? 'Alcohol Content' : 'Gold';
    return `the player with the ${pick.by} ${stat} (tied: both)`;
  };
  const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  switch (fx.op) {
    case 'F':
      return `${who(fx.who)} ${signed(fx.n)} Fortitude`;
    case 'AC':
      return `${who(fx.who)} ${signed(fx.n)} Alcohol Content`;
    case 'pay':
      return `${who(fx.who)} pays ${fx.n} Gold to the Inn`;
    case 'gainFromInn':
      return `${who(fx.who)} takes ${fx.n} Gold from the Inn`;
    case 'draw':
      return `${who(fx.who)} draws ${fx.n}`;
    case 'reset':
      return `reset ${who(fx.who)} to 6 Fortitude, 0 Alcohol Content`;
    case 'drinkFromDeck':
      return `${who(fx.who)} drinks from the Drink Deck (an Event is discarded)`;
    case 'ignore':
      return 'Rivet Ignores it';
    case 'drinkAC':
      return `the Drink ${signed(fx.n)} Alcohol Content`;
    case 'startRound':
      return 'Rivet starts a Round of Gambling';
    case 'control':
      return 'Rivet takes control';
    case 'gate':
      return 'only a Cheating card may take control next';
    case 'anteAll':
      return 'each player in the Round antes 1';
    case 'leave':
      return 'Rivet leaves the Round';
    case 'endToInn':
      return 'Rivet ends the Round: the pot and its Prize go to the Inn';
    case 'pass':
      return 'Rivet passes';
  }
}
