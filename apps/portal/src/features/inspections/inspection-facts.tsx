import { DescriptionList } from '@scaffold/ui';
import type { ReactNode } from 'react';

/** A recorded fact of an inspection: its label and what was recorded. */
export type InspectionFact = readonly [label: string, value: ReactNode];

/** A measurement with its unit, or `missing` when none was recorded (never 'null m'). */
export const withUnit = (value: number | null | undefined, unit: string, missing: string) =>
  value === null || value === undefined ? missing : `${value} ${unit}`;

/** Typed text, or `missing` when it is absent or blank. */
export const orMissing = (value: string | null | undefined, missing: string) =>
  value?.trim() || missing;

/** An inspection's conditions and scaffold facts, in the report and in the details modal. */
export function InspectionFacts({
  facts,
  figures = false,
  className,
}: {
  facts: readonly InspectionFact[];
  /** The values stand out (the printed report); the modal keeps them quieter. */
  figures?: boolean;
  className?: string;
}) {
  return (
    <DescriptionList
      items={facts.map(([term, description]) => ({ term, description }))}
      size="sm"
      figures={figures}
      className={className}
    />
  );
}
