import type { Page } from '@playwright/test';

/**
 * The labels, menu items, titles, chosen values and placeholders on the page that do not fit their
 * box (text cut or hidden behind an ellipsis), each as a line naming the text. Runs in the browser:
 * elements by scrollWidth/scrollHeight against their client box; an input's placeholder measured with
 * the input's own font against its content box (a placeholder does not count in scrollWidth).
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const boxes = [
      '.ant-form-item-label',
      '.ant-form-item-label > label',
      '.ant-menu-title-content',
      '.ant-card-head-title',
      '.ant-modal-title',
      '.ant-select-content',
      '.ant-select-placeholder',
      '.ant-statistic-title',
      '.ant-segmented-item-label',
      '.ant-btn',
    ].join(', ');
    for (const el of document.querySelectorAll<HTMLElement>(boxes)) {
      if (!shown(el) || getComputedStyle(el).display === 'inline') continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        cut.push(`"${(el.textContent ?? '').trim()}" (${el.className.split(' ')[0]}: ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`);
      }
    }
    const context = document.createElement('canvas').getContext('2d')!;
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (!shown(input) || input.value || !input.placeholder) continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = context.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (needed > room + 1) cut.push(`placeholder "${input.placeholder}" (${Math.ceil(needed)} px in ${Math.floor(room)} px)`);
    }
    return cut;
  });
}
