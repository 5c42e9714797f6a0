import { bossSeats } from './boss';
import { VARIANTS, type VariantKind } from './table';

/**
 * Each variant's rules in our own words (VARIANTS.md, never the books' text), for the app's rules pages (the
 * host's tavern catalogue) and the lobby. `built` says whether this version plays it: a variant not built yet
 * is described so a player knows what is coming, and the lobby refuses it with its sentence.
 */
export interface VariantWords {
  id: VariantKind | 'bar-deck';
  title: string;
  /** The player counts it seats; empty for the Bar Deck (it joins any table). */
  players: number[];
  built: boolean;
  /** One line for the lobby. */
  summary: string;
  /** The rules, a paragraph each. */
  rules: string[];
  /** The Boss variants: by player count, the seats where the host seats Magda with a Boss Deck (the lobby shows it). */
  bossSeats?: Record<number, number[]>;
}

const RULES: Record<VariantKind | 'bar-deck', { summary: string; rules: string[] }> = {
  'bar-deck': {
    summary: 'a bigger cellar: 70 Drinks and Events, 30 of them poured at a time.',
    rules: [
      "The tavern's 30 Drink cards and 40 more from the cellar (Cellar Stock: 34 Drinks and 6 Events) are shuffled together as the Bar Deck. 30 are counted off face down as the Drink Deck, and everyone's first Drink comes from it; the other 40 wait, unseen, in the Bar.",
      'When the last card leaves the Drink Deck, everyone still in pays 1 Gold to the Inn as ever; then the next 30 from the Bar become the new Drink Deck. The discarded Drinks stay where they are until the Bar itself runs dry during a count: then they are shuffled into a new Bar and the count goes on. If fewer than 30 cards are left anywhere, the Drink Deck is what there is.',
      'The cellar brings three new Events. Last Call!: everyone loses 1 Alcohol. Tab Comes Due: everyone, starting with whoever revealed it, pays 1 Gold to the Inn (a card that makes the Inn pay can answer it; one that Ignores Gold cannot, since no card asked for it). Bard Takes Requests: everyone draws a card. A card that Ignores an Event spares its player.',
    ],
  },
  automaton: {
    summary: 'two players and Rivet, the clockwork barback, who is played by his own small deck.',
    rules: [
      "Two players sit with Rivet, who takes the first turn. He has no hand, Gold or Drink pile. His deck is 10 cards, two of his four factions (Sentry, Tapster, Tallyman, Dicebox): nobody knows its order, and his discards are public. On his turn he turns over his top card and does what its Action box says (\"the player with the most Fortitude\" means both players if they are tied), then drinks straight from the Drink Deck; an Event he turns over is his Drink Event.",
      "Rivet keeps a Fortitude and Alcohol track for each player, each from 0 to 6 (he starts at 6 and 0 on both). What a player does to him moves that player's track only: their cards, a Drink they pass, split or pour on him. His own cards, his own Drinks and Events move both. When a track passes out (Alcohol at or above Fortitude), it resets to 6 and 0 and its player takes 1 Gold from the Inn or draws 2 cards.",
      "When a player's card changes his Fortitude, Alcohol or Gold, or he drinks a Drink, Rivet turns over his next card: if its middle box is marked for that kind of thing (a card, or a Drink), he plays it as his Sometimes card, and it can be Negated like one; otherwise nothing happens. In a Round of Gambling he plays the bottom box of his next card; a Gambling box after a Winning Hand, or no card left, is a pass. His deck reshuffles when it runs out, but not during a Round.",
      "Nobody orders Drinks for Rivet. He pays and antes with the Inn's Gold, and whatever is paid to him, a pot he wins and its Prize go to the Inn. He never splits a Drink, discards or takes an IOU. Rivet never wins or loses: when one player is out, the other wins. Prizes and the Bar Deck can be played with him; Appendix B cannot.",
    ],
  },
  'two-headed': {
    summary: 'teams of two sharing Fortitude, Alcohol and Gold.',
    rules: [
      'Teams of two sit together. Each player keeps their own character, deck, hand and Drink pile, but Fortitude, Alcohol and Gold are the team\'s: 20, 0 and 10 to start, with two of Granny Hob\'s Tonics (spend one at any moment for +6 Fortitude, −6 Alcohol or 3 Gold from the Inn).',
      'Teammates see each other\'s hands and may defend each other: a Sometimes card that would save you may be played to save your teammate instead (Ignore their Drink, cut their loss, let the Inn pay for them, hit back for them). "Another player" always means someone on the other side: you never order a Drink for your teammate, pass them one, or aim a card at them.',
      'A team takes its turn together, the first seat first: both discard, and only then do both draw; each plays one Action, finished before the other\'s (a Round of Gambling included); the team orders two Drinks onto opponents, in any split; then each drinks their own, and an empty pile sobers the team by 1.',
      'When something affects everyone (an Event, a Round of Gambling, a card for each player), each team sends one Champion: whoever revealed, started or played it stands for their own team, and each other team chooses one of its players. Only Champions gamble, ante or drink in a contest; their teammates may still help them.',
      'A refill costs each team 1 Gold. A team passes out or goes broke together: half its Gold goes to the Inn and the rest is shared among the other teams, one share each. The last team standing wins.',
    ],
  },
  boss: {
    summary: 'Magda Blackcask with her Boss Deck against 2 to 4 Challengers.',
    rules: [
      "One player is the Boss: Magda Blackcask, the Cellar Queen, playing her 40 cards with her 15 Boss cards shuffled in. She sits alone against the Challengers (2 to 4 of them), who are one team: they share Fortitude, Alcohol and Gold (20, 0 and 10), see each other's hands and defend each other as in Two-Headed Dragon. The Boss has her own 20, 0 and 10. Each side has as many of Granny Hob's Tonics as there are Challengers.",
      "The Boss always goes first. With X Challengers she holds 6+X cards, and on each turn she may play up to X Action cards, one after the other (aimed at any Challengers, the same one again if she likes), and orders X Drinks onto their piles in any split. On her very first turn she gets only half of that, rounded up. A Round of Gambling she starts does not end her Actions: she may go on afterwards.",
      'The Challengers take their turn together: each may play one Action; then the team orders one Drink in all, onto the Boss (and any extra Drinks a card gives go to her too). When the Boss affects each other player, each Challenger is hit as one share of the team, so one Ignore covers them all.',
      "Menace: a track from 0 to 4 on Magda's mat. It gains 1 at the start of each of her turns, and some of her cards add more. At 4 she has a Crackdown, answered as though she played an Action card: with her Boss Deck each other player loses 1 Fortitude and gains 1 Alcohol; then the track goes back to 0.",
      'A refill costs the Boss 1 Gold and the Challengers 1 Gold. When one side passes out or goes broke, the other side wins.',
    ],
  },
  'two-headed-boss': {
    summary: 'Two-Headed Dragon where every player is a Boss with a Boss Deck.',
    rules: [
      'Teams of two, as in Two-Headed Dragon (20 Fortitude, 0 Alcohol, 10 Gold and two Tonics a team; two Drinks a team turn), but every player plays Magda Blackcask with her Boss cards shuffled into her deck, with the usual hand of 7.',
      'Turns are ordinary team turns: each player plays one Action, not several (that is a Boss Battle Boss\'s privilege). Each Magda keeps her own Menace track; with a Boss Deck her Crackdown makes each player of the other teams lose 1 Fortitude and gain 1 Alcohol.',
    ],
  },
  leaders: {
    summary: 'teams of a Leader with a Boss Deck and a Lackey.',
    rules: [
      'Teams of two, as in Two-Headed Dragon (20 Fortitude, 0 Alcohol, 10 Gold and two Tonics a team; two Drinks a team turn). Each team is a Leader, Magda Blackcask with her Boss cards shuffled into her deck, and a Lackey, who plays any ordinary character. Everyone holds 7 cards and plays one Action a turn.',
      "The Lackey's own rules stay their own: a Tamsin rerolls with the team's Gold once a team turn, an Okko looks at the Drink Deck as his team's Order phase opens (his Leader sees what he saw), a Grusk's Hard Knocks counts only his own losses. The Leader's Crackdown uses its Boss side.",
    ],
  },
};

/** Every variant's words, the Bar Deck first (the only one that joins any table). */
export function variantWords(): VariantWords[] {
  const bar: VariantWords = { id: 'bar-deck', title: 'The Bar Deck', players: [], built: true, ...RULES['bar-deck'] };
  return [
    bar,
    ...Object.values(VARIANTS).map((v) => {
      const seats = v.players.map((n) => [n, bossSeats(v.kind, n)] as const).filter(([, at]) => at.length > 0);
      return { id: v.kind, title: v.title, players: [...v.players], built: v.built, ...RULES[v.kind], ...(seats.length ? { bossSeats: Object.fromEntries(seats) } : {}) };
    }),
  ];
}
