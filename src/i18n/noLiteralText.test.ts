import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// Vite's own parser (oxc through rolldown): TypeScript 7 has no JavaScript API.
import { parseAst } from 'rolldown/parseAst';
import { en } from './en';

/**
 * Issue 11: a view shows no words that are not from the catalogue. Every .tsx file under src/ is
 * parsed, and JSX text or a text attribute (label, placeholder, title, alt, aria-label, …) written as
 * a literal with letters in it is reported. Symbols, digits and punctuation (‹ › × ৳ – …) may stay.
 */
const TEXT_ATTRIBUTES = new Set(['label', 'placeholder', 'title', 'alt', 'aria-label', 'description', 'error', 'message', 'tooltip', 'content', 'nothingFoundMessage']);
const LETTERS = /\p{L}{2,}/u;


function tsxFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

type AstNode = { type: string; start: number; [key: string]: unknown };

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function literalTexts(code: string, name: string): string[] {
  const found: string[] = [];
  const where = (node: AstNode) => `${name}:${code.slice(0, node.start).split('\n').length}`;
  const report = (node: AstNode, text: string, attribute?: string) => {
    const trimmed = text.trim();
    // A catalogue key handed to a component that translates it is not a text.
    if (LETTERS.test(trimmed) && !(trimmed in en)) found.push(`${where(node)} ${attribute ? `${attribute}=` : ''}${JSON.stringify(trimmed)}`);
  };
  const visit = (node: AstNode) => {
    if (node.type === 'JSXText') report(node, String(node.value));
    if (node.type === 'JSXAttribute' && isNode(node.name) && TEXT_ATTRIBUTES.has(String(node.name.name))) {
      const value = node.value;
      if (isNode(value) && value.type === 'Literal' && typeof value.value === 'string') report(node, value.value, String(node.name.name));
      if (isNode(value) && value.type === 'JSXExpressionContainer' && isNode(value.expression) && value.expression.type === 'Literal' && typeof value.expression.value === 'string') {
        report(node, value.expression.value, String(node.name.name));
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.filter(isNode).forEach(visit);
      else if (isNode(child)) visit(child);
    }
  };
  visit(parseAst(code, { lang: 'tsx' }) as unknown as AstNode);
  return found;
}

describe('views take their words from the catalogue (issue 11)', () => {
  it('no .tsx file under src/ writes words as literal JSX text or text attributes', () => {
    const files = tsxFiles(join(process.cwd(), 'src'));
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((path) => literalTexts(readFileSync(path, 'utf8'), relative(process.cwd(), path)))).toEqual([]);
  });

  it('finds words written in JSX text and text attributes, and lets keys, symbols and expressions be', () => {
    const view = `export const A = () => (
  <Button title="Close it" aria-label={'Go back'} onClick={go}>
    Save now
    <Field label="profile.phone" />
    ‹ {t('nav.home')} ৳ – 12
  </Button>
);`;
    expect(literalTexts(view, 'A.tsx')).toEqual(['A.tsx:2 title="Close it"', 'A.tsx:2 aria-label="Go back"', 'A.tsx:2 "Save now"']);
  });
});
