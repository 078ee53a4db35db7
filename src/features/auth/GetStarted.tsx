import { routes } from '../../lib/routes.ts';
import { useAccountLinks } from './use-account-links.ts';

const primary = 'rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800';
const secondary =
  'rounded-md border border-slate-400 bg-white px-4 py-2 font-medium hover:bg-slate-100';

/** The home page's get-started section, by sign-in and admin state (public-side.md 'Home'). */
export default function GetStarted() {
  const { signedIn, home } = useAccountLinks();
  if (signedIn && home) {
    const admin = home.label === 'Admin';
    return (
      <div className="mx-auto max-w-6xl px-4 py-12 text-center">
        <h2 id="get-started-heading" className="text-2xl font-bold">
          Welcome back
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-slate-700">
          {admin
            ? 'Review new listings, keep center information accurate and manage accounts.'
            : 'Keep your listings up to date so families know what you offer and when you have room.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a href={home.href} className={primary}>
            {admin ? 'Go to Admin Panel' : 'Go to Dashboard'}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="session-signed-out mx-auto max-w-6xl px-4 py-12 text-center">
      <h2 id="get-started-heading" className="text-2xl font-bold">
        Get Started Today
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-slate-700">
        Tell us what your family needs and we will match you with centers, or list your own center
        so families can find it.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={routes.intake} className={primary}>
          Find a Center
        </a>
        <a href={routes.auth} className={secondary}>
          List Your Center
        </a>
        <a href={routes.centers} className={secondary}>
          Browse Centers
        </a>
      </div>
    </div>
  );
}
