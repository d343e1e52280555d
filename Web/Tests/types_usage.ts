// Uses every declared member of Kinetic's element types, the way a TypeScript page would, so
// that `tsc --strict` checks the declarations (Web/types) hang together. web_suite.py compiles it
// beside the built scripts and checks the declared members against the elements themselves.

import {
  KineticGestureBoard, KineticOnboardingCarousel, KineticPullToAction, KineticSlideToConfirm,
  ready, type OnboardingSpecError, type PullToActionState, type SlideToConfirmState,
} from "../kinetic.js";
import { ready as slideReady } from "../kinetic-slide-to-confirm.js";

export async function useEveryMember(): Promise<string[]> {
  await ready;
  await slideReady;
  const seen: string[] = [];

  const slide = document.createElement("kinetic-slide-to-confirm");
  slide.thumbWidth = 120;
  slide.awaitsResult = true;
  slide.prompt = "Slide to pay";
  slide.disabled = slide.disabled && false;
  slide.action = async () => {};
  const slideState: SlideToConfirmState = slide.state;
  slide.addEventListener("state-changed", (event) => seen.push(event.detail.state));
  slide.addEventListener("failed", (event) => seen.push(event.detail.message));
  slide.addEventListener("confirmed", () => seen.push("confirmed"));
  slide.addEventListener("click", (event) => seen.push(String(event.clientX)));
  document.body.append(slide);
  slide.confirm();
  slide.complete();
  slide.finish(false, "declined");
  slide.reset();
  seen.push(slideState, slide.progress.toFixed(2));

  const pull = document.createElement("kinetic-pull-to-action");
  pull.pullThreshold = 80;
  pull.awaitsResult = false;
  pull.disabled = !pull.disabled;
  pull.action = () => undefined;
  const pullState: PullToActionState = pull.state;
  pull.addEventListener("triggered", () => seen.push("triggered"));
  pull.addEventListener("state-changed", (event) => seen.push(event.detail.state));
  document.body.append(pull);
  pull.trigger();
  pull.finish(true);
  pull.finishWithNoChange();
  pull.scrollTo(0);
  seen.push(pullState, pull.pulledAmount.toFixed(0));
  // Found by name as the other elements are, though their scrollTo keeps them out of
  // HTMLElementTagNameMap.
  document.querySelectorAll("kinetic-pull-to-action").forEach((found) => found.scrollTo(0));
  document.body.closest("kinetic-pull-to-action")?.trigger();
  document.querySelector("kinetic-pull-to-action")?.finish(true);

  const board = document.createElement("kinetic-gesture-board");
  board.addEventListener("tapped", (event) => {
    seen.push(`${event.detail.index} ${event.detail.card.tagName}`);
  });
  const card = document.createElement("div");
  board.append(card);
  document.body.append(board);
  board.reset(card);
  board.reset(0);

  const carousel = document.createElement("kinetic-onboarding-carousel");
  carousel.src = "../demos/kinetic/onboarding.json";
  carousel.assets = "./";
  carousel.addEventListener("page-changed", (event) => seen.push(String(event.detail.page)));
  carousel.addEventListener("closed", (event) => {
    seen.push(`${event.detail.page} ${event.detail.skipped}`);
  });
  carousel.addEventListener("error", (event) => {
    seen.push(...event.detail.errors.map((error) => error.description));
  });
  document.body.append(carousel);
  carousel.next();
  carousel.previous();
  carousel.scrollTo(1, false);
  carousel.page = 0;
  carousel.skip();
  carousel.close();
  document.querySelectorAll("kinetic-onboarding-carousel").forEach((found) => found.next());
  document.body.closest("kinetic-onboarding-carousel")?.scrollTo(0);
  const errors: OnboardingSpecError[] | null = carousel.error;
  seen.push(String(carousel.nPages), carousel.position.toFixed(1), String(errors?.length ?? 0),
    carousel.src ?? "", carousel.assets ?? "");

  // The classes are what the registry holds; each element is still an HTMLElement where it
  // keeps the DOM's own members.
  const classes = [
    KineticSlideToConfirm, KineticPullToAction, KineticGestureBoard, KineticOnboardingCarousel,
  ];
  const element: HTMLElement = slide;
  seen.push(String(classes.every((c) => c.prototype instanceof HTMLElement)), element.tagName);
  return seen;
}
