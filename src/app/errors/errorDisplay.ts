// The error display (ERR-06): an error message is written into one error block. A block inside a
// visible modal dialog is preferred, otherwise the first block on the page; every other block is
// cleared and hidden first. The 404/5xx modal of ERR-03 shows the status, the URL and the body as
// text. A small store: ErrorBlock and ErrorModal (React) read it; report() takes a failed call
// through the error catalogue. docs/decisions/0012-error-display.md.
import { classifyFailure } from '../../api/errorCatalogue';

export interface ErrorModalContent {
  title: string;
  /** A sentence, when no error block was on the page to take it. */
  message?: string;
  status?: number;
  url?: string;
  /** The error body as text (rendered as text, never HTML). */
  body?: string;
  /** The platform's own sentence from the body (`message`), when it gave one. */
  summary?: string;
}

export interface ErrorDisplaySnapshot {
  /** The one block that shows a message; every other block is empty and hidden. */
  block?: { id: string; message: string };
  modal?: ErrorModalContent;
}

export interface ErrorBlockSlot {
  id: string;
  /** The block's element, to find its place on the page and whether it is in a visible dialog. */
  element(): Element | null;
}

export interface ErrorDisplay {
  register(slot: ErrorBlockSlot): () => void;
  showMessage(message: string): void;
  showModal(content: ErrorModalContent): void;
  /** A failed call through the error catalogue: logged, a message, or the modal. */
  report(error: unknown): void;
  /** Clears and hides every block. */
  clearBlocks(): void;
  closeModal(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): ErrorDisplaySnapshot;
}

/** The pure rule: the first block in a visible modal dialog, else the first block on the page. */
export function chooseErrorBlock(slots: { id: string; inVisibleModal: boolean }[]): string | undefined {
  return (slots.find((s) => s.inVisibleModal) ?? slots[0])?.id;
}

const DIALOG = '[role="dialog"],[role="alertdialog"]';

/** Is the element on the page, not inside something hidden, and inside an open dialog? */
function placeOf(el: Element | null) {
  const container = el?.parentElement ?? null;
  const shown = !!el?.isConnected && !container?.closest('[hidden],[aria-hidden="true"]');
  return { shown, inVisibleModal: shown && !!el?.closest(DIALOG) };
}

/** Document order; blocks without an element keep the order they registered in. */
function inPageOrder(slots: ErrorBlockSlot[]) {
  return slots
    .map((slot, index) => ({ slot, index, el: slot.element() }))
    .sort((a, b) => {
      if (a.el && b.el && a.el !== b.el) {
        const pos = a.el.compareDocumentPosition(b.el);
        if (pos & 4) return -1; // b follows a
        if (pos & 2) return 1;
      }
      return a.index - b.index;
    });
}

/** The `message` of a failed call's JSON body, if it has one. */
function platformSentence(error: unknown): string | undefined {
  const body = (error as { body?: unknown }).body;
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export function createErrorDisplay(opts: { log?: (...args: unknown[]) => void } = {}): ErrorDisplay {
  const log = opts.log ?? console.warn;
  const slots: ErrorBlockSlot[] = [];
  const listeners = new Set<() => void>();
  let snapshot: ErrorDisplaySnapshot = {};
  const set = (next: ErrorDisplaySnapshot) => {
    snapshot = next;
    for (const l of [...listeners]) l();
  };

  const display: ErrorDisplay = {
    register(slot) {
      slots.push(slot);
      return () => {
        const i = slots.indexOf(slot);
        if (i >= 0) slots.splice(i, 1);
        if (snapshot.block?.id === slot.id) set({ ...snapshot, block: undefined });
      };
    },
    showMessage(message) {
      // Clear and hide every block first, then write into the chosen one.
      const candidates = inPageOrder(slots)
        .map(({ slot, el }) => {
          const place = el ? placeOf(el) : { shown: true, inVisibleModal: false };
          return { id: slot.id, ...place };
        })
        .filter((s) => s.shown);
      const id = chooseErrorBlock(candidates);
      if (id === undefined) set({ ...snapshot, block: undefined, modal: { title: 'Error', message } });
      else set({ ...snapshot, block: { id, message } });
    },
    showModal(content) {
      set({ ...snapshot, modal: content });
    },
    report(error) {
      const outcome = classifyFailure(error);
      if (outcome.kind === 'logged') log('[request layer] failure on an exempt path:', outcome.message);
      else if (outcome.kind === 'modal')
        display.showModal({
          title: outcome.status === 404 ? 'Not found' : 'Error',
          status: outcome.status,
          url: outcome.url,
          body: outcome.body,
          summary: platformSentence(error),
        });
      else display.showMessage(outcome.message);
    },
    clearBlocks() {
      if (snapshot.block) set({ ...snapshot, block: undefined });
    },
    closeModal() {
      if (snapshot.modal) set({ ...snapshot, modal: undefined });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  return display;
}
