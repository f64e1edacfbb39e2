import {
  formatUnits,
  type ScaffoldTagCounts,
  type SiteTagCounts,
  TAG_COLOUR_VIEWS,
  TAG_COLOURS,
} from '@scaffold/domain';
import { Card, EmptyState, TagSign, TextLink } from '@scaffold/ui';
import { paths, siteScaffoldsPath } from '../../config/paths';
import * as styles from './DashboardLists.css';
import * as tagStyles from './ScaffoldTagsCard.css';

const plural = (count: number, noun: string) =>
  `${formatUnits(count)} ${noun}${count === 1 ? '' : 's'}`;

/** '2 red, 1 amber, 3 green': the worst first, colours with none left out. */
function colourLine(counts: SiteTagCounts): string {
  return (['red', 'amber', 'green'] as const)
    .filter((colour) => counts[colour] > 0)
    .map((colour) => `${formatUnits(counts[colour])} ${colour}`)
    .join(', ');
}

/**
 * Scaffold Tags: the standing scaffolds by the colour of their tags, and the sites
 * with the most red first, each a link to its scaffolds and tags.
 */
export function ScaffoldTagsCard({ tags }: { tags: ScaffoldTagCounts }) {
  const standing = tags.green + tags.amber + tags.red;
  const rest = tags.site_count - tags.sites.length;
  return (
    <Card
      as="section"
      title="Scaffold Tags"
      subtitle={
        standing === 0
          ? 'No scaffolds standing.'
          : `${plural(standing, 'standing scaffold')} on ${plural(tags.site_count, 'site')}`
      }
      padding="none"
    >
      {standing === 0 ? (
        <EmptyState
          compact
          title="No tags to count."
          description="Add scaffolds from a site's Scaffolds and tags page in Site Management."
          className={styles.empty}
        />
      ) : (
        <>
          <ul className={tagStyles.colours} aria-label="Tags by colour">
            {TAG_COLOURS.map((colour) => (
              <li key={colour}>
                <TagSign
                  colour={colour}
                  words={`${formatUnits(tags[colour])} ${colour}`}
                  detail={TAG_COLOUR_VIEWS[colour].words}
                />
              </li>
            ))}
          </ul>
          <ul className={styles.list} aria-label="Sites with scaffolds">
            {tags.sites.map((site) => (
              <li key={site.site_id} className={tagStyles.site}>
                <TextLink href={siteScaffoldsPath(site.site_id)} className={tagStyles.siteName}>
                  {site.site_name}
                </TextLink>
                <span className={styles.detail}>{colourLine(site)}</span>
              </li>
            ))}
          </ul>
          {rest > 0 && (
            <p className={tagStyles.more}>
              <TextLink
                href={paths.sites}
              >{`${plural(rest, 'more site')} in Site Management`}</TextLink>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
