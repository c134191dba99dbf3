// A page's last-updated time as its language writes dates, to the minute: "2024年5月6日 07:08",
// "May 6, 2024, 7:08 AM" (never a US date with seconds on a Chinese page).

/** `timeZone` undefined: the reader's own zone (after hydration); the server renders UTC. */
export function formatDate(ms: number, lang: string, timeZone?: string): string {
  try {
    return new Date(ms).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    // A language tag the runtime does not know.
    return new Date(ms).toISOString();
  }
}
