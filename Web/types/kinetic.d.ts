// Types for kinetic.js: Kinetic's four elements (docs/kinetic-on-the-web.md).

export { ready } from "./kinetic-common.js";
export * from "./kinetic-slide-to-confirm.js";
export * from "./kinetic-pull-to-action.js";
export * from "./kinetic-gesture-board.js";
export * from "./kinetic-onboarding-carousel.js";
