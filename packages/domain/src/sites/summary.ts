import { type FinancialSummary, financialSummary } from '../finance';
import type { ClientNode, CustomerNode, Id, InventoryItem, Site } from '../schemas';
import { allocatedQuantity, availableQuantity, isLowStock } from '../stock/levels';
import { itemDisplayName } from './site-details';
import { allSites, unitWeightKg } from './tree';

/** How many active sites and pending operations the dashboard lists (PRODUCT.md "Dashboard"). */
export const DASHBOARD_LIST_LENGTH = 5;

/** Every stock item of the given sites, for the financial summaries. */
export function siteItems(sites: readonly Pick<Site, 'inventory_items'>[]): InventoryItem[] {
  return sites.flatMap((site) => site.inventory_items);
}

export interface LowStockEntry {
  siteId: Id;
  siteName: string;
  itemId: Id;
  itemName: string;
  available: number;
  quantity: number;
}

export interface SiteTonnage {
  siteId: Id;
  siteName: string;
  tonnageKg: number;
}

export interface CategoryTonnage {
  category: string;
  tonnageKg: number;
}

/** A pending erection, derived from a pending site (PRODUCT.md "Dashboard"). */
export interface UpcomingOperation {
  siteId: Id;
  siteName: string;
  type: 'erection';
  status: 'pending';
  /** the site's start date, when it has one */
  startDate: string | null;
}

export interface DashboardSummary {
  totalTonnageKg: number;
  activeSites: number;
  totalSites: number;
  /** units of stock over all sites */
  totalItems: number;
  lowStockItems: LowStockEntry[];
  /** heaviest first */
  tonnageBySite: SiteTonnage[];
  /** heaviest first; items without a catalogue category are 'Uncategorised' */
  tonnageByCategory: CategoryTonnage[];
  /** the first 5 active sites, in data order */
  activeProjects: Site[];
  /** the first 5 pending erections, in data order */
  upcomingOperations: UpcomingOperation[];
  finance: FinancialSummary;
}

const UNCATEGORISED = 'Uncategorised';

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

const byTonnageDesc = (a: { tonnageKg: number }, b: { tonnageKg: number }) =>
  b.tonnageKg - a.tonnageKg;

/** Every figure of the Dashboard, from the customer data tree, in one walk of the sites. */
export function dashboardSummary(customers: readonly CustomerNode[], now: Date): DashboardSummary {
  const sites = allSites(customers);
  let totalTonnageKg = 0;
  let totalItems = 0;
  let activeSites = 0;
  const lowStockItems: LowStockEntry[] = [];
  const tonnageBySite: SiteTonnage[] = [];
  const categoryKg = new Map<string, number>();
  const activeProjects: Site[] = [];
  const upcomingOperations: UpcomingOperation[] = [];

  for (const site of sites) {
    const code = site.status.code;
    if (code === 'active') {
      activeSites += 1;
      if (activeProjects.length < DASHBOARD_LIST_LENGTH) activeProjects.push(site);
    } else if (code === 'pending' && upcomingOperations.length < DASHBOARD_LIST_LENGTH) {
      upcomingOperations.push({
        siteId: site.id,
        siteName: site.name,
        type: 'erection',
        status: 'pending',
        startDate: site.start_date ?? null,
      });
    }

    let siteKg = 0;
    for (const item of site.inventory_items) {
      const kg = item.quantity * unitWeightKg(item);
      siteKg += kg;
      totalItems += item.quantity;
      const category = item.item?.category?.trim() || UNCATEGORISED;
      categoryKg.set(category, (categoryKg.get(category) ?? 0) + kg);
      if (isLowStock(item)) {
        lowStockItems.push({
          siteId: site.id,
          siteName: site.name,
          itemId: item.id,
          itemName: itemDisplayName(item),
          available: availableQuantity(item),
          quantity: item.quantity,
        });
      }
    }
    siteKg = finite(siteKg);
    totalTonnageKg += siteKg;
    tonnageBySite.push({ siteId: site.id, siteName: site.name, tonnageKg: siteKg });
  }

  return {
    totalTonnageKg: finite(totalTonnageKg),
    activeSites,
    totalSites: sites.length,
    totalItems,
    lowStockItems,
    tonnageBySite: tonnageBySite.sort(byTonnageDesc),
    tonnageByCategory: [...categoryKg]
      .map(([category, tonnageKg]) => ({ category, tonnageKg: finite(tonnageKg) }))
      .sort(byTonnageDesc),
    activeProjects,
    upcomingOperations,
    finance: financialSummary(siteItems(sites), now),
  };
}

export interface SiteManagementSummary {
  activeSites: number;
  totalSites: number;
  /** units allocated to subareas over all sites */
  equipmentDeployed: number;
  monthlyRevenue: number;
  /** percent; null when no item has stock (shown as a dash) */
  utilizationRate: number | null;
}

/** The summary cards of Site Management. */
export function siteManagementSummary(sites: readonly Site[], now: Date): SiteManagementSummary {
  let activeSites = 0;
  let equipmentDeployed = 0;
  for (const site of sites) {
    if (site.status.code === 'active') activeSites += 1;
    for (const item of site.inventory_items) equipmentDeployed += allocatedQuantity(item);
  }
  const finance = financialSummary(siteItems(sites), now);
  return {
    activeSites,
    totalSites: sites.length,
    equipmentDeployed,
    monthlyRevenue: finance.monthlyRevenue,
    utilizationRate: finance.utilizationRate,
  };
}

/** A client's Financial Summary: the figures over the stock of all its sites. */
export function clientFinancialSummary(
  client: Pick<ClientNode, 'sites'>,
  now: Date,
): FinancialSummary {
  return financialSummary(siteItems(client.sites), now);
}
