/** A positive whole id from the address (`?site=7`), or null. */
export function idParam(value: string | null | undefined): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
