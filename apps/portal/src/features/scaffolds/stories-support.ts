// Story helpers of the scaffolds feature (not part of the app bundle): the seeded tags, signing
// links and sites by what they show, and a tag's status kept on the device for the offline story.
import { pathTo } from '@scaffold/domain';
import {
  getDatabase,
  handlers,
  MOCK_NOW,
  seededSigningToken,
  seededTagCode,
} from '@scaffold/mocks';
import { getResponse } from 'msw';
import { keepTag } from './tag/kept-tag';

const own = (tag: string, generation = 0) => seededTagCode(1, tag, generation);

/** The seeded tags of customer 1 by their status (docs: mocks/src/db/seed-scaffolds.ts). */
export const TAGS = {
  erecting: own('T-0001'),
  awaitingClient: own('T-0002'),
  green: own('T-0003', 1),
  replaced: own('T-0003'),
  amber: own('T-0004'),
  overdue: own('T-0005'),
  adverseWeather: own('T-0006'),
  altered: own('T-0007'),
  dismantling: own('T-0008'),
  struck: own('T-0009'),
  failed: own('T-0010'),
  attention: own('T-0011'),
} as const;

export const LINKS = {
  handover: seededSigningToken('open'),
  inspection: seededSigningToken('inspection'),
  used: seededSigningToken('used'),
  expired: seededSigningToken('expired'),
  revoked: seededSigningToken('revoked'),
} as const;

const scaffoldOf = (tag: string) => {
  const found = getDatabase().scaffolds.find((s) => s.customer_id === 1 && s.tag_number === tag);
  if (!found) throw new Error(`No seeded scaffold ${tag}`);
  return found;
};

/** The site of the seeded scaffolds in every state, and a site with none. */
export const showcaseSiteId = () => scaffoldOf('T-0001').site_id;
export const siteWithoutScaffolds = () => {
  const taken = new Set(getDatabase().scaffolds.map((s) => s.site_id));
  const site = getDatabase()
    .customers[0]?.clients.flatMap((client) => client.sites)
    .find((entry) => entry.status.code === 'active' && !taken.has(entry.id));
  if (!site) throw new Error('No active site without scaffolds');
  return site.id;
};
export const scaffoldIdOf = (tag: string) => scaffoldOf(tag).id;
export const handoverIdOf = (tag: string) => scaffoldOf(tag).handover_id ?? 0;

/** Keeps on the device, as read `minutesAgo` before MOCK_NOW, what the tag's page reads now. */
export async function keepTagForStory(code: string, minutesAgo: number): Promise<void> {
  const response = await getResponse(
    handlers,
    new Request(new URL(pathTo('tagStatus', { tag_code: code }), window.location.origin)),
  );
  if (!response?.ok) throw new Error(`keepTagForStory: ${response?.status}`);
  await keepTag(code, await response.json(), Date.parse(MOCK_NOW) - minutesAgo * 60_000);
}
