import type { GameRules } from '../../../shared/games/rules-pages';
import type { ThisTable } from '../ui/rulesIndex';
import { tavernCatalogue } from './catalogue';

/** The game, variants and Split Rule an Appendix B Round is played with, as the view's hosted choice carries them. */
export interface RoundChoice {
  game: string;
  variants: readonly string[];
  split: string;
}

/**
 * What the Rules dialog's "This Round" tab marks on the game's page (issue 22.11): the Round's variants by their
 * names on that page, and the Split Rule with what it does to a tie, in the tavern catalogue's words. The view
 * says which were chosen; nothing here decides a rule.
 */
export function roundTable(choice: RoundChoice, rules: GameRules): ThisTable {
  const names = choice.variants.map((id) => rules.variants.find((v) => v.id === id)?.name ?? id);
  const split = tavernCatalogue().splitRules.find((r) => r.id === choice.split);
  return {
    game: choice.game,
    variants: [...choice.variants],
    title: 'This Round',
    tag: 'in play this Round',
    setup: `${names.length ? names.join(', ') : 'no variants'} · ${split ? `${split.name}: ${split.text}` : choice.split}`,
  };
}
