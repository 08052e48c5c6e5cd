/// <reference types="vite-plugin-pwa/react" />
// Modules web/vite.config.ts generates at build time.

declare module 'virtual:api-routes' {
  import type { Access } from '#shared/route-def';
  import type { Method, RouteName } from '#shared/routes';

  export const apiRoutes: Record<RouteName, { method: Method; path: string; access: Access; failure?: string }>;
}
