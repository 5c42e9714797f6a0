/**
 * The raise presets of the betting controls, in a poker player's words (issue 28, item 14). Every amount is
 * a raise-to total, as the Raise button takes it, and each label says so; "Pot" is a pot-sized raise: call,
 * then raise by the pot as it would be after the call (the pots, every bet made this round, and the call).
 * Pure: amounts from the view's numbers only.
 */
export interface PresetInput {
  currentBet: number;
  toCall: number;
  stack: number;
  minRaiseTo: number;
  maxRaiseTo: number;
  /** The pots before this round's bets, and each seat's bet this round. */
  pots: readonly number[];
  roundBets: readonly number[];
}

export interface Preset {
  id: 'min' | 'half' | 'pot' | 'max';
  label: string;
  to: number;
  title: string;
}

export function raisePresets(b: PresetInput): Preset[] {
  const clamp = (x: number) => Math.min(b.maxRaiseTo, Math.max(b.minRaiseTo, Math.round(x)));
  const middle = b.pots.reduce((x, y) => x + y, 0) + b.roundBets.reduce((x, y) => x + y, 0);
  const afterCall = middle + b.toCall;
  const half = clamp(b.currentBet + afterCall / 2);
  const pot = clamp(b.currentBet + afterCall);
  return [
    { id: 'min', label: `Min raise to ${b.minRaiseTo}`, to: b.minRaiseTo, title: `The smallest raise: your bet this round becomes ${b.minRaiseTo}` },
    { id: 'half', label: `½ pot: to ${half}`, to: half, title: `Call, then raise by half the pot after your call (${afterCall}): your bet this round becomes ${half}` },
    { id: 'pot', label: `Pot: to ${pot}`, to: pot, title: `A pot-sized raise: call, then raise by the pot after your call (${afterCall}): your bet this round becomes ${pot}` },
    {
      id: 'max',
      label: `All in: to ${b.maxRaiseTo}`,
      to: b.maxRaiseTo,
      title: `Every chip you have (${b.stack}) goes in: your bet this round becomes ${b.maxRaiseTo}`,
    },
  ];
}
