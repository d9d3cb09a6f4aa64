// How a long text names its item in a button label or a question: its first 60 characters.
const MAX = 60;

export function shortName(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MAX ? `${line.slice(0, MAX - 1).trimEnd()}…` : line;
}
