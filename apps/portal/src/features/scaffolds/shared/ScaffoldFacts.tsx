import { loadClassLabel, type ScaffoldDescription } from '@scaffold/domain';
import { DescriptionList, type DescriptionListItem } from '@scaffold/ui';
import { SCAFFOLDS_COPY } from './scaffolds-copy';

/** What a scaffold is: description, system, size, load class, permitted use and its limits. */
export function scaffoldFactItems(scaffold: ScaffoldDescription): DescriptionListItem[] {
  return [
    { term: 'Description', description: scaffold.description },
    { term: 'Scaffold type', description: scaffold.system },
    { term: 'Height', description: `${scaffold.height_m} m` },
    { term: 'Lifts', description: String(scaffold.lifts) },
    { term: 'Load class', description: loadClassLabel(scaffold.load_class) },
    { term: 'Permitted use', description: scaffold.permitted_use },
    {
      term: 'Limitations',
      description: scaffold.limitations.trim() || SCAFFOLDS_COPY.noLimitations,
    },
  ];
}

export function ScaffoldFacts({
  scaffold,
  extra = [],
}: {
  scaffold: ScaffoldDescription;
  extra?: DescriptionListItem[];
}) {
  return (
    <DescriptionList layout="pairs" size="md" items={[...scaffoldFactItems(scaffold), ...extra]} />
  );
}
