import { closeTopDialog, typing } from './dialogs';
import { nearestInDirection, type Box, type Dir } from './spatial';

/**
 * One input layer for a controller (issue 26.1: the Steam Deck, any pad the browser's Gamepad API sees).
 * It adds no screen of its own: it moves the page's keyboard focus and presses what is focused, so every
 * screen that works with the keyboard works with a pad, and no screen needs code for it.
 *
 *   D-pad / left stick   focus moves to the nearest control in that direction (spatial, ui/spatial.ts)
 *   A (button 0)         presses the focused control (nothing focused: focuses the screen's first one)
 *   B (button 1)         closes the dialog on top, as Escape does; with none open it goes to the screen's
 *                        Pass or Back control, and a second B presses it (a pass is never one stray press)
 *   LB / RB (4 / 5)      focus jumps to the previous / next panel (header, table, controls, side panels)
 *   Start (9)            Escape too (a pad's "menu" closes what is open)
 *
 * The device last used (keyboard, pointer or gamepad) is kept in `input.device` and on <html data-input>,
 * for the button hints and the focus ring. Buttons follow the "standard" mapping every browser gives to
 * the usual pads and the Deck.
 */
export type Device = 'keyboard' | 'pointer' | 'gamepad';

export const input = $state<{ device: Device }>({ device: 'pointer' });

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** A dialog that holds the focus while it is open (the results panel is not modal: aria-modal="false"). */
const MODAL = '[role="dialog"]:not([aria-modal="false"]), [role="alertdialog"]';
const PANEL = 'header, footer, nav, aside, main, section, [role="dialog"], [data-panel]';
const REPEAT_FIRST_MS = 380;
const REPEAT_MS = 140;
const DEAD = 0.55;

function setDevice(d: Device): void {
  if (input.device === d) return;
  input.device = d;
  document.documentElement.dataset.input = d;
}

function visible(el: HTMLElement): boolean {
  if ((el as HTMLButtonElement).disabled || el.closest('[inert], [aria-hidden="true"]')) return false;
  const r = el.getBoundingClientRect();
  if (r.width < 2 || r.height < 2) return false;
  if (r.bottom < 0 || r.right < 0 || r.top > innerHeight || r.left > innerWidth) return false;
  const s = getComputedStyle(el);
  return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0.05;
}

/** The part of the page the pad may reach: the newest open modal dialog, else the whole page. */
function scope(): ParentNode {
  const modals = [...document.querySelectorAll<HTMLElement>(MODAL)].filter((m) => m.getClientRects().length > 0);
  return modals[modals.length - 1] ?? document;
}

function controls(root: ParentNode = scope()): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
}

const box = (el: Element): Box => {
  const r = el.getBoundingClientRect();
  return { x: r.left, y: r.top, w: r.width, h: r.height };
};

function focusEl(el: HTMLElement): void {
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/** The control a screen starts on: the one focused already, a primary button, else the first. */
function first(list: HTMLElement[]): HTMLElement | undefined {
  return list.find((b) => b.classList.contains('primary')) ?? list[0];
}

function current(list: HTMLElement[]): HTMLElement | null {
  const a = document.activeElement as HTMLElement | null;
  return a && list.includes(a) ? a : null;
}

export function move(dir: Dir): void {
  const list = controls();
  const at = current(list);
  if (!at) {
    const f = first(list);
    if (f) focusEl(f);
    return;
  }
  // A range input takes left and right as its own (the raise slider), as it does with the keyboard.
  if (at instanceof HTMLInputElement && at.type === 'range' && (dir === 'left' || dir === 'right')) {
    if (dir === 'left') at.stepDown();
    else at.stepUp();
    at.dispatchEvent(new Event('input', { bubbles: true }));
    at.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const others = list.filter((x) => x !== at);
  const i = nearestInDirection(box(at), others.map(box), dir);
  if (i >= 0) focusEl(others[i]!);
}

export function confirm(): void {
  const list = controls();
  const at = current(list);
  if (!at) {
    const f = first(list);
    if (f) focusEl(f);
    return;
  }
  if (at instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'submit'].includes(at.type)) return;
  at.click();
}

/** A screen's way back or its pass: what B goes to when no dialog is open. */
function backControl(list: HTMLElement[]): HTMLElement | undefined {
  return (
    list.find((b) => b.dataset.gamepad === 'back') ??
    list.find((b) => /"t":"pass"/.test(b.dataset.action ?? '') || /(^|-)pass$/.test(b.dataset.testid ?? '')) ??
    list.find((b) => /^(pass|back|cancel|close)\b/i.test(b.textContent?.trim() ?? ''))
  );
}

export function back(): void {
  if (closeTopDialog()) return;
  const list = controls();
  const to = backControl(list);
  if (!to) return;
  if (document.activeElement === to) to.click();
  else focusEl(to);
}

export function panel(step: 1 | -1): void {
  const root = scope();
  const list = controls(root);
  if (!list.length) return;
  // Panels in page order, each with its controls; a control belongs to its innermost panel.
  const groups = new Map<Element, HTMLElement[]>();
  for (const c of list) {
    const p = c.closest(PANEL) ?? document.body;
    groups.set(p, [...(groups.get(p) ?? []), c]);
  }
  const keys = [...groups.keys()];
  if (keys.length < 2) return;
  const at = current(list);
  const here = at ? keys.findIndex((k) => groups.get(k)!.includes(at)) : -1;
  const next = keys[(here + step + keys.length) % keys.length]!;
  focusEl(first(groups.get(next)!)!);
}

interface PadState {
  pressed: boolean[];
  held: Map<Dir, { since: number; last: number }>;
}

const pads = new Map<number, PadState>();

function directions(p: Gamepad): Set<Dir> {
  const d = new Set<Dir>();
  const b = (i: number) => !!p.buttons[i]?.pressed;
  const ax = p.axes[0] ?? 0;
  const ay = p.axes[1] ?? 0;
  if (b(12) || ay < -DEAD) d.add('up');
  if (b(13) || ay > DEAD) d.add('down');
  if (b(14) || ax < -DEAD) d.add('left');
  if (b(15) || ax > DEAD) d.add('right');
  return d;
}

/** One reading of every pad: a button acts when it goes down; a direction acts, then repeats while held. */
export function poll(now = performance.now()): void {
  const list = typeof navigator !== 'undefined' && navigator.getGamepads ? navigator.getGamepads() : [];
  for (const p of list) {
    if (!p || !p.connected) continue;
    const st = pads.get(p.index) ?? { pressed: [], held: new Map() };
    pads.set(p.index, st);
    const down = (i: number) => !!p.buttons[i]?.pressed && !st.pressed[i];
    let used = false;
    if (down(0)) (used = true), confirm();
    if (down(1) || down(9)) (used = true), back();
    if (down(4)) (used = true), panel(-1);
    if (down(5)) (used = true), panel(1);
    st.pressed = p.buttons.map((b) => b.pressed);
    const dirs = directions(p);
    for (const d of [...st.held.keys()]) if (!dirs.has(d)) st.held.delete(d);
    for (const d of dirs) {
      const h = st.held.get(d);
      if (!h) {
        st.held.set(d, { since: now, last: now });
        used = true;
        move(d);
      } else if (now - h.since >= REPEAT_FIRST_MS && now - h.last >= REPEAT_MS) {
        h.last = now;
        move(d);
      }
    }
    if (used) setDevice('gamepad');
  }
}

let started = false;

/** Starts the layer once for the page: the device watchers and a poll on every frame. */
export function startInputLayer(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  document.documentElement.dataset.input = input.device;
  // Keys that move or choose, not typing (a name typed in the lobby is no reason to show the key hints).
  addEventListener(
    'keydown',
    (e: KeyboardEvent) => {
      if (/^(Tab|Enter|Escape|Arrow|[1-9]$| $)/.test(e.key) && !typing(e)) setDevice('keyboard');
    },
    true,
  );
  addEventListener('pointerdown', () => setDevice('pointer'), true);
  addEventListener(
    'pointermove',
    (e: PointerEvent) => {
      if (e.movementX || e.movementY) setDevice('pointer');
    },
    true,
  );
  const frame = (t: number) => {
    try {
      poll(t);
    } finally {
      requestAnimationFrame(frame);
    }
  };
  requestAnimationFrame(frame);
}
