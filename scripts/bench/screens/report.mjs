// The browser bench's printed table: every screen's kept figures (the median when it was run five
// times, each run listed), what it missed and by how much; then the interactions.

const pad = (v, n, left = false) => {
  const s = v === null || v === undefined ? '–' : String(v);
  return left ? s.padEnd(n) : s.padStart(n);
};
const UNITS = { tbt: ' ms', lcp: ' ms' };
const missedText = (checks) =>
  checks
    .filter((c) => !c.met)
    .map((c) => `${c.name} ${c.value}${UNITS[c.name] ?? ''} (${c.target}, by ${c.by}${UNITS[c.name] ?? ''})`)
    .join('; ');

function row(label, role, a, runs, note) {
  return `${pad(label, 44, true)} ${pad(role, 8, true)} ${pad(a.performance, 4)} ${pad(a.tbt_ms, 6)} ${pad(a.lcp_ms, 6)} ${pad(a.cls, 6)} ${pad(a.accessibility, 4)} ${pad(a.best_practices, 4)} ${pad(runs, 4)}  ${note}`;
}

export function printBrowserReport(r) {
  const m = r.machine;
  console.log(
    `\nMachine: ${m.cpu}, ${m.cores} cores, ${m.memory_gb} GB, ${m.os}, Node ${m.node}; load average at start ${m.load_average_at_start.join(' / ')}, at end ${m.load_average.join(' / ')}`,
  );
  console.log(
    `Lighthouse ${r.settings.lighthouse}; a screen that misses a target is run ${r.settings.runs_when_missed} times, its medians judged\n`,
  );
  console.log(
    `${pad('screen', 44, true)} ${pad('as', 8, true)} ${pad('perf', 4)} ${pad('TBT ms', 6)} ${pad('LCP ms', 6)} ${pad('CLS', 6)} ${pad('a11y', 4)} ${pad('BP', 4)} ${pad('runs', 4)}  missed`,
  );
  const f = r.floor;
  console.log(row(`floor ${f.path} (median)`, 'signed out', f.median, f.runs.length, ''));
  for (const s of r.screens) {
    if (s.floor) continue;
    const role = s.role.split('@')[0];
    if (s.error) {
      console.log(`${pad(s.path, 44, true)} ${pad(role, 8, true)} ERROR ${s.error}`);
      continue;
    }
    console.log(row(s.path, role, s.kept, s.runs.length, missedText(s.checks)));
    if (s.runs.length > 1) for (const [i, run] of s.runs.entries()) console.log(row(`  run ${i + 1}`, '', run, '', ''));
    const failing = s.kept.failing.length ? `  failing audits: ${s.kept.failing.join(', ')}` : '';
    if (failing) console.log(failing);
  }
  const floorScreen = r.screens.find((s) => s.floor);
  if (floorScreen && floorScreen.checks.some((c) => !c.met))
    console.log(`floor ${f.path} itself missed: ${missedText(floorScreen.checks)}`);
  if (f.median.failing.length) console.log(`  floor failing audits: ${f.median.failing.join(', ')}`);

  console.log(`\nInteractions (${r.settings.interactions}): longest event, target ≤ ${r.targets.interactionMs} ms`);
  for (const i of r.interactions) {
    if (i.error) console.log(`  ${pad(i.name, 36, true)} ERROR ${i.error}`);
    else
      console.log(
        `  ${pad(i.name, 36, true)} ${pad(i.duration_ms === 0 ? '< 16' : i.duration_ms, 5)} ms  ${i.check.met ? 'met' : 'MISSED'}   (${i.interaction_events} entries ≥ 16 ms${i.longest_event ? `, longest ${i.longest_event}: delay ${i.input_delay_ms}, handlers ${i.handlers_ms}, paint ${i.presentation_ms} ms` : ''}; any event ${i.all_events_max_ms} ms; ${i.path} as ${i.role.split('@')[0]})`,
      );
  }
  const s = r.summary;
  console.log(
    `\nScreens meeting every target: ${s.screens_met} of ${s.screens}; interactions within ${r.targets.interactionMs} ms: ${s.interactions_met} of ${s.interactions}`,
  );
}
