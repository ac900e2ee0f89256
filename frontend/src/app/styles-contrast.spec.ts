import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Issue 31 item 6, checked on the stylesheets the browser gets (parsed by jsdom's CSSOM, colours
// resolved through the theme tokens): contrast is WCAG 2.x's, a focus ring needs 3:1 (2.4.7,
// 1.4.11), small text 4.5:1 (1.4.3).
const SRC = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(path) : entry.name.endsWith('.css') ? [path] : [];
  });
}

function rulesOf(file: string): CSSStyleRule[] {
  const style = document.createElement('style');
  style.textContent = readFileSync(file, 'utf8');
  document.head.appendChild(style);
  const sheet = style.sheet as CSSStyleSheet;
  const rules = [...sheet.cssRules].filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
  style.remove();
  return rules;
}

const rules = cssFiles(SRC).flatMap((file) => rulesOf(file).map((rule) => ({ file, rule })));
const rule = (selector: string) => {
  const found = rules.find(({ rule }) => rule.selectorText === selector);
  if (!found) throw new Error(`no rule ${selector}`);
  return found.rule.style;
};

/** The custom properties of a theme: `:root`'s, then the theme's own over them. */
function tokens(theme: 'light' | 'dark'): Map<string, string> {
  const map = new Map<string, string>();
  const themed = rules.filter(({ rule }) => rule.selectorText.split(',').some((s) => [':root', `html.${theme}`].includes(s.trim())));
  for (const { rule } of themed.sort((a) => (a.rule.selectorText.trim() === ':root' ? -1 : 1)))
    for (let i = 0; i < rule.style.length; i++) {
      const name = rule.style[i];
      if (name.startsWith('--')) map.set(name, rule.style.getPropertyValue(name).trim());
    }
  return map;
}

function resolve(value: string, theme: Map<string, string>): string {
  const next = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => theme.get(name) ?? `unknown(${name})`);
  return next === value ? value : resolve(next, theme);
}

function rgba(color: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1) as [number, number, number, number];
  const fn = /^rgba?\(([^)]+)\)$/.exec(color.trim());
  if (!fn) throw new Error(`not a colour: ${color}`);
  const [r, g, b, a = '1'] = fn[1].split(',').map((part) => part.trim());
  return [Number(r), Number(g), Number(b), Number(a)];
}

function contrast(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r, g, b, alpha] = rgba(color);
    expect(alpha).toBe(1);
    const [R, G, B] = [r, g, b].map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour named in an outline or box-shadow (its `var(…)` or hex). */
const colourIn = (declaration: string) => /var\(--[\w-]+\)|#[0-9a-f]{6}|rgba?\([^)]+\)/i.exec(declaration)?.[0];

describe.each(['light', 'dark'] as const)('the %s theme', (name) => {
  const theme = tokens(name);
  const colour = (value: string) => resolve(value, theme);

  it('draws every keyboard focus ring of the guest pages solid and at least 3:1 against the page and the cards', () => {
    const focus = rules.filter(({ rule }) => rule.selectorText.includes(':focus'));
    const rings = focus.flatMap(({ rule }) =>
      ['outline', 'box-shadow'].map((property) => colourIn(rule.style.getPropertyValue(property))).filter((c): c is string => !!c?.includes('--bt-')),
    );
    expect(rings.length).toBeGreaterThan(5);
    for (const ring of rings) {
      expect(contrast(colour(ring), colour('var(--bt-bg)'))).toBeGreaterThanOrEqual(3);
      expect(contrast(colour(ring), colour('var(--bt-surface)'))).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes the price under the selected calendar day readably on its teal', () => {
    const selected = colour(rule('.range-calendar__day.is-selected').getPropertyValue('background'));
    const price = colour(rule('.range-calendar__day.is-selected .range-calendar__price').getPropertyValue('color'));
    expect(contrast(price, selected)).toBeGreaterThanOrEqual(4.5);
  });

  it('colours the footer links in the site’s teal, readable on the page, not the browser’s blue and purple', () => {
    const link = rule('.site-footer a').getPropertyValue('color');
    expect(link).toBe('var(--bt-primary)');
    expect(contrast(colour(link), colour('var(--bt-bg)'))).toBeGreaterThanOrEqual(4.5);
  });
});
