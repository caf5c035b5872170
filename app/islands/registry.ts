import type { ComponentType } from "react";

/**
 * An island React hydrates: the name the page writes beside it, and the code that renders it.
 * The code is a dynamic import, so the page's script holds only the name and the import, and
 * an island's code (and React) loads when a visitor comes near it.
 */
export interface ReactIsland<Props extends object, Name extends string = string> {
  readonly name: Name;
  readonly load: () => Promise<ComponentType<Props>>;
}

/**
 * An island that needs no React: plain DOM code that enhances the server's HTML in place,
 * loaded like any island when a visitor comes near (the rates pages' destination finder).
 */
export interface Enhancement<Name extends string = string> {
  readonly name: Name;
  readonly load: () => Promise<(element: HTMLElement) => void>;
}

/*
 * A page writes an island's name checked against its declaration's type alone
 * (`const name: typeof speedCounterIsland.name = "speed-counter"`, the declaration imported as
 * a type), never by importing the declaration: the client entry must be its only importer, or the
 * bundler moves it to a file of its own, which every page with an island would then fetch
 * before anything else.
 */

export function reactIsland<Props extends object, const Name extends string>(
  name: Name,
  load: () => Promise<ComponentType<Props>>,
): ReactIsland<Props, Name> {
  return { name, load };
}

export function enhancement<const Name extends string>(
  name: Name,
  load: () => Promise<(element: HTMLElement) => void>,
): Enhancement<Name> {
  return { name, load };
}

/** The islands a page may hold, each found by the name the page gives it. */
export interface IslandRegistry {
  /**
   * In the browser an island's props are whatever JSON the server wrote beside it (the server
   * wrote them from the same component's props type, in `Island`).
   */
  reactIsland(name: string | undefined): (() => Promise<ComponentType<object>>) | undefined;
  enhancement(name: string | undefined): Enhancement["load"] | undefined;
}

/**
 * The registry of every island, filled by the app's entry with each feature's own, so this
 * room imports no feature (docs/decisions/077-every-room-on-its-floor.md). That no name is
 * given twice is held by the entry's test (app/entry.islands.test.ts), not checked here, in
 * every visitor's browser.
 */
export function islandRegistry({
  reactIslands,
  enhancements,
}: {
  // Any props: the registry hands the browser's JSON to whichever island has the name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  reactIslands: readonly ReactIsland<any>[];
  enhancements: readonly Enhancement[];
}): IslandRegistry {
  const react = new Map(reactIslands.map((island) => [island.name, island.load]));
  const plain = new Map(enhancements.map((island) => [island.name, island.load]));
  return {
    reactIsland: (name) =>
      name === undefined
        ? undefined
        : (react.get(name) as (() => Promise<ComponentType<object>>) | undefined),
    enhancement: (name) => (name === undefined ? undefined : plain.get(name)),
  };
}
