import { html, innerHtml } from '@/components/ui/safe-html';
import { dateFormat, formatNumber } from '@/lib/format';
import { changeOf, changeWords, TREND_FIGURES, type Change, type Trend, type TrendFigure } from '@/lib/insights/rules';

const WIDTH = 160;
const HEIGHT = 48;

/** The change with its direction as a word and an arrow, never colour alone. */
export function ChangeText({ change }: { change: Change }) {
  const { direction } = changeOf(change);
  const arrow = direction === 'up' || direction === 'new' ? '↑' : direction === 'down' ? '↓' : '→';
  return (
    <span className="whitespace-nowrap text-xs text-muted-foreground">
      <span aria-hidden="true">{arrow} </span>
      {changeWords(change)}
    </span>
  );
}

function points(values: number[], max: number): string {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  return values.map((v, i) => `${(i * step).toFixed(1)},${(HEIGHT - 2 - (v / max) * (HEIGHT - 4)).toFixed(1)}`).join(' ');
}

/** One figure's days as a line, the period before dashed behind it; drawn on the server, hidden from assistive technology. */
function Sparkline({ current, previous }: { current: number[]; previous: number[] }) {
  const max = Math.max(1, ...current, ...previous);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-12 w-full" aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <polyline points={points(previous, max)} fill="none" className="stroke-muted-foreground" strokeWidth="1.5" strokeDasharray="4 3" />
      <polyline points={points(current, max)} fill="none" className="stroke-brand" strokeWidth="2" />
    </svg>
  );
}

const dayFormat = dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/**
 * The table's rows as escaping templates: up to 90 days of plain cells, which as React elements were
 * each serialized twice (the RSC payload, then the HTML); as markup they are one string.
 */
function dailyRows(trend: Trend) {
  const cells = (value: (f: TrendFigure) => string) =>
    TREND_FIGURES.map((f) => html`<td class="px-3 py-1.5 text-right">${value(f.key)}</td>`);
  const row = (label: string, value: (f: TrendFigure) => string, strong = false) =>
    strong
      ? html`<tr class="border-t border-border font-medium"><th scope="row" class="px-3 py-1.5 text-left">${label}</th>${cells(value)}</tr>`
      : html`<tr class="border-t border-border"><th scope="row" class="px-3 py-1.5 text-left font-normal">${label}</th>${cells(value)}</tr>`;
  return {
    body: html`${trend.days.map((d) => row(dayLabel(d.day), (k) => formatNumber(d[k])))}`,
    foot: html`${row('This period', (k) => formatNumber(trend.totals[k].current), true)}${row('The period before', (k) => formatNumber(trend.totals[k].previous))}${row('Change', (k) => changeWords(trend.totals[k]))}`,
  };
}

/** Daily active users, new users, listing views and favorites against the period before: a chart per figure and one table of the same numbers. */
export function TrendPanel({ trend, days }: { trend: Trend; days: number }) {
  const series = (key: TrendFigure) => ({ current: trend.days.map((d) => d[key]), previous: trend.previousDays.map((d) => d[key]) });
  const rows = dailyRows(trend);
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="trend-figures">
        {TREND_FIGURES.map((f) => (
          <li key={f.key} className="flex flex-col gap-1 rounded-md border border-border p-3">
            <span className="text-sm text-muted-foreground">{f.label}</span>
            <span className="text-xl font-semibold tabular-nums">{formatNumber(trend.totals[f.key].current)}</span>
            <ChangeText change={trend.totals[f.key]} />
            <Sparkline {...series(f.key)} />
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Solid line: the last {days} days; dashed: the {days} days before. Changes compare the two.
      </p>
      <details className="rounded-md border border-border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">Daily figures as a table</summary>
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">Daily figures of the last {days} days, with both periods&apos; totals</caption>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="px-3 py-1.5">
                  Day
                </th>
                {TREND_FIGURES.map((f) => (
                  <th key={f.key} scope="col" className="px-3 py-1.5 text-right">
                    {f.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody dangerouslySetInnerHTML={innerHtml(rows.body)} />
            <tfoot dangerouslySetInnerHTML={innerHtml(rows.foot)} />
          </table>
        </div>
      </details>
    </div>
  );
}
