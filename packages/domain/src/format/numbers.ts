// Numbers as en-GB writes them, without Intl. The first Intl object a page makes loads ICU's
// locale data: about 30 ms of main-thread work on a 2-core host, 200 ms and more on the phone
// Lighthouse simulates, in the middle of the Dashboard's first render (docs/DECISIONS.md
// "The Dashboard's first render"). A property test holds these to Intl.NumberFormat('en-GB')'s
// output.

/** The shortest decimal form of a finite, non-negative number, as integer and fraction digits. */
function decimalDigits(abs: number): [string, string] {
  const text = String(abs);
  const e = text.indexOf('e');
  if (e < 0) {
    const [whole = '0', fraction = ''] = text.split('.');
    return [whole, fraction];
  }
  const [lead = '0', rest = ''] = text.slice(0, e).split('.');
  const digits = lead + rest;
  const point = lead.length + Number(text.slice(e + 1));
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Rounds the digits to `places` decimals, half away from zero, as Intl does ('halfExpand'). */
function rounded([whole, fraction]: [string, string], places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  let kept = whole + fraction.slice(0, places);
  if ((fraction[places] ?? '0') >= '5') {
    const digits = [...kept];
    let at = digits.length - 1;
    while (at >= 0 && digits[at] === '9') digits[at--] = '0';
    if (at >= 0) digits[at] = String(Number(digits[at]) + 1);
    kept = (at < 0 ? '1' : '') + digits.join('');
  }
  return [kept.slice(0, kept.length - places), kept.slice(kept.length - places)];
}

/**
 * A finite number in en-GB: thousands grouped by commas, at most `maxFractionDigits` decimals
 * (no trailing zeros), a minus for a negative one (also when it rounds to 0), as
 * `Intl.NumberFormat('en-GB', { maximumFractionDigits })` writes it. Non-finite shows a dash.
 */
export function formatNumberEnGb(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return '—';
  const [whole, fraction] = rounded(decimalDigits(Math.abs(value)), maxFractionDigits);
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${trimmed ? `.${trimmed}` : ''}`;
}
