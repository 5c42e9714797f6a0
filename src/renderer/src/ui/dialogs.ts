/**
 * Escape closes the dialog on top (issue 13.17). Every dialog or panel that can be closed registers its
 * close function while it is open; one key handler (App.svelte) calls the newest one. Without a stack, one
 * Escape would close every panel at once, or none.
 */
const stack: { id: number; close: () => void; modal: boolean }[] = [];
let next = 1;

/**
 * Registers an open dialog; returns the function that unregisters it (call it when it closes). A `modal`
 * one (a question, the guide, the rules) also silences the table's shortcut keys while it is open.
 */
export function openDialog(close: () => void, modal = false): () => void {
  const id = next++;
  stack.push({ id, close, modal });
  return () => {
    const i = stack.findIndex((d) => d.id === id);
    if (i >= 0) stack.splice(i, 1);
  };
}

/** Closes the newest open dialog; false when none is open (the key then does nothing here). */
export function closeTopDialog(): boolean {
  const top = stack[stack.length - 1];
  if (!top) return false;
  top.close();
  return true;
}

export function openDialogs(): number {
  return stack.length;
}

/** Whether a modal dialog is open: the table's single-key shortcuts (C, R, A, F, S, H) then do nothing. */
export function modalOpen(): boolean {
  return stack.some((d) => d.modal);
}

/** Whether the key event was typed into a text field (shortcuts then stay out of the way). */
export function typing(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!t) return false;
  if (t.tagName === 'TEXTAREA' || t.tagName === 'SELECT') return true;
  return t.tagName === 'INPUT' && !['range', 'checkbox', 'radio', 'button'].includes((t as HTMLInputElement).type);
}
