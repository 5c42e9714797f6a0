/**
 * Adventurer's Choice nights (Appendix A): the API the lobby, the table screen and the standings call.
 *
 * Start, play, save
 *   createSession(config, { id?, now? }) -> { session, events }
 *       config: { seats: 2–8 { name, kind, level?, personality?, profile? }, length: { kind: 'games', games }
 *       | { kind: 'time', minutes }, share (the Share for Playing for Shares), minRaise, seed }.
 *       Everyone starts with 100; the first Starting Player is drawn from the seed. The id names the save:
 *       pass one, or `now`, or two nights with the same seed share an id (and a save).
 *   act(session, seat, action, now?) -> { session, events, tableEvents }   pure; a RuleError (with a sentence
 *       for the player) leaves the session untouched. Actions:
 *         { t: 'choose', choice: { game, variants, splitRule, stakes: 'betting' | 'shares', options? } }
 *             the Starting Player, between games; refused with a sentence if the game needs or refuses Shares,
 *             the player count does not fit, or fewer than two players can ante;
 *         { t: 'replay' }   the Starting Player starts a King's/Commoner's Rule replay of the tied game;
 *         { t: 'borrow' }   a player under 25, between games (or out of money during Dragon Hordes);
 *         { t: 'table', action }   a seat's action at the table (the engine's own: check, call, reveal...).
 *       `now` is the caller's clock in ms: the time limit counts the gaps between actions (each at most
 *       5 minutes), and ends the night after the game in progress. The engine never reads a clock.
 *   SessionRunner   holds a night for the host: stale actions refused by version, bots stepped, and a save
 *       after every accepted action (`SessionRunner.create(config, opts, store)`, `.resume(session, store)`,
 *       `.act(seat, action, version, now)`, `.stepBot(now)`, `.view(seat)`, `.tableEventsFor(seat)`).
 *
 * Looking at it
 *   sessionView(session, seat)   everything a seat may see: money, markers, scores, whose decision, its legal
 *       actions, the choices offered to the chooser, the table's own per-seat view, every finished game with
 *       its winners, the loans, the money-over-the-night series and the standings.
 *   pendingSeats, legalSessionActions, choiceProblem(session, choice), choiceOptions(session), loanRefusal.
 *   standings(session)   money + 50 per Loan marker − 50 per Debt marker, best first, with games won.
 *   botToAct(session), botAction(session, seat)   for hosts that step bots themselves.
 *
 * Storage (src/shared/storage)
 *   SessionStore(backend): save(session, savedAt?) atomically, load(id) -> ok | { reason: 'missing' |
 *   'corrupt' | 'newer', problem, keptAs }, list() -> { saves: summaries, problems }, remove(id). A corrupt
 *   save is reported and moved aside, never deleted. StatsStore(backend): load(), record(session).
 *   Backends: MemoryBackend (tests), WebStorageBackend(window.localStorage) for the browser build
 *   (storage/web.ts), and the desktop's FileBackend in src/main/persistence/sessions.ts (write to a temporary
 *   file, flush, then rename over the old save; `openStores(userData)` gives both stores).
 *
 * Statistics: recordSession(book, session) counts each finished game and night once per session id
 *   (games played and won per game, nights, money won, biggest pot) for each seat's profile (default: name).
 */
export * from './types';
export { createSession, act, pendingSeats, legalSessionActions, choiceProblem, MAX_GAP_MS } from './session';
export { choiceOptions, defaultChoice, checkChoice, tableConfigFor, fallbackBotChoice, type ChoiceOption } from './choice';
export { loanRefusal, lenderFor, moneyNow, IN_GAME_LOANS, type InGameLoanRule } from './loans';
export { standings, scores, type StandingRow } from './standings';
export { sessionView, type SessionView } from './view';
export { botToAct, botAction, botChoice } from './bots';
export { SessionRunner, type SessionSaver, type RunResult } from './runner';
export { sessionProblem } from './integrity';
export { sessionConfigSchema, gameChoiceSchema, sessionActionSchema, sessionSchema } from './schema';
export { recordSession, emptyStats, profileOf, totals, statsBookSchema, type StatsBook, type ProfileStats, type GameStats } from './stats';
