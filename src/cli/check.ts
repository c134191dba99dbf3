// `bookdocs check`: options → check → findings (grouped by file, or JSON) → exit code.
import pc from 'picocolors';
import { check, type Finding } from '../render/check/check.js';
import { printErrors } from './report.js';

export interface CheckCommandOptions {
  json?: boolean;
  strict?: boolean;
  cache?: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * eslint "stylish"-like: a header line per file, then one `file:line:col  severity  rule  message` line per
 * finding, then a summary. `otherErrors`: config and page errors, printed separately but counted.
 */
export function formatFindings(findings: readonly Finding[], pages: number, otherErrors = 0): string {
  const lines: string[] = [];
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  for (const [file, group] of byFile) {
    const where = group.map((f) => `${f.file}:${f.line}:${f.column}`);
    const whereWidth = Math.max(...where.map((w) => w.length));
    const ruleWidth = Math.max(...group.map((f) => f.rule.length));
    lines.push(pc.underline(file));
    group.forEach((f, i) => {
      const severity = f.severity === 'error' ? pc.red('error  ') : pc.yellow('warning');
      lines.push(`  ${where[i]!.padEnd(whereWidth)}  ${severity}  ${pc.dim(f.rule.padEnd(ruleWidth))}  ${f.message}`);
    });
    lines.push('');
  }
  lines.push(summary(findings, pages, byFile.size, otherErrors));
  return lines.join('\n');
}

function summary(findings: readonly Finding[], pages: number, files: number, otherErrors: number): string {
  const errors = findings.filter((f) => f.severity === 'error').length + otherErrors;
  const warnings = findings.length + otherErrors - errors;
  const where = files ? ` in ${plural(files, 'file')}` : '';
  if (!errors && !warnings) return pc.green(`✓ no problems in ${plural(pages, 'page')}`);
  if (!errors) return pc.yellow(`⚠ ${plural(warnings, 'warning')}${where}`);
  return pc.red(pc.bold(`✖ ${plural(errors, 'error')}, ${plural(warnings, 'warning')}${where}`));
}

/** `checking pages n/total` on a terminal (stderr) once the pages take more than a second; nothing otherwise. */
function progressLine() {
  const tty = process.stderr.isTTY && !process.env.CI;
  const started = Date.now();
  let drawn = false;
  return {
    onProgress(done: number, total: number) {
      if (!tty || (Date.now() - started < 1000 && done < total)) return;
      process.stderr.write(`\r\x1b[K${pc.cyan('checking pages')} ${done}/${total}`);
      drawn = true;
    },
    clear() {
      if (drawn) process.stderr.write('\r\x1b[K');
    },
  };
}

export async function runCheck(root: string, opts: CheckCommandOptions): Promise<number> {
  const progress = progressLine();
  const result = await check({ root, cache: opts.cache, onProgress: progress.onProgress });
  progress.clear();
  // Config and frontmatter errors stop a build: they are printed exactly as `build` prints them.
  if (result.errors.length) printErrors(result.errors);
  if (opts.json) process.stdout.write(`${JSON.stringify(result.findings, null, 2)}\n`);
  else console.log(formatFindings(result.findings, result.pages, result.errors.length));
  const errors = result.findings.some((f) => f.severity === 'error');
  const warnings = result.findings.some((f) => f.severity === 'warning');
  return result.errors.length || errors || (opts.strict && warnings) ? 1 : 0;
}
