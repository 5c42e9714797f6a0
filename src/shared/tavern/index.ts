/**
 * The Red Dragon Inn tavern game (TAVERN.md), pure and deterministic.
 *
 *   newTavern(config)                  -> { state, events }      setup.ts, engine.ts
 *   apply(state, seat, action, ver?)   -> { state, events }      on a copy; RuleError + sentence if illegal
 *   legalActions(state, seat)          -> TAction[]               legal.ts: informs and validates
 *   viewFor(state, seat), eventsFor    -> what a seat may see     view.ts: the one door for secrets
 *   stops(view)                        -> stop for a human?       view.ts (public state only)
 *   checkInvariants(state)             -> failures as sentences   invariants.ts
 *   cardText(card), drinkText, mechanicText                       text.ts: rules text from the data
 *
 * Reading order, like the rulebook: setup.ts, turn.ts, stack.ts (windows, calls, sweeps), drinks.ts,
 * steps.ts, gambling.ts, hosted.ts (Appendix B: a Round played as one of the gambling games, on an engine
 * table with the `tavern` stakes), elimination.ts; cards.ts (the data model), interpreter.ts (one interpreter),
 * content/ (drinks, core cards, characters, prizes). Bots see views only: bots/.
 */
export { apply, applyInPlace, cloneState, newTavern, pendingSeat } from './engine';
export { legalActions, checkAction } from './legal';
export { viewFor, eventsFor, stops, DEFAULT_STOPS, type TavernView, type StopPrefs } from './view';
export { checkInvariants } from './invariants';
export { cardText, drinkText, mechanicText } from './text';
export { playGame, randomAction, randomTavernConfig } from './random';
export { botChooser, normalBot, type TavernBot, type BotLevel } from './bots';
export { playableCharacters, cardDef, drinkDef, characterDef } from './content/catalog';
export type * from './types';
