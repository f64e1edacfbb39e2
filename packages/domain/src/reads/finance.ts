import type { FinancialSummary } from '../finance';
import type { Finance } from '../schemas';

/** The domain's FinancialSummary as the API sends it (snake_case). */
export function financeToWire(summary: FinancialSummary): Finance {
  return {
    monthly_revenue: summary.monthlyRevenue,
    year_to_date_revenue: summary.yearToDateRevenue,
    annual_revenue: summary.annualRevenue,
    projected_revenue: summary.projectedRevenue,
    asset_value: summary.assetValue,
    return_on_assets: summary.returnOnAssets,
    return_on_assets_percent: summary.returnOnAssetsPercent,
    utilization_rate: summary.utilizationRate,
    transport_cost: summary.transportCost,
    labour_cost: summary.labourCost,
    maintenance_cost: summary.maintenanceCost,
    total_costs: summary.totalCosts,
    profit: summary.profit,
    profit_margin: summary.profitMargin,
    margin_band: summary.marginBand,
  };
}

/** An answer's finance as the domain's FinancialSummary, for the screens that show one. */
export function financeFromWire(finance: Finance): FinancialSummary {
  return {
    monthlyRevenue: finance.monthly_revenue,
    yearToDateRevenue: finance.year_to_date_revenue,
    annualRevenue: finance.annual_revenue,
    projectedRevenue: finance.projected_revenue,
    assetValue: finance.asset_value,
    returnOnAssets: finance.return_on_assets,
    returnOnAssetsPercent: finance.return_on_assets_percent,
    utilizationRate: finance.utilization_rate,
    transportCost: finance.transport_cost,
    labourCost: finance.labour_cost,
    maintenanceCost: finance.maintenance_cost,
    totalCosts: finance.total_costs,
    profit: finance.profit,
    profitMargin: finance.profit_margin,
    marginBand: finance.margin_band,
  };
}
