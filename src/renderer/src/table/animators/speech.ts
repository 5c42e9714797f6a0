import { eventText, seatLine } from '../../state/words';
import { seatOf, type TableAnimators } from './stage';

/**
 * Speech: what a seat does said beside its plate (folds, is out, hits), and for any event no other family
 * animates, the event's sentence from the log said at its seat (a game's own events: a district built, a
 * Horde taken), so a new game's events show without new code.
 */
export const speechAnimators: TableAnimators = {
  name: 'speech',
  register(r) {
    r.on(['folded', 'out'], async (s, e) => {
      const seat = seatOf(e);
      if (seat === null) return;
      s.folded[seat] = true;
      s.say(e.t === 'folded' ? 'Folds' : e.why === 'rogues' ? 'Busted: two Rogues' : 'Out', seat, e.t === 'out');
      await s.relayout(true);
    });

    r.on('hit', (s, e) => {
      const seat = seatOf(e);
      if (seat !== null) s.say('Hits', seat);
    });

    r.otherwise(async (s, e) => {
      const seat = seatOf(e);
      if (seat !== null) {
        const line = seatLine(eventText(e, s.view.names, -1), s.view.names[seat]);
        if (line) s.say(line, seat);
      }
      await s.anim.wait(120);
    });
  },
};
