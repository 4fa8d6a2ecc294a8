import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A package and every package it depends on, as installed under `nodeModulesDir`: what must sit
 * beside a bundle for a package that is kept out of it (svg-captcha reads its font from disk, so
 * esbuild cannot inline it).
 */
export function dependencyClosure(packages: readonly string[], nodeModulesDir: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    const manifest = join(nodeModulesDir, name, 'package.json');
    if (!existsSync(manifest)) throw new Error(`${name} is not installed in ${nodeModulesDir}`);
    seen.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    Object.keys(dependencies).forEach(visit);
  };
  packages.forEach(visit);
  return [...seen].sort();
}

/** Shell commands that copy those packages from the repository's node_modules (offline). */
export function copyCommands(
  packages: readonly string[],
  nodeModulesDir: string,
  outputDir: string,
): string[] {
  return dependencyClosure(packages, nodeModulesDir).map(
    (name) =>
      `mkdir -p "${join(outputDir, 'node_modules', name)}" && cp -R "${join(nodeModulesDir, name)}/." "${join(outputDir, 'node_modules', name)}/"`,
  );
}
