import type { CardDef } from '../cards';

/**
 * The 12 core cards in every deck (TAVERN.md §7.3). Each character prints them under its own titles (in its
 * own voice); the rules data is shared.
 */
export type CoreRole = 'starter' | 'winning-hand' | 'raise' | 'cheat' | 'counter' | 'warden' | 'tip' | 'bow-out' | 'spot-the-cheat';

export const CORE_COUNTS: Record<CoreRole, number> = {
  starter: 3,
  'winning-hand': 1,
  raise: 1,
  cheat: 1,
  counter: 2,
  warden: 1,
  tip: 1,
  'bow-out': 1,
  'spot-the-cheat': 1,
};

/** The rules of each core card, without a title. */
export const CORE_RULES: Record<CoreRole, Omit<CardDef, 'key' | 'title'>> = {
  starter: {
    types: ['action', 'gambling'],
    role: 'starter',
    modes: [
      { when: { type: 'action' }, effects: [{ op: 'startRound' }] },
      { when: { type: 'gambling' }, effects: [{ op: 'control' }] },
    ],
  },
  'winning-hand': {
    types: ['gambling'],
    role: 'winning-hand',
    modes: [{ when: { type: 'gambling' }, effects: [{ op: 'control' }, { op: 'gate' }] }],
  },
  raise: {
    types: ['gambling'],
    role: 'raise',
    modes: [{ when: { type: 'gambling' }, effects: [{ op: 'control' }, { op: 'anteAll' }] }],
  },
  cheat: { types: ['cheating'], role: 'cheat', modes: [{ when: { type: 'cheating' }, effects: [{ op: 'control' }] }] },
  counter: {
    types: ['sometimes'],
    role: 'counter',
    onlyBy: ['counter'],
    modes: [{ when: { type: 'sometimes', on: { t: 'sometimes-card' } }, effects: [{ op: 'negate' }] }],
  },
  warden: {
    types: ['sometimes'],
    role: 'warden',
    onlyBy: ['counter'],
    modes: [{ when: { type: 'sometimes', on: { t: 'drink-changer' } }, effects: [{ op: 'negate' }] }],
  },
  tip: {
    types: ['anytime'],
    modes: [{ when: { type: 'anytime' }, targets: [{ t: 'player' }], effects: [{ op: 'pay', who: 'target', to: 'inn', n: 3 }] }],
  },
  'bow-out': {
    types: ['sometimes'],
    role: 'bow-out',
    modes: [
      { when: { type: 'sometimes', on: { t: 'must-ante' } }, effects: [{ op: 'leave' }] },
      { when: { type: 'sometimes', on: { t: 'your-drink' } }, effects: [{ op: 'drinkAC', n: -1 }] },
    ],
  },
  'spot-the-cheat': {
    types: ['sometimes'],
    role: 'spot-the-cheat',
    modes: [{ when: { type: 'sometimes', on: { t: 'cheating-card' } }, effects: [{ op: 'negate', leave: true }] }],
  },
};

/** Core cards titled for one character: `<char>.core.<role>`. */
export function coreCards(char: string, titles: Record<CoreRole, string>): CardDef[] {
  return (Object.keys(CORE_RULES) as CoreRole[]).map((role) => ({
    key: `${char}.core.${role}`,
    title: titles[role],
    ...CORE_RULES[role],
  }));
}

export function coreDeck(char: string): { key: string; count: number }[] {
  return (Object.keys(CORE_COUNTS) as CoreRole[]).map((role) => ({ key: `${char}.core.${role}`, count: CORE_COUNTS[role] }));
}
