import { Button } from '@mantine/core';
import '#web/components/mantine.css';
import { apiRoutes } from 'virtual:api-routes';

/** Google sign-in is a navigation: the API sends the browser to Google and back with a session. */
export const GoogleButton = ({ label }: { label: string }) => (
  <Button component="a" href={`${apiRoutes.googleStart.path}?accountType=customer`} variant="default">
    {label}
  </Button>
);
