/**
 * One-line mutations of the tavern (src/shared/tavern) and its host machine, each a rule the tests must guard
 * (issue 25, item 2). `search` must occur exactly once in `file`; `breaks` says which rule the mutation breaks.
 * The onlookers' view (seat -1) is answered by the tavern's own door since issue 21: its two mutations are last.
 */
export const tests = [
  'tests/unit/tavern/rules-properties.test.ts',
  'tests/unit/tavern/properties.test.ts',
  'tests/unit/tavern/mechanics.test.ts',
  'tests/unit/tavern/gambling.test.ts',
  'tests/unit/tavern/timing.test.ts',
  'tests/unit/tavern/views.test.ts',
  'tests/unit/tavern/appendix-b.test.ts',
  'tests/unit/host/tavern-machine.test.ts', 'tests/unit/tavern/leaks.test.ts',
];

export const mutations = [
  { file: 'src/shared/tavern/legal.ts', search: 'if (it.player === seat || it.ignoredBy.includes(seat) || isImmune(it, def)) return null;', replace: 'if (it.ignoredBy.includes(seat) || isImmune(it, def)) return null;', breaks: 'a seat may Ignore its own card (TAVERN.md §3.3)' },
  { file: 'src/shared/tavern/legal.ts', search: '(d.drinker === seat && !d.ignored', replace: '(!d.ignored', breaks: "a seat may Ignore another's Drink (§3.2: only a Drink that affects you)" },
  { file: 'src/shared/tavern/turn.ts', search: 'export const HAND_SIZE = 7;', replace: 'export const HAND_SIZE = 8;', breaks: 'Discard and Draw draws up to 8' },
  { file: 'src/shared/tavern/ctx.ts', search: 'return st.alive && (st.AC >= st.F || st.G === 0);', replace: 'return st.alive && (st.AC > st.F || st.G === 0);', breaks: 'AC equal to F is not losing' },
  { file: 'src/shared/tavern/ctx.ts', search: 'return st.alive && st.AC >= st.F;', replace: 'return st.alive && st.AC > st.F;', breaks: 'AC equal to F never passes out' },
  { file: 'src/shared/tavern/ctx.ts', search: 'return st.alive && (st.AC >= st.F || st.G === 0);', replace: 'return st.alive && (st.AC >= st.F || st.G < 0);', breaks: 'a seat at 0 Gold never goes broke' },
  { file: 'src/shared/tavern/ctx.ts', search: "if (typeof from === 'number') amount = Math.min(s.seats[from]!.G, n);", replace: '', breaks: 'a seat pays more Gold than it has (Gold below 0)' },
  { file: 'src/shared/tavern/ctx.ts', search: 'const to = Math.max(0, Math.min(MAX_STAT, from + delta));', replace: 'const to = Math.max(0, from + delta);', breaks: 'F and AC go above 20' },
  { file: 'src/shared/tavern/elimination.ts', search: 'const toInn = Math.ceil(g / 2);', replace: 'const toInn = Math.floor(g / 2);', breaks: 'passing out: half rounded down to the Inn' },
  { file: 'src/shared/tavern/elimination.ts', search: 'const each = staying.length ? Math.floor(rest / staying.length) : 0;', replace: 'const each = staying.length ? Math.ceil(rest / staying.length) : 0;', breaks: 'passing out: the rest shared rounding up' },
  { file: 'src/shared/tavern/elimination.ts', search: 'if (left === 1) win(ctx, [s.seats.findIndex((x) => x.alive)], false);', replace: '', breaks: 'the last player standing does not win' },
  { file: 'src/shared/tavern/legal.ts', search: ".filter((x) => x !== seat)\n        .map((to) => ({ t: 'order' as const, to }));", replace: ".map((to) => ({ t: 'order' as const, to }));", breaks: 'a Drink may be ordered for oneself' },
  { file: 'src/shared/tavern/legal.ts', search: "return [{ t: 'pass' }, ...(sw.rivals.includes(seat) ? plays(s, seat, sw.kind) : [])];", replace: "return [{ t: 'pass' }, ...plays(s, seat, sw.kind)];", breaks: 'anyone may play in a sweep, not only the rivals' },
  // (Allowing Anytime cards in the Action phase's modeAllowed is equivalent: whenHolds refuses them there too.)
  { file: 'src/shared/tavern/steps.ts', search: "const paid = moveGold(ctx, it.innPays ? 'inn' : it.seat, 'pot', 1);", replace: "const paid = moveGold(ctx, it.innPays ? 'inn' : it.seat, 'pot', 2);", breaks: 'an ante is 2 Gold, not 1' },
  { file: 'src/shared/tavern/legal.ts', search: "if (w.type === 'gambling' && r.gate) return null;", replace: '', breaks: 'a Gambling card takes control after a Winning Hand' },
  { file: 'src/shared/tavern/engine.ts', search: '  s.version++;', replace: '', breaks: 'the version does not move: stale actions accepted' },
  { file: 'src/shared/tavern/engine.ts', search: 'if (version !== undefined && version !== s.version) {', replace: 'if (false) {', breaks: 'an action chosen on an older view is accepted' },
  { file: 'src/shared/tavern/view.ts', search: 'hand: [...me.hand],', replace: 'hand: [...s.seats[0]!.hand],', breaks: "every seat's view carries seat 0's hand" },
  { file: 'src/shared/tavern/view.ts', search: 'if (e.only !== undefined && e.only !== seat) continue;', replace: '', breaks: "a seat receives another's private events" },
  { file: 'src/shared/tavern/setup.ts', search: 'return players <= 2 ? 8 : players <= 6 ? 10 : 12;', replace: 'return players <= 2 ? 10 : players <= 6 ? 10 : 12;', breaks: 'two players start with 10 Gold, not 8' },
  { file: 'src/shared/tavern/setup.ts', search: 'for (let k = 0; k < 7 && st.deck.length; k++)', replace: 'for (let k = 0; k < 6 && st.deck.length; k++)', breaks: 'six cards dealt, not seven' },
  { file: 'src/shared/tavern/gambling.ts', search: "    moveGold(ctx, 'pot', 'inn', s.pot);", replace: '', breaks: "a split pot's remainder stays in the pot" },
  { file: 'src/shared/tavern/drinks.ts', search: "    if (d.f > 0) changeStat(ctx, d.drinker, 'F', d.f);", replace: '', breaks: 'a Drink that restores F does not' },
  { file: 'src/shared/host/host.ts', search: "if (seats[seat]!.kind === 'bot' && !m.anySeatMay(action)) throw", replace: "if (false) throw", breaks: "a human may act for a bot's seat" },
  { file: 'src/shared/host/machines/tavern.ts', search: "if (!stops(view, st.stops ?? DEFAULT_STOPS) && view.legal.some((a) => a.t === 'pass')) return { seat, why: 'auto-pass' };", replace: "if (view.legal.some((a) => a.t === 'pass')) return { seat, why: 'auto-pass' };", breaks: "the host passes for a human whose stops fire" },
  { file: 'src/shared/tavern/save-check.ts', search: "  if (s.gold !== startingGold(n) * n) return", replace: '  if (false) return', breaks: 'a save with more Gold than a game has loads', tests: ['tests/unit/tavern/save-check.test.ts', 'tests/unit/host/corrupt-saves.test.ts'] },
  { file: 'src/shared/tavern/view.ts', search: "s.seats[seat]! : { hand: [], known: [] };", replace: "s.seats[seat]! : s.seats[0]!;", breaks: "the onlookers' view carries seat 0's hand (the old publicView's leak)" },
  { file: 'src/shared/tavern/view.ts', search: 'const table = hosted.table ? engineView(hosted.table, me) : null;', replace: 'const table = hosted.table ? engineView(hosted.table, Math.max(0, me)) : null;', breaks: "the onlookers see the hosted table as hosted seat 0 does" },
];
