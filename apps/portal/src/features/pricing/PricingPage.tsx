import { MESSAGES, PLANS } from '@scaffold/domain';
import { Heading, PlanCard, Stack, Text, TextLink } from '@scaffold/ui';
import { paths, registerWithPlan } from '../../config/paths';
import { PublicHeader } from '../../screen-parts/PublicHeader';
import * as headerStyles from '../../screen-parts/PublicHeader.css';
import * as styles from './PricingPage.css';
import { PLAN_DESCRIPTIONS } from './plan-descriptions';

/** /pricing: the three plans of PRODUCT.md "Plans"; choosing one goes to /register with its id. */
export function PricingPage() {
  return (
    <div className={styles.page}>
      <PublicHeader />
      <main className={styles.main}>
        <Stack space="xl" className={headerStyles.container}>
          <Stack space="md" className={styles.intro}>
            <Heading level={1}>Plans and pricing</Heading>
            <Text as="p" size="lg" tone="muted">
              Every plan covers your sites, your stock and your safety inspections. Pick the one
              that fits the size of your firm.
            </Text>
            <p className={styles.trial}>{MESSAGES.freeTrial}</p>
          </Stack>
          <ul className={styles.plans} aria-label="Plans">
            {PLANS.map((plan) => (
              <li key={plan.id}>
                <PlanCard
                  name={plan.name}
                  price={plan.price}
                  billingCycle={plan.billingCycle}
                  features={plan.features}
                  maxUsers={plan.maxUsers}
                  maxProjects={plan.maxProjects}
                  maxInventoryItems={plan.maxInventoryItems}
                  mostPopular={plan.mostPopular}
                  description={PLAN_DESCRIPTIONS[plan.id]}
                  chooseHref={registerWithPlan(plan.id)}
                />
              </li>
            ))}
          </ul>
          <Stack space="xs" className={styles.help}>
            <Text as="p" tone="muted">
              Not sure which plan fits?{' '}
              <TextLink href={paths.register}>Request an account</TextLink> and tell us about your
              firm.
            </Text>
            <Text as="p" tone="muted">
              Already a customer? <TextLink href={paths.login}>Sign in</TextLink>
            </Text>
          </Stack>
        </Stack>
      </main>
    </div>
  );
}
