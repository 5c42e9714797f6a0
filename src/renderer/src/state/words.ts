import type { CardId } from '../../../shared/cards/card';
import type { GameEvent, GameResult, Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import { catalogueNow } from './catalogue';
import { cardName } from './deck';

/**
 * Sentences for events, for the "since your last turn" recap and the captions over the table. These only
 * put into words what the host reported (from the viewer's own filtered log); they decide nothing. The names
 * of cards, Hordes, predictions and Leaders are the host's (its catalogue); the phrasing is ours.
 */

export function cardsText(cards: readonly (CardId | null)[]): string {
  const known = cards.filter((c): c is CardId => c !== null);
  if (known.length === 0) return cards.length === 1 ? 'a card' : `${cards.length} cards`;
  const hidden = cards.length - known.length;
  return known.map(cardName).join(', ') + (hidden ? ` and ${hidden} hidden` : '');
}

const ZONE_WORDS: Record<string, string> = {
  hand: 'hand',
  up: 'face-up cards',
  keep: 'Keep',
  private: 'private card',
  public: 'public card',
  king: 'the King',
  war: 'the War Cards',
  city: 'city',
  loot: 'Loot Pile',
  cart: 'Cart',
  warehouse: 'Warehouse',
  scouts: 'scouts',
  wheel: 'the Wheel',
  dragon: 'the Dragon',
  hunt: 'the Dragons to hunt',
  'false-alarm': 'the False Alarm',
  covered: 'covered districts',
  jobs: 'the jobs',
  clock: 'the Clock',
  leaders: 'the Leaders',
  hordes: 'the Hordes',
  revealed: 'the revealed card',
};

export function zoneWords(zone: string): string {
  const [base, suffix] = zone.split('.') as [string, string | undefined];
  const w = ZONE_WORDS[base] ?? base.replace(/-/g, ' ');
  return suffix !== undefined && !/^\d+$/.test(suffix) ? `${w} ${suffix}` : w;
}

export function zoneSeat(zone: unknown): Seat | null {
  if (typeof zone !== 'string') return null;
  const m = /\.(\d+)$/.exec(zone);
  return m ? Number(m[1]) : null;
}

function humanize(t: string): string {
  return t.replace(/-/g, ' ');
}

const plural = (n: unknown, one: string, many = `${one}s`): string => `${String(n)} ${n === 1 ? one : many}`;

/** A thing an event names by id, in the host's words (its catalogue's `terms`), or null when it names none. */
const term = (kind: 'hordes' | 'leaders' | 'predictions', id: unknown): string | null =>
  (typeof id === 'number' || typeof id === 'string') && Object.hasOwn(catalogueNow().terms[kind], String(id)) ? catalogueNow().terms[kind][String(id)]! : null;

/** A Dragon Horde is named by its color letter, a Grey Horde by its rank number. */
const hordeWords = (h: unknown): string => term('hordes', h) ?? 'a Horde';

const leaderWords = (l: unknown): string => {
  const name = term('leaders', l);
  return name ? `the ${name}` : 'a Leader';
};

/** A prediction names a color, a rank, or both. */
const predictionWords = (color: unknown, rank: unknown): string => term('predictions', `${typeof color === 'string' ? color : ''}${typeof rank === 'number' ? rank : ''}`) ?? 'nothing';

/**
 * An event's sentence said beside its seat's plate: the plate names the seat, so the sentence drops the
 * name, and a state ("Ann is robbed: ...") keeps only what happened ("Robbed: ..."), never "Are robbed".
 * The third person is asked for (viewer -1) so a name with spaces is cut whole.
 */
export function seatLine(line: string | null, name: string | undefined): string | null {
  if (!line) return null;
  let rest = name && line.startsWith(`${name} `) ? line.slice(name.length + 1) : line;
  rest = rest.replace(/^(is|are) /, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** One sentence for an event, or null for bookkeeping events nobody needs to read. */
export function eventText(e: GameEvent, names: readonly string[], viewer: Seat): string | null {
  const who = (s: unknown): string => (typeof s === 'number' ? (s === viewer ? 'You' : (names[s] ?? `Seat ${s + 1}`)) : 'Someone');
  const seat = e.seat;
  const name = who(seat);
  const you = seat === viewer;
  /** The verb for the subject: "You raise", "Ann raises". */
  const v = (base: string, third = `${base}s`): string => (you ? base : third);
  const cards = Array.isArray(e.cards) ? e.cards : [];
  switch (e.t) {
    case 'game-started':
      return `Game ${String(e.gameNo)} begins; ${who(e.startingPlayer)} ${e.startingPlayer === viewer ? 'are' : 'is'} the Starting Player`;
    case 'ante':
      return `${name} ${v('ante')} ${String(e.amount)}`;
    case 'betting-round':
      return 'A Betting Round begins';
    case 'bet': {
      switch (e.kind) {
        case 'check':
          return `${name} ${v('check')}`;
        case 'call':
          return `${name} ${v('call')} ${String(e.amount)}`;
        case 'raise':
          return `${name} ${v('raise')} to ${String(e.to)}`;
        case 'all-in':
          return `${name} ${v('go', 'goes')} all in (${String(e.to)})`;
      }
      return `${name} ${v('bet')} ${String(e.amount ?? '')}`.trim();
    }
    case 'folded':
      return `${name} ${v('fold')}`;
    case 'out':
      if (e.why === 'rogues') return `${name} ${v('bust')}: two face-up Rogues`;
      return `${name} ${v('are', 'is')} out`;
    case 'penalty':
      return `${name} ${v('pay')} a penalty of ${String(e.amount)}`;
    case 'hit':
      return `${name} ${v('take')} another card: ${cardsText(cards)}`;
    case 'dealt': {
      const owner = zoneSeat(e.zone);
      if (owner === null) return `${cardsText(cards)} revealed to ${zoneWords(String(e.zone))}`;
      const base = String(e.zone).split('.')[0];
      const where = base === 'hand' ? '' : ` (${zoneWords(String(e.zone))})`;
      return `${who(owner)} ${owner === viewer ? 'get' : 'gets'} ${cardsText(cards)}${where}`;
    }
    case 'revealed': {
      const owner = zoneSeat(e.zone) ?? seat;
      return `${who(owner)} reveal${owner === viewer ? '' : 's'} ${cardsText(cards)}`;
    }
    case 'shown':
      return `${name}: the card held facing out is ${cardsText(cards)}`;
    case 'moved': {
      const from = zoneSeat(e.from);
      const to = zoneSeat(e.to);
      if (from !== null && to !== null && from !== to) {
        const whose = (x: Seat): string => (x === viewer ? 'your' : `${names[x] ?? `Seat ${x + 1}`}'s`);
        return `${cardsText(cards)} ${cards.length === 1 ? 'goes' : 'go'} from ${whose(from)} ${zoneWords(String(e.from))} to ${whose(to)} ${zoneWords(String(e.to))}`;
      }
      const owner = from ?? to ?? (typeof seat === 'number' ? seat : null);
      if (owner === null) return `${cardsText(cards)} moved from ${zoneWords(String(e.from))} to ${zoneWords(String(e.to))}`;
      return `${who(owner)} ${owner === viewer ? 'move' : 'moves'} ${cardsText(cards)} from ${zoneWords(String(e.from))} to ${zoneWords(String(e.to))}`;
    }
    case 'discarded': {
      const owner = zoneSeat(e.zone);
      return `${owner === null ? 'Discarded:' : `${who(owner)} discard${owner === viewer ? '' : 's'}`} ${cardsText(cards)}`;
    }
    case 'kept':
      if (typeof e.value === 'number') return `${name} ${v('keep')} ${String(e.count)} × ${e.value}`;
      return `${name} ${v('keep')} ${you ? 'your' : 'their'} cards`;
    case 'exchanged':
      if (typeof e.count === 'number') return `${name} ${v('exchange')} ${plural(e.count, 'card')}`;
      return `${name} ${v('exchange')} ${you ? 'your' : 'their'} ${zoneWords(String(e.zone ?? 'hand'))}`;
    case 'rolled': {
      const dice = Array.isArray(e.dice) ? e.dice.join(', ') : '';
      if (typeof e.job === 'number') return `Job ${e.job}: the die shows ${dice}`;
      return seat === undefined ? `Dice rolled: ${dice}` : `${name} ${v('roll')} ${dice}`;
    }
    case 'chose':
      return `${name} ${v('have', 'has')} chosen`;
    case 'reshuffled':
      return 'The discards are shuffled into a new deck';
    case 'built': {
      const [card] = cards;
      // The event names the district the card becomes (City Square's rule, in the host).
      const district = typeof e.district === 'string' && e.district ? e.district : null;
      const as = district ? ` as ${/^[AEIOU]/.test(district) ? 'an' : 'a'} ${district}` : '';
      const what = typeof card === 'number' ? `${cardName(card)}${as}` : 'a district';
      return `${name} ${v('build')} ${what}${e.covered ? ', covering a district' : ''}`;
    }
    case 'placed':
      if ('horde' in e) return `${name} ${v('put')} ${plural(e.amount, 'coin')} on the ${hordeWords(e.horde)}`;
      return `${seat === undefined ? 'A card' : `${name} ${v('place')} a card`} ${seat === undefined ? 'joins' : 'with'} ${leaderWords(e.leader)}${e.placement ? ` as ${e.placement === 'ally' ? 'an ally' : `a ${String(e.placement)}`}` : ''}${typeof e.strength === 'number' ? ` (strength ${e.strength})` : ''}`;
    case 'took':
      return `${name} ${v('take')} ${plural(e.amount, 'coin')} from the ${hordeWords(e.horde)}`;
    case 'left':
      return `${name} ${v('leave')} the game${typeof e.why === 'string' && e.why ? ` (${e.why})` : ''}`;
    case 'hordes-laid':
      return 'The Hordes are laid out';
    case 'predicted':
      return `${name} ${v('predict')} ${predictionWords(e.color, e.rank)}`;
    case 'moved-coins':
      return `${plural(e.amount, 'coin')} ${e.amount === 1 ? 'moves' : 'move'} from the ${hordeWords(e.from)} to the ${hordeWords(e.to)}`;
    case 'passed':
      if (typeof e.job === 'number') return `${name} ${v('pass')} on job ${e.job}`;
      return `${name} ${v('pass')} ${cardsText(cards)} to ${who(e.to)}`;
    case 'stole':
      return `${name} ${v('steal')} ${cardsText(cards)} from ${who(e.from)}`;
    case 'stole-nothing':
      return `${name} ${v('steal')} nothing`;
    case 'assigned':
      return `${name} ${v('put')} ${Array.isArray(e.values) ? e.values.join(', ') : 'workers'} on job ${String(e.job)}`;
    case 'jobs-set':
      return `${name} ${v('set')} the jobs: ${Array.isArray(e.pattern) ? e.pattern.map((x) => (x === 'die' ? 'a die' : 'a card')).join(', ') : ''}`;
    case 'job':
      return `Job ${String(e.n)}: ${typeof e.text === 'string' ? e.text : 'a new job'}`;
    case 'wheel-set-up':
      return 'The Wheel is set up';
    case 'marked':
      return `${leaderWords(e.leader).replace(/^t/, 'T')} takes a marker`;
    case 'markers-cleared':
      return 'The markers are cleared from the Wheel';
    case 'clock-set':
      return `The Clock is set: ${plural(e.count, 'card')}`;
    case 'discarded-face-up':
      return `A card is set aside face up${typeof e.reason === 'string' && e.reason ? ` (${e.reason})` : ''}`;
    case 'deck-empty':
      return 'The deck is empty';
    case 'kingdoms-tied':
      return 'The Kingdoms are tied';
    case 'no-ante':
      return `No ante in round ${String(e.round)}`;
    case 'round':
      return `Round ${String(e.round)}${typeof e.of === 'number' ? ` of ${e.of}` : ''}${typeof e.first === 'number' ? `: ${who(e.first)} ${e.first === viewer ? 'go' : 'goes'} first` : ''}`;
    case 'defended':
      return `${name} ${v('defend')} with ${cardsText(cards)}`;
    case 'stocked':
      return `${name} ${v('stock')} ${plural(e.count, 'card')}`;
    case 'shipped':
      return `${name} ${v('ship')} ${plural(e.count, 'card')}`;
    case 'robbed':
      return `${name} ${v('are', 'is')} robbed: the Rogues take the Cart`;
    case 'dumped':
      return `${name} ${v('dump')} ${you ? 'your' : 'their'} Cart`;
    case 'slain':
      return `${name} ${v('slay')} ${cardsText(cards)}`;
    case 'driven-off':
      return `${name} ${v('drive')} off ${cardsText(cards)}`;
    case 'dragons-set-aside':
      return 'The Dragons are set aside';
    case 'scouted':
      return `${name} ${v('scout')} ${cardsText(cards)}`;
    case 'game-over':
      return resultHeadline(e.result as GameResult, names, viewer);
  }
  return fallbackText(e, names, viewer);
}

/** Words for an event no case above knows: its type and its plain fields (a new event still reads). */
export function fallbackText(e: GameEvent, names: readonly string[], viewer: Seat): string {
  const seat = e.seat;
  const name = typeof seat === 'number' ? (seat === viewer ? 'You' : (names[seat] ?? `Seat ${seat + 1}`)) : 'Someone';
  const cards = Array.isArray(e.cards) ? e.cards : [];
  const rest = Object.entries(e)
    .filter(([k, val]) => !['t', 'seat', 'vis', 'cards'].includes(k) && (typeof val === 'number' || typeof val === 'string'))
    .map(([k, val]) => `${k} ${String(val)}`);
  const base = seat !== undefined ? `${name}: ${humanize(e.t)}` : humanize(e.t).replace(/^./, (c) => c.toUpperCase());
  const withCards = cards.length ? `${base} ${cardsText(cards)}` : base;
  return rest.length ? `${withCards} (${rest.join(', ')})` : withCards;
}

/** Events that are bookkeeping rather than play: left out of the history. */
const NOT_HISTORY = new Set(['chose']);

/**
 * Lines for a run of events, skipping the `skip` types. A card moved and then built with (City Square) is
 * one line: the build says it all.
 */
export function logLines(events: readonly GameEvent[], names: readonly string[], viewer: Seat, skip: ReadonlySet<string> = NOT_HISTORY): string[] {
  const out: string[] = [];
  events.forEach((e, i) => {
    if (skip.has(e.t)) return;
    const next = events[i + 1];
    if (e.t === 'moved' && next?.t === 'built' && Array.isArray(e.cards) && Array.isArray(next.cards) && e.cards[0] === next.cards[0]) return;
    const line = eventText(e, names, viewer);
    if (line) out.push(line);
  });
  return out;
}

/** The game so far, one line per event, from this view's own (filtered) log: the history panel's lines. */
export function historyLines(v: SeatView): string[] {
  return logLines(v.log, v.names, v.seat);
}

export function resultHeadline(r: GameResult | null | undefined, names: readonly string[], viewer: Seat): string {
  if (!r) return 'The game is over';
  const winners = r.standings.filter((s) => s.place === 1).map((s) => (s.seat === viewer ? 'You' : names[s.seat]!));
  if (r.replay) return `Tie between ${winners.join(' and ')}: the game is played again`;
  if (winners.length === 0) return 'The game is over';
  const head = `${winners.join(' and ')} ${winners.length === 1 && winners[0] !== 'You' ? 'wins' : 'win'}`;
  // Without a showdown (the last player standing, an instant win with no score), say how it was won.
  const won = r.standings.filter((s) => s.place === 1);
  if ((r.kind === 'last-standing' || r.kind === 'special') && won.length === 1 && won[0]!.score === null && won[0]!.label) {
    return `${head}: ${r.kind === 'last-standing' ? 'the last player standing' : won[0]!.label}`;
  }
  return head;
}

export function placeText(place: number | null): string {
  if (place === null) return '—';
  const suffix = place % 10 === 1 && place !== 11 ? 'st' : place % 10 === 2 && place !== 12 ? 'nd' : place % 10 === 3 && place !== 13 ? 'rd' : 'th';
  return `${place}${suffix}`;
}

/** "Ann, Bob and Cid"; "everyone still in" when it is all of them. */
export function namesList(seats: readonly Seat[], names: readonly string[], allIn?: readonly Seat[]): string {
  if (allIn && seats.length > 3 && seats.length === allIn.length && allIn.every((s) => seats.includes(s))) return `all ${seats.length} still in`;
  const list = seats.map((s) => names[s] ?? `Seat ${s + 1}`);
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}
