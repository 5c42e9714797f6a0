import { describeCard, type CardId } from '../../../shared/cards/card';
import type { GameEvent, GameResult, Seat } from '../../../shared/engine/types';

/**
 * Sentences for events, for the "since your last turn" recap and the captions over the table. These only
 * put into words what the host reported (from the viewer's own filtered log); they decide nothing.
 */

export function cardsText(cards: readonly (CardId | null)[]): string {
  const known = cards.filter((c): c is CardId => c !== null);
  if (known.length === 0) return cards.length === 1 ? 'a card' : `${cards.length} cards`;
  const hidden = cards.length - known.length;
  return known.map(describeCard).join(', ') + (hidden ? ` and ${hidden} hidden` : '');
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

/** One sentence for an event, or null for bookkeeping events nobody needs to read. */
export function eventText(e: GameEvent, names: readonly string[], viewer: Seat): string | null {
  const who = (s: unknown): string => (typeof s === 'number' ? (s === viewer ? 'You' : (names[s] ?? `Seat ${s + 1}`)) : 'Someone');
  const seat = e.seat;
  const name = who(seat);
  const cards = Array.isArray(e.cards) ? e.cards : [];
  switch (e.t) {
    case 'game-started':
      return `Game ${String(e.gameNo)} begins; ${who(e.startingPlayer)} ${e.startingPlayer === viewer ? 'are' : 'is'} the Starting Player`;
    case 'ante':
      return `${name} ante${seat === viewer ? '' : 's'} ${String(e.amount)}`;
    case 'betting-round':
      return 'A Betting Round begins';
    case 'bet': {
      const s = seat === viewer ? '' : 's';
      switch (e.kind) {
        case 'check':
          return `${name} check${s}`;
        case 'call':
          return `${name} call${s} ${String(e.amount)}`;
        case 'raise':
          return `${name} raise${s} to ${String(e.to)}`;
        case 'all-in':
          return `${name} ${seat === viewer ? 'go' : 'goes'} all in (${String(e.to)})`;
      }
      return `${name} bet${s} ${String(e.amount ?? '')}`.trim();
    }
    case 'folded':
      return `${name} fold${seat === viewer ? '' : 's'}`;
    case 'dealt': {
      const owner = zoneSeat(e.zone);
      if (owner === null) return `${cardsText(cards)} revealed to ${zoneWords(String(e.zone))}`;
      return `${who(owner)} ${owner === viewer ? 'get' : 'gets'} ${cardsText(cards)} (${zoneWords(String(e.zone))})`;
    }
    case 'revealed': {
      const owner = zoneSeat(e.zone) ?? seat;
      return `${who(owner)} reveal${owner === viewer ? '' : 's'} ${cardsText(cards)}`;
    }
    case 'moved':
      return `${cardsText(cards)} moved from ${zoneWords(String(e.from))} to ${zoneWords(String(e.to))}`;
    case 'discarded': {
      const owner = zoneSeat(e.zone);
      return `${owner === null ? 'Discarded:' : `${who(owner)} discard${owner === viewer ? '' : 's'}`} ${cardsText(cards)}`;
    }
    case 'kept':
      if (typeof e.value === 'number') return `${name} keep${seat === viewer ? '' : 's'} ${String(e.count)} × ${e.value}`;
      return `${name} keep${seat === viewer ? '' : 's'} ${seat === viewer ? 'your' : 'their'} cards`;
    case 'exchanged':
      return `${name} exchange${seat === viewer ? '' : 's'} ${String(e.count)} card${e.count === 1 ? '' : 's'}`;
    case 'rolled': {
      const dice = Array.isArray(e.dice) ? e.dice.join(', ') : '';
      return seat === undefined ? `Dice rolled: ${dice}` : `${name} roll${seat === viewer ? '' : 's'} ${dice}`;
    }
    case 'chose':
      return `${name} ${seat === viewer ? 'have' : 'has'} chosen`;
    case 'penalty':
      return `${name} pay${seat === viewer ? '' : 's'} a penalty of ${String(e.amount)}`;
    case 'out':
      if (e.why === 'rogues') return `${name} bust${seat === viewer ? '' : 's'}: two face-up Rogues`;
      return `${name} ${seat === viewer ? 'are' : 'is'} out`;
    case 'reshuffled':
      return 'The discards are shuffled into a new deck';
    case 'game-over':
      return resultHeadline(e.result as GameResult, names, viewer);
  }
  const rest = Object.entries(e)
    .filter(([k, v]) => !['t', 'seat', 'vis', 'cards'].includes(k) && (typeof v === 'number' || typeof v === 'string'))
    .map(([k, v]) => `${k} ${String(v)}`);
  const base = seat !== undefined ? `${name}: ${humanize(e.t)}` : humanize(e.t).replace(/^./, (c) => c.toUpperCase());
  const withCards = cards.length ? `${base} ${cardsText(cards)}` : base;
  return rest.length ? `${withCards} (${rest.join(', ')})` : withCards;
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
