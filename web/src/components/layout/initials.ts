/** The avatar text: initials of the first and last word of the username ("Alice Martin" -> "AM", "Bob" -> "B"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = firstLetter(words[0]);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]) : '';
  return (first + last).toLocaleUpperCase();
}

function firstLetter(word: string): string {
  return Array.from(word)[0] ?? '';
}
