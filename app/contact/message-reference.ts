/**
 * The characters of a message's reference: figures and capital letters, leaving out every one
 * that reads or is heard like another (0 O Q D, 1 I L, 2 Z, 5 S, 8 B, 6 G, U V, N beside M), so
 * a reference read out over the phone or copied from a screen comes back as it was given.
 */
export const REFERENCE_ALPHABET = "3479ACEFHJKMPRTWXY";
/** Two groups of four: 18⁸, about 11 billion references, read as two short words. */
const GROUP = 4;
const GROUPS = 2;
const SEPARATOR = "-";

const character = `[${REFERENCE_ALPHABET}]`;
/** A reference as a person may type it: any case, with a hyphen, a space or nothing between. */
const TYPED = new RegExp(`^(${character}{${GROUP}})[- ]?(${character}{${GROUP}})$`);

/** Random bytes at or above this would favour the first characters of the alphabet. */
const FAIR_BYTES = 256 - (256 % REFERENCE_ALPHABET.length);

/**
 * A new reference, each character drawn from the platform's cryptographic source (Web Crypto,
 * in Node as in a browser), every character equally likely.
 */
export function newReference(): string {
  const characters: string[] = [];
  while (characters.length < GROUP * GROUPS) {
    for (const byte of crypto.getRandomValues(new Uint8Array(GROUP * GROUPS * 2))) {
      if (byte < FAIR_BYTES && characters.length < GROUP * GROUPS) {
        characters.push(REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length] ?? "");
      }
    }
  }
  const groups = Array.from({ length: GROUPS }, (_, index) =>
    characters.slice(index * GROUP, (index + 1) * GROUP).join(""),
  );
  return groups.join(SEPARATOR);
}

/**
 * The reference `input` is, as the site writes it (`7KCM-HX3R`), or undefined when it is not
 * one: a character outside the alphabet, a wrong length or anything around it. Letter case and
 * the separator are forgiven, as a person typing what was read to them may vary them.
 */
export function referenceOf(input: string): string | undefined {
  const match = TYPED.exec(input.trim().toUpperCase());
  return match ? `${match[1]}${SEPARATOR}${match[2]}` : undefined;
}
