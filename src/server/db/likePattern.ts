/** `LIKE` reads `%`, `_` and its escape character as patterns: a search for `50%` means the characters. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
