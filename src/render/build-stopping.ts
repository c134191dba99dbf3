// Which problems stop a build: every error but the findings of `check`'s rules (broken links and
// anchors, missing images…, accessibility), which only `check` fails on. Apart from build.ts so that the reports of
// every command (and the dev server's) can put them first without loading the build.
import { CHECK_RULES } from './check/context.js';
import { isErrorDiagnostic, type Diagnostic } from './diagnostics.js';
import { A11Y_RULES } from './markdown/accessibility.js';

export function stopsBuild(d: Diagnostic): boolean {
  return isErrorDiagnostic(d) && !(d.rule && (CHECK_RULES.has(d.rule) || A11Y_RULES.has(d.rule)));
}

/** The rules of the problems that stop a build, each once, in the order given. */
export function stoppingRules(list: readonly Diagnostic[]): string[] {
  return [...new Set(list.filter(stopsBuild).map((d) => d.rule ?? 'error'))];
}
