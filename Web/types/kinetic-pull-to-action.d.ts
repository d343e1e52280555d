// Types for kinetic-pull-to-action.js: <kinetic-pull-to-action> (docs/kinetic-on-the-web.md).

import type { KineticElementClass, KineticEventTarget } from "./kinetic-common.js";

export { ready } from "./kinetic-common.js";

/** The pull's state: the nicks of GTK's `KineticPullToActionState`. */
export type PullToActionState = "idle" | "pulling" | "triggered" | "executing" | "retracting";

/** The pull's events. */
export interface KineticPullToActionEventMap extends HTMLElementEventMap {
  /** Pulled past the threshold (or F5, Ctrl+R, `trigger()`): the action runs. */
  triggered: CustomEvent<Record<string, never>>;
  /** The state changed. */
  "state-changed": CustomEvent<{ state: PullToActionState }>;
}

/**
 * Its child scrolls; pulling past an edge runs an action. Its `scrollTo` is the GObject class's
 * (a content offset in pixels), not the DOM's.
 */
export interface KineticPullToAction
  extends Omit<HTMLElement, "addEventListener" | "removeEventListener" | "scrollTo">,
    KineticEventTarget<KineticPullToActionEventMap> {
  /** An async function run when triggered: the pull executes until it settles. */
  action: (() => unknown) | null | undefined;
  /** The state's nick. */
  readonly state: PullToActionState;
  /** How far the content is pulled past its edge, in pixels. */
  readonly pulledAmount: number;
  /** How far to pull to trigger, in pixels (`pull-threshold`). */
  pullThreshold: number;
  /** Not operable (`disabled`); assistive technologies hear it disabled. */
  disabled: boolean;
  /** Stay executing until `finish()` (`awaits-result`). */
  awaitsResult: boolean;
  /** Runs the action as a pull past the threshold does. */
  trigger(): void;
  /** Reports the action's outcome; a failure shows `message` (or `failure-text`). */
  finish(success?: boolean, message?: string): void;
  /** Reports that the action found nothing new. */
  finishWithNoChange(): void;
  /** Scrolls the content to `offset` pixels from its start, kept within the content. */
  scrollTo(offset: number): void;
}

export declare const KineticPullToAction: KineticElementClass<KineticPullToAction>;

// Its `scrollTo` is not the DOM's, so it is not an `Element` as TypeScript's DOM types have it,
// which every entry of `HTMLElementTagNameMap` must be: `createElement`, `querySelector`,
// `querySelectorAll` and `closest` know it by name instead.
declare global {
  interface Document {
    createElement(
      tagName: "kinetic-pull-to-action", options?: ElementCreationOptions): KineticPullToAction;
  }
  interface ParentNode {
    querySelector(selectors: "kinetic-pull-to-action"): KineticPullToAction | null;
    querySelectorAll(selectors: "kinetic-pull-to-action"): NodeListOf<KineticPullToAction>;
  }
  interface Element {
    closest(selectors: "kinetic-pull-to-action"): KineticPullToAction | null;
  }
}
