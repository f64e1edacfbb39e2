import { MESSAGES } from '@scaffold/domain';
import { ButtonLink, Heading, Stack, Text, TextLink } from '@scaffold/ui';
import { paths } from '../../config/paths';
import { PublicHeader, useSignInLabel } from '../../screen-parts/PublicHeader';
import * as styles from './LandingPage.css';
import { INSPECTION_STEPS, LANDING_FEATURES } from './landing-content';
import { ScaffoldIllustration } from './ScaffoldIllustration';

/** The public front door (/): what the portal does for a scaffolding firm, and the way in. */
export function LandingPage() {
  const signIn = useSignInLabel();
  return (
    <div className={styles.page}>
      <PublicHeader />

      <main>
        <section className={styles.hero} aria-labelledby="landing-title">
          <div className={`${styles.container} ${styles.heroGrid}`}>
            <Stack space="lg">
              <span className={styles.eyebrow}>For scaffolding contractors</span>
              <Heading level={1} id="landing-title" className={styles.heroTitle}>
                Your stock, your sites and your inspections in one place
              </Heading>
              <p className={styles.heroLead}>
                Tonnage, stock and money at a glance. Stock moved between sites in a few taps.
                Statutory inspections with photos and signatures, done on a phone on site.
              </p>
              <div className={styles.heroActions}>
                <ButtonLink href={paths.pricing}>See plans and pricing</ButtonLink>
                <ButtonLink href={paths.login} variant="secondary">
                  {signIn}
                </ButtonLink>
              </div>
              <Text as="p" size="sm" tone="muted">
                {MESSAGES.freeTrial}
              </Text>
            </Stack>
            <div className={styles.heroArt}>
              <ScaffoldIllustration />
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="landing-features">
          <Stack space="xl" className={styles.container}>
            <Stack space="sm" className={styles.sectionIntro}>
              <Heading level={2} id="landing-features">
                Built around how a scaffolding firm works
              </Heading>
              <Text as="p" tone="muted">
                From the yard to the top lift: one portal for the office, the managers and the
                people on site.
              </Text>
            </Stack>
            <ul className={styles.featureGrid}>
              {LANDING_FEATURES.map((feature) => (
                <li key={feature.title} className={styles.featureTile}>
                  <span className={styles.featureIcon}>{feature.icon}</span>
                  <Heading level={3}>{feature.title}</Heading>
                  <Text as="p" size="sm" tone="muted">
                    {feature.body}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        </section>

        <section className={styles.sectionAlt} aria-labelledby="landing-inspections">
          <Stack space="xl" className={styles.container}>
            <Stack space="sm" className={styles.sectionIntro}>
              <Heading level={2} id="landing-inspections">
                An inspection in three steps
              </Heading>
              <Text as="p" tone="muted">
                Scaffolds are inspected at least every seven days. The record is made where the work
                is, not typed up back at the office.
              </Text>
            </Stack>
            <ol className={styles.steps}>
              {INSPECTION_STEPS.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <Stack space="xs">
                    <Heading level={3}>{step.title}</Heading>
                    <Text as="p" size="sm" tone="muted">
                      {step.body}
                    </Text>
                  </Stack>
                </li>
              ))}
            </ol>
          </Stack>
        </section>

        <section className={styles.section} aria-labelledby="landing-trial">
          <div className={styles.container}>
            <div className={styles.callToAction}>
              <Stack space="sm">
                <Heading level={2} id="landing-trial">
                  Try it free for 14 days
                </Heading>
                <Text as="p" tone="muted">
                  {MESSAGES.freeTrial}
                </Text>
              </Stack>
              <div className={styles.heroActions}>
                <ButtonLink href={paths.pricing}>Choose a plan</ButtonLink>
                <ButtonLink href={paths.register} variant="secondary">
                  Request an account
                </ButtonLink>
              </div>
            </div>
          </div>
        </section>
      </main>

      <footer className={styles.footer}>
        <div className={`${styles.container} ${styles.footerInner}`}>
          <Stack space="xs">
            <Text weight="strong">Scaffold portal</Text>
            <Text as="p" size="sm" tone="muted">
              Stock, sites and safety inspections for scaffolding firms.
            </Text>
          </Stack>
          <nav aria-label="Footer">
            <ul className={styles.footerLinks}>
              <li>
                <TextLink href={paths.pricing}>Pricing</TextLink>
              </li>
              <li>
                <TextLink href={paths.login}>{signIn}</TextLink>
              </li>
              <li>
                <TextLink href={paths.register}>Request an account</TextLink>
              </li>
              <li>
                <TextLink href={paths.forgotPassword}>Reset your password</TextLink>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
