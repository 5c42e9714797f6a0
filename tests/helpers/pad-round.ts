/**
 * The tavern lobby's default table with Appendix B on: Player 1 and three Normal bots, characters drawn from the
 * seed. With seed 56 Player 1 starts an Appendix B Round on turn 1 (found by scripts/tavern-shots-seed.ts pad-round): the
 * gamepad spec reaches a Round there, and the tavern replay fixture and its unit test play that game.
 */
export const PAD_ROUND_SEED = 56;

export function padRoundConfig(seed: number = PAD_ROUND_SEED) {
  return {
    seats: [
      { name: 'Player 1', kind: 'human', char: 'random' },
      { name: 'Brenna', kind: 'bot', level: 'normal', char: 'random' },
      { name: 'Corwin', kind: 'bot', level: 'normal', char: 'random' },
      { name: 'Dagny', kind: 'bot', level: 'normal', char: 'random' },
    ],
    appendixB: true,
    seed,
  };
}
