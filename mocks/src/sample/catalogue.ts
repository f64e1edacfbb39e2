import type { SampleInventoryItem } from '@scaffold/domain';

/** One catalogue entry of the sample data: what a scaffolding firm hires out. */
export interface CatalogueEntry {
  id: number;
  name: string;
  sku: string;
  category: SampleInventoryItem['category'];
  subCategory: string;
  /** kg per unit */
  weightKg: number;
  heightM?: number;
  lengthM?: number;
  /** GBP per unit per day */
  dailyRate: number;
  /** GBP per unit */
  replacementCost: number;
  /** GBP per unit per year */
  maintenanceCost: number;
  /** fraction of value lost per year */
  depreciationRate: number;
  /** units a typical active site holds: [min, max] */
  siteQuantity: readonly [number, number];
}

/** The five sample inventory items (PRODUCT.md "Other limits"), with typical UK weights and hire rates. */
export const SAMPLE_CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: 1,
    name: 'Cuplock Standard 3.0m',
    sku: 'CUP-STD-300',
    category: 'cuplock',
    subCategory: 'Standards',
    weightKg: 17.3,
    heightM: 3,
    dailyRate: 0.45,
    replacementCost: 52,
    maintenanceCost: 2.5,
    depreciationRate: 0.1,
    siteQuantity: [40, 240],
  },
  {
    id: 2,
    name: 'Scaffold Tube 6.4m',
    sku: 'TUB-640',
    category: 'tube',
    subCategory: 'Steel tube',
    weightKg: 28,
    lengthM: 6.4,
    dailyRate: 0.32,
    replacementCost: 38,
    maintenanceCost: 1.2,
    depreciationRate: 0.08,
    siteQuantity: [80, 420],
  },
  {
    id: 3,
    name: 'Steel Board 3.9m',
    sku: 'BRD-STL-390',
    category: 'access',
    subCategory: 'Boards',
    weightKg: 21.5,
    lengthM: 3.9,
    dailyRate: 0.28,
    replacementCost: 46,
    maintenanceCost: 1.8,
    depreciationRate: 0.12,
    siteQuantity: [60, 320],
  },
  {
    id: 4,
    name: 'Ladder 4m',
    sku: 'LAD-400',
    category: 'access',
    subCategory: 'Ladders',
    weightKg: 14.5,
    heightM: 4,
    dailyRate: 0.85,
    replacementCost: 120,
    maintenanceCost: 6,
    depreciationRate: 0.15,
    siteQuantity: [2, 12],
  },
  {
    id: 5,
    name: 'Toe Board 3.9m',
    sku: 'TOE-390',
    category: 'safety',
    subCategory: 'Edge protection',
    weightKg: 9.8,
    lengthM: 3.9,
    dailyRate: 0.12,
    replacementCost: 19,
    maintenanceCost: 0.6,
    depreciationRate: 0.1,
    siteQuantity: [30, 180],
  },
];

/** The depot that holds stock not out on a site. */
export const SAMPLE_DEPOT = 'Trafford Park Depot, Manchester';
