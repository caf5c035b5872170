import {
  type EstimateWords,
  cheapestWay,
  estimateSentences,
  priceTag,
  readMinutes,
} from "./call-estimate";

/** A zone's figures as the server wrote them beside the form (call-estimate-view.server.ts). */
type Zones = Record<
  string,
  { minuteFils: number; packs: { id: string; minutes: number; priceFils: number; name: string }[] }
>;

/**
 * The estimate in the browser: answers as a visitor types or chooses, by the same rules the
 * server answers the form with (call-estimate.ts), in the live region under the form. Input it
 * cannot answer yet (no destination, minutes being typed) leaves the answer hidden, and
 * sending the form still asks the server, which names each problem. No framework.
 */
export function enhanceCallEstimate(root: HTMLElement): void {
  const form = root.querySelector("form");
  const minutes = form?.querySelector("input");
  const to = form?.querySelector("select");
  const answer = root.querySelector<HTMLElement>("[data-estimate-answer]");
  const sentences = root.querySelector<HTMLElement>("[data-estimate-sentences]");
  if (!form || !minutes || !to || !answer || !sentences) return;
  const zones = JSON.parse(root.dataset.zones ?? "{}") as Zones;
  const words = JSON.parse(root.dataset.words ?? "{}") as EstimateWords & { aed: string };
  const lang = document.documentElement.lang;
  const plural = new Intl.PluralRules(lang);
  const figure = new Intl.NumberFormat(lang, { numberingSystem: "latn" });
  const format = {
    money: priceTag(words.aed, lang),
    count: (value: number) => figure.format(value),
    plural: (value: number) => plural.select(value),
  };

  function answerNow(): void {
    const read = readMinutes(minutes?.value ?? "");
    const option = to?.selectedOptions[0];
    const zone = zones[option?.dataset.zone ?? ""];
    if (!option || !zone || "problem" in read || !answer || !sentences) return;
    const way = cheapestWay(read.minutes, zone.minuteFils, zone.packs);
    const lines = estimateSentences(
      way,
      {
        minutes: read.minutes,
        place: option.text,
        minuteFils: zone.minuteFils,
        packNames: way.packs.map((pack) => zone.packs.find((p) => p.id === pack.id)?.name ?? ""),
        zoneHasPacks: zone.packs.length > 0,
      },
      words,
      format,
    );
    sentences.replaceChildren(
      ...lines.map((line, index) => {
        const paragraph = document.createElement("p");
        paragraph.className = index === 0 ? "mt-2 text-lg font-semibold" : "mt-2";
        paragraph.textContent = line;
        return paragraph;
      }),
    );
    answer.hidden = false;
  }

  minutes.addEventListener("input", answerNow);
  to.addEventListener("change", answerNow);
  answerNow();
  root.dataset.hydrated = "";
}
