import { formatNumberEnGb } from '../format/numbers';

/** A number of units of stock (or of sites, items…), en-GB: '22,039'. Non-finite shows a dash. */
export function formatUnits(units: number): string {
  return formatNumberEnGb(units);
}
