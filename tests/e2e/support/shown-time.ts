/** '08:30' as a visitor reads it: '8:30 AM' (written out here, not taken from the app). */
export function shownTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return `${String(h % 12 || 12)}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
