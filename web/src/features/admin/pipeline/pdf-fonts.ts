/** Where the site serves pdf.js's standard fonts: the build puts them there (web/vite.config.ts), pdf.js asks there. */
export const PDF_FONTS_PATH = '/pdfjs/standard_fonts/';
