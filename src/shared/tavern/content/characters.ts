import type { CardDef, CharacterDef, Mode, Op, Trigger } from '../cards';
import { coreCards, coreDeck } from './core';

/**
 * The four original characters of TAVERN.md §7.4: each deck is the 12 core cards (titled in the character's
 * voice) and 28 cards of its own; each has a personal rule, as data (`mechanics`).
 */

const action = (effects: Op[], targets: Mode['targets'] = []): Mode => ({ when: { type: 'action' }, targets, effects });
const sometimes = (on: Trigger, effects: Op[], targets: Mode['targets'] = []): Mode => ({
  when: { type: 'sometimes', on },
  targets,
  effects,
});
const other: Mode['targets'] = [{ t: 'other' }];

function card(key: string, title: string, types: CardDef['types'], modes: Mode[], extra: Partial<CardDef> = {}): CardDef {
  return { key, title, types, modes, ...extra };
}

// ---------------------------------------------------------------- Tamsin Reedwhistle, fiddler and dice-sharp
const TAMSIN_CARDS: CardDef[] = [
  card('tamsin.bruised-shin', 'Bruised Shin', ['action'], [action([{ op: 'roll' }, { op: 'F', who: 'target', n: [-2, -2, -3] }], other)], { roll: true }),
  card('tamsin.encore', 'Encore!', ['action'], [action([{ op: 'roll' }, { op: 'F', who: 'each-other', n: -2 }, { op: 'draw', who: 'you', n: 1, if: ['high'] }])], { roll: true }),
  card('tamsin.sing-along', 'Sing-Along', ['action'], [action([{ op: 'AC', who: 'target', n: 3 }], other)]),
  card('tamsin.hats-out', "Hat's Out", ['action'], [
    action([{ op: 'roll' }, { op: 'pay', who: 'target', to: 'you', n: 1, if: ['low', 'mid'] }, { op: 'pay', who: 'each-other', to: 'you', n: 2, if: ['high'] }], other),
  ], { roll: true }),
  card('tamsin.snapped-string', 'Snapped String', ['action'], [action([{ op: 'roll' }, { op: 'F', who: 'target', n: -3 }, { op: 'F', who: 'you', n: -2, if: ['low'] }], other)], { roll: true }),
  card('tamsin.lucky-streak', 'Lucky Streak', ['action'], [action([{ op: 'roll' }, { op: 'F', who: 'you', n: [1, 2, 4] }])], { roll: true }),
  card('tamsin.dance-it-off', 'Dance It Off', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('tamsin.behind-the-bass', 'Behind the Bass', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F'] }, [{ op: 'ignore' }])]),
  card('tamsin.wrong-note', 'Wrong Note', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'F', who: 'its-player', n: -2 }])]),
  card('tamsin.splash-for-the-band', 'Splash for the Band', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: 3 }])]),
  card('tamsin.pass-the-hat-back', 'Pass the Hat Back', ['sometimes'], [sometimes({ t: 'about-to-lose-g' }, [{ op: 'roll' }, { op: 'innPays', if: ['mid', 'high'] }])], { roll: true }),
  card('tamsin.let-the-die-decide', 'Let the Die Decide', ['sometimes'], [
    sometimes({ t: 'your-drink' }, [{ op: 'roll' }, { op: 'drinkAC', n: 1, if: ['low'] }, { op: 'drinkAC', n: -3, if: ['mid'] }, { op: 'ignore', if: ['high'] }]),
  ], { roll: true }),
  card('tamsin.crowd-favourite', 'Crowd Favourite', ['sometimes'], [sometimes({ t: 'action-targets-you' }, [{ op: 'roll' }, { op: 'ignore', if: ['mid', 'high'] }])], { roll: true }),
  card('tamsin.second-wind', 'Second Wind', ['anytime'], [{ when: { type: 'anytime' }, effects: [{ op: 'F', who: 'you', n: 2 }] }]),
  card('tamsin.feeling-lucky', 'Feeling Lucky', ['gambling'], [{ when: { type: 'gambling' }, effects: [{ op: 'control' }, { op: 'roll' }, { op: 'draw', who: 'you', n: 1, if: ['high'] }] }], { roll: true }),
  card('tamsin.weighted-pips', 'Weighted Pips', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('tamsin.sleight-of-bow', 'Sleight of Bow', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
  card('tamsin.two-headed-coin', 'Two-Headed Coin', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }, { op: 'roll' }, { op: 'winRound', if: ['high'] }] }], { roll: true }),
];

// ---------------------------------------------------------------- Brother Okko, brewer-monk
const OKKO_CARDS: CardDef[] = [
  card('okko.new-batch', 'New Batch', ['action'], [action([{ op: 'AC', who: 'target', n: 1 }], other)]),
  card('okko.barrel-roll', 'Barrel Roll', ['action'], [action([{ op: 'F', who: 'target', n: -2 }], other)]),
  card('okko.first-orders', 'First Orders', ['action'], [action([{ op: 'orderExtra', n: 1 }])]),
  card('okko.tasting-flight', 'Tasting Flight', ['action'], [action([{ op: 'sniff' }, { op: 'swapTops' }], [{ t: 'pile' }, { t: 'pile' }])]),
  card('okko.medicinal-tonic', 'Medicinal Tonic', ['action'], [action([{ op: 'F', who: 'target', n: 1 }, { op: 'AC', who: 'target', n: -1 }], [{ t: 'player' }])]),
  card('okko.collection-plate', 'Collection Plate', ['action'], [action([{ op: 'pay', who: 'target', to: 'you', n: 1 }, { op: 'sniff' }], [{ t: 'other' }, { t: 'sniff' }])]),
  card('okko.know-this-vintage', 'Know This Vintage', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('okko.cut-it-with-water', 'Cut It with Water', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: -1 }])]),
  card('okko.holy-water', 'Holy Water', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'drinkAC', n: -1 }, { op: 'draw', who: 'you', n: 1 }])]),
  card('okko.patience-of-the-cloth', 'Patience of the Cloth', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F', 'AC', 'G'] }, [{ op: 'ignore' }])]),
  card('okko.share-the-blessing', 'Share the Blessing', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'split' }], other)]),
  card('okko.pass-it-on', 'Pass It On', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'passDrink' }], other)]),
  card('okko.forgive-them', 'Forgive Them', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'AC', who: 'its-player', n: 2 }])]),
  card('okko.fasting-day', 'Fasting Day', ['anytime'], [{ when: { type: 'anytime' }, effects: [{ op: 'AC', who: 'you', n: -2 }] }]),
  card('okko.divine-odds', 'Divine Odds', ['gambling'], [{ when: { type: 'gambling' }, targets: [{ t: 'sniff' }], effects: [{ op: 'control' }, { op: 'sniff' }] }]),
  card('okko.cellar-dice', 'Cellar Dice', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('okko.excommunicated', 'Excommunicated', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
];

// ---------------------------------------------------------------- Vess Nightquill, forger
const VESS_CARDS: CardDef[] = [
  card('vess.put-it-in-writing', 'Put It in Writing', ['action'], [action([{ op: 'F', who: 'target', n: -2 }, { op: 'iou', who: 'target' }], other)]),
  card('vess.paper-cut', 'Paper Cut', ['action'], [action([{ op: 'F', who: 'target', n: -2 }], other)]),
  card('vess.creative-accounting', 'Creative Accounting', ['action'], [action([{ op: 'pay', who: 'target', to: 'you', n: 1 }], other)]),
  card('vess.toast-the-contract', 'Toast the Contract', ['action'], [action([{ op: 'AC', who: 'each-other', n: 2 }])]),
  card('vess.fine-print', 'Fine Print', ['action'], [action([{ op: 'AC', who: 'target', n: 2 }, { op: 'iou', who: 'target' }], other)]),
  card('vess.foreclosure', 'Foreclosure', ['action'], [action([{ op: 'collect' }], [{ t: 'debtor' }])]),
  card('vess.duplicate-receipt', 'Duplicate Receipt', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['G'] }, [{ op: 'ignore' }])]),
  card('vess.not-my-signature', 'Not My Signature', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('vess.transfer-of-liability', 'Transfer of Liability', ['sometimes'], [sometimes({ t: 'before-f-loss' }, [{ op: 'redirect' }], other)]),
  card('vess.bribe-the-barmaid', 'Bribe the Barmaid', ['sometimes'], [sometimes({ t: 'about-to-lose-g' }, [{ op: 'innPays' }])]),
  card('vess.spiked-ink', 'Spiked Ink', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: 1 }, { op: 'draw', who: 'you', n: 1 }])]),
  card('vess.penalty-clause', 'Penalty Clause', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'iou', who: 'its-player' }])]),
  card('vess.calling-in-a-favour', 'Calling in a Favour', ['anytime'], [
    { when: { type: 'anytime' }, targets: [{ t: 'debtor', optional: true }], effects: [{ op: 'iouReturn' }, { op: 'F', who: 'you', n: 3 }] },
  ]),
  card('vess.forged-odds', 'Forged Odds', ['gambling'], [{ when: { type: 'gambling' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'iou', who: 'target' }] }]),
  card('vess.counterfeit-coin', 'Counterfeit Coin', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('vess.disqualified', 'Disqualified', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
];

// ---------------------------------------------------------------- Grusk Ironbelly, bouncer
const GRUSK_CARDS: CardDef[] = [
  card('grusk.headbutt', 'Headbutt', ['action'], [action([{ op: 'F', who: 'target', n: -2 }, { op: 'F', who: 'you', n: -1 }], other)]),
  card('grusk.bounced', 'Bounced!', ['action'], [action([{ op: 'F', who: 'target', n: -1 }, { op: 'pay', who: 'target', to: 'inn', n: 2 }], other)]),
  card('grusk.regulars-round', "Regulars' Round", ['action'], [action([{ op: 'AC', who: 'target', n: 2 }], other)]),
  card('grusk.shoulder-check', 'Shoulder Check', ['action'], [action([{ op: 'F', who: 'each-other', n: -1 }])]),
  card('grusk.down-in-one', 'Down in One', ['action'], [action([{ op: 'drinkFromDeck' }], other)]),
  card('grusk.taste-of-the-floor', 'Taste of the Floor', ['action'], [action([{ op: 'F', who: 'target', n: -3 }, { op: 'F', who: 'you', n: -2 }], other)]),
  card('grusk.iron-belly', 'Iron Belly', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('grusk.tougher-than-that', 'Tougher Than That', ['sometimes'], [sometimes({ t: 'before-f-loss' }, [{ op: 'reduceLoss', n: 2 }])]),
  card('grusk.grusk-hits-back', 'Grusk Hits Back', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'F', who: 'its-player', n: -2 }])]),
  card('grusk.step-aside', 'Step Aside', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F', 'AC'] }, [{ op: 'ignore' }])]),
  card('grusk.you-drink-it', 'You Drink It', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'passDrink' }], other)]),
  card('grusk.watered-down-fixed', 'Watered Down? Fixed.', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: 2 }])]),
  // The lead's ruling (issue 23.6): Grusk's Gold defence, so the Gold levers can be pushed without breaking him.
  card('grusk.mine-not-yours', 'Mine. Not Yours.', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['G'] }, [{ op: 'ignore' }])]),
  card('grusk.knock-some-sense', 'Knock Some Sense', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'AC', who: 'you', n: -2 }])]),
  card('grusk.walk-it-off', 'Walk It Off', ['anytime'], [{ when: { type: 'anytime' }, effects: [{ op: 'AC', who: 'you', n: -2 }] }]),
  card('grusk.big-stack', 'Big Stack', ['gambling'], [{ when: { type: 'gambling' }, effects: [{ op: 'control' }] }]),
  card('grusk.grusk-shuffled', 'Grusk Shuffled', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('grusk.thrown-out', 'Thrown Out', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
];

const CORE_TITLES = {
  tamsin: {
    starter: 'Fancy a Little Wager?',
    'winning-hand': "Read 'Em and Weep, Darlings",
    raise: 'Double the Tune, Double the Stakes',
    cheat: 'Was That a Six? Lovely.',
    counter: 'Not on My Stage!',
    warden: 'Leave the Drink to the Drinker',
    tip: 'A Coin for the Musician',
    'bow-out': "I'll Sit This Dance Out",
    'spot-the-cheat': 'I Know Every Trick, Love',
  },
  okko: {
    starter: 'A Small Game, for Charity',
    'winning-hand': 'Blessed Are the Patient',
    raise: 'Tithe the Table',
    cheat: 'Forgive Me, Brother',
    counter: 'Peace, Child',
    warden: 'Do Not Meddle with the Brew',
    tip: 'Alms for the House',
    'bow-out': 'I Have Taken a Vow',
    'spot-the-cheat': 'The Eye Above Sees All',
  },
  vess: {
    starter: 'Shall We Make It Interesting?',
    'winning-hand': 'Signed, Sealed, Winning',
    raise: 'Amend the Terms',
    cheat: 'Read the Small Print',
    counter: 'Objection Noted. Denied.',
    warden: 'That Drink Is Under Contract',
    tip: 'Service Charge',
    'bow-out': 'I Decline to Sign',
    'spot-the-cheat': 'A Forgery! How Crude.',
  },
  grusk: {
    starter: 'Dice. Now.',
    'winning-hand': 'Grusk Wins. Obviously.',
    raise: 'More Gold. On Table.',
    cheat: 'Grusk Counts Good',
    counter: 'No.',
    warden: 'Hands Off Drink',
    tip: 'For the Barkeep',
    'bow-out': 'Grusk Busy',
    'spot-the-cheat': 'Saw That. Out.',
  },
};

/** Own-card counts, in the order of §7.4's tables. */
const COUNTS: Record<string, number> = {
  'tamsin.bruised-shin': 4, 'tamsin.encore': 1, 'tamsin.sing-along': 3, 'tamsin.hats-out': 2, 'tamsin.snapped-string': 1,
  'tamsin.lucky-streak': 1, 'tamsin.dance-it-off': 3, 'tamsin.behind-the-bass': 2, 'tamsin.wrong-note': 1,
  'tamsin.splash-for-the-band': 1, 'tamsin.pass-the-hat-back': 1, 'tamsin.let-the-die-decide': 1, 'tamsin.crowd-favourite': 1,
  'tamsin.second-wind': 1, 'tamsin.feeling-lucky': 2, 'tamsin.weighted-pips': 1, 'tamsin.sleight-of-bow': 1, 'tamsin.two-headed-coin': 1,
  'okko.new-batch': 3, 'okko.barrel-roll': 2, 'okko.first-orders': 2, 'okko.tasting-flight': 2, 'okko.medicinal-tonic': 2,
  'okko.collection-plate': 1, 'okko.know-this-vintage': 1, 'okko.cut-it-with-water': 2, 'okko.holy-water': 2,
  'okko.patience-of-the-cloth': 1, 'okko.share-the-blessing': 1, 'okko.pass-it-on': 1, 'okko.forgive-them': 2,
  'okko.fasting-day': 1, 'okko.divine-odds': 2, 'okko.cellar-dice': 2, 'okko.excommunicated': 1,
  'vess.put-it-in-writing': 3, 'vess.paper-cut': 2, 'vess.creative-accounting': 2, 'vess.toast-the-contract': 2,
  'vess.fine-print': 2, 'vess.foreclosure': 1, 'vess.duplicate-receipt': 1, 'vess.not-my-signature': 2,
  'vess.transfer-of-liability': 2, 'vess.bribe-the-barmaid': 1, 'vess.spiked-ink': 2, 'vess.penalty-clause': 2,
  'vess.calling-in-a-favour': 1, 'vess.forged-odds': 2, 'vess.counterfeit-coin': 2, 'vess.disqualified': 1,
  'grusk.headbutt': 3, 'grusk.bounced': 2, 'grusk.regulars-round': 2, 'grusk.shoulder-check': 2, 'grusk.down-in-one': 2,
  'grusk.taste-of-the-floor': 1, 'grusk.iron-belly': 2, 'grusk.tougher-than-that': 2, 'grusk.grusk-hits-back': 1,
  'grusk.step-aside': 1, 'grusk.you-drink-it': 1, 'grusk.watered-down-fixed': 1, 'grusk.mine-not-yours': 1, 'grusk.knock-some-sense': 1,
  'grusk.walk-it-off': 1, 'grusk.big-stack': 2, 'grusk.grusk-shuffled': 2, 'grusk.thrown-out': 1,
};

export const CHARACTER_CARDS: CardDef[] = [
  ...TAMSIN_CARDS,
  ...OKKO_CARDS,
  ...VESS_CARDS,
  ...GRUSK_CARDS,
  ...coreCards('tamsin', CORE_TITLES.tamsin),
  ...coreCards('okko', CORE_TITLES.okko),
  ...coreCards('vess', CORE_TITLES.vess),
  ...coreCards('grusk', CORE_TITLES.grusk),
];

function deckOf(char: string, own: CardDef[]): CharacterDef['deck'] {
  return [...coreDeck(char), ...own.map((c) => ({ key: c.key, count: COUNTS[c.key] ?? 0 }))];
}

export const CHARACTERS: CharacterDef[] = [
  {
    key: 'tamsin',
    name: 'Tamsin Reedwhistle',
    blurb: 'Fiddler and dice-sharp.',
    mechanics: [{ kind: 'jig', rerollCost: 1 }],
    deck: deckOf('tamsin', TAMSIN_CARDS),
  },
  {
    key: 'okko',
    name: 'Brother Okko',
    blurb: 'Brewer-monk.',
    mechanics: [{ kind: 'connoisseur' }, { kind: 'sniff-memory' }],
    deck: deckOf('okko', OKKO_CARDS),
  },
  {
    key: 'vess',
    name: 'Vess Nightquill',
    blurb: 'Forger.',
    mechanics: [{ kind: 'ious', tokens: 4, goldPer: 1, fortitudePer: 3 }],
    deck: deckOf('vess', VESS_CARDS),
  },
  {
    key: 'grusk',
    name: 'Grusk Ironbelly',
    blurb: 'Bouncer.',
    mechanics: [{ kind: 'hard-knocks', ac: 1 }],
    deck: deckOf('grusk', GRUSK_CARDS),
  },
];
