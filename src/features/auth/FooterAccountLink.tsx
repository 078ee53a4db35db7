import { routes } from '../../lib/routes.ts';
import { useAccountLinks } from './use-account-links.ts';

/** The footer's Sign In link, or Dashboard / Admin Panel for a signed-in visitor. */
export default function FooterAccountLink() {
  const { home } = useAccountLinks();
  return home ? (
    <a href={home.href} className="underline-offset-2 hover:underline">
      {home.footerLabel}
    </a>
  ) : (
    <a href={routes.auth} className="underline-offset-2 hover:underline">
      Sign In
    </a>
  );
}
