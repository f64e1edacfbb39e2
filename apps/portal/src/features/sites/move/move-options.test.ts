import type { MoveDestinationSite } from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import {
  destinationLabel,
  destinationsExcludingSource,
  distinctSiteNames,
  moveSelectOptions,
  withChosenSite,
} from './move-options';

const DESTINATIONS: MoveDestinationSite[] = [
  {
    id: 1,
    name: 'Quay Street',
    sublocations: [
      { id: 10, name: 'North Elevation', subareas: [{ id: 100, name: 'Lift 1' }] },
      {
        id: 11,
        name: 'Roof',
        subareas: [
          { id: 110, name: 'Bay 1' },
          { id: 111, name: 'Bay 2' },
        ],
      },
    ],
  },
  {
    id: 2,
    name: 'Mill Lane',
    sublocations: [{ id: 20, name: 'Core', subareas: [{ id: 200, name: 'Level 2' }] }],
  },
];

describe('destinationsExcludingSource', () => {
  it('leaves out the subarea the stock is in, and a sublocation left empty', () => {
    const options = destinationsExcludingSource(DESTINATIONS, 1, 100);
    expect(options[0]?.sublocations.map((s) => s.id)).toEqual([11]);
    expect(options[1]).toBe(DESTINATIONS[1]);
    expect(destinationsExcludingSource(DESTINATIONS, 2, 200).map((s) => s.id)).toEqual([1]);
  });

  it('offers everything for unallocated stock', () => {
    expect(destinationsExcludingSource(DESTINATIONS, 1, null)).toEqual(DESTINATIONS);
  });
});

describe('moveSelectOptions', () => {
  it('narrows sublocations to the chosen site and subareas to the chosen sublocation', () => {
    expect(moveSelectOptions(DESTINATIONS, '', '')).toEqual({
      sites: [
        { value: '1', label: 'Quay Street' },
        { value: '2', label: 'Mill Lane' },
      ],
      sublocations: [],
      subareas: [],
    });
    const chosen = moveSelectOptions(DESTINATIONS, '1', '11');
    expect(chosen.sublocations.map((o) => o.label)).toEqual(['North Elevation', 'Roof']);
    expect(chosen.subareas.map((o) => o.label)).toEqual(['Bay 1', 'Bay 2']);
    expect(moveSelectOptions(DESTINATIONS, '2', '11').subareas).toEqual([]);
  });
});

describe('destinationLabel', () => {
  it('names the chosen place', () => {
    expect(
      destinationLabel(DESTINATIONS, { site_id: 1, sublocation_id: 11, subarea_id: 111 }),
    ).toEqual({
      site: 'Quay Street',
      place: 'Roof › Bay 2',
    });
  });
});

describe('distinctSiteNames', () => {
  const twins: MoveDestinationSite[] = [
    { id: 1, name: 'Digbeth Depot', sublocations: [] },
    { id: 2, name: 'Digbeth Depot', sublocations: [] },
    { id: 3, name: 'Mill Lane', sublocations: [] },
    { id: 4, name: 'Quay', sublocations: [] },
    { id: 5, name: 'Quay', sublocations: [] },
  ];
  const cities: Record<number, string> = { 1: 'Birmingham', 2: 'Coventry', 4: 'Leeds', 5: 'Leeds' };

  it('adds the city to repeated names, or the id when the city repeats too', () => {
    const names = distinctSiteNames(twins, (id) => cities[id]).map((site) => site.name);
    expect(names).toEqual([
      'Digbeth Depot (Birmingham)',
      'Digbeth Depot (Coventry)',
      'Mill Lane',
      'Quay (#4)',
      'Quay (#5)',
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('withChosenSite', () => {
  const [first, second] = DESTINATIONS;
  it('keeps the chosen site first when the list read no longer has it', () => {
    if (!first || !second) throw new Error('fixture');
    expect(withChosenSite([second], first).map((site) => site.id)).toEqual([first.id, second.id]);
  });
  it('leaves the list as read when it has the chosen site, or nothing is chosen', () => {
    if (!first || !second) throw new Error('fixture');
    expect(withChosenSite([first, second], second)).toEqual([first, second]);
    expect(withChosenSite([second], null)).toEqual([second]);
  });
});
