import { stakesOf } from '../stakes';
import type { GameDef } from './game';
import { anteOf } from './steps';
import type { SplitRule, TableConfig } from './types';

/**
 * A table's setup in words, for the table's header and the night's news (issue 28.4: King's Council began
 * as "game 4 · Betting Round" with Dragon Cards in the deck and nothing on the table said so): its variants
 * by name, the Split Rule where ties split a pot, and the stakes. "Betting Round, Dragon Cards · King's Rule
 * · Betting, ante 1".
 */
export const SPLIT_RULE_NAMES: Record<SplitRule, string> = { merchant: "Merchant's Rule", king: "King's Rule", commoner: "Commoner's Rule" };

export function variantNames(def: GameDef, variants: readonly string[]): string[] {
  return variants.map((id) => def.variants.find((v) => v.id === id)?.name ?? id);
}

export function setupWords(def: GameDef, config: Pick<TableConfig, 'variants' | 'splitRule' | 'stakes'>): string {
  const names = variantNames(def, config.variants);
  const parts = [names.length ? names.join(', ') : 'no variants'];
  const stakes = stakesOf(config);
  // The Split Rule decides a tied pot where players bet; Playing for Shares pays prizes by place instead.
  if (stakes.bets) parts.push(SPLIT_RULE_NAMES[config.splitRule]);
  const ante = anteOf(config);
  parts.push(ante > 0 ? `${stakes.name}, ante ${ante}` : stakes.name);
  return parts.join(' · ');
}
