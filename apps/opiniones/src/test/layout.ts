// jsdom lays nothing out and has no ResizeObserver, which the virtual list measures its window
// and its cards with. This one reports what a browser would for an 800 px window of 150 px
// cards (gap included), after the render as browsers do (before the next paint).
const WINDOW_HEIGHT = 800;
export const CARD_HEIGHT = 150;

function observedHeight(target: Element): number {
  if (target.getAttribute('role') === 'feed') return WINDOW_HEIGHT;
  return target.querySelector('article') ? CARD_HEIGHT : 0;
}

class LayoutResizeObserver implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element) {
    const height = observedHeight(target);
    const entry = { target, contentRect: { width: 600, height } } as unknown as ResizeObserverEntry;
    queueMicrotask(() => {
      if (target.isConnected) this.callback([entry], this);
    });
  }

  unobserve() {}

  disconnect() {}
}

globalThis.ResizeObserver = LayoutResizeObserver;
// The list measures only cards inside the layout (a detached card has no offsetParent).
Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
  configurable: true,
  get(this: HTMLElement) {
    return this.parentElement;
  },
});
