import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  // Mantine's greens, with the two darkest replaced: filled buttons (white text) and green text need
  // 4.5:1 on white and on the page background, which Mantine's green 8 and 9 miss (3.3 and 4.1:1).
  // Shade 8 is the site's green, shade 9 its hover.
  colors: {
    green: [
      '#ebfbee',
      '#d3f9d8',
      '#b2f2bb',
      '#8ce99a',
      '#69db7c',
      '#51cf66',
      '#40c057',
      '#37b24d',
      '#237032',
      '#1a5c29',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Georgia, "Times New Roman", serif' },
  primaryShade: 8,
  defaultRadius: 'md',
  components: {
    // Mantine's close button is an icon with no name; every modal gets one here. 'Dismiss', not
    // 'Close': the reset-password dialog has its own 'Close' button once the link is sent, and
    // two buttons named alike in one dialog are ambiguous to a screen reader and to tests that find
    // buttons by name. A plain object, not Modal.extend: importing Modal would put it in every
    // first visit's bundle.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
  },
});
