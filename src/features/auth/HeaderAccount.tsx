import { routes } from '../../lib/routes.ts';
import { signOutAndGoHome } from './sign-out.ts';
import { useAccountLinks } from './use-account-links.ts';

const button = 'rounded-md px-3 py-2 text-sm font-medium';

/** The top bar's account area: Sign In / Get Started, or the greeting and account links. */
export default function HeaderAccount() {
  const links = useAccountLinks();
  if (!links.signedIn || !links.home) {
    return (
      <div className="session-signed-out flex items-center gap-1">
        <a href={routes.auth} className={`${button} text-slate-700 hover:bg-brand-50`}>
          Sign In
        </a>
        <a href={routes.auth} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          Get Started
        </a>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <span className="max-w-48 truncate text-sm text-slate-700">{links.greeting}</span>
      <a href={links.home.href} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
        {links.home.label}
      </a>
      <button
        type="button"
        onClick={signOutAndGoHome}
        className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-100`}
      >
        Sign Out
      </button>
    </div>
  );
}
