// The hire statement of a client for a period: every site of the client, every line on hire in
// the period with its days, weeks, rate and amount, the shortages and damage its collections
// found, and the totals. Built from the notes and off-hires alone, so the mock, the server and a
// client compute the same figures.
import type {
  CollectionNote,
  DeliveryNote,
  HireStatement,
  OffHire,
  StatementCharge,
  StatementHireLine,
  StatementPeriod,
  StatementSite,
} from '../schemas';
import { addDays, type CalendarDate, londonDate } from './calendar';
import { contractCharge, kitCharge } from './charge';
import type { HirePause } from './days';
import { hireLedger } from './ledger';
import { HIRE_TERMS, type HireTerms, toPence, weeklyRatePence } from './terms';
import { hireWeeks } from './weeks';

/** What a statement reads of a catalogue item (a site's stock's `financial_metrics`, in pounds). */
export interface HireCatalogueItem {
  readonly name: string;
  readonly daily_rate: number;
  readonly replacement_cost: number;
  readonly maintenance_cost: number;
}

/** A scaffold let on a contract from its handover. */
export interface ScaffoldContract {
  readonly scaffold_id: number;
  readonly site_id: number;
  readonly description: string;
  readonly handed_over_on: CalendarDate;
  readonly price_pence: number;
  readonly included_weeks: number;
  readonly overrun_weekly_rate_pence: number;
}

export interface StatementSource {
  readonly client: { readonly id: number; readonly name: string };
  /** The client's sites. */
  readonly sites: readonly { readonly id: number; readonly name: string }[];
  /** The catalogue, by item id. */
  readonly items: ReadonlyMap<number, HireCatalogueItem>;
  /** The customer's notes and off-hires: kit moved between sites needs both ends. */
  readonly deliveries: readonly DeliveryNote[];
  readonly collections: readonly CollectionNote[];
  readonly offHires: readonly OffHire[];
  readonly contracts?: readonly ScaffoldContract[];
  /** Pauses agreed for a site: all hire on it stops for them. */
  readonly pauses?: readonly (HirePause & { readonly site_id: number })[];
  readonly terms?: HireTerms;
}

const itemOf = (source: StatementSource, id: number): HireCatalogueItem =>
  source.items.get(id) ?? {
    name: `Item ${id}`,
    daily_rate: 0,
    replacement_cost: 0,
    maintenance_cost: 0,
  };

const sum = (values: readonly { amount_pence: number }[]) =>
  values.reduce((total, value) => total + value.amount_pence, 0);

const byName = (a: { name: string; start: string }, b: { name: string; start: string }) =>
  a.name.localeCompare(b.name, 'en-GB') || a.start.localeCompare(b.start);

/** The statement of `source.client` for a period (its first and last days both charged). */
export function hireStatement(
  source: StatementSource,
  period: StatementPeriod,
  generatedAt: Date,
): HireStatement {
  const window = { from: period.from, to: addDays(period.to, 1) };
  const terms = source.terms ?? HIRE_TERMS;
  const ledger = hireLedger(source.deliveries, source.collections, source.offHires);
  const pausesOf = (siteId: number) => (source.pauses ?? []).filter((p) => p.site_id === siteId);

  const sites = [...source.sites]
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id - b.id)
    .map((site): StatementSite => {
      const pauses = pausesOf(site.id);
      const kit = ledger.segments
        .filter((segment) => segment.site_id === site.id)
        .flatMap((segment) => {
          const item = itemOf(source, segment.item_id);
          const weekly = weeklyRatePence(item.daily_rate);
          const hire = {
            start: segment.start,
            end: segment.end?.date ?? null,
            quantity: segment.quantity,
            weeklyRatePence: weekly,
            pauses,
          };
          const charge = kitCharge(hire, window, terms);
          if (charge.days === 0 && charge.minimumDays === 0) return [];
          const split = hireWeeks(charge.days + charge.minimumDays);
          return [
            {
              name: item.name,
              start: segment.start,
              line: {
                kind: 'kit',
                item_id: segment.item_id,
                item_name: item.name,
                quantity: segment.quantity,
                delivery_note_id: segment.delivery_note_id,
                start: segment.start,
                ended_by: segment.end,
                days: charge.days,
                minimum_days: charge.minimumDays,
                weeks: split.weeks,
                part_days: split.days,
                weekly_rate_pence: weekly,
                amount_pence: charge.amountPence,
              } satisfies StatementHireLine,
            },
          ];
        });
      const contracts = (source.contracts ?? [])
        .filter((contract) => contract.site_id === site.id)
        .flatMap((contract) => {
          const ended = ledger.scaffoldOffHires.get(contract.scaffold_id) ?? null;
          const charge = contractCharge(
            {
              start: contract.handed_over_on,
              end: ended?.date ?? null,
              pricePence: contract.price_pence,
              includedWeeks: contract.included_weeks,
              overrunWeeklyRatePence: contract.overrun_weekly_rate_pence,
              pauses,
            },
            window,
          );
          if (charge.days === 0 && charge.pricePence === 0) return [];
          const split = hireWeeks(charge.days);
          return [
            {
              name: contract.description,
              start: contract.handed_over_on,
              line: {
                kind: 'contract',
                scaffold_id: contract.scaffold_id,
                description: contract.description,
                start: contract.handed_over_on,
                ended_by: ended,
                days: charge.days,
                overrun_days: charge.overrunDays,
                weeks: split.weeks,
                part_days: split.days,
                price_pence: charge.pricePence,
                overrun_weekly_rate_pence: contract.overrun_weekly_rate_pence,
                amount_pence: charge.amountPence,
              } satisfies StatementHireLine,
            },
          ];
        });
      const lines = [...contracts.sort(byName), ...kit.sort(byName)].map((entry) => entry.line);
      const charges = source.collections
        .filter((note) => note.corrected_by === null && note.from_site_id === site.id)
        .flatMap((note) => {
          const date = londonDate(note.collected_at);
          if (date < window.from || date >= window.to) return [];
          return note.lines.flatMap((line) => {
            const item = itemOf(source, line.item_id);
            const found: StatementCharge[] = [];
            const add = (kind: 'shortage' | 'damage', quantity: number, unit: number) => {
              if (quantity > 0) {
                found.push({
                  kind,
                  item_id: line.item_id,
                  item_name: item.name,
                  quantity,
                  collection_note_id: note.id,
                  date,
                  unit_pence: unit,
                  amount_pence: quantity * unit,
                });
              }
            };
            add('shortage', line.short, toPence(item.replacement_cost));
            add('damage', line.damaged, toPence(item.maintenance_cost));
            return found;
          });
        })
        .sort(
          (a, b) => a.date.localeCompare(b.date) || a.item_name.localeCompare(b.item_name, 'en-GB'),
        );
      const hirePence = sum(lines);
      const chargesPence = sum(charges);
      return {
        site_id: site.id,
        site_name: site.name,
        lines,
        charges,
        hire_pence: hirePence,
        charges_pence: chargesPence,
        total_pence: hirePence + chargesPence,
      };
    });

  const charges = sites.flatMap((site) => site.charges);
  return {
    client: { id: source.client.id, name: source.client.name },
    period: { from: period.from, to: period.to },
    generated_at: generatedAt.toISOString(),
    sites,
    totals: {
      hire_pence: sites.reduce((total, site) => total + site.hire_pence, 0),
      shortages_pence: sum(charges.filter((charge) => charge.kind === 'shortage')),
      damage_pence: sum(charges.filter((charge) => charge.kind === 'damage')),
      total_pence: sites.reduce((total, site) => total + site.total_pence, 0),
    },
  };
}
