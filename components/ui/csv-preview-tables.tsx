/** A row of an uploaded CSV as the preview lists it. */
type PreviewRow = { row: number; name: string; email: string };
export type CsvPreview = { okRows: PreviewRow[]; errorRows: (PreviewRow & { reason: string })[] };

/** A long file's preview lists this many rows of each kind; the counts cover them all. */
const SHOWN_ROWS = 100;

const th = 'border-b border-border px-3 py-2 text-start text-xs font-semibold uppercase text-muted-foreground';
const td = 'border-b border-border px-3 py-1.5 align-top';

function More({ count }: { count: number }) {
  if (count <= SHOWN_ROWS) return null;
  return <p className="px-3 py-2 text-xs text-muted-foreground">and {count - SHOWN_ROWS} more</p>;
}

/** What the file holds: agents or users (the sentence and the first table's caption name them). */
export type CsvNoun = { one: string; many: string; title: string };

/** The preview of an uploaded CSV (agents, users): rows to import, and rows that cannot be, with row number and reason. */
export function CsvPreviewTables({ preview, noun }: { preview: CsvPreview; noun: CsvNoun }) {
  const { okRows, errorRows } = preview;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-foreground">
        {okRows.length === 1 ? `1 ${noun.one} can be imported.` : `${okRows.length} ${noun.many} can be imported.`}{' '}
        {errorRows.length > 0 ? (errorRows.length === 1 ? '1 row has errors.' : `${errorRows.length} rows have errors.`) : null}
      </p>
      {okRows.length > 0 ? (
        <div className="max-h-64 overflow-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <caption className="bg-surface-muted px-3 py-2 text-start font-semibold">{noun.title}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Row
                </th>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Email
                </th>
              </tr>
            </thead>
            <tbody>
              {okRows.slice(0, SHOWN_ROWS).map((row, index) => (
                <tr key={`${index}-${row.row}`}>
                  <td className={td}>{row.row}</td>
                  <td className={td}>{row.name}</td>
                  <td className={td}>{row.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <More count={okRows.length} />
        </div>
      ) : null}
      {errorRows.length > 0 ? (
        <div className="max-h-64 overflow-auto rounded-md border border-danger/40">
          <table className="w-full text-sm">
            <caption className="bg-danger-soft px-3 py-2 text-start font-semibold text-danger">Rows that cannot be imported</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Row
                </th>
                <th scope="col" className={th}>
                  Name
                </th>
                <th scope="col" className={th}>
                  Email
                </th>
                <th scope="col" className={th}>
                  Reason
                </th>
              </tr>
            </thead>
            <tbody>
              {errorRows.slice(0, SHOWN_ROWS).map((row, index) => (
                <tr key={`${index}-${row.row}`}>
                  <td className={td}>{row.row}</td>
                  <td className={td}>{row.name}</td>
                  <td className={td}>{row.email}</td>
                  <td className={`${td} text-danger`}>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <More count={errorRows.length} />
        </div>
      ) : null}
    </div>
  );
}
