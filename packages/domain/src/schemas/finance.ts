import { z } from 'zod';

/** The domain's FinancialSummary on the wire (finance/summary.ts says what each figure is). */
export const financeSchema = z.object({
  monthly_revenue: z.number(),
  year_to_date_revenue: z.number(),
  annual_revenue: z.number(),
  projected_revenue: z.number(),
  asset_value: z.number(),
  return_on_assets: z.number().nullable(),
  return_on_assets_percent: z.number().nullable(),
  utilization_rate: z.number().nullable(),
  transport_cost: z.number(),
  labour_cost: z.number(),
  maintenance_cost: z.number(),
  total_costs: z.number(),
  profit: z.number(),
  profit_margin: z.number().nullable(),
  margin_band: z.enum(['green', 'yellow', 'red']).nullable(),
});
export type Finance = z.infer<typeof financeSchema>;
