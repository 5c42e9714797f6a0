import { easeInOut } from '../animator';
import { cardsOf, type TableAnimators } from './stage';

/** Cards: a new game sweeping the table, cards dealt, revealed, moved between zones, discarded. */
/** The beat between the starts of two moves in a row (a move's glide itself takes 380 ms). */
const MOVE_BEAT_MS = 150;

export const cardAnimators: TableAnimators = {
  name: 'cards',
  register(r) {
    r.on('game-started', async (s, e) => {
      const deck = s.deckPoint();
      const all = s.takeAllCards();
      await Promise.all(all.map((c) => s.anim.to(c, { x: deck.x, y: deck.y, alpha: 0 }, 320).then(() => c.destroy())));
      s.folded = s.view.names.map((_, i) => !s.finalView.inGame[i]);
      s.roundBet = s.view.names.map(() => 0);
      s.clearDice();
      s.say(`Game ${String(e.gameNo)}`, s.layout?.center ?? { x: 0, y: 0 }, true, 500);
      await s.relayout(true);
    });

    r.on('dealt', async (s, e) => {
      const list = s.zoneList(String(e.zone ?? ''));
      for (const id of cardsOf(e)) {
        list.push(s.newCard(id, s.deckPoint()));
        void s.relayout(true);
        await s.anim.wait(90);
      }
      await s.anim.wait(250);
    });

    r.on('revealed', async (s, e) => {
      const cards = cardsOf(e);
      const list = s.cardsIn(String(e.zone ?? ''));
      await Promise.all(list.map((c, i) => (cards[i] !== undefined && cards[i] !== c.id ? s.flip(c, cards[i]!) : Promise.resolve())));
      await s.anim.wait(120);
    });

    r.on('moved', async (s, e) => {
      const cards = cardsOf(e);
      const to = String(e.to ?? '');
      for (const id of cards.length ? cards : [null]) {
        const c = s.take(String(e.from ?? ''), id) ?? s.newCard(id, s.deckPoint());
        if (id !== null && c.id !== id) void s.flip(c, id);
        c.zone = to;
        s.zoneList(to).push(c);
      }
      // Issue 28.10: a run of moves (City Square's year end builds a dozen districts, Greyport's turns load and
      // ship) glides as one cascade: each move starts a beat after the one before instead of waiting for its
      // cards to land (a new tween on a card takes over the old one, so overlapping glides end where the last
      // layout puts them). The screen settles only once every card has landed.
      await Promise.race([s.relayout(true), s.anim.wait(MOVE_BEAT_MS)]);
    });

    r.on('discarded', async (s, e) => {
      const cards = cardsOf(e);
      const zone = String(e.zone ?? '');
      const to = s.layout!.discard;
      const flights: Promise<void>[] = [];
      for (const id of cards.length ? cards : [null]) {
        const c = s.take(zone, id);
        if (!c) continue;
        flights.push(s.anim.to(c, { x: to.x, y: to.y, alpha: 0.2 }, 340, easeInOut).then(() => c.destroy()));
      }
      await Promise.all(flights);
      void s.relayout(true);
    });
  },
};
