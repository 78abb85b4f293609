import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * A chart's templates read without Helm (none is packaged for this machine): the template actions checked on their
 * own, and each template's YAML shape with every action's value replaced by `X` and every line that is only actions
 * left out, so a range's body appears once and an if's body always. Enough to catch broken YAML and wrong fields.
 */
export interface TemplateShape {
  file: string;
  text: string;
  problems: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Kubernetes object of any kind, read by tests
  shape: any;
}

const action = /\{\{-?\s*(.*?)\s*-?\}\}/g;
const opens = /^(if|with|range|define)\b/;

export function valuePaths(text: string): string[] {
  return [...text.matchAll(/\$?\.Values\.([A-Za-z0-9_.]+)/g)].map((m) => m[1]!);
}

function problemsOf(text: string, helpers: Set<string>): string[] {
  const problems: string[] = [];
  let depth = 0;
  for (const [, body] of text.matchAll(action)) {
    if (body!.startsWith('/*')) continue;
    if (opens.test(body!)) depth++;
    else if (body === 'end') depth--;
    if (depth < 0) problems.push('an {{ end }} without its block');
    for (const [, name] of body!.matchAll(/include "([^"]+)"/g)) if (!helpers.has(name!)) problems.push(`include of an undefined helper "${name}"`);
  }
  if (depth !== 0) problems.push(`${depth} block(s) not closed`);
  return problems;
}

export function chartTemplates(chartDir: string): TemplateShape[] {
  const dir = path.join(chartDir, 'templates');
  const helperText = readFileSync(path.join(dir, '_helpers.tpl'), 'utf8');
  const helpers = new Set([...helperText.matchAll(/define "([^"]+)"/g)].map((m) => m[1]!));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const yamlText = text
        .split('\n')
        .filter((line) => line.replace(action, '').trim() !== '' || !line.includes('{{'))
        .map((line) => line.replace(action, 'X'))
        .join('\n');
      let shape: unknown;
      const problems = problemsOf(text, helpers);
      try {
        shape = parse(yamlText);
      } catch (error) {
        problems.push(`not YAML once its actions are values: ${(error as Error).message}`);
      }
      return { file, text, problems, shape };
    });
}
