// The BuildFailed a build must end with (anything else it throws is rethrown).
import { BuildFailed } from '../../src/render/build/build.js';

export async function buildFailure(run: Promise<unknown>): Promise<BuildFailed> {
  try {
    await run;
  } catch (err) {
    if (err instanceof BuildFailed) return err;
    throw err;
  }
  throw new Error('the build did not fail');
}
