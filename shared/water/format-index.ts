/** Writes an index as the engine rounded it, to 2 decimals, with a true minus sign ("−0.52", "6.10"). */
export function formatIndexValue(value: number): string {
  const text = Math.abs(value).toFixed(2);
  return value < 0 && text !== '0.00' ? `−${text}` : text;
}
