import { GAME_IDS } from './engine/config';
import type { GameEvent, GameResult, Seat } from './engine/types';
import type { Night, NightEvent } from './night/types';
import { playableCharacters } from './tavern/content/catalog';
import type { TavernGame } from './tavern/game';
import type { TEvent } from './tavern/types';

/**
 * Local achievements (issue 26.4): each with a stable id (never renamed: it is what the book keeps), a title,
 * a description and an icon of our own (a shape and a colour the page draws as SVG, ui/AchievementIcon.svelte).
 * They are unlocked only by the host, from the events of steps it accepted in live play (`unlockedBy`), for a
 * human seat; a replay or an imported file never reaches this (host/replays.ts does not call it).
 */
export type IconShape = 'crown' | 'coin' | 'die' | 'mug' | 'card' | 'moon' | 'shield' | 'scroll' | 'star' | 'key';

export interface Achievement {
  id: string;
  title: string;
  description: string;
  icon: { shape: IconShape; color: string };
}

const GAME_NAMES: Record<(typeof GAME_IDS)[number], string> = {
  'rogues-and-warriors': 'Rogues and Warriors',
  threes: 'Threes',
  'kings-council': "King's Council",
  'jack-of-all-trades': 'Jack of All Trades',
  doublerogue: 'Doublerogue',
  'three-kingdoms': 'Three Kingdoms',
  'dragon-hordes': 'Dragon Hordes',
  delve: 'Delve',
  'spy-network': 'Spy Network',
  'dragon-hunt': 'Dragon Hunt',
  'den-of-thieves': 'Den of Thieves',
  'city-square': 'City Square',
  'the-wheel': 'The Wheel',
  'heroes-plunder': "Heroes' Plunder",
  'streets-of-greyport': 'Streets of Greyport',
};

const GAME_COLORS = ['#c0392b', '#2e86c1', '#27ae60', '#d4ac0d', '#8e44ad', '#e67e22', '#16a085'];

export const ACHIEVEMENTS: readonly Achievement[] = [
  { id: 'first-win', title: 'First Coin', description: 'Win a game at any table.', icon: { shape: 'coin', color: '#d4ac0d' } },
  ...GAME_IDS.map((g, i): Achievement => ({ id: `win-${g}`, title: `${GAME_NAMES[g]} Winner`, description: `Win a game of ${GAME_NAMES[g]}.`, icon: { shape: 'card', color: GAME_COLORS[i % GAME_COLORS.length]! } })),
  { id: 'side-pot', title: 'Side Door', description: 'Win a side pot.', icon: { shape: 'coin', color: '#7f8c8d' } },
  { id: 'showdown-sweep', title: 'Clean Sweep', description: 'Take every pot of a game against two or more others.', icon: { shape: 'crown', color: '#d4ac0d' } },
  { id: 'night-won', title: 'Last Lantern', description: "Finish an Adventurer's Choice night with the most money.", icon: { shape: 'moon', color: '#5d6d7e' } },
  { id: 'night-after-loan', title: 'Borrowed Luck', description: 'Win a night after taking a loan in it.', icon: { shape: 'scroll', color: '#a04000' } },
  { id: 'lender', title: 'Friendly Purse', description: 'Lend money to another player at a night.', icon: { shape: 'key', color: '#1e8449' } },
  { id: 'tavern-win', title: 'Still Standing', description: 'Win a tavern game.', icon: { shape: 'mug', color: '#b9770e' } },
  { id: 'tavern-round', title: 'House Money', description: 'Win a Round of Gambling in the tavern.', icon: { shape: 'die', color: '#884ea0' } },
  { id: 'tavern-appendix-b', title: 'Table Within a Table', description: 'Win an Appendix B Round (a gambling game played as the Round).', icon: { shape: 'die', color: '#2874a6' } },
  { id: 'tavern-outlast', title: 'Under the Table', description: 'See another player pass out in a tavern game you win.', icon: { shape: 'shield', color: '#566573' } },
  ...playableCharacters().map((c): Achievement => ({ id: `tavern-win-${c.key}`, title: `${c.name}'s Night`, description: `Win a tavern game as ${c.name}.`, icon: { shape: 'star', color: '#ca6f1e' } })),
];

const BY_ID = new Map(ACHIEVEMENTS.map((a) => [a.id, a]));
export const achievementById = (id: string): Achievement | undefined => BY_ID.get(id);

/** What a step of live play tells: the kind, its state after the step, its events and its parts' events, unfiltered. */
export interface PlayedStep {
  kind: string;
  state: unknown;
  events: readonly unknown[];
  parts?: Record<string, readonly unknown[]>;
  humans: readonly Seat[];
}

function tableWins(events: readonly unknown[], humans: readonly Seat[], game: string | undefined): string[] {
  const out: string[] = [];
  for (const raw of events as GameEvent[]) {
    if (raw.t !== 'game-over') continue;
    const result = (raw as unknown as { result: GameResult }).result;
    const won = humans.filter((h) => result.awards.some((a) => a.winners.includes(h)));
    if (!won.length) continue;
    out.push('first-win');
    if (game) out.push(`win-${game}`);
    if (won.some((h) => result.awards.some((a) => a.pot > 0 && a.winners.includes(h)))) out.push('side-pot');
    const players = result.standings.length;
    if (players >= 3 && won.some((h) => result.awards.length > 0 && result.awards.every((a) => a.winners.length === 1 && a.winners[0] === h))) out.push('showdown-sweep');
  }
  return out;
}

/** The achievements this step earned (any human seat's), unlocked or not before: the store keeps the first time. */
export function unlockedBy(step: PlayedStep): string[] {
  const { humans } = step;
  if (!humans.length) return [];
  const out: string[] = [];
  if (step.kind === 'table') {
    const s = step.state as { config?: { game?: string } };
    out.push(...tableWins(step.events, humans, s.config?.game));
  } else if (step.kind === 'night') {
    const n = step.state as Night;
    out.push(...tableWins(step.parts?.table ?? [], humans, n.table?.config.game));
    for (const e of step.events as NightEvent[]) {
      if (e.t === 'loan' && humans.includes(e.lender)) out.push('lender');
      if (e.t === 'session-finished') {
        const best = Math.max(...n.money);
        const winners = humans.filter((h) => n.money[h] === best);
        if (winners.length) out.push('night-won');
        if (winners.some((h) => n.loanLog.some((l) => l.borrower === h))) out.push('night-after-loan');
      }
    }
  } else if (step.kind === 'tavern') {
    const g = step.state as TavernGame;
    const events = step.events as TEvent[];
    const hostedRound = events.some((e) => e.t === 'hostedStarted') || g.state.round?.kind === 'hosted';
    for (const e of events) {
      if (e.t === 'roundEnded' && e.to !== 'inn' && humans.includes(e.to)) {
        out.push('tavern-round');
        if (hostedRound) out.push('tavern-appendix-b');
      }
      if (e.t === 'won') {
        const won = e.seats.filter((x) => humans.includes(x));
        if (!won.length) continue;
        out.push('tavern-win');
        for (const w of won) out.push(`tavern-win-${g.setup.seats[w]!.char}`);
        // Out of the game with gold left: passed out, not broke.
        const passedOut = g.state.seats.some((x, i) => !e.seats.includes(i) && !x.alive && x.G > 0);
        if (passedOut) out.push('tavern-outlast');
      }
    }
  }
  return [...new Set(out)].filter((id) => BY_ID.has(id));
}
