/**
 * Suggestions as one types in a site search field (`input[data-site-search]` in the island):
 * the first answers of `<form's action>/suggestions.json?q=` in a list under the field, the
 * combobox pattern of the WAI-ARIA Authoring Practices (arrows to move, Enter to follow,
 * Escape to close), the count said politely. The form stays as it was: sent, it asks the
 * server's page, which is all there is without this script. Its words come with the answers.
 */
interface Answer {
  kind: string;
  title: string;
  line: string;
  href: string;
}

/** How long typing must pause before the server is asked. */
const PAUSE_MS = 150;

export function enhanceSiteSearch(island: HTMLElement): void {
  const input =
    island instanceof HTMLInputElement
      ? island
      : island.querySelector<HTMLInputElement>("input[data-site-search]");
  const form = input?.form;
  if (!input || !form || input.dataset.suggests !== undefined) return;
  input.dataset.suggests = "";
  const endpoint = new URL(form.action);
  endpoint.pathname = `${endpoint.pathname.replace(/\/$/, "")}/suggestions.json`;

  const list = document.createElement("ul");
  const said = document.createElement("p");
  list.id = `${input.id}-suggestions`;
  list.setAttribute("role", "listbox");
  list.hidden = true;
  list.className =
    "absolute inset-x-0 top-full z-20 mt-1 max-h-96 overflow-y-auto rounded-lg border border-line bg-white py-1 text-start shadow-lg";
  said.setAttribute("role", "status");
  said.className = "sr-only";
  input.parentElement?.classList.add("relative");
  input.after(list, said);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-expanded", "false");

  let answers: Answer[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";

  const optionId = (index: number) => `${list.id}-${index}`;
  function choose(index: number): void {
    active = index;
    list.querySelectorAll("[role=option]").forEach((option, at) => {
      option.setAttribute("aria-selected", String(at === index));
      option.classList.toggle("bg-brand-50", at === index);
      if (at === index) option.scrollIntoView({ block: "nearest" });
    });
    if (index < 0) input?.removeAttribute("aria-activedescendant");
    else input?.setAttribute("aria-activedescendant", optionId(index));
  }
  function close(): void {
    list.hidden = true;
    input?.setAttribute("aria-expanded", "false");
    choose(-1);
  }
  function show(body: { label: string; status: string; suggestions: Answer[] }): void {
    answers = body.suggestions;
    list.setAttribute("aria-label", body.label);
    list.replaceChildren(
      ...answers.map((answer, index) => {
        const option = document.createElement("li");
        const title = document.createElement("span");
        const line = document.createElement("span");
        option.id = optionId(index);
        option.setAttribute("role", "option");
        option.className = "cursor-pointer px-3 py-2 hover:bg-brand-50";
        title.className = "block font-semibold text-brand-900";
        line.className = "block text-sm text-ink-muted";
        title.textContent = `${answer.title} · ${answer.kind}`;
        line.textContent = answer.line;
        option.append(title, line);
        // Before the field's blur closes the list.
        option.addEventListener("mousedown", (event) => {
          event.preventDefault();
          location.assign(answer.href);
        });
        return option;
      }),
    );
    said.textContent = body.status;
    list.hidden = answers.length === 0;
    input?.setAttribute("aria-expanded", String(answers.length > 0));
    choose(-1);
  }
  async function ask(): Promise<void> {
    const query = input?.value.trim() ?? "";
    if (query === asked) return;
    asked = query;
    if (query === "") return close();
    const url = new URL(endpoint);
    url.searchParams.set(input?.name ?? "q", query);
    try {
      const response = await fetch(url, { headers: { Accept: "application/json" } });
      if (!response.ok || asked !== query) return;
      show(await response.json());
    } catch {
      // Offline or refused: the form still asks the server's page.
    }
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), PAUSE_MS);
  });
  input.addEventListener("keydown", (event) => {
    const open = !list.hidden && answers.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) return;
      event.preventDefault();
      const last = answers.length - 1;
      if (event.key === "ArrowDown") choose(active >= last ? 0 : active + 1);
      else choose(active <= 0 ? last : active - 1);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      location.assign(answers[active]?.href ?? form.action);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener("blur", close);
  input.addEventListener("focus", () => {
    if (answers.length > 0 && input.value.trim() === asked) {
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }
  });
  if (input.value.trim() !== "" && document.activeElement === input) void ask();
  island.dataset.hydrated = "";
}
