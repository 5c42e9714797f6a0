import { rivetEffectText } from './content/rivet';
import type { Amount, CardDef, CardType, DrinkDef, Mechanic, Mode, Op, RollBand, Stat, TargetSpec, Trigger, Who } from './cards';

/**
 * The rules text on screen, generated from the card data (TAVERN.md §3.1): the same records the
 * interpreter runs, so the text cannot drift from the rules.
 */

const TYPE_NAMES: Record<CardType, string> = {
  action: 'Action',
  sometimes: 'Sometimes',
  anytime: 'Anytime',
  gambling: 'Gambling',
  cheating: 'Cheating',
  prize: 'Prize',
};

const STAT_NAMES: Record<Stat, string> = { F: 'Fortitude', AC: 'Alcohol Content', G: 'Gold' };

function list(words: string[], joiner = 'or'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}

export function triggerText(t: Trigger): string {
  switch (t.t) {
    case 'card-affects-you':
      return `an Action, Sometimes or Anytime card that affects your ${list(t.stats.map((x) => STAT_NAMES[x]))}`;
    case 'action-targets-you':
      return 'an Action card that targets you';
    case 'drink':
      return 'a Drink';
    case 'your-drink':
      return 'a Drink you are about to drink';
    case 'event':
      return 'a Drink Event';
    case 'sometimes-card':
      return 'a Sometimes card';
    case 'drink-changer':
      return 'a Sometimes card that changes a Drink';
    case 'cheating-card':
      return 'a Cheating card';
    case 'before-f-loss':
      return 'Fortitude loss a card is about to cause you';
    case 'after-f-loss':
      return 'a card that just made you lose Fortitude';
    case 'about-to-lose-g':
      return 'a moment you are about to lose Gold (an ante too)';
    case 'must-ante':
      return 'a moment you must ante';
    case 'pot-collection':
      return "a Round's pot being collected";
    case 'in-round':
      return 'a moment during a Round of Gambling';
    case 'turn-start':
      return 'the start of your turn';
    case 'order-phase':
      return 'your Order a Drink phase';
  }
}

function whenText(mode: Mode): string {
  const w = mode.when;
  switch (w.type) {
    case 'sometimes': {
      const t = w.on;
      switch (t.t) {
        case 'card-affects-you':
          return '';
        case 'action-targets-you':
          return 'When an Action card targets you: ';
        case 'drink':
        case 'your-drink':
        case 'event':
        case 'sometimes-card':
        case 'drink-changer':
        case 'cheating-card':
          return '';
        case 'before-f-loss':
          return '';
        case 'after-f-loss':
          return 'After a card makes you lose Fortitude: ';
        case 'about-to-lose-g':
          return 'When you are about to lose Gold (an ante too): ';
        case 'must-ante':
          return 'When you must ante: ';
        case 'pot-collection':
          return "When a Round's pot is collected: ";
        case 'in-round':
          return 'During a Round of Gambling: ';
        case 'turn-start':
          return 'At the start of your turn: ';
        case 'order-phase':
          return 'In your Order a Drink phase: ';
      }
      return '';
    }
    default:
      return '';
  }
}

function amountText(n: Amount, verbUp: string, verbDown: string, unit: string): string {
  if (typeof n === 'number') return `${n >= 0 ? verbUp : verbDown} ${Math.abs(n)} ${unit}`;
  const [lo, mid, hi] = n;
  const down = lo < 0;
  return `${down ? verbDown : verbUp} ${Math.abs(lo)}/${Math.abs(mid)}/${Math.abs(hi)} ${unit} (low/mid/high)`;
}

const SUBJECT: Record<Who, [string, boolean]> = {
  you: ['you', false],
  target: ['that player', true],
  target2: ['the second player', true],
  'each-other': ['each other player', true],
  each: ['each player', true],
  'its-player': ["that card's player", true],
};

function verb(who: Who, plain: string, third: string): string {
  return SUBJECT[who][1] ? third : plain;
}

function targetText(mode: Mode): string {
  const specs = mode.targets ?? [];
  if (!specs.length) return '';
  const names = specs.map((t: TargetSpec) => {
    switch (t.t) {
      case 'other':
        return 'another player';
      case 'player':
        return 'a player (you may pick yourself)';
      case 'other-in-round':
        return 'another player in the Round';
      case 'debtor':
        return t.optional ? 'a player holding one of your IOUs, if any' : 'a player holding one of your IOUs';
      case 'sniff':
        return "a Drink Me! pile or the Drink Deck";
      case 'pile':
        return 'a Drink Me! pile';
      case 'companion-owner':
        return 'a player with a companion in play';
    }
  });
  const distinct = specs.length > 1 && specs.every((x) => x.t === specs[0]!.t);
  return `Pick ${distinct ? `${specs.length} different: ${names[0]}` : list(names, 'and')}. `;
}

function bandText(bands: RollBand[]): string {
  if (bands.length === 1) return `On a ${bands[0]} roll`;
  if (bands.length === 2 && bands.includes('mid') && bands.includes('high')) return 'On a mid or high roll';
  return `On a ${list(bands)} roll`;
}

function opText(op: Op, card: CardDef): string {
  const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
  let text: string;
  switch (op.op) {
    case 'F': {
      const [subj] = SUBJECT[op.who];
      const up = verb(op.who, 'gain', 'gains');
      const down = verb(op.who, 'lose', 'loses');
      text = `${subj} ${amountText(op.n, up, down, 'Fortitude')}`;
      break;
    }
    case 'AC': {
      const [subj] = SUBJECT[op.who];
      text = `${subj} ${amountText(op.n, verb(op.who, 'gain', 'gains'), verb(op.who, 'lose', 'loses'), 'Alcohol Content')}`;
      break;
    }
    case 'pay':
      text = `${SUBJECT[op.who][0]} ${verb(op.who, 'pay', 'pays')} ${op.n} Gold to ${op.to === 'you' ? 'you' : 'the Inn'}`;
      break;
    case 'draw':
      text = `${SUBJECT[op.who][0]} ${verb(op.who, 'draw', 'draws')} ${op.n} card${op.n === 1 ? '' : 's'}`;
      break;
    case 'orderExtra':
      text = `order ${op.n} extra Drink${op.n === 1 ? '' : 's'} this turn`;
      break;
    case 'drinkFromDeck':
      text =
        op.who === 'each'
          ? 'each player, you too, drinks a Drink from the top of the Drink Deck, one after the other from you (an Event revealed is discarded)'
          : 'that player drinks a Drink from the top of the Drink Deck (an Event revealed is discarded)';
      break;
    case 'ignore':
      text = card.modes.some((m) => m.when.type === 'sometimes' && m.when.on.t === 'event')
        ? 'Ignore that Event'
        : card.modes.some((m) => m.when.type === 'sometimes' && (m.when.on.t === 'your-drink' || m.when.on.t === 'drink'))
          ? 'Ignore that Drink'
          : 'Ignore that card';
      break;
    case 'negate':
      text = `Negate that card${op.leave ? '; its player leaves the Round of Gambling' : ''}`;
      break;
    case 'drinkAC':
      text = op.n >= 0 ? `that Drink gets +${op.n} Alcohol Content` : `that Drink gets −${-op.n} Alcohol Content (never below 0)`;
      break;
    case 'split':
      text = 'split that Drink with that player (each half: half of each effect, rounded up)';
      break;
    case 'passDrink':
      text = 'that player drinks it instead';
      break;
    case 'redirect':
      text = 'that player loses it instead (the loss keeps its source)';
      break;
    case 'reduceLoss':
      text = `lose ${op.n} less`;
      break;
    case 'innPays':
      text = 'the Inn pays it for you';
      break;
    case 'startRound':
      text = 'start a Round of Gambling (every player, you too, antes 1 Gold)';
      break;
    case 'control':
      text = 'take control of the Round';
      break;
    case 'gate':
      text = 'until another card takes control, only a Cheating card may';
      break;
    case 'anteAll':
      text = 'each player in the Round antes 1 Gold';
      break;
    case 'leave':
      text = 'leave the Round of Gambling instead';
      break;
    case 'forceOut':
      text = 'that player leaves the Round';
      break;
    case 'winRound':
      text = 'you win the Round';
      break;
    case 'endToInn':
      text = 'the Round ends: the pot and its Prize go to the Inn';
      break;
    case 'takePot':
      text = 'you take the pot and its Prize';
      break;
    case 'roll':
      text = 'roll the Jig Die';
      break;
    case 'sniff':
      text = 'secretly look at the top card of each';
      break;
    case 'swapTops':
      text = 'you may swap those two top cards';
      break;
    case 'iou':
      text = `${op.who === 'its-player' ? "that card's player takes" : SUBJECT[op.who][0] === 'you' ? 'you take' : 'that player takes'} one of your IOUs (while you have any left)`;
      break;
    case 'iouReturn':
      text = 'one IOU that player holds returns to your pool';
      break;
    case 'collect':
      text = "that player's IOU collection step happens now";
      break;
    case 'heat':
      text = op.n >= 0 ? `add ${op.n} Heat to your Oven` : `spend ${-op.n} Heat from your Oven`;
      break;
    case 'inPlay':
      text = 'this card stays in play in front of you as a companion';
      break;
    case 'guard':
      text = 'your longest-kept companion goes to your discards instead: you lose none of that Fortitude';
      break;
    case 'shoo':
      text = "that player's longest-kept companion goes to its owner's discards";
      break;
    case 'loot':
      text = `draw ${op.n} card${op.n === 1 ? '' : 's'} from your Loot Sack`;
      break;
    case 'menace':
      text = `Menace +${op.n}`;
      break;
    case 'rivet':
      text = rivetEffectText(op.fx, op.pick);
      break;
  }
  if (op.if) return `${bandText(op.if)}, ${text}`;
  return cap(text);
}

function sometimesLead(mode: Mode): string {
  const w = mode.when;
  if (w.type !== 'sometimes') return '';
  switch (w.on.t) {
    case 'card-affects-you':
      return `When ${triggerText(w.on)} is played: `;
    case 'drink':
      return 'When a Drink is revealed: ';
    case 'your-drink':
      return 'When you are about to drink a Drink: ';
    case 'event':
      return 'When a Drink Event is revealed: ';
    case 'sometimes-card':
      return 'When a Sometimes card is played: ';
    case 'drink-changer':
      return 'When a Sometimes card changes a Drink (not another like this one): ';
    case 'cheating-card':
      return 'When a Cheating card is played: ';
    case 'before-f-loss':
      return 'When a card is about to make you lose Fortitude: ';
    default:
      return whenText(mode);
  }
}

export function modeText(card: CardDef, mode: Mode): string {
  const lead = sometimesLead(mode);
  const effects = mode.effects.map((op) => opText(op, card)).join('. ');
  const cost = mode.cost?.length ? `Pay first: ${mode.cost.map((o) => opText(o, card)).join(', ')}. ` : '';
  return `${cost}${targetText(mode)}${lead}${effects}.`.replace(/\.\./g, '.');
}

/** The whole text of a card: its types line, each mode, and its protection. */
export function cardText(card: CardDef): string {
  const types = card.types.map((t) => TYPE_NAMES[t]).join(' – ');
  const modes = card.modes.map((m) => {
    const t = TYPE_NAMES[m.when.type as CardType];
    return card.modes.length > 1 ? `(${t}) ${modeText(card, m)}` : modeText(card, m);
  });
  const parts = [`${types}.`, card.modes.length > 1 ? modes.join(' — OR — ') : modes[0]!];
  if (card.companion) parts.push(`While in play: at the start of your turn, ${card.companion.effects.map((op) => opText(op, card)).join('. ').replace(/^./, (c) => c.toLowerCase())}.`);
  if (card.plot) parts.push('Plot: never played from your hand; lay it face down at the start of your turn, spring it when its moment comes.');
  if (card.loot) parts.push('Loot: played or discarded, it goes to your spent loot, never your discards.');
  if (card.onlyBy) parts.push(`Only ${list(card.onlyBy.map((r) => `a ${r.charAt(0).toUpperCase()}${r.slice(1)}`))} can affect this card.`);
  if (card.types.includes('prize')) parts.push('Use it once, then it goes to the Prize Bin.');
  return parts.join(' ');
}

export function drinkText(d: DrinkDef): string {
  if (d.kind === 'event') {
    switch (d.event) {
      case 'bottoms-up':
        return 'Drink Event. Each player reveals a Drink from the Drink Deck (with Chasers) and drinks it; the highest Alcohol Content wins 1 Gold from each other player. Ties drink again.';
      case 'innkeeper':
        return 'Drink Event. Reveal a Drink from the Drink Deck (Events before it are discarded): each player drinks a copy.';
      case 'brawl':
        return 'Drink Event. Each player loses 1 Fortitude.';
      case 'dice':
        return 'Drink Event. You start a Round of Gambling.';
      case 'last-call':
        return 'Drink Event. Each player loses 1 Alcohol Content.';
      case 'tab':
        return 'Drink Event. Each player, starting with you, pays 1 Gold to the Inn.';
      case 'requests':
        return 'Drink Event. Each player draws 1 card.';
    }
  }
  const parts: string[] = [];
  if (d.ac) parts.push(`${d.ac > 0 ? '+' : '−'}${Math.abs(d.ac)} Alcohol Content`);
  if (d.f) parts.push(`${d.f > 0 ? '+' : '−'}${Math.abs(d.f)} Fortitude`);
  if (d.draw) parts.push(`draw ${d.draw}`);
  if (d.discard) parts.push(`discard ${d.discard}`);
  if (d.chaser) parts.push('with a Chaser');
  if (d.selfSplit) parts.push('the drinker may split it with another player');
  return `Drink. ${parts.join(', ')}.`;
}

/** A Menace track's Crackdown in a line, for the side shown on the mat (VARIANTS.md §9.2, §12). */
export function menaceText(m: Extract<Mechanic, { kind: 'menace' }>, boss: boolean): string {
  return boss
    ? `Boss side: at ${m.max}, a Crackdown: each other player loses 1 Fortitude and gains 1 Alcohol Content; then back to 0.`
    : `At ${m.max}, a Crackdown: each other player loses 1 Fortitude; then back to 0.`;
}

export function mechanicText(m: Mechanic): string {
  switch (m.kind) {
    case 'jig':
      return `Jig Die: a Roll card rolls a public die as it resolves (low 1–2, mid 3–5, high 6; a Negated card rolls nothing). Once per game turn you may pay ${m.rerollCost} Gold to the Inn to roll again.`;
    case 'connoisseur':
      return 'Connoisseur: as your Order a Drink phase starts, secretly look at the top card of the Drink Deck; you may move it to the bottom. Then order.';
    case 'sniff-memory':
      return 'Sniff: secretly look at the top card of a Drink Me! pile (yours too) or of the Drink Deck. You remember what you saw until it is revealed or reshuffled.';
    case 'ious':
      return `IOUs: you have ${m.tokens} IOU tokens; your cards give them out while any are left. At the start of your turn each player holding your IOUs, in turn order, pays you ${m.goldPer} Gold per IOU or loses ${m.fortitudePer} Fortitude per IOU (their choice), answered as though you played an Action card; then those IOUs come back to you.`;
    case 'hard-knocks':
      return `Hard Knocks: each time a card, Drink, Event or step makes you lose Fortitude, you then lose ${m.ac} Alcohol Content (once per item, however much; no Fortitude lost, no Alcohol Content lost).`;
    case 'oven':
      return `The Oven: a public track of Heat from 0 to ${m.max}. At the start of each of your turns it gains ${m.perTurn} Heat by itself (nothing answers that). Some cards add Heat; some spend it as they are played, and cannot be played without it. Spent Heat is never given back, even if the card is Negated.`;
    case 'companions':
      return `Companions: a companion card stays in play face up in front of you when it resolves (at most ${m.max} at once). At the start of each of your turns each one acts, in the order they came into play, answered as though you played an Action card. A companion can be sent away by cards that aim at it; it leaves play for your discards, and with you if you are out.`;
    case 'plots':
      return `Plots: a Plot card is never played from your hand. Once your start-of-turn steps are done you may lay one Plot card from your hand face down in front of you (at most ${m.max} laid). Everyone sees how many you have laid, only you know which. A laid Plot is sprung like a Sometimes card whenever its moment comes, and is revealed as it is played. Plots still laid when you are out leave play unrevealed.`;
    case 'menace':
      return `Menace: a public track from 0 to ${m.max}, starting at 0. At the start of each of your turns it gains ${m.perTurn}; some of your cards say "Menace +n" (a Negated card gives none). When it reaches ${m.max}: a Crackdown, answered as though you played an Action card: each other player loses 1 Fortitude (with your Boss Deck, its Boss side: each other player loses 1 Fortitude and gains 1 Alcohol Content). Then Menace goes back to 0 and any gain left goes on.`;
    case 'loot': {
      const n = m.cards.reduce((t, c) => t + c.count, 0);
      return `Loot Sack: a side deck of ${n} Loot cards, shuffled face down at the start (its count is public, its order secret from everyone, you too). Some cards draw from it into your hand. A Loot card played or discarded goes to your spent loot (face up), never into your own deck; when the Sack is empty and you must draw from it, the spent loot is shuffled to make a new Sack.`;
    }
  }
}

const signed = (n: number, what: string): string => `${n > 0 ? '+' : '−'}${Math.abs(n)} ${what}`;

/**
 * A Drink's effect on its drinker in one short line (issue 22.2): "+3 AC +1 F", then what else it does
 * ("draw 1", "discard 1"). Takes the numbers only, so the same words serve one Drink card (its own numbers)
 * and a Drink as it stands on the stack (the total of its cards, Chasers and changes). '' when it does nothing.
 */
export function drinkTotal(d: { ac?: number; f?: number; draw?: number; discard?: number; ignored?: boolean }): string {
  if (d.ignored) return 'Ignored: no effect';
  const parts = [d.ac ? signed(d.ac, 'AC') : '', d.f ? signed(d.f, 'F') : '', d.draw ? `draw ${d.draw}` : '', d.discard ? `discard ${d.discard}` : ''].filter(Boolean);
  return parts.join(' ').replace(/ (draw|discard)/g, ', $1');
}

/** One Drink card's effect in short: its total and its specials ("+2 AC, with a Chaser"); an Event in a line. */
export function drinkShort(d: DrinkDef): string {
  if (d.kind === 'event') return drinkText(d).replace(/^Drink Event\. /, '');
  const extra = [d.chaser ? 'with a Chaser' : '', d.selfSplit ? 'may be split' : ''].filter(Boolean);
  return [drinkTotal(d) || 'no effect', ...extra].join(', ');
}

/** What a played card does, in the mode it was played in (its rules text for that mode, generated from the data). */
export function playedText(card: CardDef, mode: number): string {
  const m = card.modes[mode] ?? card.modes[0];
  return m ? modeText(card, m) : '';
}

/** What a Roll card does on each band of the die (issue 22.1: the Jig Die's meaning for THIS card), from its ops' `if`. */
export function bandsText(card: CardDef, mode: number): { band: RollBand; text: string }[] {
  const m = card.modes[mode] ?? card.modes[0];
  if (!m) return [];
  const out: { band: RollBand; text: string }[] = [];
  for (const band of ['low', 'mid', 'high'] as RollBand[]) {
    const ops = m.effects.filter((op) => op.op !== 'roll' && (!op.if || op.if.includes(band)));
    const words = ops.map((op) => opTextAt(op, card, band)).filter(Boolean);
    out.push({ band, text: words.length ? words.map((w, i) => (i ? w.charAt(0).toLowerCase() + w.slice(1) : w)).join('; ') : 'Nothing happens' });
  }
  return out;
}

/** An op's words with a band's amount filled in (an Amount [low, mid, high] read at that band). */
function opTextAt(op: Op, card: CardDef, band: RollBand): string {
  const { if: _if, ...rest } = op;
  const n = 'n' in rest && Array.isArray(rest.n) ? rest.n[band === 'low' ? 0 : band === 'mid' ? 1 : 2] : undefined;
  return opText((n === undefined ? rest : { ...rest, n }) as Op, card);
}
