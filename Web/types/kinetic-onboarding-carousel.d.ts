// Types for kinetic-onboarding-carousel.js: <kinetic-onboarding-carousel>
// (docs/kinetic-on-the-web.md).

import type { KineticElementClass, KineticEventTarget } from "./kinetic-common.js";

export { ready } from "./kinetic-common.js";

/** A located problem in a spec. */
export interface OnboardingSpecError {
  /** The line, from 1 (0 when the spec could not be read at all). */
  line: number;
  /** The column, from 1. */
  column: number;
  /** The JSON path of the value, such as `elements[3].startScale`. */
  path: string;
  /** What is wrong. */
  message: string;
  /** All of it in one line: `file:line:column: error: path: message`. */
  description: string;
}

/** The carousel's events. */
export interface KineticOnboardingCarouselEventMap extends Omit<HTMLElementEventMap, "error"> {
  /** A page turn landed. */
  "page-changed": CustomEvent<{ page: number }>;
  /** Closed from the last page, or skipped. */
  closed: CustomEvent<{ page: number; skipped: boolean }>;
  /** The spec failed: nothing is drawn. */
  error: CustomEvent<{ errors: OnboardingSpecError[] }>;
}

/**
 * An onboarding carousel from a SlidingCarousel JSON spec. Its `scrollTo` is the GObject class's
 * (a page), not the DOM's.
 */
export interface KineticOnboardingCarousel
  extends Omit<HTMLElement, "addEventListener" | "removeEventListener" | "scrollTo">,
    KineticEventTarget<KineticOnboardingCarouselEventMap> {
  /** The page on screen; setting it scrolls there. */
  page: number;
  /** The number of pages. */
  readonly nPages: number;
  /** The scroll position in pages, as the pages stand. */
  readonly position: number;
  /** The spec's errors, or `null`. */
  readonly error: OnboardingSpecError[] | null;
  /** The spec's URL (`src`); `null` removes it. */
  src: string | null;
  /** Where the spec's images are, relative to it (`assets`); `null` removes it. */
  assets: string | null;
  /** Turns to the next page. */
  next(): void;
  /** Turns to the previous page. */
  previous(): void;
  /** Closes the carousel as Skip does (`closed` with `skipped`). */
  skip(): void;
  /** Closes the carousel as its close (Done) button does. */
  close(): void;
  /** Scrolls to `page`; without animation it is drawn where scrolling there would leave it. */
  scrollTo(page: number, animate?: boolean): void;
}

export declare const KineticOnboardingCarousel: KineticElementClass<KineticOnboardingCarousel>;

// Its `scrollTo` is not the DOM's, so it is not an `Element` as TypeScript's DOM types have it,
// which every entry of `HTMLElementTagNameMap` must be: `createElement`, `querySelector`,
// `querySelectorAll` and `closest` know it by name instead.
declare global {
  interface Document {
    createElement(
      tagName: "kinetic-onboarding-carousel", options?: ElementCreationOptions,
    ): KineticOnboardingCarousel;
  }
  interface ParentNode {
    querySelector(selectors: "kinetic-onboarding-carousel"): KineticOnboardingCarousel | null;
    querySelectorAll(selectors: "kinetic-onboarding-carousel"): NodeListOf<KineticOnboardingCarousel>;
  }
  interface Element {
    closest(selectors: "kinetic-onboarding-carousel"): KineticOnboardingCarousel | null;
  }
}
