import type { ComponentType } from "react";

/**
 * Every island, by the name the page gives it, with the code that renders it. Each is a
 * dynamic import, so the page's script holds only this table, and an island's code (and React)
 * loads when a visitor comes near it.
 */
export const islands = {
  "speed-counter": island(() =>
    import("../home/speed-counter").then((module) => module.SpeedCounter),
  ),
  "contact-form": island(() =>
    import("../contact/contact-form").then((module) => module.ContactForm),
  ),
};

/**
 * In the browser an island's props are whatever JSON the server wrote beside it (the server
 * wrote them from the same component's props type, in `Island`).
 */
function island<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): () => Promise<ComponentType<object>> {
  return load as () => Promise<ComponentType<object>>;
}

export type IslandName = keyof typeof islands;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}

/**
 * Islands that need no React: plain DOM code that enhances the server's HTML in place, loaded
 * like any island when a visitor comes near (the rates pages' destination finder).
 */
export const enhancements = {
  "destination-finder": () =>
    import("../rates/destination-finder.client").then((module) => module.enhanceDestinationFinder),
  "call-estimate": () =>
    import("../rates/call-estimate.client").then((module) => module.enhanceCallEstimate),
};

export type EnhancementName = keyof typeof enhancements;

export function isEnhancementName(name: string | undefined): name is EnhancementName {
  return name !== undefined && Object.hasOwn(enhancements, name);
}
