import { LIFE_LABELS, type Site, tagStatusView } from '@scaffold/domain';
import { TagSign, Text, TextLink } from '@scaffold/ui';
import { siteScaffoldsPath, tagStatusPath } from '../../config/paths';
import { useKeptSiteScaffolds } from '../../data/reads/scaffolds';
import { useApi } from '../../services/services-context';
import { SiteDetailSection } from './SiteDetailSection';
import * as styles from './SiteDetails.css';

/**
 * The site's scaffolds with their tags, read when the site opens: each opens its live
 * status (history, '+ New inspection' for it); the site's Scaffolds and tags screen adds,
 * hands over and prints. A server with only the base calls keeps no scaffolds: the link only.
 */
export function SiteScaffolds({ site }: { site: Pick<Site, 'id'> }) {
  const { kept, list } = useKeptSiteScaffolds(useApi(), site.id);
  const manage = (
    <TextLink href={siteScaffoldsPath(site.id)} className={styles.historyLink}>
      Scaffolds and tags
    </TextLink>
  );
  if (!kept) return manage;
  return (
    <SiteDetailSection
      id={`site-scaffolds-${site.id}`}
      title="Scaffolds"
      read={list}
      noun="scaffolds"
      empty="No scaffolds are recorded on this site yet."
      rows={list.data}
      footer={manage}
    >
      <ul className={styles.scaffoldList}>
        {list.data?.map((scaffold) => (
          <li key={scaffold.id} className={styles.scaffoldEntry}>
            <span className={styles.scaffoldText}>
              <TextLink href={tagStatusPath(scaffold.tag_code)}>{scaffold.tag_number}</TextLink>
              <Text size="sm" tone="muted">
                {LIFE_LABELS[scaffold.life]}
              </Text>
            </span>
            <TagSign
              colour={scaffold.status.colour}
              words={tagStatusView(scaffold.status).words}
              data-status={scaffold.status.colour}
            />
          </li>
        ))}
      </ul>
    </SiteDetailSection>
  );
}
