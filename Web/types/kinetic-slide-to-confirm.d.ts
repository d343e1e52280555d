// Types for kinetic-slide-to-confirm.js: <kinetic-slide-to-confirm> (docs/kinetic-on-the-web.md).

import type { KineticElementClass, KineticEventTarget } from "./kinetic-common.js";

export { ready } from "./kinetic-common.js";

/** The slide's state: the nicks of GTK's `KineticSlideToConfirmState`. */
export type SlideToConfirmState =
  | "idle" | "updating" | "armed" | "completed" | "working" | "succeeded" | "failed" | "resetting";

/** The slide's events. */
export interface KineticSlideToConfirmEventMap extends HTMLElementEventMap {
  /** The thumb reached the end, or Enter was pressed twice. */
  confirmed: CustomEvent<Record<string, never>>;
  /** The action behind a confirmation failed; `message` says why. */
  failed: CustomEvent<{ message: string }>;
  /** The state changed. */
  "state-changed": CustomEvent<{ state: SlideToConfirmState }>;
}

/** A thumb to slide to the end, or Enter pressed twice, to confirm. */
export interface KineticSlideToConfirm
  extends Omit<HTMLElement, "addEventListener" | "removeEventListener">,
    KineticEventTarget<KineticSlideToConfirmEventMap> {
  /** An async function run on confirmation: the slide shows it working, then its outcome. */
  action: (() => unknown) | null | undefined;
  /** The state's nick. */
  readonly state: SlideToConfirmState;
  /** How far the thumb has travelled, 0 to 1. */
  readonly progress: number;
  /** The thumb's length along the track, in pixels (`thumb-width`). */
  thumbWidth: number;
  /** After confirming, show working until `finish()` (`awaits-result`). */
  awaitsResult: boolean;
  /** Not operable (`disabled`); assistive technologies hear it disabled. */
  disabled: boolean;
  /** The text on the track and the accessible name (`prompt`). */
  prompt: string;
  /** Arms, then (called again within the confirmation window) confirms, as Enter does. */
  confirm(): void;
  /** Confirms as if slid to the end. */
  complete(): void;
  /** Back to rest. */
  reset(): void;
  /** Reports the outcome of the action a confirmation started (with `awaits-result`). */
  finish(success?: boolean, message?: string): void;
}

export declare const KineticSlideToConfirm: KineticElementClass<KineticSlideToConfirm>;

declare global {
  interface HTMLElementTagNameMap {
    "kinetic-slide-to-confirm": KineticSlideToConfirm;
  }
}
