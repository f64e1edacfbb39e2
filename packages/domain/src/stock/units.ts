const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** A number of units of stock (or of sites, items…), en-GB: '22,039'. Non-finite shows a dash. */
export function formatUnits(units: number): string {
  return Number.isFinite(units) ? count.format(units) : '—';
}
