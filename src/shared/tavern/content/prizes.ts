import type { CardDef } from '../cards';

/** The Prizes variant (TAVERN.md §6): ours. Each is used once, played like a Sometimes card. */
export const PRIZES: CardDef[] = [
  {
    key: 'prize.corner-booth',
    title: 'Corner Booth',
    types: ['prize'],
    modes: [{ when: { type: 'sometimes', on: { t: 'turn-start' } }, effects: [{ op: 'draw', who: 'you', n: 2 }] }],
    flavor: 'The good seat, by the fire.',
  },
  {
    key: 'prize.house-credit',
    title: 'House Credit',
    types: ['prize'],
    modes: [{ when: { type: 'sometimes', on: { t: 'about-to-lose-g' } }, effects: [{ op: 'innPays' }] }],
    flavor: 'Put it on the slate.',
  },
  {
    key: 'prize.last-orders-bell',
    title: 'Last Orders Bell',
    types: ['prize'],
    modes: [{ when: { type: 'sometimes', on: { t: 'order-phase' } }, effects: [{ op: 'orderExtra', n: 1 }] }],
    flavor: 'Ring it twice and they bring two.',
  },
];
