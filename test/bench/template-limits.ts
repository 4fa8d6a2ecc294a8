import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { limitStages, synthesizeStage } from '../../infra/limits/stage-templates';
import {
  breaches,
  type DeploymentFigures,
  measureDeployment,
} from '../../infra/limits/template-limits';
import { type Figures, figureLines } from './figure-output';

/**
 * One stage's figures: per template its bytes, resources, outputs, parameters and largest managed
 * policy (resolved in the longest region); per stage the largest inline total and managed count
 * on a role, and how many limits (AWS's or the project's headroom) are passed.
 */
export function stageLimitFigures(label: string, figures: DeploymentFigures): Figures {
  const out: Figures = {};
  const region = figures.env.region;
  for (const t of figures.templates) {
    const name = `template ${label} ${t.template}`;
    out[`${name} bytes`] = t.templateBytes.value;
    out[`${name} resources`] = t.resources.value;
    out[`${name} outputs`] = t.outputs.value;
    out[`${name} parameters`] = t.parameters.value;
    if (t.managedPolicyChars) {
      out[`${name} largest managed policy chars (${region})`] = t.managedPolicyChars.value;
    }
  }
  const most = (values: number[]) => Math.max(0, ...values);
  out[`stage ${label} largest inline policy chars per role (${region})`] = most(
    figures.roles.map((r) => r.inlinePolicyCharsPerRole.value),
  );
  out[`stage ${label} most managed policies on a role`] = most(
    figures.roles.map((r) => r.managedPoliciesPerRole.value),
  );
  out[`stage ${label} usage plans`] = figures.usagePlans;
  out[`stage ${label} limits passed`] = breaches(figures).length;
  return out;
}

/** Synthesises every stage (no bundling, no CDK validation) and measures its templates. */
export function templateLimitFigures(): Figures {
  process.env.CDK_VALIDATION ??= 'false';
  const outdir = mkdtempSync(join(tmpdir(), 'marque-bench-limits-'));
  try {
    return Object.assign(
      {},
      ...limitStages.map((stage) =>
        stageLimitFigures(
          stage.label,
          measureDeployment(synthesizeStage(stage, join(outdir, stage.label))),
        ),
      ),
    ) as Figures;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

// `npx tsx test/bench/template-limits.ts`: these figures alone.
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  console.log(figureLines(templateLimitFigures()));
}
