import { routes } from '../../lib/routes.ts';
import { signOutAndGoHome } from './sign-out.ts';
import { useAccountLinks } from './use-account-links.ts';

const item = 'block rounded-md px-3 py-2 font-medium hover:bg-brand-50';

/** The mobile menu's account items: Dashboard / Admin, then Sign Out or Sign In. */
export default function MobileMenuAccount() {
  const links = useAccountLinks();
  if (!links.signedIn) {
    return (
      <ul className="session-signed-out">
        <li>
          <a href={routes.auth} className={item}>
            Sign In
          </a>
        </li>
      </ul>
    );
  }
  const closeMenu = () => {
    document
      .querySelector<HTMLDetailsElement>('details[data-mobile-menu]')
      ?.removeAttribute('open');
  };
  return (
    <ul>
      <li>
        <a href={routes.dashboard} className={item}>
          Dashboard
        </a>
      </li>
      {links.home?.label === 'Admin' && (
        <li>
          <a href={routes.admin} className={item}>
            Admin
          </a>
        </li>
      )}
      <li className="mt-4 border-t border-slate-200 pt-4">
        <button
          type="button"
          className={`${item} w-full text-left`}
          onClick={() => {
            closeMenu();
            signOutAndGoHome();
          }}
        >
          Sign Out
        </button>
      </li>
    </ul>
  );
}
