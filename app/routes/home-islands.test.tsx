// @vitest-environment jsdom
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../contact/contact-form";
import { contactFormIsland } from "../contact/contact-form-island";
import { wordsOf } from "../content/words.server";
import { hydrateIsland } from "../islands/hydrate";
import { Island } from "../islands/island";
import type { ReactIsland } from "../islands/registry";
import { SpeedCounter } from "../home/speed-counter";
import { speedCounterIsland } from "../home/speed-counter-island";

const words = wordsOf("en", "home").contact.form;
const page = {
  action: "/?index",
  endpoint: "/contact-message",
  sent: false,
  plan: "",
  prefill: "",
  complaint: false,
  reference: "",
  formHref: "/#contact",
  complaintsHref: "/complaints",
};
const counter = {
  label: "Average Download Speed",
  unit: "Mbps",
  target: 100,
  stepMs: 20,
  finalText: "100",
};

beforeEach(() => {
  // What jsdom lacks and the islands use once hydrated.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
  // jsdom lays nothing out, so it has nothing to scroll: the form's error focus scrolls.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/**
 * Renders an island as the server does, then hydrates it as the browser does: the props come
 * back from the JSON the server wrote, and every recoverable error React reports is collected.
 */
async function serverThenHydrate<Props extends object>(
  { name }: ReactIsland<Props>,
  component: ComponentType<Props>,
  props: Props,
  clientProps?: Props,
) {
  document.body.innerHTML = renderToString(
    <Island name={name} component={component} props={props} />,
  );
  const element = document.querySelector<HTMLElement>("[data-island]");
  if (!element) throw new Error("The island did not render its wrapper.");
  if (clientProps) element.dataset.props = JSON.stringify(clientProps);
  const errors: unknown[] = [];
  hydrateIsland(element, component as ComponentType<object>, {
    onRecoverableError: (error) => errors.push(error),
  });
  await vi.waitFor(() => expect(element.dataset.hydrated).toBe(""));
  return { element, errors };
}

describe("each island hydrates the server's HTML without a mismatch", () => {
  it("the speed counter", async () => {
    const { element, errors } = await serverThenHydrate(speedCounterIsland, SpeedCounter, counter);
    expect(errors).toEqual([]);
    expect(element.textContent).toContain("100");
  });

  for (const [state, props] of [
    ["empty", { words, page }],
    ["after a Choose Plan link", { words, page: { ...page, plan: "premium", prefill: "Hi" } }],
    [
      "on the page a stored message leads to",
      { words, page: { ...page, sent: true, reference: "7KCM-HX3R" } },
    ],
    ["marked as a complaint", { words, page: { ...page, complaint: true } }],
    [
      "with the server's errors",
      {
        words,
        page,
        result: {
          values: { name: "", email: "x", phone: "", message: "" },
          errors: { name: "Required", email: "Invalid" },
          formError: "Please check the highlighted fields.",
        },
      },
    ],
  ] as const) {
    it(`the contact form, ${state}`, async () => {
      const { element, errors } = await serverThenHydrate(contactFormIsland, ContactForm, props);
      expect(errors).toEqual([]);
      if (props.page.sent) {
        // A stored message: its confirmation stands in the form's place.
        expect(element.querySelector("form")).toBeNull();
        expect(element.querySelector("[role=status]")?.textContent).toContain("7KCM-HX3R");
        return;
      }
      // Hydrated: the island's own checks replace the browser's.
      expect(element.querySelector("form")?.noValidate).toBe(true);
    });
  }
});

it("keeps what a visitor typed before hydration, even over a prefilled message", async () => {
  const props = { words, page: { ...page, plan: "premium", prefill: "About the Premium plan" } };
  document.body.innerHTML = renderToString(
    <Island name={contactFormIsland.name} component={ContactForm} props={props} />,
  );
  const element = document.querySelector<HTMLElement>("[data-island]");
  const message = element?.querySelector("textarea");
  const name = element?.querySelector<HTMLInputElement>("input[name=name]");
  if (!element || !message || !name) throw new Error("The form did not render.");
  message.value = "Typed before the island woke";
  name.value = "Hessa";
  hydrateIsland(element, ContactForm as ComponentType<object>);
  await vi.waitFor(() => expect(element.dataset.hydrated).toBe(""));
  expect(message.value).toBe("Typed before the island woke");
  expect(name.value).toBe("Hessa");
});

it("a client that renders other props than the server's is caught", async () => {
  const { errors } = await serverThenHydrate(speedCounterIsland, SpeedCounter, counter, {
    ...counter,
    label: "Something else",
  });
  expect(errors).not.toEqual([]);
});
