// The fuzzing's check for another customer's rows finds them, and only them.
import { describe, expect, it } from 'vitest';
import { MOCK_CUSTOMERS } from '../constants';
import { foreignRowsIn, foreignSite, ownSite, seededState } from './fixtures';

describe('foreignRowsIn', () => {
  const demo = MOCK_CUSTOMERS.demo.id;
  const other = MOCK_CUSTOMERS.other.id;

  it("finds the other customer's site, by its id or its name, at any depth", () => {
    const site = foreignSite();
    expect(foreignRowsIn({ sites: [{ id: site.id }] }, demo)).toEqual([
      `$.sites[0].id = ${site.id}`,
    ]);
    expect(foreignRowsIn({ page: { rows: [{ name: site.name }] } }, demo)).toHaveLength(1);
    expect(foreignRowsIn({ site_id: ownSite().id, customer_id: other }, demo)).toEqual([
      `$.customer_id = ${other}`,
    ]);
  });

  it("passes the caller's own rows and what every customer shares", () => {
    const site = ownSite();
    expect(foreignRowsIn({ id: site.id, name: site.name, customer_id: demo }, demo)).toEqual([]);
    expect(foreignRowsIn({ component_systems: seededState().componentSystems }, other)).toEqual([]);
    expect(foreignRowsIn({ sites: [{ id: foreignSite().id }] }, other)).toEqual([]);
  });

  it("finds the demo customer's rows in an answer to the other customer", () => {
    const site = ownSite();
    expect(foreignRowsIn([{ site: { name: site.name } }], other)).toEqual([
      `$[0].site.name = ${JSON.stringify(site.name)}`,
    ]);
  });
});
