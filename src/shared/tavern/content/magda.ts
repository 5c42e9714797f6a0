import type { CardDef, CharacterDef, Mode, Op, Trigger } from '../cards';
import { coreCards, coreDeck } from './core';

/**
 * Magda Blackcask, the Cellar Queen (VARIANTS.md §9.2): our villain. A full character (12 core cards titled in
 * her voice and 28 of her own: 40) with Menace, a public track 0–4 that brings a Crackdown at its top; and 15
 * Boss cards, shuffled into her deck only when she plays with her Boss Deck (Boss Battle and its team variants:
 * 55 cards), where her Crackdown uses its Boss side. All of it data for the one interpreter; the text is made
 * by text.ts. Original content: titles and effects are ours.
 */

const action = (effects: Op[], targets: Mode['targets'] = []): Mode => ({ when: { type: 'action' }, targets, effects });
const sometimes = (on: Trigger, effects: Op[], targets: Mode['targets'] = []): Mode => ({ when: { type: 'sometimes', on }, targets, effects });
const other: Mode['targets'] = [{ t: 'other' }];
const card = (key: string, title: string, types: CardDef['types'], modes: Mode[]): CardDef => ({ key, title, types, modes });

export const MAGDA_CARDS: CardDef[] = [
  // Action 12
  card('magda.send-the-lads', 'Send the Lads', ['action'], [action([{ op: 'F', who: 'target', n: -2 }], other)]),
  card('magda.protection-money', 'Protection Money', ['action'], [action([{ op: 'pay', who: 'target', to: 'you', n: 1 }, { op: 'menace', n: 1 }], other)]),
  card('magda.from-the-back-shelf', 'From the Back Shelf', ['action'], [action([{ op: 'AC', who: 'target', n: 2 }], other)]),
  card('magda.lock-the-cellar-door', 'Lock the Cellar Door', ['action'], [action([{ op: 'F', who: 'each-other', n: -1 }])]),
  card('magda.make-an-example', 'Make an Example', ['action'], [action([{ op: 'F', who: 'target', n: -1 }, { op: 'AC', who: 'target', n: 1 }, { op: 'menace', n: 1 }], other)]),
  card('magda.cooking-the-books', 'Cooking the Books', ['action'], [action([{ op: 'menace', n: 2 }, { op: 'draw', who: 'you', n: 1 }])]),
  // Sometimes 10
  card('magda.smugglers-palate', "Smuggler's Palate", ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('magda.not-in-my-house', 'Not in My House', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F', 'AC'] }, [{ op: 'ignore' }])]),
  card('magda.my-lads-remember', 'My Lads Remember', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'F', who: 'its-player', n: -2 }])]),
  card('magda.goon-in-the-way', 'Goon in the Way', ['sometimes'], [sometimes({ t: 'before-f-loss' }, [{ op: 'redirect' }], other)]),
  card('magda.bribed-constable', 'Bribed Constable', ['sometimes'], [sometimes({ t: 'about-to-lose-g' }, [{ op: 'innPays' }])]),
  card('magda.cut-with-lamp-oil', 'Cut with Lamp Oil', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: 2 }])]),
  card('magda.hush-money', 'Hush Money', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['G'] }, [{ op: 'ignore' }, { op: 'menace', n: 1 }])]),
  // Other 6
  card('magda.back-room-remedy', 'Back-Room Remedy', ['anytime'], [{ when: { type: 'anytime' }, effects: [{ op: 'AC', who: 'you', n: -2 }] }]),
  card('magda.house-odds', 'House Odds', ['gambling'], [{ when: { type: 'gambling' }, effects: [{ op: 'control' }, { op: 'menace', n: 1 }] }]),
  card('magda.loaded-cask', 'Loaded Cask', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('magda.down-the-cellar-stairs', 'Down the Cellar Stairs', ['cheating'], [
    { when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] },
  ]),
];

/** The Boss cards (§9.2): only in a Boss Deck. */
export const MAGDA_BOSS_CARDS: CardDef[] = [
  card('magda.boss.crackdown-orders', 'Crackdown Orders', ['action'], [action([{ op: 'F', who: 'each-other', n: -1 }, { op: 'menace', n: 1 }])]),
  card('magda.boss.drag-them-downstairs', 'Drag Them Downstairs', ['action'], [action([{ op: 'F', who: 'target', n: -3 }], other)]),
  card('magda.boss.the-cellars-finest', "The Cellar's Finest", ['action'], [action([{ op: 'AC', who: 'each-other', n: 2 }, { op: 'menace', n: 1 }])]),
  card('magda.boss.uncork-the-black-cask', 'Uncork the Black Cask', ['action'], [action([{ op: 'drinkFromDeck', who: 'each' }])]),
  card('magda.boss.shake-them-down', 'Shake Them Down', ['action'], [action([{ op: 'pay', who: 'each-other', to: 'inn', n: 1 }])]),
  card('magda.boss.you-dare', 'You Dare?', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F', 'AC', 'G'] }, [{ op: 'ignore' }, { op: 'menace', n: 1 }])]),
  card('magda.boss.goons-close-ranks', 'Goons Close Ranks', ['sometimes'], [sometimes({ t: 'before-f-loss' }, [{ op: 'reduceLoss', n: 2 }])]),
  card('magda.boss.untouchable', 'Untouchable', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }]), sometimes({ t: 'event' }, [{ op: 'ignore' }])]),
  card('magda.boss.family-recipe', 'Family Recipe', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'drinkAC', n: -2 }, { op: 'menace', n: 1 }])]),
  card('magda.boss.hidden-reserves', 'Hidden Reserves', ['anytime'], [{ when: { type: 'anytime' }, effects: [{ op: 'F', who: 'you', n: 4 }] }]),
  card('magda.boss.the-cellar-always-wins', 'The Cellar Always Wins', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }, { op: 'menace', n: 2 }] }]),
];

/**
 * The Crackdown steps (§9.2): never in a deck; a Crackdown is answered as though Magda played an Action card of
 * these effects (so hit-backs hit her, and an Ignore or a cut answers it as any card).
 */
export const MAGDA_CRACKDOWNS: CardDef[] = [
  card('magda.crackdown', 'Crackdown', ['action'], [action([{ op: 'F', who: 'each-other', n: -1 }])]),
  card('magda.crackdown.boss', 'Crackdown (Boss side)', ['action'], [action([{ op: 'F', who: 'each-other', n: -1 }, { op: 'AC', who: 'each-other', n: 1 }])]),
];

const CORE_TITLES = {
  starter: 'A Friendly Little Wager',
  'winning-hand': 'The House Always Holds',
  raise: 'Sweeten the Pot',
  cheat: 'My Cellar, My Dice',
  counter: 'I Think Not',
  warden: 'Nobody Touches My Stock',
  tip: 'Something for the Help',
  'bow-out': 'I Have Business Downstairs',
  'spot-the-cheat': 'Nobody Cheats Magda',
} as const;

const COUNTS: Record<string, number> = {
  'magda.send-the-lads': 3, 'magda.protection-money': 2, 'magda.from-the-back-shelf': 2, 'magda.lock-the-cellar-door': 2,
  'magda.make-an-example': 2, 'magda.cooking-the-books': 1,
  'magda.smugglers-palate': 2, 'magda.not-in-my-house': 2, 'magda.my-lads-remember': 2, 'magda.goon-in-the-way': 1,
  'magda.bribed-constable': 1, 'magda.cut-with-lamp-oil': 1, 'magda.hush-money': 1,
  'magda.back-room-remedy': 1, 'magda.house-odds': 2, 'magda.loaded-cask': 2, 'magda.down-the-cellar-stairs': 1,
  'magda.boss.crackdown-orders': 3, 'magda.boss.drag-them-downstairs': 1, 'magda.boss.the-cellars-finest': 2,
  'magda.boss.uncork-the-black-cask': 1, 'magda.boss.shake-them-down': 1, 'magda.boss.you-dare': 2,
  'magda.boss.goons-close-ranks': 2, 'magda.boss.untouchable': 1, 'magda.boss.family-recipe': 0,
  'magda.boss.hidden-reserves': 2, 'magda.boss.the-cellar-always-wins': 0,
};

export const MAGDA_ALL_CARDS: CardDef[] = [...MAGDA_CARDS, ...MAGDA_BOSS_CARDS, ...MAGDA_CRACKDOWNS, ...coreCards('magda', CORE_TITLES)];

export const MAGDA: CharacterDef = {
  key: 'magda',
  name: 'Magda Blackcask',
  blurb: 'The Cellar Queen: she runs the smuggling cellar under the inn.',
  villain: true,
  mechanics: [{ kind: 'menace', max: 4, perTurn: 1, crackdown: 'magda.crackdown', bossCrackdown: 'magda.crackdown.boss' }],
  deck: [...coreDeck('magda'), ...MAGDA_CARDS.map((c) => ({ key: c.key, count: COUNTS[c.key]! }))],
  bossDeck: MAGDA_BOSS_CARDS.filter((c) => COUNTS[c.key]! > 0).map((c) => ({ key: c.key, count: COUNTS[c.key]! })),
};
