import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { messages } from '#shared/messages';
import type { RouteName } from '#shared/routes';
import { call, isApiError } from '../api/client.ts';
import { useSession } from '../lib/session.tsx';

/**
 * Cannastamp downloads by role (spec 1): PNG for dispensary, processor and admin users, the SVG
 * link for processor users. The tab opens on the click itself (a tab opened after a fetch would be
 * blocked), then goes to the file's link; a blocked tab says 'you need popups enabled'.
 */
export function StampDownloads({ lotId }: { lotId: string }) {
  const { user } = useSession();
  const [busy, setBusy] = useState<string>();
  if (!user || !(user.adminUser || user.processorUser || user.dispensaryUser)) return null;

  const open = async (route: Extract<RouteName, 'lotPng' | 'lotSvg'>) => {
    const tab = window.open('', '_blank');
    if (!tab) return window.alert(messages.popupsBlocked);
    setBusy(route);
    try {
      tab.location.href = (await call(route, { params: { id: lotId } })).link;
    } catch (e) {
      tab.close();
      window.alert(isApiError(e) ? e.message : messages.internal);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section aria-labelledby="downloads-title">
      <h2 id="downloads-title" className="section-title">
        Downloads
      </h2>
      <Group>
        <Button variant="light" loading={busy === 'lotPng'} onClick={() => void open('lotPng')}>
          Cannastamp PNG (3600 × 3600)
        </Button>
        {(user.processorUser || user.adminUser) && (
          <Button variant="light" loading={busy === 'lotSvg'} onClick={() => void open('lotSvg')}>
            Download SVG
          </Button>
        )}
      </Group>
    </section>
  );
}
