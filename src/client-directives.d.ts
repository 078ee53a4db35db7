// The site's own client directive, registered by src/integrations/interaction/integration.ts.
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate the island when the visitor first points at, touches, focuses or clicks it; given
     * a CSS selector, also when they reach for any element on the page that matches it.
     */
    'client:interact'?: boolean | string;
  }
}
