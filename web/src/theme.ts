import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  primaryShade: 9,
  defaultRadius: 'md',
});
