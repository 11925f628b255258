/** Minutes as the spec shows times on the dashboard: 'HH h mm m' (e.g. 01 h 05 m). */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))} h ${pad(total % 60)} m`;
}
