import { describe, expect, it } from 'vitest';
import { cardDef } from '../../../src/shared/tavern/content/catalog';
import { companionStep, everyCard, refuse, run } from './every-card';
import { EXPECTED } from './every-card-expected';
import { registerKit } from './kit';

/**
 * Issue 23.5: every card of all eight decks (and the Loot cards), each mode: played with its effect checked
 * exactly, refused at a moment it may not be played (with the sentence naming it), and answered where the
 * rules allow an answer (a Counter for a Sometimes card, Spot the Cheat for a Cheating card, End-to-Inn for
 * a Gambling card, an Ignore by the seat it reaches for the rest), which must change its resolution. Where no
 * answer is allowed (an Action or Anytime card reaching only its player, a Round's start or raise), the test
 * checks that none was offered. The situations come from the card data (every-card.ts); the expected lines
 * do not (every-card-expected.ts).
 */
registerKit();

const cards = everyCard();
const ids = [...new Set(cards.map((c) => (c.mode ? `${c.key}#${c.mode}` : c.key)))];

describe('every card of the eight decks', () => {
  it('has its expected line, and every expected line is a card of a deck', () => {
    expect(new Set(Object.keys(EXPECTED))).toEqual(new Set(ids));
    expect(ids.length).toBeGreaterThan(220);
  });

  const done = new Set<string>();
  for (const { char, key, mode } of cards) {
    const id = mode ? `${key}#${mode}` : key;
    if (done.has(id)) continue;
    done.add(id);
    const exp = EXPECTED[id];
    const title = cardDef(key).title;
    describe(`${id} (${title})`, () => {
      it('played: its effect, exactly', () => {
        expect(exp, `no expected line for ${id}`).toBeDefined();
        expect(run(char, key, 'played', mode).change).toBe(exp![0]);
      });
      it('refused where it may not be played, with a sentence naming it', () => {
        const { sentence } = refuse(char, key, mode);
        expect(sentence).toBe(exp![2]);
        expect(sentence).toContain(title);
      });
      if (exp?.[1] !== null) {
        it('answered: the answer changes its resolution', () => {
          const r = run(char, key, 'answered', mode);
          expect(r.answered).toBe(true);
          expect(r.change).toBe(exp![1]);
          expect(r.change).not.toBe(exp![0]);
        });
      } else {
        it('nothing may answer it in its situation', () => {
          expect(run(char, key, 'answered', mode).answered).toBe(false);
        });
      }
      if (exp?.[3] !== undefined) {
        it('in play: its turn-start step, and the same step Ignored where it reaches others', () => {
          expect(companionStep(key, false)).toBe(exp![3]);
          expect(companionStep(key, true)).toBe(exp![4]);
        });
      }
    });
  }
});
