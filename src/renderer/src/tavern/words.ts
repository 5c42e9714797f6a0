import type { TavernView } from '../../../shared/host/machines/tavern';
import type { Seat, SpecialMove, TAction, TEvent } from '../../../shared/tavern/types';
import { cardsText, zoneWords } from '../state/words';
import { tavernCatalogue } from './catalogue';

/**
 * The tavern in words, from a seat's view and its events only (no rule is computed here): event lines for
 * the log and the hotseat recap, action labels for the prompt, and what a stack item is.
 */
export type Names = readonly string[];

const PHASES: Record<string, string> = {
  start: 'start of turn',
  'cp-start': 'start of turn',
  discard: 'Discard and Draw',
  'cp-action': 'before the Action',
  action: 'Action',
  'action-done': 'after the Action',
  'cp-order': 'before ordering',
  order: 'Order a Drink',
  'cp-drink': 'before drinking',
  drink: 'Drink',
  'drink-done': 'after drinking',
  'cp-end': 'end of turn',
  end: 'end of turn',
};
/** A gambling game's variant by its catalogue name (its id if unknown). */
export const variantName = (game: string, id: string): string => tavernCatalogue().games.find((g) => g.id === game)?.variants.find((x) => x.id === id)?.name ?? id;

export const phaseName = (p: string): string => PHASES[p] ?? p;

/** A card's title by its key (a character card, a Prize, a Drink or a Drink Event), from the catalogue. */
export function titleOf(key: string | undefined | null): string {
  if (!key) return 'a card';
  const c = tavernCatalogue();
  return c.drinks[key]?.title ?? c.cards[key]?.title ?? key;
}

/** The rules text of any card key: a character card, a Prize, a Drink or a Drink Event. */
export function textOf(key: string): string {
  const c = tavernCatalogue();
  return c.cards[key]?.text ?? c.drinks[key]?.text ?? '';
}

const who = (names: Names, s: Seat | 'inn' | 'pot' | 'deck'): string => (s === 'inn' ? 'the Inn' : s === 'pot' ? 'the pot' : s === 'deck' ? 'the Drink Deck' : (names[s] ?? `seat ${s + 1}`));

/**
 * One event as a line for the log, or null for the bookkeeping nobody needs to read. A title that ends in its
 * own mark ("Bottoms Up!", "Grusk Wins. Obviously.") ends the line without a second one (issue 22.8).
 */
export function eventLine(e: TEvent, names: Names): string | null {
  const line = rawLine(e, names);
  return line === null ? null : line.replace(/([.!?])([.!?])+$/, '$1').replace(/([!?.])\.(\s|$)/g, '$1$2');
}

/** The effect of a Drink by its key ("+3 AC +1 F, with a Chaser"), from the catalogue. */
export const drinkEffect = (key: string | undefined | null): string => (key ? (tavernCatalogue().drinks[key]?.short ?? '') : '');

function rawLine(e: TEvent, names: Names): string | null {
  const n = (s: Seat | 'inn' | 'pot' | 'deck') => who(names, s);
  switch (e.t) {
    case 'turn':
      return `${n(e.seat)}'s turn ${e.n}.`;
    case 'cardPlayed': {
      const t = e.targets.length ? ` on ${e.targets.map(n).join(' and ')}` : '';
      // A Plot is revealed as it is sprung.
      return e.fromPlot ? `${n(e.seat)} springs a Plot: ${titleOf(e.def)}${t}!` : `${n(e.seat)} plays ${titleOf(e.def)}${t}.`;
    }
    case 'heat':
      return `${n(e.seat)}'s Oven: ${e.to > e.from ? '+' : '−'}${Math.abs(e.to - e.from)} Heat (now ${e.to}).`;
    case 'companion':
      return e.to === 'play' ? `${titleOf(e.def)} stays in play in front of ${n(e.seat)}.` : e.to === 'discard' ? `${titleOf(e.def)} leaves play for ${n(e.seat)}'s discards.` : `${titleOf(e.def)} leaves the table with ${n(e.seat)}.`;
    case 'plotLaid':
      return `${n(e.seat)} lays a Plot face down (${e.plots} laid).`;
    case 'looted':
      return e.n === 0 ? `${n(e.seat)}'s Loot Sack is empty.` : `${n(e.seat)} draws ${e.n} from the Loot Sack (${e.left} left).`;
    case 'sackReshuffled':
      return `${n(e.seat)}'s spent loot is shuffled back into the Loot Sack.`;
    case 'cardNegated':
      return `${n(e.by)} Negates a card.`;
    case 'ignored':
      return `${n(e.seat)} Ignores it.`;
    case 'discarded':
      return `${n(e.seat)} discards ${titleOf(e.def)}.`;
    case 'drew':
      return `${n(e.seat)} draws ${e.n}.`;
    case 'drinkOrdered':
      return `${n(e.by)} orders a Drink for ${n(e.to)}.`;
    case 'drinkRevealed': {
      const eff = drinkEffect(e.def);
      return `${n(e.seat)} reveals ${titleOf(e.def)}${eff ? ` (${eff})` : ''}.`;
    }
    case 'drinkSplit':
      return `The Drink is split with ${n(e.with)}.`;
    case 'drinkPassed':
      return `The Drink is passed to ${n(e.to)}.`;
    case 'soberedUp':
      return `${n(e.seat)} has no Drink and sobers up a little.`;
    case 'statChanged': {
      const d = e.to - e.from;
      return `${n(e.seat)}: ${e.stat === 'F' ? 'Fortitude' : 'Alcohol'} ${d > 0 ? '+' : '−'}${Math.abs(d)} (now ${e.to}).`;
    }
    case 'goldMoved':
      return `${e.n} Gold: ${n(e.from)} → ${n(e.to)}.`;
    case 'rolled':
      return `${n(e.seat)} ${e.reroll ? 'pays to roll the Jig Die again' : 'rolls the Jig Die'}: ${e.value} (${e.value <= 2 ? 'low' : e.value <= 5 ? 'mid' : 'high'}).`;
    case 'sniffed':
      return `${n(e.seat)} sniffs the top of ${e.where === 'deck' ? 'the Drink Deck' : `${n(e.where)}'s pile`}.`;
    case 'saw':
      return `You saw ${titleOf(e.def)} on top of ${e.where === 'deck' ? 'the Drink Deck' : `${n(e.where)}'s pile`}.`;
    case 'iou':
      return `${n(e.from)} gives ${n(e.to)} ${e.n} IOU${e.n === 1 ? '' : 's'}.`;
    case 'roundStarted':
      return `${n(e.starter)} starts a Round of Gambling.`;
    case 'control':
      return e.seat === null ? 'Nobody controls the Round.' : `${n(e.seat)} takes control of the Round.`;
    case 'leftRound':
      return `${n(e.seat)} leaves the Round.`;
    case 'roundPassed':
      return `${n(e.seat)} passes in the Round.`;
    case 'roundEnded':
      return `The Round ends: ${n(e.to)} ${e.to === 'inn' ? 'takes' : 'wins'} the pot of ${e.pot}.`;
    case 'prizeUsed':
      return `${n(e.seat)} uses a Prize.`;
    case 'refill':
      return 'The Drink Deck is refilled; everyone still in pays 1 Gold.';
    case 'contest': {
      // Every score said (issue 22.3), so a tie or a win reads from the line alone.
      const scores = e.scores.map(([s, v]) => `${n(s)} ${v}`).join(', ');
      if (e.winner !== null) return `${n(e.winner)} wins the contest (${scores}) and takes 1 Gold from each other contestant.`;
      return e.again.length ? `The contest is tied (${scores}): ${e.again.map(n).join(' and ')} drink again.` : `The contest is tied (${scores}) and nobody is left to drink again: nobody wins it.`;
    }
    case 'eliminated':
      return `${n(e.seat)} ${e.why === 'passed-out' ? 'passes out' : 'is broke'} and leaves the table.`;
    case 'won':
      return e.tie ? `${e.seats.map(n).join(' and ')} tie.` : `${n(e.seats[0]!)} wins!`;
    case 'reshuffled':
      return e.seat === 'drinks' ? 'The Drink Deck is reshuffled.' : `${n(e.seat)} reshuffles their discards.`;
    case 'gameChosen':
      return e.choice === null ? `${n(e.seat)} chose a plain Round.` : `${n(e.seat)} chose ${gameName(e.choice.game)}${e.choice.variants.length ? ` (${e.choice.variants.map((v) => variantName(e.choice!.game, v)).join(', ')})` : ''}, ${splitName(e.choice.split)}.`;
    case 'hostedStarted':
      return `${gameName(e.game)} is dealt for ${e.seats.map(n).join(', ')}${e.replay ? ` (a ${e.replay === 'king' ? "King's" : "Commoner's"} replay)` : ''}.`;
    case 'special': {
      const kind = e.kind === 'both' ? 'Gambling or Cheating' : e.kind === 'gambling' ? 'Gambling' : 'Cheating';
      // A special not taken says so as a whole sentence, never "special: nothing" (issue 22.10).
      if (e.how === 'none') return `${n(e.seat)} takes no ${kind} special: their dice and cards stay as they are.`;
      return `${n(e.seat)}'s ${kind} special: ${specialDone(e)}.`;
    }
    case 'hostedResult':
      return hostedResultLine(e, names);
    case 'flight':
      return `${n(e.seat)}'s Tasting Flight: the top Drinks of ${n(e.piles[0])}'s and ${n(e.piles[1])}'s piles are swapped or left (only ${n(e.seat)} knows which).`;
    case 'flightTops': {
      const tops = e.tops.map((x) => `${n(x.pile)}'s pile has ${titleOf(x.def)}${drinkEffect(x.def) ? ` (${drinkEffect(x.def)})` : ''} on top`).join(', ');
      return `You ${e.swapped ? 'swapped the two tops' : 'left the two tops'}: ${tops}.`;
    }
    case 'movedToBottom':
      return `${n(e.seat)} moves the top Drink of the Drink Deck to the bottom, unseen by the others.`;
    default:
      return null;
  }
}

/**
 * A hosted game's result as one line (issue 22.10): each seat's hand in the game's own words with its place,
 * best first, as the gambling table's results show them; a tie the Split Rule replays says so.
 */
function hostedResultLine(e: Extract<TEvent, { t: 'hostedResult' }>, names: Names): string {
  const rank = (p: number | null) => (p === null ? 99 : p);
  const hands = [...e.hands].sort((a, b) => rank(a.place) - rank(b.place));
  const ord = (p: number) => `${p}${p === 1 ? 'st' : p === 2 ? 'nd' : p === 3 ? 'rd' : 'th'}`;
  // A seat without a place ("folded", "sat out") is its label alone.
  const rows = hands.map((h) => (h.place === null ? `${who(names, h.seat)} ${h.label}` : `${who(names, h.seat)}, ${ord(h.place)} with ${h.label.split('\n').join(', ')}`));
  const tail = e.replay ? ` A tie: it is played again (${e.replay === 'king' ? "King's" : "Commoner's"} Rule).` : '';
  return `${gameName(e.game)} ends: ${rows.join('; ')}.${tail}`;
}

/** What a special did, every value named (the move is the event's own: holding, die, faces, cards looked at). */
function specialDone(m: SpecialMove & { from?: number; to?: number }): string {
  const faces = m.from !== undefined && m.to !== undefined ? `: ${m.from} → ${m.to}` : '';
  switch (m.how) {
    case 'none':
      return 'none taken';
    case 'keep':
      return 'kept their cards after the look';
    case 'reroll':
      return `rerolled their ${ordinal(m.die)} die (${zoneWords(m.holding)})${faces}`;
    case 'set':
      return `set their ${ordinal(m.die)} die (${zoneWords(m.holding)})${faces || ` to ${m.face}`}`;
    case 'look':
      return m.n === 1 ? 'looked at the top card of the deck' : 'looked at the top 3 cards of the deck';
    case 'blind':
      return `replaced their ${ordinal(m.index)} ${heldCard(m.holding)} with the deck's top card, unseen`;
    case 'swap':
      return `swapped their ${ordinal(m.index)} ${heldCard(m.holding)} for looked-at card ${m.pick + 1}`;
  }
}

/** A companion's short name, as its plate shows it ("Bramble" of "Bramble, the Old Hound"). */
export const companionName = (key: string | undefined): string => titleOf(key).split(',')[0]!;

/** A card's family of a mechanic (companion, Plot, Loot), from the catalogue; null for any other card. */
export const familyOf = (key: string | undefined): 'companion' | 'plot' | 'loot' | null => (key ? (tavernCatalogue().cards[key]?.family ?? null) : null);

/** What a card id is called in this view. */
export const cardTitle = (v: TavernView, id: string | null | undefined): string => (id ? titleOf(v.cards[id]) : 'a card');

/** A target as a button names it: the seat deciding is "you", never its own name (issue 22.16). */
const target = (names: Names, t: Seat | 'deck', me = -2) => (t === 'deck' ? 'the Drink Deck' : t === me ? 'you' : names[t]);

/** An action as a button's words. */
export function actionLabel(a: TAction, v: TavernView, names: Names): string {
  switch (a.t) {
    case 'pass':
      return 'Pass';
    case 'draw':
      return 'Draw up';
    case 'discard':
      return `Discard ${cardTitle(v, a.card)}`;
    case 'order':
      return `Order for ${names[a.to]}`;
    case 'choose':
      return chooseLabel(v, a.pick, names);
    case 'game':
      return a.game === null ? 'Play a plain Round' : `Play ${gameName(a.game)}${a.variants.length ? ` (${a.variants.map((v) => variantName(a.game!, v)).join(', ')})` : ''}, ${splitName(a.split)}`;
    case 'hosted':
      return hostedLabel(v, a);
    case 'tonic':
      return a.gain === 'F' ? 'Drink a Tonic: +6 Fortitude' : a.gain === 'AC' ? 'Drink a Tonic: −6 Alcohol' : 'Drink a Tonic: 3 Gold from the Inn';
    case 'special': {
      const { t: _t, ...m } = a;
      return specialLabel(m, v);
    }
    case 'play': {
      const key = v.cards[a.card];
      const modes = (key ? tavernCatalogue().cards[key]?.modes : undefined) ?? [];
      const mode = modes.length > 1 ? ` (${modes[a.mode] ?? 'mode ' + (a.mode + 1)})` : '';
      // A mode aimed at a companion names the one it reaches: the owner's longest-kept, first in their row.
      const pet = key ? tavernCatalogue().cards[key]?.atCompanion?.includes(a.mode) : false;
      const aim = (x: Seat | 'deck') => {
        const first = pet && x !== 'deck' ? v.seats[x]?.companions[0] : undefined;
        return first ? `${x === v.seat ? 'your' : `${names[x as Seat]}'s`} ${companionName(v.cards[first])}` : target(names, x, v.seat);
      };
      const t = a.targets.length ? ` → ${a.targets.map(aim).join(', ')}` : '';
      // A Plot is sprung from where it lies face down.
      const laid = v.plots.includes(a.card) ? 'Spring ' : '';
      // A team game: a card played to protect a teammate says whom it is for.
      const forMate = a.for !== undefined ? ` (for ${names[a.for]})` : '';
      // The view marks a play that undoes the seat's own card (issue 22.13), matched by value in its legal list.
      const want = JSON.stringify(a);
      const own = (v.againstOwn ?? []).some((i) => JSON.stringify(v.legal[i]) === want) ? ' — against your own card' : '';
      return `${laid}${cardTitle(v, a.card)}${mode}${t}${forMate}${own}`;
    }
  }
}

/**
 * Whether a raised card's every play would only answer its own player's card (issue 22.13): the view marks
 * each such play (`againstOwn`, by its place in `legal`); the hand then shows the card as against your own card.
 */
export function onlyAgainstOwn(v: TavernView, card: string): boolean {
  const mine = v.legal.flatMap((a, i) => (a.t === 'play' && a.card === card ? [i] : []));
  return mine.length > 0 && mine.every((i) => (v.againstOwn ?? []).includes(i));
}

function chooseLabel(v: TavernView, pick: string, names: Names): string {
  const what = v.pending?.what;
  switch (what) {
    case 'collect':
      return pick === 'G' ? 'Pay in Gold' : 'Lose Fortitude';
    case 'reroll':
      return pick === 'reroll' ? 'Pay 1 Gold to the Inn: roll again' : `Keep the roll${v.pending?.look?.roll ? ` (${v.pending.look.roll.value})` : ''}`;
    case 'swap': {
      const c = v.pending?.look?.cards ?? [];
      // Each pile by whose it is ("your pile", not "you gets": seen on the swap's screenshot).
      const pile = (x: Seat | 'deck') => (x === 'deck' ? 'the Drink Deck' : x === v.seat ? 'your pile' : `${names[x] ?? 'Seat ' + (x + 1)}'s pile`);
      return c.length === 2 ? (pick === 'swap' ? `Swap: ${cardTitle(v, c[1]!.card)} onto ${pile(c[0]!.where)}, ${cardTitle(v, c[0]!.card)} onto ${pile(c[1]!.where)}` : 'Leave both where they are') : pick === 'swap' ? 'Swap the two tops' : 'Leave them';
    }
    case 'mead-split':
      return pick === 'none' ? 'Drink it all' : `Split with ${target(names, Number(pick), v.seat)}`;
    case 'drink-discard':
      return `Discard ${cardTitle(v, pick)}`;
    case 'prize':
      return `Take ${cardTitle(v, pick)}`;
    case 'connoisseur':
      return pick === 'bottom' ? 'Move it to the bottom' : 'Leave it on top';
    case 'plot':
      return pick === 'none' ? 'Lay no Plot' : `Lay ${cardTitle(v, pick)} face down`;
    case 'champion':
      return `${names[Number(pick)]} is our Champion`;
    default:
      return pick;
  }
}

/** A gambling game's name from the catalogue (the id's words if it is not there). */
export function gameName(id: string): string {
  return tavernCatalogue().games.find((g) => g.id === id)?.name ?? id.replace(/-/g, ' ');
}

const SPLITS: Record<string, string> = { merchant: "Merchant's Rule", king: "King's Rule", commoner: "Commoner's Rule" };
export const splitName = (s: string): string => SPLITS[s] ?? s;

/** A hosted game's decision in the engine's own words (its legalText), matched by value in its legal list. */
export function hostedLabel(v: TavernView, a: Extract<TAction, { t: 'hosted' }>): string {
  const t = v.round?.hosted?.table;
  if (t) {
    const want = JSON.stringify(a.a);
    const i = t.legal.findIndex((x) => JSON.stringify(x) === want);
    if (i >= 0 && t.legalText[i]) return t.legalText[i]!;
  }
  return cap(String(a.a.t).replace(/-/g, ' '));
}

/** A card of a holding in words, never "face down card card": a holding named as a card is not named twice. */
const heldCard = (holding: string): string => {
  const w = zoneWords(holding);
  return /\bcards?$/i.test(w) ? w.replace(/cards$/i, 'card') : `${w} card`;
};

const ordinal = (i: number): string => ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'][i] ?? `#${i + 1}`;

/**
 * A special's option (hosted.ts `specialOptions`/`swapOptions`) in words: the engine names dice and cards by
 * their place in a holding, so the words name the same place; the card itself is shown where the view has it.
 */
export function specialLabel(m: SpecialMove, v: TavernView): string {
  const holding = 'holding' in m ? m.holding : '';
  const hold = zoneWords(holding);
  const h = v.round?.hosted;
  // The seat's own cards in that holding as its view shows them (HostedView.mine): a card it may not see stays unnamed.
  const mine = h?.mine.find((x) => x.name === holding)?.cards ?? [];
  const cardAt = (i: number): string => {
    const c = mine[i];
    return c === undefined || c === null ? `your ${ordinal(i)} ${heldCard(holding)}` : cardsText([c]);
  };
  switch (m.how) {
    case 'none':
      return 'No special: leave the table as it is';
    case 'keep':
      return 'Keep your cards (the looked-at cards are discarded)';
    case 'reroll':
      return `Reroll your ${ordinal(m.die)} die (${hold})`;
    case 'set':
      return `Set your ${ordinal(m.die)} die (${hold}) to ${m.face}`;
    case 'look':
      return m.n === 1 ? 'Look at the top card of the deck (you may swap it in)' : 'Look at the top 3 cards of the deck (you may swap one in)';
    case 'blind':
      return `Replace your ${heldCard(holding)} with the deck's top card, unseen`;
    case 'swap': {
      const peek = h?.peek?.cards ?? null;
      const taken = peek && peek[m.pick] !== undefined ? cardsText([peek[m.pick]!]) : `looked-at card ${m.pick + 1}`;
      return `Swap ${cardAt(m.index)} for ${taken}`;
    }
  }
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** What the game asks of the seat now, as the prompt's title. */
/**
 * The Champion choice (VARIANTS.md §2.6, §12): what the Champion stands for (the Event revealed, the Round a card
 * starts, a card for each player) and the members to choose from, from the stack item still being named for.
 */
function championAsk(v: TavernView, names: Names): string {
  const it = [...v.stack].reverse().find((x) => x.choosing) ?? null;
  const members = (v.pending?.options ?? []).map((o) => names[Number(o)] ?? o).join(' or ');
  let what = 'what is on the table';
  if (it?.kind === 'event') what = `the Drink Event ${cardTitle(v, it.card as string)} (only Champions take part in it)`;
  else if (it?.kind === 'card') {
    const who = it.player === v.seat ? 'your' : `${names[it.player as number] ?? '?'}'s`;
    // The view names Champions on a card only for the Round of Gambling it starts.
    what = `the Round of Gambling ${who} ${titleOf(it.def as string)} starts (only Champions play it; antes come from team Gold)`;
  }
  return `Your team chooses its Champion for ${what}: ${members}.`;
}

export function askText(v: TavernView, names: Names): string {
  const p = v.pending;
  if (!p) return '';
  const top = v.stack[v.stack.length - 1];
  switch (p.k) {
    case 'discard':
      return 'Discard and Draw: discard cards you do not want, then draw up to 7.';
    case 'action':
      return 'Your Action: play one Action card, or pass.';
    case 'order':
      return 'Order a Drink for another player.';
    case 'round-turn':
      if (v.round?.kind === 'hosted') return `Card pass in ${v.round.hosted ? gameName(v.round.hosted.choice.game) : 'the gambling game'}: play one Gambling or Cheating card (when it resolves you take a special), or pass.`;
      return 'Your Round turn: play a Gambling or Cheating card to take control, or pass (you stay in).';
    case 'special':
      if (p.what === 'special') return 'Your pass card resolved: take its special (reroll or set a die, or look at the deck and swap a card).';
      return 'You looked at the top of the deck: swap one of those cards for one of yours, or keep yours.';
    case 'choose':
      return p.what === 'mead-split' ? 'Honey Mead: split it with another player?' : p.what === 'drink-discard' ? 'The Drink makes you discard: pick a card.' : p.what === 'collect' ? 'Pay the IOU: Gold or Fortitude?' : p.what === 'prize' ? 'Take a Prize.' : p.what === 'connoisseur' ? 'Connoisseur: leave the top Drink of the Drink Deck where it is, or move it to the bottom?' : p.what === 'plot' ? 'Plots: lay one Plot card from your hand face down (only you will know which), or none.' : p.what === 'reroll' ? 'Your Jig Die roll: keep it, or pay to roll again.' : p.what === 'swap' ? 'Tasting Flight: swap the two Drinks you sniffed between the two piles, or leave them.' : p.what === 'champion' ? championAsk(v, names) : 'Pick one of the options below.';
    case 'game':
      return 'Appendix B: choose the gambling game this Round is played as (and its Split Rule), or a plain Round.';
    case 'hosted': {
      const t = v.round?.hosted?.table;
      return t ? `${t.gameName} — ${t.step.title}: your decision.` : 'Your decision in the gambling game of this Round.';
    }
    case 'call':
    case 'sweep': {
      if (!top) return 'You may answer, or pass.';
      const again = againWords(v, names);
      if (top.kind === 'checkpoint' || top.kind === 'lastchance') return `${again}${cap(itemText(top, v, names))}: you may play an Anytime card now, or pass.`;
      const eff = cardEffect(top);
      const why = payWhy(top, v, names);
      return `${again}${cap(itemText(top, v, names))}${why}${eff ? ` (${eff.replace(/\.$/, '')})` : ''} — ${p.returned ? 'play it again' : 'answer it'}, or pass.`;
    }
  }
}

interface DrinkShown {
  drinker: Seat;
  cards: string[];
  ac: number;
  f: number;
  draw: number;
  discard: number;
  ignored: boolean;
  contestant?: Seat;
  score?: number;
}
interface ContestShown {
  all: Seat[];
  contenders: Seat[];
  dropped: Seat[];
  winner: Seat | null;
  round: number;
  drinks: DrinkShown[];
  revealing: DrinkShown | null;
}
const sameTotal = (a: DrinkShown, b: DrinkShown) => a.ac === b.ac && a.f === b.f && a.draw === b.draw && a.discard === b.discard && a.ignored === b.ignored;

/**
 * A Drink's total in short ("+3 AC +1 F, draw 1"): the same words as shared text.ts `drinkTotal`, which the
 * catalogue uses for one Drink card; the page may not import a value from src/shared, so the few words are here.
 */
function drinkTotal(d: { ac?: number; f?: number; draw?: number; discard?: number; ignored?: boolean }): string {
  if (d.ignored) return 'Ignored: no effect';
  const signed = (n: number, what: string) => `${n > 0 ? '+' : '−'}${Math.abs(n)} ${what}`;
  const parts = [d.ac ? signed(d.ac, 'AC') : '', d.f ? signed(d.f, 'F') : ''].filter(Boolean).join(' ');
  return [parts, d.draw ? `draw ${d.draw}` : '', d.discard ? `discard ${d.discard}` : ''].filter(Boolean).join(', ');
}

/** A Drink as it stands: its cards and its total ("Bitter Root + House Red (+3 AC +1 F)"). */
export function drinkWords(d: DrinkShown, v: TavernView): string {
  const total = drinkTotal(d);
  return `${d.cards.map((c) => cardTitle(v, c)).join(' + ') || 'a Drink'}${total ? ` (${total})` : ''}`;
}

/**
 * A drinking contest as it stands (issue 22.3): each contestant's Drink revealed so far and their score (the
 * Alcohol Content it adds), the ones still to reveal, the leader. Public facts only, from the view's contest.
 */
export function contestWords(c: ContestShown, v: TavernView, names: Names): string {
  const nm = (s: Seat) => (s === v.seat ? 'you' : (names[s] ?? '?'));
  const rows = contestRows(c, v).map((r) => {
    if (r.score === null) return `${nm(r.seat)}: to reveal`;
    return `${nm(r.seat)}: ${r.drink || 'drunk'} = ${r.score}`;
  });
  const out = c.dropped.length ? ` (out: ${c.dropped.map(nm).join(', ')})` : '';
  return `${rows.join('; ')}${out}`;
}

/** A contestant's place in a drinking contest as it stands: its Drink's cards in words and its score (null: still to reveal). */
export interface ContestRow {
  seat: Seat;
  drink: string;
  score: number | null;
  /** The highest score so far (shared when tied). */
  leads: boolean;
}

/**
 * The contest's Drinks as they stand. While the contestants' Drinks are being answered and drunk they sit on the
 * contest's own Drink batch above the event (the event's list is empty then, drinks.ts), so both are read: the
 * row never says "to reveal" of a Drink already on the table (issue 22.3: stale text after a Drink was passed).
 */
export function contestRows(c: ContestShown, v: TavernView): ContestRow[] {
  const batch = v.stack.find((x) => x.kind === 'drink' && (x as { mode?: string }).mode === 'contest') as { drinks?: DrinkShown[]; revealing?: DrinkShown | null } | undefined;
  const own = [...c.drinks, ...(c.revealing ? [c.revealing] : [])];
  const all = own.length ? own : [...(batch?.drinks ?? []), ...(batch?.revealing ? [batch.revealing] : [])];
  const rows = c.contenders.map((seat) => {
    const ds = all.filter((d) => (d.contestant ?? d.drinker) === seat);
    const score = ds.length ? ds.reduce((t, d) => t + (d.score ?? d.ac), 0) : null;
    return { seat, drink: ds.map((d) => d.cards.map((x) => cardTitle(v, x)).join(' + ')).filter(Boolean).join(' + '), score, leads: false };
  });
  const best = Math.max(...rows.map((r) => r.score ?? Number.NEGATIVE_INFINITY));
  for (const r of rows) r.leads = r.score !== null && r.score === best;
  return rows;
}

/** The drinking contest on the stack, if one is being played (the event item that holds it). */
export function contestOn(v: TavernView): { title: string; contest: ContestShown } | null {
  const it = v.stack.find((x) => x.kind === 'event' && (x as { contest?: unknown }).contest) as { card: string; contest: ContestShown } | undefined;
  return it ? { title: cardTitle(v, it.card), contest: it.contest } : null;
}

/**
 * Why the same question comes again (issue 22.3), from the view: the card last played on the item ("After Dagny's
 * Cut It with Water: "), and for a rival in a sweep its own card back in hand ("Dagny answered first; your Pass It
 * On is back in your hand: "). Empty on a first asking.
 */
export function againWords(v: TavernView, names: Names): string {
  const p = v.pending;
  if (!p) return '';
  const by = p.again ? `${p.again.seat === v.seat ? 'your' : `${names[p.again.seat] ?? '?'}'s`} ${titleOf(p.again.def)}` : '';
  if (p.returned) {
    const mine = cardTitle(v, p.returned);
    return by && p.again!.seat !== v.seat
      ? `${cap(by)} answered first; your ${mine} is back in your hand (another answer came at the same time as yours). `
      : `Another answer came at the same time as yours, so your ${mine} is back in your hand; you may play it now, in turn. `;
  }
  return by ? `Asked again after ${by}: ` : '';
}

/** Why a payment happens, for its prompt ("You pay 1 Gold to the Inn, for the Drink Deck's refill"). */
function payWhy(it: Record<string, unknown>, v: TavernView, names: Names): string {
  const src = it.src as { uid: number; kind: string } | undefined;
  const from = src ? v.stack.find((x) => x.uid === src.uid) : undefined;
  // A loss of Fortitude says whose card causes it, while that card is still on the stack ("You lose 2 Fortitude,
  // because of Cid's Headbutt").
  if (it.kind === 'floss') return from && from.kind === 'card' && from.def ? `, because of ${from.player === v.seat ? 'your' : `${names[from.player as number] ?? '?'}'s`} ${titleOf(from.def as string)}` : '';
  if (it.kind !== 'pay') return '';
  switch (it.why) {
    case 'refill':
      return ': everyone still in pays when the Drink Deck is refilled';
    case 'contest':
      return ': every other contestant pays the contest\'s winner';
    case 'collect':
      return ': paying off IOUs';
    default:
      return from && (from.kind === 'card' || from.kind === 'event') ? `, because of ${cardTitle(v, from.card as string)}` : '';
  }
}

/** What a played card does in the mode it was played in, from the catalogue (the card's own text for that mode). */
export function cardEffect(it: Record<string, unknown>): string {
  if (it.kind !== 'card' || typeof it.def !== 'string' || !it.def) return '';
  const info = tavernCatalogue().cards[it.def];
  return info?.modeTexts?.[(it.mode as number) ?? 0] ?? '';
}

/** A stack item in words: "Brenna's Bruised Shin on you" (names the viewer as "you"). */
export function itemText(it: Record<string, unknown>, v: TavernView, names: Names): string {
  const me = v.seat;
  const nm = (s: unknown) => (s === me ? 'you' : s === 'deck' ? 'the Drink Deck' : s === 'inn' ? 'the Inn' : (names[s as number] ?? '?'));
  const poss = (s: unknown) => (s === me ? 'Your' : `${nm(s)}'s`);
  switch (it.kind) {
    case 'card': {
      const targets = (it.targets as (Seat | 'deck')[]) ?? [];
      // A companion's turn-start step: the companion acts, not a card played.
      if (it.pet) return `${poss(it.player)} ${companionName(it.def as string)} acts (start of turn)`;
      // A team game: a card played to protect a teammate says whom it is for (VARIANTS.md §12).
      const mate = typeof it.for === 'number' && it.for !== it.player ? ` for ${nm(it.for)}` : '';
      return `${poss(it.player)} ${titleOf(it.def as string)}${targets.length ? ` on ${targets.map(nm).join(' and ')}` : ''}${mate}`;
    }
    case 'drink': {
      const drinks = (it.drinks as DrinkShown[]) ?? [];
      const rev = it.revealing as DrinkShown | null;
      const all = rev ? [...drinks, rev] : drinks;
      if (!all.length) return 'A Drink';
      // A drinking contest's Drinks (issue 22.3): each is a contestant's, its score beside it.
      if (it.mode === 'contest')
        return `The contest's Drinks — ${all.map((d) => `${nm(d.contestant ?? d.drinker)}: ${drinkWords(d, v)}, scores ${d.score ?? d.ac}`).join('; ')}`;
      // Every drinker's Drink with its total as it stands (an Innkeeper's Round: each player's copy).
      const first = all[0]!;
      if (all.every((d) => d.cards.join() === first.cards.join() && sameTotal(d, first)) && all.length > 1)
        return `Everyone's Drink: ${drinkWords(first, v)}`;
      return all.map((d, i) => `${i === 0 || d.drinker !== all[i - 1]!.drinker ? `${poss(d.drinker)} Drink: ` : ''}${drinkWords(d, v)}`).join('; ');
    }
    case 'event': {
      const c = it.contest as ContestShown | null;
      const title = cardTitle(v, it.card as string);
      if (!c) return `Drink Event: ${title}`;
      return `${title}${c.round > 1 ? ` (drink-off ${c.round})` : ''}: ${contestWords(c, v, names)}`;
    }
    case 'floss': {
      const entries = (it.entries as { seat: Seat; n: number }[]) ?? [];
      return entries.map((e) => `${nm(e.seat)} lose${e.seat === me ? '' : 's'} ${e.n} Fortitude`).join(', ') || 'Fortitude loss';
    }
    case 'pay':
      return `${nm(it.payer)} pay${it.payer === me ? '' : 's'} ${it.n as number} Gold to ${nm(it.to)}`;
    case 'ante':
      return `${nm(it.seat)} ante${it.seat === me ? '' : 's'} 1 Gold`;
    case 'forceout':
      return `${nm(it.by)} forces ${nm(it.seat)} out of the Round`;
    case 'pot': {
      // Appendix B (issue 22.10): after a hosted game, each hand beside it, from the hosted table's public result.
      const h = v.round?.hosted;
      const res = h?.table?.result;
      const hands = res ? res.standings.filter((x) => x.place !== null).sort((a, b) => a.place! - b.place!).map((x) => `${nm(h!.seats[x.seat])}: ${x.label.split('\n')[0]}`) : [];
      return `The pot goes to ${nm(it.to)}${hands.length ? ` (${gameName(h!.choice.game)}: ${hands.join('; ')})` : ''}`;
    }
    case 'refill':
      return 'The Drink Deck refills';
    case 'lastchance':
      return 'Last chance before someone goes out (at 0 Fortitude, Alcohol up to Fortitude, or no Gold)';
    case 'checkpoint':
      return `${poss(v.turn.active)} turn, ${phaseName(it.phase as string)}`;
    default:
      return String(it.kind);
  }
}

/** A card or Drink shown enlarged (issue 22.2): its title, its kind line and its text. */
export interface Zoom {
  title: string;
  type: string;
  text: string;
}

/** The zoom of a card key (a character card, a Prize, a Drink, a Drink Event), or null for an unknown key. */
export function zoomOfKey(key: string | undefined | null): Zoom | null {
  if (!key) return null;
  const c = tavernCatalogue();
  const d = c.drinks[key];
  if (d) return { title: d.title, type: d.kind === 'event' ? 'Drink Event' : d.total ? `Drink · ${d.total}` : 'Drink', text: d.text };
  const k = c.cards[key];
  if (!k) return null;
  // A card's text opens with its types line ("Action. …"): the zoom shows it apart, as the hand does.
  const [type, ...rest] = k.text.split('.');
  return { title: k.title, type: (type ?? '').trim(), text: rest.join('.').trim() };
}

/** The zoom of a stack item: the card played, the Drink (each card of it), the Drink Event; null for the rest. */
export function zoomOfItem(it: Record<string, unknown>, v: TavernView): Zoom | null {
  if (it.kind === 'card') return zoomOfKey(it.def as string);
  if (it.kind === 'event') return zoomOfKey(v.cards[it.card as string]);
  if (it.kind === 'drink') {
    const drinks = (it.drinks as { drinker: Seat; cards: string[] }[]) ?? [];
    const rev = it.revealing as { cards: string[] } | null;
    const keys = [...(drinks[0]?.cards ?? []), ...(rev?.cards ?? [])].map((c) => v.cards[c]).filter((k): k is string => !!k);
    const zs = keys.map(zoomOfKey).filter((z): z is Zoom => z !== null);
    if (!zs.length) return null;
    if (zs.length === 1) return zs[0]!;
    return { title: zs.map((z) => z.title).join(' + '), type: zs.map((z) => z.type).join(' + '), text: zs.map((z) => `${z.title}: ${z.text}`).join(' ') };
  }
  return null;
}

/** A character as a zoom: its name, who they are, and their personal rules (issue 22.4). */
export function zoomOfCharacter(char: string, player: string): Zoom | null {
  const c = tavernCatalogue().characters.find((x) => x.key === char);
  if (!c) return null;
  return { title: `${player} plays ${c.name}`, type: c.title, text: c.rules.join(' ') || 'No personal rule.' };
}

/** The log grouped by turn (issue 22.8): each turn's heading ("Dagny's turn 3") and its lines, oldest first. */
export function groupLog(lines: readonly string[]): { head: string; lines: string[] }[] {
  const out: { head: string; lines: string[] }[] = [];
  for (const line of lines) {
    const m = /^(.+'s turn \d+)\.$/.exec(line);
    if (m) out.push({ head: m[1]!, lines: [] });
    else if (out.length) out[out.length - 1]!.lines.push(line);
    else out.push({ head: 'Before the first turn', lines: [line] });
  }
  return out;
}

/**
 * The end of the night as rows (issue 22.9): each seat's final F, AC and Gold, and when and why it went out
 * (`outs`: the view's `out` of each seat, so a reloaded game's end reads the same), winners first, then the
 * last to go out first.
 */
export function endRows(v: TavernView, names: Names, outs: readonly { seat: Seat; why: 'passed-out' | 'broke'; turn: number }[]): { seat: Seat; name: string; F: number; AC: number; G: number; result: string }[] {
  const winners = v.over?.winners ?? [];
  const rows = v.seats.map((s, seat) => {
    const out = outs.find((o) => o.seat === seat);
    const result = winners.includes(seat) ? (v.over?.tie ? 'ties for the win' : 'wins the night') : out ? `${out.why === 'passed-out' ? 'passed out' : 'went broke'}${out.turn ? ` on turn ${out.turn}` : ''}` : s.alive ? 'still standing' : 'out';
    return { seat, name: names[seat] ?? `seat ${seat + 1}`, F: s.F, AC: s.AC, G: s.G, result };
  });
  const rank = (seat: Seat): number => (winners.includes(seat) ? 1e9 : outs.findIndex((o) => o.seat === seat));
  return rows.sort((a, b) => rank(b.seat) - rank(a.seat));
}
