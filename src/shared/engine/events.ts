import type { CardId } from '../cards/card';
import type { GameId, GameResult, Seat, Visibility } from './types';

/**
 * Every event a table can produce, as one discriminated union on `t` (issue 11.5). Steps push only these
 * (`Ctx.events`), so an event's fields are checked where it is made; the screen and the log read them as
 * `GameEvent` (types.ts), the same objects seen through the one door (view.ts), where hidden cards are null.
 * A new game adds its own events here. `cards` with `vis` say which cards an event names and who may see them.
 */
type Cards = (CardId | null)[];
type Shown = { cards: Cards; vis: Visibility };

/** The table's own events: games, antes, bets, cards moving between zones, a game's end, a parent's doing. */
export type EngineEvent =
  | { t: 'game-started'; gameNo: number; game: GameId; startingPlayer: Seat; seats: Seat[]; replay: 'king' | 'commoner' | null }
  | { t: 'ante'; seat: Seat; amount: number }
  | { t: 'betting-round'; step: string }
  | { t: 'bet'; seat: Seat; kind: 'check' | 'call' | 'raise' | 'all-in'; to: number; amount: number; stack: number }
  | { t: 'folded'; seat: Seat; why?: string }
  | ({ t: 'dealt'; seat?: Seat; zone: string } & Shown)
  | ({ t: 'moved'; from: string; to: string } & Shown)
  | ({ t: 'discarded'; seat?: Seat; zone: string; faceUp?: boolean } & Shown)
  | ({ t: 'revealed'; seat?: Seat; zone: string } & Shown)
  | { t: 'reshuffled'; count: number }
  | { t: 'chose'; seat: Seat; step: string }
  | { t: 'game-over'; result: GameResult; reason?: string }
  | { t: 'loan'; seat: Seat; lender: Seat; amount: number; text: string }
  | { t: 'pot-taken'; seat: Seat; amount: number }
  | ({ t: 'peeked'; seat: Seat } & Shown)
  | { t: 'ended'; reason: string }
  | ({ t: 'altered'; seat: Seat; holding: string; how: 'reroll' | 'set' | 'swap'; die?: number; face?: number; zone?: string } & Partial<Shown>);

/** Events of the games' own Orders of Play. */
export type OwnEvent =
  // Rogues and Warriors; the shared exchange
  | { t: 'kept'; seat: Seat; value?: number; count?: number; forced?: boolean }
  | { t: 'exchanged'; seat: Seat; zone?: string; count?: number }
  | ({ t: 'shown'; seat: Seat; zone: string } & Shown)
  // dice (Threes, Jack, Doublerogue... Delve's `zone` says whose)
  | { t: 'rolled'; seat?: Seat; job?: number; zone?: string; dice: number[]; rerolled?: number[] }
  // Jack of All Trades
  | { t: 'jobs-set'; seat: Seat; pattern: ('card' | 'die')[] }
  | { t: 'job'; n: number; by: 'card' | 'die'; value: number; any: boolean; lastCall: boolean; text: string }
  | { t: 'assigned'; seat: Seat; job: number; values: number[] }
  | { t: 'passed'; seat: Seat; job: number }
  // Doublerogue
  | { t: 'out'; seat: Seat; why: string }
  | { t: 'round'; round: number; first: Seat | undefined; of?: number }
  | ({ t: 'hit'; seat: Seat } & Shown)
  | { t: 'penalty'; seat: Seat; amount: number }
  | ({ t: 'defended'; seat: Seat } & Shown)
  | { t: 'no-ante'; round: number }
  // Dragon Hordes
  | ({ t: 'hordes-laid'; zone: string } & Shown)
  | { t: 'placed'; seat: Seat; horde: 'r' | 'g' | 'b' | 1 | 2 | 3 | 4 | 5; amount: number }
  | { t: 'took'; seat: Seat; horde: 'r' | 'g' | 'b' | 1 | 2 | 3 | 4 | 5; amount: number }
  | { t: 'left'; seat: Seat; why: string }
  | { t: 'predicted'; seat: Seat; color?: 'r' | 'g' | 'b'; rank?: 1 | 2 | 3 | 4 | 5 }
  | { t: 'moved-coins'; seat: Seat; from: 'r' | 'g' | 'b' | 1 | 2 | 3 | 4 | 5; to: 'r' | 'g' | 'b' | 1 | 2 | 3 | 4 | 5; amount: number }
  // Dragon Hunt, Three Kingdoms
  | { t: 'dragons-set-aside'; count: number }
  | ({ t: 'scouted'; seat: Seat; zone: string } & Shown)
  | { t: 'kingdoms-tied' }
  // City Square
  | ({ t: 'built'; seat: Seat; row: number; col: number; covered: CardId | null; district: string } & Shown)
  // The Wheel
  | { t: 'wheel-set-up'; marked: string[] }
  | { t: 'clock-set'; count: number }
  | { t: 'placed'; seat?: Seat; leader: string; placement: string | null; strength: number; strongest: string }
  | { t: 'marked'; leader: string; marked: string[] }
  | { t: 'markers-cleared' }
  | { t: 'deck-empty'; seat: Seat }
  | { t: 'discarded-face-up'; seat?: Seat; reason: string }
  // Heroes' Plunder
  | ({ t: 'passed'; seat: Seat; to: Seat } & Shown)
  | ({ t: 'stole'; seat: Seat; from: Seat } & Shown)
  | { t: 'stole-nothing'; seat: Seat }
  // Streets of Greyport
  | { t: 'stocked'; seat: Seat; count: number }
  | { t: 'robbed'; seat: Seat }
  | ({ t: 'driven-off'; seat: Seat } & Shown)
  | ({ t: 'slain'; seat: Seat } & Shown)
  | { t: 'shipped'; seat: Seat; count: number }
  | { t: 'dumped'; seat: Seat };

export type TableEvent = EngineEvent | OwnEvent;
