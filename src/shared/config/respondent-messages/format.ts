/** Languages written right to left: Arabic and Hebrew among those the product supports, Persian and Urdu ahead of time. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

export function isRightToLeft(language: string): boolean {
  return RIGHT_TO_LEFT.has(language.split('-')[0] ?? language);
}

/** A catalogue text with its `{name}` placeholders filled in; an unknown placeholder stays as written. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replaceAll(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * What the assistant says before the first answer: the greeting with the survey's title, then the first question. The
 * page shows them while nothing is stored; the server writes the same two lines when the first answer arrives.
 */
export function openingLines(greeting: string, title: string, firstQuestion: string): [greeting: string, firstQuestion: string] {
  return [fillMessage(greeting, { title }), firstQuestion];
}
