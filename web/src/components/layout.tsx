import { Anchor, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';
import { COPYRIGHT } from '#shared/constants';
import { lazy, Suspense, useState } from 'react';
import { AGE_GATE_COOKIE } from '#shared/constants';
import { readCookie } from '../lib/cookies.ts';

// The gate (a form library and a modal) loads only for visitors who have not passed it today.
const AgeGate = lazy(() => import('./age-gate.tsx').then((m) => ({ default: m.AgeGate })));
const ageGatePassed = () => readCookie(AGE_GATE_COOKIE) === 'true';

const FOOTER_LINKS = [
  ['/about', 'About'],
  ['/brands', 'Producers & Processors'],
  ['/invest', 'Invest'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy'],
  ['/termsofservice', 'Terms of Service'],
] as const;

/** Pages a visitor may read before passing the age gate: the gate links to them. */
const UNGATED = ['/privacy', '/termsofservice'];

export function Layout() {
  const { pathname } = useLocation();
  const [passed, setPassed] = useState(ageGatePassed);
  const meta = useQuery({
    queryKey: ['meta'],
    queryFn: async () => (await (await fetch('/meta.json')).json()) as { appVersion: string },
    staleTime: Infinity,
  });
  const gated = !passed && !UNGATED.includes(pathname);
  return (
    <>
      <header className="site-header">
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Anchor component={Link} to="/" underline="never" fw={700} fz="xl" title={meta.data?.appVersion} aria-label="Cannastamp home">
              Cannastamp
            </Anchor>
          </Group>
        </Container>
      </header>
      <main className="site-main" aria-hidden={gated || undefined}>
        <Container size="lg">{gated ? null : <Outlet />}</Container>
      </main>
      <footer className="site-footer">
        <Container size="lg">
          <Group gap="lg" component="nav" aria-label="Footer">
            {FOOTER_LINKS.map(([to, label]) => (
              <Anchor key={to} component={Link} to={to} fz="sm">
                {label}
              </Anchor>
            ))}
          </Group>
          <Text fz="xs" mt="sm">
            © {COPYRIGHT} Cannastamp
          </Text>
        </Container>
      </footer>
      {gated && (
        <Suspense fallback={null}>
          <AgeGate onPass={() => setPassed(true)} />
        </Suspense>
      )}
    </>
  );
}
