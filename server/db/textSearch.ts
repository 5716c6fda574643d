// A keyword search's LIKE pattern: the text anywhere in the value, its own % _ and \ taken
// literally (a search for "50%" finds "50%", not every value starting with "50").
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
