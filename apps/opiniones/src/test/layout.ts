// jsdom lays nothing out: every element is 0 px tall, so a virtual list would think its window
// shows nothing (or everything). These sizes give it an 800 px window of 150 px cards.
const WINDOW_HEIGHT = 800;
const CARD_HEIGHT = 150;

Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.getAttribute('role') === 'feed' ? WINDOW_HEIGHT : 0;
  },
});
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return this.hasAttribute('data-index') ? CARD_HEIGHT : 0;
  },
});
