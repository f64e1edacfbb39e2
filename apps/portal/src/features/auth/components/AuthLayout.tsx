import { Heading, Stack, Text, TextLink } from '@scaffold/ui';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Shown under the card, e.g. the demo accounts. */
  aside?: ReactNode;
}

/** The frame of the public account screens: brand, one card, a way home. */
export function AuthLayout({ title, intro, children, aside }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <TextLink href={paths.landing}>Scaffold portal</TextLink>
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <Stack space="lg">
            <Stack space="sm">
              <Heading level={1}>{title}</Heading>
              {intro ? (
                <Text as="p" tone="muted">
                  {intro}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </div>
        {aside}
      </main>
    </div>
  );
}
