import type { SITE_TYPES } from '@scaffold/domain';

// Word lists for realistic UK scaffolding sample data. Company and site names are invented;
// phone numbers use Ofcom's ranges reserved for drama, and emails the reserved .test domain.

export interface UkCity {
  city: string;
  /** shown where the API says `state` */
  county: string;
  postcodeArea: string;
  /** Ofcom drama range: the prefix before the last three digits */
  phonePrefix: string;
  localities: readonly string[];
}

export const UK_CITIES: readonly UkCity[] = [
  {
    city: 'Manchester',
    county: 'Greater Manchester',
    postcodeArea: 'M',
    phonePrefix: '0161 496 0',
    localities: ['Ancoats', 'Castlefield', 'Salford Quays', 'Chorlton'],
  },
  {
    city: 'Leeds',
    county: 'West Yorkshire',
    postcodeArea: 'LS',
    phonePrefix: '0113 496 0',
    localities: ['Holbeck', 'Headingley', 'Kirkstall', 'Hunslet'],
  },
  {
    city: 'Birmingham',
    county: 'West Midlands',
    postcodeArea: 'B',
    phonePrefix: '0121 496 0',
    localities: ['Digbeth', 'Jewellery Quarter', 'Edgbaston', 'Aston'],
  },
  {
    city: 'Bristol',
    county: 'City of Bristol',
    postcodeArea: 'BS',
    phonePrefix: '0117 496 0',
    localities: ['Harbourside', 'Temple Quarter', 'Clifton', 'Southville'],
  },
  {
    city: 'Sheffield',
    county: 'South Yorkshire',
    postcodeArea: 'S',
    phonePrefix: '0114 496 0',
    localities: ['Kelham Island', 'Attercliffe', 'Hillsborough', 'Heeley'],
  },
  {
    city: 'Liverpool',
    county: 'Merseyside',
    postcodeArea: 'L',
    phonePrefix: '0151 496 0',
    localities: ['Baltic Triangle', 'Bootle', 'Wavertree', 'Toxteth'],
  },
  {
    city: 'Newcastle upon Tyne',
    county: 'Tyne and Wear',
    postcodeArea: 'NE',
    phonePrefix: '0191 498 0',
    localities: ['Ouseburn', 'Gosforth', 'Byker', 'Quayside'],
  },
  {
    city: 'Nottingham',
    county: 'Nottinghamshire',
    postcodeArea: 'NG',
    phonePrefix: '0115 496 0',
    localities: ['Lace Market', 'Sneinton', 'Beeston', 'Radford'],
  },
  {
    city: 'Leicester',
    county: 'Leicestershire',
    postcodeArea: 'LE',
    phonePrefix: '0116 496 0',
    localities: ['Belgrave', 'Aylestone', 'Braunstone', 'Humberstone'],
  },
  {
    city: 'Reading',
    county: 'Berkshire',
    postcodeArea: 'RG',
    phonePrefix: '0118 496 0',
    localities: ['Caversham', 'Earley', 'Tilehurst', 'Green Park'],
  },
  {
    city: 'Cardiff',
    county: 'South Glamorgan',
    postcodeArea: 'CF',
    phonePrefix: '029 2018 0',
    localities: ['Roath', 'Butetown', 'Canton', 'Llandaff'],
  },
  {
    city: 'Glasgow',
    county: 'Lanarkshire',
    postcodeArea: 'G',
    phonePrefix: '0141 496 0',
    localities: ['Finnieston', 'Govan', 'Partick', 'Merchant City'],
  },
  {
    city: 'Edinburgh',
    county: 'Midlothian',
    postcodeArea: 'EH',
    phonePrefix: '0131 496 0',
    localities: ['Leith', 'Morningside', 'Fountainbridge', 'Portobello'],
  },
  {
    city: 'London',
    county: 'Greater London',
    postcodeArea: 'SE',
    phonePrefix: '020 7946 0',
    localities: ['Deptford', 'Bermondsey', 'Greenwich', 'Peckham'],
  },
  {
    city: 'London',
    county: 'Greater London',
    postcodeArea: 'E',
    phonePrefix: '020 7946 0',
    localities: ['Stratford', 'Hackney Wick', 'Canning Town', 'Bow'],
  },
  {
    city: 'Southampton',
    county: 'Hampshire',
    postcodeArea: 'SO',
    phonePrefix: '023 8049 6',
    localities: ['Ocean Village', 'Shirley', 'Portswood', 'Woolston'],
  },
];

export const STREETS = [
  'High Street',
  'Station Road',
  'Church Lane',
  'Victoria Road',
  'Mill Lane',
  'Park Road',
  'Queen Street',
  'London Road',
  'Kings Road',
  'Albert Street',
  'Canal Side',
  'Market Place',
  'Wharf Road',
  'Bridge Street',
  'Castle Street',
  'Chapel Street',
  'Granby Row',
  'Foundry Lane',
] as const;

export const COMPANY_PREFIXES = [
  'Ashford',
  'Brackley',
  'Calder',
  'Dunmore',
  'Eastleigh',
  'Fenwick',
  'Glenmore',
  'Harrowby',
  'Ingleby',
  'Kingsway',
  'Langley',
  'Marston',
  'Northgate',
  'Oakridge',
  'Pennant',
  'Queensbury',
  'Redcliffe',
  'Stanmore',
  'Thornbury',
  'Upton',
  'Westbury',
  'Yardley',
] as const;

export const COMPANY_SUFFIXES = [
  'Construction Ltd',
  'Developments Ltd',
  'Builders Ltd',
  'Homes Ltd',
  'Civil Engineering Ltd',
  'Property Group',
  'Contractors Ltd',
  'Estates Ltd',
] as const;

type SiteType = (typeof SITE_TYPES)[number];

export const DEVELOPMENTS: readonly { name: string; type: SiteType }[] = [
  { name: 'Riverside Apartments', type: 'Residential' },
  { name: 'Housing Estate Phase 2', type: 'Residential' },
  { name: 'Student Accommodation', type: 'Residential' },
  { name: 'Care Home Extension', type: 'Residential' },
  { name: 'Tower Block Recladding', type: 'Residential' },
  { name: 'Business Park', type: 'Commercial' },
  { name: 'Office Refurbishment', type: 'Commercial' },
  { name: 'Retail Park', type: 'Commercial' },
  { name: 'Shopping Centre Facade', type: 'Commercial' },
  { name: 'Hotel Conversion', type: 'Commercial' },
  { name: 'Distribution Centre', type: 'Industrial' },
  { name: 'Warehouse Roof Repairs', type: 'Industrial' },
  { name: 'Factory Chimney Works', type: 'Industrial' },
  { name: 'Railway Station Canopy', type: 'Infrastructure' },
  { name: 'Bridge Repairs', type: 'Infrastructure' },
  { name: 'Viaduct Maintenance', type: 'Infrastructure' },
  { name: 'Primary School Extension', type: 'Institutional' },
  { name: 'Hospital Wing', type: 'Institutional' },
  { name: 'Library Restoration', type: 'Institutional' },
  { name: 'Church Tower Restoration', type: 'Institutional' },
];

export const FIRST_NAMES = [
  'James',
  'Oliver',
  'Harry',
  'Jack',
  'George',
  'Thomas',
  'William',
  'Daniel',
  'Ryan',
  'Liam',
  'Connor',
  'Callum',
  'Rhys',
  'Mohammed',
  'Emily',
  'Sophie',
  'Olivia',
  'Amelia',
  'Jessica',
  'Chloe',
  'Grace',
  'Hannah',
  'Megan',
  'Aisha',
  'Priya',
  'Siobhan',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Taylor',
  'Brown',
  'Davies',
  'Evans',
  'Wilson',
  'Thomas',
  'Roberts',
  'Robinson',
  'Thompson',
  'Wright',
  'Walker',
  'Edwards',
  'Hughes',
  'Green',
  'Hall',
  'Wood',
  'Clarke',
  'Patel',
  'Khan',
  'Murphy',
  "O'Brien",
  'Campbell',
  'Stewart',
] as const;

export const SUBLOCATION_NAMES = [
  'North Elevation',
  'South Elevation',
  'East Elevation',
  'West Elevation',
  'Block A',
  'Block B',
  'Lift Shaft',
  'Stair Core',
  'Roof Level',
  'Internal Atrium',
  'Chimney Stack',
  'Loading Bay',
] as const;

export const SUBAREA_NAMES = [
  'Lift 1',
  'Lift 2',
  'Lift 3',
  'Bay 1',
  'Bay 2',
  'Bay 3',
  'Ground Level',
  'Level 1',
  'Level 2',
  'Birdcage',
  'Loading Platform',
  'Hoist Tower',
] as const;

/** Scaffold types offered by the New Inspection form (componentSystems). */
export const COMPONENT_SYSTEM_NAMES = [
  'Cuplock',
  'Tube and Fitting',
  'Kwikstage',
  'Ringlock',
  'Layher Allround',
  'HAKI Universal',
] as const;

export const LOAD_RATINGS = [
  'Light duty (1.5 kN/m²)',
  'General purpose (2.0 kN/m²)',
  'Heavy duty (2.5 kN/m²)',
  'Masonry (3.0 kN/m²)',
] as const;

export const TIE_PATTERNS = [
  'Staggered, every 4 m vertically and 4 m horizontally',
  'Box ties at every other lift',
  'Ring ties through window openings, every lift',
  'Through ties at 4 m centres',
  'Anchor ties (tested) at 4 m by 4 m',
] as const;

export const INSPECTION_NOTES = {
  passed: [
    'Scaffold in good order; no defects found.',
    'Weekly inspection completed. Loading bay gate closed and secured.',
    'All lifts checked and boarded out. Ties and bracing satisfactory.',
    'Inspected after adaptation to lift 3. Handed back for use.',
    'High winds forecast: ties checked and sheeting secured.',
  ],
  failed: [
    'Handrail missing at lift 2 on the east side; area closed off until replaced.',
    'Two base plates without sole boards on soft ground; scaffold tagged unsafe.',
    'Boards displaced on the working platform after high winds; not to be used until re-boarded.',
    'Tie removed by another trade at level 3; scaffold closed pending re-tie.',
  ],
  attention: [
    'Minor toe board gaps at bay 2; refitted, recheck next visit.',
    'Signage faded at the access point; replacement ordered.',
    'Ladder footing needs re-securing; temporary lashing in place.',
  ],
} as const;

export const ITEM_FAIL_NOTES = [
  'Missing on the east return',
  'Loose after high winds',
  'Damaged, replacement ordered',
  'Removed by another trade',
  'Not to specification',
] as const;
