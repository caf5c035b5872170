import { type ComponentType, type ReactNode, useEffect } from "react";
import { type HydrationOptions, hydrateRoot } from "react-dom/client";

/** Calls back once React has committed the island: until then its HTML is the server's. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Hydrates one island on its own root, with the props the server rendered it with. */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<object>,
  options: Pick<HydrationOptions, "onRecoverableError"> = {},
): void {
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  // What a visitor typed before the island hydrated. React resets a textarea whose text is
  // still the server's default to that text, so a prefilled message would lose what was typed.
  const typed = [
    ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea"),
  ]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
  const markHydrated = () => {
    for (const [field, value] of typed) if (field.value !== value) field.value = value;
    element.setAttribute("data-hydrated", "");
  };
  hydrateRoot(
    element,
    <Committed onCommit={markHydrated}>
      <Component {...props} />
    </Committed>,
    options,
  );
}
