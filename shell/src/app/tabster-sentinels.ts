// Fluent UI moves the focus with tabster, which marks the edges of a focus trap with sentinels:
// `<i tabindex="0" aria-hidden="true" data-tabster-dummy>`, hidden from screen readers yet in
// the tab order (microsoft/tabster#288). A modal's own pair lives inside the modal and goes with
// it. But the first modal part a page renders (the phone's navigation drawer, any DialogTrigger
// or PopoverTrigger, even closed) also has tabster put a pair at the two ends of <body>, kept for
// the page's life: tabbable whenever the focus is outside the page, on every page after it, and
// axe's `aria-hidden-focus` (serious) reports them.
//
// The page-level pair only catches the focus as it enters or leaves the page; without it tabster
// leaves the page with a momentary sentinel of its own (Root.moveOutWithDefaultAction), and a
// modal still traps the focus with the pair inside it. So the page gets none.

/** The part of tabster's per-window core (`window.__tabsterInstance`) this touches. */
interface TabsterCore {
  root: { addDummyInputs(): void };
}

const KEY = '__tabsterInstance';

/** Keeps tabster from adding its sentinels to <body>; modals keep theirs. Before the first render. */
export function keepTabsterSentinelsInModals(win: Window = window): void {
  const host = win as unknown as Record<string, TabsterCore | undefined>;
  let core = host[KEY];
  const patch = (next: TabsterCore | undefined) => {
    // On the class: a core made again after the last Fluent part unmounted is one of it too.
    if (next) Object.getPrototypeOf(next.root).addDummyInputs = () => undefined;
    core = next;
  };
  patch(core);
  // Tabster deletes the property when its core is disposed: the accessor must stay configurable.
  Object.defineProperty(win, KEY, { configurable: true, get: () => core, set: patch });
}
