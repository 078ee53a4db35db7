/** The header row of the site's data tables (centers, users, applications): one column header each. */
export default function TableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead className="border-b border-slate-300 text-slate-700">
      <tr>
        {headers.map((h) => (
          <th key={h} scope="col" className="px-2 py-2 font-semibold">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
