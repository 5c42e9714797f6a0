import type { CardDef, CharacterDef, Mode, Op, Trigger } from '../cards';
import { coreCards, coreDeck } from './core';

/**
 * The second four characters (issue 23), each with a personal mechanic of a family the first four do not use:
 * Hesper's Oven (a track of counters built and spent), Wren's companions (cards that stay in play and can be
 * aimed at), Corvin's Plots (cards laid face down and sprung later) and Pell's Loot Sack (a side deck). The
 * decks keep §7.4's shape: the 12 core cards and 28 of their own (12 Action, 10 Sometimes, 1 Anytime,
 * 2 Gambling, 3 Cheating); Loot cards are not in the 40, they live in the Sack. See docs/CHARACTERS.md.
 */

const action = (effects: Op[], targets: Mode['targets'] = [], cost?: Op[]): Mode => ({
  when: { type: 'action' },
  targets,
  effects,
  ...(cost ? { cost } : {}),
});
const sometimes = (on: Trigger, effects: Op[], targets: Mode['targets'] = [], cost?: Op[]): Mode => ({
  when: { type: 'sometimes', on },
  targets,
  effects,
  ...(cost ? { cost } : {}),
});
const anytime = (effects: Op[], targets: Mode['targets'] = [], cost?: Op[]): Mode => ({
  when: { type: 'anytime' },
  targets,
  effects,
  ...(cost ? { cost } : {}),
});
const other: Mode['targets'] = [{ t: 'other' }];
const spend = (n: number): Op[] => [{ op: 'heat', n: -n }];

function card(key: string, title: string, types: CardDef['types'], modes: Mode[], extra: Partial<CardDef> = {}): CardDef {
  return { key, title, types, modes, ...extra };
}

// ---------------------------------------------------------------- Hesper Crumb, pie-baker (the Oven)
const HESPER_CARDS: CardDef[] = [
  card('hesper.fresh-from-the-oven', 'Fresh from the Oven', ['action'], [action([{ op: 'F', who: 'target', n: -2 }, { op: 'heat', n: 1 }], other)]),
  card('hesper.stoke-the-fire', 'Stoke the Fire', ['action'], [action([{ op: 'heat', n: 2 }, { op: 'draw', who: 'you', n: 1 }])]),
  card('hesper.scalding-pie', 'Scalding Pie', ['action'], [action([{ op: 'F', who: 'target', n: -4 }], other, spend(2))]),
  card('hesper.spiced-cider', 'Spiced Cider', ['action'], [action([{ op: 'AC', who: 'target', n: 3 }], other)]),
  card('hesper.bakers-dozen', "Baker's Dozen", ['action'], [action([{ op: 'F', who: 'each-other', n: -2 }], [], spend(3))]),
  card('hesper.sell-a-pie', 'Sell a Pie', ['action'], [action([{ op: 'pay', who: 'target', to: 'you', n: 1 }, { op: 'heat', n: 1 }], other)]),
  card('hesper.oven-mitts', 'Oven Mitts', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('hesper.burnt-offering', 'Burnt Offering', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F', 'AC'] }, [{ op: 'ignore' }], [], spend(1))]),
  card('hesper.flour-in-the-eyes', 'Flour in the Eyes', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'F', who: 'its-player', n: -2 }])]),
  card('hesper.cut-the-crust', 'Cut the Crust', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'drinkAC', n: -3 }], [], spend(1))]),
  card('hesper.dash-of-rum', 'Dash of Rum', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: 2 }])]),
  card('hesper.warm-hands', 'Warm Hands', ['sometimes'], [sometimes({ t: 'before-f-loss' }, [{ op: 'reduceLoss', n: 2 }, { op: 'heat', n: 1 }])]),
  card('hesper.crumbs-everywhere', 'Crumbs Everywhere', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['G'] }, [{ op: 'ignore' }])]),
  card('hesper.cool-down', 'Cool Down', ['anytime'], [anytime([{ op: 'AC', who: 'you', n: -2 }, { op: 'heat', n: 1 }])]),
  card('hesper.hot-streak', 'Hot Streak', ['gambling'], [{ when: { type: 'gambling' }, effects: [{ op: 'control' }, { op: 'heat', n: 1 }] }]),
  card('hesper.loaded-crust', 'Loaded Crust', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('hesper.kitchen-door', 'Out the Kitchen Door', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
];

// ---------------------------------------------------------------- Wren Tallowby, beast-charmer (companions)
const WREN_CARDS: CardDef[] = [
  card('wren.bramble', 'Bramble, the Old Hound', ['action'], [action([{ op: 'inPlay' }])], { companion: { effects: [{ op: 'F', who: 'you', n: 1 }] } }),
  card('wren.snapjaw', 'Snapjaw, the Ferret', ['action'], [action([{ op: 'inPlay' }])], { companion: { effects: [{ op: 'F', who: 'each-other', n: -1 }] } }),
  card('wren.tuppence', 'Tuppence, the Magpie', ['action'], [action([{ op: 'inPlay' }])], { companion: { effects: [{ op: 'draw', who: 'you', n: 1 }] } }),
  card('wren.moss', 'Moss, the Tortoise', ['action'], [action([{ op: 'inPlay' }])], { companion: { effects: [{ op: 'AC', who: 'you', n: -1 }] } }),
  card('wren.sic-em', "Sic 'Em", ['action'], [action([{ op: 'F', who: 'target', n: -2 }], other)]),
  card('wren.feeding-time', 'Feeding Time', ['action'], [action([{ op: 'AC', who: 'target', n: 2 }], other)]),
  card('wren.pickpocket-monkey', 'Pickpocket Monkey', ['action'], [action([{ op: 'pay', who: 'target', to: 'you', n: 1 }], other)]),
  card('wren.good-dog', 'Good Dog!', ['sometimes'], [sometimes({ t: 'before-f-loss' }, [{ op: 'guard' }])]),
  card('wren.curl-up', 'Curl Up by the Fire', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('wren.growl', 'Low Growl', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'F', who: 'its-player', n: -2 }])]),
  card('wren.nuzzle', 'Nuzzle', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F', 'AC'] }, [{ op: 'ignore' }])]),
  card('wren.tail-swish', 'Tail Swish', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'drinkAC', n: -2 }])]),
  card('wren.fetch', 'Fetch!', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'passDrink' }], other)]),
  card('wren.muddy-paws', 'Muddy Paws', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: 2 }])]),
  card('wren.warm-fur', 'Warm Fur', ['anytime'], [anytime([{ op: 'AC', who: 'you', n: -2 }])]),
  card('wren.rabbits-foot', "Rabbit's Foot", ['gambling'], [{ when: { type: 'gambling' }, effects: [{ op: 'control' }] }]),
  card('wren.trained-crow', 'Trained Crow', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('wren.nipping-heels', 'Nipping Heels', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
];

// ---------------------------------------------------------------- Corvin Slate, confidence man (Plots)
const CORVIN_CARDS: CardDef[] = [
  card('corvin.swindle', 'Swindle', ['action'], [action([{ op: 'pay', who: 'target', to: 'you', n: 1 }], other)]),
  card('corvin.sucker-punch', 'Sucker Punch', ['action'], [action([{ op: 'F', who: 'target', n: -2 }], other)]),
  card('corvin.drinks-on-him', "Drinks Are on Him", ['action'], [action([{ op: 'AC', who: 'each-other', n: 2 }])]),
  card('corvin.plan-b', 'Plan B', ['action'], [action([{ op: 'draw', who: 'you', n: 2 }])]),
  card('corvin.cheap-shot', 'Cheap Shot', ['action'], [action([{ op: 'F', who: 'target', n: -3 }, { op: 'F', who: 'you', n: -1 }], other)]),
  card('corvin.shell-game', 'Shell Game', ['action'], [action([{ op: 'F', who: 'target', n: -1 }, { op: 'draw', who: 'you', n: 1 }], other)]),
  card('corvin.long-con', 'The Long Con', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'F', who: 'its-player', n: -4 }])], { plot: true }),
  card('corvin.switched-cups', 'Switched Cups', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'drinkAC', n: 1 }, { op: 'passDrink' }], other)], { plot: true }),
  card('corvin.rigged-game', 'Rigged from the Start', ['sometimes'], [sometimes({ t: 'pot-collection' }, [{ op: 'takePot' }])], { plot: true }),
  card('corvin.cold-feet', 'Cold Feet', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F', 'AC', 'G'] }, [{ op: 'ignore' }, { op: 'draw', who: 'you', n: 1 }])], { plot: true }),
  card('corvin.smooth-talk', 'Smooth Talk', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('corvin.not-me', 'Not Me, Him', ['sometimes'], [sometimes({ t: 'before-f-loss' }, [{ op: 'redirect' }], other)]),
  card('corvin.forged-note', 'Forged Note', ['sometimes'], [sometimes({ t: 'about-to-lose-g' }, [{ op: 'innPays' }])]),
  card('corvin.slip-away', 'Slip Away', ['anytime'], [anytime([{ op: 'AC', who: 'you', n: -2 }])]),
  card('corvin.sure-thing', 'Sure Thing', ['gambling'], [{ when: { type: 'gambling' }, effects: [{ op: 'control' }] }]),
  card('corvin.palmed-ace', 'Palmed Ace', ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('corvin.frame-job', 'Frame Job', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
];

// ---------------------------------------------------------------- Pell Rookwood, treasure-hunter (Loot Sack)
const PELL_CARDS: CardDef[] = [
  card('pell.rummage', 'Rummage', ['action'], [action([{ op: 'loot', n: 1 }, { op: 'draw', who: 'you', n: 1 }])]),
  card('pell.booby-trap', 'Booby Trap', ['action'], [action([{ op: 'F', who: 'target', n: -2 }], other)]),
  card('pell.dusty-bottle', 'Dusty Bottle', ['action'], [action([{ op: 'AC', who: 'target', n: 3 }], other)]),
  card('pell.finders-fee', "Finder's Fee", ['action'], [action([{ op: 'pay', who: 'each-other', to: 'you', n: 1 }])]),
  card('pell.swing-on-a-rope', 'Swing on a Rope', ['action'], [action([{ op: 'F', who: 'each-other', n: -1 }])]),
  card('pell.net-and-sack', 'Net and Sack', ['action'], [action([{ op: 'F', who: 'target', n: -1 }, { op: 'loot', n: 1 }], other), action([{ op: 'shoo' }, { op: 'loot', n: 1 }], [{ t: 'companion-owner' }])]),
  card('pell.dodge-the-dart', 'Dodge the Dart', ['sometimes'], [sometimes({ t: 'card-affects-you', stats: ['F'] }, [{ op: 'ignore' }])]),
  card('pell.sip-and-spit', 'Sip and Spit', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'ignore' }])]),
  card('pell.trap-springs', 'The Trap Springs', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'F', who: 'its-player', n: -2 }])]),
  card('pell.lucky-find', 'Lucky Find', ['sometimes'], [sometimes({ t: 'after-f-loss' }, [{ op: 'loot', n: 1 }])]),
  card('pell.swap-the-idol', 'Swap the Idol', ['sometimes'], [sometimes({ t: 'your-drink' }, [{ op: 'passDrink' }], other)]),
  card('pell.cursed-goblet', 'Cursed Goblet', ['sometimes'], [sometimes({ t: 'drink' }, [{ op: 'drinkAC', n: 2 }])]),
  card('pell.hidden-pocket', 'Hidden Pocket', ['sometimes'], [sometimes({ t: 'about-to-lose-g' }, [{ op: 'innPays' }])]),
  card('pell.treasure-sense', 'Treasure Sense', ['anytime'], [anytime([{ op: 'loot', n: 1 }])]),
  card('pell.gilded-dice', 'Gilded Dice', ['gambling'], [{ when: { type: 'gambling' }, effects: [{ op: 'control' }, { op: 'loot', n: 1 }] }]),
  card('pell.fools-gold', "Fool's Gold", ['cheating'], [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }]),
  card('pell.trapdoor', 'Trapdoor', ['cheating'], [{ when: { type: 'cheating' }, targets: [{ t: 'other-in-round' }], effects: [{ op: 'control' }, { op: 'forceOut' }] }]),
];

/** Pell's Loot cards: the Sack, not the deck. All Anytime: found treasure is used when it helps. */
const LOOT_CARDS: CardDef[] = [
  card('pell.loot.silver-flask', 'Silver Flask', ['anytime'], [anytime([{ op: 'AC', who: 'you', n: -3 }])], { loot: true }),
  card('pell.loot.throwing-knife', 'Throwing Knife', ['anytime'], [anytime([{ op: 'F', who: 'target', n: -2 }], other)], { loot: true }),
  card('pell.loot.smelling-salts', 'Smelling Salts', ['anytime'], [anytime([{ op: 'F', who: 'you', n: 3 }])], { loot: true }),
  card('pell.loot.old-map', 'Old Map', ['anytime'], [anytime([{ op: 'draw', who: 'you', n: 2 }])], { loot: true }),
  card('pell.loot.gilt-idol', 'Gilt Idol', ['anytime'], [anytime([{ op: 'pay', who: 'target', to: 'you', n: 1 }], other)], { loot: true }),
];

export const LOOT_SACK: { key: string; count: number }[] = [
  { key: 'pell.loot.silver-flask', count: 2 },
  { key: 'pell.loot.throwing-knife', count: 2 },
  { key: 'pell.loot.smelling-salts', count: 1 },
  { key: 'pell.loot.old-map', count: 1 },
  { key: 'pell.loot.gilt-idol', count: 2 },
];

const CORE_TITLES = {
  hesper: {
    starter: 'Pie for the Winner?',
    'winning-hand': 'Baked to Perfection',
    raise: 'Another Tray, Then',
    cheat: 'A Thumb on the Scales',
    counter: 'Not in My Kitchen!',
    warden: 'Nobody Touches the Batter',
    tip: 'A Slice for the House',
    'bow-out': 'Something Is Burning',
    'spot-the-cheat': 'I Weigh Everything, Dear',
  },
  wren: {
    starter: 'Care to Bet on the Beetles?',
    'winning-hand': 'Top Dog',
    raise: 'Feed the Kitty',
    cheat: 'The Cat Did It',
    counter: 'Down! Stay!',
    warden: 'Paws Off My Cup',
    tip: 'Treats for the Barkeep',
    'bow-out': 'Walkies Time',
    'spot-the-cheat': 'My Crow Saw That',
  },
  corvin: {
    starter: 'Friendly Game, Gents?',
    'winning-hand': 'As Luck Would Have It',
    raise: 'Let Us Sweeten the Pot',
    cheat: 'Nothing Up My Sleeve',
    counter: 'I Think Not, Friend',
    warden: 'That Cup Is Spoken For',
    tip: 'Keep the Change',
    'bow-out': 'Urgent Business Elsewhere',
    'spot-the-cheat': 'Takes One to Know One',
  },
  pell: {
    starter: 'Loser Buys the Map?',
    'winning-hand': 'X Marks the Win',
    raise: 'Double or Dig',
    cheat: 'Found It in the Pot',
    counter: 'Mind the Tripwire',
    warden: 'Finders Keepers',
    tip: 'A Coin from the Hoard',
    'bow-out': 'Off to the Ruins',
    'spot-the-cheat': 'A Fake! I Know Fakes',
  },
};

/** Own-card counts (12 Action, 10 Sometimes, 1 Anytime, 2 Gambling, 3 Cheating each). */
const COUNTS: Record<string, number> = {
  'hesper.fresh-from-the-oven': 3, 'hesper.stoke-the-fire': 2, 'hesper.scalding-pie': 2, 'hesper.spiced-cider': 2,
  'hesper.bakers-dozen': 1, 'hesper.sell-a-pie': 2,
  'hesper.oven-mitts': 2, 'hesper.burnt-offering': 2, 'hesper.flour-in-the-eyes': 2, 'hesper.cut-the-crust': 2,
  'hesper.dash-of-rum': 1, 'hesper.warm-hands': 1, 'hesper.crumbs-everywhere': 0,
  'hesper.cool-down': 1, 'hesper.hot-streak': 2, 'hesper.loaded-crust': 2, 'hesper.kitchen-door': 1,
  'wren.bramble': 1, 'wren.snapjaw': 1, 'wren.tuppence': 1, 'wren.moss': 1, 'wren.sic-em': 4, 'wren.feeding-time': 2,
  'wren.pickpocket-monkey': 2,
  'wren.good-dog': 1, 'wren.curl-up': 1, 'wren.growl': 2, 'wren.nuzzle': 1, 'wren.tail-swish': 1, 'wren.fetch': 1,
  'wren.muddy-paws': 3,
  'wren.warm-fur': 1, 'wren.rabbits-foot': 2, 'wren.trained-crow': 2, 'wren.nipping-heels': 1,
  'corvin.swindle': 2, 'corvin.sucker-punch': 4, 'corvin.drinks-on-him': 1, 'corvin.plan-b': 2, 'corvin.cheap-shot': 1,
  'corvin.shell-game': 2,
  'corvin.long-con': 2, 'corvin.switched-cups': 1, 'corvin.rigged-game': 1, 'corvin.cold-feet': 2, 'corvin.smooth-talk': 2,
  'corvin.not-me': 1, 'corvin.forged-note': 1,
  'corvin.slip-away': 1, 'corvin.sure-thing': 2, 'corvin.palmed-ace': 2, 'corvin.frame-job': 1,
  'pell.rummage': 2, 'pell.booby-trap': 2, 'pell.dusty-bottle': 2, 'pell.finders-fee': 1, 'pell.swing-on-a-rope': 4,
  'pell.net-and-sack': 1,
  'pell.dodge-the-dart': 2, 'pell.sip-and-spit': 2, 'pell.trap-springs': 2, 'pell.lucky-find': 1, 'pell.swap-the-idol': 1,
  'pell.cursed-goblet': 1, 'pell.hidden-pocket': 1,
  'pell.treasure-sense': 1, 'pell.gilded-dice': 2, 'pell.fools-gold': 2, 'pell.trapdoor': 1,
};

export const CHARACTER_CARDS_2: CardDef[] = [
  ...HESPER_CARDS,
  ...WREN_CARDS,
  ...CORVIN_CARDS,
  ...PELL_CARDS,
  ...LOOT_CARDS,
  ...coreCards('hesper', CORE_TITLES.hesper),
  ...coreCards('wren', CORE_TITLES.wren),
  ...coreCards('corvin', CORE_TITLES.corvin),
  ...coreCards('pell', CORE_TITLES.pell),
];

/** A card tuned down to no copies stays in the catalog (its text, its tests' history) but not in the deck. */
function deckOf(char: string, own: CardDef[]): CharacterDef['deck'] {
  return [...coreDeck(char), ...own.map((c) => ({ key: c.key, count: COUNTS[c.key] ?? 0 })).filter((e) => e.count > 0)];
}

export const CHARACTERS_2: CharacterDef[] = [
  {
    key: 'hesper',
    name: 'Hesper Crumb',
    blurb: 'Pie-baker.',
    mechanics: [{ kind: 'oven', max: 6, perTurn: 1 }],
    deck: deckOf('hesper', HESPER_CARDS),
  },
  {
    key: 'wren',
    name: 'Wren Tallowby',
    blurb: 'Beast-charmer.',
    mechanics: [{ kind: 'companions', max: 2 }],
    deck: deckOf('wren', WREN_CARDS),
  },
  {
    key: 'corvin',
    name: 'Corvin Slate',
    blurb: 'Confidence man.',
    mechanics: [{ kind: 'plots', max: 2 }],
    deck: deckOf('corvin', CORVIN_CARDS),
  },
  {
    key: 'pell',
    name: 'Pell Rookwood',
    blurb: 'Treasure-hunter.',
    mechanics: [{ kind: 'loot', cards: LOOT_SACK }],
    deck: deckOf('pell', PELL_CARDS),
  },
];
