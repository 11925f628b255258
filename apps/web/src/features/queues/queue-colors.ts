/**
 * The colour picker's 50 presets (spec 2 §9): sixteen hues in a light, a middle and a dark
 * shade, then brown and blue grey. Capitals, as the server stores colours.
 */
export const QUEUE_PALETTE = [
  ...['#E57373', '#F44336', '#C62828'],
  ...['#F06292', '#E91E63', '#AD1457'],
  ...['#BA68C8', '#9C27B0', '#6A1B9A'],
  ...['#9575CD', '#673AB7', '#4527A0'],
  ...['#7986CB', '#3F51B5', '#283593'],
  ...['#64B5F6', '#2196F3', '#1565C0'],
  ...['#4FC3F7', '#03A9F4', '#0277BD'],
  ...['#4DD0E1', '#00BCD4', '#00838F'],
  ...['#4DB6AC', '#009688', '#00695C'],
  ...['#81C784', '#4CAF50', '#2E7D32'],
  ...['#AED581', '#8BC34A', '#558B2F'],
  ...['#DCE775', '#CDDC39', '#9E9D24'],
  ...['#FFF176', '#FFEB3B', '#F9A825'],
  ...['#FFD54F', '#FFC107', '#FF8F00'],
  ...['#FFB74D', '#FF9800', '#EF6C00'],
  ...['#FF8A65', '#FF5722', '#D84315'],
  '#795548',
  '#607D8B',
];

/** A new queue starts with the first preset no queue of the company uses yet. */
export function unusedQueueColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toUpperCase()));
  return QUEUE_PALETTE.find((c) => !taken.has(c)) ?? QUEUE_PALETTE[0];
}
