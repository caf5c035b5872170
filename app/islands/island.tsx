import type { ComponentType } from "react";
interface IslandProps<Props extends object> {
  /**
   * The name its declaration gives it (`ReactIsland`, registered by the client entry), which
   * the browser looks its code up by.
   */
  name: string;
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
  name,
  component: Component,
  props,
}: IslandProps<Props>) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
