import { type Id, isSamePlace, type MoveDestinationSite } from '@scaffold/domain';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The destination choices for stock leaving `fromSubareaId` on `fromSiteId`: every destination
 * except the subarea the stock is already in (a move there would change nothing); a sublocation
 * left without subareas, and a site left without sublocations, are dropped.
 */
export function destinationsExcludingSource(
  destinations: readonly MoveDestinationSite[],
  fromSiteId: Id,
  fromSubareaId: Id | null,
): MoveDestinationSite[] {
  if (fromSubareaId === null) return [...destinations];
  const from = { siteId: fromSiteId, subareaId: fromSubareaId };
  return destinations.flatMap((site) => {
    if (site.id !== fromSiteId) return [site];
    const sublocations = site.sublocations
      .map((sublocation) => ({
        ...sublocation,
        subareas: sublocation.subareas.filter(
          (subarea) => !isSamePlace(from, { siteId: site.id, subareaId: subarea.id }),
        ),
      }))
      .filter((sublocation) => sublocation.subareas.length > 0);
    return sublocations.length > 0 ? [{ ...site, sublocations }] : [];
  });
}

const option = ({ id, name }: { id: Id; name: string }): SelectOption => ({
  value: String(id),
  label: name,
});

/** The three selects' options for the current choice ('' is nothing chosen yet). */
export function moveSelectOptions(
  destinations: readonly MoveDestinationSite[],
  siteId: string,
  sublocationId: string,
) {
  const site = destinations.find((candidate) => String(candidate.id) === siteId);
  const sublocation = site?.sublocations.find(
    (candidate) => String(candidate.id) === sublocationId,
  );
  return {
    sites: destinations.map(option),
    sublocations: site?.sublocations.map(option) ?? [],
    subareas: sublocation?.subareas.map(option) ?? [],
  };
}

/** 'Site › Sublocation › Subarea' for the Confirm Move summary. */
export function destinationLabel(
  destinations: readonly MoveDestinationSite[],
  chosen: { site_id: Id; sublocation_id: Id; subarea_id: Id },
): { site: string; place: string } {
  const site = destinations.find((candidate) => candidate.id === chosen.site_id);
  const sublocation = site?.sublocations.find(
    (candidate) => candidate.id === chosen.sublocation_id,
  );
  const subarea = sublocation?.subareas.find((candidate) => candidate.id === chosen.subarea_id);
  return {
    site: site?.name ?? 'Unknown site',
    place: `${sublocation?.name ?? 'Unknown sublocation'} › ${subarea?.name ?? 'Unknown subarea'}`,
  };
}

/**
 * Site names can repeat (two 'Digbeth Distribution Centre' sites); a destination select must
 * tell them apart, so repeated names get their city, or their id when the city repeats too.
 */
export function distinctSiteNames(
  destinations: readonly MoveDestinationSite[],
  cityOf: (siteId: Id) => string | null | undefined,
): MoveDestinationSite[] {
  const seen = new Map<string, number>();
  for (const site of destinations) seen.set(site.name, (seen.get(site.name) ?? 0) + 1);
  const labelled = destinations.map((site) => {
    if ((seen.get(site.name) ?? 0) < 2) return site;
    const city = cityOf(site.id)?.trim();
    return { ...site, name: city ? `${site.name} (${city})` : `${site.name} (#${site.id})` };
  });
  const again = new Map<string, number>();
  for (const site of labelled) again.set(site.name, (again.get(site.name) ?? 0) + 1);
  return labelled.map((site, index) =>
    (again.get(site.name) ?? 0) < 2
      ? site
      : { ...site, name: `${destinations[index]?.name} (#${site.id})` },
  );
}

/**
 * The destinations read for the site search, with the site already chosen kept first when the
 * search no longer lists it (the choice stays what the user picked).
 */
export function withChosenSite<Site extends { id: Id }>(
  destinations: readonly Site[],
  chosen: Site | null,
): Site[] {
  if (!chosen || destinations.some((site) => site.id === chosen.id)) return [...destinations];
  return [chosen, ...destinations];
}
