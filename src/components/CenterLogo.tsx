/** A center's logo in the centers tables (dashboard and admin), or a 'No logo' placeholder. */
export function CenterLogo({ name, url }: { name: string; url: string | undefined }) {
  return url ? (
    <img src={url} alt={`${name} logo`} className="h-10 w-10 rounded object-cover" />
  ) : (
    <span className="flex h-10 w-10 items-center justify-center rounded bg-slate-100 text-xs text-slate-700">
      No logo
    </span>
  );
}
