import { Sprite } from 'pixi.js';
import { eventText } from '../../state/words';
import { easeInOut } from '../animator';
import type { Pt } from '../layout';
import { seatOf, type TableAnimators, type TableStage } from './stage';

/** A few coins flying from one place to another (more for a larger amount). */
export async function flyChips(s: TableStage, from: Pt, to: Pt, amount: number): Promise<void> {
  if (s.anim.instant || amount <= 0) return;
  const n = Math.min(6, Math.max(1, Math.ceil(Math.log2(amount + 1))));
  const flights: Promise<void>[] = [];
  for (let i = 0; i < n; i++) {
    const coin = new Sprite(s.art.coin());
    coin.anchor.set(0.5);
    coin.position.set(from.x + (i % 3) * 4, from.y - i * 2);
    s.fx.addChild(coin);
    flights.push(
      s.anim
        .wait(i * 45)
        .then(() => s.anim.to(coin, { x: to.x + (i % 3) * 3, y: to.y - i * 3 }, 420, easeInOut))
        .then(() => coin.destroy()),
    );
  }
  await Promise.all(flights);
}

/** Chips and pots: antes and penalties, bets, a new Betting Round, the payouts at the end. */
export const chipAnimators: TableAnimators = {
  name: 'chips',
  register(r) {
    r.on(['ante', 'penalty'], async (s, e) => {
      const seat = seatOf(e);
      if (seat === null) return;
      const amount = Number(e.amount) || 0;
      s.stacks[seat] = (s.stacks[seat] ?? 0) - amount;
      s.drawPlates();
      void flyChips(s, s.platePoint(seat), s.layout!.pot, amount);
      if (e.t === 'penalty') {
        // Hold on what cost the penalty (Doublerogue's second face-up Rogue) before the cards go.
        s.say(`Pays ${amount}`, seat, true, 1300);
        await s.anim.wait(1400);
      } else await s.anim.wait(70);
    });

    r.on('bet', async (s, e) => {
      const seat = seatOf(e);
      if (seat === null) return;
      const names = s.view.names;
      const text = eventText(e, names, -1)!.replace(`${names[seat]} `, '');
      s.say(text.charAt(0).toUpperCase() + text.slice(1), seat);
      if (typeof e.stack === 'number') s.stacks[seat] = e.stack;
      if (typeof e.to === 'number') s.roundBet[seat] = e.to;
      const amount = Number(e.amount) || 0;
      s.drawPlates();
      await flyChips(s, s.platePoint(seat), s.layout!.pot, amount);
      s.drawChips();
      await s.anim.wait(150);
    });

    r.on('betting-round', (s) => {
      s.roundBet = s.view.names.map(() => 0);
      s.drawChips();
    });

    r.on('game-over', async (s) => {
      const result = s.finalView.result;
      const payouts = (result?.payouts ?? []) as number[];
      // The caption is the seat's net change for the game (the engine's result.net), not the pot it took.
      const net = result?.net;
      const flights = payouts.map((amount, seat) => {
        if (!amount) return Promise.resolve();
        const gain = net?.[seat] ?? amount;
        s.say(gain > 0 ? `+${gain}` : gain < 0 ? `\u2212${-gain}` : '±0', seat, true, 1400);
        return flyChips(s, s.layout!.pot, s.platePoint(seat), amount);
      });
      await Promise.all(flights);
    });
  },
};
