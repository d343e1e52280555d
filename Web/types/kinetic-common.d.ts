// What the types of Kinetic's elements share (kinetic.js and kinetic-<element>.js).

/** Listens for an element's own events with their details typed, and for any other event. */
export interface KineticEventTarget<Events> {
  addEventListener<K extends keyof Events>(
    type: K, listener: (this: this, event: Events[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(
    type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof Events>(
    type: K, listener: (this: this, event: Events[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(
    type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions): void;
}

/** An element's class: what `customElements.get` returns for its name. */
export interface KineticElementClass<Element> {
  readonly prototype: Element;
  new (): Element;
}

/** Resolves once the script's module is loaded; every element waits for it. */
export declare const ready: Promise<void>;
