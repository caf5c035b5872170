import type { ComponentType } from "react";
import type { ReactIsland } from "./registry";

interface IslandProps<Props extends object> {
  /** The island's declaration, whose name the browser's registry knows it by. */
  island: ReactIsland<Props>;
  component: ComponentType<Props>;
  props: Props;
}

/**
 * A part of a page that React hydrates on a root of its own (docs/decisions/029-react-islands.md):
 * the server renders it into the page like everything else, and writes its props once, as JSON,
 * for the browser to hydrate it with the same input. The wrapper takes no box (`display:
 * contents`), so it changes no layout.
 */
export function Island<Props extends object>({
  island,
  component: Component,
  props,
}: IslandProps<Props>) {
  return (
    <div data-island={island.name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
